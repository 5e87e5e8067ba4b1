// @vitest-environment happy-dom
// The power step on a seat's private screen: a card with one play and no target (Vesta, Iuno)
// is played by the bar's button alone, since on a phone the plays grid may be below the fold;
// Fortuna (two directions) and a card that needs a target still wait for a choice.
import { render } from 'preact';
import { act as flush } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { RubicoPrivate } from '../../../src/games/rubico/ui/Private.tsx';
import { stageOf, type RubicoState } from '../../../src/games/rubico/rules.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';
import { it as itWords, en as enWords } from '../../../src/games/rubico/strings.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { act, rules, started, suggestAll } from './helpers.ts';

const SEATS = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'].map((name, i) => ({ name, color: ['#c33', '#3a3', '#33c', '#aa3', '#a3a'][i] }));

/** The first seeded position where the seat deciding the power step holds `card`. */
function powerStepWith(card: string): RubicoState {
  for (let seed = 1; seed < 400; seed++) {
    // The seats lay their rows, the Centurion picks at random; then each seat's power step.
    let s = suggestAll(started(5, seed));
    const rng = new Rng(seedRng(seed));
    while (stageOf(s) === 'choose') s = act(s, randomMove(rules, s, rules.decision(s)!.seat, rng)!);
    while (stageOf(s) === 'power') {
      const d = rules.decision(s)!;
      if (rules.view(s, d.seat).me?.power === card) return s;
      s = act(s, { type: 'power', use: null });
    }
  }
  throw new Error(`no power step with ${card}`);
}

async function screen(s: RubicoState) {
  await loadShellStrings();
  addCatalogs({ it: itWords, en: enWords });
  const d = rules.decision(s)!;
  const onMove = vi.fn(async () => ({ ok: true }) as const);
  const root = document.createElement('div');
  document.body.appendChild(root);
  await flush(() => render(<RubicoPrivate view={rules.view(s, d.seat)} seat={d.seat} seats={SEATS} decision={d} moves={rules.legalMoves(s, d.seat)} onMove={onMove as never} />, root));
  return { use: root.querySelector<HTMLButtonElement>('[data-testid="power-use"]')!, onMove };
}

describe("Rubico's power step on the private screen", () => {
  it('plays Vesta with its button alone', async () => {
    const { use, onMove } = await screen(powerStepWith('vesta'));
    expect(use.disabled).toBe(false);
    await flush(() => use.click());
    expect(onMove).toHaveBeenCalledWith({ type: 'power', use: { card: 'vesta' } });
  });

  it('waits for a direction with Fortuna and for a target with Minerva', async () => {
    expect((await screen(powerStepWith('fortuna'))).use.disabled).toBe(true);
    expect((await screen(powerStepWith('minerva'))).use.disabled).toBe(true);
  });
});
