// The choices of the decision on screen, listed from a view alone. The screens never get the
// state: they rebuild a state from what the viewer may see (fromView.ts; other hands as blanks
// of the right size, an empty deck, no RNG) and ask the rules for the seat's legal moves. Every
// public step's choices depend only on public facts, and a secret step's only on the viewer's
// own hand, so the list is exactly the rules' list (tests/unit/fabrisiko/ui-legal.test.ts checks it).
import type { Seat } from '../../../engine/types.ts';
import { battleFromView, stateFromView } from '../fromView.ts';
import { fabrisikoRules, type FabMove, type FabView } from '../rules.ts';

/** The legal moves of `seat` now, as far as the view tells. */
export function legalFromView(v: FabView, seat: Seat): FabMove[] {
  const b = v.battle;
  const state = stateFromView(v, {
    rng: [],
    hands: v.handSizes.map((size, i) => (v.viewer === i && v.hand ? v.hand.slice() : Array.from({ length: size }, (_, k) => `unknown#${k + 1}`))),
    deck: { draw: [], discard: [] },
    battle: b && battleFromView(b, b.aCards ?? [], b.dCards ?? []),
    log: [[]],
  });
  return fabrisikoRules.legalMoves(state, seat) as FabMove[];
}
