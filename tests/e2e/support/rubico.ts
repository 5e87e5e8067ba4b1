// Drives Rubico through the real UI like players passing a phone, and checks privacy against
// the game's true state, rebuilt in Node from the save the page wrote to IndexedDB.
import { expect, type Page } from '@playwright/test';
import { rubicoRules, stageOf, type RubicoState } from '../../../src/games/rubico/rules.ts';
import { it as words } from '../../../src/games/rubico/strings.ts';
import { replay } from '../../../src/engine/replay.ts';
import { chooseAppSeats } from './app-players.ts';
import { AWAY_TABLE } from './away.ts';
import { HOLD_MS, MIN_SECRET_DWELL_MS, controlTime, skipAhead } from './time.ts';

export const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Fabio', 'Gina'];

/** Opens the wizard and starts a game with the given number of players. */
export async function startRubico(
  page: Page,
  players: number,
  options: { pins?: Record<number, string>; apps?: readonly number[]; firstCenturion?: number } = {},
): Promise<void> {
  await controlTime(page);
  await page.goto('/#/new/rubico');
  await expect(page.getByTestId('start-game')).toBeEnabled();
  const count = page.getByTestId('player-count');
  while (Number(await count.textContent()) < players) await page.getByRole('button', { name: 'Un giocatore in più' }).click();
  while (Number(await count.textContent()) > players) await page.getByRole('button', { name: 'Un giocatore in meno' }).click();
  for (let i = 0; i < players; i++) {
    await page.getByLabel(`Nome del giocatore ${i + 1}`).fill(NAMES[i]);
    const pin = options.pins?.[i];
    if (pin) {
      // A seat's colour and PIN are folded under its coloured number.
      await page.getByTestId(`seat-${i}-fold`).click();
      await page.getByLabel(`PIN di ${NAMES[i]}`, { exact: true }).fill(pin);
    }
  }
  if (options.apps) await chooseAppSeats(page, options.apps);
  if (options.firstCenturion !== undefined) {
    const choice = page.getByRole('group', { name: /Riceve per primo la carta Centurione/ }).getByRole('button', { name: NAMES[options.firstCenturion] });
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByTestId('start-game').click();
  await expect(page).toHaveURL(/#\/play\//);
}

/** Press and hold the reveal ring with a finger until the private screen opens. */
export async function holdToReveal(page: Page): Promise<void> {
  const ring = page.getByTestId('hold-to-reveal');
  const box = (await ring.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The finger stays down; the ring's time is jumped over where the driver controls the clock.
  await skipAhead(page, HOLD_MS);
  await expect(page.getByTestId('private-screen')).toBeVisible({ timeout: 5000 });
  await page.mouse.up();
}

export interface SaveDump {
  meta: { id: string; setup: { options: unknown; seatCount: number; seed: number }; moveCount: number; status: string };
  moves: { seat: number; move: unknown; barrier?: boolean }[];
}

type Row = SaveDump['moves'][number];
/** The last dump read from each page, and the row revision it was read at. */
const lastRead = new WeakMap<Page, { dump: SaveDump; rev: number }>();

/**
 * Reads the newest save straight from IndexedDB, as a crash would leave it. Drivers read the
 * save after every move, so a read fetches only the rows added since this page's last read
 * when the row says nothing else happened: every append bumps `rev` and `moveCount` by one
 * each, and any other write (an undo, a status, a clock) bumps `rev` alone or lowers the count,
 * so equal steps mean appends only. Otherwise it reads the save's whole log again.
 */
export async function readSave(page: Page): Promise<SaveDump | null> {
  const last = lastRead.get(page);
  const known = last ? { id: last.dump.meta.id, rev: last.rev, count: last.dump.moves.length } : null;
  const got = await page.evaluate(
    (known) =>
      new Promise<{ meta: SaveDump['meta'] & { rev?: number }; from: number; rows: Row[] } | null>((resolve, reject) => {
        const open = indexedDB.open('passamano');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['games', 'moves'], 'readonly');
          const games = tx.objectStore('games').getAll();
          games.onsuccess = () => {
            const list = games.result as (SaveDump['meta'] & { updatedAt: number; rev?: number })[];
            const meta = list.sort((a, b) => b.updatedAt - a.updatedAt)[0];
            if (!meta) {
              db.close();
              return resolve(null);
            }
            const appendsOnly =
              known !== null && known.id === meta.id && meta.rev !== undefined && meta.moveCount >= known.count && meta.rev - known.rev === meta.moveCount - known.count;
            const from = appendsOnly ? known.count : 0;
            const moves = tx.objectStore('moves').getAll(IDBKeyRange.bound([meta.id, from], [meta.id, Infinity]));
            moves.onsuccess = () => {
              db.close();
              const rows = (moves.result as (Row & { index: number })[]).map((r) => ({ seat: r.seat, move: r.move, barrier: r.barrier }));
              resolve({ meta, from, rows });
            };
          };
        };
      }),
    known,
  );
  if (!got) {
    lastRead.delete(page);
    return null;
  }
  const earlier = got.from > 0 ? last!.dump.moves : [];
  const dump: SaveDump = { meta: got.meta, moves: [...earlier, ...got.rows] };
  lastRead.set(page, { dump, rev: got.meta.rev ?? -1 });
  return dump;
}

/** Moves the newest save holds, read after the page has drawn what it committed. */
async function settledMoveCount(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  return (await readSave(page))?.moves.length ?? -1;
}

/**
 * Runs a privacy check of the page against the save, again if the game moved while it ran (an
 * app seat plays by itself: the page and the save read a moment apart may be a move apart).
 * A failure stands only when the game stood still for the whole check.
 */
export async function checkWhileStill<T>(page: Page, check: (page: Page) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const before = await settledMoveCount(page);
    try {
      const result = await check(page);
      if ((await readSave(page))?.moves.length === before || attempt >= 30) return result;
    } catch (err) {
      if ((await readSave(page))?.moves.length === before || attempt >= 30) throw err;
    }
  }
}

