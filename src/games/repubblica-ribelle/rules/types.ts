// Types of Repubblica Ribelle's rules: state (plain JSON), moves, views, and the lists of step
// kinds, rejection reasons and log keys the UI and the catalogs rely on.
import type { Frame } from '../../../engine/flow.ts';
import type { Json, Outcome, PendingDecision, Seat, Viewer } from '../../../engine/types.ts';
import type { RngState } from '../../../engine/rng.ts';
import type { Sourced } from '../../../engine/content.ts';
import type { ActionCard, BoardId, Effect, Faction, Legend, MissionCode, MissionKind, ResourceId } from '../content.ts';

export type { Activation, BoardId, Effect, Faction, Legend, MissionCode, MissionKind, ResourceId } from '../content.ts';

// =============================================================================================
// Options

export interface RibelleOptions {
  /** The demonstration game: one mission per type in phase I, two in phase II, health 2. */
  demo: boolean;
  /** Seat holding the first-player token (birthday nearest to 18 June); default 0. */
  firstPlayer?: number;
  /**
   * Board (BoardId) per seat, all different. When absent, the boards are chosen on the table at
   * the start, in turn from the first player clockwise (step kind 'ribelle.step.board').
   */
  boards?: string[];
}

// =============================================================================================
// Moves

export type PieceKind = 'dm' | 'cp';
/** Scoring boxes in board order. */
export type PileKind = MissionKind;

export type RibelleMove =
  /** Set-up: take a board (public, in turn from the first player). */
  | { type: 'chooseBoard'; board: BoardId }
  /** Stato Maggiore: the first player has read the mission aloud (public). */
  | { type: 'ready' }
  /**
   * Manovre, and the 2-MP effect: move one of your DM/CP from the locality `from` into an adjacent
   * territory along a road, standing on its locality `to` (public).
   */
  | { type: 'move'; piece: PieceKind; from: string; to: string }
  /** Manovre: done moving (public). */
  | { type: 'endManeuver' }
  /** Missione (private): play a card from your hand face down (an action card id or your leader's id). */
  | { type: 'play'; card: string }
  /** Military mission (private): you have finished playing. */
  | { type: 'done' }
  /** Political or social mission (private): pass; you play no more cards in this mission. */
  | { type: 'pass' }
  /** Risoluzione: the first player reveals every face-down card (public). */
  | { type: 'reveal' }
  /**
   * Risoluzione, resource activation (public): activate one of your revealed cards. `target` for
   * 'discardPile' (seat and box) and 'steal' (seat); `piece` for 'place'.
   */
  | { type: 'activate'; card: string; target?: { seat: Seat; pile?: PileKind }; piece?: PieceKind }
  /** Risoluzione: activate nothing more (public). */
  | { type: 'endActivation' }
  /** The 2-MP effect: stop moving; unspent points are lost (public). */
  | { type: 'stop' }
  /** Put one action card from your hand face down on top of the scoring box asked for (private). */
  | { type: 'score'; card: string }
  /** A failed mission costs you a DM: remove the one standing on this locality (public). */
  | { type: 'removeDm'; at: string }
  /** End of round (private): discard one card over your hand limit. */
  | { type: 'discard'; card: string }
  /** Passage to phase II, step g: the bonus piece (public). */
  | { type: 'bonusPiece'; piece: PieceKind };

// =============================================================================================
// Step kinds, reasons, log keys

export const DECISION_KINDS = {
  board: 'ribelle.step.board',
  staff: 'ribelle.step.staff',
  maneuver: 'ribelle.step.maneuver',
  playMilitary: 'ribelle.step.playMilitary',
  playOne: 'ribelle.step.playOne',
  reveal: 'ribelle.step.reveal',
  activate: 'ribelle.step.activate',
  bonusMove: 'ribelle.step.bonusMove',
  scorePile: 'ribelle.step.scorePile',
  loseDm: 'ribelle.step.loseDm',
  discard: 'ribelle.step.discard',
  phaseBonus: 'ribelle.step.phaseBonus',
} as const;
export type DecisionKind = (typeof DECISION_KINDS)[keyof typeof DECISION_KINDS];
export const STEP_KINDS: readonly DecisionKind[] = Object.values(DECISION_KINDS);

