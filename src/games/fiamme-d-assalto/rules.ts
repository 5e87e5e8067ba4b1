// Fiamme d'assalto rules as pure functions over plain JSON state (DESIGN.md, "Rules of the house").
// Rulebook: ../shared/rules/fiamme-d-assalto.it.txt; our readings of its gaps are in content.ts
// RULINGS, and what it does not print (cards, tokens, attributes) is reconstructed there.
//
// The game is a chain of small steps. Every die roll is a step of its own: the deciding seat
// sends {type:'roll'} (the rules roll from the state's rng) or, with physical dice, {type:'roll',
// values:[...]}. After a roll, while Ardimento points remain and some die could still help, the
// 'reroll' step offers {type:'reroll', die} and {type:'accept'}; otherwise the roll applies at
// once. `lastRoll` always describes the latest roll die by die, for the UI to animate and explain.
//
// State is JSON (never undefined). `apply` never mutates its input: it works on a draft that
// copies the small arrays it may touch (units, enemies, decks of a dozen cards) and shares the log
// prefix by copying the array once.
import type { ApplyResult, GameRules, Json, Outcome, PendingDecision, Seat, Viewer } from '../../engine/types.ts';
import { Rng, seedRng, type RngState } from '../../engine/rng.ts';
import {
  ATTRIBUTES,
  BOARD_A,
  BOARD_B,
  CONSTANTS,
  ENEMY_TOKENS,
  GRENADES_MAX,
  LINK_CARD,
  MISSIONS,
  MISSION_IDS,
  OBJECTIVE_CARDS,
  PM_TABLE,
  TDN_BY_ID,
  TDN_CARDS,
  TRENCH_BY_ID,
  TRENCH_CARDS,
  UNITS_BY_ID,
  type Attribute,
  type Attributes,
  type MissionId,
  type TestSpec,
  type TrenchKind,
  type TrenchSpecial,
  type UnitRecord,
} from './content.ts';

export type { Attribute, Attributes, MissionId } from './content.ts';

// =============================================================================================
// Types: options and the campaign roster

/** One unit carried by a campaign from a mission to the next. */
export interface RosterUnit {
  /** Content unit id ('a1'..'a5' solo, 'b1-1', 'b1-2', 'b1-pm', 'b2-1'... co-op). */
  id: string;
  /** Current attributes, veteran improvement included. */
  attrs: Attributes;
  /** Successful missions this unit took part in and survived. */
  missions: number;
  /** The attribute raised when it became a veteran, or null. */
  veteran: Attribute | null;
}

export interface CampaignRoster {
  mode: 'solo' | 'coop';
  /** Every slot of the board, in board order; a lost unit comes back as a fresh recruit. */
  units: RosterUnit[];
  missionsPlayed: number;
  missionsWon: number;
  history: { mission: MissionId; won: boolean }[];
}

export interface FiammeOptions {
  mission: MissionId;
  /** Players roll their own dice and enter the values. */
  physicalDice: boolean;
  /** A campaign's roster from the previous mission (rosterAfter), or null for fresh units. */
  roster?: CampaignRoster | null;
}

// =============================================================================================
// Types: moves, steps, keys

export type RollPurpose =
  | 'command'
  | 'select'
  | 'test'
  | 'sniper'
  | 'pm'
  | 'fuoco'
  | 'enemies'
  | 'grenade'
  | 'fire'
  | 'melee'
  | 'granate';

export const ROLL_PURPOSES: readonly RollPurpose[] = [
  'command',
  'select',
  'test',
  'sniper',
  'pm',
  'fuoco',
  'enemies',
  'grenade',
  'fire',
  'melee',
  'granate',
];

export type FiammeStep = RollPurpose | 'reroll' | 'spend' | 'volunteer' | 'pick' | 'veteran' | 'over';

export type FiammeMove =
  /** Any roll step. `values` is required with physical dice and refused without. */
  | { type: 'roll'; values?: number[] }
  /** Reroll step: spend 1 Ardimento to reroll die `die` (0-based); `value` with physical dice. */
  | { type: 'reroll'; die: number; value?: number }
  /** Reroll step: keep the dice as they are. */
  | { type: 'accept' }
  /** GRANATE step: do not roll to recover grenades. */
  | { type: 'skip' }
  /** Spend step: 1 point, +1 to the current card's test (at most one). */
  | { type: 'modifier' }
  /** Spend step: 2 points, +1 Ardimento (max 4). Co-op: `partner: 1` takes one of the two points from the other player. */
  | { type: 'ardimento'; partner?: 0 | 1 }
  /** Spend step: choose the active unit (2 points solo; 1 point co-op, own units only). */
  | { type: 'choose'; unit: number }
  /** Trench spend step: 1 point, a Bomb token on the card (at most one). */
  | { type: 'bomb' }
  /** Trench spend step: 1 point, a unit passes one grenade to another. */
  | { type: 'pass'; from: number; to: number }
  /** Trench spend step (solo): 2 points, turn the used PM card back. */
  | { type: 'pmFlip' }
  /** Trench spend or enemies step (solo): use the PM (its die is the next step). */
  | { type: 'usePM' }
  /** Trench spend step (co-op): 1 point, your PM unit fires its FUOCO (two dice next). */
  | { type: 'fuoco'; unit: number }
  /** Spend step: finished spending. */
  | { type: 'done' }
  /** Co-op volunteer step (seat 0 decides for the table): which player acts this turn. */
  | { type: 'volunteer'; seat: Seat }
  /** Pick step: free choice of the active unit (the die showed a unit no longer in play). */
  | { type: 'pick'; unit: number }
  /** Veteran step: raise one attribute of the unit by 1. */
  | { type: 'improve'; unit: number; attribute: Attribute };

export const STEP_KINDS = {
  command: 'fiamme.step.command',
  select: 'fiamme.step.select',
  test: 'fiamme.step.test',
  sniper: 'fiamme.step.sniper',
  pm: 'fiamme.step.pm',
  fuoco: 'fiamme.step.fuoco',
  enemies: 'fiamme.step.enemies',
  grenade: 'fiamme.step.grenade',
  fire: 'fiamme.step.fire',
  melee: 'fiamme.step.melee',
  granate: 'fiamme.step.granate',
  reroll: 'fiamme.step.reroll',
  spend: 'fiamme.step.spend',
  volunteer: 'fiamme.step.volunteer',
  pick: 'fiamme.step.pick',
  veteran: 'fiamme.step.veteran',
} as const satisfies Record<Exclude<FiammeStep, 'over'>, string>;

export const REASON_KEYS = [
  'fiamme.error.gameOver',
  'fiamme.error.notYourTurn',
  'fiamme.error.badMove',
  'fiamme.error.wrongStep',
  'fiamme.error.valuesRequired',
  'fiamme.error.valuesNotAllowed',
  'fiamme.error.badValues',
  'fiamme.error.badDie',
  'fiamme.error.notRerollable',
  'fiamme.error.noArdimento',
  'fiamme.error.notEnoughPoints',
  'fiamme.error.alreadyPlaced',
  'fiamme.error.noTest',
  'fiamme.error.ardimentoFull',
  'fiamme.error.badUnit',
  'fiamme.error.notYourUnit',
  'fiamme.error.unitGone',
  'fiamme.error.alreadySelected',
  'fiamme.error.noGrenades',
  'fiamme.error.grenadesFull',
  'fiamme.error.notTrench',
  'fiamme.error.pmUnavailable',
  'fiamme.error.pmNotUsed',
  'fiamme.error.notCoop',
  'fiamme.error.badSeat',
  'fiamme.error.noUnits',
  'fiamme.error.badAttribute',
] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

export const LOG_KEYS = [
  'fiamme.log.setup',
  'fiamme.log.phase.tdn',
  'fiamme.log.phase.trench',
  'fiamme.log.stage2',
  'fiamme.log.turn',
  'fiamme.log.tdnCard',
  'fiamme.log.trenchCard',
  'fiamme.log.objectiveCard',
  'fiamme.log.objectiveStays',
  'fiamme.log.roll',
  'fiamme.log.reroll',
  'fiamme.log.command',
  'fiamme.log.buy.modifier',
  'fiamme.log.buy.ardimento',
  'fiamme.log.buy.choose',
  'fiamme.log.buy.bomb',
  'fiamme.log.buy.pass',
  'fiamme.log.buy.pmFlip',
  'fiamme.log.pm',
  'fiamme.log.fuoco',
  'fiamme.log.volunteer',
  'fiamme.log.selected',
  'fiamme.log.test.pass',
  'fiamme.log.test.fail',
  'fiamme.log.sniper.hit',
  'fiamme.log.sniper.miss',
  'fiamme.log.tokens',
  'fiamme.log.wound',
  'fiamme.log.eliminated',
  'fiamme.log.enemies',
  'fiamme.log.unbreakable',
  'fiamme.log.suppression',
  'fiamme.log.grenade',
  'fiamme.log.bomb.unused',
  'fiamme.log.bomb.noGrenades',
  'fiamme.log.fire',
  'fiamme.log.melee.win',
  'fiamme.log.melee.loss',
  'fiamme.log.granate',
  'fiamme.log.granate.skip',
  'fiamme.log.difesa',
  'fiamme.log.difesa.pm',
  'fiamme.log.difesa.stays',
  'fiamme.log.cardDiscarded',
  'fiamme.log.survived',
  'fiamme.log.veteran',
  'fiamme.log.win',
  'fiamme.log.lose',
] as const;
export type LogKey = (typeof LOG_KEYS)[number];

/** What each die did: keys 'fiamme.die.*'. */
export const DIE_KEYS = [
  'fiamme.die.command.point',
  'fiamme.die.command.none',
  'fiamme.die.select.unit',
  'fiamme.die.select.free',
  'fiamme.die.test.pass',
  'fiamme.die.test.fail',
  'fiamme.die.sniper.hit',
  'fiamme.die.sniper.miss',
  'fiamme.die.pm',
  'fiamme.die.fuoco.point',
  'fiamme.die.fuoco.none',
  'fiamme.die.enemies',
  'fiamme.die.grenade.miss',
  'fiamme.die.grenade.suppress',
  'fiamme.die.grenade.kill',
  'fiamme.die.grenade.noTarget',
  'fiamme.die.fire.hit',
  'fiamme.die.fire.miss',
  'fiamme.die.melee.unit',
  'fiamme.die.melee.enemy',
  'fiamme.die.granate',
] as const;

