// Drives Repubblica Ribelle through the real UI like a family passing one tablet, and checks
// privacy against the game's true state, rebuilt in Node from the save the page wrote to
// IndexedDB (the same approach as support/rubico.ts).
import { expect, type Page } from '@playwright/test';
import { ribelleRules, stageOf, type RibelleState } from '../../../src/games/repubblica-ribelle/rules.ts';
import { ACTION_CARDS, BOARDS, LEADERS } from '../../../src/games/repubblica-ribelle/content.ts';
import { it as words } from '../../../src/games/repubblica-ribelle/strings.ts';
import { replay } from '../../../src/engine/replay.ts';
import { chooseAppSeats } from './app-players.ts';
import { aloneAtTable, checkWhileStill, holdToReveal, readSave, type SaveDump } from './rubico.ts';
import { AWAY_TABLE } from './away.ts';
import { MIN_SECRET_DWELL_MS, controlTime, skipAhead } from './time.ts';

export { holdToReveal, readSave };
export const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Fabio'];

/** Opens the wizard and starts a game; the demonstration game is the wizard's default. */
export async function startRibelle(page: Page, players: number, opts: { demo?: boolean; apps?: readonly number[] } = {}): Promise<void> {
  await controlTime(page);
  await page.goto('/#/new/repubblica-ribelle');
  await expect(page.getByTestId('start-game')).toBeEnabled();
  const count = page.getByTestId('player-count');
  while (Number(await count.textContent()) < players) await page.getByRole('button', { name: 'Un giocatore in più' }).click();
  while (Number(await count.textContent()) > players) await page.getByRole('button', { name: 'Un giocatore in meno' }).click();
  for (let i = 0; i < players; i++) await page.getByLabel(`Nome del giocatore ${i + 1}`).fill(NAMES[i]);
  if (opts.apps) await chooseAppSeats(page, opts.apps);
  await expect(page.getByTestId('demo-on')).toHaveAttribute('aria-pressed', 'true');
  if (opts.demo === false) await page.getByTestId('demo-off').click();
  await page.getByTestId('start-game').click();
  await expect(page).toHaveURL(/#\/play\//);
}

export function stateOf(save: SaveDump): RibelleState {
  const s0 = ribelleRules.setup(save.meta.setup.options as never, save.meta.setup.seatCount, save.meta.setup.seed);
  return replay(ribelleRules, s0, save.moves);
}

const cardName = (i: number) => words[`ribelle.card.${ACTION_CARDS[i].theme}`];
const leaderOf = (board: number, phase: number) => LEADERS.find((l) => l.board === BOARDS[board].id && l.phase === phase)!;

/** Everything a watcher could read, without the map and without the public card faces. */
async function pageWords(page: Page): Promise<{ text: string; html: string; shownCards: string[] }> {
  return page.evaluate((away) => {
    const root = document.body.cloneNode(true) as HTMLElement;
    // The table kept under a cover is neither drawn nor read (support/away.ts).
    root.querySelectorAll(away).forEach((t) => t.remove());
    const html = root.innerHTML;
    const shownCards = [...root.querySelectorAll('[data-card]')].map((e) => e.getAttribute('data-card')!);
    root.querySelectorAll('.board, [data-card], script, style').forEach((b) => b.remove());
    const attrs = [...root.querySelectorAll('[aria-label],[title],[alt]')].map((e) => ['aria-label', 'title', 'alt'].map((a) => e.getAttribute(a) ?? '').join(' '));
    return { text: `${root.textContent}\n${attrs.join('\n')}`, html, shownCards };
  }, AWAY_TABLE);
}

/**
 * The privacy check of DESIGN.md at a cover or a table view: no private element, no hand card,
 * no face-down card before the reveal, no scoring-box card and no leader in hand of any seat,
 * neither by id nor by name. Public card faces must be cards the table view shows.
 */
/** The text without the mission titles that hold a card's name ("Imboscata sulla Strada delle Radici"). */
function withoutMissions(text: string, cardName: string): string {
  let out = text;
  for (const [key, title] of Object.entries(words)) if (key.startsWith('ribelle.mission.') && title !== cardName && title.includes(cardName)) out = out.split(title).join(' ');
  return out;
}

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
  const table = ribelleRules.view(state, 'table');
  const isCover = await page.getByTestId('cover').isVisible();
  expect(await page.locator('[data-secret]').count(), 'no private element on a shared screen').toBe(0);
  expect(await page.getByTestId('private-screen').count()).toBe(0);
  if (stageOf(state) === 'over') return isCover ? 'cover' : 'table';

  const publicIds = new Set<string>();
  const publicLeaders = new Set<string>();
  if (table.resolution) {
    for (const s of table.resolution.seats) {
      s.cards.forEach((c) => publicIds.add(c.id));
      if (s.leader) publicLeaders.add(s.leader.id);
    }
    for (const a of table.resolution.automated) a.cards.forEach((c) => publicIds.add(c.id));
  }
  for (const a of table.automatedHands) a.cards.forEach((c) => publicIds.add(c.id));

  const secret = new Set<number>();
  const secretLeaders: string[] = [];
  state.seats.forEach((x) => {
    x.hand.forEach((c) => secret.add(c));
    x.played.forEach((c) => secret.add(c)); // before the reveal; after it they are in the resolution
    x.piles.flat().forEach((c) => secret.add(c));
    if (x.board >= 0) {
      const held = state.phase === 1 ? x.leader1 === 'hand' : x.leader2 === 'hand';
      const l = leaderOf(x.board, state.phase);
      if ((held || x.leaderPlayed) && !publicLeaders.has(l.id)) secretLeaders.push(l.id);
    }
  });
  const { text, html, shownCards } = await pageWords(page);
  for (const id of shownCards) expect(publicIds.has(id), `card ${id} shown but not public`).toBe(true);
  const publicNames = new Set([...publicIds].map((id) => cardName(ACTION_CARDS.findIndex((c) => c.id === id))));
  for (const ci of secret) {
    const id = ACTION_CARDS[ci].id;
    if (publicIds.has(id)) continue;
    expect(html, `secret card ${id} in the page`).not.toContain(`"${id}"`);
    const name = cardName(ci);
    if (!publicNames.has(name)) expect(withoutMissions(text, name), `secret card "${name}" named on a shared screen`).not.toContain(name);
  }
  for (const l of secretLeaders) {
    const name = words[`ribelle.leader.${l}`];
    // A public leader's longer words may hold this name ("Capo della formazione cattolica di
    // Fontanaluccia" is Phase I's role; Phase II's leader is "Capo della formazione cattolica").
    let seen = text;
    for (const other of LEADERS) {
      if (other.id === l || secretLeaders.includes(other.id)) continue;
      for (const key of [`ribelle.leader.${other.id}`, `ribelle.leader.${other.id}.role`]) {
        const longer = words[key];
        if (longer && longer !== name && longer.includes(name)) seen = seen.split(longer).join(' ');
      }
    }
    expect(seen, `leader ${l} in hand named on a shared screen`).not.toContain(name);
  }
  if (isCover) expect(text).not.toContain(words['ribelle.ui.private.hand']);
  return isCover ? 'cover' : 'table';
}

