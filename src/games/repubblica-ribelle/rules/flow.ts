// Repubblica Ribelle's game flow: set-up, the six steps of a round, the resolution of a mission
// (as a queue of tasks, some of which wait for a decision), the passage to phase II, defeat and
// final scoring. Rulebook: ../shared/rules/repubblica-ribelle.it.txt; our readings of its gaps
// are the RULINGS in content.ts.
//
// State is plain JSON. `apply` works on a copy made by `clone` (which copies the containers it may
// change and shares the immutable rest, such as older log chunks) and never touches its input.
import { Rng, seedRng } from '../../../engine/rng.ts';
import type { Seat } from '../../../engine/types.ts';
import { ACTION_CARDS, BOARDS, HEALTH, MISSIONS, MISSION_DECK, MISSION_KINDS, RESOURCE_IDS } from '../content.ts';
import {
  ADJ,
  BOARD_INDEX,
  CAPITAL_LOC,
  CARD_COUNT,
  CARD_VALUE,
  LOC_ID,
  LOC_TERR,
  RES_LOC,
  RES_PHASE,
  leaderIndex,
  leaderValue,
  locIndex,
  missionKindIndex,
  missionTerritory,
} from './data.ts';
import type {
  AutoResult,
  Highest,
  LogEntry,
  LogKey,
  PieceKind,
  ReasonKey,
  Resolution,
  RibelleOptions,
  RibelleState,
  SeatResult,
  SeatState,
  Task,
} from './types.ts';

// =============================================================================================
// Context: one apply's working copy, its lazily opened RNG and its barrier flag.

export class Ctx {
  s: RibelleState;
  barrier = false;
  private rng: Rng | null = null;
  constructor(s: RibelleState) {
    this.s = s;
  }
  random(): Rng {
    if (!this.rng) this.rng = new Rng(this.s.rng);
    return this.rng;
  }
  log(key: LogKey, params: LogEntry['params'] = {}): void {
    const logs = this.s.logs;
    logs[logs.length - 1].push({ key, params });
  }
  finish(): RibelleState {
    if (this.rng) this.s.rng = this.rng.state;
    return this.s;
  }
}

function cloneSeat(x: SeatState): SeatState {
  return {
    ...x,
    hand: x.hand.slice(),
    dm: x.dm.slice(),
    cp: x.cp.slice(),
    piles: [x.piles[0].slice(), x.piles[1].slice(), x.piles[2].slice()],
    won: x.won.slice(),
    played: x.played.slice(),
  };
}

function cloneTask(t: Task): Task {
  if (t.t === 'activate') return { ...t, cap: t.cap.slice(), done: t.done.slice() };
  return { ...t };
}

function cloneRes(r: Resolution): Resolution {
  return {
    ...r,
    seats: r.seats.map((x) => ({ ...x, cards: x.cards.slice(), activated: x.activated.slice() })),
    autos: r.autos.map((a) => ({ ...a, cards: a.cards.slice() })),
    lowest: r.lowest.slice(),
  };
}

/** A working copy for one move: mutable containers copied, immutable parts shared. */
export function clone(s: RibelleState): RibelleState {
  const logs = s.logs.slice();
  logs[logs.length - 1] = logs[logs.length - 1].slice();
  return {
    ...s,
    missions: s.missions.slice(),
    resolved: s.resolved.slice(),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    seats: s.seats.map(cloneSeat),
    autoHands: s.autoHands.map((h) => h.slice()),
    queue: s.queue.slice(),
    tasks: s.tasks.map(cloneTask),
    res: s.res ? cloneRes(s.res) : null,
    phaseCounts: s.phaseCounts ? s.phaseCounts.slice() : null,
    logs,
  };
}

// =============================================================================================
// Small helpers

export function orderFrom(start: Seat, n: number): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) out.push((start + i) % n);
  return out;
}

export const PILE_KEYS = ['ribelle.pile.military', 'ribelle.pile.political', 'ribelle.pile.social'] as const;
export const locKey = (loc: number): string => `ribelle.locality.${LOC_ID[loc]}`;
export const missionKey = (m: number): string => `ribelle.mission.${MISSIONS[m].code}`;
export const cardKey = (ci: number): string => `ribelle.card.${ACTION_CARDS[ci].theme}`;

export function track(x: SeatState) {
  return BOARDS[x.board].track;
}
export function handLimit(x: SeatState): number {
  return x.board < 0 ? 0 : track(x)[x.support].hand;
}
export function movePoints(x: SeatState): number {
  return x.board < 0 ? 0 : track(x)[x.support].mp;
}
export function faction(x: SeatState) {
  return BOARDS[x.board].faction;
}

/** The current phase's leader: held in hand? */
export function leaderHeld(s: RibelleState, x: SeatState): boolean {
  return s.phase === 1 ? x.leader1 === 'hand' : x.leader2 === 'hand';
}

export function onMap(x: SeatState, kind: PieceKind): number[] {
  return (kind === 'dm' ? x.dm : x.cp).filter((l) => l >= 0);
}
export function reserve(x: SeatState, kind: PieceKind): number {
  return (kind === 'dm' ? x.dm : x.cp).filter((l) => l < 0).length;
}
export function hasMovable(x: SeatState): boolean {
  return x.dm.some((l) => l >= 0) || x.cp.some((l) => l >= 0);
}

