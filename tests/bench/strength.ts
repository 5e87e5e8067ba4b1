// Win rates of the app players, in Node (`node scripts/run-ts.mjs tests/bench/strength.ts`,
// run by scripts/strength.mjs): for every game with app players and each of its levels, over
// the seeded games of tests/bench/strength-games.ts, the win rate against the uniformly random
// policy and of each level against the one below it. Prints one JSON line (see StrengthFigures).
// STRENGTH_GAMES sets the games per match-up, STRENGTH_STRONG_GAMES those with a strong side.
import { LEVELS, type Level } from '../../src/engine/players.ts';
import { playGame, seatsOf, strengthGames, won, type Policy, type StrengthGame, type StrengthKind } from './strength-games.ts';

/** A win rate (0..1) per side: `red`, `blue` (team), `all` (coop), `seat` (solo: the app's seat). */
type Rates = Record<string, number>;

export interface GameStrength {
  kind: StrengthKind;
  levels: Level[];
  /** Games played per match-up with this level in it. */
  games: Record<string, number>;
  /** Every seat random: the floor each rate is read against. */
  random: Rates;
  /** The app at a level against random (team: the app's side; coop: every seat the app). */
  vsRandom: Record<string, Rates>;
  /** Team and solo games: a level's side against the level below ("normal-easy": normal's win rate). */
  versus: Record<string, Rates>;
  /** Seconds spent on this game. */
  seconds: number;
}

const GAMES = Number(process.env.STRENGTH_GAMES ?? 100);
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

export async function measure(): Promise<Record<string, GameStrength>> {
  const out: Record<string, GameStrength> = {};
  for (const game of await strengthGames()) {
    const t0 = performance.now();
    const levels = LEVELS.filter((l) => game.players.levels.includes(l));
    // A game whose games take seconds each caps its count (registry bench.strengthGames).
    const cap = game.strengthGames ?? Infinity;
    const count = (l: Level | 'random') => Math.min(cap, l === 'strong' ? STRONG_GAMES : GAMES);
    const r: GameStrength = { kind: game.kind, levels, games: {}, random: rates(game, count('random'), 'random', 'random'), vsRandom: {}, versus: {}, seconds: 0 };
    r.games.random = count('random');
    log(`${game.id}: random ${JSON.stringify(r.random)}`);
    for (const level of levels) {
      r.games[level] = count(level);
      r.vsRandom[level] = rates(game, count(level), level, 'random');
      log(`${game.id}: ${level} against random ${JSON.stringify(r.vsRandom[level])} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    }
    // Coop games have no opponent: their levels' rates against random, side by side, compare them.
    if (game.kind !== 'coop') {
      for (let i = 1; i < levels.length; i++) {
        const [lower, higher] = [levels[i - 1], levels[i]];
        r.versus[`${higher}-${lower}`] = rates(game, Math.min(count(lower), count(higher)), higher, lower);
        log(`${game.id}: ${higher} against ${lower} ${JSON.stringify(r.versus[`${higher}-${lower}`])}`);
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
