// Nothing told by a shape (issue 12, item 2): in every secret step of Rubico and Repubblica
// Ribelle, the private screens of seats with different roles or cards have the same boxes in the
// same places, on a phone and on a tablet (this file runs in both projects).
import { expect, test, type Page } from '@playwright/test';
import { holdToReveal, readSave, startRubico, stateOf } from './support/rubico.ts';
import { playRibelle, startRibelle } from './support/ribelle.ts';
import { craftSave, openCrafted } from './support/crafted.ts';
import { seedGames } from './support/seed.ts';
import { rubicoRules, type RubicoState } from '../../src/games/rubico/rules.ts';
import { ribelleRules, type RibelleState } from '../../src/games/repubblica-ribelle/rules.ts';
import { DECISION_KINDS as RIBELLE_STEPS } from '../../src/games/repubblica-ribelle/rules/types.ts';
import type { PendingDecision } from '../../src/engine/types.ts';

interface Shot {
  seat: string;
  boxes: string[];
}

/**
 * The boxes of the private screen and its parts (`parts`, a CSS selector list inside it), in
 * document order, each as "testid x,y wxh" relative to the private screen: the kind of element
 * does not matter (an empty place may stand for a button), its place and size do.
 */
async function measure(page: Page, parts: string): Promise<Shot> {
  const priv = page.getByTestId('private-screen');
  const seat = (await priv.locator('h2').first().textContent())!;
  const boxes = await priv.evaluate((root, parts) => {
    const o = root.getBoundingClientRect();
    const r = (n: number) => Math.round(n * 2) / 2;
    return [root, ...root.querySelectorAll(parts)].map((e) => {
      const b = e.getBoundingClientRect();
      return `${e.getAttribute('data-testid') ?? ''} ${r(b.x - o.x)},${r(b.y - o.y)} ${r(b.width)}x${r(b.height)}`;
    });
  }, parts);
  return { seat, boxes };
}

/** All the seats' screens of one step have the same boxes (named by seat on failure). */
function expectSameShape(step: string, shots: Shot[]): void {
  expect(shots.length, `${step}: at least two seats measured`).toBeGreaterThanOrEqual(2);
  const [first, ...rest] = shots;
  for (const s of rest) expect(s.boxes, `${step}: ${s.seat} against ${first.seat}`).toEqual(first.boxes);
}

const RUBICO_PARTS = [
  '.rb > *',
  '.rb-role > *',
  '.rb-allies > *',
  '.rb-power',
  '.rb-hand',
  '.rb-choices > *',
  '[data-testid="power-step"] > *',
  '[data-testid="power-step"] > .stack > *',
  '[data-testid="ack"], [data-testid="place-cards"], [data-testid="power-pass"], [data-testid="power-use"]',
].join(', ');

const RIBELLE_PARTS = ['.rr-private > *', '.rr-private > section > *', '.rr-leader-slot', '.rr-piles > *', '.rr-actions > *'].join(', ');

