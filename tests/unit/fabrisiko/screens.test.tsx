// @vitest-environment happy-dom
// FabRisiko!'s screens over seeded random games: the table, rendered from the table's view at
// every state, holds no card face and no card of a hand (unless that kind is public), and offers
// the decision of the moment; the private screen shows its seat's hand and one confirm.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { fabrisikoRules as R, type FabState } from '../../../src/games/fabrisiko/rules.ts';
import { FabTable } from '../../../src/games/fabrisiko/ui/Table.tsx';
import { FabPrivate } from '../../../src/games/fabrisiko/ui/Private.tsx';
import { it as itWords, en as enWords } from '../../../src/games/fabrisiko/strings.ts';
import { CARDS, kindOf } from '../../../src/games/fabrisiko/content/index.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';

const SEATS = ['Anna', 'Bruno', 'Carla'].map((name, i) => ({ name, color: ['#c33', '#3a3', '#33c'][i] }));
const NAME: Record<string, string> = Object.fromEntries(CARDS.map((c) => [c.kind, itWords[`fabrisiko.card.${c.kind}`]]));
const noMove = async () => ({ ok: false });

describe('FabRisiko! screens', () => {
  it('show the table without secrets and the private hand to its seat, at every step of random games', async () => {
    await loadShellStrings();
    addCatalogs({ it: itWords, en: enWords });
    const root = document.createElement('div');
    document.body.appendChild(root);
    const steps = new Set<string>();
    for (const seed of [3, 8]) {
      let s: FabState = R.setup({ tournament: seed === 8, physicalDice: seed === 3 }, 3, seed);
      const rng = new Rng(seedRng(seed));
      for (let i = 0; i < 300 && !R.outcome(s); i++) {
        const d = R.decision(s)!;
        const table = R.view(s, 'table');
        await act(() => render(<FabTable view={table} seats={SEATS} decision={d.secret ? null : d} moves={d.secret ? [] : R.legalMoves(s, d.seat)} onMove={noMove} />, root));
        expect(root.querySelectorAll('[data-card]').length).toBe(0);
        const text = root.textContent ?? '';
        const shown = new Set([...table.discard, ...(table.battle?.aCards ?? []), ...(table.battle?.dCards ?? [])]);
        for (const hand of s.hands) for (const id of hand) if (!shown.has(kindOf(id))) expect(text).not.toContain(NAME[kindOf(id)]);
        if (!d.secret) {
          steps.add(table.battle ? `battle.${table.battle.stage}` : table.step);
          // Every territory to tap glows in the overlay over the map, a picture out of the accessibility tree.
          const glow = root.querySelector('svg.fab-overlay-target');
          expect(glow?.querySelectorAll('path').length ?? 0, `glows at ${table.step}`).toBe(root.querySelectorAll('path.fab-target').length);
          if (glow) steps.add('glow');
          for (const o of root.querySelectorAll('svg.fab-overlay')) expect(o.getAttribute('aria-hidden')).toBe('true');
          // The decision's buttons are there, and some can be pressed.
          expect([...root.querySelectorAll('button')].some((b) => !b.disabled), `a choice at ${table.step}`).toBe(true);
          // The button that ends the step stays at the bar's foot (TableLayout's .tl-act) however long the list above.
          const next = root.querySelector('[data-testid="next"], [data-testid="fire"], [data-testid="no-reroll"], [data-testid="defend-confirm"]');
          if (next) expect(next.closest('.tl-act'), `the step's last button at ${table.step}`).not.toBeNull();
          if (table.step === 'buy' && !s.battle) {
            steps.add('buy-res');
            expect(root.querySelector('[data-testid="buy-res"]')?.textContent).toBe(`Risorse da spendere: ${table.res[d.seat]}`);
          }
        } else {
          await act(() => render(<FabPrivate view={R.view(s, d.seat)} seat={d.seat} seats={SEATS} decision={d} moves={R.legalMoves(s, d.seat)} onMove={noMove} />, root));
          expect(root.querySelectorAll('[data-card]').length).toBe(s.hands[d.seat].length);
          expect(root.querySelectorAll('[data-testid="private-confirm"]').length).toBe(1);
        }
        const r = R.apply(s, d.seat, randomMove(R, s, d.seat, rng)!);
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
    }
    expect(steps.size).toBeGreaterThan(5);
    expect(steps.has('glow')).toBe(true);
    expect(steps.has('buy-res'), 'a purchase was shown').toBe(true);
    render(null, root);
  });
});