/** Puts a piece from the reserve on `loc`; false when the reserve is empty. */
function place(x: SeatState, kind: PieceKind, loc: number): boolean {
  const arr = kind === 'dm' ? x.dm : x.cp;
  const i = arr.indexOf(-1);
  if (i < 0) return false;
  arr[i] = loc;
  return true;
}

function front(c: Ctx, ...tasks: Task[]): void {
  c.s.tasks = [...tasks, ...c.s.tasks];
}

/** Draws the top action card (reshuffling the discards when the deck is empty), or -1. */
export function drawCard(c: Ctx): number {
  const s = c.s;
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return -1;
    s.deck = c.random().shuffle(s.discard);
    s.discard = [];
    c.log('ribelle.log.reshuffle', { cards: s.deck.length });
  }
  c.barrier = true;
  return s.deck.pop() as number;
}

/** Draws up to k cards into a seat's hand; returns how many arrived. */
export function drawTo(c: Ctx, seat: Seat, k: number): number {
  let got = 0;
  for (let i = 0; i < k; i++) {
    const ci = drawCard(c);
    if (ci < 0) break;
    c.s.seats[seat].hand.push(ci);
    got++;
  }
  return got;
}

export function changeSupport(c: Ctx, seat: Seat, delta: number, why: string): void {
  const x = c.s.seats[seat];
  const max = track(x).length - 1;
  const to = Math.max(0, Math.min(max, x.support + delta));
  const from = x.support;
  x.support = to;
  c.log('ribelle.log.support', { seat, from, to, delta: to - from, why: `ribelle.why.${why}` });
}

// =============================================================================================
// Set-up (Preparazione della partita)

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

export function autoCount(n: number): number {
  return n === 1 ? 2 : n === 2 ? 1 : 0;
}

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
    step: 'board',
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
    tasks: [],
    res: null,
    lastRes: null,
    phaseCounts: null,
    phaseBonusSeat: -1,
    result: null,
    logs: [[{ key: 'ribelle.log.setup', params: { players: n, auto, demo, seatFirst: first } }]],
  };
  const c = new Ctx(s);
  if (boardIdx) {
    for (const seat of orderFrom(first, n)) {
      s.seats[seat].board = boardIdx[seat];
      c.log('ribelle.log.boardChosen', { seat, board: `ribelle.board.${BOARDS[boardIdx[seat]].id}` });
    }
    finishSetup(c);
  }
  return c.finish();
}

export function chooseBoard(c: Ctx, seat: Seat, board: unknown): ReasonKey | null {
  const i = typeof board === 'string' ? BOARD_INDEX.get(board) : undefined;
  if (i === undefined) return 'ribelle.error.badBoard';
  if (c.s.seats.some((x) => x.board === i)) return 'ribelle.error.boardTaken';
  c.s.seats[seat].board = i;
  c.log('ribelle.log.boardChosen', { seat, board: `ribelle.board.${BOARDS[i].id}` });
  c.s.qi += 1;
  if (c.s.qi >= c.s.n) finishSetup(c);
  return null;
}

/** Preparazione, points 4-7, once every seat has its board. */
function finishSetup(c: Ctx): void {
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
  const rng = c.random();
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
  for (const seat of order) drawTo(c, seat, 5);
  s.health = s.demo ? HEALTH.demoStart : HEALTH.start;
  c.barrier = true;
  c.log('ribelle.log.setupDone', { health: s.health, phase1: deck1.length, phase2: deck2.length, demo: s.demo });
  startRound(c);
}

// =============================================================================================
// The round: 1 Stato Maggiore, 2 Manovre, 3 Missione

export function startRound(c: Ctx): void {
  const s = c.s;
  s.round += 1;
  if (s.res) s.lastRes = s.res;
  s.res = null;
  s.logs = [...s.logs, []];
  s.mission = s.missions[0];
  s.missions = s.missions.slice(1);
  const m = MISSIONS[s.mission];
  s.objectives = m.kind === 'military' ? 0 : s.players;
  s.roundStep = 1;
  s.step = 'staff';
  s.queue = [];
  s.qi = 0;
  s.tasks = [];
  c.log('ribelle.log.round', { round: s.round, phase: s.phase, seatFirst: s.first, token: `ribelle.token.${s.token}` });
  c.log('ribelle.log.mission', {
    mission: missionKey(s.mission),
    code: m.code,
    kind: `ribelle.kind.${m.kind}`,
    locality: `ribelle.locality.${m.locality}`,
    objectives: s.objectives,
    target: m.difficulty === null ? 0 : m.difficulty * s.players,
  });
  if (m.kind === 'political') c.log('ribelle.log.silence', {});
}

export function startManeuver(c: Ctx): void {
  const s = c.s;
  s.roundStep = 2;
  s.step = 'maneuver';
  s.queue = orderFrom(s.first, s.n);
  s.qi = -1;
  nextManeuver(c);
}

export function nextManeuver(c: Ctx): void {
  const s = c.s;
  for (s.qi += 1; s.qi < s.queue.length; s.qi++) {
    const seat = s.queue[s.qi];
    const x = s.seats[seat];
    if (hasMovable(x)) {
      s.mp = movePoints(x);
      s.radiciUsed = false;
      return;
    }
    c.log('ribelle.log.noPieces', { seat });
  }
  startMission(c);
}