/** One person at the table, the app playing any other seat. */
export function aloneAtTable(save: SaveDump): boolean {
  const seats = (save.meta as { seats?: { app?: string }[] }).seats ?? [];
  return seats.filter((s) => !s.app).length === 1;
}

export function stateOf(save: SaveDump): RubicoState {
  const s0 = rubicoRules.setup(save.meta.setup.options as never, save.meta.setup.seatCount, save.meta.setup.seed);
  return replay(rubicoRules, s0, save.moves);
}

const SENATE_EFFECTS = Object.entries(words)
  .filter(([k]) => k.startsWith('rubico.senate.effect.'))
  .map(([, v]) => v)
  .sort((a, b) => b.length - a.length);
const MARCIA_LABELS = ['red', 'blue', 'giano', 'pompeo'].map((k) => [k, words[`rubico.marcia.${k}`]] as const);
const ROLE_LABELS = [words['rubico.role.red'], words['rubico.role.blue']];
const POWER_LABELS: Record<string, string> = Object.fromEntries(
  ['minerva', 'cibelis', 'fortuna', 'roma', 'venus', 'eris', 'vesta', 'iuno'].map((p) => [p, words[`rubico.power.${p}`]]),
);

/**
 * Everything a watcher could read: text plus accessible names and titles. The board is left
 * out when asked: its place names ("Roma") would be mistaken for the power card of that name.
 */