test.describe('private screens have one shape', () => {
  test('Rubico at 5 players: role and recognition, suggest and power steps', async ({ page }) => {
    test.setTimeout(5 * 60_000);
    await seedGames(page, 20240612);
    await startRubico(page, 5);
    const shots: Record<string, Shot[]> = {};
    const priv = page.getByTestId('private-screen');
    for (let i = 0; i < 200; i++) {
      const cover = page.getByTestId('cover');
      await expect(cover.or(page.getByTestId('table')).first()).toBeVisible({ timeout: 15_000 });
      if (await cover.isVisible()) {
        await holdToReveal(page);
        const ack = priv.getByTestId('ack');
        const place = priv.getByTestId('place-cards');
        const pass = priv.getByTestId('power-pass');
        await expect(ack.or(place).or(pass).first()).toBeVisible();
        const step = (await place.isVisible()) ? 'suggest' : (await pass.isVisible()) ? 'power' : (await priv.getByTestId('peek').count()) ? 'peek' : 'roles';
        (shots[step] ??= []).push(await measure(page, RUBICO_PARTS));
        if (step === 'suggest') await place.click();
        else if (step === 'power') await pass.click();
        else await ack.click();
        await expect(priv).toBeHidden({ timeout: 10_000 });
        continue;
      }
      // The Centurion's public steps, up to the reveal of the first turn.
      if (await page.getByTestId('choose-panel').isVisible()) {
        const slots = page.locator('button[data-testid^="slot-"]:not([disabled])');
        const counter = page.getByTestId('taken-count');
        const need = Number((await counter.textContent())!.match(/di (\d+)/)![1]);
        const perSeat = new Map<string, number>();
        let taken = 0;
        for (let k = 0; taken < need && k < (await slots.count()); k++) {
          const seat = (await slots.nth(k).getAttribute('data-testid'))!.split('-')[1];
          if ((perSeat.get(seat) ?? 0) >= 2) continue;
          perSeat.set(seat, (perSeat.get(seat) ?? 0) + 1);
          await slots.nth(k).click();
          taken++;
          await expect(counter).toContainText(`Prese ${taken} di`);
        }
        await page.getByTestId('confirm-choice').click();
        // The choice commits, then a cover comes up: until then the old panel is still on screen
        // (read again too soon, its first card was tapped under the rising cover and waited there).
        await expect(page.getByTestId('choose-panel')).toBeHidden();
      } else if (await page.getByTestId('reveal').isVisible()) break;
      else await page.waitForTimeout(100);
    }

    // The seeded game really has both roles among the measured seats, and power cards that
    // play differently in the power step (one that targets a card, one that does not).
    const state = stateOf((await readSave(page))!);
    const names = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'];
    const roleOf = (shot: Shot) => state.roles[names.indexOf(shot.seat)];
    expect(new Set(shots.roles.map(roleOf))).toEqual(new Set(['red', 'blue']));
    expect(new Set(shots.suggest.map(roleOf))).toEqual(new Set(['red', 'blue']));
    const powers = shots.power.map((s) => state.powers[names.indexOf(s.seat)]);
    expect(powers.some((p) => p === 'minerva' || p === 'cibelis' || p === 'roma')).toBe(true);
    expect(powers.some((p) => p !== 'minerva' && p !== 'cibelis' && p !== 'roma')).toBe(true);
    expect(shots.roles).toHaveLength(5);
    for (const [step, list] of Object.entries(shots)) if (step !== 'peek') expectSameShape(`rubico ${step}`, list);
  });

  test('Repubblica Ribelle, 3 players: the first mission\'s face-down step', async ({ page }) => {
    test.setTimeout(5 * 60_000);
    await seedGames(page, 1944);
    await startRibelle(page, 3);
    // Every rebel's screen of the first mission step, as each first sees it, before any tap.
    const shots: Shot[] = [];
    const enough = 'all three rebels measured';
    await playRibelle(page, {
      onPrivate: async (page) => {
        const priv = page.getByTestId('private-screen');
        if (!(await priv.getByTestId('play-done').count()) && !(await priv.getByTestId('play-pass').count())) return;
        const shot = await measure(page, RIBELLE_PARTS);
        if (!shots.some((s) => s.seat === shot.seat)) shots.push(shot);
        if (shots.length === 3) throw new Error(enough);
      },
    }).then(
      () => {
        throw new Error('the game ended before every rebel played');
      },
      (err: Error) => expect(err.message).toBe(enough),
    );
    // Their hands differ (cards with longer or shorter texts): the screens do not.
    expectSameShape('ribelle mission', shots);
  });

  // The steps no seeded game puts before two seats of different roles: games made in Node up to
  // that step for one role and then another, imported, and opened at the seat's cover.
  const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'];

  /** Opens each crafted game at its seat's private screen and measures it once `ready` shows. */
  async function shotsOf(page: Page, saves: ReturnType<typeof craftSave>[], ready: string, parts: string): Promise<Shot[]> {
    const shots: Shot[] = [];
    for (const save of saves) {
      await openCrafted(page, save);
      await expect(page.getByTestId('cover')).toContainText(NAMES[save.seat]);
      await holdToReveal(page);
      await expect(page.getByTestId('private-screen').getByTestId(ready)).toBeVisible();
      shots.push(await measure(page, parts));
    }
    return shots;
  }

  test("Rubico at 5 players: the Roma player's peek, for a red and a blue seat", async ({ page }) => {
    test.setTimeout(3 * 60_000);
    const game = { seatCount: 5, options: rubicoRules.defaultOptions(5), names: NAMES };
    const peekBy = (role: string) => (s: RubicoState, d: PendingDecision) => d.kind === 'rubico.step.peek' && s.roles[d.seat] === role;
    const red = craftSave('rubico', rubicoRules, game, peekBy('red'));
    const blue = craftSave('rubico', rubicoRules, game, peekBy('blue'));
    const shots = await shotsOf(page, [red, blue], 'peek', RUBICO_PARTS);
    expect(shots.map((s) => s.seat)).toEqual([NAMES[red.seat], NAMES[blue.seat]]);
    expectSameShape('rubico peek', shots);
  });

  for (const [label, kind, ready] of [
    ['scoring-box', RIBELLE_STEPS.scorePile, 'score-card'],
    ['discard', RIBELLE_STEPS.discard, 'discard-card'],
  ] as const) {
    test(`Repubblica Ribelle, 3 players: the ${label} step of two formations`, async ({ page }) => {
      test.setTimeout(3 * 60_000);
      const game = { seatCount: 3, options: ribelleRules.defaultOptions(3), names: NAMES };
      // Two formations (boards) with as many cards in hand: the count is public, the cards are not.
      let first: { board: number; hand: number } | null = null;
      const saves = [0, 1].map(() => {
        let found = { board: -1, hand: -1 };
        const save = craftSave(
          'repubblica-ribelle',
          ribelleRules,
          game,
          (s: RibelleState, d) => {
            const x = s.seats[d.seat];
            if (d.kind !== kind || (first && (x.board === first.board || x.hand.length !== first.hand))) return false;
            found = { board: x.board, hand: x.hand.length };
            return true;
          },
        );
        first = found;
        return save;
      });
      expectSameShape(`ribelle ${label}`, await shotsOf(page, saves, ready, RIBELLE_PARTS));
    });
  }
});
