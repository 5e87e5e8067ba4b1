// Privacy of Rubico's views, with the secrets checks.ts names. Two independent checks on many
// random mid-game states:
// 1. no hidden token (the id of a card the viewer may not know: face-down Marcia cards of others,
//    the deck, the unseen discard; others' unused power cards; any seat's secrets on the table)
//    appears in the viewer's JSON;
// 2. views are blind to hidden facts: reshuffling what the viewer may not know (others' cards,
//    the deck order, others' roles and power cards, the face-down Senate cards, the RNG) leaves
//    the view exactly the same.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import checks from '../../../src/games/rubico/checks.ts';
import { cardRef, stageOf, type RubicoState, type RubicoView } from '../../../src/games/rubico/rules.ts';
import { act, rules } from './helpers.ts';

type Viewer = number | 'table';

function checkView(s: RubicoState, viewer: Viewer, rng: Rng): void {
  const v: RubicoView = rules.view(s, viewer);
  const json = JSON.stringify(v);
  for (const token of checks.hiddenTokens(s, viewer)) expect(json, `${token} leaks to ${viewer}`).not.toContain(token);
  if (viewer === 'table') expect(v.me).toBeNull();
  else expect(v.me!.role).toBe(s.roles[viewer]);
  const other = JSON.stringify(rules.view(checks.reshuffleHidden(s, viewer, rng), viewer));
  if (other !== json) expect(JSON.parse(other), `view of ${viewer} depends on hidden facts`).toEqual(v);
}

describe('Rubico privacy', () => {
  it('views hold none of the secrets of other seats, on random mid-game states of every size', () => {
    let states = 0;
    for (let n = 3; n <= 7; n++) {
      // A few games a size: the contract test runs the same checks on every state of more.
      for (let g = 0; g < 3; g++) {
        const rng = new Rng(seedRng(n * 100 + g));
        let s = rules.setup({ firstCenturion: g % n }, n, 9000 + g);
        while (stageOf(s) !== 'over') {
          if (rng.int(0, 2) === 0) {
            states++;
            checkView(s, 'table', rng);
            for (let seat = 0; seat < n; seat++) checkView(s, seat, rng);
          }
          const d = rules.decision(s)!;
          const r = rules.apply(s, d.seat, randomMove(rules, s, d.seat, rng)!);
          if (!r.ok) throw new Error(r.reason);
          s = r.state;
        }
        // At the end everything is revealed.
        const end = rules.view(s, 'table');
        expect(end.final!.roles).toEqual(s.roles);
        expect(end.final!.powers).toEqual(s.powers);
        expect(end.final!.deck.length).toBe(s.deck.length);
      }
    }
    expect(states).toBeGreaterThan(100);
  });

  it('names as hidden the cards, powers and table secrets a viewer may not know, and finds them', () => {
    const s = rules.setup({ firstCenturion: 0 }, 5, 4);
    const mid = act(act(act(act(act(s, { type: 'ack' }), { type: 'ack' }), { type: 'ack' }), { type: 'ack' }), { type: 'ack' });
    const tokens = checks.hiddenTokens(mid, 1);
    const own = mid.hands[1].map((c) => `"${cardRef(c).id}"`);
    const other = mid.hands[2].map((c) => `"${cardRef(c).id}"`);
    for (const t of own) expect(tokens).not.toContain(t);
    for (const t of other) expect(tokens).toContain(t);
    // A power card is hidden as a value, not as a key ("vesta" is a key of activeEffects).
    const hiddenPower = mid.powers[2]!;
    if (hiddenPower !== 'roma') expect(tokens).toContain(`:"${hiddenPower}",`);
    expect(tokens).not.toContain(`:"${mid.powers[1]}",`);
    expect(checks.hiddenTokens(mid, 'table')).toContain('"role":');
    // The table view leaks if it carries a seat's view.
    expect(JSON.stringify(rules.view(mid, 1))).toContain(own[0]);
  });

  it('shows a seat its own role, unused power, cards and (blue at 5/7) allies, in the same shape for everyone', () => {
    let s = rules.setup({ firstCenturion: 2 }, 7, 77);
    while (stageOf(s) === 'roles') s = act(s, { type: 'ack' });
    const shapes = new Set<string>();
    for (let seat = 0; seat < 7; seat++) {
      const me = rules.view(s, seat).me!;
      expect(me.power).toBe(s.powers[seat]);
      expect(me.hand.map((c) => c.id)).toEqual(s.hands[seat].map((c) => cardRef(c).id));
      shapes.add(Object.keys(me).sort().join());
    }
    expect(shapes.size).toBe(1);
  });
});