/** The summary of a whole roll: keys 'fiamme.result.*'. */
export const RESULT_KEYS = [
  'fiamme.result.command',
  'fiamme.result.select.unit',
  'fiamme.result.select.free',
  'fiamme.result.test.pass',
  'fiamme.result.test.fail',
  'fiamme.result.sniper.hit',
  'fiamme.result.sniper.miss',
  'fiamme.result.pm',
  'fiamme.result.fuoco',
  'fiamme.result.enemies',
  'fiamme.result.enemies.unbreakable',
  'fiamme.result.grenade',
  'fiamme.result.fire',
  'fiamme.result.melee.win',
  'fiamme.result.melee.loss',
  'fiamme.result.granate',
] as const;

/** What the player may do now: keys 'fiamme.explain.*' (view.explainKey). */
export const EXPLAIN_KEYS = [
  'fiamme.explain.command',
  'fiamme.explain.spend.tdn',
  'fiamme.explain.spend.trench',
  'fiamme.explain.reroll',
  'fiamme.explain.volunteer',
  'fiamme.explain.select',
  'fiamme.explain.select.coop',
  'fiamme.explain.pick',
  'fiamme.explain.test',
  'fiamme.explain.sniper',
  'fiamme.explain.pm',
  'fiamme.explain.fuoco',
  'fiamme.explain.enemies',
  'fiamme.explain.enemies.pm',
  'fiamme.explain.grenade',
  'fiamme.explain.fire',
  'fiamme.explain.melee',
  'fiamme.explain.granate',
  'fiamme.explain.veteran',
  'fiamme.explain.over.won',
  'fiamme.explain.over.lost',
] as const;

export const WIN_KEYS = ['fiamme.win.mission', 'fiamme.win.training', 'fiamme.win.counterattack'] as const;
export const LOSE_KEYS = ['fiamme.lose.wiped'] as const;

export interface LogEntry {
  key: LogKey;
  /** Seat numbers as `seat`/`partner`; names as i18n keys (unit, card, attribute); numbers. */
  params: { [key: string]: string | number };
}

/** A short text with its own params: an i18n key and the values it needs. */
export interface KeyedText {
  key: string;
  params: { [key: string]: string | number };
}

export type DieRole =
  | 'command'
  | 'select'
  | 'test'
  | 'sniper'
  | 'pm'
  | 'fuoco'
  | 'enemies'
  | 'grenade'
  | 'fire'
  | 'meleeUnit'
  | 'meleeEnemy'
  | 'granate';

export interface DieRecord {
  role: DieRole;
  value: number;
  /** The rules allow rerolling this die with Ardimento (false only for the enemy's melee die). */
  rerollable: boolean;
  /** A reroll could improve this die's result (what the reroll step offers). */
  useful: boolean;
  /** How many times it was rerolled. */
  rerolled: number;
  /** The number it is compared with (difficulty, fire factor, FUOCO value...), or null. */
  target: number | null;
  /** Fire dice: the enemy's position in the box (0-based) or null for the card's fire factor. */
  slot: number | null;
  /** What this die did. */
  effect: KeyedText;
}

export interface RollRecord {
  /** Increases with every roll and reroll, so the UI knows when to animate. */
  seq: number;
  purpose: RollPurpose;
  seat: Seat;
  /** The unit concerned (index in `units`), or null (command dice, enemies...). */
  unit: number | null;
  dice: DieRecord[];
  /** The roll has been applied (accepted or nothing to reroll). */
  final: boolean;
  /** Ardimento points spent on this roll. */
  rerolls: number;
  /** The values were entered by the player (physical dice). */
  physical: boolean;
  /** What the roll as a whole does. */
  result: KeyedText;
}

export type UnitStatus = 'ready' | 'eliminated' | 'defending';

export interface UnitState {
  id: string;
  owner: Seat;
  kind: 'squad' | 'pm';
  number: number;
  nameKey: string;
  attrs: Attributes;
  fuoco: [number, number] | null;
  wounds: number;
  grenades: number;
  status: UnitStatus;
  missions: number;
  veteran: Attribute | null;
}

export interface EnemyOnTable {
  /** Token index into ENEMY_TOKENS (hidden from views: it would reveal the other side). */
  t: number;
  up: boolean;
  /** Contrattacco's enemy that bombs and PM cannot touch. */
  hard: boolean;
}

export type PmState = 'ready' | 'used' | 'discarded' | 'none';

export interface FiammeState {
  rng: RngState;
  mission: MissionId;
  coop: boolean;
  seatCount: number;
  physical: boolean;
  campaign: { missionsPlayed: number; missionsWon: number; history: { mission: MissionId; won: boolean }[] };
  units: UnitState[];
  ardimento: number;
  phase: 'tdn' | 'trench' | 'end';
  stage: 1 | 2;
  turn: number;
  /** Terra di Nessuno deck, top last (hidden). */
  tdnDeck: string[];
  tdnDrawn: number;
  tdnCard: string | null;
  tdnDiscard: string[];
  /** Trincea deck, top last (hidden). */
  trenchDeck: string[];
  trenchCard: string | null;
  trenchDiscard: string[];
  /** Cards put aside face down (Contrattacco's three, mission 5's leftovers, unused ones). */
  trenchAside: string[];
  trenchDrawn: number;
  /** The enemy bag (token indices; hidden, only its size is public). */
  bag: number[];
  enemies: EnemyOnTable[];
  /** Command points rolled this turn, per seat. */
  pc: number[];
  /** Command-point tokens from no man's land, per seat (trench phase only). */
  tokens: number[];
  modifier: boolean;
  bomb: boolean;
  /** PM / FUOCO suppression points waiting for the enemy to be drawn. */
  suppression: number;
  pm: PmState;
  /** Active unit index, or -1. */
  active: number;
  /** Co-op: the player who volunteered to act this turn, or -1. */
  volunteer: number;
  /** Co-op: the PM unit firing FUOCO, or -1. */
  fuocoUnit: number;
  step: FiammeStep;
  /** Whose decision it is. */
  actor: Seat;
  /** Where a PM/FUOCO roll returns. */
  resume: 'spend' | 'enemies';
  lastRoll: RollRecord | null;
  rollSeq: number;
  veteranQueue: number[];
  result: 'won' | 'lost' | null;
  log: LogEntry[];
}

// ---- views -----------------------------------------------------------------------------------

export interface UnitView {
  index: number;
  id: string;
  nameKey: string;
  owner: Seat;
  kind: 'squad' | 'pm';
  number: number;
  attrs: Attributes;
  fuoco: [number, number] | null;
  wounds: number;
  /** -1 to attribute tests (second wound). */
  penalty: boolean;
  grenades: number;
  status: UnitStatus;
  active: boolean;
  missions: number;
  veteran: Attribute | null;
}

export interface TdnCardView {
  id: string;
  nameKey: string;
  test: TestSpec | null;
  sniper: number | null;
  pc: number;
}

export interface TrenchCardView {
  id: string;
  kind: TrenchKind;
  nameKey: string;
  test: TestSpec | null;
  enemies: number[];
  fire: number | null;
  special: TrenchSpecial;
}

export interface EnemyView {
  /** Position in the box (0 = first, the one that fights). */
  slot: number;
  side: 'front' | 'back';
  /** Fire factor, front side only. */
  fire: number | null;
  /** Melee value of the visible side. */
  melee: number;
  unbreakable: boolean;
}

export interface PendingRollView {
  purpose: RollPurpose;
  seat: Seat;
  unit: number | null;
  count: number;
  dice: { role: DieRole; target: number | null; slot: number | null; rerollable: boolean }[];
}

export interface FiammeView {
  viewer: Viewer;
  mission: MissionId;
  missionKey: string;
  mode: 'solo' | 'coop';
  seatCount: number;
  physicalDice: boolean;
  phase: 'tdn' | 'trench' | 'end';
  stage: 1 | 2;
  turn: number;
  step: FiammeStep;
  decision: PendingDecision | null;
  /** What the deciding player may do now, in words (i18n key 'fiamme.explain.*'). */
  explainKey: string;
  explainParams: { [key: string]: string | number };
  /** The moves open now (roll moves without values; with physical dice the UI asks for them). */
  choices: FiammeMove[];
  /** The roll the current step asks for, before it is made. */
  pendingRoll: PendingRollView | null;
  lastRoll: RollRecord | null;
  units: UnitView[];
  active: number | null;
  ardimento: number;
  ardimentoMax: number;
  commandPoints: number[];
  tokens: number[];
  tdn: { used: boolean; deckCount: number; drawn: number; total: number; current: TdnCardView | null; discard: string[] };
  trench: {
    deckCount: number;
    drawn: number;
    /** Missions without objective: cards in this mission's deck; null otherwise. */
    total: number | null;
    current: TrenchCardView | null;
    discard: string[];
    asideCount: number;
    /** An objective (or the Trincea di Collegamento) is still in the deck. */
    objectiveInDeck: boolean;
  };
  enemies: EnemyView[];
  bagCount: number;
  onCard: { modifier: boolean; bomb: boolean; suppression: number };
  pm: PmState;
  veteranPending: number[];
  log: LogEntry[];
  outcome: Outcome | null;
  /** Once the mission is over: what the campaign carries to the next one. */
  roster: CampaignRoster | null;
}

// =============================================================================================
// Small helpers

const C = {
  ardimentoStart: CONSTANTS.ardimentoStart.value,
  ardimentoMax: CONSTANTS.ardimentoMax.value,
  grenadesStart: CONSTANTS.grenadesStart.value,
  diceSolo: CONSTANTS.commandDiceSolo.value,
  diceCoop: CONSTANTS.commandDiceCoop.value,
  threshold: CONSTANTS.commandThreshold.value,
  tdnCards: CONSTANTS.tdnCards.value,
  selectSolo: CONSTANTS.selectCostSolo.value,
  selectCoop: CONSTANTS.selectCostCoop.value,
  ardimentoCost: CONSTANTS.ardimentoCost.value,
  modifierCost: CONSTANTS.modifierCost.value,
  bombCost: CONSTANTS.bombCost.value,
  passCost: CONSTANTS.passCost.value,
  pmFlipCost: CONSTANTS.pmFlipCost.value,
  fuocoCost: CONSTANTS.fuocoCost.value,
  grenadeDice: CONSTANTS.grenadeDice.value,
  woundsOut: CONSTANTS.woundsToEliminate.value,
  penaltyFrom: CONSTANTS.woundPenaltyFrom.value,
  veteran: CONSTANTS.veteranMissions.value,
};

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

const REGULAR_TRENCH = TRENCH_CARDS.map((c) => c.id);
const OBJECTIVE_IDS = OBJECTIVE_CARDS.map((c) => c.id);

type Result = ApplyResult<FiammeState>;
const fail = (reason: ReasonKey): Result => ({ ok: false, reason });

/**
 * The log array written by the current `apply` (or `setup`). The log is shared with the input
 * state until the first entry is added, then copied once: copying a long log on every move
 * would make a mission quadratic.
 */
let ownedLog: LogEntry[] | null = null;