/** Cost of moving from locality `from` to `to` (a locality of an adjacent territory), or -1. */
export function moveCost(from: number, to: number, freeRadici: boolean): number {
  const link = ADJ[LOC_TERR[from]].find((l) => l.to === LOC_TERR[to]);
  if (!link) return -1;
  return freeRadici && link.radici ? 0 : 1;
}

/** Moves a piece (Manovre or the 2-MP effect). `bonus` = the effect's points. */
export function movePiece(
  c: Ctx,
  seat: Seat,
  move: { piece?: unknown; from?: unknown; to?: unknown },
  mpLeft: number,
  freeRadici: boolean,
): { reason: ReasonKey } | { cost: number } {
  if (move.piece !== 'dm' && move.piece !== 'cp') return { reason: 'ribelle.error.badPiece' };
  const from = locIndex(move.from);
  const to = locIndex(move.to);
  if (from < 0 || to < 0) return { reason: 'ribelle.error.badLocality' };
  const x = c.s.seats[seat];
  const arr = move.piece === 'dm' ? x.dm : x.cp;
  const i = arr.indexOf(from);
  if (i < 0) return { reason: 'ribelle.error.noPieceThere' };
  const cost = moveCost(from, to, freeRadici);
  if (cost < 0) return { reason: 'ribelle.error.notAdjacent' };
  if (cost > mpLeft) return { reason: 'ribelle.error.noMovement' };
  arr[i] = to;
  c.log('ribelle.log.moved', { seat, piece: `ribelle.piece.${move.piece}`, from: locKey(from), to: locKey(to), cost });
  return { cost };
}

export function startMission(c: Ctx): void {
  const s = c.s;
  s.roundStep = 3;
  s.step = 'mission';
  s.autoHands = [];
  for (let a = 0; a < s.auto; a++) {
    const hand: number[] = [];
    for (let k = 0; k < 3; k++) {
      const ci = drawCard(c);
      if (ci >= 0) hand.push(ci);
    }
    s.autoHands.push(hand);
    c.log('ribelle.log.autoDrew', { auto: a + 1, cards: hand.length });
  }
  for (const x of s.seats) {
    x.played = [];
    x.leaderPlayed = false;
    x.passed = false;
  }
  s.queue = orderFrom((s.first + 1) % s.n, s.n);
  s.qi = 0;
}

export function isMilitary(s: RibelleState): boolean {
  return MISSIONS[s.mission].kind === 'military';
}

/** After a mission play: whose turn next, or the reveal. */
export function advanceMission(c: Ctx): void {
  const s = c.s;
  if (isMilitary(s)) {
    s.qi += 1;
    if (s.qi >= s.queue.length) toReveal(s);
    return;
  }
  for (let k = 1; k <= s.n; k++) {
    const j = (s.qi + k) % s.n;
    if (!s.seats[s.queue[j]].passed) {
      s.qi = j;
      return;
    }
  }
  toReveal(s);
}

function toReveal(s: RibelleState): void {
  s.step = 'reveal';
  s.roundStep = 4;
  s.queue = [];
  s.qi = 0;
}

// =============================================================================================
// 4 Risoluzione

/** An automated partisan's played score from its green gears (Partigiani automatizzati). */
export function autoScore(m: number, greens: number): number {
  const card = MISSIONS[m];
  if (card.kind === 'military') {
    const d = card.difficulty as number;
    return greens >= 3 ? d + 2 : greens === 2 ? d : greens === 1 ? d - 2 : Math.ceil(d / 2);
  }
  const [low, high] = card.thresholds as [number, number];
  return greens >= 3 ? high + 2 : greens === 2 ? high - 1 : greens === 1 ? low : Math.ceil(low / 2);
}

function reachedOf(m: number, total: number): number {
  const th = MISSIONS[m].thresholds;
  if (!th) return 0;
  return total >= th[1] ? 2 : total >= th[0] ? 1 : 0;
}

export function reveal(c: Ctx): void {
  const s = c.s;
  const m = s.mission;
  const card = MISSIONS[m];
  const k = missionKindIndex(m);
  const seats: SeatResult[] = [];
  for (let seat = 0; seat < s.n; seat++) {
    const x = s.seats[seat];
    if (x.leaderPlayed) {
      if (s.phase === 1) x.leader1 = 'played';
      else x.leader2 = 'played';
    }
    seats.push({
      seat,
      cards: x.played.slice(),
      leader: x.leaderPlayed,
      activated: [],
      cardPoints: 0,
      plus: 0,
      pieceBonus: 0,
      baseBonus: 0,
      total: null,
      reached: 0,
      removed: 0,
    });
  }
  const autos: AutoResult[] = s.autoHands.map((cards, a) => {
    let greens = 0;
    for (const ci of cards) if (ACTION_CARDS[ci].gears[k]) greens++;
    const score = autoScore(m, greens);
    return { auto: a + 1, cards: cards.slice(), greens, score, reached: reachedOf(m, score), removed: 0 };
  });
  s.res = {
    mission: m,
    seats,
    autos,
    teamTotal: 0,
    target: card.difficulty === null ? 0 : card.difficulty * s.players,
    success: null,
    highest: null,
    lowest: [],
  };
  const order = orderFrom(s.first, s.n);
  for (const seat of order) {
    const x = s.seats[seat];
    c.log('ribelle.log.revealed', { seat, cards: x.played.length + (x.leaderPlayed ? 1 : 0), leader: x.leaderPlayed });
  }
  for (const a of autos) c.log('ribelle.log.autoScore', { auto: a.auto, greens: a.greens, score: a.score });
  s.step = 'tasks';
  s.roundStep = 4;
  const tasks: Task[] = [];
  for (const seat of order) {
    tasks.push({ t: 'activate', seat, started: false, cap: [], faction: false, mp: 0, done: [] });
    tasks.push({ t: 'count', seat });
  }
  tasks.push({ t: 'autoCount' }, { t: 'outcome' });
  s.tasks = tasks;
  c.barrier = true;
  runTasks(c);
}

