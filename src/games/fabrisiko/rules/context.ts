// The move context: the working copy (everything but the log copied) and dice that are logged.
import { appendToChunkedLog, MoveContext } from '../../../engine/context.ts';
import { resolveRoll, rollFromRng, type DiceRequest, type Die } from '../../../engine/dice.ts';
import type { LogEntry } from '../../../engine/log.ts';
import type { Json, Seat } from '../../../engine/types.ts';
import type { PieceKind } from '../content/pieces.ts';
import type { Battle, FabState, Fighter } from './types.ts';

export class FabContext extends MoveContext<FabState> {
  /** Rolls `count` dice for `seat`, logs the roll with what it was for, returns the values. */
  roll(seat: Seat, die: Die, count: number, why: string, params: Record<string, Json> = {}): number[] {
    const r = rollFromRng(this.rng, { seat, why, die, count, params });
    this.log('fabrisiko.log.roll', { seat, why, die, faces: r.faces, values: r.values, ...params });
    return r.values;
  }

  /**
   * A roll that may be entered from physical dice (`faces`) when the game uses them: logged the
   * same way; returns the values, or a reason to refuse the move.
   */
  rollEntered(request: DiceRequest, physical: boolean, faces: unknown): number[] | string {
    const r = resolveRoll(this.rng, request, physical, faces);
    if (!r.ok) return r.reason;
    const { seat, why, die } = request;
    this.log('fabrisiko.log.roll', { seat, why, die, faces: r.roll.faces, values: r.roll.values, source: r.roll.source, ...(request.params ?? {}) });
    return r.roll.values;
  }
}

export const fabContext = (working: FabState): FabContext => new FabContext(working);

/**
 * What a move may change, copied (the rest shared: the deck and hands are replaced, never edited
 * in place, and so are the unit stacks, board.ts `withCount`: the array of stacks is copied, not
 * the stacks; the log is written by writeLog). structuredClone would be simpler and 20 times slower.
 * Every object is written out field by field, in the order setup and openBattle give them, not
 * spread: states reach here in many hidden shapes (set-up, JSON, earlier drafts), and a spread
 * over that many shapes falls back to V8's slow generic copy, six times slower than this.
 */
export function draft(s: FabState): FabState {
  return {
    rng: s.rng,
    n: s.n,
    options: s.options,
    faction: s.faction,
    order: s.order,
    turnIdx: s.turnIdx,
    globalTurn: s.globalTurn,
    flow: s.flow,
    owner: s.owner.slice(),
    factory: s.factory.slice(),
    aa: s.aa.slice(),
    units: s.units.slice(),
    res: s.res.slice(),
    bought: s.bought.map(copyPieces),
    hands: s.hands.slice(),
    deck: s.deck,
    eventsThisGlobal: s.eventsThisGlobal.slice(),
    palio: s.palio,
    sagra: s.sagra.slice(),
    crescita: s.crescita,
    marchigiano: s.marchigiano,
    fabrianoBarred: s.fabrianoBarred,
    swaps: s.swaps,
    rerollsUsed: s.rerollsUsed,
    rerollsExtra: s.rerollsExtra,
    colleUsed: s.colleUsed,
    revoltAt: s.revoltAt,
    battle: s.battle && copyBattle(s.battle),
    fought: s.fought.slice(),
    timeUp: s.timeUp,
    winners: s.winners,
    scores: s.scores,
    endReason: s.endReason,
    log: s.log,
  };
}

const copyPieces = (x: Record<PieceKind, number>): Record<PieceKind, number> => ({
  inf: x.inf, tank: x.tank, fighter: x.fighter, bomber: x.bomber, factory: x.factory, aa: x.aa,
});

const copyFighter = (f: Fighter): Fighter => ({ k: f.k, bonus: f.bonus, aa: f.aa, hit: f.hit, mv: f.mv, from: f.from });

function copyBattle(b: Battle): Battle {
  return {
    at: b.at,
    attacker: b.attacker,
    defender: b.defender,
    ridge: b.ridge,
    a: b.a.map(copyFighter),
    d: b.d.map(copyFighter),
    round: b.round,
    side: b.side,
    aCards: b.aCards.slice(),
    dCards: b.dCards.slice(),
    colle: b.colle,
    fulmineo: b.fulmineo,
    valorosa: b.valorosa,
    betrayA: b.betrayA,
    betrayD: b.betrayD,
    roll: b.roll.slice(),
    fire: b.fire.slice(),
    hits: { land: b.hits.land, any: b.hits.any, antiAir: b.hits.antiAir },
  };
}

/** A move's entries to the end of the log, kept in chunks (the engine's appendToChunkedLog). */
export function writeLog(s: FabState, entries: readonly LogEntry[]): void {
  appendToChunkedLog(s, entries);
}

/** The last `n` entries of the log, oldest first. */
export function logTail(s: FabState, n: number): LogEntry[] {
  const out: LogEntry[] = [];
  for (let i = s.log.length - 1; i >= 0 && out.length < n; i--) {
    const chunk = s.log[i];
    for (let j = chunk.length - 1; j >= 0 && out.length < n; j--) out.push(chunk[j]);
  }
  return out.reverse();
}
