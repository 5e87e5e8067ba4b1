// Rubico rules as pure functions over plain JSON state (DESIGN.md, "Rules of the house"), built
// on the engine's step table. Rulebook: ../shared/rules/rubico.it.txt; our readings of its gaps
// are in content.ts RULINGS. The code lives in rules/, by phase:
//   types.ts    options, moves, the state, the views, decision/refusal/log keys
//   setup.ts    set-up, the role step and the Senate's recognition
//   turn.ts     start of turn (shuffle, draw), laying out the rows (suggest), the Centurion's
//               choice (take, untake, confirm), passing the Centurion card (endTurn)
//   powers.ts   the power cards: when they can be played, their effects, the power and peek steps
//   reveal.ts   the reveal: Giano, Vesta and Iuno, Caesar's march and the Castrum stops, the
//               Senate flips, victory
//   view.ts     the table's and each seat's views (what stays secret)
//   track.ts, cards.ts, context.ts   the track, the Marcia cards, and the move context: the
//               step under way and who decides in it, `draft` (the fast copy) and the log
// The order of play is the engine's (engine/flow.ts): each step's handlers name the step that
// follows (roles -> suggest -> choose -> power/peek -> reveal -> endTurn -> suggest ...).
// Speed: playouts are a hot path. Small helpers live next to their hottest callers (the
// Centurion's counts in turn.ts, heldPower in powers.ts): under the Node loader of the bench
// (Vite SSR) every call across modules goes through a getter, which costs a few per cent.
import { seatIndex, shapeProblem } from '../../engine/options.ts';
import { defineRules, type StepRules } from '../../engine/steps.ts';
import type { PendingDecision } from '../../engine/types.ts';
import { draft, rubicoContext, writeLog, type RubicoContext } from './rules/context.ts';
import { peekStep, powerStep } from './rules/powers.ts';
import { outcome, revealStep } from './rules/reveal.ts';
import { rolesStep, setup } from './rules/setup.ts';
import { chooseStep, endTurnStep, suggestStep } from './rules/turn.ts';
import type { RubicoMove, RubicoOptions, RubicoState, RubicoView, StepName } from './rules/types.ts';
import { view } from './rules/view.ts';

export * from './rules/types.ts';
export { cardsInPlay, cardRef, cardKind, drawPerTurn, marciaPlaces } from './rules/cards.ts';
export { trackFor, stepsToNextCastrum } from './rules/track.ts';
export { needNow } from './rules/turn.ts';
export { setup } from './rules/setup.ts';
export { stageOf } from './rules/context.ts';
export { tallyReveal, type RevealTally } from './rules/reveal.ts';

export const rubicoRules: StepRules<RubicoState, RubicoMove, RubicoView, RubicoOptions, StepName, RubicoContext> = defineRules({
  id: 'rubico',
  contentVersion: 2,
  minSeats: 3,
  maxSeats: 7,
  defaultOptions: () => ({ firstCenturion: 0 }),
  // The wizard's one question: who holds the Centurion card first.
  optionsProblem: (o, n) => shapeProblem(o, n, { firstCenturion: seatIndex }),
  setup,
  steps: {
    roles: rolesStep,
    suggest: suggestStep,
    choose: chooseStep,
    power: powerStep,
    peek: peekStep,
    reveal: revealStep,
    endTurn: endTurnStep,
  },
  draft,
  context: rubicoContext,
  writeLog,
  view: (s, viewer) => view(s, viewer, rubicoRules.decision(s)),
  outcome,
});

/** The decision the table waits for (null once the game is over). */
export function decision(s: RubicoState): PendingDecision | null {
  return rubicoRules.decision(s);
}
