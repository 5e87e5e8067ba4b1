// The contract over Antirepressivo's three seats (the registry's contract test plays Corteo with
// two, and plays this scenario so, one person for both corteo players): seeded random games
// through the legal moves to the end, the invariants after every move, the log replaying; at
// sampled states every listed move applies, the seats not deciding have no moves and are refused,
// and every seat sees the same table (nothing is secret in Corteo).
import { describe, expect, it } from 'vitest';
import { randomMove } from '../../../src/engine/playout.ts';
import { replay, step, type LoggedMove } from '../../../src/engine/replay.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import checks from '../../../src/games/corteo/checks.ts';
import { corteoRules, type CorteoOptions, type CorteoState } from '../../../src/games/corteo/rules.ts';

const OPTIONS: CorteoOptions = { mode: 'advanced', map: 'citta', scenario: 'antirepressivo' };
const SEATS = 3;
/** Every this many moves, the expensive checks. */
const DEEP_EVERY = 40;
const MOVES_TRIED = 12;

function deepCheck(s: CorteoState, rng: Rng, where: string): void {
  const before = JSON.stringify(s);
  const d = corteoRules.decision(s)!;
  const legal = corteoRules.legalMoves(s, d.seat);
  const sample = legal.length <= MOVES_TRIED ? legal : Array.from({ length: MOVES_TRIED }, () => legal[rng.int(0, legal.length - 1)]);
  for (const m of sample) {
    const r = corteoRules.apply(s, d.seat, m);
    if (!r.ok) throw new Error(`${where}: listed move ${JSON.stringify(m)} refused (${r.reason})`);
  }
  for (let seat = 0; seat < SEATS; seat++) {
    if (seat === d.seat) continue;
    expect(corteoRules.legalMoves(s, seat), `${where}: moves for seat ${seat}`).toEqual([]);
    expect(corteoRules.apply(s, seat, legal[0]), `${where}: seat ${seat} out of turn`).toEqual({ ok: false, reason: 'error.notYourTurn' });
  }
  const table = JSON.stringify(corteoRules.view(s, 'table'));
  for (let seat = 0; seat < SEATS; seat++) expect(JSON.stringify(corteoRules.view(s, seat)), `${where}: view of ${seat}`).toBe(table);
  expect(JSON.stringify(s), `${where}: tried moves changed the state`).toBe(before);
}

describe('contract: Corteo Antirepressivo, three seats', () => {
  it('2 seeded random games end, keep their invariants and replay; every seat decides its own steps', () => {
    for (let g = 0; g < 2; g++) {
      const seed = 0xa47 + g * 7919;
      const where0 = `antirepressivo game ${g} (seed ${seed})`;
      const start = corteoRules.setup(OPTIONS, SEATS, seed);
      const rng = new Rng(seedRng(seed ^ 0x5eed));
      const probe = new Rng(seedRng(seed ^ 0x9e3779b9));
      const log: LoggedMove[] = [];
      const seen = new Set<number>();
      let s = start;
      expect(checks.invariants(s)).toEqual([]);
      while (!corteoRules.outcome(s)) {
        const where = `${where0} move ${log.length}`;
        if (log.length % DEEP_EVERY === 0) deepCheck(s, probe, where);
        const d = corteoRules.decision(s);
        if (!d) throw new Error(`${where}: no decision and no outcome`);
        seen.add(d.seat);
        const move = randomMove(corteoRules, s, d.seat, rng);
        if (move === null) throw new Error(`${where}: seat ${d.seat} has no legal move`);
        const r = step(corteoRules, s, d.seat, move);
        if (!r.ok) throw new Error(`${where}: listed move ${JSON.stringify(move)} refused (${r.reason})`);
        const problems = checks.invariants(r.state);
        if (problems.length) throw new Error(`${where} ${JSON.stringify(move)}: ${problems.join('; ')}`);
        s = r.state;
        log.push(r.entry);
        if (log.length > 20_000) throw new Error(`${where0}: no end`);
      }
      expect(corteoRules.decision(s)).toBeNull();
      expect([...seen].sort()).toEqual([0, 1, 2]);
      const outcome = corteoRules.outcome(s)!;
      for (const w of outcome.winners) expect(w >= 0 && w < SEATS).toBe(true);
      expect(JSON.stringify(replay(corteoRules, start, log)), `${where0}: the log does not replay`).toBe(JSON.stringify(s));
    }
  });
});
