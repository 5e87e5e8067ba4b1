// The move context: the working copy (everything but the log copied) and dice that are logged.
import { appendToChunkedLog, MoveContext } from '../../../engine/context.ts';
import { resolveRoll, rollFromRng, type DiceRequest, type Die } from '../../../engine/dice.ts';
import type { LogEntry } from '../../../engine/log.ts';
import type { Json, Seat } from '../../../engine/types.ts';
import type { PieceKind, StructureKind } from '../content/pieces.ts';
import type { Battle, FabState, Fighter } from './types.ts';

// What a move's working copy shares with the state before until the move first edits it
// (`draft`): a bit each, set once the field is the working copy's own.
const OWNER = 1;
const FACTORY = 2;
const AA = 4;
const RES = 8;
const BOUGHT = 16;
const HANDS = 32;
const EVENTS = 64;
const SAGRA = 128;
const FOUGHT = 256;
/** A seat's own record of purchases: bit BOUGHT_SEAT << seat. */
const BOUGHT_SEAT = 512;
/** The state's lists a move copies on its first edit. */
type ListField = 'owner' | 'factory' | 'aa' | 'res' | 'hands' | 'eventsThisGlobal' | 'sagra' | 'fought';

export class FabContext extends MoveContext<FabState> {
  // The fields of the working copy this move has copied (the bits above).
  private copied = 0;

  /** The state's list `key` (bit `bit` above), the working copy's own from the move's first edit. */
  private own<K extends ListField>(bit: number, key: K): FabState[K] {
    if ((this.copied & bit) === 0) {
      this.copied |= bit;
      (this.s[key] as unknown[]) = (this.s[key] as unknown[]).slice();
    }
    return this.s[key];
  }

  /** The territory owners, to edit (copied on the move's first edit). */
  owners(): Seat[] {
    return this.own(OWNER, 'owner');
  }

  /** The industrial complexes or the AA sites, to edit. */
  structures(kind: StructureKind): boolean[] {
    return this.own(kind === 'factory' ? FACTORY : AA, kind);
  }

  /** Every seat's resources, to edit. */
  resources(): number[] {
    return this.own(RES, 'res');
  }

  /** A seat's pieces bought and not yet placed, to edit. */
  purchases(seat: Seat): Record<PieceKind, number> {
    if ((this.copied & BOUGHT) === 0) {
      this.copied |= BOUGHT;
      this.s.bought = this.s.bought.slice();
    }
    const bit = BOUGHT_SEAT << seat;
    if ((this.copied & bit) === 0) {
      this.copied |= bit;
      this.s.bought[seat] = copyPieces(this.s.bought[seat]);
    }
    return this.s.bought[seat];
  }

  /** The hands (each hand is replaced, never edited in place), to edit. */
  handsToEdit(): string[][] {
    return this.own(HANDS, 'hands');
  }

  /** The event kinds played this global turn, to edit. */
  eventsPlayed(): string[] {
    return this.own(EVENTS, 'eventsThisGlobal');
  }

  /** The seats under the Sagra's truce, to edit. */
  sagraSeats(): Seat[] {
    return this.own(SAGRA, 'sagra');
  }

  /** The nodes fought over this turn, to edit. */
  foughtAt(): number[] {
    return this.own(FOUGHT, 'fought');
  }

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
 * The working copy a move edits: the top-level object, the unit stacks' array (board.ts
 * `withCount`: the array is copied, not the stacks) and a battle under way are copied; every
 * other array is shared with the state before until the move first edits it through the
 * context (FabContext `owners`, `structures`, `resources`, `purchases`, `handsToEdit`,
 * `eventsPlayed`, `sagraSeats`, `foughtAt`), so a move copies what it changes, not the whole
 * board. The deck and each hand are replaced, never edited in place; the log is written by
 * writeLog. structuredClone would be simpler and 20 times slower.
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
    owner: s.owner,
    factory: s.factory,
    aa: s.aa,
    units: s.units.slice(),
    res: s.res,
    bought: s.bought,
    hands: s.hands,
    deck: s.deck,
    eventsThisGlobal: s.eventsThisGlobal,
    palio: s.palio,
    sagra: s.sagra,
    crescita: s.crescita,
    marchigiano: s.marchigiano,
    fabrianoBarred: s.fabrianoBarred,
    swaps: s.swaps,
    rerollsUsed: s.rerollsUsed,
    rerollsExtra: s.rerollsExtra,
    colleUsed: s.colleUsed,
    revoltAt: s.revoltAt,
    battle: s.battle && copyBattle(s.battle),
    fought: s.fought,
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
