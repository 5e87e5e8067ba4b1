// @vitest-environment happy-dom
// Repubblica Ribelle's hand limit on the private screen: the count beside the hand and the
// discard step say the same thing ("6 carte in mano · a fine round ne tieni 4" and "ne tieni 4,
// hai 2 carte di troppo"), never a limit of 2 beside a limit of 4.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { addCatalogs, lang } from '../../../src/i18n/index.ts';
import { it as itWords, en as enWords } from '../../../src/games/repubblica-ribelle/strings.ts';
import { ribelleRules, type RibelleState } from '../../../src/games/repubblica-ribelle/rules.ts';
import { DECISION_KINDS } from '../../../src/games/repubblica-ribelle/rules/types.ts';
import { RibellePrivate } from '../../../src/games/repubblica-ribelle/ui/Private.tsx';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { start } from './helpers.ts';

addCatalogs({ it: itWords, en: enWords });
const SEATS = ['#d4a017', '#3f7a3a', '#6c3f91'].map((color, i) => ({ name: ['Anna', 'Bruno', 'Carla'][i], color }));

afterEach(() => {
  lang.value = 'it';
  document.body.innerHTML = '';
});

/** The first end-of-round discard a seeded random game reaches. */
function atDiscard(): RibelleState {
  for (let seed = 1; seed < 60; seed++) {
    let s = start(3, seed);
    const rng = new Rng(seedRng(seed));
    for (let d = ribelleRules.decision(s); d; d = ribelleRules.decision(s)) {
      if (d.kind === DECISION_KINDS.discard) return s;
      const r = ribelleRules.apply(s, d.seat, randomMove(ribelleRules, s, d.seat, rng)!);
      if (!r.ok) throw new Error(r.reason);
      s = r.state as RibelleState;
    }
  }
  throw new Error('no discard in 60 seeded games');
}

describe('the hand limit on the private screen', () => {
  it('says the same limit beside the hand and in the discard step, in both languages', async () => {
    const s = atDiscard();
    const d = ribelleRules.decision(s)!;
    const view = ribelleRules.view(s, d.seat) as { me: { hand: unknown[]; handLimit: number } };
    const held = view.me.hand.length;
    const limit = view.me.handLimit;
    const excess = held - limit;
    expect(excess).toBeGreaterThan(0);
    for (const [language, count, task] of [
      ['it', `${held} carte in mano · a fine round ne tieni ${limit}`, `ne tieni ${limit}, hai ${excess} ${excess === 1 ? 'carta' : 'carte'} di troppo`],
      ['en', `${held} cards in hand · you keep ${limit} at the end of the round`, `you keep ${limit}, you have ${excess} ${excess === 1 ? 'card' : 'cards'} too many`],
    ] as const) {
      lang.value = language;
      const root = document.createElement('div');
      document.body.append(root);
      await act(() => render(<RibellePrivate view={view as never} seat={d.seat} seats={SEATS} decision={d} moves={ribelleRules.legalMoves(s, d.seat)} onMove={async () => ({ ok: true }) as never} />, root));
      expect(root.querySelector('.rr-hand-head')!.textContent).toContain(count);
      expect(root.querySelector('[data-testid="private-task"]')!.textContent).toContain(task);
      expect(root.textContent).not.toMatch(/oltre il limite di|over the limit/);
      render(null, root);
    }
  });
});
