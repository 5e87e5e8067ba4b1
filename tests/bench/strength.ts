// Win rates of the app players, in Node (`node scripts/run-ts.mjs tests/bench/strength.ts`,
// run by scripts/strength.mjs): for every game with app players and each of its levels, over
// the seeded games of tests/bench/strength-games.ts, the win rate against the uniformly random
// policy and of each level against the one below it. Prints one JSON line (see StrengthFigures).
// STRENGTH_GAMES sets the games per match-up, STRENGTH_STRONG_GAMES those with a strong side.
// STRENGTH_TRIAL=1 measures the levels a game plays but does not offer (its `trial` levels) too.
import type { Level } from '../../src/engine/players.ts';
import { measuredLevels, playGame, seatsOf, strengthGames, won, type Policy, type StrengthGame, type StrengthKind } from './strength-games.ts';

/** A win rate (0..1) per side: `red`, `blue` (team), `all` (coop), `seat` (solo: the app's seat). */
type Rates = Record<string, number>;

export interface GameStrength {
  kind: StrengthKind;
  /** The levels measured, easiest first (the offered ones and the trial ones). */
  levels: Level[];
  /** The levels the game offers (the wizard and the kiosk); a level measured but not offered is a trial. */
  offered: Level[];
  /** Games played per match-up with this level in it. */
  games: Record<string, number>;
  /** Every seat random: the floor each rate is read against. */
  random: Rates;
  /** The app at a level against random (team: the app's side; coop: every seat the app). */
  vsRandom: Record<string, Rates>;
  /** Team and solo games: a level's side against the level below ("normal-easy": normal's win rate). */
  versus: Record<string, Rates>;
  /**
   * Cooperative games: a level's win rate minus the level below's over the same seeded games
   * ("strong-normal"), with the half-width of its 95 % interval (paired: 1.96 standard errors of
   * the per-game differences) and the games; so is each rate's `margins` below.
   */
  gain: Record<string, { diff: number; margin: number; games: number }>;
  /**
   * Cooperative games: how often a level "beats" another over the same seeded games: of the
   * games one of the two won and the other lost (the decisive ones), the share the level won,
   * with its 95 % margin and the number of decisive games ("normal-random", "normal-easy").
   * Solo games: the same for the app's seat at a level among seats at the level below, against
   * every seat at the level below ("strong-normal").
   */
  decisive: Record<string, { share: number; margin: number; games: number }>;
  /** The 95 % half-width of each rate of `vsRandom` (1.96 standard errors of a proportion). */
  margins: Record<string, Rates>;
  /** Seconds spent on this game. */
  seconds: number;
}

const GAMES = Number(process.env.STRENGTH_GAMES ?? 100);
/** STRENGTH_TRIAL=1: measure the levels built but not offered too (long: they search). */
const TRIAL = process.env.STRENGTH_TRIAL === '1';
const STRONG_GAMES = Number(process.env.STRENGTH_STRONG_GAMES ?? Math.max(1, Math.ceil(GAMES / 2)));
const log = (...a: unknown[]) => console.error('[strength]', ...a);
const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The win rate of each side (team), of everybody (coop) or of the app's seat (solo) over games
 * 0..n-1, the seats of `side` played by `mine` and the others by `theirs`.
 */
function rates(game: StrengthGame, n: number, mine: Policy, theirs: Policy): Rates {
  const wins: Record<string, number> = {};
  const played: Record<string, number> = {};
  const sideNames = game.kind === 'team' ? [...new Set(Array.from({ length: n }, (_, g) => seatsOf(game, g).sides).flat())].sort() : ['one'];
  for (const side of sideNames) {
    for (let g = 0; g < n; g++) {
      const { seatCount, sides } = seatsOf(game, g);
      // Solo: the app's seat turns round the table; coop: every seat is `mine`.
      const target = game.kind === 'team' ? side : game.kind === 'coop' ? 'all' : sides[g % seatCount];
      const name = game.kind === 'team' ? side : game.kind === 'coop' ? 'all' : 'seat';
      const policies = sides.map((s) => (s === target ? mine : theirs));
      const outcome = playGame(game, g, policies);
      played[name] = (played[name] ?? 0) + 1;
      wins[name] = (wins[name] ?? 0) + (won(outcome, sides, target) ? 1 : 0);
    }
  }
  return Object.fromEntries(Object.keys(played).map((k) => [k, round3(wins[k] / played[k])]));
}

/** Solo games: whether the app's seat (turning round the table) won each of games 0..n-1, played by `mine` and the others by `theirs`. */
function soloResults(game: StrengthGame, n: number, mine: Policy, theirs: Policy): boolean[] {
  return Array.from({ length: n }, (_, g) => {
    const { seatCount, sides } = seatsOf(game, g);
    const target = sides[g % seatCount];
    return won(playGame(game, g, sides.map((s) => (s === target ? mine : theirs))), sides, target);
  });
}

/** Cooperative games: whether each of games 0..n-1 is won with every seat `policy`. */
function coopResults(game: StrengthGame, n: number, policy: Policy): boolean[] {
  return Array.from({ length: n }, (_, g) => {
    const { seatCount, sides } = seatsOf(game, g);
    return won(playGame(game, g, Array(seatCount).fill(policy)), sides, 'all');
  });
}