/** Help shown when a step begins: one per step kind, plus the silent staff step and the end. */
export const HELP_KEYS = [
  'ribelle.help.board',
  'ribelle.help.staff',
  'ribelle.help.staffSilent',
  'ribelle.help.maneuver',
  'ribelle.help.playMilitary',
  'ribelle.help.playOne',
  'ribelle.help.reveal',
  'ribelle.help.activate',
  'ribelle.help.bonusMove',
  'ribelle.help.scorePile',
  'ribelle.help.loseDm',
  'ribelle.help.discard',
  'ribelle.help.phaseBonus',
  'ribelle.help.over',
] as const;
export type HelpKey = (typeof HELP_KEYS)[number];

/** The game's own rejection reasons (the engine's opening checks use ENGINE_REASONS). */
export const REASON_KEYS = [
  'ribelle.error.badBoard',
  'ribelle.error.boardTaken',
  'ribelle.error.badPiece',
  'ribelle.error.noPieceThere',
  'ribelle.error.badLocality',
  'ribelle.error.notAdjacent',
  'ribelle.error.noMovement',
  'ribelle.error.badCard',
  'ribelle.error.notInHand',
  'ribelle.error.notPlayed',
  'ribelle.error.alreadyActivated',
  'ribelle.error.notActivatable',
  'ribelle.error.noResourcePiece',
  'ribelle.error.factionUsed',
  'ribelle.error.badTarget',
  'ribelle.error.noReserve',
  'ribelle.error.nothingToDo',
  'ribelle.error.stillMoving',
  'ribelle.error.notMoving',
  'ribelle.error.leaderNotAllowed',
  'ribelle.error.noDmThere',
] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

export const LOG_KEYS = [
  'ribelle.log.setup',
  'ribelle.log.boardChosen',
  'ribelle.log.setupDone',
  'ribelle.log.round',
  'ribelle.log.mission',
  'ribelle.log.silence',
  'ribelle.log.moved',
  'ribelle.log.maneuverDone',
  'ribelle.log.noPieces',
  'ribelle.log.autoDrew',
  'ribelle.log.played',
  'ribelle.log.playDone',
  'ribelle.log.passed',
  'ribelle.log.revealed',
  'ribelle.log.autoScore',
  'ribelle.log.activated',
  'ribelle.log.effectDraw',
  'ribelle.log.effectMove',
  'ribelle.log.effectDiscardPile',
  'ribelle.log.effectPlus',
  'ribelle.log.effectPlace',
  'ribelle.log.effectSteal',
  'ribelle.log.effectSupport',
  'ribelle.log.total',
  'ribelle.log.objectives',
  'ribelle.log.success',
  'ribelle.log.failure',
  'ribelle.log.highest',
  'ribelle.log.highestTie',
  'ribelle.log.highestAuto',
  'ribelle.log.lowest',
  'ribelle.log.scored',
  'ribelle.log.scoreSkipped',
  'ribelle.log.drew',
  'ribelle.log.dmPlaced',
  'ribelle.log.cpPlaced',
  'ribelle.log.noReserve',
  'ribelle.log.missionWon',
  'ribelle.log.pileLost',
  'ribelle.log.perdereTutto',
  'ribelle.log.dmLost',
  'ribelle.log.leaderLost',
  'ribelle.log.leaderRecovered',
  'ribelle.log.support',
  'ribelle.log.health',
  'ribelle.log.supply',
  'ribelle.log.supplyExtra',
  'ribelle.log.reshuffle',
  'ribelle.log.token',
  'ribelle.log.discarded',
  'ribelle.log.phaseTwo',
  'ribelle.log.phaseCount',
  'ribelle.log.phaseBonus',
  'ribelle.log.phaseBonusTie',
  'ribelle.log.phaseBonusPiece',
  'ribelle.log.refill',
  'ribelle.log.defeat',
  'ribelle.log.finalScore',
  'ribelle.log.victory',
] as const;
export type LogKey = (typeof LOG_KEYS)[number];

export interface LogEntry {
  key: LogKey;
  /** Public facts only: `seat*` params are seats, others plain numbers, strings or i18n keys. */
  params: { [key: string]: string | number | boolean | null };
}

// =============================================================================================
// State

/** Where the game stands, as the views name it (computed from the order of play, `stageOf`). */
export type Step = 'board' | 'staff' | 'maneuver' | 'mission' | 'reveal' | 'tasks' | 'over';

