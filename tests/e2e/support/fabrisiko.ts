// Drives FabRisiko! through the real UI like friends passing one tablet, and checks privacy
// against the game's true state, rebuilt in Node from the save the page wrote to IndexedDB (as
// support/rubico.ts does). The driver picks its moves with the app's own sensible general
// (bot.ts) over the seat's observation, so games end in a reasonable number of turns, then
// makes each move by tapping what a player would tap.
import { expect, type Page } from '@playwright/test';
import { fabrisikoRules as R, type FabMove, type FabState } from '../../../src/games/fabrisiko/rules.ts';
import { CARDS, TERRITORIES, kindOf } from '../../../src/games/fabrisiko/content/index.ts';
import { LABEL_AT, RIDGE_EDGES } from '../../../src/games/fabrisiko/ui/geometry.ts';
import { sensibleChoice } from '../../../src/games/fabrisiko/bot.ts';
import { it as words } from '../../../src/games/fabrisiko/strings.ts';
import { replay } from '../../../src/engine/replay.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { chooseAppSeats } from './app-players.ts';
import { holdToReveal, readSave, type SaveDump } from './rubico.ts';
import { AWAY_TABLE, onScreen } from './away.ts';
import { APP_PACE_MS, MIN_SECRET_DWELL_MS, controlTime, skipAhead } from './time.ts';
import { boardAtRest } from './board.ts';
import fabPlayers from '../../../src/games/fabrisiko/players.ts';
import { isLevel, observe } from '../../../src/engine/players.ts';
import type { AnyRules } from '../../../src/engine/types.ts';
import { jumpAhead, playOn, type Chooser, type Jump } from './crafted.ts';

export { holdToReveal, readSave };
export const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario'];

