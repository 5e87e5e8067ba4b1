// Fiamme d'assalto's types: options and the campaign roster, moves and steps, the state (plain
// JSON, never undefined), the record of a roll die by die, and the views the screens get.
import type { Outcome, PendingDecision, Seat, Viewer } from '../../../engine/types.ts';
import type { RngState } from '../../../engine/rng.ts';
import type { Frame } from '../../../engine/flow.ts';
import type { Attribute, Attributes, MissionId, TestSpec, TrenchKind, TrenchSpecial } from '../content.ts';
import type { LogKey } from './keys.ts';

export type { Attribute, Attributes, MissionId } from '../content.ts';

// ---- options and the campaign roster ---------------------------------------------------------

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

// ---- moves and steps -------------------------------------------------------------------------

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
  /** The order of play (engine/flow.ts): the step under way on top; empty once the mission is over. */
  flow: Frame[];
  /** Whose decision it is (the veterans' improvements: their owners). */
  actor: Seat;
  lastRoll: RollRecord | null;
  rollSeq: number;
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
  /**
   * The rules' public bookkeeping: who volunteered this turn (-1 none), the PM unit firing FUOCO
   * (-1 none), where a PM roll returns, the roll counter and the campaign so far. Nothing secret;
   * an app player rebuilds a state from it.
   */
  bookkeeping: Pick<FiammeState, 'volunteer' | 'fuocoUnit' | 'rollSeq' | 'campaign'> & { resume: 'spend' | 'enemies' };
}

// ---- what a kind of roll declares (rolls.ts makes the roll steps from it) --------------------

/** One die a roll step asks for. */
export interface DieSpec {
  role: DieRole;
  target: number | null;
  slot: number | null;
  rerollable: boolean;
}

/**
 * The dice of one kind of roll, written next to the rule it belongs to (turn.ts, combat.ts...):
 * the dice it asks for and what each die does (for the screen and the reroll offer). What the
 * final roll does to the game is its caller's (the step that called the roll, in its `resume`).
 */
export interface RollDice {
  dice(s: FiammeState): DieSpec[];
  /** Fills each die's `effect` and `useful` and the roll's `result` from the current values. */
  evaluate(s: FiammeState, roll: RollRecord): void;
}
