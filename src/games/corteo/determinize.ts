// A full Corteo state consistent with a seat's view (DESIGN.md, "App players"), for the strong
// player's samples. The view holds the whole board; what it leaves out is the dice to come (the
// RNG state, drawn here from the player's own RNG) and, in the Sociale, the corteo's gathering
// place while the potere has not seen it (drawn among the places it may be). The view's order of
// play has the decision on top and the tasks queued under it (rules/view.ts flowOfView); the step
// they return to is read back from what the view shows: a combat's retreats and advance go back
// to the combat phase, a throw's pushes and a special rule's dice to the movement phase.
import type { Frame } from '../../engine/flow.ts';
import { seedRng, type Rng } from '../../engine/rng.ts';
import type { Seat } from '../../engine/types.ts';
import { gatherPlaces } from './rules/sociale.ts';
import type { CorteoState, CorteoView } from './rules/types.ts';
import { boardOfView } from './rules/view.ts';

/** The phase step a decision called from it returns to, or null when the decision is the phase's own. */
function returnsTo(v: CorteoView): Frame | null {
  if (v.step === 'advance') return { step: 'combat' };
  if (v.step === 'retreat') return { step: v.pending[0]?.kind === 'throw' ? 'move' : 'combat' };
  if (v.step === 'special') return { step: 'move' };
  return null;
}

export function determinize(v: CorteoView, _seat: Seat, rng: Rng): CorteoState {
  const b = boardOfView(v);
  const under = returnsTo(v);
  const s: CorteoState = { ...b, flow: under ? [under, ...b.flow] : b.flow, rng: seedRng(rng.int(0, 0x3fffffff)) as number[], log: [v.log.slice()] };
  // Sociale: the corteo wrote its place down before the game; the potere's view leaves it out until it is shown.
  if (s.scen && v.step !== 'gather' && s.scen.gather === undefined) {
    const places = gatherPlaces(s);
    if (places.length > 0) s.scen = { ...s.scen, gather: places[rng.int(0, places.length - 1)].id };
  }
  return s;
}
