// What a viewer may know: everything on the table, every hand's size, its own hand only, the
// deck's size but not its order, and the attacker's battle cards only once both sides have chosen.
import type { Viewer } from '../../../engine/types.ts';
import { kindOf } from '../content/index.ts';
import { activeSeat } from './turn.ts';
import { logTail } from './context.ts';
import type { FabState, FabView } from './types.ts';

/** The log's tail a view carries (the whole log stays in the state; a long game logs thousands of dice). */
export const LOG_IN_VIEW = 200;

export function view(s: FabState, viewer: Viewer): FabView {
  const b = s.battle;
  const cardsChosen = b !== null && b.stage !== 'attackCards' && b.stage !== 'defendCards';
  return {
    n: s.n,
    viewer,
    options: s.options,
    faction: s.faction,
    order: s.order,
    active: s.step === 'over' ? null : activeSeat(s),
    globalTurn: s.globalTurn,
    step: s.step,
    owner: s.owner,
    factory: s.factory,
    aa: s.aa,
    units: s.units,
    res: s.res,
    bought: s.bought,
    handSizes: s.hands.map((h) => h.length),
    hand: viewer === 'table' ? null : s.hands[viewer],
    deckSize: s.deck.draw.length,
    // Kinds, not ids: a discarded card goes back into the deck when it is reshuffled.
    discard: s.deck.discard.map(kindOf),
    eventsThisGlobal: s.eventsThisGlobal,
    palio: s.palio,
    sagra: s.sagra,
    crescita: s.crescita,
    marchigiano: s.marchigiano,
    battle: b && {
      ...b,
      aCards: cardsChosen ? b.aCards.map(kindOf) : viewer === b.attacker ? b.aCards : null,
      dCards: cardsChosen ? b.dCards.map(kindOf) : viewer === b.defender ? b.dCards : null,
    },
    owed: s.owed,
    revoltAt: s.revoltAt,
    turn: { fought: s.fought, colleUsed: s.colleUsed, fabrianoBarred: s.fabrianoBarred, swaps: s.swaps, rerollsUsed: s.rerollsUsed, rerollsExtra: s.rerollsExtra },
    timeUp: s.timeUp,
    winners: s.winners,
    scores: s.scores,
    endReason: s.endReason,
    log: logTail(s, LOG_IN_VIEW),
  };
}
