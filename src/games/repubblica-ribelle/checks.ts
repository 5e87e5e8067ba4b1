// What the contract test needs of Repubblica Ribelle beyond its rules (GameChecks): the games to
// play (1 to 6 players, full and demonstration), what each viewer may not see (hands, face-down
// plays, scoring boxes, the leader in hand, the action deck and the discards; reshuffling also
// reorders the missions to come), and the game's invariants (every action card once, pieces and tracks in range, the missions
// accounted for, and a finished game's outcome consistent with its state).
import type { Rng } from '../../engine/rng.ts';
import type { Viewer } from '../../engine/types.ts';
import type { GameChecks } from '../types.ts';
import { ACTION_CARDS, BOARDS, HEALTH, LOCALITIES, MISSIONS, MISSION_DECK } from './content.ts';
import { draft } from './rules/context.ts';
import { missionKey } from './rules/helpers.ts';
import { CARD_COUNT, finalScores, leaderId, ribelleRules, stageOf, type RibelleOptions, type RibelleState } from './rules.ts';

/** Seeded random games per option set (1-6 players, full and demo) in the contract test. */
export const GAMES_PER_SET = 20;

function playouts(): GameChecks['playouts'] {
  const out: { label: string; seatCount: number; options: RibelleOptions; games: number }[] = [];
  for (const demo of [false, true]) {
    for (let n = 1; n <= 6; n++) out.push({ label: `${demo ? 'demo' : 'full'}, ${n} player${n > 1 ? 's' : ''}`, seatCount: n, options: { demo }, games: GAMES_PER_SET });
  }
  return out;
}

const cardToken = (ci: number) => JSON.stringify(ACTION_CARDS[ci].id);

/** Cards face down in front of a seat: only during the mission and before the reveal. */
const playedIsSecret = (s: RibelleState) => stageOf(s) === 'mission' || stageOf(s) === 'reveal';

/** Action cards every viewer may see now: the last resolution's cards and the partisans' cards. */
function openCards(s: RibelleState): Set<number> {
  const open = new Set<number>();
  const res = s.res ?? s.lastRes;
  for (const r of res?.seats ?? []) for (const ci of r.cards) open.add(ci);
  for (const a of res?.autos ?? []) for (const ci of a.cards) open.add(ci);
  for (const h of s.autoHands) for (const ci of h) open.add(ci);
  return open;
}

/** A seat's secret action cards: hand, scoring boxes, and face-down plays before the reveal. */
function seatCards(s: RibelleState, seat: number): number[] {
  const x = s.seats[seat];
  return [...x.hand, ...x.piles[0], ...x.piles[1], ...x.piles[2], ...(playedIsSecret(s) ? x.played : [])];
}

/**
 * The current leader while in a seat's hand or played face down (before the reveal), unless the
 * last resolution shows it (a leader played, then taken back by P24, is known to all).
 */
function seatLeader(s: RibelleState, seat: number): string[] {
  const x = s.seats[seat];
  if (x.board < 0) return [];
  const held = s.phase === 1 ? x.leader1 === 'hand' : x.leader2 === 'hand';
  const res = s.res ?? s.lastRes;
  const shown = !!res && MISSIONS[res.mission].phase === s.phase && res.seats.some((r) => r.seat === seat && r.leader);
  return (held || (x.leaderPlayed && playedIsSecret(s))) && !shown ? [JSON.stringify(leaderId(s, seat))] : [];
}

function hiddenTokens(s: RibelleState, viewer: Viewer): string[] {
  if (stageOf(s) === 'over') return []; // everything is shown at the end
  const open = openCards(s);
  const cards = [...s.deck, ...s.discard];
  // The missions to come are secret to everyone until the Stato Maggiore turns one up.
  const out: string[] = s.missions.flatMap((m) => [JSON.stringify(MISSIONS[m].code), missionKey(m)]);
  for (let seat = 0; seat < s.n; seat++) {
    if (seat === viewer) continue;
    cards.push(...seatCards(s, seat));
    out.push(...seatLeader(s, seat));
  }
  const mine = viewer === 'table' ? new Set<number>() : new Set(seatCards(s, viewer));
  for (const ci of cards) if (!open.has(ci) && !mine.has(ci)) out.push(cardToken(ci));
  return out;
}

/**
 * The same state for `viewer`, with everything it may not know dealt again: the hidden action
 * cards (deck, discards and the other seats' secret cards) swapped among their places with every
 * place keeping its size, the missions to come reordered within their phase, another RNG.
 */
function reshuffleHidden(s: RibelleState, viewer: Viewer, rng: Rng): RibelleState {
  if (stageOf(s) === 'over') return { ...s, rng: rng.shuffle(s.rng) };
  const open = openCards(s);
  const t = draft(s); // the rules' working copy: every container of cards copied
  // Places of hidden cards, as [array, index] slots; open cards stay where they are.
  const slots: [number[], number][] = [];
  const add = (arr: number[]) => arr.forEach((ci, i) => open.has(ci) || slots.push([arr, i]));
  add(t.deck);
  add(t.discard);
  for (let seat = 0; seat < t.n; seat++) {
    if (seat === viewer) continue;
    const x = t.seats[seat];
    add(x.hand);
    x.piles.forEach(add);
    if (playedIsSecret(t)) add(x.played);
  }
  const dealt = rng.shuffle(slots.map(([arr, i]) => arr[i]));
  slots.forEach(([arr, i], k) => (arr[i] = dealt[k]));
  const p1 = t.missions.filter((m) => MISSIONS[m].phase === 1);
  const p2 = t.missions.filter((m) => MISSIONS[m].phase === 2);
  t.missions = [...rng.shuffle(p1), ...rng.shuffle(p2)];
  t.rng = rng.shuffle(t.rng);
  return t;
}

