// The last battle read back from the log (ui/report.ts) is the battle the rules fought: in
// seeded games, between two volleys the last volley's dice are the roll the battle holds (with
// Melano's rerolls), and a battle over says whether the attacker took the territory.
import { describe, expect, it } from 'vitest';
import { randomMove } from '../../../src/engine/playout.ts';
import { step } from '../../../src/engine/replay.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { fabrisikoRules as R, type FabState } from '../../../src/games/fabrisiko/rules.ts';
import { view } from '../../../src/games/fabrisiko/rules/view.ts';
import { lastBattle, lastRound } from '../../../src/games/fabrisiko/ui/report.ts';

describe('the last battle from the log', () => {
  it('matches the rules\u2019 battle volley by volley, and its end', () => {
    let volleys = 0;
    let ends = 0;
    let truces = 0;
    for (let seed = 1; seed <= 6; seed++) {
      let s: FabState = R.setup(R.defaultOptions(3), 3, seed);
      const rng = new Rng(seedRng(seed));
      for (let n = 0; n < 400; n++) {
        const d = R.decision(s);
        if (!d) break;
        const r = step(R, s, d.seat, randomMove(R, s, d.seat, rng));
        if (!r.ok) throw new Error(r.reason);
        const before = s;
        s = r.state as FabState;
        const rep = lastBattle(view(s, 'table').log);
        const b = s.battle;
        if (b && R.stepOf(s) === 'fire' && b.roll.length > 0) {
          const last = rep!.volleys.at(-1)!;
          expect(last.values).toEqual(b.roll);
          expect(last.side).toBe(b.side === 'a' ? 'd' : 'a');
          expect(lastRound(rep!).at(-1)).toBe(last);
          volleys++;
        }
        // A truce card calls a battle off unfought: its end is the truce, shown as the others are.
        const truce = view(s, 'table').log.slice(-6).some((e) => e.key === 'fabrisiko.log.tregua');
        if (before.battle && !b) {
          expect(rep!.end).not.toBeNull();
          expect(rep!.fresh).toBe(true);
          expect(rep!.end!.truce).toBe(truce);
          if (truce) {
            expect(rep!.volleys).toEqual([]);
            expect(rep!.end!.won).toBe(false);
            truces++;
          } else expect(rep!.end!.conquered).toBe(before.owner[rep!.at] !== rep!.attacker && s.owner[rep!.at] === rep!.attacker);
          ends++;
        }
      }
    }
    expect(volleys).toBeGreaterThan(5);
    expect(ends).toBeGreaterThan(2);
  });
});