function log(s: FiammeState, key: LogKey, params: LogEntry['params'] = {}): void {
  if (s.log !== ownedLog) {
    s.log = s.log.slice();
    ownedLog = s.log;
  }
  s.log.push({ key, params });
}

function cloneUnit(u: UnitState): UnitState {
  // Field by field: much faster than a spread in V8. `attrs` and `fuoco` are shared; the
  // veteran step replaces `attrs` instead of changing it.
  return {
    id: u.id,
    owner: u.owner,
    kind: u.kind,
    number: u.number,
    nameKey: u.nameKey,
    attrs: u.attrs,
    fuoco: u.fuoco,
    wounds: u.wounds,
    grenades: u.grenades,
    status: u.status,
    missions: u.missions,
    veteran: u.veteran,
  };
}

function cloneEnemy(e: EnemyOnTable): EnemyOnTable {
  return { t: e.t, up: e.up, hard: e.hard };
}

/**
 * The copy `apply` works on: every array a move may change is fresh (a dozen short arrays), the
 * log and the last roll are copied when first written (see `log`, `ownRoll`).
 */
function draft(s: FiammeState): FiammeState {
  ownedLog = null;
  return {
    rng: s.rng,
    mission: s.mission,
    coop: s.coop,
    seatCount: s.seatCount,
    physical: s.physical,
    campaign: s.campaign,
    units: s.units.map(cloneUnit),
    ardimento: s.ardimento,
    phase: s.phase,
    stage: s.stage,
    turn: s.turn,
    tdnDeck: s.tdnDeck.slice(),
    tdnDrawn: s.tdnDrawn,
    tdnCard: s.tdnCard,
    tdnDiscard: s.tdnDiscard.slice(),
    trenchDeck: s.trenchDeck.slice(),
    trenchCard: s.trenchCard,
    trenchDiscard: s.trenchDiscard.slice(),
    trenchAside: s.trenchAside.slice(),
    trenchDrawn: s.trenchDrawn,
    bag: s.bag.slice(),
    enemies: s.enemies.map(cloneEnemy),
    pc: s.pc.slice(),
    tokens: s.tokens.slice(),
    modifier: s.modifier,
    bomb: s.bomb,
    suppression: s.suppression,
    pm: s.pm,
    active: s.active,
    volunteer: s.volunteer,
    fuocoUnit: s.fuocoUnit,
    step: s.step,
    actor: s.actor,
    resume: s.resume,
    lastRoll: s.lastRoll,
    rollSeq: s.rollSeq,
    veteranQueue: s.veteranQueue.slice(),
    result: s.result,
    log: s.log,
  };
}

/** A private copy of the last roll, dice included, before changing it. */
function ownRoll(s: FiammeState): RollRecord {
  const r = s.lastRoll!;
  const copy: RollRecord = { ...r, dice: r.dice.map((d) => ({ ...d })) };
  s.lastRoll = copy;
  return copy;
}

function ready(u: UnitState): boolean {
  return u.status === 'ready';
}

function readyUnits(s: FiammeState, owner: Seat | null = null): number[] {
  const out: number[] = [];
  s.units.forEach((u, i) => {
    if (u.status === 'ready' && (owner === null || u.owner === owner)) out.push(i);
  });
  return out;
}

function pool(s: FiammeState, seat: Seat): number {
  return s.pc[seat] + (s.phase === 'trench' ? s.tokens[seat] : 0);
}

/** Pays from the rolled points first, then from the tokens (trench phase). */
function pay(s: FiammeState, seat: Seat, n: number): void {
  const fromPc = Math.min(n, s.pc[seat]);
  s.pc[seat] -= fromPc;
  s.tokens[seat] -= n - fromPc;
}

function tdnCard(s: FiammeState) {
  return s.tdnCard === null ? null : TDN_BY_ID[s.tdnCard];
}

function trenchCard(s: FiammeState) {
  return s.trenchCard === null ? null : TRENCH_BY_ID[s.trenchCard];
}

/** The test of the card in play (either phase), or null. */
function currentTest(s: FiammeState): TestSpec | null {
  if (s.phase === 'tdn') return tdnCard(s)?.test ?? null;
  if (s.phase === 'trench') return trenchCard(s)?.test ?? null;
  return null;
}

function ownerOfActive(s: FiammeState): Seat {
  return s.active >= 0 ? s.units[s.active].owner : 0;
}

function unitKey(s: FiammeState, i: number): string {
  return s.units[i].nameKey;
}

/** The visible melee value of an enemy on the table. */
function enemyMelee(e: EnemyOnTable): number {
  const tok = ENEMY_TOKENS[e.t];
  return e.up ? tok.melee : tok.backMelee;
}

// =============================================================================================
// Setup

function unitFrom(rec: UnitRecord, r: RosterUnit | null): UnitState {
  return {
    id: rec.id,
    owner: rec.owner,
    kind: rec.kind,
    number: rec.number,
    nameKey: rec.nameKey,
    attrs: r ? { ...r.attrs } : { ...rec.attrs },
    fuoco: rec.fuoco ? [rec.fuoco[0], rec.fuoco[1]] : null,
    wounds: 0,
    grenades: rec.grenades,
    status: 'ready',
    missions: r ? r.missions : 0,
    veteran: r ? r.veteran : null,
  };
}

/** Checks a roster's shape against the board of this seat count; returns a message or null. */
export function rosterProblem(roster: CampaignRoster, seatCount: number): string | null {
  const board = seatCount === 2 ? BOARD_B : BOARD_A;
  const mode = seatCount === 2 ? 'coop' : 'solo';
  if (roster === null || typeof roster !== 'object') return 'roster is not an object';
  if (roster.mode !== mode) return `roster is for ${String(roster.mode)}, this game is ${mode}`;
  if (!Array.isArray(roster.units) || roster.units.length !== board.length) return 'roster has the wrong units';
  for (let i = 0; i < board.length; i++) {
    const u = roster.units[i];
    if (!u || u.id !== board[i].id) return `roster unit ${i} should be ${board[i].id}`;
    for (const a of ATTRIBUTES) if (!isInt(u.attrs?.[a]) || u.attrs[a] < 1 || u.attrs[a] > 9) return `bad ${a} for ${u.id}`;
    if (!isInt(u.missions) || u.missions < 0) return `bad missions for ${u.id}`;
    if (u.veteran !== null && !ATTRIBUTES.includes(u.veteran)) return `bad veteran mark for ${u.id}`;
  }
  if (!isInt(roster.missionsPlayed) || !isInt(roster.missionsWon) || !Array.isArray(roster.history)) return 'bad counters';
  return null;
}

/** A fresh roster: the board's units with no mission behind them. */
export function freshRoster(seatCount: number): CampaignRoster {
  const board = seatCount === 2 ? BOARD_B : BOARD_A;
  return {
    mode: seatCount === 2 ? 'coop' : 'solo',
    units: board.map((u) => ({ id: u.id, attrs: { ...u.attrs }, missions: 0, veteran: null })),
    missionsPlayed: 0,
    missionsWon: 0,
    history: [],
  };
}

/** Builds the Trincea deck of a mission (top last) and what is put aside unseen. */
function buildTrenchDeck(rng: Rng, mission: MissionId): { deck: string[]; aside: string[] } {
  const m = MISSIONS[mission];
  const shuffled = rng.shuffle(REGULAR_TRENCH);
  if (m.objective === 'none') {
    const n = m.trenchCards ?? shuffled.length;
    return { deck: shuffled.slice(0, n), aside: shuffled.slice(n) };
  }
  const objective = m.objective === 'link' ? LINK_CARD.id : rng.pick(OBJECTIVE_IDS);
  // Two halves; the objective is shuffled into one, the other goes on top of it.
  const half = Math.floor(shuffled.length / 2);
  const top = shuffled.slice(0, half);
  const bottom = rng.shuffle([...shuffled.slice(half), objective]);
  return { deck: [...bottom, ...top], aside: [] };
}

function setup(options: FiammeOptions, seatCount: number, seed: number): FiammeState {
  if (seatCount !== 1 && seatCount !== 2) throw new RangeError(`Fiamme d'assalto is for 1 or 2 players, not ${seatCount}`);
  const mission = options?.mission;
  if (!MISSION_IDS.includes(mission)) throw new RangeError(`mission must be 1 to 5, not ${String(mission)}`);
  const roster = options.roster ?? null;
  if (roster !== null) {
    const why = rosterProblem(roster, seatCount);
    if (why) throw new RangeError(`bad campaign roster: ${why}`);
  }
  const coop = seatCount === 2;
  const board = coop ? BOARD_B : BOARD_A;
  const m = MISSIONS[mission];
  const rng = new Rng(seedRng(seed));
  const tdnDeck = m.tdn ? rng.shuffle(TDN_CARDS.map((c) => c.id)) : [];
  const { deck, aside } = buildTrenchDeck(rng, mission);
  ownedLog = null;
  const s: FiammeState = {
    rng: rng.state,
    mission,
    coop,
    seatCount,
    physical: Boolean(options.physicalDice),
    campaign: roster
      ? { missionsPlayed: roster.missionsPlayed, missionsWon: roster.missionsWon, history: roster.history.map((h) => ({ ...h })) }
      : { missionsPlayed: 0, missionsWon: 0, history: [] },
    units: board.map((rec, i) => unitFrom(rec, roster ? roster.units[i] : null)),
    ardimento: C.ardimentoStart,
    phase: m.tdn ? 'tdn' : 'trench',
    stage: 1,
    turn: 0,
    tdnDeck,
    tdnDrawn: 0,
    tdnCard: null,
    tdnDiscard: [],
    trenchDeck: deck,
    trenchCard: null,
    trenchDiscard: [],
    trenchAside: aside,
    trenchDrawn: 0,
    bag: ENEMY_TOKENS.map((_, i) => i),
    enemies: [],
    pc: coop ? [0, 0] : [0],
    tokens: coop ? [0, 0] : [0],
    modifier: false,
    bomb: false,
    suppression: 0,
    pm: coop || !m.pm ? 'none' : 'ready',
    active: -1,
    volunteer: -1,
    fuocoUnit: -1,
    step: 'command',
    actor: 0,
    resume: 'spend',
    lastRoll: null,
    rollSeq: 0,
    veteranQueue: [],
    result: null,
    log: [],
  };
  log(s, 'fiamme.log.setup', { mission: m.nameKey, mode: coop ? 'fiamme.mode.coop' : 'fiamme.mode.solo' });
  if (m.tdn) {
    log(s, 'fiamme.log.phase.tdn');
    startTdnTurn(s);
  } else {
    log(s, 'fiamme.log.phase.trench');
    startTrenchTurn(s);
  }
  return s;
}

// =============================================================================================
// Flow (all functions below mutate a draft)

