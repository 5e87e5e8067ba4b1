// Corteo's app players (players.ts, bot.ts): from set positions the normal corteo walks onto a
// reachable objective and the normal potere attacks an exposed head at good odds rather than a
// strong unit; each level of either side plays seeded games on the practice city to the end of
// hand 10 with legal moves only, through its observation alone.
import { describe, expect, it } from 'vitest';
import { hexDistance, parseHexKey } from '../../../src/engine/hex.ts';
import { indexOfMove, observe, type Level, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import players from '../../../src/games/corteo/players.ts';
import { corteoRules, type CorteoMove, type CorteoState, type CorteoView } from '../../../src/games/corteo/rules.ts';
import { CELERE, CELERE2, CO44, GR41, SP66, key, place } from './helpers.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { startAt } from '../../../src/engine/flow.ts';

const obsOf = (s: CorteoState, seat: number) => observe(corteoRules, s, seat, 2) as Observation<CorteoView, CorteoMove>;
const choose = (level: Level, s: CorteoState, seat: number) => players.choose(level, obsOf(s, seat), new Rng(seedRng(7)));
const FIELD = ['.........', '.........', '.........'];

describe('the normal corteo', () => {
  it('walks a unit onto an objective it can reach this turn', () => {
    // A 4-4 cordone at the west end of the middle street, an objective three hexes east.
    const s = place(['.........', '....o....', '.........'], { [CO44]: [1, 1] }, { hand: 2 });
    const m = choose('normal', s, 0);
    expect(m).toEqual({ type: 'move', unit: CO44, to: key(1, 4) });
  });

  it('walks toward an objective too far for one turn, and ends nearer', () => {
    const s = place(['...............', '.............o.', '...............'], { [CO44]: [1, 0] }, { hand: 2, runsLeft: 0 });
    const m = choose('normal', s, 0);
    expect(m.type).toBe('move');
    const goal = parseHexKey(key(1, 13));
    const to = (m as { to: string }).to;
    expect(hexDistance(parseHexKey(to), goal)).toBeLessThan(hexDistance(parseHexKey(key(1, 0)), goal));
  });
});

describe('the normal potere', () => {
  it('attacks an exposed head at good odds rather than a spezzone', () => {
    // Two celere (8) between a lone head gruppo (1) and a 6-6: 8 to 1 is 5-1, 8 to 6 is 1-1.
    const s = place(FIELD, { [CELERE]: [1, 4], [CELERE2]: [1, 4], [GR41]: [1, 3], [SP66]: [1, 5] }, { side: 'potere', flow: startAt('combat'), heads: [GR41] });
    const obs = obsOf(s, 1);
    expect(obs.moves.length).toBeGreaterThan(1);
    expect(players.choose('normal', obs, new Rng(seedRng(1)))).toEqual({ type: 'combat', attackers: [CELERE, CELERE2], defenders: [GR41] });
  });
});

describe('every level of either side plays to the end', () => {
  // Each level on each side once: the normal corteo in the base game, the normal potere in the advanced.
  for (const [mode, corteo, potere] of [['base', 'normal', 'easy'], ['advanced', 'easy', 'normal']] as const) {
    {
      it(`${mode}: the ${corteo} corteo against the ${potere} potere on the practice city, to the end of hand 10, legal moves only`, () => {
        const levels: Level[] = [corteo, potere];
        const rngs = [new Rng(seedRng(11)), new Rng(seedRng(12))];
        let s = corteoRules.setup({ mode, map: 'practice' }, 2, 42);
        let n = 0;
        for (let d = corteoRules.decision(s); d; d = corteoRules.decision(s)) {
          const obs = obsOf(s, d.seat);
          const m = players.choose(levels[d.seat], obs, rngs[d.seat]);
          expect(indexOfMove(obs.moves, m), `${JSON.stringify(m)} is not legal`).toBeGreaterThanOrEqual(0);
          const r = corteoRules.apply(s, d.seat, m);
          if (!r.ok) throw new Error(r.reason);
          s = r.state;
          if (++n > 20_000) throw new Error('no end');
        }
        expect(stepNow(s)).toBe('over');
        expect(s.hand).toBe(10);
        expect(s.result).not.toBeNull();
      });
    }
  }
});
