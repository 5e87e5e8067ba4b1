// Drives Corteo through the real UI like two people (or two teams) passing one tablet: the
// driver reads the true state, replayed in Node from the save the page wrote to IndexedDB,
// picks a quick legal move and makes it by tapping what a player would tap: the decision's
// buttons, and hexes on the map (through the picker when the hexes are small).
import { expect, type Page } from '@playwright/test';
import { corteoRules as R, type CorteoMove, type CorteoState } from '../../../src/games/corteo/rules.ts';
import { cityOf } from '../../../src/games/corteo/rules/board.ts';
import type { CityMap } from '../../../src/games/corteo/content/map-types.ts';
import { centre, cityLayout, SIZE } from '../../../src/games/corteo/ui/city-draw.ts';
import { replay } from '../../../src/engine/replay.ts';
import { readSave, type SaveDump } from './rubico.ts';
import { appDeciding, chooseAppSeats } from './app-players.ts';
import { onScreen } from './away.ts';
import { APP_PACE_MS, controlTime, skipAhead } from './time.ts';
import { boardAtRest } from './board.ts';
import { seedGames } from './seed.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { stepStrings } from '../../../src/games/corteo/strings/steps.ts';
import corteoPlayers from '../../../src/games/corteo/players.ts';
import { isLevel, observe } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import type { AnyRules } from '../../../src/engine/types.ts';
import { jumpAhead, type Jump } from './crafted.ts';

export { readSave };
export const NAMES = ['Anna', 'Bruno'];

