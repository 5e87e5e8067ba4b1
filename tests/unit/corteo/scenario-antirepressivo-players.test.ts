// The app players in scenario Antirepressivo, three seats (Destra, potere, Sinistra), through
// their observation only: seeded games to the end with legal moves only, every decision taken
// by the seat the rules name, the log replaying to the same end.
import { describe, expect, it } from 'vitest';
import { indexOfMove, observe, type Level, type Observation } from '../../../src/engine/players.ts';
import { replay, step, type LoggedMove } from '../../../src/engine/replay.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import players from '../../../src/games/corteo/players.ts';
import checks from '../../../src/games/corteo/checks.ts';
import { corteoRules, type CorteoMove, type CorteoOptions, type CorteoState, type CorteoView } from '../../../src/games/corteo/rules.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';

const OPTIONS: CorteoOptions = { mode: 'advanced', map: 'citta', scenario: 'antirepressivo' };

export function playOut(levels: readonly [Level, Level, Level], seed: number, seats = 3): { start: CorteoState; end: CorteoState; log: LoggedMove[]; bySeat: number[] } {
  const rngs = levels.map((_, i) => new Rng(seedRng(seed + i + 1)));
  const start = corteoRules.setup(OPTIONS, seats, seed);
  let s = start;
  const log: LoggedMove[] = [];
  const bySeat = [0, 0, 0];
  for (let d = corteoRules.decision(s); d; d = corteoRules.decision(s)) {
    const obs = observe(corteoRules, s, d.seat, seats) as Observation<CorteoView, CorteoMove>;
    const m = players.choose(levels[d.seat], obs, rngs[d.seat]);
    if (indexOfMove(obs.moves, m) < 0) throw new Error(`${JSON.stringify(m)} is not legal`);
    const r = step(corteoRules, s, d.seat, m);
    if (!r.ok) throw new Error(r.reason);
    const problems = checks.invariants(r.state);
    if (problems.length) throw new Error(`${JSON.stringify(m)}: ${problems.join('; ')}`);
    s = r.state;
    log.push(r.entry);
    bySeat[d.seat]++;
    if (log.length > 20_000) throw new Error('no end');
  }
  return { start, end: s, log, bySeat };
}

describe('Antirepressivo: the app players, three seats', () => {
  it('normal against normal against normal: to the end, each seat deciding, each corteo player with its result, the log replaying', () => {
    const { start, end, log, bySeat } = playOut(['normal', 'normal', 'normal'], 13);
    expect(stepNow(end)).toBe('over');
    expect(bySeat.every((n) => n > 0)).toBe(true);
    expect(JSON.stringify(replay(corteoRules, start, log))).toBe(JSON.stringify(end));
    const blocs = end.scen!.blocs!;
    expect(Object.keys(blocs.results ?? {}).sort()).toEqual(['destra', 'sinistra']);
    expect(corteoRules.outcome(end)!.reasonKey).toMatch(/^corteo\.antirep\.end\.(both|destra|sinistra|potere|draw)$/);
    // Once the arrests pass the defendants' power the corteo goes by force; the potere then flies
    // the defendants away or the corteo frees them, or they are convicted at the end.
    const trial = log.map((e) => (e.move as CorteoMove).type).filter((t) => t === 'strategy' || t === 'helicopter');
    if (blocs.strategy === 'force') expect(trial[0]).toBe('strategy');
    expect(trial.filter((t) => t === 'strategy').length).toBeLessThanOrEqual(1);
  });

  it('easy Destra, normal potere, easy Sinistra: to the end with legal moves only', () => {
    const { end, bySeat } = playOut(['easy', 'normal', 'easy'], 5);
    expect(stepNow(end)).toBe('over');
    expect(bySeat.every((n) => n > 0)).toBe(true);
    expect(corteoRules.outcome(end)).not.toBeNull();
  });
});
