// Set-up: the sheets drawn blind, the D10 for the first player (ties roll again), play order
// anticlockwise, starting units on each major frazione, the deck shuffled, every frazione
// neutral (rulebook, "Il turno di gioco", the set-up paragraph).
import { newDeck } from '../../../engine/decks.ts';
import { Rng, seedRng } from '../../../engine/rng.ts';
import type { LogEntry } from '../../../engine/log.ts';
import type { Seat } from '../../../engine/types.ts';
import { STRUCTURE_KINDS, UNIT_KINDS, type PieceKind } from '../content/pieces.ts';
import { ALL_CARD_IDS } from '../content/cards.ts';
import { FACTION_IDS, START_RESOURCES, startingUnits } from '../content/factions.ts';
import { TERRITORY_COUNT, addUnits, homeOf } from './board.ts';
import type { FabOptions, FabState } from './types.ts';

export const emptyPieces = (): Record<PieceKind, number> => ({ inf: 0, tank: 0, fighter: 0, bomber: 0, factory: 0, aa: 0 });

/** Seats in play order from `first`: anticlockwise, the seat before in table order (ruling). */
export function playOrder(first: Seat, n: number): Seat[] {
  return Array.from({ length: n }, (_, i) => (first - i + n) % n);
}

export function setup(options: FabOptions, n: number, seed: number): FabState {
  const rng = new Rng(seedRng(seed));
  const log: LogEntry[] = [];
  const faction = rng.shuffle(FACTION_IDS).slice(0, n);
  log.push({ key: 'fabrisiko.log.sheets', params: { factions: faction } });
  // The D10 for the first player; the tied highest roll again.
  let contenders: Seat[] = Array.from({ length: n }, (_, i) => i);
  for (;;) {
    const rolls = contenders.map(() => rng.int(1, 10));
    log.push({ key: 'fabrisiko.log.firstRoll', params: { seats: contenders, values: rolls } });
    const best = Math.max(...rolls);
    contenders = contenders.filter((_, i) => rolls[i] === best);
    if (contenders.length === 1) break;
  }
  const order = playOrder(contenders[0], n);
  log.push({ key: 'fabrisiko.log.order', params: { order } });
  const s: FabState = {
    rng: [],
    n,
    options: { tournament: Boolean(options?.tournament), physicalDice: Boolean(options?.physicalDice), sheets: options?.sheets === 2 ? 2 : 1, hopeless: options?.hopeless === true },
    faction,
    order,
    turnIdx: 0,
    globalTurn: 1,
    flow: [],
    owner: new Array<number>(TERRITORY_COUNT).fill(-1),
    factory: new Array<boolean>(TERRITORY_COUNT).fill(false),
    aa: new Array<boolean>(TERRITORY_COUNT).fill(false),
    units: [],
    // The later players' compensation (reconstructed, content/factions.ts).
    res: Array.from({ length: n }, (_, seat) => START_RESOURCES.byPlayers[n]?.[order.indexOf(seat)] ?? 0),
    bought: Array.from({ length: n }, emptyPieces),
    hands: Array.from({ length: n }, () => []),
    deck: newDeck(ALL_CARD_IDS, rng),
    eventsThisGlobal: [],
    palio: false,
    sagra: [],
    crescita: false,
    marchigiano: false,
    fabrianoBarred: false,
    swaps: 0,
    rerollsUsed: 0,
    rerollsExtra: 0,
    colleUsed: false,
    revoltAt: -1,
    battle: null,
    fought: [],
    timeUp: false,
    winners: null,
    scores: null,
    endReason: null,
    log: [log],
  };
  faction.forEach((f, seat) => {
    const home = homeOf(f);
    s.owner[home] = seat;
    const start = startingUnits(f, s.options.sheets === 2 ? n : 4);
    for (const k of UNIT_KINDS) addUnits(s, seat, k, home, start[k] ?? 0);
    for (const k of STRUCTURE_KINDS) if (start[k]) s[k][home] = true;
  });
  s.rng = rng.state as number[];
  return s;
}
