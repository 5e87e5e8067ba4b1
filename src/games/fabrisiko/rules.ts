// FabRisiko! rules as pure functions over plain JSON state, on the engine's step table.
// Rulebook: ../shared/rules/fabrisiko.it.txt (v1.0); our readings of its gaps are in
// content/rulings.ts, what it does not print is reconstructed in content/.
//
// Where each rule is (rules/):
//   types.ts      the state, moves and view
//   board.ts      territories and ridges as nodes, unit stacks, pieces out of the box
//   context.ts    the move context (logged dice) and `draft`
//   setup.ts      sheets drawn blind, the D10 for the first player, starting units
//   turn.ts       the turn: draw, Carnevale, events' entry, placing, buying, phase 5, next player
//   events.ts     the nine event cards
//   movement.ts   invasion and friendly moves, mountains, AA sites, forbidden moves
//   conquest.ts   taking a territory: the structure table, the major frazione's sheet
//   battle.ts     battles: bombers, strategic cards, AA infantry, rounds; losses.ts the casualties
//   victory.ts    territory victory and the Tournament's scoring
//   rounds.ts     a battle's rounds, shared with the odds (../odds.ts)
//   hands.ts      drawing and discarding; resources.ts gaining and paying
//   steps.ts      the step table and the order of play between the phases; view.ts what each viewer sees
import { startAt } from '../../engine/flow.ts';
import { bool, oneOf, optional, shapeProblem } from '../../engine/options.ts';
import { defineRules } from '../../engine/steps.ts';
import { fabContext, draft, writeLog, type FabContext } from './rules/context.ts';
import { setup as baseSetup } from './rules/setup.ts';
import { FAB_STEPS, type StepName } from './rules/steps.ts';
import { beginTurn } from './rules/turn.ts';
import { outcome } from './rules/victory.ts';
import { view } from './rules/view.ts';
import type { FabMove, FabOptions, FabState, FabView } from './rules/types.ts';

export * from './rules/types.ts';

function setup(options: FabOptions, n: number, seed: number): FabState {
  const s = baseSetup(options, n, seed);
  const c = fabContext(s);
  // The first player's turn begins (the game cannot end before it).
  s.flow = startAt(beginTurn(c)!);
  return c.finish(writeLog);
}

export const fabrisikoRules = defineRules<FabState, FabMove, FabView, FabOptions, StepName, FabContext>({
  id: 'fabrisiko',
  // 2: the order of play is the engine's (`flow`), no more `step`, battle stages or owed queue.
  contentVersion: 2,
  minSeats: 2,
  maxSeats: 4,
  defaultOptions: () => ({ tournament: false, physicalDice: false, sheets: 2, hopeless: true }),
  // Booleans are booleans (a file's "no" is not true); the sheets' edition is 1 or 2 (types.ts).
  optionsProblem: (o, n) => shapeProblem(o, n, { tournament: bool, physicalDice: optional(bool), sheets: optional(oneOf(1, 2)), hopeless: optional(bool) }),
  setup,
  steps: FAB_STEPS,
  draft,
  context: fabContext,
  writeLog,
  view,
  outcome,
});
