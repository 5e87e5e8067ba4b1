// FabRisiko! on a phone, from saves crafted in Node: a battle's round and its end stay on the
// table (both sides' dice, who lost what, how it ended) until someone moves on, the battle's
// corner of the map is shown at a readable size, and a destination tapped on the map is marked
// with its unit buttons in view above the bar's foot; the table does not move when "Annulla" comes.
import { expect, test } from '@playwright/test';
import { fabrisikoRules as R, type FabState } from '../../src/games/fabrisiko/rules.ts';
import { lastBattle, lastRound } from '../../src/games/fabrisiko/ui/report.ts';
import { TERRITORIES } from '../../src/games/fabrisiko/content/index.ts';
import { craftSave, openCrafted } from './support/crafted.ts';
import { stateOf, readSave, tapTerritory } from './support/fabrisiko.ts';
import { controlTime } from './support/time.ts';
import { expectNoViolations } from './support/a11y.ts';

const game = { seatCount: 3, options: R.defaultOptions(3), names: ['Anna', 'Bruno', 'Carla'] };
const log = (s: FabState) => s.log.flat();

test.beforeEach(async ({ page }) => {
  await controlTime(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a round fought and a battle over stay on the table, with both sides\u2019 dice and losses', async ({ page }) => {
  // After the defender's volley, at the attacker's next roll.
  const mid = craftSave<FabState>('fabrisiko', R as never, game, (s, d) => !d.secret && R.stepOf(s) === 'fire' && s.battle!.side === 'a' && s.battle!.round >= 2 && log(s).at(-1)?.key === 'fabrisiko.log.losses');
  await openCrafted(page, mid);
  let report = lastBattle(log(stateOf((await readSave(page))!)))!;
  const round = page.getByTestId('round-report');
  await expect(round).toBeInViewport();
  for (const v of lastRound(report)) {
    const dice = page.getByTestId(`volley-${v.side}`).locator('[data-value]');
    await expect(dice).toHaveCount(v.values.length);
    for (let i = 0; i < v.values.length; i++) await expect(dice.nth(i)).toHaveAttribute('data-value', String(v.values[i]));
  }
  const loser = game.names[report.attacker];
  await expect(page.getByTestId('volley-d-loss')).toContainText(`${loser} perde`);
  await expectNoViolations(page, 'fabrisiko battle round');
  // Both sides' units in view above the roll's button; the map shows the battle's territory.
  for (const side of ['a', 'd']) await expect(page.getByTestId(`battle-${side}`)).toBeInViewport({ ratio: 1 });
  const name = page.getByTestId(`cell-${TERRITORIES[report.at].id}`);
  expect((await name.boundingBox())!.width).toBeGreaterThan(80);

  // A battle just over: its end and its last round, until it is tapped away.
  const after = craftSave<FabState>('fabrisiko', R as never, game, (s, d) => {
    const l = log(s);
    const end = l.map((e) => e.key).lastIndexOf('fabrisiko.log.battleEnd');
    return !s.battle && !d.secret && end >= 0 && l.length - end <= 2 && l.slice(end - 3, end).some((e) => e.key === 'fabrisiko.log.losses');
  });
  await openCrafted(page, after);
  report = lastBattle(log(stateOf((await readSave(page))!)))!;
  const result = page.getByTestId('battle-result');
  await expect(result).toBeInViewport();
  await expect(page.getByTestId('battle-result-how')).toContainText(TERRITORIES[report.at].name);
  const v = lastRound(report).at(-1)!;
  await expect(result.getByTestId(`volley-${v.side}`).locator('[data-value]')).toHaveCount(v.values.length);
  await expect(result.getByTestId(`volley-${v.side}-loss`)).toContainText(/perde|non perde nulla/);
  await expectNoViolations(page, 'fabrisiko battle result');
  // "Visto, continua" in view without scrolling the bar: the result holds the stage until it is seen.
  await expect(page.getByTestId('battle-result-ok')).toBeInViewport({ ratio: 1 });
  await page.getByTestId('battle-result-ok').click();
  await expect(result).toHaveCount(0);
});

test('a destination tapped on the map is marked, its unit buttons in view; "Annulla" moves nothing', async ({ page }) => {
  const save = craftSave<FabState>('fabrisiko', R as never, game, (s, d) => !d.secret && R.stepOf(s) === 'invade' && new Set(R.legalMoves(s, d.seat).map((m) => (m.type === 'move' ? m.from : -1))).size >= 3);
  // A large phone, where the step's words fit one line beside the seat's name.
  await page.setViewportSize({ width: 540, height: 960 });
  await openCrafted(page, save);
  const state = stateOf((await readSave(page))!);
  const seat = R.decision(state)!.seat;
  const move = R.legalMoves(state, seat).find((m) => m.type === 'move' && m.to < TERRITORIES.length && m.to !== m.from);
  if (move?.type !== 'move') throw new Error('no move');
  await page.getByTestId(`from-${move.from}`).click();
  const cell = page.getByTestId(`cell-${TERRITORIES[move.to].id}`);
  // A tap on the territory where the map shows it (through the whole map when it lies off the
  // zoomed view; a picker asks when the finger is near two).
  await tapTerritory(page, move.to);
  await expect(cell).toHaveClass(/fab-chosen/);
  const rows = page.getByTestId('move-rows');
  await expect(rows).toBeInViewport();
  // Not under the bar's sticky foot.
  const foot = (await page.getByTestId('next').boundingBox())!;
  const first = (await rows.locator('.fab-move-row').first().boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(foot.y + 1);
  // Opened again: the seat's last moves can be taken back; taken back until "Annulla" goes, the
  // map under the decision bar stays where it was all along.
  await openCrafted(page, save);
  const undo = page.getByTestId('decision-bar').getByRole('button', { name: 'Annulla' });
  await expect(undo).toBeVisible();
  const map = page.getByTestId('fab-table').locator('.board');
  const top = (await map.boundingBox())!.y;
  for (let i = 0; i < 12 && (await undo.count()) > 0; i++) {
    const n = (await readSave(page))!.moves.length;
    await undo.click();
    await expect.poll(async () => (await readSave(page))!.moves.length).toBe(n - 1);
  }
  await expect(undo).toHaveCount(0);
  expect(Math.abs((await map.boundingBox())!.y - top)).toBeLessThanOrEqual(1);
});

test('the map opens close enough to read, on the action, follows it, and shows the whole valley on demand', async ({ page }) => {
  // Placing: the player's own territories are the targets.
  const save = craftSave<FabState>('fabrisiko', R as never, game, (s, d) => !d.secret && R.stepOf(s) === 'place');
  await openCrafted(page, save);
  const state = stateOf((await readSave(page))!);
  const seat = R.decision(state)!.seat;
  const place = R.legalMoves(state, seat).filter((m) => m.type === 'place');
  const map = page.getByTestId('fab-table').locator('.board');
  const board = (await map.boundingBox())!;
  // Zoomed: the map's words at 11 px or more (the smallest, the resources' coins, are 16 map units).
  const scale = await page.evaluate(() => {
    const svg = document.querySelector<SVGSVGElement>('[data-testid="fab-table"] svg.fab-map')!;
    return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  });
  expect(16 * scale).toBeGreaterThanOrEqual(11);
  // A territory to place on is in view, at least a finger across.
  const target = page.locator('[data-testid="fab-table"] .fab-overlay-target path').first();
  const t = (await target.boundingBox())!;
  expect(Math.min(t.width, t.height)).toBeGreaterThanOrEqual(44);
  expect(t.x + t.width / 2).toBeGreaterThan(board.x);
  expect(t.x + t.width / 2).toBeLessThan(board.x + board.width);
  // The whole valley a tap away, and the piece placed by a tap on the map.
  await page.locator('[data-testid="fab-table"] .board-reset').click();
  await expect(page.locator('[data-testid="fab-table"] .board-reset')).toHaveCount(0);
  const m = place[place.length - 1];
  if (m.type !== 'place') throw new Error('no place');
  const n = (await readSave(page))!.moves.length;
  await page.getByTestId(`place-kind-${m.kind}`).click();
  await tapTerritory(page, m.at);
  await expect.poll(async () => (await readSave(page))!.moves.length).toBe(n + 1);
  const after = (await readSave(page))!.moves.at(-1)!;
  expect(after.move).toEqual(m);
});