function resetTurn(s: FiammeState): void {
  s.turn += 1;
  s.pc = s.pc.map(() => 0);
  s.modifier = false;
  s.bomb = false;
  s.suppression = 0;
  s.active = -1;
  s.volunteer = -1;
  s.fuocoUnit = -1;
  log(s, 'fiamme.log.turn', { turn: s.turn });
}

function startTdnTurn(s: FiammeState): void {
  resetTurn(s);
  const id = s.tdnDeck.pop() as string;
  s.tdnDrawn += 1;
  s.tdnCard = id;
  log(s, 'fiamme.log.tdnCard', { card: TDN_BY_ID[id].nameKey, n: s.tdnDrawn });
  rollStep(s, 'command', 0);
}

function startTrenchTurn(s: FiammeState): void {
  resetTurn(s);
  rollStep(s, 'command', 0);
}

function rollStep(s: FiammeState, purpose: RollPurpose, seat: Seat): void {
  s.step = purpose;
  s.actor = seat;
}

function drawTrench(s: FiammeState): void {
  if (s.trenchCard !== null) {
    log(s, 'fiamme.log.objectiveStays', { card: TRENCH_BY_ID[s.trenchCard].nameKey });
    return;
  }
  const id = s.trenchDeck.pop();
  if (id === undefined) throw new Error('fiamme: the Trincea deck ran out (invariant broken)');
  s.trenchDrawn += 1;
  s.trenchCard = id;
  const card = TRENCH_BY_ID[id];
  log(s, card.kind === 'trench' ? 'fiamme.log.trenchCard' : 'fiamme.log.objectiveCard', {
    card: card.nameKey,
    n: s.trenchDrawn,
  });
}

function afterCommand(s: FiammeState, seat: Seat): void {
  if (s.coop && seat === 0) {
    rollStep(s, 'command', 1);
    return;
  }
  if (s.phase === 'trench') drawTrench(s);
  enterSpend(s, 0);
}

function enterSpend(s: FiammeState, seat: Seat): void {
  s.step = 'spend';
  s.actor = seat;
  s.resume = 'spend';
  // Nothing to spend and nothing to use: the step would only offer 'done'.
  if (spendMoves(s, seat).length === 1) endSpend(s, seat);
}

function endSpend(s: FiammeState, seat: Seat): void {
  if (s.coop && seat === 0) {
    enterSpend(s, 1);
    return;
  }
  beginSelection(s);
}

function selectUnit(s: FiammeState, unit: number, how: 'choice' | 'die' | 'free' | 'only'): void {
  s.active = unit;
  log(s, 'fiamme.log.selected', { unit: unitKey(s, unit), how: `fiamme.how.${how}`, seat: s.units[unit].owner });
  afterSelection(s);
}

function beginSelection(s: FiammeState): void {
  if (s.active >= 0) {
    log(s, 'fiamme.log.selected', { unit: unitKey(s, s.active), how: 'fiamme.how.choice', seat: s.units[s.active].owner });
    afterSelection(s);
    return;
  }
  if (!s.coop) {
    const c = readyUnits(s);
    if (c.length === 1) selectUnit(s, c[0], 'only');
    else rollStep(s, 'select', 0);
    return;
  }
  const seats = [0, 1].filter((seat) => readyUnits(s, seat).length > 0);
  if (seats.length === 1) volunteer(s, seats[0]);
  else {
    s.step = 'volunteer';
    s.actor = 0;
  }
}

function volunteer(s: FiammeState, seat: Seat): void {
  s.volunteer = seat;
  log(s, 'fiamme.log.volunteer', { seat });
  const own = readyUnits(s, seat);
  if (own.length === 1) selectUnit(s, own[0], 'only');
  else rollStep(s, 'select', seat);
}

function pickStep(s: FiammeState, seat: Seat): void {
  const c = pickCandidates(s);
  if (c.length === 1) selectUnit(s, c[0], 'only');
  else {
    s.step = 'pick';
    s.actor = seat;
  }
}

function pickCandidates(s: FiammeState): number[] {
  return s.coop ? readyUnits(s, s.volunteer) : readyUnits(s);
}

function afterSelection(s: FiammeState): void {
  const seat = ownerOfActive(s);
  if (s.phase === 'tdn') {
    const card = tdnCard(s)!;
    rollStep(s, card.sniper !== null ? 'sniper' : 'test', seat);
    return;
  }
  const card = trenchCard(s)!;
  if (card.test) rollStep(s, 'test', seat);
  else beginEnemies(s);
}

function beginEnemies(s: FiammeState): void {
  s.resume = 'enemies';
  rollStep(s, 'enemies', ownerOfActive(s));
}

/** Gives one wound; returns true when the unit is eliminated. */
function wound(s: FiammeState, i: number): boolean {
  const u = s.units[i];
  if (u.status !== 'ready') return false;
  u.wounds += 1;
  log(s, 'fiamme.log.wound', { unit: u.nameKey, wounds: u.wounds });
  if (u.wounds >= C.woundsOut) {
    u.status = 'eliminated';
    log(s, 'fiamme.log.eliminated', { unit: u.nameKey, seat: u.owner });
    return true;
  }
  return false;
}

function defeated(s: FiammeState): boolean {
  return !s.units.some(ready);
}

function endTdnTurn(s: FiammeState): void {
  s.tdnDiscard.push(s.tdnCard as string);
  s.tdnCard = null;
  s.modifier = false;
  if (defeated(s)) {
    lose(s);
    return;
  }
  if (s.tdnDrawn >= C.tdnCards || s.tdnDeck.length === 0) {
    s.phase = 'trench';
    log(s, 'fiamme.log.phase.trench');
    startTrenchTurn(s);
  } else startTdnTurn(s);
}

/** Flips the first face-up enemy that can be touched; returns its slot or -1. */
function suppressFirst(enemies: EnemyOnTable[]): number {
  for (let i = 0; i < enemies.length; i++) {
    const e = enemies[i];
    if (e.up && !e.hard) {
      e.up = false;
      return i;
    }
  }
  return -1;
}

/** Removes the first face-up enemy that can be touched, else the first touchable one. */
function eliminateFirst(enemies: EnemyOnTable[]): EnemyOnTable | null {
  let k = enemies.findIndex((e) => e.up && !e.hard);
  if (k < 0) k = enemies.findIndex((e) => !e.hard);
  if (k < 0) return null;
  return enemies.splice(k, 1)[0];
}

function placeEnemies(s: FiammeState, count: number, hard: boolean): void {
  const rng = new Rng(s.rng);
  const total = count + (hard ? 1 : 0);
  for (let k = 0; k < total && s.bag.length > 0; k++) {
    const i = rng.int(0, s.bag.length - 1);
    const t = s.bag.splice(i, 1)[0];
    s.enemies.push({ t, up: true, hard: hard && k === total - 1 });
  }
  s.rng = rng.state;
  if (hard) log(s, 'fiamme.log.unbreakable');
  if (s.suppression > 0 && s.enemies.length > 0) {
    let flipped = 0;
    for (let p = 0; p < s.suppression; p++) if (suppressFirst(s.enemies) >= 0) flipped++;
    log(s, 'fiamme.log.suppression', { points: s.suppression, flipped });
  }
  s.suppression = 0;
}

function afterEnemies(s: FiammeState): void {
  const seat = ownerOfActive(s);
  if (s.bomb) {
    s.bomb = false;
    const u = s.units[s.active];
    if (s.enemies.length === 0) log(s, 'fiamme.log.bomb.unused');
    else if (u.grenades <= 0) log(s, 'fiamme.log.bomb.noGrenades', { unit: u.nameKey });
    else {
      rollStep(s, 'grenade', seat);
      return;
    }
  }
  beginFire(s);
}

function fireDiceCount(s: FiammeState): number {
  if (s.enemies.length === 0) return 0;
  const card = trenchCard(s)!;
  return s.enemies.filter((e) => e.up).length + (card.fire !== null ? 1 : 0);
}

function beginFire(s: FiammeState): void {
  if (fireDiceCount(s) === 0) afterFire(s);
  else rollStep(s, 'fire', ownerOfActive(s));
}

function afterFire(s: FiammeState): void {
  if (s.enemies.length > 0) rollStep(s, 'melee', ownerOfActive(s));
  else endCombat(s, false);
}

function endCombat(s: FiammeState, eliminated: boolean): void {
  for (const e of s.enemies) s.bag.push(e.t);
  s.enemies = [];
  s.suppression = 0;
  s.bomb = false;
  s.modifier = false;
  const card = trenchCard(s)!;
  if (eliminated) {
    if (card.kind === 'trench') discardTrench(s);
    nextOrEnd(s);
    return;
  }
  const u = s.units[s.active];
  if (card.special === 'granate' && u.grenades < GRENADES_MAX) {
    rollStep(s, 'granate', u.owner);
    return;
  }
  if (card.special === 'difesa') difesa(s);
  finishCard(s);
}

function difesa(s: FiammeState): void {
  const u = s.units[s.active];
  if (readyUnits(s).length > 1) {
    u.status = 'defending';
    log(s, 'fiamme.log.difesa', { unit: u.nameKey, seat: u.owner });
  } else if (s.pm === 'ready' || s.pm === 'used') {
    s.pm = 'discarded';
    log(s, 'fiamme.log.difesa.pm', { unit: u.nameKey });
  } else {
    log(s, 'fiamme.log.difesa.stays', { unit: u.nameKey });
  }
}

function discardTrench(s: FiammeState): void {
  const id = s.trenchCard as string;
  s.trenchDiscard.push(id);
  s.trenchCard = null;
  log(s, 'fiamme.log.cardDiscarded', { card: TRENCH_BY_ID[id].nameKey });
}

/** The active unit survived the card: discard it and see what comes next. */
function finishCard(s: FiammeState): void {
  const card = trenchCard(s)!;
  discardTrench(s);
  if (card.kind === 'objective') {
    win(s);
    return;
  }
  if (card.kind === 'link') secondStage(s);
  nextOrEnd(s);
}

function secondStage(s: FiammeState): void {
  const m = MISSIONS[s.mission];
  const rng = new Rng(s.rng);
  const all = rng.shuffle(REGULAR_TRENCH);
  const n = m.secondStage ?? 8;
  const objective = rng.pick(OBJECTIVE_IDS);
  s.trenchDeck = rng.shuffle([...all.slice(0, n), objective]);
  s.trenchAside = all.slice(n);
  s.trenchDiscard = [LINK_CARD.id];
  s.rng = rng.state;
  s.stage = 2;
  log(s, 'fiamme.log.stage2', { cards: n + 1 });
}

function nextOrEnd(s: FiammeState): void {
  if (defeated(s)) {
    lose(s);
    return;
  }
  if (MISSIONS[s.mission].objective === 'none' && s.trenchCard === null && s.trenchDeck.length === 0) {
    win(s);
    return;
  }
  startTrenchTurn(s);
}

