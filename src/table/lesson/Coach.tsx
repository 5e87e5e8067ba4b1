// The lesson's coach over the table and the private screen ("Impara giocando"): a ring around the
// element the script marks and a bubble of words beside it, never over it. While the lesson runs
// the session's guard lets only the asked move through; any other gets a gentle word in the
// bubble and nothing is played. The bubble always offers to go on alone (the lesson ends, the
// game goes on as an ordinary one) and to leave; once the script is done it says so.
import { useEffect, useRef, useState } from 'preact/hooks';
import { forKiosk, LESSONS, type AnyLesson } from '../../games/lessons.ts';
import { t } from '../../i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { SHOW_ON_BOARD } from '../../ui/BoardViewport.tsx';
import { showToast } from '../../ui/toast.tsx';
import { navigate } from '../../shell/router.ts';
import { setLeaveGuard } from '../../shell/history.ts';
import type { GameSession } from '../session.ts';
import { askNow, isOptionalMark, lessonGuard, madeBy, markId, scriptLength } from './script.ts';
import { dock, footRoom, GAP, overlaps, placeBubble, RING, type Placed } from './place.ts';
import './coach.css';

/** How often the ring follows its element (animations, scrolling, a panel opening). */
const FOLLOW_MS = 150;

/** The first element with this test id that is on screen now (a kept, hidden table has copies). */
function shown(testId: string): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && !el.closest('[hidden], [inert]')) return el;
  }
  return null;
}

type Rect = { top: number; left: number; bottom: number; right: number };

/**
 * The part of an element that can be seen: its box cut by the screen and by every box around it
 * that clips its content (a scrolling list, a map's frame); null when nothing of it is left.
 */
function visiblePart(el: HTMLElement): Rect | null {
  const r = el.getBoundingClientRect();
  let v: Rect = { top: r.top, left: r.left, bottom: r.bottom, right: r.right };
  const cut = (c: Rect) => (v = { top: Math.max(v.top, c.top), left: Math.max(v.left, c.left), bottom: Math.min(v.bottom, c.bottom), right: Math.min(v.right, c.right) });
  cut({ top: 0, left: 0, bottom: innerHeight, right: innerWidth });
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const style = getComputedStyle(p);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
      const c = p.getBoundingClientRect();
      cut({ top: c.top, left: c.left, bottom: c.bottom, right: c.right });
    }
  }
  // Less than a few pixels each way is not something a finger can find.
  return v.bottom - v.top >= 8 && v.right - v.left >= 8 ? v : null;
}

/**
 * Scrolls the page (and any list a person scrolls) to bring `el` to the middle of the screen,
 * and asks a board it lies on to pan to it; every frame that clips without scrolling (overflow
 * hidden: a map's frame) is left as it was.
 * The browser scrolls those too, to centre the element in them: a board that pans by its own
 * transform then shows its map shifted, beyond the reach of its pan and of its reset, and a
 * glide already under way carries the element out of the frame's view when it ends.
 */
export function scrollToSee(el: HTMLElement): void {
  const frames: { p: HTMLElement; top: number | null; left: number | null }[] = [];
  const fixed = (o: string) => o === 'hidden' || o === 'clip';
  for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
    const style = getComputedStyle(p);
    const top = fixed(style.overflowY) ? p.scrollTop : null;
    const left = fixed(style.overflowX) ? p.scrollLeft : null;
    if (top !== null || left !== null) frames.push({ p, top, left });
  }
  // A board shows it by panning its own view.
  el.dispatchEvent(new CustomEvent(SHOW_ON_BOARD, { bubbles: true }));
  el.scrollIntoView({ block: 'center', inline: 'nearest' });
  for (const { p, top, left } of frames) {
    if (top !== null && p.scrollTop !== top) p.scrollTop = top;
    if (left !== null && p.scrollLeft !== left) p.scrollLeft = left;
  }
}

/** A box as a style: Preact 11 writes numbers as they are, and a length needs its unit. */
const px = (r: { top: number; left: number; width: number; height: number }) => ({ top: `${r.top}px`, left: `${r.left}px`, width: `${r.width}px`, height: `${r.height}px` });

