// A full FabRisiko! state consistent with one seat's view (DESIGN.md, "App players"): the board,
// the resources, the battle and this turn's counters are public and copied; the seat's own hand
// is its own; what it may not know is dealt at random from the cards it cannot place: which copy
// of each discarded kind lies in the discards, the other hands (their sizes are public), the
// deck's order, and the cards an attacker chose and has not shown yet (none, in the sample).
// The state gets a fresh RNG; the public part is copied by fromView.ts. Checked by the contract test (tests/unit/contract/players.test.ts)
// and tests/unit/fabrisiko/players.test.ts: view(determinize(view(s, seat)), seat) equals the view.
import { Rng, seedRng } from '../../engine/rng.ts';
import type { Seat } from '../../engine/types.ts';
import { ALL_CARD_IDS, kindOf } from './content/index.ts';
import type { Battle, FabState, FabView } from './rules/types.ts';
import { battleFromView, stateFromView } from './fromView.ts';

/** Takes one id of `kind` out of `pool` (at random), or null. */
function takeOfKind(pool: string[], kind: string, rng: Rng): string | null {
  const at = pool.flatMap((id, i) => (kindOf(id) === kind ? [i] : []));
  if (at.length === 0) return null;
  const [id] = pool.splice(at[rng.int(0, at.length - 1)], 1);
  return id;
}

export function determinize(v: FabView, seat: Seat, rng: Rng): FabState {
  if (v.viewer !== seat || !v.hand) throw new RangeError(`not the view of seat ${seat}`);
  const hands: string[][] = Array.from({ length: v.n }, () => []);
  hands[seat] = v.hand.slice();
  const mine = new Set(v.hand);
  const pool = ALL_CARD_IDS.filter((id) => !mine.has(id));
  // The discards: kinds are public, which copy is not.
  const discard = v.discard.map((k) => takeOfKind(pool, k, rng) as string);
  if (discard.some((id) => id === null)) throw new Error('determinize: a discarded kind has no card left');
  let battle: Battle | null = null;
  const b = v.battle;
  if (b) {
    // Shown cards (kinds) are the discarded copies of their kinds; unshown ones are the viewer's own or none.
    const shown = b.stage !== 'attackCards' && b.stage !== 'defendCards';
    const spare = discard.slice();
    const ids = (cards: string[] | null, owner: Seat): string[] => {
      if (!cards) return [];
      if (!shown) return owner === seat ? cards.slice() : [];
      return cards.map((k) => takeOfKind(spare, k, rng) ?? takeOfKind(pool.slice(), k, rng) ?? `${k}#1`);
    };
    battle = battleFromView(b, ids(b.aCards, b.attacker), ids(b.dCards, b.defender));
  }
  const rest = rng.shuffle(pool);
  for (let i = 0; i < v.n; i++) if (i !== seat) hands[i] = rest.splice(0, v.handSizes[i]);
  if (rest.length !== v.deckSize) throw new Error(`determinize: ${rest.length} cards for a deck of ${v.deckSize}`);
  return stateFromView(v, {
    rng: seedRng(rng.int(0, 0x7fffffff)) as number[],
    hands,
    deck: { draw: rest, discard },
    battle,
    log: [v.log.map((e) => ({ ...e }))],
  });
}