function win(s: FiammeState): void {
  s.result = 'won';
  s.phase = 'end';
  s.active = -1;
  log(s, 'fiamme.log.win', { mission: MISSIONS[s.mission].nameKey });
  s.units.forEach((u, i) => {
    if (u.status === 'eliminated') return;
    u.missions += 1;
    log(s, 'fiamme.log.survived', { unit: u.nameKey, missions: u.missions });
    if (u.missions >= C.veteran && u.veteran === null) s.veteranQueue.push(i);
  });
  nextVeteran(s);
}

function nextVeteran(s: FiammeState): void {
  if (s.veteranQueue.length > 0) {
    s.step = 'veteran';
    s.actor = s.units[s.veteranQueue[0]].owner;
  } else {
    s.step = 'over';
    s.actor = 0;
  }
}

function lose(s: FiammeState): void {
  s.result = 'lost';
  s.phase = 'end';
  s.active = -1;
  s.step = 'over';
  s.actor = 0;
  log(s, 'fiamme.log.lose', { mission: MISSIONS[s.mission].nameKey });
}

// =============================================================================================
// Dice: what a roll needs, what each die does, whether a reroll could help

interface DieSpec {
  role: DieRole;
  target: number | null;
  slot: number | null;
  rerollable: boolean;
}

function spec(role: DieRole, target: number | null = null, slot: number | null = null, rerollable = true): DieSpec {
  return { role, target, slot, rerollable };
}

function testTarget(s: FiammeState): number {
  return currentTest(s)!.difficulty;
}

/** The dice the current roll step asks for. */
function rollSpecs(s: FiammeState, purpose: RollPurpose): DieSpec[] {
  switch (purpose) {
    case 'command': {
      const n = s.coop ? C.diceCoop : C.diceSolo;
      return Array.from({ length: n }, () => spec('command', C.threshold));
    }
    case 'select':
      return [spec('select')];
    case 'test':
      return [spec('test', testTarget(s))];
    case 'sniper':
      return [spec('sniper', tdnCard(s)!.sniper)];
    case 'pm':
      return [spec('pm')];
    case 'fuoco': {
      const f = s.units[s.fuocoUnit].fuoco!;
      return [spec('fuoco', f[0]), spec('fuoco', f[1])];
    }
    case 'enemies':
      return [spec('enemies')];
    case 'grenade':
      return Array.from({ length: C.grenadeDice }, () => spec('grenade'));
    case 'fire': {
      const out: DieSpec[] = [];
      s.enemies.forEach((e, i) => {
        if (e.up) out.push(spec('fire', ENEMY_TOKENS[e.t].fire, i));
      });
      const f = trenchCard(s)!.fire;
      if (f !== null && s.enemies.length > 0) out.push(spec('fire', f, null));
      return out;
    }
    case 'melee':
      return [
        spec('meleeUnit', s.units[s.active].attrs.combattimento),
        spec('meleeEnemy', enemyMelee(s.enemies[0]), 0, false),
      ];
    case 'granate':
      return [spec('granate')];
  }
}

function kt(key: string, params: KeyedText['params'] = {}): KeyedText {
  return { key, params };
}

/** The unit's total for the current test with die value d. */
function testTotal(s: FiammeState, d: number): number {
  const u = s.units[s.active];
  const t = currentTest(s)!;
  return d + u.attrs[t.attr] + (s.modifier ? 1 : 0) - (u.wounds >= C.penaltyFrom ? 1 : 0);
}

function enemyRoll(s: FiammeState, d: number): { n: number; count: number; hard: boolean } {
  const m = MISSIONS[s.mission];
  const n = d + m.enemyMod;
  const row = Math.min(6, Math.max(1, n));
  const card = trenchCard(s)!;
  return { n, count: card.enemies[row - 1], hard: m.unbreakable && n >= 7 };
}

/** Fills each die's effect and usefulness and the roll's result from the current values. */
function evaluate(s: FiammeState, roll: RollRecord): void {
  const dice = roll.dice;
  switch (roll.purpose) {
    case 'command': {
      let points = 0;
      for (const d of dice) {
        const ok = d.value >= C.threshold;
        if (ok) points++;
        d.effect = kt(ok ? 'fiamme.die.command.point' : 'fiamme.die.command.none');
        d.useful = !ok;
      }
      roll.result = kt('fiamme.result.command', { points });
      return;
    }
    case 'select': {
      const d = dice[0];
      const unit = selectTarget(s, d.value);
      d.useful = true;
      if (unit >= 0) {
        d.effect = kt('fiamme.die.select.unit', { unit: unitKey(s, unit) });
        roll.result = kt('fiamme.result.select.unit', { unit: unitKey(s, unit) });
      } else {
        d.effect = kt('fiamme.die.select.free');
        roll.result = kt('fiamme.result.select.free');
      }
      return;
    }
    case 'test': {
      const d = dice[0];
      const total = testTotal(s, d.value);
      const t = currentTest(s)!;
      const pass = total >= t.difficulty;
      d.useful = !pass;
      const params = { total, difficulty: t.difficulty, attr: `fiamme.attr.${t.attr}` };
      d.effect = kt(pass ? 'fiamme.die.test.pass' : 'fiamme.die.test.fail', params);
      roll.result = kt(pass ? 'fiamme.result.test.pass' : 'fiamme.result.test.fail', params);
      return;
    }
    case 'sniper': {
      const d = dice[0];
      const hit = d.value >= (d.target as number);
      d.useful = hit;
      d.effect = kt(hit ? 'fiamme.die.sniper.hit' : 'fiamme.die.sniper.miss', { target: d.target as number });
      roll.result = kt(hit ? 'fiamme.result.sniper.hit' : 'fiamme.result.sniper.miss');
      return;
    }
    case 'pm': {
      const d = dice[0];
      const points = PM_TABLE.suppression[d.value - 1];
      d.useful = points < Math.max(...PM_TABLE.suppression);
      d.effect = kt('fiamme.die.pm', { points });
      roll.result = kt('fiamme.result.pm', { points });
      return;
    }
    case 'fuoco': {
      let points = 0;
      for (const d of dice) {
        const ok = d.value >= (d.target as number);
        if (ok) points++;
        d.useful = !ok;
        d.effect = kt(ok ? 'fiamme.die.fuoco.point' : 'fiamme.die.fuoco.none', { target: d.target as number });
      }
      roll.result = kt('fiamme.result.fuoco', { points });
      return;
    }
    case 'enemies': {
      const d = dice[0];
      const r = enemyRoll(s, d.value);
      const min = Math.min(...trenchCard(s)!.enemies);
      d.useful = r.count > min || r.hard;
      d.effect = kt('fiamme.die.enemies', { count: r.count + (r.hard ? 1 : 0), roll: r.n });
      roll.result = kt(r.hard ? 'fiamme.result.enemies.unbreakable' : 'fiamme.result.enemies', {
        count: r.count + (r.hard ? 1 : 0),
        roll: r.n,
      });
      return;
    }
    case 'grenade': {
      const sim = s.enemies.map((e, i) => ({ up: e.up, hard: e.hard, slot: i }));
      let suppressed = 0;
      let killed = 0;
      for (const d of dice) {
        if (d.value === 1) {
          d.effect = kt('fiamme.die.grenade.miss');
        } else if (d.value <= 5) {
          const e = sim.find((x) => x.up && !x.hard);
          if (e) {
            e.up = false;
            suppressed++;
            d.effect = kt('fiamme.die.grenade.suppress', { enemy: e.slot + 1 });
          } else d.effect = kt('fiamme.die.grenade.noTarget');
        } else {
          let k = sim.findIndex((x) => x.up && !x.hard);
          if (k < 0) k = sim.findIndex((x) => !x.hard);
          if (k >= 0) {
            const e = sim.splice(k, 1)[0];
            killed++;
            d.effect = kt('fiamme.die.grenade.kill', { enemy: e.slot + 1 });
          } else d.effect = kt('fiamme.die.grenade.noTarget');
        }
      }
      // A reroll can only help while some enemy the grenade can touch is still there.
      const left = sim.some((x) => !x.hard);
      for (const d of dice) d.useful = left && d.value < 6;
      roll.result = kt('fiamme.result.grenade', { suppressed, killed });
      return;
    }
    case 'fire': {
      let hits = 0;
      for (const d of dice) {
        const hit = d.value >= (d.target as number);
        if (hit) hits++;
        d.useful = hit;
        const params: KeyedText['params'] = { target: d.target as number };
        if (d.slot !== null) params.enemy = d.slot + 1;
        d.effect = kt(hit ? 'fiamme.die.fire.hit' : 'fiamme.die.fire.miss', params);
      }
      roll.result = kt('fiamme.result.fire', { hits });
      return;
    }
    case 'melee': {
      const [du, de] = dice;
      const unitTotal = du.value + (du.target as number);
      const enemyTotal = de.value + (de.target as number);
      const won = unitTotal > enemyTotal;
      du.useful = !won;
      de.useful = false;
      du.effect = kt('fiamme.die.melee.unit', { total: unitTotal });
      de.effect = kt('fiamme.die.melee.enemy', { total: enemyTotal });
      roll.result = kt(won ? 'fiamme.result.melee.win' : 'fiamme.result.melee.loss', { total: unitTotal, enemyTotal });
      return;
    }
    case 'granate': {
      const d = dice[0];
      const u = s.units[s.active];
      const bombs = Math.min(Math.ceil(d.value / 2), GRENADES_MAX - u.grenades);
      d.useful = bombs < Math.min(3, GRENADES_MAX - u.grenades);
      d.effect = kt('fiamme.die.granate', { bombs });
      roll.result = kt('fiamme.result.granate', { bombs });
      return;
    }
  }
}

/** Selection die: the unit it names (if in play), or -1 for a free choice. */
function selectTarget(s: FiammeState, value: number): number {
  if (!s.coop) return s.units.findIndex((u) => u.number === value && ready(u));
  const number = value % 2 === 1 ? 1 : 2;
  return s.units.findIndex((u) => u.owner === s.volunteer && u.kind === 'squad' && u.number === number && ready(u));
}

function canReroll(s: FiammeState, roll: RollRecord): boolean {
  return s.ardimento > 0 && roll.dice.some((d) => d.rerollable && d.useful);
}

function unitOfRoll(s: FiammeState, purpose: RollPurpose): number | null {
  if (purpose === 'fuoco') return s.fuocoUnit;
  if (purpose === 'command' || purpose === 'select' || purpose === 'pm') return null;
  return s.active >= 0 ? s.active : null;
}

function diceText(roll: RollRecord): string {
  return roll.dice.map((d) => d.value).join('-');
}

