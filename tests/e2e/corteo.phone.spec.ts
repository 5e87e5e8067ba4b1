// Corteo on a phone (412×915): a base game between two people. The city opens zoomed close
// enough to read; a hex of the whole city is smaller than a finger, so units and their
// destinations are tapped through the picker. The whole first hand is played through the map:
// the corteo moves a few units and ends its phase, fights, the potere does the same, and the
// page is never wider than the screen.
import { expect, test, type Page } from '@playwright/test';
import { playCorteo, readSave, startCorteo, stateOf } from './support/corteo.ts';
import { CITY } from '../../src/games/corteo/content/city/index.ts';
import { cityLayout, SIZE } from '../../src/games/corteo/ui/city-draw.ts';

type Saved = { seat: number; move: { type: string; unit?: string } };

async function notWider(page: Page): Promise<void> {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, 'the page is no wider than the screen').toBeLessThanOrEqual(inner);
}

test('a base game on a phone: the first hand played by tapping the map, both sides moving through it', async ({ page }) => {
  test.setTimeout(60_000);
  await startCorteo(page, { mode: 'base' });
  await expect(page.getByTestId('corteo-table')).toBeVisible();
  await notWider(page);
  // The city opens close enough to read and tap (a hex 44 px across, follow.ts READ_HEX_PX), not
  // whole with hexes of 8 px; the reset button shows it whole.
  const hexPx = async () => {
    const { width } = cityLayout(CITY);
    return ((await page.locator('[data-testid="corteo-table"] svg.city-map').boundingBox())!.width / Math.round(width)) * Math.sqrt(3) * SIZE;
  };
  expect(await hexPx()).toBeGreaterThanOrEqual(43.5);
  await page.locator('[data-testid="corteo-table"] .board-reset').click();
  await expect.poll(hexPx).toBeLessThan(12);
  const moved = async (side: 'c-' | 'p-') => ((await readSave(page))!.moves as Saved[]).filter((m) => m.move.type === 'move' && m.move.unit?.startsWith(side)).length;
  // Each side's three moves and its phase ended, its combats fought, to the start of hand 2.
  const stats = await playCorteo(page, { movesPerPhase: 3, potereMoves: true, until: (s) => s.hand >= 2 });
  expect(stateOf((await readSave(page))!).hand, 'the first hand is over').toBe(2);
  expect(stats.mapTaps).toBeGreaterThanOrEqual(6);
  expect(await moved('c-')).toBeGreaterThanOrEqual(3);
  expect(await moved('p-')).toBeGreaterThanOrEqual(3);
  await notWider(page);
});
