// The fuzz kit (not a test file itself): the missions of checks.ts played to the end through
// legalMoves, with the game's invariants (checks.invariants) after every move and its privacy
// hooks (hiddenTokens, reshuffleHidden) on the first games of each kind (DESIGN.md, "Quality
// contract"). The contract test over every game will run the same hooks.
import { expect } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import type { MissionId } from '../../../src/games/fiamme-d-assalto/content.ts';
import checks from '../../../src/games/fiamme-d-assalto/checks.ts';
import { fiammeRules, rosterAfter, type FiammeMove, type FiammeOptions, type FiammeState } from '../../../src/games/fiamme-d-assalto/rules.ts';
import { randomMove } from '../../../src/games/fiamme-d-assalto/bot.ts';

const rules = fiammeRules;

function fail(s: FiammeState, what: string): never {
  throw new Error(`mission ${s.mission} (${s.seatCount} seats) turn ${s.turn} step ${s.step}: ${what}`);
}

/** Every card, token, die and counter where it should be (checks.invariants). */
export function check(s: FiammeState): void {
  const problems = checks.invariants(s);
  if (problems.length > 0) fail(s, problems.join('; '));
}

/** No view holds what nobody may see, and reshuffling the hidden facts changes no view. */
export function checkPrivacy(s: FiammeState, rng: Rng): void {
  const other = checks.reshuffleHidden(s, 'table', rng);
  for (const viewer of ['table' as const, ...Array.from({ length: s.seatCount }, (_, i) => i)]) {
    const text = JSON.stringify(rules.view(s, viewer));
    for (const token of checks.hiddenTokens(s, viewer)) if (text.includes(token)) fail(s, `${String(viewer)} sees ${token}`);
    // Views are plain JSON built by the same code: equal views have equal texts.
    if (JSON.stringify(rules.view(other, viewer)) !== text) fail(s, `the view of ${String(viewer)} changes when the hidden facts are reshuffled`);
  }
  check(other);
}

export interface Tally {
  games: number;
  wins: number;
  moves: number;
}

export function playOut(mission: MissionId, seats: number, seed: number, physical: boolean, keepLog: boolean, privacy = false) {
  const start = rules.setup({ mission, physicalDice: physical }, seats, seed);
  let s = start;
  const rng = new Rng(seedRng(seed ^ 0x5eed));
  const shuffler = new Rng(seedRng(seed));
  const moves: { seat: number; move: FiammeMove }[] = [];
  check(s);
  if (privacy) checkPrivacy(s, shuffler);
  let n = 0;
  while (s.step !== 'over') {
    const d = rules.decision(s)!;
    const move = randomMove(s, d.seat, rng)!;
    const r = rules.apply(s, d.seat, move);
    if (!r.ok) fail(s, `legal move ${JSON.stringify(move)} refused: ${r.reason}`);
    s = r.state;
    if (keepLog) moves.push({ seat: d.seat, move });
    check(s);
    if (privacy) checkPrivacy(s, shuffler);
    if (++n > 3000) fail(s, 'the mission does not end');
  }
  const o = rules.outcome(s)!;
  if (s.result === 'won') {
    expect(o.winners).toEqual(seats === 2 ? [0, 1] : [0]);
    expect(s.units.some((u) => u.status !== 'eliminated')).toBe(true);
  } else {
    expect(o.winners).toEqual([]);
    expect(s.units.some((u) => u.status === 'ready')).toBe(false);
  }
  const roster = rosterAfter(s);
  expect(roster.units.length).toBe(s.units.length);
  return { start, end: s, moves, moveCount: n, won: s.result === 'won' };
}

/** The checks.ts playouts of one dice mode and seat count. */
export function playoutsOf(seatCount: number, physical: boolean) {
  return checks.playouts
    .filter((p) => p.seatCount === seatCount && (p.options as FiammeOptions).physicalDice === physical)
    .map((p) => ({ ...p, options: p.options as FiammeOptions }));
}

/** How many missions of a kind to play: the checks' count, or FIAMME_FUZZ. */
export const gamesOf = (games: number) => Number(process.env.FIAMME_FUZZ ?? games);

/** How many of them also run the privacy hooks after every move. */
const PRIVACY_GAMES = 10;

/** Plays `games` random missions of one kind; checks random play both wins and loses them. */
export function fuzzMission(mission: MissionId, seats: number, games: number): Tally {
  const t: Tally = { games: 0, wins: 0, moves: 0 };
  for (let g = 0; g < games; g++) {
    const res = playOut(mission, seats, mission * 100000 + seats * 10000 + g, false, false, g < PRIVACY_GAMES);
    t.games++;
    t.moves += res.moveCount;
    if (res.won) t.wins++;
  }
  expect(t.wins, `mission ${mission} never won`).toBeGreaterThan(0);
  if (mission !== 1) expect(t.wins, `mission ${mission} never lost`).toBeLessThan(t.games);
  console.info(
    `fiamme fuzz ${seats === 1 ? 'solo' : 'co-op'} M${mission}: ${games} missions, won ${((100 * t.wins) / t.games).toFixed(1)}%, ${(t.moves / t.games).toFixed(0)} moves on average`,
  );
  return t;
}
