// What a viewer may know: everything on the table, every hand's size, its own hand only, the
// deck's size but not its order, and the attacker's battle cards only once both sides have chosen.
// The step, a battle's stage and the losses owed are read off the order of play (`flow`), and
// `flowOfView` writes them back, for those who rebuild a state from a view (../fromView.ts).
import { queued, queueFrame, type Frame } from '../../../engine/flow.ts';
import type { Json, Viewer } from '../../../engine/types.ts';
import { kindOf } from '../content/cards.ts';
import { BATTLE_STAGES } from './battle.ts';
import { activeSeat } from './board.ts';
import { logTail } from './context.ts';
import type { BattleStage, FabState, FabView, Owed, Step } from './types.ts';

/** The log's tail a view carries (the whole log stays in the state; a long game logs thousands of dice). */
export const LOG_IN_VIEW = 200;

const STAGES: ReadonlySet<string> = new Set(BATTLE_STAGES);

/** The step a view names for the step under way ('over' once the game is over). */
export function viewStep(s: FabState): Step {
  const top = s.flow[s.flow.length - 1];
  if (!top) return 'over';
  if (STAGES.has(top.step)) return 'battle';
  if (top.step === 'quakeLoss') return 'quake';
  return top.step as Step;
}

/** The stage of the battle under way (the battle's step on top). */
const stageOf = (s: FabState): BattleStage => s.flow[s.flow.length - 1].step as BattleStage;

/** The losses owed now: the task under way, then the rest of its queue; the epicentre still to pick. */
function owedOf(s: FabState): Owed[] {
  const f = s.flow;
  const top = f[f.length - 1];
  if (!top) return [];
  if (top.step === 'quake') return [{ seat: activeSeat(s), count: -1, nodes: [] }];
  if (top.step !== 'quakeLoss' && top.step !== 'heat') return [];
  // The queue's frame (engine/flow.ts `callEach`) keeps the tasks still to come.
  const rest = queued(f[f.length - 2]) ?? [];
  return [top.args as unknown as Owed, ...rest.map((x) => x.args as unknown as Owed)];
}

/** The order of play a view stands for (what lies below the step under way is what would follow it). */
export function flowOfView(v: FabView): Frame[] {
  const task = (step: string): Frame[] => [
    queueFrame(v.owed.slice(1).map((o) => ({ step, args: { ...o, nodes: o.nodes.slice() } as unknown as Json }))),
    { step, args: { ...v.owed[0], nodes: v.owed[0].nodes.slice() } as unknown as Json },
  ];
  switch (v.step) {
    case 'over': return [];
    case 'battle': return [{ step: 'battles' }, { step: v.battle!.stage }];
    case 'revoltPick': case 'revoltFlee': return [{ step: 'event' }, { step: v.step }];
    case 'quake': return v.owed[0].count < 0 ? [{ step: 'event' }, { step: 'quake' }] : [{ step: 'event' }, { step: 'quake' }, ...task('quakeLoss')];
    case 'heat': return [{ step: 'event' }, { step: 'eventEffect', args: 'caldo' }, ...task('heat')];
    default: return [{ step: v.step }];
  }
}

export function view(s: FabState, viewer: Viewer): FabView {
  const b = s.battle;
  const stage = b && stageOf(s);
  const cardsChosen = b !== null && stage !== 'attackCards' && stage !== 'defendCards';
  return {
    n: s.n,
    viewer,
    options: s.options,
    faction: s.faction,
    order: s.order,
    active: s.flow.length === 0 ? null : activeSeat(s),
    globalTurn: s.globalTurn,
    step: viewStep(s),
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
    // The stage where the battle itself kept it once (a view's fields keep their order).
    battle: b && {
      at: b.at, attacker: b.attacker, defender: b.defender, ridge: b.ridge, a: b.a, d: b.d, stage: stage!, round: b.round, side: b.side,
      aCards: cardsChosen ? b.aCards.map(kindOf) : viewer === b.attacker ? b.aCards : null,
      dCards: cardsChosen ? b.dCards.map(kindOf) : viewer === b.defender ? b.dCards : null,
      colle: b.colle, fulmineo: b.fulmineo, valorosa: b.valorosa, betrayA: b.betrayA, betrayD: b.betrayD, roll: b.roll, fire: b.fire, hits: b.hits,
    },
    owed: owedOf(s),
    revoltAt: s.revoltAt,
    turn: { fought: s.fought, colleUsed: s.colleUsed, fabrianoBarred: s.fabrianoBarred, swaps: s.swaps, rerollsUsed: s.rerollsUsed, rerollsExtra: s.rerollsExtra },
    timeUp: s.timeUp,
    winners: s.winners,
    scores: s.scores,
    endReason: s.endReason,
    log: logTail(s, LOG_IN_VIEW),
  };
}
