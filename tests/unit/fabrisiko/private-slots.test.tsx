// @vitest-environment happy-dom
// FabRisiko!'s secret steps keep as many places for their choices as the public facts allow
// (issue 32, item 2): over seeded random games, every secret step's choices fit in the places
// counted from the seat's hand size and the events played (never more, or the screen would grow
// with the hand), and the private screen draws exactly that many, the choices first.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { fabrisikoRules as R, type FabMove, type FabState } from '../../../src/games/fabrisiko/rules.ts';
import { FabPrivate, choiceSlots } from '../../../src/games/fabrisiko/ui/Private.tsx';
import { it as itWords, en as enWords } from '../../../src/games/fabrisiko/strings.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';

const SEATS = ['Anna', 'Bruno', 'Carla'].map((name, i) => ({ name, color: ['#c33', '#3a3', '#33c'][i] }));
const noMove = async () => ({ ok: false });

/** The choices the private screen lists: the defender's card lists once each (AA and Colle are toggles). */
function listed(s: FabState, seat: number, kind: string): number {
  const moves = R.legalMoves(s, seat).filter((m: FabMove) => m.type !== 'timeUp');
  if (kind !== 'fabrisiko.step.battle.defendCards') return moves.length;
  return new Set(moves.map((m) => (m.type === 'cards' ? m.cards.join() : ''))).size;
}

describe('FabRisiko! private choices', () => {
  it('fit in the places the public facts allow, and the screen draws that many', async () => {
    await loadShellStrings();
    addCatalogs({ it: itWords, en: enWords });
    const root = document.createElement('div');
    document.body.appendChild(root);
    const seen = new Map<string, { steps: number; full: number; drawn: number }>();
    for (let seed = 1; seed <= 6; seed++) {
      let s: FabState = R.setup(R.defaultOptions(3), 3, seed);
      const rng = new Rng(seedRng(seed));
      for (let i = 0; i < 3000 && !R.outcome(s); i++) {
        const d = R.decision(s)!;
        if (d.secret) {
          const view = R.view(s, d.seat);
          const slots = choiceSlots(d.kind, view, d.seat);
          const n = listed(s, d.seat, d.kind);
          expect(n, `${d.kind} (seed ${seed}, move ${i}): ${n} choices in ${slots} places`).toBeLessThanOrEqual(slots);
          expect(n).toBeGreaterThan(0);
          const x = seen.get(d.kind) ?? { steps: 0, full: 0, drawn: 0 };
          x.steps++;
          if (n === slots) x.full++;
          // The screen itself, a few times a kind: the choices, then empty places, as many as counted.
          if (x.drawn < 4) {
            x.drawn++;
            await act(() => render(<FabPrivate view={view} seat={d.seat} seats={SEATS} decision={d} moves={R.legalMoves(s, d.seat)} onMove={noMove} />, root));
            const places = [...root.querySelectorAll('.fab-choices > *')];
            expect(places.length).toBe(slots);
            expect(places.filter((p) => p.getAttribute('role') === 'radio').length).toBe(n);
            expect(places.slice(n).every((p) => p.classList.contains('fab-slot-empty') && p.getAttribute('aria-hidden') === 'true')).toBe(true);
            expect(root.querySelectorAll('[aria-pressed]').length, 'a radio is checked, not pressed').toBe(0);
          }
          seen.set(d.kind, x);
        }
        const r = R.apply(s, d.seat, randomMove(R, s, d.seat, rng)!);
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
    }
    render(null, root);
    // Every kind of secret step was met, and the bound is tight: some hands fill every place.
    for (const kind of ['fabrisiko.step.event', 'fabrisiko.step.swap', 'fabrisiko.step.battle.attackCards', 'fabrisiko.step.battle.defendCards']) {
      expect(seen.get(kind)?.steps ?? 0, kind).toBeGreaterThan(0);
      expect(seen.get(kind)?.full ?? 0, `${kind}: some hand fills every place`).toBeGreaterThan(0);
    }
  });
});