// ---- resource activation ------------------------------------------------------------------------

type ActivateTask = Extract<Task, { t: 'activate' }>;

export function startActivation(s: RibelleState, t: ActivateTask): void {
  const x = s.seats[t.seat];
  t.cap = RESOURCE_IDS.map((_, r) => {
    if (RES_PHASE[r] !== s.phase) return 0;
    let k = 0;
    for (const l of x.dm) if (l === RES_LOC[r]) k++;
    for (const l of x.cp) if (l === RES_LOC[r]) k++;
    return k;
  });
  t.started = true;
}

/** Whether the card's activation condition holds for this seat now (resource piece or faction). */
export function conditionHolds(s: RibelleState, t: ActivateTask, ci: number): boolean {
  const a = ACTION_CARDS[ci].activation;
  if (a === 'stella' || a === 'fiamma') return !t.faction && faction(s.seats[t.seat]) === a;
  const r = RESOURCE_IDS.indexOf(a);
  return t.cap[r] > 0;
}

export interface EffectOption {
  target?: { seat: Seat; pile?: 'military' | 'political' | 'social' };
  piece?: PieceKind;
}

/** The ways a card's effect can be used now (empty when it would do nothing). */
export function effectOptions(s: RibelleState, seat: Seat, ci: number): EffectOption[] {
  const x = s.seats[seat];
  switch (ACTION_CARDS[ci].effect) {
    case 'draw':
      return s.deck.length + s.discard.length > 0 ? [{}] : [];
    case 'move':
      return hasMovable(x) ? [{}] : [];
    case 'discardPile': {
      const out: EffectOption[] = [];
      for (let t = 0; t < s.n; t++) {
        if (t === seat) continue;
        MISSION_KINDS.forEach((pile, p) => {
          if (s.seats[t].piles[p].length > 0) out.push({ target: { seat: t, pile } });
        });
      }
      return out;
    }
    case 'plusPerCard':
      return [{}];
    case 'place': {
      const out: EffectOption[] = [];
      if (reserve(x, 'dm') > 0) out.push({ piece: 'dm' });
      if (reserve(x, 'cp') > 0) out.push({ piece: 'cp' });
      return out;
    }
    case 'steal': {
      const out: EffectOption[] = [];
      for (let t = 0; t < s.n; t++) if (t !== seat && s.seats[t].hand.length > 0) out.push({ target: { seat: t } });
      return out;
    }
    case 'support':
      return x.support < track(x).length - 1 ? [{}] : [];
  }
}

export function activatableCards(s: RibelleState, t: ActivateTask): number[] {
  const r = s.res as Resolution;
  const out: number[] = [];
  for (const ci of r.seats[t.seat].cards) {
    if (t.done.includes(ci)) continue;
    if (!conditionHolds(s, t, ci)) continue;
    if (effectOptions(s, t.seat, ci).length === 0) continue;
    out.push(ci);
  }
  return out;
}

function sameOption(a: EffectOption, m: { target?: unknown; piece?: unknown }): boolean {
  const mt = m.target as { seat?: unknown; pile?: unknown } | undefined | null;
  if (a.target) {
    if (!mt || typeof mt !== 'object' || mt.seat !== a.target.seat) return false;
    if ((a.target.pile ?? undefined) !== (mt.pile ?? undefined)) return false;
  } else if (mt !== undefined && mt !== null) return false;
  if ((a.piece ?? undefined) !== (m.piece ?? undefined)) return false;
  return true;
}

