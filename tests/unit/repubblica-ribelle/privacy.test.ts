// Private information: hands, face-down plays, scoring boxes, the leader in hand and the decks
// never reach the table view or another seat's view; hand sizes are public; at the end all is shown.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng.ts';
import { ACTION_CARDS, LEADERS } from '../../../src/games/repubblica-ribelle/content.ts';
import { leaderId, ribelleRules, type RibelleState, type RibelleView } from '../../../src/games/repubblica-ribelle/rules.ts';
import { randomMove, sensibleMove } from '../../../src/games/repubblica-ribelle/bot.ts';

const id = (i: number) => ACTION_CARDS[i].id;

/** Card ids the table legitimately sees now: the mission on display and the partisans' cards. */
function publicIds(v: RibelleView): Set<string> {
  const out = new Set<string>();
  for (const r of v.resolution?.seats ?? []) {
    for (const c of r.cards) out.add(c.id);
    if (r.leader) out.add(r.leader.id);
  }
  for (const a of v.resolution?.automated ?? []) for (const c of a.cards) out.add(c.id);
  for (const h of v.automatedHands) for (const c of h.cards) out.add(c.id);
  return out;
}

/** Everything secret of `seat` (or of the decks when seat is null). */
function secretsOf(s: RibelleState, seat: number | null): string[] {
  if (seat === null) return [...s.deck, ...s.discard].map(id);
  const x = s.seats[seat];
  const out = [...x.hand, ...x.piles[0], ...x.piles[1], ...x.piles[2]].map(id);
  if (s.step === 'mission' || s.step === 'reveal') out.push(...x.played.map(id));
  const held = s.phase === 1 ? x.leader1 === 'hand' : x.leader2 === 'hand';
  if (x.board >= 0 && (held || (x.leaderPlayed && (s.step === 'mission' || s.step === 'reveal')))) out.push(leaderId(s, seat));
  return out;
}

/** Every card and leader id present in a view. */
function idsIn(v: RibelleView): Set<string> {
  const out = new Set<string>();
  for (const m of JSON.stringify(v).matchAll(/"(az-\d{3}|ld-[a-z]+-\d)"/g)) out.add(m[1]);
  return out;
}

function check(s: RibelleState): void {
  const table = ribelleRules.view(s, 'table');
  const text = idsIn(table);
  const open = publicIds(table);
  expect(table.me).toBeNull();
  if (s.step !== 'over') {
    expect(table.final).toBeNull();
    const hidden = [...secretsOf(s, null), ...s.seats.flatMap((_, seat) => secretsOf(s, seat))].filter((x) => !open.has(x));
    for (const h of hidden) expect(text.has(h), `${h} in the table view at ${s.step}`).toBe(false);
  }
  table.seats.forEach((p, seat) => {
    const x = s.seats[seat];
    const held = s.phase === 1 ? x.leader1 === 'hand' : x.leader2 === 'hand';
    expect(p.handSize).toBe(x.hand.length + (held && !x.leaderPlayed ? 1 : 0));
  });
  if (s.step === 'over') return;
  for (let seat = 0; seat < s.n; seat++) {
    const v = ribelleRules.view(s, seat);
    const vt = idsIn(v);
    const mine = new Set(secretsOf(s, seat));
    const others = [...secretsOf(s, null), ...s.seats.flatMap((_, o) => (o === seat ? [] : secretsOf(s, o)))];
    for (const h of others) if (!open.has(h) && !mine.has(h)) expect(vt.has(h), `${h} in seat ${seat}'s view`).toBe(false);
    expect(v.me!.hand.map((c) => c.id).sort()).toEqual(s.seats[seat].hand.map(id).sort());
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
        while (s.step !== 'over') {
          if (k++ % 4 === 0 || s.step === 'reveal') {
            check(s);
            checked++;
          }
          const d = ribelleRules.decision(s)!;
          const m = (g === 1 ? randomMove : sensibleMove)(s, d.seat, rng)!;
          const r = ribelleRules.apply(s, d.seat, m);
          if (!r.ok) throw new Error(r.reason);
          s = r.state;
        }
        check(s);
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
    while (s.step !== 'over') s = (ribelleRules.apply(s, ribelleRules.decision(s)!.seat, sensibleMove(s, ribelleRules.decision(s)!.seat, rng)!) as { state: RibelleState }).state;
    for (const e of ribelleRules.view(s, 'table').log) {
      expect(e.key.startsWith('ribelle.log.')).toBe(true);
      for (const [k, val] of Object.entries(e.params)) {
        expect(['string', 'number', 'boolean'].includes(typeof val) || val === null, `${e.key}.${k}`).toBe(true);
        if (k.startsWith('seat')) expect(Number.isInteger(val)).toBe(true);
      }
    }
  });
});
