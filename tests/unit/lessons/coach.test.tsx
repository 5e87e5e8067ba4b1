// @vitest-environment happy-dom
// The lesson's mechanism on a real session and the coach's screen: a move that is not the one
// asked is refused with the gentle word and nothing is played; the asked move plays and the
// script moves on; "continue on my own" ends the lesson (the save forgets it, any legal move
// plays again); "leave" goes home.
import 'fake-indexeddb/auto';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { SaveStore } from '../../../src/storage/saves.ts';
import { GameSession } from '../../../src/table/session.ts';
import { LessonCoach } from '../../../src/table/lesson/Coach.tsx';
import { askNow, lessonAppSeed, lessonGuard, madeBy, NOT_THIS_MOVE, scriptLength } from '../../../src/table/lesson/script.ts';
import { LESSONS, lessonNames } from '../../../src/games/lessons.ts';
import { loadGame } from '../../../src/games/registry.ts';
import { observe } from '../../../src/engine/players.ts';
import { think } from '../../../src/table/players/think.ts';
import { loadShellStrings } from '../../../src/i18n/index.ts';
import { route } from '../../../src/shell/router.ts';
import { SHOW_ON_BOARD } from '../../../src/ui/BoardViewport.tsx';
import { SEAT_COLOR_VALUES } from '../../../src/engine/seats.ts';
import type { RubicoMove, RubicoView } from '../../../src/games/rubico/rules.ts';

let dbCounter = 0;

async function lessonSession() {
  await loadShellStrings();
  const lesson = await LESSONS.rubico();
  const pkg = await loadGame('rubico');
  const store = new SaveStore(`lesson-test-${++dbCounter}`);
  const setup = { options: lesson.options, seatCount: lesson.seatCount, seed: lesson.seed };
  const seats = lessonNames(lesson, 'Tu').map((name, i) => ({ name, color: SEAT_COLOR_VALUES[i], ...(i === lesson.person ? {} : { app: lesson.appLevel }) }));
  const id = await store.create({ gameId: 'rubico', title: 'Rubico', seats, setup, contentVersion: pkg.rules.contentVersion, lesson: 'rubico' }, pkg.rules.setup(setup.options, setup.seatCount, setup.seed));
  const loaded = await store.load(id, pkg.rules);
  const session = new GameSession(pkg, store, loaded.meta, loaded.state as never, loaded.log);
  session.guard = lessonGuard(lesson, pkg.rules, () => ({ state: session.state.value, log: session.log.value }));
  return { lesson, pkg, store, session };
}

type Ctx = Awaited<ReturnType<typeof lessonSession>>;

/** Waits (a loaded machine: the save's write takes its time) until `done`, then lets the screen draw. */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await act(async () => await new Promise((r) => setTimeout(r, 10)));
  await act(async () => await new Promise((r) => setTimeout(r, 20)));
}

/** Plays on, the app's seats as the app plays them and the person as asked, until `stop`. */
async function playUntil({ lesson, pkg, session }: Ctx, stop: (kind: string) => boolean) {
  for (let i = 0; i < 300; i++) {
    const d = session.decision()!;
    if (d.seat === lesson.person && stop(d.kind)) return d;
    let move: unknown;
    if (d.seat === lesson.person) move = askNow(lesson, pkg.rules, session.state.value, madeBy(session.log.value, lesson.person))!.move;
    else {
      const obs = observe(pkg.rules, session.state.value, d.seat, lesson.seatCount)!;
      const answer = await think({ gameId: 'rubico', level: lesson.appLevel, obs, seed: lessonAppSeed('rubico', session.log.value.length), budgetMs: 60_000 });
      move = (answer as { move: unknown }).move;
    }
    expect((await session.play(d.seat, move)).ok).toBe(true);
  }
  throw new Error('did not stop');
}

/** A row with another card first than the one the lesson asks for. */
function otherRow(ctx: Ctx): RubicoMove {
  const ask = askNow(ctx.lesson, ctx.pkg.rules, ctx.session.state.value, madeBy(ctx.session.log.value, ctx.lesson.person))!;
  const asked = ask.move as Extract<RubicoMove, { type: 'suggest' }>;
  const moves = ctx.pkg.rules.legalMoves(ctx.session.state.value, ctx.lesson.person) as RubicoMove[];
  return moves.find((m) => m.type === 'suggest' && m.order[0] !== asked.order[0])!;
}

