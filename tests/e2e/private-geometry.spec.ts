// Nothing told by a shape (issue 12, item 2; issue 32, items 2, 3 and 8): every secret step of
// every game that has them (Rubico, Repubblica Ribelle, FabRisiko!, Corteo Sociale), opened for
// two different secrets (roles, cards, hands, places), has the same boxes and buttons in the same
// places at every width: the phone project measures phones 320, 360 and 390 px wide, the tablet
// project a landscape and a portrait tablet. The games are made in Node up to the step (a seeded
// random playout, tests/e2e/support/crafted.ts), imported and opened at the seat's cover.
import { expect, test, type Page } from '@playwright/test';
import { holdToReveal } from './support/rubico.ts';
import { craftSave, openCrafted, type Crafted } from './support/crafted.ts';
import { controlTime } from './support/time.ts';
import { rubicoRules, type RubicoState } from '../../src/games/rubico/rules.ts';
import { ribelleRules, type RibelleState } from '../../src/games/repubblica-ribelle/rules.ts';
import { DECISION_KINDS as RIBELLE_STEPS } from '../../src/games/repubblica-ribelle/rules/types.ts';
import { fabrisikoRules, type FabMove, type FabState } from '../../src/games/fabrisiko/rules.ts';
import { corteoRules, type CorteoState } from '../../src/games/corteo/rules.ts';
import { gatherPlaces } from '../../src/games/corteo/rules/sociale.ts';
import type { AnyRules, PendingDecision } from '../../src/engine/types.ts';

interface Shot {
  seat: string;
  /** Each box as "x,y wxh" relative to the private screen, in document order. */
  boxes: string[];
  /** What each box is (its test id or class), for the message on a failure. */
  names: string[];
}

/** The screens each project measures: three phones, or a landscape and a portrait tablet. */
const SIZES: Record<string, { width: number; height: number }[]> = {
  phone: [
    { width: 320, height: 568 },
    { width: 360, height: 740 },
    { width: 390, height: 844 },
  ],
  tablet: [
    { width: 1138, height: 712 },
    { width: 712, height: 1138 },
  ],
};
const sizes = () => SIZES[test.info().project.name];
const sizeName = (s: { width: number; height: number }) => `${s.width}x${s.height}`;

/**
 * The boxes of the private screen and its parts (`parts`, a CSS selector list inside it), in
 * document order, relative to the private screen: the kind of element does not matter (an empty
 * place may stand for a button), its place and size do.
 */
async function measure(page: Page, parts: string, seat?: string): Promise<Shot> {
  const priv = page.getByTestId('private-screen');
  // Laid out at the new size: two frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const { boxes, names } = await priv.evaluate((root, parts) => {
    const o = root.getBoundingClientRect();
    const r = (n: number) => Math.round(n * 2) / 2;
    // The screen's head, the hint's row ("Cosa farebbe Passamano?") and the foot (take back) in every game.
    // Boxes not drawn at this width (the hint's bulb is in the head or in a row of its own) are left out.
    const drawn = (e: Element) => e.getBoundingClientRect().width > 0 || e.getBoundingClientRect().height > 0;
    const all = [root, ...[...root.querySelectorAll(`${parts}, .private > .topbar > *, .hint-in-head > *, .private-hint > *, .private-foot > *`)].filter(drawn)];
    return {
      boxes: all.map((e) => {
        const b = e.getBoundingClientRect();
        return `${r(b.x - o.x)},${r(b.y - o.y)} ${r(b.width)}x${r(b.height)}`;
      }),
      names: all.map((e) => e.getAttribute('data-testid') ?? e.getAttribute('class') ?? e.tagName),
    };
  }, parts);
  return { seat: seat ?? (await priv.locator('h2').first().textContent())!, boxes, names };
}

/** The screens of one step have the same boxes at each size (named by seat, size and box on failure). */
function expectSameShape(step: string, shots: Map<string, Shot[]>): void {
  for (const [size, list] of shots) {
    expect(list.length, `${step} at ${size}: two secrets measured`).toBeGreaterThanOrEqual(2);
    const [first, ...rest] = list;
    for (const s of rest) {
      // The first box that differs inside the screen (the screen itself differs with it).
      const inner = s.boxes.findIndex((b, k) => k > 0 && b !== first.boxes[k]);
      const i = inner > 0 ? inner : s.boxes.findIndex((b, k) => b !== first.boxes[k]);
      const where = i < 0 ? '' : ` (first at ${s.names[i] ?? 'an extra box'} / ${first.names[i] ?? 'an extra box'})`;
      expect(s.boxes, `${step} at ${size}: ${s.seat} against ${first.seat}${where}`).toEqual(first.boxes);
    }
  }
}