export async function startFab(page: Page, players: number, opts: { apps?: readonly number[]; appLevel?: 'easy' | 'normal'; tournament?: boolean; physical?: boolean } = {}): Promise<void> {
  await controlTime(page);
  await page.goto('/#/new/fabrisiko');
  await expect(page.getByTestId('start-game')).toBeEnabled();
  const count = page.getByTestId('player-count');
  while (Number(await count.textContent()) < players) await page.getByRole('button', { name: 'Un giocatore in più' }).click();
  while (Number(await count.textContent()) > players) await page.getByRole('button', { name: 'Un giocatore in meno' }).click();
  for (let i = 0; i < players; i++) await page.getByLabel(`Nome del giocatore ${i + 1}`).fill(NAMES[i]);
  if (opts.apps) await chooseAppSeats(page, opts.apps);
  for (const i of opts.apps && opts.appLevel ? opts.apps : []) await page.getByTestId(`seat-${i}-level-${opts.appLevel}`).click();
  if (opts.tournament) await page.getByTestId('mode-tournament').click();
  if (opts.physical) await page.getByTestId('dice-real').click();
  await page.getByTestId('start-game').click();
  await expect(page).toHaveURL(/#\/play\//);
}

/** The true state of a save, replayed from the last one rebuilt when the save only grew (a long game replays in O(moves)). */
let cache: { id: string; count: number; state: FabState } | null = null;
export function stateOf(save: SaveDump): FabState {
  if (!cache || cache.id !== save.meta.id || cache.count > save.moves.length) {
    cache = { id: save.meta.id, count: 0, state: R.setup(save.meta.setup.options as never, save.meta.setup.seatCount, save.meta.setup.seed) };
  }
  const state = replay(R, cache.state, save.moves.slice(cache.count));
  cache = { id: save.meta.id, count: save.moves.length, state };
  return state;
}

const CARD_WORDS: Record<string, string> = Object.fromEntries(CARDS.map((c) => [c.kind, words[`fabrisiko.card.${c.kind}`]]));

/**
 * The privacy check at a cover or a table view: no private screen and no card face in the page,
 * and no hand card of anyone by id or by name, unless the table view shows that kind (a battle's
 * cards once both sides chose them).
 */
export async function checkNoSecrets(page: Page): Promise<'cover' | 'table'> {
  for (let attempt = 0; ; attempt++) {
    const before = await readSave(page);
    try {
      const result = await checkOnce(page, before!);
      if ((await readSave(page))?.moves.length === before!.moves.length || attempt >= 30) return result;
    } catch (err) {
      if ((await readSave(page))?.moves.length === before!.moves.length || attempt >= 30) throw err;
    }
  }
}

async function checkOnce(page: Page, save: SaveDump): Promise<'cover' | 'table'> {
  {
    expect(save).not.toBeNull();
    const state = stateOf(save!);
    const table = R.view(state, 'table');
    const seen = await page.evaluate((away) => {
      // What a watcher could read: the table kept under a cover is neither drawn nor read.
      const root = document.body.cloneNode(true) as HTMLElement;
      root.querySelectorAll(away).forEach((t) => t.remove());
      const attrs = [...root.querySelectorAll('[aria-label],[title]')].map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`);
      return {
        // innerText of the page itself: what is drawn (the kept table is not).
        text: `${document.body.innerText}\n${attrs.join('\n')}`,
        html: root.innerHTML,
        cards: root.querySelectorAll('[data-card]').length,
        privateScreens: root.querySelectorAll('[data-testid="private-screen"], [data-testid="fab-private"]').length,
        cover: !!root.querySelector('[data-testid="cover"]'),
      };
    }, AWAY_TABLE);
    expect(seen.privateScreens, 'a private screen on a shared view').toBe(0);
    expect(seen.cards, 'a card face on a shared view').toBe(0);
    // Kinds played before are public (the discard pile, a battle's shown cards): another copy may be in a hand.
    const shown = new Set<string>([...table.discard, ...(table.battle?.aCards ?? []), ...(table.battle?.dCards ?? [])]);
    for (const hand of state.hands)
      for (const id of hand) {
        expect(seen.html.includes(id), `card id ${id} in the page`).toBe(false);
        const kind = kindOf(id);
        if (!shown.has(kind)) expect(seen.text.includes(CARD_WORDS[kind]), `card ${CARD_WORDS[kind]} in the page`).toBe(false);
      }
    return seen.cover ? 'cover' : 'table';
  }
}

/** Polls `read` every 30 ms until it is above `than` (expect.poll's back-off is too slow for hundreds of moves). */
async function waitAbove(page: Page, read: () => Promise<number>, than: number, timeout: number): Promise<void> {
  const end = Date.now() + timeout;
  while ((await read()) <= than) {
    if (Date.now() > end) throw new Error(`still ${than} after ${timeout} ms`);
    await page.waitForTimeout(30);
  }
}

const movesSaved = (page: Page) => async () => (await readSave(page))?.moves.length ?? 0;

/**
 * A general in a hurry: in the invasion it first walks a land unit into any empty neutral
 * territory next door (taken at once, no battle); everything else as the app's sensible general.
 */
export function hurried(state: FabState, seat: number, legal: FabMove[], rng: Rng): FabMove {
  if (R.stepOf(state) === 'invade') {
    const grab = legal.find(
      (m) => m.type === 'move' && m.n === 1 && (m.kind === 'tank' || m.kind === 'inf') && m.to < state.owner.length && state.owner[m.to] === -1 && !state.units.some((u) => u.at === m.to),
    );
    if (grab) return grab;
  }
  return sensibleChoice(R.view(state, seat), seat, legal, rng, false);
}

/** Waits until the page shows a cover, a person's decision, the app deciding, or the end. */
async function settle(page: Page): Promise<'cover' | 'private' | 'table' | 'app' | 'end'> {
  for (let i = 0; i < 400; i++) {
    const what = await page.evaluate((s) => {
      if (document.querySelector('[data-testid="end-screen"]') || document.querySelector('[data-testid="fab-end"]')) return 'end';
      if (document.querySelector('[data-testid="cover"]')) return 'cover';
      // A private screen sealing: up for its minimum time after the seat's move.
      if (document.querySelector('[data-testid="private-screen"] .panel[role="status"]')) return 'sealing';
      // A private screen stays open when the same seat's next decision is secret too.
      if (document.querySelector('[data-testid="private-confirm"]')) return 'private';
      const bar = document.querySelector(s.bar);
      if (bar?.getAttribute('data-app') === 'true') return 'app';
      if (bar && document.querySelector(s.table)) return 'table';
      return null;
    }, { bar: onScreen('[data-testid="decision-bar"]'), table: onScreen('[data-testid="fab-table"]') });
    if (what === 'sealing') {
      if (!(await skipAhead(page, MIN_SECRET_DWELL_MS))) await page.waitForTimeout(30);
      continue;
    }
    if (what) return what;
    await page.waitForTimeout(30);
  }
  throw new Error('the page never settled');
}

export interface PlayStats {
  moves: number;
  covers: number;
  tables: number;
  battles: number;
  physicalRolls: number;
}

const TABLE = '[data-testid="fab-table"]';

/** Waits until the map rests (it may be gliding to the action: ui/follow.ts). */
const mapAtRest = (page: Page) => boardAtRest(page, TABLE);

/** Where territory (or ridge) `node` is tapped on the screen now: its label's point, or null when the map shows no such point. */
function nodeOnScreen(page: Page, node: number): Promise<{ x: number; y: number } | null> {
  const at = node < TERRITORIES.length ? LABEL_AT[node] : RIDGE_EDGES.find((r) => r.node === node)!.mid;
  return page.evaluate(
    ([x, y, root]) => {
      const svg = document.querySelector<SVGSVGElement>(`${root} svg.fab-map`);
      const m = svg?.getScreenCTM();
      if (!svg || !m) return null;
      const p = new DOMPoint(x, y).matrixTransform(m);
      const board = svg.closest('.board')!.getBoundingClientRect();
      // Off the board's view, or under one of the map's own buttons (the whole map's, in a corner): not tappable.
      const inside = p.x > board.left + 4 && p.x < board.right - 4 && p.y > board.top + 4 && p.y < board.bottom - 4;
      return inside && document.elementFromPoint(p.x, p.y)?.closest(`${root} svg.fab-map`) ? { x: p.x, y: p.y } : null;
    },
    [at[0], at[1], TABLE] as const,
  );
}

/**
 * Taps territory (or ridge) `node` on the table's map as a finger would: where it shows; when the
 * map, zoomed on a phone, shows it off the screen or under its own button, through the whole map
 * (the map's button); and in the picker when the finger lands near several.
 */
export async function tapTerritory(page: Page, node: number): Promise<void> {
  await mapAtRest(page);
  await page.locator(`${TABLE} .board`).scrollIntoViewIfNeeded();
  let p = await nodeOnScreen(page, node);
  if (!p) {
    await page.locator(`${TABLE} .board-reset`).click();
    await mapAtRest(page);
    p = await nodeOnScreen(page, node);
    if (!p) throw new Error(`territory ${node} not on the whole map`);
  }
  await page.mouse.click(p.x, p.y);
  const picker = page.getByTestId('map-picker');
  if (await picker.waitFor({ timeout: 300 }).then(() => true, () => false)) await page.getByTestId(`choose-${node}`).click();
}

/** Taps the public move `m` on the table. */
async function tapMove(page: Page, state: FabState, seat: number, m: FabMove): Promise<void> {
  const id = (t: string) => page.getByTestId(t);
  // On a phone a battle's result holds the stage until it is seen (Table.tsx): "Visto, continua" first.
  if (!state.battle && (await page.locator(`${TABLE}.fab-in-battle`).count()) > 0) await id('battle-result-ok').click();
  const legal = R.legalMoves(state, seat).filter((x) => x.type !== 'timeUp');
  switch (m.type) {
    case 'carnival':
      return id(m.use ? 'carnival-yes' : 'carnival-no').click();
    case 'next':
      return id('next').click();
    case 'buy':
      return id(`buy-${m.kind}`).click();
    case 'place':
      await id(`place-kind-${m.kind}`).click();
      return id(`place-at-${m.at}`).click();
    case 'move':
      if (await id('move-back').isVisible()) await id('move-back').click();
      await id(`from-${m.from}`).click();
      await id(`to-${m.to}`).click();
      return id(`move-${m.kind}-${m.n === 1 ? '1' : 'all'}`).click();
    case 'battle':
      return id(`battle-${m.at}-${m.bombers.length ? m.bombers[0] + m.bombers.length : 'fight'}`).click();
    case 'cards':
      if (m.aa > 0) await id(`aa-${m.aa}`).click();
      if (m.colle) await id('colle').click();
      return id('defend-confirm').click();
    case 'fire':
      if (m.faces) {
        for (let i = 0; i < m.faces.length; i++) await id(`pick-${i}-${m.faces[i]}`).click();
        return id('roll-confirm').click();
      }
      return id('roll').click();
    case 'reroll':
      if (m.die === null) return id('no-reroll').click();
      await id(`reroll-${m.die}`).click();
      if (m.faces) await id(`pick-${m.die}-${m.faces[0]}`).click();
      return;
    case 'losses':
      return id(`loss-${legal.findIndex((x) => x.type === 'losses' && JSON.stringify(x.take) === JSON.stringify(m.take))}`).click();
    case 'betray':
      return id(`betray-${m.kind}`).click();
    case 'timeUp':
      return id('time-up').click();
    default:
      return id(`event-choice-${legal.findIndex((x) => JSON.stringify(x) === JSON.stringify(m))}`).click();
  }
}

/** Makes the secret move `m` on the private screen. */
async function tapPrivate(page: Page, state: FabState, seat: number, m: FabMove): Promise<void> {
  const legal = R.legalMoves(state, seat).filter((x) => x.type !== 'timeUp');
  let index = legal.findIndex((x) => JSON.stringify(x) === JSON.stringify(m));
  if (m.type === 'cards' && R.stepOf(state) === 'defendCards') {
    const lists = [...new Set(legal.map((x) => JSON.stringify((x as typeof m).cards)))];
    index = lists.indexOf(JSON.stringify(m.cards));
    if (m.aa > 0) await page.getByTestId(`aa-${m.aa}`).click();
    if (m.colle) await page.getByTestId('colle').click();
  }
  await page.getByTestId(`choice-${index}`).click();
  await page.getByTestId('private-confirm').click();
}

/**
 * Plays until the game ends (or `until` says stop), each person's move chosen by the sensible
 * general and made through the UI, with the privacy check at every cover and table view.
 */
export async function playFab(
  page: Page,
  opts: {
    seed?: number;
    maxMoves?: number;
    checkPrivacy?: boolean;
    choose?: (s: FabState, seat: number, legal: FabMove[]) => FabMove | null;
    until?: (s: FabState) => boolean;
    /** Called before each person's move is made (screenshots, extra checks). */
    onDecision?: (s: FabState, where: 'cover' | 'private' | 'table') => Promise<void>;
  } = {},
): Promise<PlayStats> {
  const rng = new Rng(seedRng(opts.seed ?? 1));
  const stats: PlayStats = { moves: 0, covers: 0, tables: 0, battles: 0, physicalRolls: 0 };
  for (let n = 0; n < (opts.maxMoves ?? 3000); n++) {
    const where = await settle(page);
    if (where === 'end') return stats;
    if (where === 'app') {
      // The app plays at its pace; look again shortly (its move may already be in). Where the
      // driver has the clock, the pace's wait is jumped (the app's thinking is its own time).
      if (!(await skipAhead(page, APP_PACE_MS))) await page.waitForTimeout(40);
      n--;
      continue;
    }
    if (opts.checkPrivacy && where !== 'private') {
      const seen = await checkNoSecrets(page);
      if (seen === 'cover') stats.covers++;
      else stats.tables++;
    }
    const save = (await readSave(page))!;
    const state = stateOf(save);
    if (R.outcome(state)) continue;
    if (opts.until?.(state)) return stats;
    const d = R.decision(state)!;
    const legal = R.legalMoves(state, d.seat);
    await opts.onDecision?.(state, where);
    const m = opts.choose?.(state, d.seat, legal) ?? hurried(state, d.seat, legal, rng);
    if (m.type === 'battle') stats.battles++;
    if ((m.type === 'fire' || m.type === 'reroll') && m.faces) stats.physicalRolls++;
    if (where === 'cover' || where === 'private') {
      expect(d.secret).toBe(true);
      if (where === 'cover') await holdToReveal(page);
      await tapPrivate(page, state, d.seat, m);
    } else {
      expect(d.secret).toBe(false);
      await tapMove(page, state, d.seat, m);
    }
    await waitAbove(page, movesSaved(page), save.moves.length, 10_000);
    stats.moves++;
  }
  return stats;
}

/**
 * Jumps the page's game in Node to the start of the last turn before its end (support/crafted.ts,
 * jumpAhead): each person's move chosen as playFab chooses (`choose`, else the hurried general),
 * an app seat's by the app's own plan at its level. The game is first played in Node to its end
 * to find that turn; the table then plays on from there to the end. Null, with no jump, when the
 * game ends in the turn under way.
 */
export async function jumpFab(page: Page, choose?: (s: FabState, seat: number, legal: FabMove[]) => FabMove | null): Promise<Jump | null> {
  const save = (await readSave(page))!;
  const start = stateOf(save);
  const rules = R as unknown as AnyRules;
  const chooser = (): Chooser<FabState> => {
    const rng = new Rng(seedRng(save.meta.setup.seed ^ 0xfab));
    return (s, d, app) => {
      const legal = R.legalMoves(s, d.seat);
      if (isLevel(app)) return fabPlayers.choose(app, observe(rules, s, d.seat, s.n) as never, rng);
      return choose?.(s, d.seat, legal) ?? hurried(s, d.seat, legal, rng);
    };
  };
  // Where each turn starts (the active player changes, or a new global turn), to the end.
  const starts: number[] = [];
  let last = '';
  const dry = playOn<FabState>(rules, save, start, chooser(), (s, n) => {
    const turn = `${s.globalTurn}-${s.turnIdx}`;
    if (turn !== last) { last = turn; starts.push(n); }
    return false;
  });
  expect(R.outcome(dry.state), 'the game played on in Node ends').toBeTruthy();
  const at = starts[starts.length - 1];
  if (!at) return null;
  return jumpAhead<FabState>(page, rules, start, chooser, (_s, n) => n === at, { attempts: 1 });
}
