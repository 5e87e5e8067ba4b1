// The app's corteo raises barricades where they pay (bot.ts, 5d): on the only hex from which
// the police could reach an objective it is occupying, and not when no police can get there;
// its choice is a function of the view (the same view, whatever the player's RNG, the same move).
import { describe, expect, it } from 'vitest';
import { observe, type Level, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { sensibleChoice } from '../../../src/games/corteo/bot.ts';
import players from '../../../src/games/corteo/players.ts';
import { corteoRules, type CorteoMove, type CorteoState, type CorteoView } from '../../../src/games/corteo/rules.ts';
import { CELERE, CO44, SP66, key, place } from './helpers.ts';

const obsOf = (s: CorteoState, seat: number) => observe(corteoRules, s, seat, 2) as Observation<CorteoView, CorteoMove>;
const choose = (level: Level, s: CorteoState, seed = 7) => players.choose(level, obsOf(s, 0), new Rng(seedRng(seed)));

// A dead-end street: the objective at its west end, walled in by buildings, so the street hex
// east of it is the one hex from which the police can reach it.
const ALLEY = ['#########', '#o.......', '#########'];

describe('the corteo app builds barricades', () => {
  it('closes the only way to an objective it occupies when a celere can reach it this turn', () => {
    const s = place(ALLEY, { [SP66]: [1, 1], [CO44]: [1, 1], [CELERE]: [1, 6] }, { hand: 3 });
    expect(choose('normal', s)).toMatchObject({ type: 'barricade', at: key(1, 2) });
    // The newcomer's judgement (easy without its random slips) sees it too.
    const obs = obsOf(s, 0);
    expect(sensibleChoice(obs.view, 'corteo', obs.moves, new Rng(seedRng(3)), true)).toMatchObject({ type: 'barricade', at: key(1, 2) });
  });

  it('spends none when no police can get there in its coming turn', () => {
    const s = place(ALLEY, { [SP66]: [1, 1], [CO44]: [1, 1] }, { hand: 3 });
    expect(obsOf(s, 0).moves.some((m) => m.type === 'barricade')).toBe(true);
    expect(choose('normal', s).type).not.toBe('barricade');
  });

  it('spends none when the barricade would not close the way (an open square round the objective)', () => {
    const s = place(['.........', '.o.......', '.........'], { [SP66]: [1, 1], [CO44]: [1, 1], [CELERE]: [1, 5] }, { hand: 3 });
    expect(obsOf(s, 0).moves.some((m) => m.type === 'barricade' && m.at === key(1, 2))).toBe(true);
    expect(choose('normal', s).type).not.toBe('barricade');
  });

  it('the same view gives the same move, whatever the RNG', () => {
    const s = place(ALLEY, { [SP66]: [1, 1], [CO44]: [1, 1], [CELERE]: [1, 6] }, { hand: 3 });
    const moves = [1, 2, 3, 99].map((seed) => JSON.stringify(choose('normal', s, seed)));
    expect(new Set(moves).size).toBe(1);
  });
});