/** Of the paired games exactly one of `a` and `b` won, the share `b` won, with its 95 % margin. */
function decisiveShare(a: readonly boolean[], b: readonly boolean[]): { share: number; margin: number; games: number } {
  let games = 0;
  let won = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    games++;
    if (b[i]) won++;
  }
  const share = games > 0 ? won / games : 0;
  return { share: round3(share), margin: margin95(share, games), games };
}

/** The 95 % half-width of a rate over n games (normal approximation). */
const margin95 = (p: number, n: number) => round3(1.96 * Math.sqrt((p * (1 - p)) / Math.max(1, n)));

/** Mean of b - a over paired games and the 95 % half-width of that mean. */
function pairedGain(a: readonly boolean[], b: readonly boolean[]): { diff: number; margin: number; games: number } {
  const n = Math.min(a.length, b.length);
  const d = Array.from({ length: n }, (_, i) => Number(b[i]) - Number(a[i]));
  const mean = d.reduce((x, y) => x + y, 0) / n;
  const sd = Math.sqrt(d.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, n - 1));
  return { diff: round3(mean), margin: round3((1.96 * sd) / Math.sqrt(n)), games: n };
}

export async function measure(): Promise<Record<string, GameStrength>> {
  const out: Record<string, GameStrength> = {};
  for (const game of await strengthGames()) {
    const t0 = performance.now();
    const levels = measuredLevels(game, TRIAL);
    // A game whose games take seconds each caps its count (registry bench.strengthGames).
    const cap = game.strengthGames ?? Infinity;
    const count = (l: Level | 'random') => Math.min(cap, l === 'strong' ? STRONG_GAMES : GAMES);
    const r: GameStrength = { kind: game.kind, levels, offered: [...game.players.levels], games: {}, random: {}, vsRandom: {}, versus: {}, gain: {}, decisive: {}, margins: {}, seconds: 0 };
    r.games.random = count('random');
    const results: Partial<Record<Policy, boolean[]>> = {};
    const rated = (policy: Policy): Rates => {
      if (game.kind !== 'coop') return rates(game, count(policy), policy, 'random');
      // Cooperative games keep each game's result, to compare the levels game by game.
      const wins = (results[policy] = coopResults(game, count(policy), policy));
      return { all: round3(wins.filter(Boolean).length / wins.length) };
    };
    r.random = game.kind === 'coop' ? rated('random') : rates(game, count('random'), 'random', 'random');
    log(`${game.id}: random ${JSON.stringify(r.random)}`);
    for (const level of levels) {
      r.games[level] = count(level);
      r.vsRandom[level] = rated(level);
      r.margins[level] = Object.fromEntries(Object.entries(r.vsRandom[level]).map(([k, p]) => [k, margin95(p, count(level))]));
      log(`${game.id}: ${level} against random ${JSON.stringify(r.vsRandom[level])} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    }
    if (game.kind === 'coop') {
      for (let i = 1; i < levels.length; i++) {
        const [lower, higher] = [levels[i - 1], levels[i]];
        r.gain[`${higher}-${lower}`] = pairedGain(results[lower]!, results[higher]!);
        log(`${game.id}: ${higher} minus ${lower} ${JSON.stringify(r.gain[`${higher}-${lower}`])}`);
        r.decisive[`${higher}-${lower}`] = decisiveShare(results[lower]!, results[higher]!);
      }
      for (const level of levels) {
        r.decisive[`${level}-random`] = decisiveShare(results.random!, results[level]!);
        log(`${game.id}: ${level} against random, decisive games ${JSON.stringify(r.decisive[`${level}-random`])}`);
      }
    }
    // Coop games have no opponent: their levels' rates against random, side by side, compare them.
    if (game.kind === 'team') {
      for (let i = 1; i < levels.length; i++) {
        const [lower, higher] = [levels[i - 1], levels[i]];
        r.versus[`${higher}-${lower}`] = rates(game, Math.min(count(lower), count(higher)), higher, lower);
        log(`${game.id}: ${higher} against ${lower} ${JSON.stringify(r.versus[`${higher}-${lower}`])}`);
      }
    }
    // Solo games: the app's seat at a level among seats at the level below, and the same seeded
    // games with every seat at the level below. With three or four seats no level wins 65 % of
    // its games against its equals, so the level "beats" the one below over the decisive games:
    // those the app's seat won at one level and lost at the other.
    if (game.kind === 'solo') {
      for (let i = 1; i < levels.length; i++) {
        const [lower, higher] = [levels[i - 1], levels[i]];
        const n = Math.min(count(lower), count(higher));
        const mine = soloResults(game, n, higher, lower);
        r.versus[`${higher}-${lower}`] = { seat: round3(mine.filter(Boolean).length / n) };
        r.decisive[`${higher}-${lower}`] = decisiveShare(soloResults(game, n, lower, lower), mine);
        log(`${game.id}: ${higher} against ${lower} ${JSON.stringify(r.versus[`${higher}-${lower}`])}, decisive games ${JSON.stringify(r.decisive[`${higher}-${lower}`])}`);
      }
    }
    r.seconds = Math.round((performance.now() - t0) / 100) / 10;
    out[game.id] = r;
  }
  return out;
}

export default async function main(): Promise<void> {
  console.log(JSON.stringify(await measure()));
}