function makeRoll(s: FiammeState, values: number[]): void {
  const purpose = s.step as RollPurpose;
  const specs = rollSpecs(s, purpose);
  s.rollSeq += 1;
  const roll: RollRecord = {
    seq: s.rollSeq,
    purpose,
    seat: s.actor,
    unit: unitOfRoll(s, purpose),
    dice: specs.map((sp, i) => ({
      role: sp.role,
      value: values[i],
      rerollable: sp.rerollable,
      useful: false,
      rerolled: 0,
      target: sp.target,
      slot: sp.slot,
      effect: kt('fiamme.die.command.none'),
    })),
    final: false,
    rerolls: 0,
    physical: s.physical,
    result: kt('fiamme.result.command', { points: 0 }),
  };
  evaluate(s, roll);
  s.lastRoll = roll;
  log(s, 'fiamme.log.roll', { seat: s.actor, purpose: `fiamme.purpose.${purpose}`, dice: diceText(roll) });
  if (canReroll(s, roll)) s.step = 'reroll';
  else resolveRoll(s);
}

function resolveRoll(s: FiammeState): void {
  const roll: RollRecord = { ...s.lastRoll!, final: true };
  s.lastRoll = roll;
  const seat = roll.seat;
  const v = roll.dice.map((d) => d.value);
  switch (roll.purpose) {
    case 'command': {
      const points = v.filter((x) => x >= C.threshold).length;
      s.pc[seat] = points;
      log(s, 'fiamme.log.command', { seat, points });
      afterCommand(s, seat);
      return;
    }
    case 'select': {
      const unit = selectTarget(s, v[0]);
      if (unit >= 0) selectUnit(s, unit, 'die');
      else pickStep(s, seat);
      return;
    }
    case 'test': {
      const u = s.units[s.active];
      const t = currentTest(s)!;
      const total = testTotal(s, v[0]);
      const pass = total >= t.difficulty;
      log(s, pass ? 'fiamme.log.test.pass' : 'fiamme.log.test.fail', {
        unit: u.nameKey,
        attr: `fiamme.attr.${t.attr}`,
        total,
        difficulty: t.difficulty,
      });
      let out = false;
      if (!pass) out = wound(s, s.active);
      if (s.phase === 'tdn') {
        const card = tdnCard(s)!;
        if (pass && card.pc > 0) {
          s.tokens[u.owner] += card.pc;
          log(s, 'fiamme.log.tokens', { seat: u.owner, points: card.pc });
        }
        endTdnTurn(s);
        return;
      }
      if (out) endCombat(s, true);
      else beginEnemies(s);
      return;
    }
    case 'sniper': {
      const u = s.units[s.active];
      const hit = v[0] >= (roll.dice[0].target as number);
      log(s, hit ? 'fiamme.log.sniper.hit' : 'fiamme.log.sniper.miss', { unit: u.nameKey, value: v[0] });
      if (hit) wound(s, s.active);
      endTdnTurn(s);
      return;
    }
    case 'pm': {
      const points = PM_TABLE.suppression[v[0] - 1];
      s.suppression += points;
      s.pm = 'used';
      log(s, 'fiamme.log.pm', { points });
      if (s.resume === 'enemies') rollStep(s, 'enemies', ownerOfActive(s));
      else enterSpend(s, s.actor);
      return;
    }
    case 'fuoco': {
      let points = 0;
      roll.dice.forEach((d) => {
        if (d.value >= (d.target as number)) points++;
      });
      s.suppression += points;
      log(s, 'fiamme.log.fuoco', { seat, unit: unitKey(s, s.fuocoUnit), points });
      s.fuocoUnit = -1;
      enterSpend(s, s.actor);
      return;
    }
    case 'enemies': {
      const r = enemyRoll(s, v[0]);
      log(s, 'fiamme.log.enemies', { count: r.count + (r.hard ? 1 : 0), roll: r.n });
      placeEnemies(s, r.count, r.hard);
      afterEnemies(s);
      return;
    }
    case 'grenade': {
      const u = s.units[s.active];
      u.grenades -= 1;
      let suppressed = 0;
      let killed = 0;
      for (const x of v) {
        if (x === 1) continue;
        if (x <= 5) {
          if (suppressFirst(s.enemies) >= 0) suppressed++;
        } else {
          const e = eliminateFirst(s.enemies);
          if (e) {
            s.bag.push(e.t);
            killed++;
          }
        }
      }
      log(s, 'fiamme.log.grenade', { unit: u.nameKey, suppressed, killed, grenades: u.grenades });
      beginFire(s);
      return;
    }
    case 'fire': {
      let hits = 0;
      let out = false;
      for (const d of roll.dice) {
        if (d.value >= (d.target as number)) {
          hits++;
          if (!out) out = wound(s, s.active);
        }
      }
      log(s, 'fiamme.log.fire', { hits, dice: roll.dice.length });
      if (out) endCombat(s, true);
      else afterFire(s);
      return;
    }
    case 'melee': {
      const u = s.units[s.active];
      const unitTotal = v[0] + u.attrs.combattimento;
      const enemyTotal = v[1] + enemyMelee(s.enemies[0]);
      if (unitTotal > enemyTotal) {
        const e = s.enemies.shift()!;
        s.bag.push(e.t);
        log(s, 'fiamme.log.melee.win', { unit: u.nameKey, total: unitTotal, enemyTotal });
        if (s.enemies.length > 0) rollStep(s, 'melee', u.owner);
        else endCombat(s, false);
      } else {
        log(s, 'fiamme.log.melee.loss', { unit: u.nameKey, total: unitTotal, enemyTotal });
        if (wound(s, s.active)) endCombat(s, true);
        else rollStep(s, 'melee', u.owner);
      }
      return;
    }
    case 'granate': {
      const u = s.units[s.active];
      const bombs = Math.min(Math.ceil(v[0] / 2), GRENADES_MAX - u.grenades);
      u.grenades += bombs;
      log(s, 'fiamme.log.granate', { unit: u.nameKey, bombs, grenades: u.grenades });
      finishCard(s);
      return;
    }
  }
}

// =============================================================================================
// Queries

export function decision(s: FiammeState): PendingDecision | null {
  if (s.step === 'over') return null;
  return { seat: s.actor, secret: false, kind: STEP_KINDS[s.step] };
}

function activeSeats(s: FiammeState): Seat[] {
  return s.step === 'over' ? [] : [s.actor];
}

function outcome(s: FiammeState): Outcome | null {
  if (s.step !== 'over' || s.result === null) return null;
  const survivors = s.units.filter((u) => u.status !== 'eliminated').length;
  const details: Record<string, Json> = {
    mission: s.mission,
    survivors,
    eliminated: s.units.filter((u) => u.status === 'eliminated').length,
    defending: s.units.filter((u) => u.status === 'defending').length,
    turns: s.turn,
    ardimento: s.ardimento,
  };
  if (s.result === 'lost') return { winners: [], reasonKey: 'fiamme.lose.wiped', details };
  const winners = s.coop ? [0, 1] : [0];
  const reasonKey = s.mission === 1 ? 'fiamme.win.training' : s.mission === 3 ? 'fiamme.win.counterattack' : 'fiamme.win.mission';
  return { winners, reasonKey, details };
}

// =============================================================================================
// Legal moves

/** Value vectors offered for physical dice: all six doubles plus two mixed ones (see legalMoves). */
function valueSamples(count: number): number[][] {
  const out: number[][] = [];
  for (let k = 1; k <= 6; k++) out.push(Array.from({ length: count }, () => k));
  if (count > 1) {
    out.push(Array.from({ length: count }, (_, i) => (i % 6) + 1));
    out.push(Array.from({ length: count }, (_, i) => 6 - (i % 6)));
  }
  return out;
}

function spendMoves(s: FiammeState, seat: Seat): FiammeMove[] {
  const out: FiammeMove[] = [];
  const p = pool(s, seat);
  const other = 1 - seat;
  if (p >= C.modifierCost && !s.modifier && currentTest(s) !== null) out.push({ type: 'modifier' });
  if (s.ardimento < C.ardimentoMax) {
    if (p >= C.ardimentoCost) out.push({ type: 'ardimento' });
    if (s.coop && p >= 1 && pool(s, other) >= 1) out.push({ type: 'ardimento', partner: 1 });
  }
  if (s.active < 0) {
    const cost = s.coop ? C.selectCoop : C.selectSolo;
    if (p >= cost) for (const i of readyUnits(s, s.coop ? seat : null)) out.push({ type: 'choose', unit: i });
  }
  if (s.phase === 'trench') {
    if (p >= C.bombCost && !s.bomb && s.units.some((u) => ready(u) && u.grenades > 0)) out.push({ type: 'bomb' });
    if (p >= C.passCost) {
      s.units.forEach((from, i) => {
        if (!ready(from) || from.grenades <= 0 || (s.coop && from.owner !== seat)) return;
        s.units.forEach((to, j) => {
          if (j !== i && ready(to) && to.grenades < GRENADES_MAX) out.push({ type: 'pass', from: i, to: j });
        });
      });
    }
    if (s.pm === 'used' && p >= C.pmFlipCost) out.push({ type: 'pmFlip' });
    if (s.pm === 'ready') out.push({ type: 'usePM' });
    if (s.coop && p >= C.fuocoCost) {
      s.units.forEach((u, i) => {
        if (u.kind === 'pm' && u.owner === seat && ready(u)) out.push({ type: 'fuoco', unit: i });
      });
    }
  }
  out.push({ type: 'done' });
  return out;
}

function rollMoves(s: FiammeState): FiammeMove[] {
  if (!s.physical) return [{ type: 'roll' }];
  const n = rollSpecs(s, s.step as RollPurpose).length;
  return valueSamples(n).map((values) => ({ type: 'roll', values }));
}

/**
 * Every legal move of `seat` now. With physical dice, a roll accepts any vector of values 1..6 of
 * the right length; to keep the branching finite this lists six doubles and two mixed vectors
 * (every value for a single die), and every value for each die a reroll could help.
 */
function legalMoves(s: FiammeState, seat: Seat): FiammeMove[] {
  if (s.step === 'over' || seat !== s.actor) return [];
  switch (s.step) {
    case 'reroll': {
      const out: FiammeMove[] = [{ type: 'accept' }];
      const roll = s.lastRoll!;
      if (s.ardimento > 0) {
        roll.dice.forEach((d, die) => {
          if (!d.rerollable || !d.useful) return;
          if (s.physical) for (let value = 1; value <= 6; value++) out.push({ type: 'reroll', die, value });
          else out.push({ type: 'reroll', die });
        });
      }
      return out;
    }
    case 'spend':
      return spendMoves(s, seat);
    case 'volunteer':
      return [0, 1].filter((x) => readyUnits(s, x).length > 0).map((x) => ({ type: 'volunteer', seat: x }));
    case 'pick':
      return pickCandidates(s).map((unit) => ({ type: 'pick', unit }));
    case 'veteran': {
      const unit = s.veteranQueue[0];
      return ATTRIBUTES.map((attribute) => ({ type: 'improve', unit, attribute }));
    }
    case 'enemies': {
      const out = rollMoves(s);
      if (s.pm === 'ready') out.push({ type: 'usePM' });
      return out;
    }
    case 'granate':
      return [...rollMoves(s), { type: 'skip' }];
    default:
      return rollMoves(s);
  }
}

