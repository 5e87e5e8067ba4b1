// What each viewer sees: in these two games everything on the table is public, so every
// viewer sees the same view (the RNG state excepted). One secret: Sociale's gathering place,
// in the corteo's own view only until the corteo forms there or the game ends (rules/sociale.ts).
import type { Viewer } from '../../../engine/types.ts';
import { hiddenPlace } from './sociale.ts';
import type { CorteoState, CorteoView, ScenarioState } from './types.ts';

function scenarioView(s: CorteoState, viewer: Viewer): ScenarioState | undefined {
  if (!s.scen || !hiddenPlace(s, viewer)) return s.scen;
  const { gather: _secret, ...rest } = s.scen;
  return rest;
}

export function view(s: CorteoState, viewer: Viewer): CorteoView {
  return {
    options: s.options,
    hand: s.hand,
    side: s.side,
    step: s.step,
    units: s.units,
    done: s.done,
    moving: s.moving,
    threw: s.threw,
    running: s.running,
    runsLeft: s.runsLeft,
    barricadesLeft: s.barricadesLeft,
    barricades: s.barricades,
    headComponent: s.headComponent,
    heads: s.heads,
    reinforce: s.reinforce,
    pending: s.pending,
    advance: s.advance,
    held: s.held,
    covered: s.covered,
    score: s.score,
    result: s.result,
    ...(s.smoke ? { smoke: s.smoke } : {}),
    ...(s.jams ? { jams: s.jams } : {}),
    ...(s.jamTried ? { jamTried: s.jamTried } : {}),
    ...(s.rolls ? { rolls: s.rolls } : {}),
    ...(s.scen ? { scen: scenarioView(s, viewer) } : {}),
    log: s.log.flat(),
  };
}

/**
 * The view read back as a state the rules' questions accept (where a unit may go, the odds of
 * a combat, a throw's targets): the screens ask them of the table view, which holds the whole
 * board. It has no RNG and no log, so it must never be applied to.
 */
export function boardOfView(v: CorteoView): CorteoState {
  const { log: _log, ...rest } = v;
  return { ...rest, rng: [], log: [] };
}
