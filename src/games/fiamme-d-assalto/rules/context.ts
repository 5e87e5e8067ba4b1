// The working state of one Fiamme move: the engine's MoveContext (working copy `c.s`, the seeded
// RNG opened on first use, log entries written once at the end, the barrier flag) with the
// game's typed log, plus `draft`, the copy a move works on. Set-up runs on a context too, so
// every rule logs the same way.
import { appendToLog, MoveContext } from '../../../engine/context.ts';
import type { EnemyOnTable, FiammeState, LogEntry, UnitState } from './types.ts';
import type { LogKey } from './keys.ts';

export class FiammeContext extends MoveContext<FiammeState> {
  /** Adds a public log entry; Fiamme's entries always carry their (flat) params, even empty. */
  override log(key: LogKey, params: LogEntry['params'] = {}): void {
    super.log(key, params);
  }
}

export const fiammeContext = (working: FiammeState): FiammeContext => new FiammeContext(working);

/** Writes a move's entries after the log so far (the array is copied once a move). */
export const writeLog = appendToLog<FiammeState>;

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
 * The copy a move works on: every array a move may change is fresh (a dozen short arrays); the
 * log is extended once at the end (`writeLog`) and the last roll is copied before it changes
 * (`ownRoll` in rolls.ts), the order of play when it moves (the engine's context). The rest
 * (campaign record, RNG state) is shared with the input.
 */
export function draft(s: FiammeState): FiammeState {
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
    flow: s.flow,
    actor: s.actor,
    lastRoll: s.lastRoll,
    rollSeq: s.rollSeq,
    result: s.result,
    log: s.log,
  };
}