export function activate(
  c: Ctx,
  t: ActivateTask,
  move: { card?: unknown; target?: unknown; piece?: unknown },
): ReasonKey | null {
  const s = c.s;
  const seat = t.seat;
  const res = s.res as Resolution;
  if (t.mp > 0) return 'ribelle.error.stillMoving';
  const ci = typeof move.card === 'string' ? ACTION_CARDS.findIndex((x) => x.id === move.card) : -1;
  if (ci < 0) return 'ribelle.error.badCard';
  const mine = res.seats[seat];
  if (!mine.cards.includes(ci)) return 'ribelle.error.notPlayed';
  if (t.done.includes(ci)) return 'ribelle.error.alreadyActivated';
  const card = ACTION_CARDS[ci];
  if (!conditionHolds(s, t, ci)) {
    if (card.activation === 'stella' || card.activation === 'fiamma') {
      return faction(s.seats[seat]) === card.activation ? 'ribelle.error.factionUsed' : 'ribelle.error.notActivatable';
    }
    return 'ribelle.error.noResourcePiece';
  }
  const options = effectOptions(s, seat, ci);
  if (options.length === 0) return 'ribelle.error.nothingToDo';
  const opt = options.find((o) => sameOption(o, move));
  if (!opt) return 'ribelle.error.badTarget';
  // The condition is used up.
  if (card.activation === 'stella' || card.activation === 'fiamma') t.faction = true;
  else t.cap[RESOURCE_IDS.indexOf(card.activation)] -= 1;
  t.done.push(ci);
  const x = s.seats[seat];
  const pileIdx = opt.target?.pile ? MISSION_KINDS.indexOf(opt.target.pile) : null;
  mine.activated.push({ card: ci, effect: card.effect, target: opt.target?.seat ?? null, pile: pileIdx, piece: opt.piece ?? null });
  c.log('ribelle.log.activated', { seat, card: cardKey(ci), effect: `ribelle.effect.${card.effect}` });
  switch (card.effect) {
    case 'draw': {
      const got = drawTo(c, seat, 1);
      c.log('ribelle.log.effectDraw', { seat, cards: got });
      break;
    }
    case 'move':
      t.mp = 2;
      c.log('ribelle.log.effectMove', { seat, mp: 2 });
      break;
    case 'discardPile': {
      const victim = s.seats[opt.target!.seat];
      const p = pileIdx as number;
      const top = victim.piles[p].pop() as number;
      s.discard.push(top);
      c.log('ribelle.log.effectDiscardPile', { seat, seatTarget: opt.target!.seat, pile: PILE_KEYS[p] });
      break;
    }
    case 'plusPerCard': {
      const k = mine.cards.length + (mine.leader ? 1 : 0);
      mine.plus += k;
      c.log('ribelle.log.effectPlus', { seat, bonus: k });
      break;
    }
    case 'place': {
      place(x, opt.piece as PieceKind, x.base);
      c.log('ribelle.log.effectPlace', { seat, piece: `ribelle.piece.${opt.piece}`, at: locKey(x.base) });
      break;
    }
    case 'steal': {
      const victim = s.seats[opt.target!.seat];
      const i = c.random().int(0, victim.hand.length - 1);
      const taken = victim.hand[i];
      victim.hand.splice(i, 1);
      x.hand.push(taken);
      c.barrier = true;
      c.log('ribelle.log.effectSteal', { seat, seatTarget: opt.target!.seat });
      break;
    }
    case 'support':
      changeSupport(c, seat, 1, 'effect');
      c.log('ribelle.log.effectSupport', { seat });
      break;
  }
  return null;
}

// ---- counting ----------------------------------------------------------------------------------

function count(c: Ctx, seat: Seat): void {
  const s = c.s;
  const res = s.res as Resolution;
  const m = s.mission;
  const card = MISSIONS[m];
  const k = missionKindIndex(m);
  const terr = missionTerritory(m);
  const x = s.seats[seat];
  const r = res.seats[seat];
  let points = 0;
  for (const ci of r.cards) points += CARD_VALUE[ci][k];
  if (r.leader) points += leaderValue(leaderIndex(x.board, s.phase), k);
  r.cardPoints = points;
  r.pieceBonus = 0;
  if (k === 0) for (const l of x.dm) if (l >= 0 && LOC_TERR[l] === terr) r.pieceBonus++;
  if (k === 1) for (const l of x.cp) if (l >= 0 && LOC_TERR[l] === terr) r.pieceBonus++;
  r.baseBonus = k !== 2 && x.base >= 0 && LOC_TERR[x.base] === terr ? 2 : 0;
  r.total = points + r.plus + r.pieceBonus + r.baseBonus;
  c.log('ribelle.log.total', { seat, total: r.total, cards: points, plus: r.plus, pieces: r.pieceBonus, base: r.baseBonus });
  if (k === 0) return;
  r.reached = reachedOf(m, r.total);
  r.removed = Math.min(r.reached, s.objectives);
  s.objectives -= r.removed;
  if (r.reached > 0) c.log('ribelle.log.objectives', { seat, removed: r.removed, left: s.objectives });
  const next: Task[] = [];
  if (card.legend === 'political') {
    if (r.reached === 2) {
      c.log(place(x, 'cp', x.base) ? 'ribelle.log.cpPlaced' : 'ribelle.log.noReserve', { seat, piece: 'ribelle.piece.cp', at: locKey(x.base) });
      next.push({ t: 'pileDraw', seat, pile: 1, thenDraw: false }, { t: 'support', seat, delta: 1, why: 'mission' });
    } else if (r.reached === 1) next.push({ t: 'pileDraw', seat, pile: 1, thenDraw: false });
  } else if (card.legend === 'politicalLeader') {
    if (r.reached >= 1) {
      if (x.leader2 === 'played') {
        x.leader2 = 'hand';
        c.log('ribelle.log.leaderRecovered', { seat });
      } else next.push({ t: 'pileDraw', seat, pile: 1, thenDraw: false });
    }
  } else if (card.legend === 'social') {
    if (r.reached === 2) next.push({ t: 'pileDraw', seat, pile: 2, thenDraw: false }, { t: 'support', seat, delta: 1, why: 'mission' });
    else if (r.reached === 1) next.push({ t: 'pileDraw', seat, pile: 2, thenDraw: false });
  }
  front(c, ...next);
}

