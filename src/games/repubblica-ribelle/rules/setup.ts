// Preparazione della partita: the state at the start, the boards taken in turn (or given as an
// option), then pieces, decks, hands and the Republic's health, and the first round.
import { startAt } from '../../../engine/flow.ts';
import { seedRng } from '../../../engine/rng.ts';
import type { Seat } from '../../../engine/types.ts';
import { BOARDS, HEALTH, MISSIONS, MISSION_DECK, MISSION_KINDS } from '../content.ts';
import { RibelleContext, writeLog } from './context.ts';
import { BOARD_INDEX, CAPITAL_LOC, CARD_COUNT, locIndex } from './data.ts';
import { orderFrom } from './helpers.ts';
import { startRound } from './round.ts';
import type { ReasonKey, RibelleOptions, RibelleState, SeatState } from './types.ts';

function emptySeat(): SeatState {
  return {
    board: -1,
    support: 0,
    hand: [],
    leader1: 'hand',
    leader2: 'side',
    base: -1,
    dm: [-1, -1, -1],
    cp: [-1, -1, -1],
    piles: [[], [], []],
    won: [],
    played: [],
    leaderPlayed: false,
    passed: false,
  };
}

/** Automated partisans: 2 with one player, 1 with two, none with more. */
export function autoCount(n: number): number {
  return n === 1 ? 2 : n === 2 ? 1 : 0;
}

/** Boards given in the options: absent (chosen at the table), or one known board a seat, all different. */
export function boardsRight(boards: unknown, seatCount: number): boolean {
  if (boards === undefined || boards === null) return true;
  if (!Array.isArray(boards) || boards.length !== seatCount || !boards.every((b) => typeof b === 'string' && BOARD_INDEX.has(b))) return false;
  return new Set(boards).size === seatCount;
}

/** The state at the start; with `boards` given, the set-up is finished at once. */
export function setup(options: RibelleOptions, n: number, seed: number): RibelleState {
  if (!Number.isInteger(n) || n < 1 || n > 6) throw new RangeError(`Repubblica Ribelle is for 1 to 6 players, not ${n}`);
  const demo = options?.demo === true;
  const first = options?.firstPlayer ?? 0;
  if (!Number.isInteger(first) || first < 0 || first >= n) throw new RangeError(`firstPlayer must be a seat from 0 to ${n - 1}`);
  const boards = options?.boards;
  let boardIdx: number[] | null = null;
  if (boards !== undefined && boards !== null) {
    if (!Array.isArray(boards) || boards.length !== n) throw new RangeError('boards must name one board per seat');
    boardIdx = boards.map((b) => {
      const i = BOARD_INDEX.get(b);
      if (i === undefined) throw new RangeError(`unknown board ${String(b)}`);
      return i;
    });
    if (new Set(boardIdx).size !== n) throw new RangeError('boards must all be different');
  }
  const auto = autoCount(n);
  const s: RibelleState = {
    rng: seedRng(seed),
    n,
    auto,
    players: n + auto,
    demo,
    phase: 1,
    round: 0,
    roundStep: 0,
    flow: startAt('board'),
    first,
    token: 'cumer',
    health: 0,
    missions: [],
    mission: -1,
    objectives: 0,
    resolved: [],
    deck: [],
    discard: [],
    seats: Array.from({ length: n }, emptySeat),
    autoHands: [],
    queue: orderFrom(first, n),
    qi: 0,
    mp: 0,
    radiciUsed: false,
    res: null,
    lastRes: null,
    phaseCounts: null,
    phaseBonusSeat: -1,
    result: null,
    logs: [[{ key: 'ribelle.log.setup', params: { players: n, auto, demo, seatFirst: first } }]],
  };
  const c = new RibelleContext(s);
  if (boardIdx) {
    for (const seat of orderFrom(first, n)) {
      s.seats[seat].board = boardIdx[seat];
      c.log('ribelle.log.boardChosen', { seat, board: `ribelle.board.${BOARDS[boardIdx[seat]].id}` });
    }
    finishSetup(c);
    startRound(c);
    s.flow = startAt('staff');
  }
  return c.finish(writeLog);
}

/** Set-up: a seat takes a free board (after the last one, `finishSetup`). */
export function chooseBoard(c: RibelleContext, seat: Seat, board: unknown): ReasonKey | null {
  const i = typeof board === 'string' ? BOARD_INDEX.get(board) : undefined;
  if (i === undefined) return 'ribelle.error.badBoard';
  if (c.s.seats.some((x) => x.board === i)) return 'ribelle.error.boardTaken';
  c.s.seats[seat].board = i;
  c.log('ribelle.log.boardChosen', { seat, board: `ribelle.board.${BOARDS[i].id}` });
  c.s.qi += 1;
  return null;
}

/** True once every seat has its board. */
export const boardsChosen = (s: RibelleState): boolean => s.qi >= s.n;

/** Preparazione, points 4-7, once every seat has its board (the first round follows). */
export function finishSetup(c: RibelleContext): void {
  const s = c.s;
  const order = orderFrom(s.first, s.n);
  for (const seat of order) {
    const x = s.seats[seat];
    const b = BOARDS[x.board];
    x.support = b.centre;
    x.base = locIndex(b.base[0]);
    x.cp[0] = x.base;
    x.dm[0] = CAPITAL_LOC;
    x.leader1 = 'hand';
    x.leader2 = 'side';
  }
  const rng = c.rng;
  const p1: number[] = [];
  const p2: number[] = [];
  MISSIONS.forEach((m, i) => (m.phase === 1 ? p1 : p2).push(i));
  let deck1: number[];
  let deck2: number[];
  if (s.demo) {
    deck1 = rng.shuffle(MISSION_KINDS.map((k) => rng.pick(p1.filter((i) => MISSIONS[i].kind === k))));
    deck2 = rng.shuffle(p2).slice(0, MISSION_DECK.demo.phase2);
  } else {
    deck1 = rng.shuffle(p1).slice(0, MISSION_DECK.full.phase1);
    deck2 = rng.shuffle(p2).slice(0, MISSION_DECK.full.phase2);
  }
  s.missions = [...deck1, ...deck2];
  s.deck = rng.shuffle(Array.from({ length: CARD_COUNT }, (_, i) => i));
  for (const seat of order) c.drawTo(seat, 5);
  s.health = s.demo ? HEALTH.demoStart : HEALTH.start;
  c.barrier();
  c.log('ribelle.log.setupDone', { health: s.health, phase1: deck1.length, phase2: deck2.length, demo: s.demo });
}
