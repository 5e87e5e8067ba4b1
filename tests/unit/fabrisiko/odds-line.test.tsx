// @vitest-environment happy-dom
// The battle odds on FabRisiko!'s table: worked out after the move's screen is drawn, a piece at a
// time (a thousand trials in one go were the longest task of a move on a slow phone), with the
// same answer as the calculator in one go.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { battleOdds, battleOddsSteps, battleOf } from '../../../src/games/fabrisiko/odds.ts';
import { OddsNow } from '../../../src/games/fabrisiko/ui/oddsLine.tsx';
import { it as itWords, en as enWords } from '../../../src/games/fabrisiko/strings.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';

beforeAll(async () => {
  await loadShellStrings();
  addCatalogs({ it: itWords, en: enWords });
});

describe('battle odds in pieces', () => {
  it('gives the same answer in pieces as in one go, yielding after each piece', () => {
    const input = { attacker: { inf: 4, tank: 2 }, defender: { inf: 5 }, ridge: false };
    const steps = battleOddsSteps(input, 1000, 7, 200);
    let yields = 0;
    let r = steps.next();
    while (!r.done) {
      yields++;
      r = steps.next();
    }
    expect(yields).toBe(4); // after 200, 400, 600 and 800 trials
    expect(r.value).toEqual(battleOdds(input, 1000, 7));
  });

  it('shows that it is working, then the odds, without computing them in the render', async () => {
    const host = document.createElement('div');
    const battle = { ...battleOf({ attacker: { inf: 3 }, defender: { inf: 2 } }), ridge: false };
    act(() => render(<OddsNow battle={battle} />, host));
    const line = () => host.querySelector('[data-testid="odds"]')!;
    expect(line().getAttribute('aria-busy')).toBe('true');
    expect(line().textContent).toContain('battaglie simulate…');
    await act(async () => {
      for (let i = 0; i < 200 && line().getAttribute('aria-busy'); i++) await new Promise((r) => setTimeout(r, 5));
    });
    const o = battleOdds(battle, 1000, 7);
    expect(line().getAttribute('aria-busy')).toBeNull();
    expect(line().textContent).toContain(`vince ${Math.round(o.win * 100)}\u00a0%`);
  });

  it('gives the same answer in the small pieces the table works in', () => {
    const input = { attacker: { inf: 6, tank: 3, fighter: 1 }, defender: { inf: 7, tank: 1 }, ridge: false };
    const steps = battleOddsSteps(input, 1000, 7, 20);
    let r = steps.next();
    while (!r.done) r = steps.next();
    expect(r.value).toEqual(battleOdds(input, 1000, 7));
  });

  it('stops a battle\'s calculation when another takes the screen, and answers both right', async () => {
    const host = document.createElement('div');
    const first = { ...battleOf({ attacker: { inf: 5, tank: 1 }, defender: { inf: 4 } }), ridge: false };
    const second = { ...battleOf({ attacker: { inf: 2 }, defender: { inf: 3, tank: 1 } }), ridge: true };
    const line = () => host.querySelector('[data-testid="odds"]')!;
    const settle = () =>
      act(async () => {
        for (let i = 0; i < 400 && line().getAttribute('aria-busy'); i++) await new Promise((r) => setTimeout(r, 5));
      });
    const words = (b: typeof first) => {
      const o = battleOdds(b, 1000, 7);
      return `vince ${Math.round(o.win * 100)}\u00a0%, perde ${Math.round(o.lose * 100)}\u00a0%`;
    };
    act(() => render(<OddsNow battle={first} />, host));
    // One piece of the first battle, then the second one on screen.
    await act(() => new Promise((r) => setTimeout(r, 1)));
    act(() => render(<OddsNow battle={second} />, host));
    await settle();
    expect(line().textContent).toContain(words(second));
    // The first one back: picked up where it stopped, with the same answer as in one go.
    act(() => render(<OddsNow battle={first} />, host));
    await settle();
    expect(line().textContent).toContain(words(first));
  });
});