function autoObjectives(c: Ctx): void {
  const s = c.s;
  const res = s.res as Resolution;
  if (isMilitary(s)) return;
  for (const a of res.autos) {
    a.removed = Math.min(a.reached, s.objectives);
    s.objectives -= a.removed;
    if (a.reached > 0) c.log('ribelle.log.objectives', { auto: a.auto, removed: a.removed, left: s.objectives });
  }
}

function highestOf(cands: { seat: Seat | null; auto: number | null; value: number }[]): Highest {
  if (cands.length === 0) return { kind: 'none' };
  let max = -Infinity;
  for (const x of cands) if (x.value > max) max = x.value;
  const top = cands.filter((x) => x.value === max);
  if (top.length > 1) return { kind: 'tie' };
  const t = top[0];
  return t.seat !== null ? { kind: 'seat', seat: t.seat } : { kind: 'auto', auto: t.auto as number };
}

function logHighest(c: Ctx, h: Highest): void {
  if (h.kind === 'seat') c.log('ribelle.log.highest', { seat: h.seat });
  else if (h.kind === 'auto') c.log('ribelle.log.highestAuto', { auto: h.auto });
  else if (h.kind === 'tie') c.log('ribelle.log.highestTie', {});
}

function outcomeOf(c: Ctx): void {
  const s = c.s;
  const res = s.res as Resolution;
  const m = s.mission;
  const card = MISSIONS[m];
  const order = orderFrom(s.first, s.n);
  const totals = res.seats.map((r) => r.total as number);
  if (card.kind === 'military') {
    let team = 0;
    for (const t of totals) team += t;
    for (const a of res.autos) team += a.score;
    res.teamTotal = team;
    res.success = team >= res.target;
  } else res.success = s.objectives === 0;
  c.log(res.success ? 'ribelle.log.success' : 'ribelle.log.failure', {
    mission: missionKey(m),
    total: res.teamTotal,
    target: res.target,
    objectives: s.objectives,
  });
  const tasks: Task[] = [];
  const everyone = [
    ...res.seats.map((r) => ({ seat: r.seat as Seat | null, auto: null as number | null, value: r.total as number })),
    ...res.autos.map((a) => ({ seat: null as Seat | null, auto: a.auto as number | null, value: a.score })),
  ];
  const failMilitary = () => {
    for (const seat of order) tasks.push({ t: 'lose', seat, pile: 0 }, { t: 'loseDm', seat });
    tasks.push({ t: 'health' });
  };
  switch (card.legend) {
    case 'military':
    case 'militaryPlus': {
      if (!res.success) {
        failMilitary();
        break;
      }
      const plus = card.legend === 'militaryPlus';
      for (const seat of order) tasks.push({ t: 'pileDraw', seat, pile: 0, thenDraw: plus });
      const h = highestOf(everyone);
      res.highest = h;
      logHighest(c, h);
      if (h.kind === 'seat') {
        tasks.push({ t: 'pileDraw', seat: h.seat, pile: 0, thenDraw: false });
        tasks.push(plus ? { t: 'winMission', seat: h.seat } : { t: 'placeDm', seat: h.seat });
      }
      break;
    }
    case 'political': {
      if (!res.success) {
        failMilitary();
        break;
      }
      let min = Infinity;
      for (const e of everyone) if (e.value < min) min = e.value;
      res.lowest = order.filter((seat) => totals[seat] === min);
      for (const seat of res.lowest) tasks.push({ t: 'support', seat, delta: -1, why: 'lowest' });
      c.log('ribelle.log.lowest', { value: min, seats: res.lowest.length });
      break;
    }
    case 'politicalLeader': {
      if (!res.success) {
        for (const seat of order) tasks.push({ t: 'loseLeader', seat }, { t: 'lose', seat, pile: 1 });
        tasks.push({ t: 'health' });
        break;
      }
      const low = (card.thresholds as [number, number])[0];
      const h = highestOf(everyone.filter((e) => e.value >= low));
      res.highest = h;
      logHighest(c, h);
      if (h.kind === 'seat') tasks.push({ t: 'winMission', seat: h.seat });
      break;
    }
    case 'social': {
      if (!res.success) {
        for (const seat of order) tasks.push({ t: 'lose', seat, pile: 2 }, { t: 'support', seat, delta: -1, why: 'failure' });
        tasks.push({ t: 'health' });
      }
      break;
    }
  }
  tasks.push({ t: 'cleanup' });
  front(c, ...tasks);
}

// ---- the task queue ----------------------------------------------------------------------------

/** True when the head task waits for a decision (starting it if needed). */
function waits(s: RibelleState, t: Task): boolean {
  switch (t.t) {
    case 'activate':
      if (!t.started) startActivation(s, t);
      return t.mp > 0 || activatableCards(s, t).length > 0;
    case 'pile':
    case 'phaseBonus':
      return true;
    case 'loseDm':
      return new Set(onMap(s.seats[t.seat], 'dm')).size >= 2;
    case 'discard':
      return s.seats[t.seat].hand.length > handLimit(s.seats[t.seat]);
    default:
      return false;
  }
}

/** Runs automatic tasks until one waits for a decision or the round moves on. */
export function runTasks(c: Ctx): void {
  const s = c.s;
  while (s.step === 'tasks') {
    if (s.tasks.length === 0) throw new Error('task queue ran dry');
    const t = s.tasks[0];
    if (waits(s, t)) return;
    s.tasks = s.tasks.slice(1);
    exec(c, t);
  }
}

