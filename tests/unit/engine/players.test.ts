// The scripted levels every game builds from its plan (engine/players.ts): normal plays the plan,
// easy slips now and then; the plan's own choice is handed back as the rules list it, and a
// choice that is not legal throws rather than being swapped for one that is.
import { describe, expect, it } from 'vitest';
import { IllegalChoice, legalChoice, scriptedLevels, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';

type Move = { type: 'take'; n: number } | { type: 'done' };
const obs = (moves: Move[]): Observation<null, Move> => ({ seat: 0, seatCount: 2, view: null, moves, decision: { seat: 0, secret: false, kind: 'k' } });
const MOVES: Move[] = [{ type: 'take', n: 1 }, { type: 'take', n: 2 }, { type: 'done' }];

describe('scripted levels', () => {
  it('hands back the listed move the plan names, by value', () => {
    const choose = scriptedLevels<null, Move>({ play: () => ({ type: 'take', n: 2 }), slipPercent: 50 });
    const chosen = choose('normal', obs(MOVES), new Rng(seedRng(1)));
    expect(chosen).toBe(MOVES[1]);
  });

  it('throws when the plan names a move that is not legal, at every level', () => {
    const choose = scriptedLevels<null, Move>({ play: () => ({ type: 'take', n: 9 }), slipPercent: 0 });
    expect(() => choose('normal', obs(MOVES), new Rng(seedRng(1)))).toThrow(IllegalChoice);
    expect(() => choose('easy', obs(MOVES), new Rng(seedRng(1)))).toThrow(IllegalChoice);
    expect(() => legalChoice(MOVES, { type: 'done', extra: 1 } as Move)).toThrow(/not a legal move/);
  });

  it("easy slips at its rate, only among the moves a slip may take, and plays the plan as a newcomer otherwise", () => {
    const seen: boolean[] = [];
    const choose = scriptedLevels<null, Move>({
      play: (_o, _r, newcomer) => {
        seen.push(newcomer);
        return { type: 'done' };
      },
      slipPercent: 30,
      slips: (moves) => moves.filter((m) => m.type !== 'done'),
    });
    const rng = new Rng(seedRng(7));
    let slips = 0;
    for (let i = 0; i < 1000; i++) if (choose('easy', obs(MOVES), rng).type === 'take') slips++;
    expect(slips).toBeGreaterThan(240);
    expect(slips).toBeLessThan(360);
    expect(seen.every((n) => n)).toBe(true);
    expect(seen).toHaveLength(1000 - slips);
    for (let i = 0; i < 100; i++) expect(choose('normal', obs(MOVES), rng)).toEqual({ type: 'done' });
    expect(seen.slice(-100).every((n) => !n)).toBe(true);
  });
});