/**
 * The steps of the order of play (rules/steps.ts). Decisions: the round's first half, the reveal,
 * and the tasks of its second half that wait for a seat ('tasks.*'). Procedures: every other kind
 * of task, run as it comes up (a task's frame carries the task itself as its data).
 */
export type DecisionStep =
  | 'board'
  | 'staff'
  | 'maneuver'
  | 'mission.military'
  | 'mission.one'
  | 'reveal'
  | 'tasks.activate'
  | 'tasks.pile'
  | 'tasks.loseDm'
  | 'tasks.discard'
  | 'tasks.phaseBonus';
export type ProcedureStep =
  | 'activation'
  | 'count'
  | 'autoCount'
  | 'outcome'
  | 'pileDraw'
  | 'placeDm'
  | 'winMission'
  | 'lose'
  | 'dmLoss'
  | 'loseLeader'
  | 'support'
  | 'health'
  | 'cleanup'
  | 'supply'
  | 'endRound'
  | 'handLimit'
  | 'phaseCheck'
  | 'refill'
  | 'startRound';
export type StepName = DecisionStep | ProcedureStep;
export type Leader1State = 'hand' | 'played' | 'kept';
export type Leader2State = 'side' | 'hand' | 'played';

export interface SeatState {
  /** Index into BOARDS, -1 before the choice. */
  board: number;
  /** Cell of the popular-support track. */
  support: number;
  /** Action card indices (into ACTION_CARDS), in draw order. */
  hand: number[];
  leader1: Leader1State;
  leader2: Leader2State;
  /** Locality index of the base, -1 off the map. */
  base: number;
  /** Three DMs and three CPs: locality index, or -1 in the reserve. */
  dm: number[];
  cp: number[];
  /** Scoring boxes [military, political, social], bottom card first. */
  piles: number[][];
  /** Mission cards won (indices into MISSIONS). */
  won: number[];
  /** Action cards played in the current mission, in order. */
  played: number[];
  /** The current phase's leader is among this mission's plays. */
  leaderPlayed: boolean;
  /** Political/social mission: has passed. Military: has finished playing. */
  passed: boolean;
}

/**
 * A task of a round's second half (from the reveal to the next round). Each kind is a step of the
 * order of play and the task is its frame's data; the views list the tasks still to come.
 */
export type Task =
  | { t: 'activate'; seat: Seat; started: boolean; cap: number[]; faction: boolean; mp: number; done: number[] }
  | { t: 'count'; seat: Seat }
  | { t: 'autoCount' }
  | { t: 'outcome' }
  | { t: 'pileDraw'; seat: Seat; pile: number; thenDraw: boolean }
  | { t: 'pile'; seat: Seat; pile: number; thenDraw: boolean }
  | { t: 'placeDm'; seat: Seat }
  | { t: 'winMission'; seat: Seat }
  | { t: 'lose'; seat: Seat; pile: number }
  | { t: 'loseDm'; seat: Seat }
  | { t: 'loseLeader'; seat: Seat }
  | { t: 'support'; seat: Seat; delta: number; why: string }
  | { t: 'health' }
  | { t: 'cleanup' }
  | { t: 'supply' }
  | { t: 'endRound' }
  | { t: 'discard'; seat: Seat }
  | { t: 'phaseCheck' }
  | { t: 'phaseBonus'; seat: Seat }
  | { t: 'refill' }
  | { t: 'startRound' };

export interface Activated {
  card: number;
  effect: Effect;
  /** Seat targeted by 'discardPile' or 'steal'. */
  target: Seat | null;
  pile: number | null;
  piece: PieceKind | null;
}

export interface SeatResult {
  seat: Seat;
  /** Revealed action cards. */
  cards: number[];
  /** The leader was among the revealed cards. */
  leader: boolean;
  activated: Activated[];
  /** Sum of the mission type's values on the revealed cards (leader included). */
  cardPoints: number;
  /** From '+1 per card played' effects. */
  plus: number;
  /** +1 per DM (military) or CP (political) in the mission's territory. */
  pieceBonus: number;
  /** +2 when the base stands in the mission's territory (military and political). */
  baseBonus: number;
  /** cardPoints + plus + pieceBonus + baseBonus, once counted; null before. */
  total: number | null;
  /** Political/social: 0, 1 or 2 (second, first threshold reached). */
  reached: number;
  /** Objectives actually removed. */
  removed: number;
}