async function pageWords(page: Page, withoutBoard = false): Promise<string> {
  return page.evaluate(({ withoutBoard, away }) => {
    const root = document.body.cloneNode(true) as HTMLElement;
    // The table kept under a cover is neither drawn nor read (support/away.ts).
    root.querySelectorAll(away).forEach((t) => t.remove());
    if (withoutBoard) root.querySelectorAll('.board').forEach((b) => b.remove());
    // Senate cards and the active-effects list name card kinds as rules text ("+1 carta
    // Marcia rossa"), never as a card someone holds.
    root.querySelectorAll('.rb-senate-card, .rb-effects').forEach((b) => b.remove());
    root.querySelectorAll('script,style').forEach((b) => b.remove());
    const attrs = [...root.querySelectorAll('[aria-label],[title],[alt]')].map((e) =>
      ['aria-label', 'title', 'alt'].map((a) => e.getAttribute(a) ?? '').join(' '),
    );
    return `${root.textContent}\n${attrs.join('\n')}`;
  }, { withoutBoard, away: AWAY_TABLE });
}

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

/**
 * The privacy check of DESIGN.md, at a cover or a table view: no private element in the DOM,
 * no role, no unused power card, and no Marcia card identity beyond what the current public
 * reveal shows. Returns which kind of screen it checked.
 */
export async function checkNoSecrets(page: Page): Promise<'cover' | 'table' | 'private'> {
  return checkWhileStill(page, checkOnce);
}

async function checkOnce(page: Page): Promise<'cover' | 'table' | 'private'> {
  const save = await readSave(page);
  expect(save).not.toBeNull();
  // A person alone gets the private screen with no cover: once it is up (an app's move may open
  // it while this check starts), the shared screen has gone and there is nothing to check.
  if (aloneAtTable(save!) && (await page.getByTestId('private-screen').isVisible())) return 'private';
  const state = stateOf(save!);
  const isCover = await page.getByTestId('cover').isVisible();
  expect(await page.locator('[data-secret]').count(), 'no private element on a shared screen').toBe(0);
  expect(await page.getByTestId('private-screen').count()).toBe(0);
  const text = await pageWords(page);
  const textOffBoard = await pageWords(page, true);
  for (const role of ROLE_LABELS) expect(text, `role "${role}" leaked`).not.toContain(role);
  for (let seat = 0; seat < state.n; seat++) {
    const p = state.powers[seat];
    if (p && !state.powerUsed[seat]) expect(textOffBoard, `unused power ${p} of seat ${seat} leaked`).not.toContain(POWER_LABELS[p]);
  }
  // Marcia faces may only show the cards of the reveal on the table right now.
  // The log's Senate lines ("Effetti del Senato attivi: +1 carta Marcia rossa", in the app's
  // strip) are rules text too, like the Senate cards left out above.
  const marciaText = SENATE_EFFECTS.reduce((t, e) => t.split(e).join(' '), text);
  const showing = !isCover && (stageOf(state) === 'endTurn' || stageOf(state) === 'over') && state.lastReveal?.turn === state.turn;
  for (const [kind, label] of MARCIA_LABELS) {
    const publicCount = showing ? state.lastReveal!.cards.filter((c) => c.kind === kind).length : 0;
    // Giano notes name the kind they copied ("copia: Marcia rossa"): allow those too.
    const copies = showing ? state.lastReveal!.cards.filter((c) => c.kind === 'giano' && c.counts === kind && c.note === null).length : 0;
    expect(count(marciaText, label), `face of a ${kind} card shown beyond the public reveal`).toBeLessThanOrEqual(publicCount + copies);
  }
  if (isCover) {
    expect(text).not.toContain('SPQR');
    expect(text).not.toMatch(/Turno \d/);
  }
  return isCover ? 'cover' : 'table';
}

export interface PlayStats {
  covers: number;
  tables: number;
  privateScreens: number;
  turns: number;
}

/**
 * One private step with the simplest taps. Among people the screen then closes; a person alone
 * may get the next private screen at once, so there the step is done when the save has the move.
 */
