// Fiamme d'assalto rules as pure functions over plain JSON state (DESIGN.md, "Rules of the house"),
// built on the engine's step table, which keeps the order of play in the state (`flow`).
// Rulebook: ../shared/rules/fiamme-d-assalto.it.txt; our readings of its gaps are in content.ts RULINGS, and what it does not print (cards, tokens,
// attributes) is reconstructed there.
//
// Where each rule is (rules/):
//   types.ts, keys.ts    the state, moves and views; the i18n keys the rules produce
//   context.ts           the move context (typed log) and `draft`, the copy a move works on
//   state.ts             small questions about the state (units in play, points, the card in play)
//   setup.ts             a mission's set-up (units or the campaign's roster, decks, bag)
//   turn.ts              a turn's orders: command dice, spending (spend.ts), the active unit
//   draw.ts              turning up a turn's card (Terra di Nessuno, Trincea)
//   tdn.ts               Terra di Nessuno: its turns, the card's test or sniper
//   attribute-test.ts    attribute tests and wounds
//   trench.ts            the trench turns: the card's test, the fight, GRANATE, DIFESA,
//                        objectives, the second stage, the next turn or the end
//   enemies.ts           the enemy roll and the bag; suppression (PM, FUOCO)
//   combat.ts            the fight: the enemy roll, bombs, the enemy's fire, melee
//   rolls.ts             rolls and Ardimento rerolls, physical dice entry
//   campaign.ts          the end of a mission, veterans, the roster for the next mission
//   steps.ts             the step table: every step of the order of play and the file of its rule
//   view.ts              what the screens see
import { bool, oneOf, optional, shapeProblem } from '../../engine/options.ts';
import { defineRules } from '../../engine/steps.ts';
import type { FiammeMove, FiammeOptions, FiammeState, FiammeView } from './rules/types.ts';
import { draft, fiammeContext, writeLog, type FiammeContext } from './rules/context.ts';
import { setup } from './rules/setup.ts';
import { FIAMME_STEPS, type StepName } from './rules/steps.ts';
import { view } from './rules/view.ts';
import { outcome, rosterProblem } from './rules/campaign.ts';
import { MISSION_IDS } from './content.ts';

export * from './rules/types.ts';
export * from './rules/keys.ts';
export { decision } from './rules/view.ts';
export { stepNow } from './rules/steps.ts';
export { campaignNext, freshRoster, nextMission, rosterAfter, rosterProblem } from './rules/campaign.ts';

export const fiammeRules = defineRules<FiammeState, FiammeMove, FiammeView, FiammeOptions, StepName, FiammeContext>({
  id: 'fiamme-d-assalto',
  // 2: the order of play is the engine's (`flow` instead of `step`, `resume`, `veteranQueue`).
  contentVersion: 2,
  minSeats: 1,
  maxSeats: 2,
  defaultOptions: () => ({ mission: 1, physicalDice: false, roster: null }),
  // A mission of the book, the dice, and a campaign's roster as the last mission left it.
  optionsProblem: (o, n) =>
    shapeProblem(o, n, { mission: oneOf(...MISSION_IDS), physicalDice: optional(bool), roster: (r, count) => r === undefined || r === null || rosterProblem(r as never, count) === null }),
  setup,
  steps: FIAMME_STEPS,
  draft,
  context: fiammeContext,
  writeLog,
  view,
  outcome,
});

/** Where every card and token is, for invariant checks in tests. */
export function inventory(s: FiammeState): {
  tdn: string[];
  trench: string[];
  enemies: number[];
} {
  const tdn = [...s.tdnDeck, ...s.tdnDiscard, ...(s.tdnCard ? [s.tdnCard] : [])];
  const trench = [...s.trenchDeck, ...s.trenchDiscard, ...s.trenchAside, ...(s.trenchCard ? [s.trenchCard] : [])];
  const enemies = [...s.bag, ...s.enemies.map((e) => e.t)];
  return { tdn, trench, enemies };
}
