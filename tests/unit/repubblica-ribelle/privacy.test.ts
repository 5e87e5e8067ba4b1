// Private information: hands, face-down plays, scoring boxes, the leader in hand and the decks
// never reach the table view or another seat's view (the secrets are named once, in checks.ts,
// for this test and the contract test); hand sizes are public; at the end all is shown.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng.ts';
import type { Viewer } from '../../../src/engine/types.ts';
import { ACTION_CARDS, LEADERS } from '../../../src/games/repubblica-ribelle/content.ts';
import { ribelleRules, stageOf, type RibelleState } from '../../../src/games/repubblica-ribelle/rules.ts';
import checks from '../../../src/games/repubblica-ribelle/checks.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { sensibleMove } from '../../../src/games/repubblica-ribelle/bot.ts';

const id = (i: number) => ACTION_CARDS[i].id;

function check(s: RibelleState, rng: Rng): void {
  const table = ribelleRules.view(s, 'table');
  expect(table.me).toBeNull();
  if (stageOf(s) !== 'over') expect(table.final).toBeNull();
  table.seats.forEach((p, seat) => {
    const x = s.seats[seat];
    const held = s.phase === 1 ? x.leader1 === 'hand' : x.leader2 === 'hand';
    expect(p.handSize).toBe(x.hand.length + (held && !x.leaderPlayed ? 1 : 0));
  });
  if (stageOf(s) === 'over') return;
  const viewers: Viewer[] = ['table', ...s.seats.map((_, seat) => seat)];
  for (const viewer of viewers) {
    const v = ribelleRules.view(s, viewer);
    const text = JSON.stringify(v);
    for (const h of checks.hiddenTokens(s, viewer)) expect(text.includes(h), `${h} in the view of ${viewer} at ${stageOf(s)}`).toBe(false);
    expect(JSON.stringify(ribelleRules.view(checks.reshuffleHidden(s, viewer, rng), viewer)), `${viewer}'s view after reshuffling its unknowns`).toBe(text);
    if (viewer !== 'table') expect(v.me!.hand.map((c) => c.id).sort()).toEqual(s.seats[viewer].hand.map(id).sort());
  }
}

describe('privacy', () => {
  it('keeps every secret out of the table view and of the other seats’ views', () => {
    let checked = 0;
    for (const n of [1, 2, 3, 5]) {
      for (let g = 0; g < 3; g++) {
        let s = ribelleRules.setup({ demo: g === 2 }, n, 900 + 10 * n + g);
        const rng = new Rng([3, n, g, 9]);
        let k = 0;
        while (stageOf(s) !== 'over') {
          if (k++ % 4 === 0 || stageOf(s) === 'reveal') {
            check(s, rng);
            checked++;
          }
          const d = ribelleRules.decision(s)!;
          const m = (g === 1 ? randomMove(ribelleRules, s, d.seat, rng) : sensibleMove(s, d.seat, rng))!;
          const r = ribelleRules.apply(s, d.seat, m);
          if (!r.ok) throw new Error(r.reason);
          s = r.state;
        }
        check(s, rng);
        // At the end the table sees everything.
        const v = ribelleRules.view(s, 'table');
        expect(v.final).not.toBeNull();
        const text = JSON.stringify(v);
        for (const x of s.seats) for (const c of [...x.hand, ...x.piles.flat()]) expect(text).toContain(id(c));
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('shows a seat its own hand, leader, face-down plays and scoring boxes, and log entries hold only plain values', () => {
    let s = ribelleRules.setup({ demo: false, boards: ['rosso', 'verde', 'blu'] }, 3, 77);
    const v0 = ribelleRules.view(s, 0);
    expect(v0.me!.leader!.id).toBe('ld-rosso-1');
    expect(v0.me!.nextLeader!.id).toBe('ld-rosso-2');
    expect(JSON.stringify(ribelleRules.view(s, 'table'))).not.toContain('ld-rosso');
    expect(JSON.stringify(ribelleRules.view(s, 1))).not.toContain('ld-rosso');
    expect(LEADERS.some((l) => l.id === 'ld-rosso-1')).toBe(true);
    const rng = new Rng([1, 2, 3, 4]);
    while (stageOf(s) !== 'over') s = (ribelleRules.apply(s, ribelleRules.decision(s)!.seat, sensibleMove(s, ribelleRules.decision(s)!.seat, rng)!) as { state: RibelleState }).state;
    for (const e of ribelleRules.view(s, 'table').log) {
      expect(e.key.startsWith('ribelle.log.')).toBe(true);
      for (const [k, val] of Object.entries(e.params)) {
        expect(['string', 'number', 'boolean'].includes(typeof val) || val === null, `${e.key}.${k}`).toBe(true);
        if (k.startsWith('seat')) expect(Number.isInteger(val)).toBe(true);
      }
    }
  });

  it('names as hidden what the old test did: another seat’s hand, boxes and leader, and the decks', () => {
    const s = ribelleRules.setup({ demo: false, boards: ['rosso', 'verde', 'blu'] }, 3, 77);
    const forTable = new Set(checks.hiddenTokens(s, 'table'));
    const forSeat0 = new Set(checks.hiddenTokens(s, 0));
    for (const ci of s.seats[1].hand) expect(forSeat0.has(JSON.stringify(id(ci)))).toBe(true);
    for (const ci of s.seats[0].hand) expect(forSeat0.has(JSON.stringify(id(ci)))).toBe(false);
    for (const ci of [...s.deck, ...s.seats[0].hand]) expect(forTable.has(JSON.stringify(id(ci)))).toBe(true);
    expect(forTable.has('"ld-rosso-1"')).toBe(true);
    expect(forSeat0.has('"ld-rosso-1"')).toBe(false);
    expect(forSeat0.has('"ld-verde-1"')).toBe(true);
  });
});