/** Problems with a state: cards or pieces not conserved, a track out of range, a wrong ending. */
function invariants(s: RibelleState): string[] {
  const out: string[] = [];
  // Action cards: each exactly once (none dealt before the boards are chosen).
  const seen = new Uint8Array(CARD_COUNT);
  let count = 0;
  const mark = (c: number) => {
    if (!(Number.isInteger(c) && c >= 0 && c < CARD_COUNT) || seen[c]) out.push(`card ${c} duplicated or invalid`);
    else seen[c] = 1;
    count++;
  };
  s.deck.forEach(mark);
  s.discard.forEach(mark);
  for (const h of s.autoHands) h.forEach(mark);
  for (const x of s.seats) {
    x.hand.forEach(mark);
    x.played.forEach(mark);
    x.piles.forEach((p) => p.forEach(mark));
  }
  if (count !== (stageOf(s) === 'board' ? 0 : CARD_COUNT)) out.push(`${count} action cards`);
  // Pieces: 3 DMs and 3 CPs per seat on the map or in the reserve, a base once the boards are out.
  const setUp = stageOf(s) !== 'board';
  for (const [seat, x] of s.seats.entries()) {
    if (x.dm.length !== 3 || x.cp.length !== 3) out.push(`seat ${seat}: pieces lost`);
    for (const l of [...x.dm, ...x.cp]) if (!(l === -1 || (l >= 0 && l < LOCALITIES.length))) out.push(`seat ${seat}: a piece at ${l}`);
    if (setUp && !(x.base >= 0 && x.base < LOCALITIES.length)) out.push(`seat ${seat}: no base`);
    if (setUp && (x.support < 0 || x.support > BOARDS[x.board].track.length - 1)) out.push(`seat ${seat}: support ${x.support}`);
    if (s.phase === 1 && x.leader2 !== 'side') out.push(`seat ${seat}: phase-II leader early`);
    if (s.phase === 2 && x.leader1 === 'hand') out.push(`seat ${seat}: phase-I leader in hand in phase II`);
  }
  // Tracks and missions.
  if (setUp && (s.health < 0 || s.health > HEALTH.max)) out.push(`health ${s.health}`);
  if (setUp && s.health === 0 && stageOf(s) !== 'over') out.push('health 0 but playing on');
  if (s.objectives < 0 || s.objectives > s.players) out.push(`objectives ${s.objectives}`);
  const deck = s.demo ? MISSION_DECK.demo : MISSION_DECK.full;
  const deckSize = deck.phase1 + deck.phase2;
  if (setUp) {
    const won = s.seats.flatMap((x) => x.won);
    const current = s.mission >= 0 && !s.resolved.includes(s.mission) && !won.includes(s.mission) ? [s.mission] : [];
    const all = [...s.missions, ...s.resolved, ...won, ...current];
    if (new Set(all).size !== all.length || all.length !== deckSize) out.push(`${all.length} missions`);
  }
  if (stageOf(s) === 'over') out.push(...endProblems(s, deckSize));
  return out;
}

/** A finished game: a defeat at health 0, or a victory scored after the last mission. */
function endProblems(s: RibelleState, deckSize: number): string[] {
  const out: string[] = [];
  const o = ribelleRules.outcome(s);
  if (!o) return ['over without an outcome'];
  if (o.winners.length === 0) {
    if (o.reasonKey !== 'ribelle.lose.health') out.push(`defeat as ${o.reasonKey}`);
    if (s.health !== 0) out.push(`defeat at health ${s.health}`);
    return out;
  }
  if (s.missions.length > 0) out.push('victory with missions left');
  if (s.health <= 0) out.push('victory at health 0');
  const scores = finalScores(s);
  const max = Math.max(...scores.map((x) => x.total));
  const winners = scores.filter((x) => x.total === max).map((x) => x.seat);
  if (JSON.stringify(o.winners) !== JSON.stringify(winners)) out.push(`winners ${o.winners} but the best scores are ${winners}`);
  if (o.reasonKey !== (winners.length > 1 ? 'ribelle.win.shared' : 'ribelle.win.single')) out.push(`victory as ${o.reasonKey}`);
  if (!s.seats.every((x) => x.leader2 !== 'side')) out.push('a phase-II leader still aside at the end');
  const done = MISSIONS.filter((_, i) => s.resolved.includes(i) || s.seats.some((x) => x.won.includes(i))).length;
  if (done !== deckSize) out.push(`${done} missions resolved of ${deckSize}`);
  return out;
}

const checks: GameChecks<RibelleState> = { playouts: playouts(), hiddenTokens, reshuffleHidden, invariants };

export default checks;