export interface AutoResult {
  /** 1 or 2. */
  auto: number;
  cards: number[];
  greens: number;
  score: number;
  reached: number;
  removed: number;
}

export type Highest = { kind: 'seat'; seat: Seat } | { kind: 'auto'; auto: number } | { kind: 'tie' } | { kind: 'none' };

export interface Resolution {
  /** Index into MISSIONS. */
  mission: number;
  seats: SeatResult[];
  autos: AutoResult[];
  /** Military: the team's total and target. */
  teamTotal: number;
  target: number;
  success: boolean | null;
  highest: Highest | null;
  /** Political: seats that lost support for the lowest score. */
  lowest: Seat[];
}

export interface FinalScore {
  seat: Seat;
  military: number;
  political: number;
  social: number;
  leader1: number;
  leader2: number;
  support: number;
  hand: number;
  dm: number;
  cp: number;
  missions: number;
  total: number;
}

export type GameResult = { kind: 'defeat' } | { kind: 'victory'; winners: Seat[]; scores: FinalScore[] };

export interface RibelleState {
  rng: RngState;
  /** Human players (seats). */
  n: number;
  /** Automated partisans (2 with one player, 1 with two, else 0). */
  auto: number;
  /** Players for mission purposes: n + auto. */
  players: number;
  demo: boolean;
  phase: 1 | 2;
  round: number;
  /** Which of the six steps of a round is under way (0 during set-up). */
  roundStep: number;
  /** The order of play (engine/flow.ts): the step under way on top; empty once the game is over. */
  flow: Frame[];
  first: Seat;
  token: 'cumer' | 'alleati';
  health: number;
  /** Mission deck, top first (indices into MISSIONS). */
  missions: number[];
  /** The current mission, or -1. */
  mission: number;
  /** Objectives left on a political or social mission. */
  objectives: number;
  /** Missions resolved and not won by anyone. */
  resolved: number[];
  /** Action deck, top last. */
  deck: number[];
  /** Discard pile (face down). */
  discard: number[];
  seats: SeatState[];
  /** Automated partisans' face-up cards this mission. */
  autoHands: number[][];
  /** Turn order of the current sequential step and whose turn it is. */
  queue: Seat[];
  qi: number;
  /** Manovre: movement points left and whether the free Radici move was used. */
  mp: number;
  radiciUsed: boolean;
  res: Resolution | null;
  lastRes: Resolution | null;
  /** Passage to phase II, step a/g: each seat's value, and who got the bonus piece (-1 none). */
  phaseCounts: number[] | null;
  phaseBonusSeat: Seat;
  result: GameResult | null;
  /** Public log in chunks (set-up, then one per round), so appending never copies it all. */
  logs: LogEntry[][];
}

// =============================================================================================
// Views

/** A card's face as views show it: the content record without its provenance. */
export type CardView = Omit<ActionCard, keyof Sourced>;

export interface LeaderView {
  id: string;
  board: BoardId;
  phase: 1 | 2;
  military: number;
  political: number;
  social: number;
}

export interface MissionView {
  code: MissionCode;
  kind: MissionKind;
  phase: 1 | 2;
  legend: Legend;
  locality: string;
  territory: string;
  difficulty: number | null;
  thresholds: [number, number] | null;
}

export interface SeatPublicView {
  seat: Seat;
  board: BoardId | null;
  faction: Faction | null;
  color: string | null;
  support: number;
  handLimit: number;
  mp: number;
  /** Cards in hand as seen across the table: action cards plus the leader while held. */
  handSize: number;
  /** The seat still holds its leader of the current phase (as far as the table knows). */
  leaderHeld: boolean;
  leader1: 'hand' | 'played' | 'kept';
  leader2: 'side' | 'hand' | 'played';
  base: string | null;
  /** Localities of the DMs and CPs on the map. */
  dm: string[];
  cp: string[];
  reserve: { dm: number; cp: number };
  /** Cards in each scoring box. */
  piles: { military: number; political: number; social: number };
  missionsWon: MissionCode[];
  /** Cards played face down in the current mission. */
  playedCount: number;
  passed: boolean;
}

export interface AutoView {
  auto: number;
  /** Face-up cards (public). */
  cards: CardView[];
  greens: number | null;
  score: number | null;
}