// =============================================================================================
// Apply

function apply(state: FiammeState, seat: Seat, move: FiammeMove): Result {
  if (state.step === 'over') return fail('fiamme.error.gameOver');
  if (seat !== state.actor) return fail('fiamme.error.notYourTurn');
  if (move === null || typeof move !== 'object' || typeof (move as { type?: unknown }).type !== 'string') {
    return fail('fiamme.error.badMove');
  }
  switch (state.step) {
    case 'reroll':
      if (move.type === 'reroll') return applyReroll(state, move);
      if (move.type === 'accept') {
        const s = draft(state);
        resolveRoll(s);
        return { ok: true, state: s };
      }
      return fail('fiamme.error.wrongStep');
    case 'spend':
      return applySpend(state, seat, move);
    case 'volunteer': {
      if (move.type !== 'volunteer') return fail('fiamme.error.wrongStep');
      if (move.seat !== 0 && move.seat !== 1) return fail('fiamme.error.badSeat');
      if (readyUnits(state, move.seat).length === 0) return fail('fiamme.error.noUnits');
      const s = draft(state);
      volunteer(s, move.seat);
      return { ok: true, state: s };
    }
    case 'pick': {
      if (move.type !== 'pick') return fail('fiamme.error.wrongStep');
      if (!isInt(move.unit) || move.unit < 0 || move.unit >= state.units.length) return fail('fiamme.error.badUnit');
      if (!pickCandidates(state).includes(move.unit)) {
        return ready(state.units[move.unit]) ? fail('fiamme.error.notYourUnit') : fail('fiamme.error.unitGone');
      }
      const s = draft(state);
      selectUnit(s, move.unit, 'free');
      return { ok: true, state: s };
    }
    case 'veteran': {
      if (move.type !== 'improve') return fail('fiamme.error.wrongStep');
      if (move.unit !== state.veteranQueue[0]) return fail('fiamme.error.badUnit');
      if (!ATTRIBUTES.includes(move.attribute)) return fail('fiamme.error.badAttribute');
      const s = draft(state);
      const u = s.units[move.unit];
      u.attrs = { ...u.attrs, [move.attribute]: u.attrs[move.attribute] + 1 };
      u.veteran = move.attribute;
      log(s, 'fiamme.log.veteran', { unit: u.nameKey, attr: `fiamme.attr.${move.attribute}`, value: u.attrs[move.attribute], seat: u.owner });
      s.veteranQueue.shift();
      nextVeteran(s);
      return { ok: true, state: s };
    }
    case 'enemies':
      if (move.type === 'usePM') return applyUsePM(state);
      return applyRoll(state, move);
    case 'granate':
      if (move.type === 'skip') {
        const s = draft(state);
        log(s, 'fiamme.log.granate.skip', { unit: unitKey(s, s.active) });
        finishCard(s);
        return { ok: true, state: s };
      }
      return applyRoll(state, move);
    default:
      return applyRoll(state, move);
  }
}

function checkValues(values: unknown, n: number): boolean {
  if (!Array.isArray(values) || values.length !== n) return false;
  return values.every((v) => isInt(v) && v >= 1 && v <= 6);
}

function applyRoll(state: FiammeState, move: FiammeMove): Result {
  if (move.type !== 'roll') return fail('fiamme.error.wrongStep');
  const n = rollSpecs(state, state.step as RollPurpose).length;
  let values: number[];
  const s = draft(state);
  if (state.physical) {
    if (move.values === undefined) return fail('fiamme.error.valuesRequired');
    if (!checkValues(move.values, n)) return fail('fiamme.error.badValues');
    values = move.values.slice();
  } else {
    if (move.values !== undefined) return fail('fiamme.error.valuesNotAllowed');
    const rng = new Rng(s.rng);
    values = Array.from({ length: n }, () => rng.int(1, 6));
    s.rng = rng.state;
  }
  makeRoll(s, values);
  return { ok: true, state: s, barrier: true };
}

function applyReroll(state: FiammeState, move: { die: number; value?: number }): Result {
  const roll = state.lastRoll!;
  if (!isInt(move.die) || move.die < 0 || move.die >= roll.dice.length) return fail('fiamme.error.badDie');
  const d0 = roll.dice[move.die];
  if (!d0.rerollable || !d0.useful) return fail('fiamme.error.notRerollable');
  if (state.ardimento <= 0) return fail('fiamme.error.noArdimento');
  let value: number;
  const s = draft(state);
  if (state.physical) {
    if (move.value === undefined) return fail('fiamme.error.valuesRequired');
    if (!checkValues([move.value], 1)) return fail('fiamme.error.badValues');
    value = move.value;
  } else {
    if (move.value !== undefined) return fail('fiamme.error.valuesNotAllowed');
    const rng = new Rng(s.rng);
    value = rng.int(1, 6);
    s.rng = rng.state;
  }
  const r = ownRoll(s);
  const d = r.dice[move.die];
  const from = d.value;
  d.value = value;
  d.rerolled += 1;
  r.rerolls += 1;
  s.rollSeq += 1;
  r.seq = s.rollSeq;
  s.ardimento -= 1;
  evaluate(s, r);
  log(s, 'fiamme.log.reroll', { seat: r.seat, die: move.die + 1, from, to: value, ardimento: s.ardimento });
  if (!canReroll(s, r)) resolveRoll(s);
  return { ok: true, state: s, barrier: true };
}

function applyUsePM(state: FiammeState): Result {
  if (state.phase !== 'trench') return fail('fiamme.error.notTrench');
  if (state.pm !== 'ready') return fail('fiamme.error.pmUnavailable');
  const s = draft(state);
  s.resume = state.step === 'enemies' ? 'enemies' : 'spend';
  rollStep(s, 'pm', state.actor);
  return { ok: true, state: s };
}

function applySpend(state: FiammeState, seat: Seat, move: FiammeMove): Result {
  const p = pool(state, seat);
  const need = (n: number): ReasonKey | null => (p < n ? 'fiamme.error.notEnoughPoints' : null);
  const trench = state.phase === 'trench';
  switch (move.type) {
    case 'done': {
      const s = draft(state);
      endSpend(s, seat);
      return { ok: true, state: s };
    }
    case 'modifier': {
      if (state.modifier) return fail('fiamme.error.alreadyPlaced');
      if (currentTest(state) === null) return fail('fiamme.error.noTest');
      const why = need(C.modifierCost);
      if (why) return fail(why);
      const s = draft(state);
      pay(s, seat, C.modifierCost);
      s.modifier = true;
      log(s, 'fiamme.log.buy.modifier', { seat });
      return spent(s, seat);
    }
    case 'ardimento': {
      if (state.ardimento >= C.ardimentoMax) return fail('fiamme.error.ardimentoFull');
      const partner = move.partner ?? 0;
      if (partner !== 0 && partner !== 1) return fail('fiamme.error.badMove');
      if (partner === 1 && !state.coop) return fail('fiamme.error.notCoop');
      if (partner === 1 && pool(state, 1 - seat) < 1) return fail('fiamme.error.notEnoughPoints');
      const why = need(C.ardimentoCost - partner);
      if (why) return fail(why);
      const s = draft(state);
      pay(s, seat, C.ardimentoCost - partner);
      if (partner === 1) pay(s, 1 - seat, 1);
      s.ardimento += 1;
      const params: LogEntry['params'] = { seat, ardimento: s.ardimento };
      if (partner === 1) params.partner = 1 - seat;
      log(s, 'fiamme.log.buy.ardimento', params);
      return spent(s, seat);
    }
    case 'choose': {
      if (state.active >= 0) return fail('fiamme.error.alreadySelected');
      if (!isInt(move.unit) || move.unit < 0 || move.unit >= state.units.length) return fail('fiamme.error.badUnit');
      const u = state.units[move.unit];
      if (!ready(u)) return fail('fiamme.error.unitGone');
      if (state.coop && u.owner !== seat) return fail('fiamme.error.notYourUnit');
      const cost = state.coop ? C.selectCoop : C.selectSolo;
      const why = need(cost);
      if (why) return fail(why);
      const s = draft(state);
      pay(s, seat, cost);
      s.active = move.unit;
      log(s, 'fiamme.log.buy.choose', { seat, unit: u.nameKey });
      return spent(s, seat);
    }
    case 'bomb': {
      if (!trench) return fail('fiamme.error.notTrench');
      if (state.bomb) return fail('fiamme.error.alreadyPlaced');
      if (!state.units.some((u) => ready(u) && u.grenades > 0)) return fail('fiamme.error.noGrenades');
      const why = need(C.bombCost);
      if (why) return fail(why);
      const s = draft(state);
      pay(s, seat, C.bombCost);
      s.bomb = true;
      log(s, 'fiamme.log.buy.bomb', { seat });
      return spent(s, seat);
    }
    case 'pass': {
      if (!trench) return fail('fiamme.error.notTrench');
      const n = state.units.length;
      if (!isInt(move.from) || !isInt(move.to) || move.from < 0 || move.to < 0 || move.from >= n || move.to >= n || move.from === move.to) {
        return fail('fiamme.error.badUnit');
      }
      const a = state.units[move.from];
      const b = state.units[move.to];
      if (!ready(a) || !ready(b)) return fail('fiamme.error.unitGone');
      if (state.coop && a.owner !== seat) return fail('fiamme.error.notYourUnit');
      if (a.grenades <= 0) return fail('fiamme.error.noGrenades');
      if (b.grenades >= GRENADES_MAX) return fail('fiamme.error.grenadesFull');
      const why = need(C.passCost);
      if (why) return fail(why);
      const s = draft(state);
      pay(s, seat, C.passCost);
      s.units[move.from].grenades -= 1;
      s.units[move.to].grenades += 1;
      log(s, 'fiamme.log.buy.pass', { seat, from: a.nameKey, to: b.nameKey });
      return spent(s, seat);
    }
    case 'pmFlip': {
      if (!trench) return fail('fiamme.error.notTrench');
      if (state.pm !== 'used') return fail(state.pm === 'ready' ? 'fiamme.error.pmNotUsed' : 'fiamme.error.pmUnavailable');
      const why = need(C.pmFlipCost);
      if (why) return fail(why);
      const s = draft(state);
      pay(s, seat, C.pmFlipCost);
      s.pm = 'ready';
      log(s, 'fiamme.log.buy.pmFlip', { seat });
      return spent(s, seat);
    }
    case 'usePM':
      return applyUsePM(state);
    case 'fuoco': {
      if (!state.coop) return fail('fiamme.error.notCoop');
      if (!trench) return fail('fiamme.error.notTrench');
      if (!isInt(move.unit) || move.unit < 0 || move.unit >= state.units.length) return fail('fiamme.error.badUnit');
      const u = state.units[move.unit];
      if (u.kind !== 'pm') return fail('fiamme.error.badUnit');
      if (u.owner !== seat) return fail('fiamme.error.notYourUnit');
      if (!ready(u)) return fail('fiamme.error.unitGone');
      const why = need(C.fuocoCost);
      if (why) return fail(why);
      const s = draft(state);
      pay(s, seat, C.fuocoCost);
      s.fuocoUnit = move.unit;
      s.resume = 'spend';
      rollStep(s, 'fuoco', seat);
      return { ok: true, state: s };
    }
    default:
      return fail('fiamme.error.wrongStep');
  }
}

