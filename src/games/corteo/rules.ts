// Corteo's rules (base and advanced games) as pure functions over plain JSON state, on the
// engine's step table. Rulebook: ../shared/rules/corteo.it.txt (Mondadori 1980); our readings
// of its gaps are in content/rulings.ts, what it does not print is reconstructed in content/.
//
// Where each rule is (rules/):
//   types.ts       the state, moves and view
//   terrain.ts     the terrain effects table and its questions (cost, ZOC, combat, throws)
//   board.ts       the city, who stands where, zones of control, engagement, stacking, groups
//   setup.ts       placement of both sides
//   head.ts        the head of the march (10): its component, the units at its head, the acting one
//   turn.ts        hands, turns and phases, reinforcements, the end of a hand
//   movement.ts    movement, disengagement, metro, running, barricades, re-entry
//   movement-moves.ts  every move of the movement phase, gathered for the step table
//   combat.ts      combats, odds, terrain, the head's power, the armoured column, advancing
//   pending.ts     retreats, panics and arrests after a combat or a throw, retreat off the map
//   throws.ts      throws of spezzoni and lacrimogeni, alone or two stacked together
//   landing.ts     where a throw lands: the target's power, safe hexes, what its result does
//   objectives.ts  held, covered and scored objectives; the end of the game
//   steps.ts       the step table, the wiring of the order of play and SCENARIO_HOOKS (what
//                  Antifascista, Sociale and Antirepressivo add to the base game: their rules
//                  are antifascista.ts, sociale.ts, antirepressivo.ts); now.ts the step under
//                  way; view.ts what each viewer sees (and boardOfView for the screens)
//   special-rules.ts  the special rules (13) in play and the queue of the dice they ask for
//   special.ts     their 'special' step, where those dice are rolled: smoke.ts (13a),
//                  short.ts (13b), jams.ts (13c), national.ts (13d)
import { defineRules } from '../../engine/steps.ts';
import type { Outcome } from '../../engine/types.ts';
import { draft, writeLog, type CorteoContext } from './rules/context.ts';
import { setup } from './rules/setup.ts';
import { CORTEO_AFTER, CORTEO_STEPS, SCENARIO_HOOKS, corteoContext } from './rules/steps.ts';
import { SIDE_SEAT, type CorteoMove, type CorteoOptions, type CorteoState, type CorteoView, type FlowStep } from './rules/types.ts';
import { view } from './rules/view.ts';
import { antirepressivoOutcome, blocSpecs } from './rules/antirepressivo.ts';
import { corteoOptionsProblem } from './rules/scenario-check.ts';

export * from './rules/types.ts';

function outcome(s: CorteoState): Outcome | null {
  if (s.flow.length > 0 || !s.result) return null;
  if (blocSpecs(s)) return antirepressivoOutcome(s);
  const { final, level, winner } = s.result;
  return {
    winners: winner ? [SIDE_SEAT[winner]] : [],
    reasonKey: level,
    details: { corteo: s.score.corteo, potere: s.score.potere, final },
  };
}

export const corteoRules = defineRules<CorteoState, CorteoMove, CorteoView, CorteoOptions, FlowStep, CorteoContext>({
  id: 'corteo',
  // 2: the order of play is the engine's (`flow`), no `step`, `pending` or `rolls` of its own.
  contentVersion: 2,
  minSeats: 2,
  // Three seats for the Antirepressivo only (rules/antirepressivo.ts): its two corteo players
  // and the potere; every other game is two sides (the package's seatsFor).
  maxSeats: 3,
  defaultOptions: (seats) => (seats === 3 ? { mode: 'advanced', map: 'citta', scenario: 'antirepressivo', coverKept: true } : { mode: 'base', map: 'citta' }),
  // What the wizard sets, a scenario of the editor checked as the editor checks it (rules/scenario-check.ts).
  optionsProblem: corteoOptionsProblem,
  setup: (options, seats, seed) => setup(options, seats, seed, SCENARIO_HOOKS),
  steps: CORTEO_STEPS,
  after: CORTEO_AFTER,
  draft,
  context: corteoContext,
  writeLog,
  view: (s, viewer) => view(s, viewer, SCENARIO_HOOKS),
  outcome,
});
