// "Cosa farebbe Passamano?" is honest like the app players (issue 33.2): at states of a seeded
// random game of every game with app players, the hint asked for the deciding seat is built from
// that seat's observation alone (reshuffling everything the seat may not see leaves the request
// and the answer unchanged), and it is the normal app player's own choice for the seat, through
// the same `think` the app's seats use (table/players/think.ts).
import { describe, expect, it } from 'vitest';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { observe } from '../../../src/engine/players.ts';
import type { AnyRules, Seat } from '../../../src/engine/types.ts';
import { GAMES, type GameEntry } from '../../../src/games/registry.ts';
import { LESSONS } from '../../../src/games/lessons.ts';
import type { GameChecks } from '../../../src/games/types.ts';
import { HINT_LEVEL, hintRequest } from '../../../src/table/hint.ts';
import { levelFor, loadPlayers, think } from '../../../src/table/players/think.ts';

/** States of one seeded random game where the hint is checked. */
const STATES = 10;
const MAX_MOVES = 20_000;
/** A clock that never moves: the answer cannot depend on how busy the machine is. */
const still = () => 0;

function sampledStates(entry: GameEntry, rules: AnyRules): { seatCount: number; states: unknown[] } {
  const seatCount = entry.bench?.seats?.[0] ?? rules.minSeats;
  const defaults = rules.defaultOptions(seatCount) as Record<string, unknown>;
  const options = entry.bench?.options ? entry.bench.options(defaults, 0) : defaults;
  const rng = new Rng(seedRng(0x41e7));
  const all: unknown[] = [];
  let s = rules.setup(options, seatCount, 0x5151);
  for (let d = rules.decision(s); d && all.length < MAX_MOVES; d = rules.decision(s)) {
    all.push(s);
    const r = rules.apply(s, d.seat, randomMove(rules, s, d.seat, rng));
    if (!r.ok) throw new Error(`${entry.id}: a random move was refused (${r.reason})`);
    s = r.state;
  }
  return { seatCount, states: Array.from({ length: STATES }, (_, i) => all[Math.floor((i * all.length) / STATES)]) };
}

const HINTED = GAMES.filter((g) => g.players && g.rules && g.checks);

// Every game a person can learn (all five) is checked here: a game whose app players or checks
// went missing from the registry would drop out of the loop below unseen.
describe('the hint is checked for honesty', () => {
  it('in every game that has a lesson', () => {
    expect(HINTED.map((g) => g.id).sort()).toEqual(Object.keys(LESSONS).sort());
    expect(HINTED.length).toBe(5);
  });
});

for (const entry of HINTED) {
  describe(`the hint: ${entry.id}`, () => {
    it(`at ${STATES} states, is the normal app player's choice from the seat's observation, unchanged when what the seat may not see is reshuffled`, async () => {
      const rules = await entry.rules!();
      const checks = (await entry.checks!()) as GameChecks;
      const players = (await loadPlayers(entry.id))!;
      const { seatCount, states } = sampledStates(entry, rules);
      for (const [i, s] of states.entries()) {
        const seat = rules.decision(s)!.seat as Seat;
        const where = `${entry.id} state ${i} seat ${seat}`;
        const seed = 0x4a11 + i;
        const req = hintRequest(entry.id, rules, s, seat, seatCount, seed)!;
        expect(req.level, where).toBe(HINT_LEVEL);
        const other = checks.reshuffleHidden(s, seat, new Rng(seedRng(0xb0 + i)));
        const req2 = hintRequest(entry.id, rules, other, seat, seatCount, seed);
        expect(req2, `${where}: the request changes when the seat's hidden facts are reshuffled`).toEqual(req);
        const a = await think(req, loadPlayers, still);
        const b = await think(req2!, loadPlayers, still);
        expect(b, `${where}: the hint changes when the seat's hidden facts are reshuffled`).toEqual(a);
        // The same move the app would play in that seat, with the same seed.
        const obs = observe(rules, s, seat, seatCount)!;
        const own = players.choose(levelFor(players, HINT_LEVEL), obs, new Rng(seedRng(seed)), { now: still, deadline: req.budgetMs });
        expect(a, where).toEqual({ move: own });
      }
      // Nobody else's decision gets a hint: it is the deciding seat's alone.
      const s = states[0];
      const decider = rules.decision(s)!.seat;
      for (let seat = 0; seat < seatCount; seat++) if (seat !== decider) expect(hintRequest(entry.id, rules, s, seat, seatCount, 1)).toBeNull();
    });
  });
}