/** After a purchase: stay in the spend step unless nothing is left to do there. */
function spent(s: FiammeState, seat: Seat): Result {
  if (spendMoves(s, seat).length === 1) endSpend(s, seat);
  return { ok: true, state: s };
}

// =============================================================================================
// Views

function unitView(s: FiammeState, u: UnitState, index: number): UnitView {
  return {
    index,
    id: u.id,
    nameKey: u.nameKey,
    owner: u.owner,
    kind: u.kind,
    number: u.number,
    attrs: { ...u.attrs },
    fuoco: u.fuoco ? [u.fuoco[0], u.fuoco[1]] : null,
    wounds: u.wounds,
    penalty: u.wounds >= C.penaltyFrom,
    grenades: u.grenades,
    status: u.status,
    active: s.active === index,
    missions: u.missions,
    veteran: u.veteran,
  };
}

function tdnView(id: string): TdnCardView {
  const c = TDN_BY_ID[id];
  return { id: c.id, nameKey: c.nameKey, test: c.test ? { ...c.test } : null, sniper: c.sniper, pc: c.pc };
}

function trenchView(id: string): TrenchCardView {
  const c = TRENCH_BY_ID[id];
  return {
    id: c.id,
    kind: c.kind,
    nameKey: c.nameKey,
    test: c.test ? { ...c.test } : null,
    enemies: c.enemies.slice(),
    fire: c.fire,
    special: c.special,
  };
}

function pendingRoll(s: FiammeState): PendingRollView | null {
  if (!(ROLL_PURPOSES as readonly string[]).includes(s.step)) return null;
  const purpose = s.step as RollPurpose;
  const specs = rollSpecs(s, purpose);
  return {
    purpose,
    seat: s.actor,
    unit: unitOfRoll(s, purpose),
    count: specs.length,
    dice: specs.map((d) => ({ role: d.role, target: d.target, slot: d.slot, rerollable: d.rerollable })),
  };
}

function explain(s: FiammeState): { key: string; params: { [k: string]: string | number } } {
  const unit = s.active >= 0 ? unitKey(s, s.active) : '';
  switch (s.step) {
    case 'over':
      return { key: s.result === 'won' ? 'fiamme.explain.over.won' : 'fiamme.explain.over.lost', params: {} };
    case 'spend':
      return {
        key: s.phase === 'tdn' ? 'fiamme.explain.spend.tdn' : 'fiamme.explain.spend.trench',
        params: { points: pool(s, s.actor), seat: s.actor },
      };
    case 'reroll':
      return { key: 'fiamme.explain.reroll', params: { ardimento: s.ardimento } };
    case 'test': {
      const t = currentTest(s)!;
      return {
        key: 'fiamme.explain.test',
        params: { unit, attr: `fiamme.attr.${t.attr}`, difficulty: t.difficulty, value: s.units[s.active].attrs[t.attr] },
      };
    }
    case 'sniper':
      return { key: 'fiamme.explain.sniper', params: { unit, target: tdnCard(s)!.sniper as number } };
    case 'command':
      return { key: 'fiamme.explain.command', params: { count: s.coop ? C.diceCoop : C.diceSolo, seat: s.actor } };
    case 'select':
      return { key: s.coop ? 'fiamme.explain.select.coop' : 'fiamme.explain.select', params: { seat: s.actor } };
    case 'enemies':
      return { key: s.pm === 'ready' ? 'fiamme.explain.enemies.pm' : 'fiamme.explain.enemies', params: { unit } };
    case 'fire':
      return { key: 'fiamme.explain.fire', params: { unit, count: fireDiceCount(s) } };
    case 'melee':
      return { key: 'fiamme.explain.melee', params: { unit, enemies: s.enemies.length } };
    case 'veteran':
      return { key: 'fiamme.explain.veteran', params: { unit: unitKey(s, s.veteranQueue[0]) } };
    case 'fuoco':
      return { key: 'fiamme.explain.fuoco', params: { unit: unitKey(s, s.fuocoUnit) } };
    default:
      return { key: `fiamme.explain.${s.step}`, params: { unit, seat: s.actor } };
  }
}

/** The moves open now, with roll values left for the player to enter (physical dice). */
function choices(s: FiammeState): FiammeMove[] {
  if (s.step === 'over') return [];
  const moves = legalMoves(s, s.actor);
  if (!s.physical) return moves;
  const out: FiammeMove[] = [];
  const seen = new Set<string>();
  for (const m of moves) {
    let t: FiammeMove = m;
    if (m.type === 'roll') t = { type: 'roll' };
    else if (m.type === 'reroll') t = { type: 'reroll', die: m.die };
    const k = JSON.stringify(t);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(t);
    }
  }
  return out;
}

function view(s: FiammeState, viewer: Viewer): FiammeView {
  if (viewer !== 'table' && (!isInt(viewer) || viewer < 0 || viewer >= s.seatCount)) {
    throw new RangeError(`no seat ${String(viewer)}`);
  }
  const m = MISSIONS[s.mission];
  const ex = explain(s);
  const objectiveInDeck = s.trenchDeck.some((id) => TRENCH_BY_ID[id].kind !== 'trench');
  return {
    viewer,
    mission: s.mission,
    missionKey: m.nameKey,
    mode: s.coop ? 'coop' : 'solo',
    seatCount: s.seatCount,
    physicalDice: s.physical,
    phase: s.phase,
    stage: s.stage,
    turn: s.turn,
    step: s.step,
    decision: decision(s),
    explainKey: ex.key,
    explainParams: ex.params,
    choices: choices(s),
    pendingRoll: pendingRoll(s),
    lastRoll: s.lastRoll ? { ...s.lastRoll, dice: s.lastRoll.dice.map((d) => ({ ...d })) } : null,
    units: s.units.map((u, i) => unitView(s, u, i)),
    active: s.active >= 0 ? s.active : null,
    ardimento: s.ardimento,
    ardimentoMax: C.ardimentoMax,
    commandPoints: s.pc.slice(),
    tokens: s.tokens.slice(),
    tdn: {
      used: m.tdn,
      deckCount: s.tdnDeck.length,
      drawn: s.tdnDrawn,
      total: m.tdn ? C.tdnCards : 0,
      current: s.tdnCard ? tdnView(s.tdnCard) : null,
      discard: s.tdnDiscard.slice(),
    },
    trench: {
      deckCount: s.trenchDeck.length,
      drawn: s.trenchDrawn,
      total: m.objective === 'none' ? (m.trenchCards ?? null) : null,
      current: s.trenchCard ? trenchView(s.trenchCard) : null,
      discard: s.trenchDiscard.slice(),
      asideCount: s.trenchAside.length,
      objectiveInDeck,
    },
    enemies: s.enemies.map((e, slot) => {
      const tok = ENEMY_TOKENS[e.t];
      return {
        slot,
        side: e.up ? 'front' : 'back',
        fire: e.up ? tok.fire : null,
        melee: e.up ? tok.melee : tok.backMelee,
        unbreakable: e.hard,
      };
    }),
    bagCount: s.bag.length,
    onCard: { modifier: s.modifier, bomb: s.bomb, suppression: s.suppression },
    pm: s.pm,
    veteranPending: s.veteranQueue.slice(),
    log: s.log.slice(),
    outcome: outcome(s),
    roster: s.step === 'over' ? rosterAfter(s) : null,
  };
}

// =============================================================================================
// Campaign

/**
 * The roster a campaign carries to its next mission. Call it on a finished mission (step
 * 'over'): veteran improvements are chosen inside the mission, in the 'veteran' step before
 * 'over'. Survivors (including units left on DIFESA) keep attributes, missions and veteran mark;
 * eliminated units are replaced by fresh recruits with the board's values.
 */
export function rosterAfter(s: FiammeState): CampaignRoster {
  if (s.step !== 'over' || s.result === null) throw new Error('rosterAfter needs a finished mission');
  const won = s.result === 'won';
  return {
    mode: s.coop ? 'coop' : 'solo',
    units: s.units.map((u) => {
      if (u.status === 'eliminated') {
        const rec = UNITS_BY_ID[u.id];
        return { id: u.id, attrs: { ...rec.attrs }, missions: 0, veteran: null };
      }
      return { id: u.id, attrs: { ...u.attrs }, missions: u.missions, veteran: u.veteran };
    }),
    missionsPlayed: s.campaign.missionsPlayed + 1,
    missionsWon: s.campaign.missionsWon + (won ? 1 : 0),
    history: [...s.campaign.history.map((h) => ({ ...h })), { mission: s.mission, won }],
  };
}

// =============================================================================================

export const fiammeRules: GameRules<FiammeState, FiammeMove, FiammeView, FiammeOptions> = {
  id: 'fiamme-d-assalto',
  contentVersion: 1,
  minSeats: 1,
  maxSeats: 2,
  defaultOptions: () => ({ mission: 1, physicalDice: false, roster: null }),
  setup,
  apply,
  activeSeats,
  decision,
  legalMoves,
  view,
  outcome,
};

/** Where every card and token is, for invariant checks in tests. */
export function inventory(s: FiammeState): {
  tdn: string[];
  trench: string[];
  enemies: number[];
} {
  const tdn = [...s.tdnDeck, ...s.tdnDiscard, ...(s.tdnCard ? [s.tdnCard] : [])];
  const trench = [...s.trenchDeck, ...s.trenchDiscard, ...s.trenchAside, ...(s.trenchCard ? [s.trenchCard] : [])];
  const enemies = [...s.bag, ...s.enemies.map((e) => e.t)];
  return { tdn, trench, enemies };
}
