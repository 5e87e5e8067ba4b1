// The map's move targets, computed from the table view only, are exactly the rules' legal moves.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng.ts';
import { ribelleRules, type RibelleMove, stageOf, type RibelleState } from '../../../src/games/repubblica-ribelle/rules.ts';
import { sensibleMove } from '../../../src/games/repubblica-ribelle/bot.ts';
import { reachable } from '../../../src/games/repubblica-ribelle/ui/reach.ts';

describe('map move targets', () => {
  it('match legalMoves in the Manovre step and the 2-MP effect, seen from the table view', () => {
    let checked = 0;
    for (const seed of [11, 22, 33]) {
      let s: RibelleState = ribelleRules.setup({ demo: false }, 3, seed);
      const rng = new Rng([seed, 1, 2, 3]);
      for (let n = 0; n < 3000 && stageOf(s) !== 'over'; n++) {
        const d = ribelleRules.decision(s)!;
        if (d.kind === 'ribelle.step.maneuver' || d.kind === 'ribelle.step.bonusMove') {
          const v = ribelleRules.view(s, 'table');
          const me = v.seats[d.seat];
          const free = d.kind === 'ribelle.step.maneuver' && v.detail.radiciFree;
          const fromView = new Set<string>();
          for (const piece of ['dm', 'cp'] as const)
            for (const from of new Set(me[piece])) for (const x of reachable(from, v.detail.mp ?? 0, free)) fromView.add(`${piece}|${from}|${x.to}`);
          const legal = new Set(
            ribelleRules
              .legalMoves(s, d.seat)
              .filter((m): m is Extract<RibelleMove, { type: 'move' }> => m.type === 'move')
              .map((m) => `${m.piece}|${m.from}|${m.to}`),
          );
          expect(fromView).toEqual(legal);
          checked++;
        }
        s = (ribelleRules.apply(s, d.seat, sensibleMove(s, d.seat, rng)!) as { state: RibelleState }).state;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
