// @vitest-environment happy-dom
// Corteo's table over seeded random games of both modes: at every step the table renders from
// the table's view, names the side to move and the phase, and offers the decision of the
// moment (some button that can be pressed, and for the combat the odds and the table's column
// once a combat is chosen); the end shows the score and the victory level of the state.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { corteoRules as R, type CorteoState } from '../../../src/games/corteo/rules.ts';
import { CorteoTable } from '../../../src/games/corteo/ui/Table.tsx';
import { corteoStrings } from '../../../src/games/corteo/index.ts';
import { addCatalogs, loadShellStrings, t } from '../../../src/i18n/index.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';

const SEATS = ['Anna', 'Bruno'].map((name, i) => ({ name, color: ['#c33', '#33c'][i] }));
const noMove = async () => ({ ok: false });

describe('Corteo screens', () => {
  it('render every step of random games and offer its decision', async () => {
    await loadShellStrings();
    addCatalogs(corteoStrings);
    const root = document.createElement('div');
    document.body.appendChild(root);
    const steps = new Set<string>();
    for (const [seed, mode, physicalDice] of [[5, 'base', false], [9, 'advanced', true]] as const) {
      let s: CorteoState = R.setup({ mode, map: 'practice', physicalDice }, 2, seed);
      const rng = new Rng(seedRng(seed));
      for (let i = 0; i < 2000 && !R.outcome(s); i++) {
        const d = R.decision(s)!;
        expect(d.secret).toBe(false);
        // Random play is mostly steps of movement: every step of another kind is drawn, one movement step in six.
        const draw = stepNow(s) !== 'move' || i % 6 === 0;
        if (draw) {
          await act(() => render(<CorteoTable view={R.view(s, 'table')} seats={SEATS} decision={d} moves={R.legalMoves(s, d.seat)} onMove={noMove} />, root));
          steps.add(stepNow(s));
          const banner = root.querySelector('[data-testid="co-banner"]')!;
          expect(banner.getAttribute('data-side')).toBe(d.seat === 0 ? 'corteo' : 'potere');
          expect(banner.textContent).toContain(t(d.kind));
          expect([...root.querySelectorAll('[data-testid="co-decision"] button')].some((b) => !(b as HTMLButtonElement).disabled), `a choice at ${stepNow(s)}`).toBe(true);
          if (stepNow(s) === 'combat') {
            await act(() => (root.querySelector('[data-testid="combat-0"]') as HTMLButtonElement).click());
            expect(root.querySelector('[data-testid="combat-odds"]')?.textContent).toMatch(/\d-\d/);
            expect(root.querySelectorAll('[data-testid="table-column"] td').length).toBe(6);
            expect(root.querySelector(physicalDice ? '[data-testid="physical-dice"]' : '[data-testid="roll"]')).not.toBeNull();
          }
        }
        const r = R.apply(s, d.seat, randomMove(R, s, d.seat, rng)!);
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
      expect(R.outcome(s)).not.toBeNull();
      await act(() => render(<CorteoTable view={R.view(s, 'table')} seats={SEATS} decision={null} moves={[]} onMove={noMove} />, root));
      expect(root.querySelector('[data-testid="co-level"]')?.textContent).toBe(t(s.result!.level));
      expect(root.querySelector('[data-testid="co-end-final"]')?.textContent).toBe(String(s.result!.final));
      expect(root.querySelector('[data-testid="co-end-corteo"]')?.textContent).toBe(String(s.score.corteo));
    }
    for (const step of ['placeCorteo', 'head', 'placePotere', 'move', 'heads', 'combat']) expect(steps).toContain(step);
    render(null, root);
  }, 240_000);
});
