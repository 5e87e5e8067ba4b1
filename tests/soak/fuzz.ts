// Fuzz at scale (long form): seeded random games per game to the end through the engine's
// playoutMove, as many as the game's bench entry says (`soakGames`, default 100,000; FabRisiko!
// plays 5,000, Corteo 120), or SOAK_GAMES where that is fewer (a short soak shortens every
// game), over the seats and options of the entry's `soakCycle` where it has one (Corteo: every
// scenario, each special rule; FabRisiko!: the Tournament; Fiamme: physical dice), else the
// bench's; then the entry's whole campaigns (`soakCampaigns`: Fiamme), each mission from the end
// of the last, SOAK_GAMES capping them too. Checks that every game ends with an outcome, that the
// deciding seat has a legal move at every decision (a dead end is reported with the game,
// options, seat count, seed and move, and listed in the game's result line), that every move the
// bot picks is legal, and that every 97th game's log replays to the same final state.
// SOAK_GAME=<id> runs one game only. Prints one JSON line per game, with the games of each of its
// variants (seat count and options).
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { replay, step, type LoggedMove } from '../../src/engine/replay.ts';
import { DeadEnd, playoutMove, type PlayoutAt } from '../../src/engine/playout.ts';
import { benchGames, playout, playoutFrom, soaked, startOf, type BenchGame } from '../bench/games.ts';

export default async function main(): Promise<void> {
  const cap = Number(process.env.SOAK_GAMES ?? Infinity);
  const only = process.env.SOAK_GAME;
  let failures = 0;
  for (const game of (await benchGames()).map(soaked)) {
    if (only && game.id !== only) continue;
    const result = await fuzzGame(game, cap);
    failures += result.failures;
    console.log(JSON.stringify(result));
  }
  if (failures > 0) process.exitCode = 1;
}

/** One game's soak: its seeded random games (its own count, or `cap` where fewer), then its campaigns. */
export async function fuzzGame(game: BenchGame, cap: number) {
  const games = Math.min(cap, game.soakGames ?? 100_000);
  const t0 = performance.now();
  let moves = 0;
  let longest = 0;
  let replayed = 0;
  let failures = 0;
  const deadEnds: PlayoutAt[] = [];
  const winners = new Map<string, number>();
  const variants = new Map<string, number>();
  for (let g = 0; g < games; g++) {
    const seed = 0x50a4 + g;
    const variant = variantOf(game, g);
    variants.set(variant, (variants.get(variant) ?? 0) + 1);
    try {
      if (g % 97 === 0) {
        // The slow path with the engine's step (seat and barrier checks) and a full replay.
        const start = startOf(game, g, seed);
        const rng = new Rng(seedRng(seed ^ 0x5eed));
        const log: LoggedMove[] = [];
        const at = (): PlayoutAt => ({ game: game.id, options: start.options, seats: start.seatCount, seed, move: log.length });
        let s = start.state;
        for (let d = game.rules.decision(s); d; d = game.rules.decision(s)) {
          const r = step(game.rules, s, d.seat, playoutMove(game.rules, s, d.seat, rng, at));
          if (!r.ok) throw new Error(`refused: ${r.reason}`);
          s = r.state;
          log.push(r.entry);
        }
        const again = replay(game.rules, startOf(game, g, seed).state, log);
        if (JSON.stringify(again) !== JSON.stringify(s)) throw new Error('the log does not replay to the same state');
        replayed++;
      }
      const r = playout(game, g, seed);
      moves += r.moves;
      longest = Math.max(longest, r.moves);
      const o = game.rules.outcome(r.state)!;
      winners.set(o.reasonKey, (winners.get(o.reasonKey) ?? 0) + 1);
    } catch (err) {
      failures++;
      if (err instanceof DeadEnd) deadEnds.push(err.at);
      // Loudly, with what replays it: the game, its options and seat count, the seed, the move.
      console.error(`${game.id} game ${g} (seed ${seed}, ${variant}): ${err instanceof Error ? err.message : err}`);
      if (failures > 20) throw new Error(`${game.id}: too many failures`);
    }
    if (g > 0 && g % 10_000 === 0) console.error(`[soak] ${game.id}: ${g} games, ${Math.round((performance.now() - t0) / 1000)} s`);
  }
  const seconds = (performance.now() - t0) / 1000;
  const campaigns = game.soakCampaigns ? await playCampaigns(game, Math.min(cap, game.soakCampaigns.count), deadEnds) : null;
  if (campaigns) failures += campaigns.failures;
  return {
    fuzz: game.id,
    games,
    failures,
    deadEnds,
    replayed,
    movesPerGame: Math.round(moves / Math.max(1, games)),
    longest,
    seconds: Math.round(seconds),
    outcomes: Object.fromEntries(winners),
    variants: Object.fromEntries(variants),
    ...(campaigns ? { campaigns } : {}),
  };
}

/** Seeded game `g`'s seat count and options, as a short label (the soak's cycle or the bench's). */
function variantOf(game: BenchGame, g: number): string {
  const seatCount = game.seats[g % game.seats.length];
  const defaults = game.rules.defaultOptions(seatCount) as Record<string, unknown>;
  return `${seatCount} seats ${JSON.stringify(game.options ? game.options(defaults, g) : defaults)}`;
}

/**
 * `count` whole campaigns of random play: each mission started from the options the last one's
 * end gives, to the campaign's end or its `missions` cap. A dead end is listed like a game's.
 */
async function playCampaigns(game: BenchGame, count: number, deadEnds: PlayoutAt[]) {
  const spec = game.soakCampaigns!;
  const next = await spec.next();
  const t0 = performance.now();
  let missions = 0;
  let finished = 0;
  let failures = 0;
  /** Missions played with a company carried from an earlier one, by mission. */
  const carried: Record<string, number> = {};
  for (let c = 0; c < count; c++) {
    const seatCount = spec.seats[c % spec.seats.length];
    let options: Record<string, unknown> | null = spec.first(game.rules.defaultOptions(seatCount) as Record<string, unknown>, c);
    for (let k = 0; options && k < spec.missions; k++) {
      const seed = 0xca3a + c * 97 + k;
      try {
        const problem = game.rules.optionsProblem(options, seatCount);
        if (problem) throw new Error(`the campaign's next options are refused: ${problem}`);
        const r = playoutFrom(game, { seatCount, options, state: game.rules.setup(options, seatCount, seed) }, seed);
        missions++;
        if (k > 0) carried[String(options.mission)] = (carried[String(options.mission)] ?? 0) + 1;
        options = next(r.state, options);
        if (!options) finished++;
      } catch (err) {
        failures++;
        if (err instanceof DeadEnd) deadEnds.push(err.at);
        console.error(`${game.id} campaign ${c}, mission ${k + 1} (seed ${seed}, ${seatCount} seats ${JSON.stringify(options)}): ${err instanceof Error ? err.message : err}`);
        if (failures > 20) throw new Error('too many failures');
        break;
      }
    }
  }
  return { played: count, missions, carried, finished, failures, seconds: Math.round((performance.now() - t0) / 1000) };
}