describe('a lesson on the table', () => {
  it('refuses a move that is not the one asked, with the gentle word and nothing played; the asked move plays and the script moves on', async () => {
    const ctx = await lessonSession();
    const { lesson, pkg, session } = ctx;
    await playUntil(ctx, (k) => k === 'rubico.step.suggest');
    const before = { state: session.state.value, log: session.log.value.length };
    const at = askNow(lesson, pkg.rules, session.state.value, madeBy(session.log.value, lesson.person))!;
    expect(at.marks).toContain('place-cards');

    const box = document.createElement('div');
    document.body.append(box);
    await act(async () => render(<LessonCoach session={session} />, box));
    await act(async () => await new Promise((r) => setTimeout(r, 20)));
    expect(box.querySelector('[data-testid="coach-gentle"]')).toBeNull();

    // The gentle word: the guard's reason, no error for the screen, nothing written.
    expect(lessonGuard(lesson, pkg.rules, () => ({ state: session.state.value, log: session.log.value }))(lesson.person, otherRow(ctx))).toBe(NOT_THIS_MOVE);
    let wrong: unknown;
    await act(async () => {
      wrong = await session.play(lesson.person, otherRow(ctx));
    });
    expect(wrong).toEqual({ ok: false });
    expect(session.refused.value).toBe(1);
    expect(session.state.value).toBe(before.state);
    expect(session.log.value.length).toBe(before.log);
    expect((await ctx.store.load(session.id, pkg.rules)).log.length).toBe(before.log);

    // The coach shows the gentle word over the step's own words.
    await act(async () => await new Promise((r) => setTimeout(r, 20)));
    expect(box.querySelector('[data-testid="coach-gentle"]')?.textContent).toMatch(/Non ancora/);
    expect(box.querySelector('[data-testid="coach"]')?.getAttribute('data-step')).toBe(String(at.index));

    // The asked move plays, and the lesson asks the next step (the power card, after the pick).
    expect((await session.play(lesson.person, at.move)).ok).toBe(true);
    await playUntil(ctx, () => true);
    const next = askNow(lesson, pkg.rules, session.state.value, madeBy(session.log.value, lesson.person))!;
    expect(next.index).toBe(at.index + 1);
    await act(async () => await new Promise((r) => setTimeout(r, 20)));
    expect(box.querySelector('[data-testid="coach"]')?.getAttribute('data-step')).toBe(String(next.index));
    expect(box.querySelector('[data-testid="coach-gentle"]')).toBeNull();
    render(null, box);
    box.remove();
  });

  it('goes on as an ordinary game once the player continues alone: no coach, no guard, any legal move plays', async () => {
    const ctx = await lessonSession();
    const { lesson, pkg, session } = ctx;
    await playUntil(ctx, (k) => k === 'rubico.step.suggest');
    const box = document.createElement('div');
    document.body.append(box);
    await act(async () => render(<LessonCoach session={session} />, box));
    await act(async () => await new Promise((r) => setTimeout(r, 20)));
    const alone = box.querySelector<HTMLButtonElement>('[data-testid="coach-alone"]')!;
    await act(async () => alone.click());
    await until(() => session.meta.value.lesson === undefined);
    expect(session.meta.value.lesson).toBeUndefined();
    expect((await ctx.store.get(session.id))!.lesson).toBeUndefined();
    expect(box.querySelector('[data-testid="coach"]')).toBeNull();
    // The row the lesson would have refused now plays.
    expect((await session.play(lesson.person, otherRow(ctx))).ok).toBe(true);
    void pkg;
    render(null, box);
    box.remove();
  });

  it('holds the app under the end card, and lets it play on once the player goes on alone', async () => {
    const ctx = await lessonSession();
    const { lesson, session } = ctx;
    await playUntil(ctx, () => madeBy(session.log.value, lesson.person) >= scriptLength(lesson));
    const box = document.createElement('div');
    document.body.append(box);
    await act(async () => render(<LessonCoach session={session} />, box));
    await act(async () => await new Promise((r) => setTimeout(r, 20)));
    expect(box.querySelector('[data-testid="coach-end"]')).not.toBeNull();
    expect(session.held.value).toBe(true);
    await act(async () => box.querySelector<HTMLButtonElement>('[data-testid="coach-end"] [data-testid="coach-alone"]')!.click());
    await until(() => session.meta.value.lesson === undefined);
    // The save forgets its lesson; the coach goes (Play drops it) and with it the hold.
    expect(session.meta.value.lesson).toBeUndefined();
    render(null, box);
    expect(session.held.value).toBe(false);
    box.remove();
  });

  it('stays at hand while what it points at is off screen, and leaves for the home at any time', async () => {
    const ctx = await lessonSession();
    route.value = { name: 'play', saveId: ctx.session.id };
    const box = document.createElement('div');
    document.body.append(box);
    await act(async () => render(<LessonCoach session={ctx.session} />, box));
    await act(async () => await new Promise((r) => setTimeout(r, 20)));
    // The first step: the role and the recognition, before any move.
    expect(box.querySelector('[data-testid="coach"]')?.textContent).toMatch(/ruolo segreto/);
    // What it points at is not on this screen (no table here): the bubble waits at the screen's
    // foot, in sight, so its ways out stay at hand; no ring.
    const bubble = box.querySelector<HTMLElement>('[data-testid="coach"]')!;
    expect(bubble.classList.contains('coach-docked')).toBe(true);
    expect(bubble.style.visibility).not.toBe('hidden');
    expect(box.querySelector('[data-testid="coach-ring"]')).toBeNull();
    await act(async () => box.querySelector<HTMLButtonElement>('[data-testid="coach-leave"]')!.click());
    expect(route.value.name).toBe('home');
    render(null, box);
    box.remove();
  });

  it('keeps asking a board to show its mark while none of it shows, and rings it once it does', async () => {
    const ctx = await lessonSession();
    const box = document.createElement('div');
    document.body.append(box);
    // A board holding the first mark, carried out of sight (a glide on a small map, after the
    // coach's first tries): the board pans to it only when asked, and the ask may come late.
    const board = document.createElement('div');
    // Its frame, the whole screen (this DOM computes no overflow, so every box around a mark clips it).
    board.getBoundingClientRect = () => ({ top: 0, left: 0, width: innerWidth, height: innerHeight, right: innerWidth, bottom: innerHeight, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect;
    const mark = document.createElement('button');
    mark.setAttribute('data-testid', 'ack');
    mark.scrollIntoView = () => undefined;
    let at = { top: 5000, left: 40 };
    mark.getBoundingClientRect = () => ({ ...at, width: 60, height: 40, right: at.left + 60, bottom: at.top + 40, x: at.left, y: at.top, toJSON: () => ({}) }) as DOMRect;
    let asked = 0;
    board.addEventListener(SHOW_ON_BOARD, () => asked++);
    board.append(mark);
    document.body.append(board);
    await act(async () => render(<LessonCoach session={ctx.session} />, box));
    // More asks than the coach's few tries of a page's scroll (four): it asks while the mark is unseen.
    for (let i = 0; i < 100 && asked < 8; i++) await act(async () => await new Promise((r) => setTimeout(r, 50)));
    expect(asked).toBeGreaterThanOrEqual(8);
    expect(box.querySelector('[data-testid="coach-ring"]')).toBeNull();
    // The board brings it into view: the ring goes round it, and the asks stop.
    at = { top: 200, left: 40 };
    for (let i = 0; i < 100 && !box.querySelector('[data-testid="coach-ring"]'); i++) await act(async () => await new Promise((r) => setTimeout(r, 50)));
    expect(box.querySelector('[data-testid="coach-ring"]')?.getAttribute('data-mark')).toBe('ack');
    const then = asked;
    await act(async () => await new Promise((r) => setTimeout(r, 400)));
    expect(asked).toBe(then);
    render(null, box);
    box.remove();
    board.remove();
  });

  it('says the words of the view it is at: a hand without a blue card is not told to suggest one', async () => {
    const { lesson } = await lessonSession();
    const suggest = lesson.steps.find((s) => typeof s.say === 'function')!;
    const say = suggest.say as (v: RubicoView) => string;
    const hand = (kinds: string[]) => ({ me: { hand: kinds.map((kind, slot) => ({ id: `c${slot}`, kind, slot })) } }) as unknown as RubicoView;
    expect(say(hand(['red', 'blue', 'red']))).toBe('rubico.lesson.suggest');
    expect(say(hand(['red', 'red', 'giano']))).toBe('rubico.lesson.suggestNoBlue');
  });
});
