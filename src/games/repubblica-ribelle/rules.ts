// Repubblica Ribelle rules as pure functions over plain JSON state (DESIGN.md, "Rules of the
// house"), built with the engine's step table. Rulebook: ../shared/rules/repubblica-ribelle.it.txt;
// our readings of its gaps are the RULINGS in content.ts. The code lives in rules/, by phase:
//   setup.ts        Preparazione: boards, pieces, decks, hands
//   round.ts        steps 1-3 of a round: Stato Maggiore, Manovre, Missione
//   roads.ts        where a piece may move and at what cost (rules and map share it)
//   reveal.ts       step 4, Risoluzione: the reveal, automated partisans, each rebel's count
//   activation.ts   resource activation and the cards' effects
//   outcome.ts      the mission's success or failure, rewards and losses
//   tasks.ts        the tasks of a round's second half as frames of the order of play
//   endOfRound.ts   steps 5-6: Rifornimenti, Fine del round, discards to the hand limit
//   phase2.ts       the passage from phase I to phase II
//   scoring.ts      defeat and the final score
//   steps.ts        the order of play: every step, who decides, legal moves, what follows
//   context.ts      one move's working copy, log and helpers (drawing cards, support)
//   view.ts         the table's and each seat's views
//   types.ts, data.ts, helpers.ts   types, indices over the content, small facts
//
// Seats are the human players. Automated partisans (2 with one player, 1 with two) are not seats:
// they draw and score inside `apply`, from the state's RNG and the deck, so no decision ever waits
// for them; what they do goes into the public log.
import { bool, optional, seatIndex, shapeProblem } from '../../engine/options.ts';
import { defineRules, type StepRules } from '../../engine/steps.ts';
import { RibelleContext, draft, writeLog } from './rules/context.ts';
import { boardsRight, setup } from './rules/setup.ts';
import { STEPS, type StepName } from './rules/steps.ts';
import { outcome, view } from './rules/view.ts';
import type { RibelleMove, RibelleOptions, RibelleState, RibelleView } from './rules/types.ts';

export * from './rules/types.ts';
export { setup } from './rules/setup.ts';
export { orderFrom, handLimit, movePoints, onMap, reserve, leaderId } from './rules/helpers.ts';
export { autoScore } from './rules/reveal.ts';
export { finalScores } from './rules/scoring.ts';
export { ROAD_GRAPH, moveCost, moveTargets, localitiesOf, type MoveTarget } from './rules/roads.ts';
export { outcome } from './rules/view.ts';
export { type StepName } from './rules/steps.ts';
export { stageOf } from './rules/tasks.ts';
export { CARD_COUNT, LOC_ID, LOC_TERR, TERR_LOCS, cardIndex, locIndex } from './rules/data.ts';

export const ribelleRules: StepRules<RibelleState, RibelleMove, RibelleView, RibelleOptions, StepName, RibelleContext> = defineRules({
  id: 'repubblica-ribelle',
  contentVersion: 2,
  minSeats: 1,
  maxSeats: 6,
  defaultOptions: () => ({ demo: false, firstPlayer: 0 }),
  // The demonstration game or the full one, the first player, and (tests, the tour) the boards given.
  optionsProblem: (o, n) => shapeProblem(o, n, { demo: bool, firstPlayer: optional(seatIndex), boards: boardsRight }),
  setup,
  steps: STEPS,
  draft,
  context: (working) => new RibelleContext(working),
  writeLog,
  view: (s, viewer) => view(s, viewer, ribelleRules.decision(s)),
  outcome,
});