interface Spot {
  ring: { top: number; left: number; width: number; height: number } | null;
  bubble: Placed | null;
  /** The mark the ring was measured round: a ring left from the mark before is not drawn. */
  of?: string | null;
}

export function LessonCoach({ session }: { session: GameSession }) {
  const lessonId = session.meta.value.lesson;
  // The kiosk plays a lesson's shorter part, if it has one: a visitor has a couple of minutes.
  const kiosk = session.meta.value.kiosk === 1;
  const [lesson, setLesson] = useState<AnyLesson | null>(null);
  useEffect(() => {
    const load = lessonId ? LESSONS[lessonId] : undefined;
    if (!load) return setLesson(null);
    let live = true;
    load().then((l) => live && setLesson(kiosk ? forKiosk(l) : l), () => live && setLesson(null));
    return () => {
      live = false;
    };
  }, [lessonId, kiosk]);

  // Only the asked move goes through while the script runs.
  useEffect(() => {
    if (!lesson) return;
    session.guard = lessonGuard(lesson, session.pkg.rules, () => ({ state: session.state.value, log: session.log.value }));
    return () => {
      session.guard = null;
    };
  }, [lesson, session]);

  const state = session.state.value;
  const log = session.log.value;
  const refused = session.refused.value;
  const names = session.meta.value.seats.map((s) => s.name);
  const made = lesson ? madeBy(log, lesson.person) : 0;
  const ask = lesson && !session.outcome() ? askNow(lesson, session.pkg.rules, state, made, names) : null;
  const done = !!lesson && !session.outcome() && made >= scriptLength(lesson);

  // The marked elements are tapped in order: the ring moves on as each is tapped, and starts over
  // after a refused move (its taps were not the ones asked).
  const [markAt, setMarkAt] = useState(0);
  const marks = ask?.marks ?? [];
  const at = Math.min(markAt, marks.length - 1);
  const written = marks[at] ?? null;
  const mark = written ? markId(written) : null;
  // A mark the screen may not show ('?') is passed once the next one is on screen instead.
  const passable = !!written && isOptionalMark(written) && at < marks.length - 1 ? markId(marks[at + 1]) : null;
  useEffect(() => setMarkAt(0), [log.length, refused]);
  useEffect(() => {
    if (!mark || markAt >= marks.length - 1) return;
    const onTap = (e: Event) => {
      if ((e.target as Element | null)?.closest?.(`[data-testid="${mark}"]`)) setMarkAt((i) => i + 1);
    };
    document.addEventListener('click', onTap, true);
    return () => document.removeEventListener('click', onTap, true);
  }, [mark, markAt, marks.length]);

  // The gentle word shows from a refused move until the next move is made.
  const base = useRef({ at: -1, refused: 0 });
  if (base.current.at !== log.length) base.current = { at: log.length, refused };
  const gentle = refused > base.current.refused;

  // The ring and the bubble follow the marked element.
  const bubbleRef = useRef<HTMLDivElement>(null);
  const [spot, setSpot] = useState<Spot>({ ring: null, bubble: null });
  const scrolledTo = useRef<{ key: string | null; tries: number }>({ key: null, tries: 0 });
  // Room laid under the page, so it can scroll on and leave the bubble room under its element
  // (footRoom): made for a mark, gone with it.
  const footRef = useRef<HTMLDivElement>(null);
  const roomFor = useRef<string | null>(null);
  const roomTries = useRef<{ of: string | null; n: number }>({ of: null, n: 0 });
  useEffect(() => {
    const key = mark ? `${log.length}:${mark}` : null;
    const footOf = `${key}.${at}`;
    if (roomFor.current !== footOf && footRef.current) {
      roomFor.current = null;
      footRef.current.style.height = '0px';
    }
    const follow = () => {
      const b = bubbleRef.current;
      // A dialog of the app's (leaving the game, the log, the cards) is read first: the coach
      // steps aside until it closes.
      const dialog = [...document.querySelectorAll('[aria-modal="true"]')].some((d) => !b?.contains(d));
      if (dialog || !b) {
        setSpot((s) => (s.ring === null && s.bubble === null ? s : { ring: null, bubble: null }));
        return;
      }
      const el = mark ? shown(mark) : null;
      if (!el && passable && shown(passable)) {
        setMarkAt((i) => (i === at ? i + 1 : i));
        return;
      }
      // What it points at is not on screen (not there yet, or out of a frame's view): the bubble
      // waits at the foot of the screen, its words and ways out at hand, with no ring.
      const docked = () => {
        const bubble = dock({ width: b.offsetWidth, height: b.scrollHeight }, { width: innerWidth, height: innerHeight });
        setSpot((s) => (JSON.stringify(s) === JSON.stringify({ ring: null, bubble }) ? s : { ring: null, bubble }));
      };
      if (!el) return docked();
      // Once per mark, and again whenever something (a sticky bar) lies over the element's middle.
      let r = el.getBoundingClientRect();
      const over = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const covered = !!over && !el.contains(over) && !b.contains(over);
      // A few tries a mark at most: something that always lies over it must not keep the page moving.
      // (And again when none of it shows: a board's glide begun with the mark may have carried it off.)
      const unseen = !visiblePart(el);
      // (Not after the coach scrolled the page on to make room for the bubble: that scroll stands.)
      if (scrolledTo.current.key !== key || ((covered || unseen) && scrolledTo.current.tries < 3 && roomFor.current !== footOf)) {
        scrolledTo.current = { key, tries: scrolledTo.current.key === key ? scrolledTo.current.tries + 1 : 0 };
        scrollToSee(el);
        r = el.getBoundingClientRect();
      } else if (unseen) {
        // Its tries spent while a board's glide carried it off (a small map on a 320 px phone,
        // the glide running late on a loaded one): the board is asked again, which moves nothing
        // once it shows, so the coach never waits docked for a mark the board can bring back.
        el.dispatchEvent(new CustomEvent(SHOW_ON_BOARD, { bubbles: true }));
      }
      // The ring goes round the part that can be seen (a piece at a frame's edge); none seen, none.
      const part = visiblePart(el);
      if (!part) return docked();
      const seen = { top: part.top, left: part.left, width: part.right - part.left, height: part.bottom - part.top };
      const ring = { top: Math.round(seen.top - RING), left: Math.round(seen.left - RING), width: Math.round(seen.width + 2 * RING), height: Math.round(seen.height + 2 * RING) };
      const about = ask?.about ? shown(ask.about)?.getBoundingClientRect() : undefined;
      const keep = (ask?.keep ?? []).flatMap((k) => shown(k)?.getBoundingClientRect() ?? []);
      // Its size as it is, and laid out wide (when something else must stay in sight), measured
      // in one go with nothing drawn between.
      const was = { wide: b.classList.contains('coach-wide'), width: b.style.width };
      b.classList.remove('coach-wide');
      b.style.width = '';
      const own = { width: b.offsetWidth, height: b.scrollHeight };
      let wide: { width: number; height: number } | undefined;
      if (keep.length) {
        b.classList.add('coach-wide');
        b.style.width = `${innerWidth - 2 * GAP}px`;
        wide = { width: b.offsetWidth, height: b.scrollHeight };
        b.classList.remove('coach-wide');
      }
      b.classList.toggle('coach-wide', was.wide);
      b.style.width = was.width;
      const bubble = placeBubble(seen, own, { width: innerWidth, height: innerHeight }, about, keep, wide);
      const of = `${key}.${at}`;
      // Over what must stay in sight, for want of room under its element: the page scrolls on, if
      // that makes the room (its head out of sight above, room laid under it).
      const stay = [...(about ? [about] : []), ...keep];
      const laid = { top: bubble.top, left: bubble.left, width: bubble.width ?? own.width, height: Math.min(own.height, bubble.maxHeight) };
      const foot = footRef.current;
      // (Again if something scrolls the page back, a few times a mark at most.)
      if (foot && stay.some((a) => overlaps(laid, a)) && (roomTries.current.of !== of || roomTries.current.n < 4)) {
        roomTries.current = { of, n: roomTries.current.of === of ? roomTries.current.n + 1 : 1 };
        const by = footRoom(seen, own, { height: innerHeight }, about, keep);
        if (by !== null) {
          roomFor.current = of;
          // The page reaches at least `by` past the screen's foot: a pixel there (placed from its
          // containing box: the page's own, or a positioned box around it).
          const holder = foot.offsetParent;
          const from = holder && holder !== document.body ? holder.getBoundingClientRect().top : -scrollY;
          foot.style.top = `${Math.ceil(innerHeight + by - 1 - from)}px`;
          foot.style.height = '1px';
          scrollTo({ top: scrollY + by, behavior: 'instant' });
          return;
        }
      }
      setSpot((s) => (JSON.stringify(s) === JSON.stringify({ ring, bubble, of }) ? s : { ring, bubble, of }));
    };
    follow();
    const timer = setInterval(follow, FOLLOW_MS);
    addEventListener('resize', follow);
    addEventListener('scroll', follow, true);
    return () => {
      clearInterval(timer);
      removeEventListener('resize', follow);
      removeEventListener('scroll', follow, true);
    };
  }, [mark, at, passable, log.length, gentle, ask?.about, ask?.keep.join(' ')]);

  // The app waits under the end card: the game goes on only if the person goes on alone.
  useEffect(() => {
    session.held.value = done;
    return () => {
      session.held.value = false;
    };
  }, [done, session]);

  if (!lesson || (!ask && !done)) return null;

  const goOnAlone = async () => {
    // The app may be saving a move of its own this instant: the tap waits for it, never fails for it.
    let r = await session.endLesson();
    for (let tries = 0; !r.ok && r.reason === 'error.busy' && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      r = await session.endLesson();
    }
    if (!r.ok && r.reason) showToast(t(r.reason), 'error');
  };
  const leave = () => {
    setLeaveGuard(null);
    navigate({ name: 'home' }, true);
  };

  if (done) {
    return (
      <div class="coach-bubble coach-end" role="dialog" aria-labelledby="coach-end-title" data-testid="coach-end">
        <h2 id="coach-end-title">{t('lesson.end.title')}</h2>
        <p>{t(lesson.end)}</p>
        <div class="coach-actions">
          <Button variant="primary" onClick={goOnAlone} data-testid="coach-alone">
            {t('lesson.alone')}
          </Button>
          <Button onClick={leave} data-testid="coach-leave">
            {t('lesson.leave')}
          </Button>
        </div>
      </div>
    );
  }

  const first = made === 0 && lesson.intro;
  const placed = spot.bubble;
  return (
    <>
      {/* A pixel as far under the page as footRoom asks the page to reach, none otherwise. */}
      <div ref={footRef} class="coach-foot" aria-hidden="true" />
      {spot.ring && spot.of === `${log.length}:${mark}.${at}` && <div class="coach-ring" aria-hidden="true" data-testid="coach-ring" data-mark={mark ?? ''} data-at={`${log.length}.${markAt}`} style={px(spot.ring)} />}
      <div
        ref={bubbleRef}
        class={`coach-bubble coach-${placed?.side ?? 'waiting'}${placed?.width ? ' coach-wide' : ''}`}
        role="status"
        aria-live="polite"
        data-testid="coach"
        data-mark={mark ?? ''}
        data-step={ask!.index}
        // Until it is first placed (beside its element, or docked) the bubble waits out of sight: it is measured there.
        style={placed ? { top: `${placed.top}px`, left: `${placed.left}px`, maxHeight: `${placed.maxHeight}px`, ...(placed.width ? { width: `${placed.width}px` } : {}) } : { visibility: 'hidden', top: '0px', left: '0px' }}
      >
        {gentle && (
          <p class="coach-gentle" data-testid="coach-gentle">
            {t('lesson.notThis')}
          </p>
        )}
        {/* The lesson's first words lead the first step's, in the same paragraph: a line less on a phone. */}
        <p>
          {first && <strong class="coach-intro">{t(lesson.intro!)} </strong>}
          {t(ask!.words.key, ask!.words.params)}
        </p>
        <div class="coach-actions">
          <Button class="coach-small" onClick={goOnAlone} data-testid="coach-alone">
            {t('lesson.alone')}
          </Button>
          <Button class="coach-small" onClick={leave} data-testid="coach-leave">
            {t('lesson.leave')}
          </Button>
        </div>
      </div>
    </>
  );
}
