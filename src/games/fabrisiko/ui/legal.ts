// The choices of the decision on screen, listed from a view alone. The screens never get the
// state: they rebuild a state from what the viewer may see (other hands as blanks of the right
// size, an empty deck, no RNG) and ask the rules for the seat's legal moves. Every public step's
// choices depend only on public facts, and a secret step's only on the viewer's own hand, so
// the list is exactly the rules' list (tests/unit/fabrisiko/ui-legal.test.ts checks it).
import type { Seat } from '../../../engine/types.ts';
import { fabrisikoRules, type FabMove, type FabState, type FabView } from '../rules.ts';

export function stateFromView(v: FabView): FabState {
  const b = v.battle;
  return {
    rng: [],
    n: v.n,
    options: v.options,
    faction: v.faction,
    order: v.order,
    // The active player's place in the order (0 once the game is over: no one decides then).
    turnIdx: Math.max(0, v.active === null ? 0 : v.order.indexOf(v.active)),
    globalTurn: v.globalTurn,
    step: v.step,
    owner: v.owner,
    factory: v.factory,
    aa: v.aa,
    units: v.units,
    res: v.res,
    bought: v.bought,
    hands: v.handSizes.map((size, i) => (v.viewer === i && v.hand ? v.hand : Array.from({ length: size }, (_, k) => `unknown#${k + 1}`))),
    deck: { draw: [], discard: [] },
    eventsThisGlobal: v.eventsThisGlobal,
    palio: v.palio,
    sagra: v.sagra,
    crescita: v.crescita,
    marchigiano: v.marchigiano,
    fabrianoBarred: v.turn.fabrianoBarred,
    swaps: v.turn.swaps,
    rerollsUsed: v.turn.rerollsUsed,
    rerollsExtra: v.turn.rerollsExtra,
    colleUsed: v.turn.colleUsed,
    revoltAt: v.revoltAt,
    owed: v.owed,
    battle: b && { ...b, aCards: b.aCards ?? [], dCards: b.dCards ?? [] },
    fought: v.turn.fought,
    timeUp: v.timeUp,
    winners: v.winners,
    scores: v.scores,
    endReason: v.endReason,
    log: [[]],
  };
}

/** The legal moves of `seat` now, as far as the view tells. */
export function legalFromView(v: FabView, seat: Seat): FabMove[] {
  return fabrisikoRules.legalMoves(stateFromView(v), seat) as FabMove[];
}