export async function startCorteo(
  page: Page,
  opts: { mode?: 'base' | 'advanced'; scenario?: string; physical?: boolean; apps?: readonly number[]; appLevel?: 'easy' | 'normal'; special?: boolean; seed?: number } = {},
): Promise<void> {
  // The same game on every run: the wizard's seed (the set-up, the dice) from a seeded source.
  await seedGames(page, opts.seed ?? 20261207);
  await controlTime(page);
  await page.goto('/#/new/corteo');
  await expect(page.getByTestId('start-game')).toBeEnabled();
  for (let i = 0; i < 2; i++) await page.getByLabel(`Nome del giocatore ${i + 1}`).fill(NAMES[i]);
  if (opts.apps) await chooseAppSeats(page, opts.apps);
  for (const i of opts.apps && opts.appLevel ? opts.apps : []) await page.getByTestId(`seat-${i}-level-${opts.appLevel}`).click();
  await page.getByTestId(opts.mode === 'advanced' ? 'mode-advanced' : 'mode-base').click();
  if (opts.scenario) await page.getByTestId(`scenario-${opts.scenario}`).click();
  if (opts.physical) await page.getByTestId('dice-real').click();
  // The four special rules of section 13 (advanced game).
  if (opts.special) for (const r of ['smoke', 'shortThrows', 'jams', 'national']) await page.getByTestId(`special-${r}`).click();
  await page.getByTestId('start-game').click();
  await expect(page).toHaveURL(/#\/play\//);
}

let cache: { id: string; count: number; state: CorteoState } | null = null;
/** The true state of a save (replayed from the last one rebuilt when the save only grew). */
export function stateOf(save: SaveDump): CorteoState {
  if (!cache || cache.id !== save.meta.id || cache.count > save.moves.length) {
    cache = { id: save.meta.id, count: 0, state: R.setup(save.meta.setup.options as never, save.meta.setup.seatCount, save.meta.setup.seed) };
  }
  const state = replay(R, cache.state, save.moves.slice(cache.count));
  cache = { id: save.meta.id, count: save.moves.length, state };
  return state;
}

/** Taps hex `key` on the map, and in the picker when it opens. */
export async function tapHex(page: Page, s: CorteoState, key: string): Promise<void> {
  return tapCityHex(page, cityOf(s), key, '[data-testid="corteo-table"]');
}

/** Taps hex `key` on the city map inside `root` (the table, the scenario editor's map), and in the picker when it opens. */
export async function tapCityHex(page: Page, city: CityMap, key: string, root: string): Promise<void> {
  const { layout, width, height } = cityLayout(city);
  const svg = page.locator(`${root} svg.city-map`);
  const c = centre(layout, key);
  // The map may be gliding to the action (follow.ts), or zoomed where the hex is off screen:
  // let it rest, and show the whole city when the hex is not in view.
  const rest = () => boardAtRest(page, root);
  await rest();
  // On a phone the column sits under the map and the page scrolls: after a button down there
  // the map may be above the screen, where a click lands on nothing. Bring it back first.
  await page.locator(`${root} .board`).scrollIntoViewIfNeeded();
  const point = async () => {
    const box = (await svg.boundingBox())!;
    return { x: box.x + (c.x / Math.round(width)) * box.width, y: box.y + (c.y / Math.round(height)) * box.height };
  };
  let p = await point();
  const view = (await page.locator(`${root} .board`).boundingBox())!;
  // A hex under the map's own buttons (the reset in its corner) is not tappable either: a click
  // there would press the button.
  const onMap = (q: { x: number; y: number }) => page.evaluate(([x, y, r]) => !!document.elementFromPoint(x, y)?.closest(`${r} svg.city-map`), [q.x, q.y, root] as const);
  if (p.x < view.x + 4 || p.y < view.y + 4 || p.x > view.x + view.width - 4 || p.y > view.y + view.height - 4 || !(await onMap(p))) {
    await page.locator(`${root} .board-reset`).click();
    await rest();
    p = await point();
  }
  // A hex the tap does something on has its own target (hex-<key>, drawn over the map): clicked
  // as a locator, Playwright waits for it to stand still and checks that the finger lands on it,
  // so a board that moves between the look and the tap cannot take the tap elsewhere. Other
  // hexes (the scenario editor's map) are tapped where they are drawn.
  // Playwright scrolls what it clicks whole into view, the board's frame too (which a finger
  // cannot scroll: the board moves by its transform), so a hex cut by the frame's edge is tapped
  // on the whole city instead.
  const own = page.locator(`${root} svg.city-map [data-testid="hex-${key}"]`);
  if (await own.count()) {
    const inside = async () => {
      const [b, v] = [(await own.boundingBox())!, (await page.locator(`${root} .board`).boundingBox())!];
      return b.x >= v.x && b.y >= v.y && b.x + b.width <= v.x + v.width && b.y + b.height <= v.y + v.height;
    };
    if (!(await inside()) && (await page.locator(`${root} .board-reset`).count())) {
      await page.locator(`${root} .board-reset`).click();
      await rest();
    }
    await own.click();
  } else await page.mouse.click(p.x, p.y);
  // A hex smaller than a finger opens the picker (Table.tsx's FINGER). The board does not move
  // while it is open, so its size now is its size at the tap.
  const hexPx = (((await svg.boundingBox())!.width) / Math.round(width)) * Math.sqrt(3) * SIZE;
  if (hexPx < FINGER) await page.getByTestId(`hexpick-${key}`).click();
}

/** Below this many pixels across a hex is picked through the picker (as Table.tsx). */
const FINGER = 40;

/** What settle looks for, on screen (not in the table kept under a cover). */
const SETTLE = {
  appBar: onScreen('[data-testid="decision-bar"][data-app="true"]'),
  bar: onScreen('[data-testid="decision-bar"]'),
  decision: onScreen('[data-testid="co-decision"]'),
};

async function settle(page: Page): Promise<'table' | 'app' | 'end'> {
  for (let i = 0; i < 600; i++) {
    const what = await page.evaluate((s) => {
      if (document.querySelector('[data-testid="end-screen"]')) return 'end';
      if (document.querySelector(s.appBar)) return 'app';
      if (document.querySelector(s.bar) && document.querySelector(s.decision)) return 'table';
      return null;
    }, SETTLE);
    if (what) return what;
    await page.waitForTimeout(30);
  }
  throw new Error('the page never settled');
}

/** Taps the move `m` (a quick one the driver chose) through the table. */
async function tapMove(page: Page, s: CorteoState, m: CorteoMove): Promise<void> {
  const id = (x: string) => page.getByTestId(x);
  // The national corteo's delegations and the finanza (13d) are placed by a button for each hex.
  if (m.type === 'place' && stepNow(s) === 'special') return id(`target-${m.at}`).click();
  switch (m.type) {
    case 'done':
      if (stepNow(s) === 'move') return id('end-move').click();
      if (stepNow(s) === 'prolong') return id('prolong-pass').click();
      return id(stepNow(s) === 'advance' ? 'advance-done' : 'place-rest').click();
    case 'head':
      return id(`head-${m.component}`).click();
    // Antifascista's extra hands at the end of hand 8: an offer, or an answer to the app's.
    case 'prolong':
      return id(`prolong-${m.hands}`).click();
    case 'agree':
      return id(m.yes ? 'prolong-accept' : 'prolong-refuse').click();
    case 'heads':
      // Tapped unit by unit (the list; the map lights the same units), then confirmed.
      for (const u of m.units) if ((await id(`headunit-${u}`).getAttribute('aria-pressed')) !== 'true') await id(`headunit-${u}`).click();
      return id('heads-confirm').click();
    case 'retreat':
      return id(`target-${m.to}`).click();
    case 'stop':
      // A unit still moving (it has movement left) is stopped where it stands.
      return id('stop').click();
    case 'combat':
      await id('combat-0').click();
      if (m.faces) {
        await id(`pick-0-${m.faces[0]}`).click();
        return id('roll-confirm').click();
      }
      return id('roll').click();
    case 'roll':
      if (m.faces) {
        await id(`pick-0-${m.faces[0]}`).click();
        return id('roll-confirm').click();
      }
      return id('roll').click();
    case 'place':
    case 'move':
    case 'enter':
    case 'advance': {
      const u = s.units.find((x) => x.id === m.unit)!;
      const to = 'to' in m ? m.to : m.at;
      if (s.moving?.id !== m.unit) {
        const listed = id(`unit-${m.unit}`);
        // A unit off the map is listed only with no unit picked: a person first lets the last one go.
        if (!u.at.includes(',') && !(await listed.isVisible()) && (await id('deselect').isVisible())) await id('deselect').click();
        if (await listed.isVisible()) await listed.click();
        else {
          // Units stacked on a hex: each tap there picks the next, as a person taps until theirs is picked.
          const stacked = s.units.filter((x) => x.at === u.at).length;
          const picked = page.getByTestId('picked-unit');
          // A new decision starts with nothing picked (unless a unit is still moving): wait for the
          // last pick to be let go, so it is not taken for this one's.
          if (!s.moving) await expect(picked).toHaveCount(0);
          for (let i = 0; i < stacked; i++) {
            const before = (await picked.count()) ? await picked.getAttribute('data-unit') : null;
            if (before === m.unit) break;
            await tapHex(page, s, u.at);
            if (before === null) await expect(picked).toHaveAttribute('data-unit', /./);
            else await expect(picked).not.toHaveAttribute('data-unit', before);
          }
          await expect(picked, 'the unit the driver chose is picked').toHaveAttribute('data-unit', m.unit);
        }
        // A unit picked to move: its reachable hexes are lit with their cost.
        if (m.type === 'move') await expect(page.locator('[data-testid="corteo-table"] svg.city-map .lit-cost').first()).toBeAttached();
      }
      const button = id(`target-${to}`);
      if (await button.isVisible()) return button.click();
      return tapHex(page, s, to);
    }
    default:
      throw new Error(`the driver does not play ${m.type}`);
  }
}

/**
 * A quick player: ends the set-up and the movement at once (moving one unit in its first
 * `movesPerPhase` chances, to show the map's taps work), fights the first combat listed,
 * retreats to the first hex, does not advance.
 */
function quick(s: CorteoState, legal: CorteoMove[], movedThisPhase: number, movesPerPhase: number, enters = false): CorteoMove {
  const done = legal.find((m) => m.type === 'done');
  if (stepNow(s) === 'move') {
    const moves = legal.filter((m): m is Extract<CorteoMove, { type: 'move' }> => m.type === 'move');
    if (s.moving && legal.some((m) => m.type === 'stop')) return legal.find((m) => m.type === 'stop')!;
    // Sociale: a unit still off the map comes in from an edge (its button, then the hex).
    const enter = legal.find((m) => m.type === 'enter');
    if (enters && enter && movedThisPhase < movesPerPhase) return enter;
    if ((!done || movedThisPhase < movesPerPhase) && moves.length) return moves[moves.length - 1];
  }
  if (done) return done;
  if (stepNow(s) === 'head') return legal[0];
  if (stepNow(s) === 'heads') return legal[0];
  if (stepNow(s) === 'combat') {
    // The first combat as the screen lists it (physical dice: its face-1 copy).
    return legal[0];
  }
  return legal[0];
}

export async function playCorteo(
  page: Page,
  opts: {
    until?: (s: CorteoState) => boolean;
    maxMoves?: number;
    movesPerPhase?: number;
    potereMoves?: boolean;
    /** Bring units in from the edges (Sociale) among the phase's moves. */
    enters?: boolean;
    /** A check of the page at every table view the driver acts on (privacy). */
    check?: (page: Page) => Promise<void>;
  } = {},
): Promise<{ moves: number; combats: number; mapTaps: number; appLooks: number }> {
  const stats = { moves: 0, combats: 0, mapTaps: 0, appLooks: 0 };
  let phase = '';
  let moved = 0;
  for (let n = 0; n < (opts.maxMoves ?? 2000); n++) {
    const where = await settle(page);
    if (where === 'end') return stats;
    if (where === 'app') {
      // The app plays its side at its pace: no cover, no Undo, nobody taps for it.
      if (await appDeciding(page)) stats.appLooks++;
      // Where the driver has the clock, the pace's wait is jumped (the app's thinking is its own time).
      if (!(await skipAhead(page, APP_PACE_MS))) await page.waitForTimeout(50);
      n--;
      continue;
    }
    if (opts.check) await opts.check(page);
    const save = (await readSave(page))!;
    const s = stateOf(save);
    if (R.outcome(s) || opts.until?.(s)) return stats;
    const d = R.decision(s)!;
    const legal = R.legalMoves(s, d.seat);
    // The Antirepressivo's two corteo players each have their own phase within the corteo's.
    const key = `${s.hand}-${s.side}-${stepNow(s)}-${s.scen?.blocs?.active ?? ''}`;
    if (key !== phase) { phase = key; moved = 0; }
    const m = quick(s, legal, moved, s.hand <= 2 && (s.side === 'corteo' || opts.potereMoves) ? (opts.movesPerPhase ?? 1) : 0, opts.enters);
    if (m.type === 'move' || m.type === 'place' || m.type === 'enter') { moved++; stats.mapTaps++; }
    if (m.type === 'combat') stats.combats++;
    await tapMove(page, s, m);
    const end = Date.now() + 10_000;
    while (((await readSave(page))?.moves.length ?? 0) <= save.moves.length) {
      if (Date.now() > end) throw new Error(`move ${JSON.stringify(m)} at ${stepNow(s)} was not saved`);
      await page.waitForTimeout(30);
    }
    stats.moves++;
  }
  return stats;
}

/**
 * Plays the page's game on in Node until `until` holds (the hands a test's subject does not
 * need), a person's decisions by the driver's quick moves, an app seat's by the app's own plan at
 * its level, then imports that game and opens it at the table (support/crafted.ts, jumpAhead).
 */
export async function jumpCorteo(page: Page, until: (s: CorteoState) => boolean, opts: { enters?: boolean; movesPerPhase?: number } = {}): Promise<Jump> {
  const save = (await readSave(page))!;
  const start = stateOf(save);
  return jumpAhead<CorteoState>(page, R as unknown as AnyRules, start, (attempt) => {
    const rng = new Rng(seedRng(save.meta.setup.seed ^ (0x5a17 + attempt)));
    let phase = '';
    let moved = 0;
    return (s, d, app) => {
      const legal = R.legalMoves(s, d.seat);
      if (isLevel(app)) return corteoPlayers.choose(app, observe(R as unknown as AnyRules, s, d.seat, save.meta.setup.seatCount) as never, rng);
      const key = `${s.hand}-${s.side}-${stepNow(s)}-${s.scen?.blocs?.active ?? ''}`;
      if (key !== phase) { phase = key; moved = 0; }
      const m = quick(s, legal, moved, s.hand <= 2 && s.side === 'corteo' ? (opts.movesPerPhase ?? 1) : 0, opts.enters);
      if (m.type === 'move' || m.type === 'place' || m.type === 'enter') moved++;
      return m;
    };
  }, until);
}

/** The end screen's level and scores equal the replayed save's, after hand 10; returns that state. */
export async function endMatchesSave(page: Page): Promise<CorteoState> {
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 20_000 });
  const state = stateOf((await readSave(page))!);
  expect(stepNow(state)).toBe('over');
  expect(state.hand).toBe(10);
  await expect(page.getByTestId('winner')).toHaveText(stepStrings[state.result!.level].it);
  await page.getByTestId('end-show-table').click();
  await expect(page.getByTestId('co-level')).toHaveText(stepStrings[state.result!.level].it);
  await expect(page.getByTestId('co-end-corteo')).toHaveText(String(state.score.corteo));
  await expect(page.getByTestId('co-end-potere')).toHaveText(String(state.score.potere));
  await expect(page.getByTestId('co-end-final')).toHaveText(String(state.result!.final));
  return state;
}