async function privateStep(page: Page, alone: boolean): Promise<void> {
  const priv = page.getByTestId('private-screen');
  const before = alone ? ((await readSave(page))?.moves.length ?? 0) : 0;
  const ack = priv.getByTestId('ack');
  const place = priv.getByTestId('place-cards');
  const pass = priv.getByTestId('power-pass');
  await expect(ack.or(place).or(pass).first()).toBeVisible();
  if (await ack.isVisible()) await ack.click();
  else if (await place.isVisible()) {
    // Suggest the last card: it moves to the front of the row.
    const cards = priv.locator('[data-testid^="hand-"]');
    await cards.nth((await cards.count()) - 1).click();
    await place.click();
  } else await pass.click();
  // The screen stays up its minimum time (so nobody learns how fast the seat chose): jump it.
  await skipAhead(page, MIN_SECRET_DWELL_MS);
  if (alone) await expect.poll(async () => (await readSave(page))?.moves.length ?? 0, { timeout: 10_000 }).toBeGreaterThan(before);
  else await expect(priv).toBeHidden({ timeout: 10_000 });
}

/**
 * Plays until the end screen or until `stopWhen` returns true. Every private step uses the
 * simplest legal choice a real player could make with taps; the Centurion takes suggested
 * cards first. With `checkPrivacy`, every cover and table view is checked.
 */
export async function playRubico(
  page: Page,
  opts: { checkPrivacy?: boolean; stopWhen?: (stats: PlayStats) => boolean; maxSteps?: number; onTable?: (page: Page) => Promise<void> } = {},
): Promise<PlayStats> {
  const stats: PlayStats = { covers: 0, tables: 0, privateScreens: 0, turns: 0 };
  for (let step = 0; step < (opts.maxSteps ?? 2000); step++) {
    if (opts.stopWhen?.(stats)) return stats;
    const cover = page.getByTestId('cover');
    const end = page.getByTestId('end-screen');
    const open = page.getByTestId('private-screen');
    await expect(cover.or(page.getByTestId('table')).or(end).or(open).first()).toBeVisible({ timeout: 15_000 });
    if (await end.isVisible()) return stats;
    // A person alone gets no cover: the private screen is simply there.
    if (await open.isVisible()) {
      stats.privateScreens++;
      await privateStep(page, true);
      continue;
    }
    const which = (await cover.isVisible()) ? 'cover' : 'table';
    if (opts.checkPrivacy) {
      const seen = await checkNoSecrets(page);
      if (seen === 'private') continue;
      if (seen === 'cover') stats.covers++;
      else stats.tables++;
    }
    if (which === 'cover') {
      await holdToReveal(page);
      stats.privateScreens++;
      await privateStep(page, false);
      continue;
    }
    await opts.onTable?.(page);
    // The shared table: the Centurion's public steps.
    if (await page.getByTestId('choose-panel').isVisible()) {
      const counter = page.getByTestId('taken-count');
      const need = Number((await counter.textContent())!.match(/di (\d+)/)![1]);
      const perSeat = new Map<string, number>();
      const slots = page.locator('button[data-testid^="slot-"]');
      let taken = 0;
      for (let k = 0; taken < need && k < (await slots.count()); k++) {
        const id = (await slots.nth(k).getAttribute('data-testid'))!;
        const seat = id.split('-')[1];
        if ((perSeat.get(seat) ?? 0) >= 2) continue;
        perSeat.set(seat, (perSeat.get(seat) ?? 0) + 1);
        await slots.nth(k).click();
        taken++;
        await expect(counter).toContainText(`Prese ${taken} di`);
      }
      await page.getByTestId('confirm-choice').click();
    } else if (await page.getByTestId('reveal').isVisible()) {
      await page.getByTestId('reveal').click();
      await expect(page.getByTestId('reveal-panel').or(page.getByTestId('end-screen')).first()).toBeVisible();
    } else if (await page.getByTestId('next-turn').isVisible()) {
      await page.getByTestId('next-turn').click();
      stats.turns++;
    } else {
      await page.waitForTimeout(100);
    }
  }
  throw new Error('the game did not end');
}