/** Ends the head task (after its decision) and carries on. */
export function finishTask(c: Ctx): void {
  c.s.tasks = c.s.tasks.slice(1);
  runTasks(c);
}

function exec(c: Ctx, t: Task): void {
  const s = c.s;
  switch (t.t) {
    case 'activate':
    case 'discard':
    case 'pile':
    case 'phaseBonus':
      return;
    case 'count':
      return count(c, t.seat);
    case 'autoCount':
      return autoObjectives(c);
    case 'outcome':
      return outcomeOf(c);
    case 'pileDraw': {
      const got = drawTo(c, t.seat, 1);
      if (got > 0) c.log('ribelle.log.drew', { seat: t.seat, cards: got });
      if (s.seats[t.seat].hand.length > 0) front(c, { t: 'pile', seat: t.seat, pile: t.pile, thenDraw: t.thenDraw });
      else c.log('ribelle.log.scoreSkipped', { seat: t.seat, pile: PILE_KEYS[t.pile] });
      return;
    }
    case 'placeDm': {
      const x = s.seats[t.seat];
      c.log(place(x, 'dm', x.base) ? 'ribelle.log.dmPlaced' : 'ribelle.log.noReserve', { seat: t.seat, piece: 'ribelle.piece.dm', at: locKey(x.base) });
      return;
    }
    case 'winMission':
      s.seats[t.seat].won.push(s.mission);
      c.log('ribelle.log.missionWon', { seat: t.seat, mission: missionKey(s.mission) });
      return;
    case 'lose': {
      const pile = s.seats[t.seat].piles[t.pile];
      if (pile.length > 0) {
        s.discard.push(pile.pop() as number);
        c.log('ribelle.log.pileLost', { seat: t.seat, pile: PILE_KEYS[t.pile] });
      } else {
        c.log('ribelle.log.perdereTutto', { seat: t.seat, pile: PILE_KEYS[t.pile] });
        changeSupport(c, t.seat, -1, 'perdereTutto');
      }
      return;
    }
    case 'loseDm': {
      const x = s.seats[t.seat];
      const i = x.dm.findIndex((l) => l >= 0);
      if (i >= 0) {
        const at = x.dm[i];
        x.dm[i] = -1;
        c.log('ribelle.log.dmLost', { seat: t.seat, at: locKey(at) });
      }
      return;
    }
    case 'loseLeader': {
      const x = s.seats[t.seat];
      if (leaderHeld(s, x)) {
        if (s.phase === 1) x.leader1 = 'played';
        else x.leader2 = 'played';
        c.log('ribelle.log.leaderLost', { seat: t.seat });
      } else {
        c.log('ribelle.log.perdereTutto', { seat: t.seat, pile: 'ribelle.leader' });
        changeSupport(c, t.seat, -1, 'perdereTutto');
      }
      return;
    }
    case 'support':
      return changeSupport(c, t.seat, t.delta, t.why);
    case 'health':
      s.health -= 1;
      c.log('ribelle.log.health', { health: s.health });
      if (s.health <= 0) defeat(c);
      return;
    case 'cleanup':
      return cleanup(c);
    case 'supply':
      return supply(c);
    case 'endRound':
      return endRound(c);
    case 'phaseCheck':
      if (s.missions.length === 0) return finalScoring(c);
      if (s.phase === 1 && MISSIONS[s.missions[0]].phase === 2) return phaseTwo(c);
      return startRound(c);
    case 'refill':
      for (const seat of orderFrom(s.first, s.n)) {
        const x = s.seats[seat];
        const need = Math.max(0, handLimit(x) - x.hand.length);
        const got = drawTo(c, seat, need);
        c.log('ribelle.log.refill', { seat, cards: got });
      }
      return;
    case 'startRound':
      return startRound(c);
  }
}

function cleanup(c: Ctx): void {
  const s = c.s;
  for (const x of s.seats) {
    for (const ci of x.played) s.discard.push(ci);
    x.played = [];
    x.leaderPlayed = false;
    x.passed = false;
  }
  for (const h of s.autoHands) for (const ci of h) s.discard.push(ci);
  s.autoHands = [];
  if (!s.seats.some((x) => x.won.includes(s.mission))) s.resolved = [...s.resolved, s.mission];
  s.tasks = [...s.tasks, { t: 'supply' }];
}

// =============================================================================================
// 5 Rifornimenti, 6 Fine del round

function supply(c: Ctx): void {
  const s = c.s;
  s.roundStep = 5;
  const order = orderFrom(s.first, s.n);
  const k = s.phase === 1 ? 1 : 2;
  for (const seat of order) c.log('ribelle.log.supply', { seat, cards: drawTo(c, seat, k) });
  const favoured = s.token === 'cumer' ? 'stella' : 'fiamma';
  for (const seat of order) {
    if (faction(s.seats[seat]) === favoured) c.log('ribelle.log.supplyExtra', { seat, cards: drawTo(c, seat, 1), token: `ribelle.token.${s.token}` });
  }
  s.tasks = [...s.tasks, { t: 'endRound' }];
}