export interface PlayStats {
  covers: number;
  tables: number;
  privateScreens: number;
  moves: number;
}

/** Taps the first card of the private hand, then the action button; waits for the result. */
async function pickAndDo(page: Page, action: string): Promise<void> {
  const priv = page.getByTestId('private-screen');
  await priv.getByTestId('hand-0').click();
  await priv.getByTestId(action).click();
}

/**
 * Plays until the end screen with the simplest legal choices a player could tap: in a military
 * mission each rebel plays one card then is done; in a political or social one each plays one
 * card then passes; scoring-box and discard steps take the first card; the table moves one piece
 * once, reveals, activates nothing and takes the first offered option elsewhere.
 */
export async function playRibelle(
  page: Page,
  opts: { checkPrivacy?: boolean; maxSteps?: number; onPrivate?: (page: Page) => Promise<void>; onTable?: (page: Page) => Promise<void> } = {},
): Promise<PlayStats> {
  const stats: PlayStats = { covers: 0, tables: 0, privateScreens: 0, moves: 0 };
  let movedOnce = false;
  for (let step = 0; step < (opts.maxSteps ?? 3000); step++) {
    const cover = page.getByTestId('cover');
    const end = page.getByTestId('end-screen');
    const priv = page.getByTestId('private-screen');
    await expect(cover.or(page.getByTestId('table')).or(end).or(priv).first()).toBeVisible({ timeout: 15_000 });
    if (await end.isVisible()) return stats;
    if (await priv.isVisible()) {
      // Still open: the same seat decides again (a second discard) or it is sealing.
      if (await priv.getByRole('status').isVisible()) {
        if (!(await skipAhead(page, MIN_SECRET_DWELL_MS))) await page.waitForTimeout(200);
        continue;
      }
      stats.privateScreens++;
      await privateStep(page, opts.onPrivate);
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
      await privateStep(page, opts.onPrivate);
      continue;
    }
    await opts.onTable?.(page);
    stats.moves++;
    const tid = async (id: string) => page.getByTestId(id).isVisible();
    if (await tid('board-choice')) await page.locator('[data-testid^="board-"]:not([data-testid="board-choice"])').first().click();
    else if (await tid('ready')) await page.getByTestId('ready').click();
    else if (await tid('end-maneuver')) {
      const piece = page.locator('[data-testid^="piece-"]').first();
      if (!movedOnce && (await piece.count())) {
        movedOnce = true;
        const mp = await page.getByTestId('mp-left').textContent();
        await piece.click();
        const target = page.locator('[data-testid^="target-"]').first();
        await expect(target).toBeVisible();
        await target.click();
        await expect(page.getByTestId('mp-left').or(page.getByTestId('cover')).or(page.getByTestId('private-screen')).first()).not.toHaveText(mp ?? '');
      } else await page.getByTestId('end-maneuver').click();
    } else if (await tid('reveal')) {
      await page.getByTestId('reveal').click();
      await expect(page.getByTestId('resolution').or(end).or(page.getByTestId('cover')).or(page.getByTestId('private-screen')).first()).toBeVisible();
    } else if (await tid('end-activation')) await page.getByTestId('end-activation').click();
    else if (await tid('stop-moving')) await page.getByTestId('stop-moving').click();
    else if (await tid('lose-dm')) await page.locator('[data-testid^="remove-dm-"]').first().click();
    else if (await tid('phase-bonus')) await page.locator('[data-testid^="bonus-"]:not([disabled])').first().click();
    else await page.waitForTimeout(100);
  }
  throw new Error('the game did not end');
}

