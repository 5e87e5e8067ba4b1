// Corteo's app players measured side by side (`node scripts/run-ts.mjs tests/bench/corteo-strength.ts`):
// every pairing of the random policy, easy and normal as the corteo and as the potere, in each
// mode (base, advanced), over the same seeded games to the end of hand 10 (strong, the trial
// level, where CORTEO_MATCH names it). Prints, per pairing, the corteo's wins, draws and losses
// (the decisive games are the wins and the losses) and the mean final score (corteo's points
// minus potere's, the measure of the victory table: 50 or more the corteo wins, under 20 the
// potere): a side's level is better when, against the same opponent, it moves the mean its way.
// Then the app's thinking time per decision in Node per level, in CPU ms (p50, p95, max; a
// 4x-throttled phone is about four times these).
// CORTEO_GAMES sets the games per pairing and mode (default 4), CORTEO_FROM the first game's
// number (default 0: games FROM..FROM+GAMES-1, so runs add up); CORTEO_SCENARIO plays a scenario
// (its mode: set CORTEO_MODES=advanced), and each game's line then adds the scenario's points
// and, for Internazionalista, the hands the potere scored its stop in front of the embassy.
import { randomMove } from '../../src/engine/playout.ts';
import { observe, type Level } from '../../src/engine/players.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import players from '../../src/games/corteo/players.ts';
import { corteoRules, type CorteoState } from '../../src/games/corteo/rules.ts';

type Policy = Level | 'random';
const GAMES = Number(process.env.CORTEO_GAMES ?? 4);
/** The first seeded game's number (CORTEO_FROM): a later run goes on where an earlier one stopped. */
const FROM = Number(process.env.CORTEO_FROM ?? 0);
const MODES = (process.env.CORTEO_MODES ?? 'base,advanced').split(',') as ('base' | 'advanced')[];
const SCENARIO = process.env.CORTEO_SCENARIO;
const log = (...a: unknown[]) => console.error('[corteo-strength]', ...a);
const times: Record<string, number[]> = {};

function play(g: number, mode: 'base' | 'advanced', corteo: Policy, potere: Policy): CorteoState {
  const seed = 0xc0 + g * 7919 + (mode === 'advanced' ? 1 : 0);
  const policies = [corteo, potere];
  const random = new Rng(seedRng(seed ^ 0x5eed));
  const rngs = [0, 1].map((i) => new Rng(seedRng(seed ^ (0xa99 + i * 0x9e37))));
  let s = corteoRules.setup({ mode, map: 'citta', ...(SCENARIO ? { scenario: SCENARIO } : {}) }, 2, seed);
  for (let d = corteoRules.decision(s); d; d = corteoRules.decision(s)) {
    const p = policies[d.seat];
    let move;
    if (p === 'random') move = randomMove(corteoRules, s, d.seat, random)!;
    else {
      const obs = observe(corteoRules, s, d.seat, 2)!;
      // CPU time, not the wall clock: on a shared machine the clock counts the others' work too.
      const t0 = process.cpuUsage();
      move = players.choose(p, obs as never, rngs[d.seat]);
      const used = process.cpuUsage(t0);
      (times[p] ??= []).push((used.user + used.system) / 1000);
    }
    const r = corteoRules.apply(s, d.seat, move);
    if (!r.ok) throw new Error(`game ${g} ${mode}: ${p} played ${JSON.stringify(move)}, refused (${r.reason})`);
    s = r.state;
  }
  return s;
}

function matchUp(side: 'corteo' | 'potere', mine: Policy, theirs: Policy) {
  const out: Record<string, { wins: number; draws: number; losses: number; mean: number }> = {};
  for (const mode of MODES) {
    let wins = 0;
    let draws = 0;
    let sum = 0;
    const scores: string[] = [];
    for (let g = FROM; g < FROM + GAMES; g++) {
      const s = side === 'corteo' ? play(g, mode, mine, theirs) : play(g, mode, theirs, mine);
      if (s.result?.winner === side) wins++;
      else if (!s.result?.winner) draws++;
      sum += s.result!.final;
      const stops = s.log.flat().filter((e) => e.key === 'corteo.log.scenarioPoints' && e.params?.why === 'corteo.scenario.why.stopped').length;
      scores.push(`${s.score.corteo}-${s.score.potere}${s.scen ? ` [scen ${s.scen.points.corteo}-${s.scen.points.potere}${stops ? `, stop x${stops}` : s.scen.lost ? ', stop lost' : ''}]` : ''}`);
    }
    out[mode] = { wins, draws, losses: GAMES - wins - draws, mean: Math.round((sum / GAMES) * 10) / 10 };
    log(`${side} ${mine} vs ${theirs} ${mode}: ${side} won ${wins}, drew ${draws}, lost ${GAMES - wins - draws} of ${GAMES}; mean final ${out[mode].mean} (corteo minus potere; ${scores.join(' ')})`);
  }
  return out;
}

const pct = (xs: number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;

export default function main(): void {
  const t0 = performance.now();
  const result: Record<string, unknown> = {};
  // CORTEO_MATCH=normal:easy,... plays only those corteo:potere pairings (while tuning);
  // by default every pairing of random, easy and normal on either side.
  const policies: Policy[] = ['random', 'easy', 'normal'];
  const pairs = process.env.CORTEO_MATCH?.split(',') ?? policies.flatMap((a) => policies.map((b) => `${a}:${b}`));
  for (const pair of pairs) {
    const [a, b] = pair.split(':') as Policy[];
    result[`corteo ${a} : potere ${b}`] = matchUp('corteo', a, b);
  }
  result.thinkMs = Object.fromEntries(Object.entries(times).map(([level, t]) => [level, { decisions: t.length, p50: +pct(t, 0.5).toFixed(2), p95: +pct(t, 0.95).toFixed(2), max: +pct(t, 1).toFixed(1) }]));
  result.seconds = Math.round((performance.now() - t0) / 1000);
  console.log(JSON.stringify(result, null, 1));
}
