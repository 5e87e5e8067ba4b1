// Repubblica Ribelle rules as pure functions over plain JSON state (DESIGN.md, "Rules of the
// house"). Rulebook: ../shared/rules/repubblica-ribelle.it.txt; our readings of its gaps are the
// RULINGS in content.ts. The code lives in rules/: types, data (indices over the content), flow
// (set-up, round, resolution tasks, phase II, scoring), moves (decision, legal moves, apply) and
// view (table and seat views).
//
// Seats are the human players. Automated partisans (2 with one player, 1 with two) are not seats:
// they draw and score inside `apply`, from the state's RNG and the deck, so no decision ever waits
// for them; what they do goes into the public log.
import type { GameRules } from '../../engine/types.ts';
import { setup } from './rules/flow.ts';
import { activeSeats, apply, decision, legalMoves } from './rules/moves.ts';
import { outcome, view } from './rules/view.ts';
import type { RibelleMove, RibelleOptions, RibelleState, RibelleView } from './rules/types.ts';

export * from './rules/types.ts';
export { setup, orderFrom, autoScore, finalScores, handLimit, movePoints, onMap, reserve, moveCost } from './rules/flow.ts';
export { activeSeats, apply, decision, legalMoves, leaderId } from './rules/moves.ts';
export { outcome, view } from './rules/view.ts';
export { CARD_COUNT, LOC_ID, LOC_TERR, TERR_LOCS, ADJ, cardIndex, locIndex } from './rules/data.ts';

export const ribelleRules: GameRules<RibelleState, RibelleMove, RibelleView, RibelleOptions> = {
  id: 'repubblica-ribelle',
  contentVersion: 1,
  minSeats: 1,
  maxSeats: 6,
  defaultOptions: () => ({ demo: false, firstPlayer: 0 }),
  setup,
  apply,
  activeSeats,
  decision,
  legalMoves,
  view,
  outcome,
};