function endRound(c: Ctx): void {
  const s = c.s;
  s.roundStep = 6;
  s.first = (s.first - 1 + s.n) % s.n;
  s.token = s.token === 'cumer' ? 'alleati' : 'cumer';
  s.mission = -1;
  c.log('ribelle.log.token', { seatFirst: s.first, token: `ribelle.token.${s.token}` });
  const tasks: Task[] = [];
  for (const seat of orderFrom(s.first, s.n)) tasks.push({ t: 'discard', seat });
  tasks.push({ t: 'phaseCheck' });
  s.tasks = [...s.tasks, ...tasks];
}

export function discardOne(c: Ctx, seat: Seat, card: unknown): ReasonKey | null {
  const x = c.s.seats[seat];
  const ci = typeof card === 'string' ? ACTION_CARDS.findIndex((a) => a.id === card) : -1;
  if (ci < 0) return 'ribelle.error.badCard';
  const i = x.hand.indexOf(ci);
  if (i < 0) return 'ribelle.error.notInHand';
  x.hand.splice(i, 1);
  c.s.discard.push(ci);
  c.log('ribelle.log.discarded', { seat, cards: 1 });
  if (x.hand.length <= handLimit(x)) finishTask(c);
  return null;
}

// =============================================================================================
// Da Fase I a Fase II

function phaseTwo(c: Ctx): void {
  const s = c.s;
  c.log('ribelle.log.phaseTwo', {});
  // a) pieces on the map, bases excluded
  const pieces = s.seats.map((x) => onMap(x, 'dm').length + onMap(x, 'cp').length);
  // b) + c) every piece off the map; the phase-II resources appear (they follow s.phase)
  s.phase = 2;
  for (const x of s.seats) {
    x.dm = [-1, -1, -1];
    x.cp = [-1, -1, -1];
    // d) boards turned over: the base on the phase-II side's locality, support back to the centre
    const b = BOARDS[x.board];
    x.base = locIndex(b.base[1]);
    x.support = b.centre;
    // e) phase-I leader: boxed if used, set aside for 2 points if still in hand
    if (x.leader1 === 'hand') x.leader1 = 'kept';
    // f) phase-II leader into the hand
    if (x.leader2 === 'side') x.leader2 = 'hand';
  }
  // g) the bonus piece for the single highest cards-in-hand + pieces
  const values = s.seats.map((x, i) => x.hand.length + pieces[i]);
  s.phaseCounts = values;
  const order = orderFrom(s.first, s.n);
  for (const seat of order) c.log('ribelle.log.phaseCount', { seat, cards: s.seats[seat].hand.length, pieces: pieces[seat], value: values[seat] });
  const max = Math.max(...values);
  const top = order.filter((seat) => values[seat] === max);
  const tasks: Task[] = [];
  if (top.length === 1) {
    s.phaseBonusSeat = top[0];
    c.log('ribelle.log.phaseBonus', { seat: top[0], value: max });
    tasks.push({ t: 'phaseBonus', seat: top[0] });
  } else {
    s.phaseBonusSeat = -1;
    c.log('ribelle.log.phaseBonusTie', { value: max });
  }
  // h) refill to the hand limit, i) play on
  tasks.push({ t: 'refill' }, { t: 'startRound' });
  s.tasks = [...s.tasks, ...tasks];
}

export function bonusPiece(c: Ctx, seat: Seat, piece: unknown): ReasonKey | null {
  if (piece !== 'dm' && piece !== 'cp') return 'ribelle.error.badPiece';
  const x = c.s.seats[seat];
  const at = piece === 'dm' ? CAPITAL_LOC : x.base;
  if (!place(x, piece, at)) return 'ribelle.error.noReserve';
  c.log('ribelle.log.phaseBonusPiece', { seat, piece: `ribelle.piece.${piece}`, at: locKey(at) });
  finishTask(c);
  return null;
}

// =============================================================================================
// Sconfitta, Punteggio finale

function defeat(c: Ctx): void {
  const s = c.s;
  s.result = { kind: 'defeat' };
  s.step = 'over';
  s.tasks = [];
  s.queue = [];
  c.log('ribelle.log.defeat', { round: s.round, phase: s.phase });
}

export function finalScores(s: RibelleState) {
  return s.seats.map((x, seat) => {
    const sum = (p: number) => {
      let t = 0;
      for (const ci of x.piles[p]) t += CARD_VALUE[ci][p];
      return t;
    };
    const military = sum(0);
    const political = sum(1);
    const social = sum(2);
    const leader1 = x.leader1 === 'kept' ? 2 : 0;
    const leader2 = x.leader2 === 'hand' ? 3 : 0;
    const support = movePoints(x);
    const hand = x.hand.length;
    const dm = onMap(x, 'dm').length * 2;
    const cp = onMap(x, 'cp').length * 2;
    const missions = x.won.length * 2;
    const total = military + political + social + leader1 + leader2 + support + hand + dm + cp + missions;
    return { seat, military, political, social, leader1, leader2, support, hand, dm, cp, missions, total };
  });
}

function finalScoring(c: Ctx): void {
  const s = c.s;
  const scores = finalScores(s);
  const max = Math.max(...scores.map((x) => x.total));
  const winners = scores.filter((x) => x.total === max).map((x) => x.seat);
  s.result = { kind: 'victory', winners, scores };
  s.step = 'over';
  s.roundStep = 6;
  s.tasks = [];
  for (const x of scores) c.log('ribelle.log.finalScore', { seat: x.seat, score: x.total });
  c.log('ribelle.log.victory', { winners: winners.length, score: max, seat: winners[0] });
}
