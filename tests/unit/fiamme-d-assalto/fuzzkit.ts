// The fuzz kit (not a test file itself): random missions played to the end through legalMoves,
// with the invariants checked after every move (DESIGN.md, "Quality contract").
import { expect } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import {
  ENEMY_TOKENS,
  GRENADES_MAX,
  LINK_CARD,
  MISSIONS,
  OBJECTIVE_CARDS,
  TDN_CARDS,
  TRENCH_BY_ID,
  TRENCH_CARDS,
  type MissionId,
} from '../../../src/games/fiamme-d-assalto/content.ts';
import { fiammeRules, inventory, rosterAfter, type FiammeMove, type FiammeState } from '../../../src/games/fiamme-d-assalto/rules.ts';
import { randomMove } from '../../../src/games/fiamme-d-assalto/bot.ts';

const rules = fiammeRules;
const TDN_ALL = TDN_CARDS.map((c) => c.id).sort().join();
const REGULAR = TRENCH_CARDS.map((c) => c.id);
const OBJECTIVES = new Set(OBJECTIVE_CARDS.map((c) => c.id));
const DICE: Record<string, number | null> = {
  select: 1,
  test: 1,
  sniper: 1,
  pm: 1,
  fuoco: 2,
  enemies: 1,
  grenade: 3,
  fire: null,
  melee: 2,
  granate: 1,
};

function fail(s: FiammeState, what: string): never {
  throw new Error(`mission ${s.mission} (${s.seatCount} seats) turn ${s.turn} step ${s.step}: ${what}`);
}