export interface SeatResultView {
  seat: Seat;
  cards: CardView[];
  leader: LeaderView | null;
  activated: { card: string; effect: Effect; target: Seat | null; pile: PileKind | null; piece: PieceKind | null }[];
  cardPoints: number;
  plus: number;
  pieceBonus: number;
  baseBonus: number;
  total: number | null;
  reached: number;
  removed: number;
}

export interface ResolutionView {
  mission: MissionCode;
  seats: SeatResultView[];
  automated: { auto: number; cards: CardView[]; greens: number; score: number; reached: number; removed: number }[];
  teamTotal: number;
  target: number;
  success: boolean | null;
  highest: Highest | null;
  lowest: Seat[];
}

/** What the current decision is about, when it needs more than the step kind. */
export interface DecisionDetail {
  /** Manovre / 2-MP effect: points left and whether the free Radici move is still there. */
  mp: number | null;
  radiciFree: boolean;
  /** Scoring-box step: which box; whether a card is drawn afterwards (M14/M24). */
  pile: PileKind | null;
  /** Discard step: how many cards must go. */
  excess: number | null;
  /** Activation: cards that may still be activated (ids). */
  activatable: string[];
}

export interface SecretCard extends CardView {
  /** Index in the scoring box (0 = bottom) or in the hand. */
  pos: number;
}

/** Present only in view(state, seat): that seat's own secrets. */
export interface SeatSecrets {
  seat: Seat;
  hand: CardView[];
  /** The current phase's leader while it is in your hand (not played face down). */
  leader: LeaderView | null;
  /** The phase-II leader waiting beside your board during phase I. */
  nextLeader: LeaderView | null;
  /** Your face-down plays this mission (before the reveal everyone else sees only the count). */
  played: CardView[];
  playedLeader: LeaderView | null;
  /** Your scoring boxes, bottom card first. */
  piles: { military: CardView[]; political: CardView[]; social: CardView[] };
  /** Your hand limit and how many cards over it you are (leader excluded). */
  handLimit: number;
  over: number;
}

export interface FinalReveal {
  hands: CardView[][];
  leaders: (LeaderView | null)[];
  piles: { military: CardView[]; political: CardView[]; social: CardView[] }[];
  deck: CardView[];
  discard: CardView[];
  missionsLeft: MissionCode[];
}

export interface RibelleView {
  viewer: Viewer;
  humans: number;
  automated: number;
  players: number;
  demo: boolean;
  phase: 1 | 2;
  round: number;
  /** 1-6: Stato Maggiore, Manovre, Missione, Risoluzione, Rifornimenti, Fine del round; 0 set-up. */
  roundStep: number;
  step: Step;
  decision: PendingDecision | null;
  detail: DecisionDetail;
  /** Help for what happens now ('ribelle.help.*'). */
  helpKey: HelpKey;
  /** 'silent' while a political mission is being faced (from Stato Maggiore to the reveal). */
  talk: 'free' | 'silent';
  firstPlayer: Seat;
  token: 'cumer' | 'alleati';
  /** Faction drawing the extra card this round. */
  favoured: Faction;
  health: number;
  healthMax: number;
  mission: MissionView | null;
  objectives: number;
  /** Military: difficulty x players; null otherwise. */
  target: number | null;
  missionDeck: { phase1: number; phase2: number };
  missionsResolved: MissionCode[];
  /** Resources on the map now. */
  resources: { id: ResourceId; locality: string }[];
  boardsFree: BoardId[];
  seats: SeatPublicView[];
  automatedHands: AutoView[];
  deckCount: number;
  discardCount: number;
  /** The mission being resolved (after the reveal), else the previous round's, else null. */
  resolution: ResolutionView | null;
  phaseCounts: number[] | null;
  phaseBonusSeat: Seat | null;
  log: LogEntry[];
  outcome: Outcome | null;
  scores: FinalScore[] | null;
  /** Everything, once the game is over; null before. */
  final: FinalReveal | null;
  /** The viewer's own secrets; null in the table view. */
  me: SeatSecrets | null;
  /**
   * The rules' bookkeeping of a round's second half: the tasks still to run, in order. Public
   * (each follows from what the table has seen); an app player rebuilds a state from it.
   */
  tasks: Task[];
}

export type { Json, Outcome, PendingDecision, Seat, Viewer };