async function privateStep(page: Page, onPrivate?: (page: Page) => Promise<void>): Promise<void> {
  const priv = page.getByTestId('private-screen');
  const done = priv.getByTestId('play-done');
  const pass = priv.getByTestId('play-pass');
  const score = priv.getByTestId('score-card');
  const discard = priv.getByTestId('discard-card');
  await expect(done.or(pass).or(score).or(discard).first()).toBeVisible();
  await onPrivate?.(page);
  const hasCard = (await priv.getByTestId('hand-0').count()) > 0;
  const playedAlready = (await priv.getByTestId('my-played').count()) > 0;
  if (await done.isVisible()) {
    if (hasCard && !playedAlready) {
      await pickAndDo(page, 'play-card');
      await expect(priv.getByTestId('my-played')).toBeVisible();
    }
    await done.click();
  } else if (await pass.isVisible()) {
    if (hasCard && !playedAlready) await pickAndDo(page, 'play-card');
    else await pass.click();
  } else if (await score.isVisible()) await pickAndDo(page, 'score-card');
  else await pickAndDo(page, 'discard-card');
  // Closed, or open again for the same seat's next secret decision (a person alone gets it at
  // once), or the game is over (the Republic can fall on a secret step's move).
  await page.waitForTimeout(150);
  // A sealing screen stays up its minimum time (so nobody learns how fast the seat chose).
  await skipAhead(page, MIN_SECRET_DWELL_MS);
  const again = priv.locator('[data-testid="play-done"], [data-testid="play-pass"], [data-testid="score-card"], [data-testid="discard-card"]');
  const after = priv.getByRole('status').or(page.getByTestId('cover')).or(page.getByTestId('table')).or(priv.getByTestId('private-task')).or(again);
  await expect(after.or(page.getByTestId('end-screen')).first()).toBeVisible({ timeout: 10_000 });
  await expect(priv.getByRole('status')).toBeHidden({ timeout: 10_000 });
}

/** The end screen tells the outcome the save holds: the winners, the headline, the scores. */
export async function expectEndMatchesSave(page: Page) {
  await expect(page.getByTestId('end-screen')).toBeVisible();
  const save = (await readSave(page))!;
  const state = stateOf(save);
  const outcome = ribelleRules.outcome(state)!;
  expect(outcome).not.toBeNull();
  expect(save.meta.status).toBe('finished');
  await expect(page.getByTestId('winner')).toHaveText(words[outcome.reasonKey]);
  for (const w of outcome.winners) await expect(page.getByTestId('end-screen').getByText(NAMES[w]).first()).toBeVisible();
  // The table, with its final scores, opens on demand under the result.
  await page.getByTestId('end-show-table').click();
  if (outcome.winners.length) await expect(page.getByTestId('final-scores')).toBeVisible();
  return { save, state, outcome };
}