/** Every card, token, die and counter where it should be. */
export function check(s: FiammeState): void {
  const inv = inventory(s);
  // Terra di Nessuno deck: all eight cards, once each (none in Contrattacco).
  const tdn = inv.tdn.slice().sort().join();
  if (MISSIONS[s.mission].tdn ? tdn !== TDN_ALL : tdn !== '') fail(s, `tdn cards ${tdn}`);
  // Trincea deck: every regular card once, plus the objectives the mission uses.
  const counts = new Map<string, number>();
  for (const id of inv.trench) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of REGULAR) if (counts.get(id) !== 1) fail(s, `trench card ${id} x${counts.get(id) ?? 0}`);
  const objectives = inv.trench.filter((id) => OBJECTIVES.has(id));
  const link = counts.get(LINK_CARD.id) ?? 0;
  const m = MISSIONS[s.mission];
  const wantObjectives = m.objective === 'random' || (m.objective === 'link' && s.stage === 2) ? 1 : 0;
  if (objectives.length !== wantObjectives) fail(s, `objectives ${objectives}`);
  if (link !== (m.objective === 'link' ? 1 : 0)) fail(s, `link x${link}`);
  if (inv.trench.length !== REGULAR.length + wantObjectives + link) fail(s, 'trench count');
  // A card stays on the table between turns only when it is an objective holding out (or at a defeat).
  if (s.trenchCard !== null && TRENCH_BY_ID[s.trenchCard].kind === 'trench' && s.step === 'command' && s.pc.every((x) => x === 0)) {
    if (s.result === null) fail(s, 'a common card left on the table');
  }
  if (s.phase === 'end' && s.result === 'won' && s.trenchCard !== null) fail(s, 'won with a card on the table');
  // Enemy tokens: all in the bag or on the table, once each.
  const tokens = inv.enemies.slice().sort((a, b) => a - b);
  if (tokens.length !== ENEMY_TOKENS.length || tokens.some((t, i) => t !== i)) fail(s, `tokens ${tokens}`);
  if (s.enemies.filter((e) => e.hard).length > 1) fail(s, 'two unbreakable enemies');
  if (s.enemies.some((e) => e.hard) && !m.unbreakable) fail(s, 'unbreakable outside Contrattacco');
  if (s.enemies.length > 0 && !['grenade', 'fire', 'melee', 'reroll'].includes(s.step)) fail(s, 'enemies left outside combat');
  // Counters in range.
  if (s.ardimento < 0 || s.ardimento > 4) fail(s, `ardimento ${s.ardimento}`);
  if (s.pc.some((x) => x < 0 || x > 3) || s.tokens.some((x) => x < 0)) fail(s, `points ${s.pc} ${s.tokens}`);
  if (s.suppression < 0) fail(s, 'suppression');
  for (const u of s.units) {
    if (u.grenades < 0 || u.grenades > GRENADES_MAX) fail(s, `${u.id} grenades ${u.grenades}`);
    if (u.wounds < 0 || u.wounds > 3) fail(s, `${u.id} wounds ${u.wounds}`);
    if ((u.wounds >= 3) !== (u.status === 'eliminated')) fail(s, `${u.id} ${u.wounds} wounds but ${u.status}`);
  }
  if (s.coop && s.pm !== 'none') fail(s, 'PM card in co-op');
  if (!m.pm && s.pm !== 'none') fail(s, 'PM card in Senza tregua');
  // The active unit is in play whenever a step concerns it.
  if (['test', 'sniper', 'grenade', 'fire', 'melee', 'granate'].includes(s.step)) {
    if (s.active < 0 || s.units[s.active].status !== 'ready') fail(s, 'no active unit');
  }
  // The latest roll: dice 1..6, the right number, the enemy's melee die never rerollable.
  const r = s.lastRoll;
  if (r) {
    if (r.dice.some((d) => !Number.isInteger(d.value) || d.value < 1 || d.value > 6)) fail(s, 'die value');
    const want = r.purpose === 'command' ? (s.coop ? 2 : 3) : DICE[r.purpose];
    if (want !== null && r.dice.length !== want) fail(s, `${r.purpose} with ${r.dice.length} dice`);
    for (const d of r.dice) if (d.rerollable === (d.role === 'meleeEnemy')) fail(s, `rerollable ${d.role}`);
    if (s.step === 'reroll' && (r.final || s.ardimento === 0)) fail(s, 'reroll step without a reroll');
  }
  // Decisions: exactly one seat acts, with at least one legal move.
  const d = rules.decision(s);
  if ((d === null) !== (s.step === 'over')) fail(s, 'decision');
  if (d) {
    if (rules.legalMoves(s, d.seat).length === 0) fail(s, 'no legal move');
    for (let seat = 0; seat < s.seatCount; seat++) if (seat !== d.seat && rules.legalMoves(s, seat).length > 0) fail(s, 'two seats act');
  }
}

export interface Tally {
  games: number;
  wins: number;
  moves: number;
}

export function playOut(mission: MissionId, seats: number, seed: number, physical: boolean, keepLog: boolean) {
  const start = rules.setup({ mission, physicalDice: physical }, seats, seed);
  let s = start;
  const rng = new Rng(seedRng(seed ^ 0x5eed));
  const moves: { seat: number; move: FiammeMove }[] = [];
  check(s);
  let n = 0;
  while (s.step !== 'over') {
    const d = rules.decision(s)!;
    const move = randomMove(s, d.seat, rng)!;
    const r = rules.apply(s, d.seat, move);
    if (!r.ok) fail(s, `legal move ${JSON.stringify(move)} refused: ${r.reason}`);
    s = r.state;
    if (keepLog) moves.push({ seat: d.seat, move });
    check(s);
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

/** Plays `games` random missions of one kind; checks random play both wins and loses them. */
export function fuzzMission(mission: MissionId, seats: number, games: number): Tally {
  const t: Tally = { games: 0, wins: 0, moves: 0 };
  for (let g = 0; g < games; g++) {
    const res = playOut(mission, seats, mission * 100000 + seats * 10000 + g, false, false);
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

/** How many missions of each kind each fuzz test plays (FIAMME_FUZZ overrides). */
export const GAMES = Number(process.env.FIAMME_FUZZ ?? 1000);
