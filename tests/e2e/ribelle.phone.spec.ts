// Repubblica Ribelle on a phone in portrait: the page never wider than the screen, the place
// names readable (11 px or more) and every live piece and place on the map a target at least
// 48 px across; a tap near a piece (not on it) still takes it, or asks which one was meant.
import { expect, test, type Page } from '@playwright/test';
import { playRibelle, startRibelle } from './support/ribelle.ts';

async function measure(page: Page) {
  return page.evaluate(() => {
    // The names are one image (its smallest name's size in map units on it) drawn at the map's scale.
    const image = document.querySelector<SVGImageElement>('image.rr-loc-labels');
    const labels = image ? [image.getScreenCTM()!.a * Number(image.dataset.font)] : [];
    const count = Number(image?.dataset.names ?? 0);
    const hits = [...document.querySelectorAll<SVGCircleElement>('[data-hit]')].map((el) => {
      const r = el.getBoundingClientRect();
      return { id: el.dataset.hit!, w: r.width, h: r.height, x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5 && !el.closest('.board')).map((el) => el.className || el.tagName);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, smallestName: Math.min(...labels), names: count, hits, wide: wide.slice(0, 5) };
  });
}

test('the map on a phone: fits the width, names readable, targets finger-sized', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  await startRibelle(page, 3);
  let checked = false;
  await playRibelle(page, {
    maxSteps: 80,
    onTable: async (p) => {
      const m = await measure(p);
      expect(m.scrollWidth, `wider than the screen: ${m.wide.join(', ')}`).toBeLessThanOrEqual(m.innerWidth);
      expect(m.names).toBeGreaterThan(20);
      expect(m.smallestName).toBeGreaterThanOrEqual(11);
      if (checked || !(await p.getByTestId('end-maneuver').isVisible()) || !m.hits.length) return;
      // The whole map (the phone opens it zoomed on the mission): still 48 px targets.
      await p.getByRole('button', { name: 'Rimetti la mappa intera' }).click();
      await p.evaluate(() => scrollTo(0, 0));
      const whole = await measure(p);
      for (const h of whole.hits) {
        expect(h.w, h.id).toBeGreaterThanOrEqual(48);
        expect(h.h, h.id).toBeGreaterThanOrEqual(48);
      }
      // A tap inside a piece's hit area but off its drawn shape: the piece, or a choice that names it.
      const piece = whole.hits.find((h) => h.id.startsWith('piece-') && h.x > 30 && h.x < m.innerWidth - 30)!;
      expect(piece).toBeTruthy();
      // 13 px off centre: beyond the drawn piece (about 8 px across the middle), inside its 48 px.
      await p.mouse.click(piece.x, piece.y + 13);
      const picker = p.getByTestId('map-picker');
      await expect(p.getByTestId(piece.id).and(p.locator('[aria-pressed="true"]')).or(picker)).toBeVisible();
      if (await picker.isVisible()) {
        await p.getByTestId(`choose-${piece.id}`).click();
        await expect(p.getByTestId(piece.id)).toHaveAttribute('aria-pressed', 'true');
      }
      // The targets it can reach now have hit areas as large.
      const after = await measure(p);
      expect(after.hits.some((h) => h.id.startsWith('target-'))).toBe(true);
      for (const h of after.hits) expect(Math.min(h.w, h.h), h.id).toBeGreaterThanOrEqual(48);
      await p.getByTestId(piece.id).press('Enter');
      checked = true;
      throw new Error('checked');
    },
  }).catch((e) => {
    if (!String(e).includes('checked')) throw e;
  });
  expect(checked).toBe(true);
});
