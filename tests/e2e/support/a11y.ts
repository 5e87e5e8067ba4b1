// Helpers of the accessibility sweep: saves made in Node (a seeded random game played through
// the rules to the wanted moment) and imported through the Saves screen, so every game's table,
// cover, private screen and end screen can be reached in seconds; and axe run on the page.
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { AnyRules, PendingDecision } from '../../../src/engine/types.ts';
import { SEAT_COLOR_VALUES } from '../../../src/engine/seats.ts';

export interface Moment {
  /** Stop at the first state after at least `after` moves where this holds. */
  stop: (decision: PendingDecision | null, over: boolean) => boolean;
  after?: number;
}

export const TABLE: Moment = { stop: (d, over) => !over && !!d && !d.secret, after: 3 };
export const COVER: Moment = { stop: (d, over) => !over && !!d && d.secret };
export const END: Moment = { stop: (_d, over) => over };

function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => ((x = (x * 1103515245 + 12345) >>> 0) >>> 8) / (1 << 24);
}

/** A save file of `gameId` played at random from `seed` to the moment wanted. */
export function saveFile(rules: AnyRules, gameId: string, title: string, seatCount: number, moment: Moment, seed = 7): string {
  const options = rules.defaultOptions(seatCount);
  for (let attempt = 0; attempt < 50; attempt++) {
    const gameSeed = seed + attempt;
    let state = rules.setup(options, seatCount, gameSeed);
    const rnd = seeded(gameSeed);
    const moves: { seat: number; move: unknown }[] = [];
    for (let i = 0; i < 5000; i++) {
      const over = !!rules.outcome(state);
      const decision = rules.decision(state);
      if (moves.length >= (moment.after ?? 0) && moment.stop(decision, over)) {
        const now = Date.now();
        return JSON.stringify({
          app: 'passamano',
          format: 1,
          exportedAt: new Date(now).toISOString(),
          game: {
            id: 'x',
            gameId,
            title,
            status: over ? 'finished' : 'playing',
            createdAt: now,
            updatedAt: now,
            moveCount: moves.length,
            seats: Array.from({ length: seatCount }, (_, s) => ({ name: ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'][s], color: SEAT_COLOR_VALUES[s] })),
            setup: { options, seatCount, seed: gameSeed },
            contentVersion: rules.contentVersion,
            kiosk: 0,
            language: 'it',
            moves,
          },
        });
      }
      if (over || !decision) break;
      const legal = rules.legalMoves(state, decision.seat);
      const move = legal[Math.floor(rnd() * legal.length)];
      const r = rules.apply(state, decision.seat, move);
      if (!r.ok) throw new Error(`${gameId}: a listed move was refused (${r.reason})`);
      state = r.state;
      moves.push({ seat: decision.seat, move });
    }
  }
  throw new Error(`${gameId}: no seeded game reached the moment`);
}

/** Imports a save file through the Saves screen and returns the new save's id. */
export async function importThrough(page: Page, file: string, title: string): Promise<string> {
  await page.goto('about:blank');
  await page.goto('/#/saves');
  await page.getByTestId('import-file').setInputFiles({ name: 'save.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(page.getByTestId('save-item').filter({ hasText: title })).toHaveCount(1);
  return page.evaluate(
    (wanted) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('passamano');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('games').objectStore('games').getAll();
          req.onsuccess = () => {
            const row = (req.result as { id: string; title: string }[]).find((g) => g.title === wanted);
            open.result.close();
            if (row) resolve(row.id);
            else reject(new Error(`no save ${wanted}`));
          };
        };
      }),
    title,
  );
}

/** Opens a save from a fresh load (inside a game the back guard would hold a hash change). */
export async function openSave(page: Page, id: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`/#/play/${id}`);
}

/** Runs axe (WCAG 2.2 AA and best practices) and fails with each violation's nodes named. */
export async function expectNoViolations(page: Page, screen: string, disable: readonly string[] = []): Promise<void> {
  // Transitions, entrance animations (a panel fading in is half its colour) and the fonts
  // settle before colours are read; endless ones (a pulse) are left running, and so are those
  // of a table kept away under a private screen (content-visibility: hidden), which Chromium
  // does not run until the table shows again.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const shown = (a: Animation) => !(a.effect instanceof KeyframeEffect && a.effect.target?.checkVisibility() === false);
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity && shown(a));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).disableRules([...disable]).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `   ${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`).join('\n')}`);
  // Soft: one run names every screen's violations, not only the first screen's.
  expect.soft(found, `axe on ${screen}`).toEqual([]);
}
