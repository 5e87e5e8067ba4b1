// The screen tour (issue 13's "screenshots of every screen, looked at"): the shell's screens,
// then, for every game, one position for every kind of decision its rules can ask (the first
// one a seeded random playout reaches, imported as a save), at the table, under the hand-off
// cover and on the private screen. Each screenshot goes to reports/screens/<project>/ and one
// line of reports/screens/<project>.tsv says how it fits: the page's extra height and width
// (0 = one screen), the decision's enabled buttons out of view (and those a list's "N more" line
// counts), and the targets under 44 px; reports/screens/<project>-maps.tsv measures the wargames'
// maps as tapped (targets in px at the present zoom, the smallest map text). Each game's first
// table is also shot as simulated deuteranopia, protanopia and tritanopia see it (-<cvd>.png).
// Run: npm run build && npm run screens [-- --project=phone] (SCREENS_GAMES=rubico,corteo).
// SCREENS_LOCALE=en tours in English (an en-US browser, the app's language set in Settings)
// into reports/screens/<project>-en/. The shell's part also shoots each game's Fonti, each
// game's end screen (a finished save imported) and the museum kiosk: the staff gate and panel,
// the attract loop, the picker, a set-up and the introduction before the first hand-off.
import { mkdirSync, writeFileSync, appendFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { craftSave, openCrafted } from '../e2e/support/crafted.ts';
import { END, importThrough, openSave, saveFile } from '../e2e/support/a11y.ts';
import { STAFF_PIN, typePin } from '../e2e/support/kiosk.ts';
import { holdToReveal } from '../e2e/support/rubico.ts';
import { randomMove } from '../../src/engine/playout.ts';
import { step } from '../../src/engine/replay.ts';
import { Rng, seedRng } from '../../src/engine/rng.ts';
import type { AnyRules } from '../../src/engine/types.ts';
import { rubicoRules } from '../../src/games/rubico/rules.ts';
import { ribelleRules } from '../../src/games/repubblica-ribelle/rules.ts';
import { fiammeRules } from '../../src/games/fiamme-d-assalto/rules.ts';
import { fabrisikoRules } from '../../src/games/fabrisiko/rules.ts';
import { corteoRules } from '../../src/games/corteo/rules.ts';
import { CVDS, feMatrix } from '../e2e/support/cvd.ts';
import { citySvg } from '../../src/games/corteo/ui/city-svg.ts';
import { CITY } from '../../src/games/corteo/content/city/index.ts';
import { namesSvg } from '../../src/games/fabrisiko/ui/map-svg.ts';

interface TourGame {
  id: string;
  rules: AnyRules;
  /** Set-ups to tour: each adds the kinds of decision the earlier ones did not reach. */
  setups: { seatCount: number; options: unknown; again?: Again }[];
}
/** Kinds a set-up shoots again though an earlier one did (its screen differs there), in the position that fits. */
type Again = Record<string, (state: unknown, d: { seat: number }) => boolean>;

/** The save's title as the wizard gives it (the registry's), so the table's header reads as a player sees it. */
const TITLES: Record<string, string> = { rubico: 'Rubico', 'repubblica-ribelle': 'Repubblica Ribelle', 'fiamme-d-assalto': "Fiamme d'assalto", fabrisiko: 'FabRisiko!', corteo: 'Corteo' };
const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Franco', 'Giulia'];
const defaults = (rules: AnyRules, seats: number): Record<string, unknown> => (rules.defaultOptions?.(seats) ?? {}) as Record<string, unknown>;

const GAMES: TourGame[] = [
  {
    id: 'rubico',
    rules: rubicoRules as AnyRules,
    // At 7 players the power step shows five rows of cards; a card that targets one makes them pickable.
    setups: [5, 7].map((n) => ({
      seatCount: n,
      options: defaults(rubicoRules as AnyRules, n),
      again: n === 7 ? { 'rubico.step.power': (s, d) => ['minerva', 'cibelis', 'roma'].includes((s as { powers: (string | null)[] }).powers[d.seat] ?? '') } : undefined,
    })),
  },
  { id: 'repubblica-ribelle', rules: ribelleRules as AnyRules, setups: [{ seatCount: 3, options: { ...defaults(ribelleRules as AnyRules, 3), demo: false } }] },
  {
    id: 'fiamme-d-assalto',
    rules: fiammeRules as AnyRules,
    // With two players, the second commander's spend step with a unit of theirs to choose: their
    // row of cards is the second, under the first.
    setups: [1, 2].map((n) => ({
      seatCount: n,
      options: { ...defaults(fiammeRules as AnyRules, n), mission: 1 },
      again: n === 2 ? { 'fiamme.step.spend': (s, d) => d.seat === 1 && (fiammeRules as AnyRules).legalMoves(s, 1).some((m) => (m as { type: string }).type === 'choose') } : undefined,
    })),
  },
  { id: 'fabrisiko', rules: fabrisikoRules as AnyRules, setups: [{ seatCount: 3, options: defaults(fabrisikoRules as AnyRules, 3) }] },
  {
    id: 'corteo',
    rules: corteoRules as AnyRules,
    setups: [
      { seatCount: 2, options: { ...defaults(corteoRules as AnyRules, 2), mode: 'advanced', special: { smoke: true, shortThrows: true, jams: true, national: true } } },
    ],
  },
];

const picked = process.env.SCREENS_GAMES?.split(',');
const english = process.env.SCREENS_LOCALE === 'en';
// A step that cannot happen fails in seconds rather than holding the shared browser lock.
test.use({ actionTimeout: 15_000, ...(english ? { locale: 'en-US' } : {}) });
const out = (project: string) => `reports/screens/${project}${english ? '-en' : ''}`;

/** English: the app's own language switch (Settings), kept in its database for later loads. */
async function setLanguage(page: Page): Promise<void> {
  if (!english) return;
  await page.goto('/#/settings');
  const button = page.getByRole('button', { name: 'English', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

async function measure(page: Page): Promise<{ extraH: number; extraW: number; small: string[]; unseen: string[]; counted: number }> {
  return page.evaluate(() => {
    const el = document.scrollingElement!;
    const small: string[] = [];
    const label = (b: Element) => (b.getAttribute('data-testid') ?? b.getAttribute('aria-label') ?? b.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
    for (const b of document.querySelectorAll<HTMLElement>('button, [role="button"], a[href], input, select')) {
      const r = b.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(b).visibility === 'hidden') continue;
      if (r.width < 44 || r.height < 44) small.push(`${label(b)} ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    // The decision's enabled buttons a player cannot see without scrolling: off the screen, cut
    // off (down or across) by the box that scrolls them, or covered at their centre by something else.
    const unseen: string[] = [];
    // Out of view but counted: in a list whose "N more" line says how many lie past its edge.
    let counted = 0;
    for (const area of document.querySelectorAll('[data-testid="tl-decide"], [data-testid="decision-bar"], [data-testid="private-screen"]')) {
      for (const b of area.querySelectorAll<HTMLButtonElement>('button:not([disabled])')) {
        const r = b.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        let top = 0;
        let bottom = innerHeight;
        let left = 0;
        let right = innerWidth;
        const clips = (o: string) => o === 'auto' || o === 'scroll' || o === 'hidden';
        for (let p = b.parentElement; p; p = p.parentElement) {
          const cs = getComputedStyle(p);
          const pr = p.getBoundingClientRect();
          if (clips(cs.overflowY)) {
            top = Math.max(top, pr.top);
            bottom = Math.min(bottom, pr.bottom);
          }
          if (clips(cs.overflowX)) {
            left = Math.max(left, pr.left);
            right = Math.min(right, pr.right);
          }
        }
        const inCountedList = !!b.closest('[data-more-list]');
        if (r.top < top - 1 || r.bottom > bottom + 1 || r.left < left - 1 || r.right > right + 1) {
          if (inCountedList) counted++;
          else unseen.push(label(b));
          continue;
        }
        // In view but under something else: the decision's sticky foot over a long list.
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (hit && hit !== b && !b.contains(hit)) {
          if (inCountedList) counted++;
          else unseen.push(`${label(b)} (covered)`);
        }
      }
    }
    return { extraH: el.scrollHeight - innerHeight, extraW: el.scrollWidth - innerWidth, small, unseen, counted };
  });
}

/** The smallest font size (map units) of a map's fixed layer drawn as an image (its words are not in the page). */
function smallestFont(svg: string): number {
  const sizes = [...svg.matchAll(/font-size(?::\s*|=")([\d.]+)/g)].map((m) => Number(m[1]));
  return Math.min(...sizes);
}
const STATIC_FONT = { corteo: smallestFont(citySvg(CITY, 'it')), fabrisiko: smallestFont(namesSvg()) };

/**
 * A wargame's map as it is tapped (issue 34): each target's size on the screen at the map's
 * present zoom (Corteo: a hex across; FabRisiko!: the smaller side of a glowing territory's box,
 * a ridge's ring), and the smallest map text on the screen: the words drawn in the page (costs,
 * counters) and those of the fixed layer (street and territory names), scaled as shown.
 */
async function measureMap(page: Page): Promise<{ kind: string; targets: number; minTarget: number; under44: number; minText: number; under11: number } | null> {
  return page.evaluate((font) => {
    const scaleOf = (svg: SVGSVGElement) => {
      const vb = svg.viewBox.baseVal;
      const r = svg.getBoundingClientRect();
      // A crop that fills the board (a battle on a phone: 'slice') is scaled to cover it.
      const cover = svg.getAttribute('preserveAspectRatio')?.includes('slice');
      return (cover ? Math.max : Math.min)(r.width / vb.width, r.height / vb.height);
    };
    const textPx = (root: Element, staticUnits: number, scale: number) => {
      const sizes = [staticUnits * scale];
      for (const tx of root.querySelectorAll<SVGTextElement>('text')) {
        const r = tx.getBoundingClientRect();
        if (r.width === 0 || r.bottom < 0 || r.top > innerHeight) continue;
        const m = tx.getScreenCTM();
        if (m) sizes.push(parseFloat(getComputedStyle(tx).fontSize) * Math.hypot(m.a, m.b));
      }
      return sizes;
    };
    const city = document.querySelector<SVGSVGElement>('svg.city-map');
    if (city) {
      const scale = scaleOf(city);
      const hex = Math.sqrt(3) * 10 * scale;
      const texts = textPx(city, font.corteo, scale);
      return { kind: 'corteo hex', targets: 1, minTarget: Math.round(hex), under44: hex < 44 ? 1 : 0, minText: Math.round(Math.min(...texts) * 10) / 10, under11: texts.filter((x) => x < 11).length };
    }
    const fab = document.querySelector<SVGSVGElement>('svg.fab-map');
    if (fab) {
      const scale = scaleOf(fab);
      const sizes: number[] = [];
      for (const el of document.querySelectorAll<SVGGraphicsElement>('.fab-overlay-target path, .fab-ridge-target')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0) sizes.push(Math.min(r.width, r.height));
      }
      const texts = textPx(fab, font.fabrisiko, scale);
      return { kind: 'fabrisiko territory', targets: sizes.length, minTarget: sizes.length ? Math.round(Math.min(...sizes)) : 0, under44: sizes.filter((x) => x < 44).length, minText: Math.round(Math.min(...texts) * 10) / 10, under11: texts.filter((x) => x < 11).length };
    }
    return null;
  }, STATIC_FONT);
}

/** The screen as a person with each colour-vision deficiency sees it (an SVG filter over the page). */
async function shootCvd(page: Page, project: string, name: string): Promise<void> {
  for (const cvd of CVDS) {
    await page.evaluate(
      ([id, values]) => {
        const holder = document.createElement('div');
        holder.id = 'cvd-sim';
        holder.innerHTML = `<svg width="0" height="0" style="position:absolute"><filter id="${id}" color-interpolation-filters="linearRGB"><feColorMatrix type="matrix" values="${values}"/></filter></svg>`;
        document.body.append(holder);
        document.documentElement.style.filter = `url(#${id})`;
      },
      [cvd, feMatrix(cvd)] as const,
    );
    await page.screenshot({ path: `${out(project)}/${name}-${cvd}.png` });
    await page.evaluate(() => {
      document.getElementById('cvd-sim')?.remove();
      document.documentElement.style.filter = '';
    });
  }
}

async function shoot(page: Page, project: string, name: string): Promise<void> {
  // The import's toast would sit over the decision bar: close it first.
  const toast = page.getByTestId('toast');
  if (await toast.isVisible()) await toast.getByRole('button').first().click({ timeout: 2_000 }).catch(() => {});
  await page.waitForTimeout(700); // entrance animations and the map's glide settle
  await page.screenshot({ path: `${out(project)}/${name}.png` });
  if (process.env.SCREENS_FULL) await page.screenshot({ path: `${out(project)}/${name}-full.png`, fullPage: true });
  const m = await measure(page);
  appendFileSync(`${out(project)}.tsv`, `${name}\t${m.extraH}\t${m.extraW}\t${m.unseen.length}\t${m.unseen.slice(0, 4).join('; ')}\t${m.counted}\t${m.small.length}\t${m.small.slice(0, 4).join('; ')}\n`);
  const map = await measureMap(page);
  if (map) appendFileSync(`${out(project)}-maps.tsv`, `${name}\t${map.kind}\t${map.targets}\t${map.minTarget}\t${map.under44}\t${map.minText}\t${map.under11}\n`);
}

test('the shell', async ({ page }, info) => {
  test.setTimeout(10 * 60_000);
  const project = info.project.name;
  mkdirSync(out(project), { recursive: true });
  writeFileSync(`${out(project)}.tsv`, 'screen\textra height\textra width\tdecision buttons out of view\texamples\tout of view, counted by a list\u2019s "N more" line\tsmall targets\texamples\n');
  writeFileSync(`${out(project)}-maps.tsv`, 'screen\tmap\ttargets\tsmallest target px\ttargets under 44 px\tsmallest map text px\ttexts under 11 px\n');
  await page.goto('/');
  await setLanguage(page);
  for (const [name, hash] of [['home', '/'], ['saves', '/#/saves'], ['settings', '/#/settings'], ['help', '/#/help'], ['sources', '/#/sources']] as const) {
    await page.goto(hash);
    await shoot(page, project, `shell-${name}`);
  }
  for (const g of GAMES) {
    await page.goto('/#/sources');
    await page.getByTestId(`sources-${g.id}`).click();
    await expect(page.getByTestId(`sources-game-${g.id}`)).toBeVisible();
    await shoot(page, project, `sources-${g.id}`);
    // Its folded parts opened: the reconstructions and the rulings, the top of them in view.
    const folds = page.locator('.sources-fold > summary');
    for (let i = 0; i < (await folds.count()); i++) await folds.nth(i).click();
    if ((await folds.count()) > 0) {
      await folds.first().scrollIntoViewIfNeeded();
      await shoot(page, project, `sources-${g.id}-open`);
    }
    await page.goto('about:blank');
    await page.goto(`/#/new/${g.id}`);
    await shoot(page, project, `new-${g.id}`);
    await page.goto(`/#/help/${g.id}`);
    await shoot(page, project, `help-${g.id}`);
  }
  // Each game's end: a seeded random game played to its end, imported, opened.
  for (const g of GAMES) {
    const seats = g.setups[0].seatCount;
    const title = TITLES[g.id];
    let file: string;
    try {
      file = saveFile(g.rules, g.id, title, seats, END);
    } catch {
      continue; // no seeded game of this one ends within the playout's bound
    }
    const id = await importThrough(page, file, title);
    await openSave(page, id);
    await expect(page.getByTestId('end-screen')).toBeVisible();
    await shoot(page, project, `end-${g.id}`);
    await page.getByTestId('end-show-table').click();
    await expect(page.getByTestId('end-table')).toBeVisible();
    await shoot(page, project, `end-${g.id}-table`);
  }
  await page.goto('about:blank');
  await page.goto('/#/saves');
  await shoot(page, project, 'shell-saves-full');
});

test('the kiosk', async ({ page }, info) => {
  test.setTimeout(3 * 60_000);
  const project = info.project.name;
  mkdirSync(out(project), { recursive: true });
  await page.goto('/');
  await setLanguage(page);
  await page.goto('/#/settings');
  await page.getByTestId('open-kiosk').click();
  await expect(page.getByTestId('staff-gate')).toBeVisible();
  await typePin(page, STAFF_PIN.slice(0, 2));
  await shoot(page, project, 'kiosk-staff-gate');
  await typePin(page, STAFF_PIN.slice(2));
  await typePin(page, STAFF_PIN);
  await expect(page.getByTestId('staff-panel')).toBeVisible();
  await page.getByTestId('kiosk-on').click();
  await shoot(page, project, 'kiosk-staff-panel');
  await page.getByTestId('staff-close').click();
  await expect(page.getByTestId('attract')).toBeVisible();
  // The attract screen comes back in Italian; English is a visitor's touch away.
  if (english) await page.getByTestId('lang-en').click();
  await shoot(page, project, 'kiosk-attract');
  await page.getByTestId('touch-to-play').click();
  await expect(page.getByTestId('kiosk-pick')).toBeVisible();
  await shoot(page, project, 'kiosk-picker');
  await page.getByTestId('kiosk-entry-rubico').click();
  await expect(page.getByTestId('kiosk-start')).toBeEnabled();
  await shoot(page, project, 'kiosk-setup');
  await page.getByTestId('player-count').locator('..').getByRole('button').last().click();
  await page.getByTestId('kiosk-start').click();
  await expect(page.getByTestId('kiosk-intro')).toBeVisible();
  await shoot(page, project, 'kiosk-intro');
  await page.getByTestId('intro-next').click();
  await shoot(page, project, 'kiosk-intro-2');
  await page.getByTestId('intro-skip').click();
  await expect(page.getByTestId('cover')).toBeVisible();
  await shoot(page, project, 'kiosk-cover');
});

/** The kinds of decision a set-up reaches in a few seeded random playouts, in the order met. */
function kindsOf(g: TourGame, setup: TourGame['setups'][number], seeds = 3): string[] {
  const kinds: string[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    let state = g.rules.setup(setup.options, setup.seatCount, seed);
    const rng = new Rng(seedRng(seed ^ 0xc4af));
    for (let d = g.rules.decision(state), n = 0; d && n < 20_000; d = g.rules.decision(state), n++) {
      if (!kinds.includes(d.kind)) kinds.push(d.kind);
      const r = step(g.rules, state, d.seat, randomMove(g.rules, state, d.seat, rng));
      if (!r.ok) break;
      state = r.state;
    }
  }
  return kinds;
}

for (const g of GAMES) {
  if (picked && !picked.some((p) => g.id.includes(p))) continue;
  test(`the tables of ${g.id}`, async ({ page }, info) => {
    const project = info.project.name;
    mkdirSync(out(project), { recursive: true });
    const seen = new Set<string>();
    let simulated = false;
    for (const [i, setup] of g.setups.entries()) {
      for (const kind of kindsOf(g, setup)) {
        const again = setup.again?.[kind];
        if (seen.has(kind) && !again) continue;
        seen.add(kind);
        const crafted = craftSave(g.id, g.rules, { ...setup, names: NAMES, title: TITLES[g.id] }, (s, d) => d.kind === kind && (!again || again(s, d)), { seeds: again ? 50 : 3 });
        await openCrafted(page, crafted);
        const name = `${g.id}-${i}-${kind.replace(/[^a-z0-9]+/gi, '_')}`;
        const cover = page.getByTestId('cover');
        await page.waitForTimeout(400);
        if (await cover.isVisible()) {
          await shoot(page, project, `${name}-cover`);
          await holdToReveal(page);
          await shoot(page, project, `${name}-private`);
        } else {
          await shoot(page, project, name);
          // The first table of each game, also as a colour-blind eye sees it.
          if (!simulated) await shootCvd(page, project, name);
          simulated = true;
        }
      }
    }
  });
}
