// A FabRisiko! state rebuilt from a view, for those who may only see the view: the app players'
// sampled states (determinize.ts deals the unseen cards at random; the screens get their legal
// moves with the view and rebuild nothing). Everything public (the board,
// resources, purchases, events, the battle, this turn's counters, the end) is copied from the
// view here, once; what the view hides is the caller's to supply.
import type { Deck } from '../../engine/decks.ts';
import type { LogEntry } from '../../engine/log.ts';
import type { Battle, FabState, FabView } from './rules/types.ts';
import { flowOfView } from './rules/view.ts';

export interface Unseen {
  rng: number[];
  hands: string[][];
  deck: Deck<string>;
  /** The view's battle with card ids for its card kinds (null: no battle). */
  battle: Battle | null;
  log: LogEntry[][];
}

/** The view's battle with each side's cards as given (the view holds kinds, or null while unseen). */
export function battleFromView(view: NonNullable<FabView['battle']>, aCards: string[], dCards: string[]): Battle {
  const { stage: _stage, ...b } = view;
  return { ...b, a: b.a.map((f) => ({ ...f })), d: b.d.map((f) => ({ ...f })), aCards, dCards, roll: b.roll.slice(), fire: b.fire.slice(), hits: { ...b.hits } };
}

export function stateFromView(v: FabView, unseen: Unseen): FabState {
  return {
    ...unseen,
    n: v.n,
    options: { ...v.options },
    faction: v.faction.slice(),
    order: v.order.slice(),
    // The active player's place in the order (0 once the game is over: no one decides then).
    turnIdx: Math.max(0, v.active === null ? 0 : v.order.indexOf(v.active)),
    globalTurn: v.globalTurn,
    flow: flowOfView(v),
    owner: v.owner.slice(),
    factory: v.factory.slice(),
    aa: v.aa.slice(),
    units: v.units.map((u) => ({ ...u })),
    res: v.res.slice(),
    bought: v.bought.map((x) => ({ ...x })),
    eventsThisGlobal: v.eventsThisGlobal.slice(),
    palio: v.palio,
    sagra: v.sagra.slice(),
    crescita: v.crescita,
    marchigiano: v.marchigiano,
    fabrianoBarred: v.turn.fabrianoBarred,
    swaps: v.turn.swaps,
    rerollsUsed: v.turn.rerollsUsed,
    rerollsExtra: v.turn.rerollsExtra,
    colleUsed: v.turn.colleUsed,
    revoltAt: v.revoltAt,
    fought: v.turn.fought.slice(),
    timeUp: v.timeUp,
    winners: v.winners ? v.winners.slice() : null,
    scores: v.scores ? v.scores.slice() : null,
    endReason: v.endReason,
  };
}