const NAMES = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'];

/**
 * Opens each crafted game at its seat's private screen, once `ready` shows runs `before` (a tap,
 * a style), then measures it at every size of the project.
 */
async function shotsOf(page: Page, saves: Crafted[], ready: string, parts: string, before?: (page: Page) => Promise<void>): Promise<Map<string, Shot[]>> {
  const shots = new Map<string, Shot[]>();
  for (const save of saves) {
    await page.setViewportSize(sizes()[sizes().length - 1]);
    await openCrafted(page, save);
    const cover = page.getByTestId('cover');
    await expect(cover).toContainText(NAMES[save.seat]);
    await holdToReveal(page);
    await expect(page.getByTestId('private-screen').getByTestId(ready)).toBeVisible();
    await before?.(page);
    for (const size of sizes()) {
      await page.setViewportSize(size);
      const list = shots.get(sizeName(size)) ?? [];
      list.push(await measure(page, parts));
      shots.set(sizeName(size), list);
    }
  }
  return shots;
}

/** Two games of `gameId` at a secret step: the first position fitting `a`, then one fitting `b` given the first. */
function pair<S extends { rng: readonly number[] }>(
  gameId: string,
  rules: AnyRules,
  seatCount: number,
  options: unknown,
  a: (s: S, d: PendingDecision) => boolean,
  b: (s: S, d: PendingDecision, first: S) => boolean,
): Crafted[] {
  const game = { seatCount, options, names: NAMES };
  let first: S | null = null;
  const one = craftSave<S>(gameId, rules, game, (s, d) => a(s, d) && ((first = s), true));
  const two = craftSave<S>(gameId, rules, game, (s, d) => b(s, d, first!));
  return [one, two];
}

