// Fuzz at scale (long form): seeded random games per game to the end through the engine's
// playoutMove, as many as the game's bench entry says (`soakGames`, default 100,000; FabRisiko!
// plays 5,000), or SOAK_GAMES where that is fewer (a short soak shortens every game), over the
// seats and options of the entry's `soakCycle` where it has one (Corteo: every scenario), else
// the bench's. Checks that every game ends with an outcome, that the deciding seat has a legal
// move at every decision (a dead end is reported with the game, options, seat count, seed and
// move, and listed in the game's result line), that every move the bot picks is legal, and that
// every 97th game's log replays to the same final state. SOAK_GAME=<id> runs one game only.
// Prints one JSON line per game.
import { Rng, seedRng } from '../../src/engine/rng.ts';
import { replay, step, type LoggedMove } from '../../src/engine/replay.ts';
import { DeadEnd, playoutMove, type PlayoutAt } from '../../src/engine/playout.ts';
import { benchGames, playout, soaked, startOf } from '../bench/games.ts';

export default async function main(): Promise<void> {
  const cap = Number(process.env.SOAK_GAMES ?? Infinity);
  const only = process.env.SOAK_GAME;
  let failures = 0;
  for (const game of (await benchGames()).map(soaked)) {
    if (only && game.id !== only) continue;
    const games = Math.min(cap, game.soakGames ?? 100_000);
    const t0 = performance.now();
    let moves = 0;
    let longest = 0;
    let replayed = 0;
    let failed = 0;
    const deadEnds: PlayoutAt[] = [];
    const winners = new Map<string, number>();
    for (let g = 0; g < games; g++) {
      const seed = 0x50a4 + g;
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
        failed++;
        if (err instanceof DeadEnd) deadEnds.push(err.at);
        console.error(`${game.id} game ${g} (seed ${seed}): ${err instanceof Error ? err.message : err}`);
        if (failures > 20) throw new Error('too many failures');
      }
      if (g > 0 && g % 10_000 === 0) console.error(`[soak] ${game.id}: ${g} games, ${Math.round((performance.now() - t0) / 1000)} s`);
    }
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      JSON.stringify({
        fuzz: game.id,
        games,
        failures: failed,
        deadEnds,
        replayed,
        movesPerGame: Math.round(moves / games),
        longest,
        seconds: Math.round(seconds),
        outcomes: Object.fromEntries(winners),
      }),
    );
  }
  if (failures > 0) process.exitCode = 1;
}
