// Corteo with a team at the device, on a landscape tablet: the corteo is a team of three named
// people, the potere one person. The wizard holds the team's names to the rule, the banner of
// the side to move names the team's people, a few moves are played through the table, and the
// save exported and imported back keeps the team's people (the saves list and the banner of the
// imported game name them).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { playCorteo, readSave } from './support/corteo.ts';
import type { SaveDump } from './support/rubico.ts';
import { stepNow } from '../../src/games/corteo/rules/now.ts';

const TEAM = ['Anna', 'Bruno', 'Carla'];

/** The saved seats, as the page wrote them to IndexedDB. */
const seatsOf = (save: SaveDump) => (save.meta as unknown as { seats: { name: string; members?: string[] }[] }).seats;

test('a team of three as the corteo and one person as the potere, kept through export and import', async ({ page }) => {
  test.setTimeout(2 * 60_000);
  await page.goto('/#/new/corteo');
  await expect(page.getByTestId('start-game')).toBeEnabled();

  // The corteo's seat becomes a team: two people to start, a third added, each named.
  await page.getByTestId('seat-0-team').click();
  await expect(page.getByTestId('seat-0-team')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('seat-0-remove-0')).toBeDisabled(); // never fewer than two
  await page.getByTestId('seat-0-add-member').click();
  for (let k = 0; k < 3; k++) await page.getByTestId(`seat-0-member-${k}`).fill(TEAM[k]);
  await page.getByLabel('Nome del giocatore 2').fill('Dario');
  // A name twice at the table is refused until it is changed.
  await page.getByTestId('seat-0-member-2').fill('dario');
  await expect(page.getByRole('alert')).toContainText('stesso nome');
  await expect(page.getByTestId('start-game')).toBeDisabled();
  await page.getByTestId('seat-0-member-2').fill('Carla');
  await expect(page.getByTestId('start-game')).toBeEnabled();
  // Every control of the team editor is a full touch target.
  for (const id of ['seat-0-team', 'seat-0-add-member', 'seat-0-remove-1', 'seat-0-member-0']) {
    const box = (await page.getByTestId(id).boundingBox())!;
    expect(box.height, id).toBeGreaterThanOrEqual(48);
  }
  await page.getByTestId('mode-base').click();
  await page.getByTestId('start-game').click();
  await expect(page).toHaveURL(/#\/play\//);

  const banner = page.getByTestId('co-banner');
  await expect(banner).toHaveAttribute('data-side', 'corteo');
  await expect(banner).toContainText('Tocca al corteo: Anna, Bruno e Carla');
  const save = (await readSave(page))!;
  expect(seatsOf(save)[0]).toMatchObject({ name: 'Squadra 1', members: TEAM });

  // A few moves through the table: the corteo's set-up and head, then the potere's turn, named.
  await playCorteo(page, { until: (s) => stepNow(s) === 'placePotere', maxMoves: 20 });
  await expect(banner).toHaveAttribute('data-side', 'potere');
  await expect(banner).toContainText('Tocca al potere: Dario');
  await expect(page.getByTestId('decision-bar')).toContainText('Dario');
  await playCorteo(page, { maxMoves: 2 });
  await expect(page.getByTestId('co-decision')).toBeVisible();
  const played = (await readSave(page))!.moves.length;
  expect(played).toBeGreaterThanOrEqual(3);
  const bannerText = (await banner.textContent())!;

  // Export the save and import it back: two saves, both naming the team's people.
  await page.goto('about:blank');
  await page.goto('/#/saves');
  await expect(page.getByTestId('save-item')).toHaveCount(1);
  await expect(page.getByTestId('save-seats')).toHaveText('Squadra 1 (Anna, Bruno e Carla), Dario');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta' }).click()]);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(JSON.parse(text).game.seats[0]).toMatchObject({ name: 'Squadra 1', members: TEAM });
  await page.getByTestId('import-file').setInputFiles({ name: 'corteo-team.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByTestId('toast')).toContainText('importata');
  await expect(page.getByTestId('save-item')).toHaveCount(2);
  await expect(page.getByTestId('save-seats')).toHaveText(Array(2).fill('Squadra 1 (Anna, Bruno e Carla), Dario'));

  // The imported game (the most recent) resumes where the original stood, the team named.
  await page.getByTestId('save-item').first().getByRole('button', { name: 'Riprendi' }).click();
  await expect(page.getByTestId('co-banner')).toHaveText(bannerText);
  const copy = (await readSave(page))!;
  expect(copy.meta.id).not.toBe(save.meta.id);
  expect(seatsOf(copy)[0].members).toEqual(TEAM);
  expect(copy.moves).toHaveLength(played);
});