test.describe('private screens have one shape at every width', () => {
  test.beforeEach(async ({ page }) => {
    // The cover's hold is jumped over; no entrance motion between two measures.
    await controlTime(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  const RUBICO_PARTS = [
    '.rb > *',
    '.rb-pair > *',
    '.rb-role > *',
    '.rb-allies > *',
    '.rb-power > *',
    '.rb-idstrip > *',
    '.rb-hand',
    '.rb-choices > *',
    '[data-testid="power-step"] > *',
    '.rb-targets > *',
    '.rb-actionbar > *',
  ].join(', ');

  test('Rubico at 5 players: roles, suggest, power and peek, red against blue and card against card', async ({ page }) => {
    test.setTimeout(4 * 60_000);
    const five = rubicoRules.defaultOptions(5);
    const targets = (p: string | null) => p === 'minerva' || p === 'cibelis' || p === 'roma';
    const steps: [string, string, Crafted[]][] = [
      // The first look: the role panel and the power panel, red against blue.
      ['roles', 'ack', pair<RubicoState>('rubico', rubicoRules, 5, five, (s, d) => d.kind === 'rubico.step.roles' && s.roles[d.seat] === 'red', (s, d) => d.kind === 'rubico.step.roles' && s.roles[d.seat] === 'blue')],
      // Laying out the drawn cards: a card played now (Venus, Eris) against one that is not.
      [
        'suggest',
        'place-cards',
        pair<RubicoState>(
          'rubico',
          rubicoRules,
          5,
          five,
          (s, d) => d.kind === 'rubico.step.suggest' && s.roles[d.seat] === 'red' && (s.powers[d.seat] === 'venus' || s.powers[d.seat] === 'eris'),
          (s, d) => d.kind === 'rubico.step.suggest' && s.roles[d.seat] === 'blue' && targets(s.powers[d.seat]),
        ),
      ],
      // The power step: a card that targets a row's card against one that does not.
      [
        'power',
        'power-pass',
        pair<RubicoState>(
          'rubico',
          rubicoRules,
          5,
          five,
          (s, d) => d.kind === 'rubico.step.power' && targets(s.powers[d.seat]),
          (s, d) => d.kind === 'rubico.step.power' && ['iuno', 'venus', 'eris'].includes(s.powers[d.seat] ?? ''),
        ),
      ],
      ['peek', 'peek', pair<RubicoState>('rubico', rubicoRules, 5, five, (s, d) => d.kind === 'rubico.step.peek' && s.roles[d.seat] === 'red', (s, d) => d.kind === 'rubico.step.peek' && s.roles[d.seat] === 'blue')],
    ];
    for (const [step, ready, saves] of steps) expectSameShape(`rubico ${step}`, await shotsOf(page, saves, ready, RUBICO_PARTS));
  });

  const RIBELLE_PARTS = ['.rr-private > *', '.rr-private > section > *', '.rr-leader-slot', '.rr-piles > *', '.rr-actions > *'].join(', ');

  // The round's mission is public and differs between two games: for the measure its box takes
  // one size, so what is left to differ is what the seat holds.
  const pinMission = (page: Page) => page.addStyleTag({ content: '.rr-private > .rr-private-mission { height: 160px !important; overflow: hidden !important; }' }).then(() => undefined);

  test('Repubblica Ribelle, 3 players: the two mission steps, scoring-box and discard of two formations', async ({ page }) => {
    test.setTimeout(4 * 60_000);
    const options = ribelleRules.defaultOptions(3);
    for (const [label, kinds, ready] of [
      ['military mission', [RIBELLE_STEPS.playMilitary], 'play-done'],
      ['one-card mission', [RIBELLE_STEPS.playOne], 'play-pass'],
      ['scoring-box', [RIBELLE_STEPS.scorePile], 'score-card'],
      ['discard', [RIBELLE_STEPS.discard], 'discard-card'],
    ] as const) {
      // Two formations (boards) with as many cards in hand, at the same step: the count is public, the cards are not.
      const at = (_s: RibelleState, d: PendingDecision) => (kinds as readonly string[]).includes(d.kind);
      const saves = pair<RibelleState>(
        'repubblica-ribelle',
        ribelleRules,
        3,
        options,
        at,
        (s, d, first) => {
          const fd = ribelleRules.decision(first)!;
          const f = first.seats[fd.seat];
          const x = s.seats[d.seat];
          return d.kind === fd.kind && x.board !== f.board && x.hand.length === f.hand.length;
        },
      );
      expectSameShape(`ribelle ${label}`, await shotsOf(page, saves, ready, RIBELLE_PARTS, pinMission));
    }
  });

  const FAB_PARTS = [
    '.fab-private > *',
    '[data-testid="private-hand"] > *',
    '[data-testid="private-choices"] > *',
    '.fab-choices > *',
    '[data-testid="private-choices"] .segmented > *',
  ].join(', ');
  const fab = fabrisikoRules;
  const fabOptions = fab.defaultOptions(3);
  const choicesOf = (s: FabState, d: PendingDecision): FabMove[] => fab.legalMoves(s, d.seat).filter((m: FabMove) => m.type !== 'timeUp');
  const cardLists = (s: FabState, d: PendingDecision) => new Set(choicesOf(s, d).map((m) => (m.type === 'cards' ? m.cards.join() : ''))).size;
  const held = (s: FabState, d: PendingDecision) => s.hands[d.seat].length;
  const aaOf = (s: FabState, d: PendingDecision) => new Set(choicesOf(s, d).map((m) => (m.type === 'cards' ? `${m.aa}/${m.colle}` : ''))).size;
  const played = (s: FabState) => s.eventsThisGlobal.join();

  // The battle's place and units are public and differ between two games: for the measure, their
  // boxes take one size, so what is left to differ is what the seat holds.
  const pinPublic = (page: Page) =>
    page.addStyleTag({ content: '.fab-private > .fab-task, .fab-private > .fab-sides { height: 260px !important; overflow: hidden !important; }' }).then(() => undefined);

  test('FabRisiko!, 3 players: battle cards, events and the carnival swap, one choice against many', async ({ page }) => {
    test.setTimeout(4 * 60_000);
    const steps: [string, Crafted[], ((page: Page) => Promise<void>)?][] = [
      // The attacker holding no usable battle card (one choice) against one holding some, as many cards in hand.
      [
        'attack',
        pair<FabState>(
          'fabrisiko',
          fab,
          3,
          fabOptions,
          (s, d) => d.kind === 'fabrisiko.step.battle.attackCards' && choicesOf(s, d).length === 1 && held(s, d) >= 2,
          (s, d, f) => d.kind === 'fabrisiko.step.battle.attackCards' && choicesOf(s, d).length >= 3 && held(s, d) === held(f, fab.decision(f)!),
        ),
        pinPublic,
      ],
      // The same for the defender, with its AA infantry to declare in both games.
      [
        'defend',
        pair<FabState>(
          'fabrisiko',
          fab,
          3,
          fabOptions,
          (s, d) => d.kind === 'fabrisiko.step.battle.defendCards' && d.secret && cardLists(s, d) === 1 && aaOf(s, d) === 2 && held(s, d) >= 2,
          (s, d, f) => d.kind === 'fabrisiko.step.battle.defendCards' && d.secret && cardLists(s, d) >= 3 && aaOf(s, d) === 2 && held(s, d) === held(f, fab.decision(f)!),
        ),
        pinPublic,
      ],
      // One kind of event card in hand against three or more, as many cards and the same events played.
      [
        'event',
        pair<FabState>(
          'fabrisiko',
          fab,
          3,
          fabOptions,
          (s, d) => d.kind === 'fabrisiko.step.event' && choicesOf(s, d).length === 1 && held(s, d) >= 3,
          (s, d, f) => d.kind === 'fabrisiko.step.event' && choicesOf(s, d).length >= 3 && held(s, d) === held(f, fab.decision(f)!) && played(s) === played(f),
        ),
      ],
      // Marischio's swap: two hands of one size, other cards.
      [
        'swap',
        pair<FabState>(
          'fabrisiko',
          fab,
          3,
          fabOptions,
          (s, d) => d.kind === 'fabrisiko.step.swap' && held(s, d) >= 2,
          (s, d, f) => d.kind === 'fabrisiko.step.swap' && held(s, d) === held(f, fab.decision(f)!) && s.hands[d.seat].join() !== f.hands[fab.decision(f)!.seat].join(),
        ),
      ],
    ];
    for (const [step, saves, before] of steps) expectSameShape(`fabrisiko ${step}`, await shotsOf(page, saves, 'private-confirm', FAB_PARTS, before));
  });

  test('Corteo Sociale: the corteo choosing its place, and looking at a short or a long one', async ({ page }) => {
    test.setTimeout(3 * 60_000);
    const options = { mode: 'advanced' as const, map: 'citta', scenario: 'sociale' };
    const game = { seatCount: 2, options, names: NAMES };
    const CORTEO_PARTS = '[data-testid="co-gather"] > *, [data-testid="co-gather"] .co-choices > *, [data-testid="corteo-private"] > *';
    // The places by the length of their name: the shortest and the longest allowed.
    const start = corteoRules.setup(options, 2, 1) as CorteoState;
    const places = [...gatherPlaces(start)].sort((x, y) => x.name.length - y.name.length);
    const [short, long] = [places[0], places[places.length - 1]];

    // The choosing screen, one place tapped and then another (its button names the place).
    const choosing = craftSave<CorteoState>('corteo', corteoRules, game, (_s, d) => d.kind === 'corteo.step.gather');
    const tapped = new Map<string, Shot[]>();
    await openCrafted(page, choosing);
    await holdToReveal(page);
    for (const place of [short, long]) {
      await page.getByTestId(`gather-${place.id}`).click();
      await expect(page.getByTestId('gather-confirm')).toContainText(place.name);
      for (const size of sizes()) {
        await page.setViewportSize(size);
        (tapped.get(sizeName(size)) ?? tapped.set(sizeName(size), []).get(sizeName(size))!).push(await measure(page, CORTEO_PARTS, place.name));
      }
    }
    expectSameShape('corteo choosing', tapped);

    // Its own look after it chose, from the table's "Guarda le tue carte".
    // The place is the game's first move: a seed that chose another is left there.
    const after = (place: string) => craftSave<CorteoState>('corteo', corteoRules, game, (s, d) => s.scen?.gather === place && !d.secret, { maxMoves: 3 });
    const look = async (page: Page) => {
      await page.getByRole('button', { name: 'Guarda le tue carte' }).click();
      await page.getByRole('button', { name: NAMES[0] }).click();
    };
    const looks = new Map<string, Shot[]>();
    for (const place of [short, long]) {
      const save = after(place.id);
      await openCrafted(page, save);
      await expect(page.getByTestId('table')).toBeVisible();
      await look(page);
      await holdToReveal(page);
      await expect(page.getByTestId('co-secret-place')).toContainText(place.name);
      for (const size of sizes()) {
        await page.setViewportSize(size);
        (looks.get(sizeName(size)) ?? looks.set(sizeName(size), []).get(sizeName(size))!).push(await measure(page, CORTEO_PARTS, place.name));
      }
    }
    expectSameShape('corteo look', looks);
  });
});
