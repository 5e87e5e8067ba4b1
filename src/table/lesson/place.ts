// Where the coach's bubble goes: beside the element it points at, never over it. Below the
// element when the bubble fits there, else above it, else right or left of it when it fits there
// whole (a tablet), else on the roomier of above and below with its height held to that side's
// room (the bubble scrolls inside), centred on the element across and kept on screen. Pure, so a test can hold it to "never covers" at phone and tablet sizes.

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placed {
  top: number;
  left: number;
  /** The bubble's largest height here (its own scroll beyond). */
  maxHeight: number;
  side: 'below' | 'above' | 'right' | 'left' | 'docked';
  /** A wider bubble than its own (its words beside its buttons), to fit under or over its element. */
  width?: number;
}

/** Space kept between the ring around the element and the bubble, and from the screen's edges. */
export const GAP = 10;
/** The ring's distance around the element. */
export const RING = 4;

/**
 * `clear`: what the words are about, when it is not the element tapped (Rubico's role panel while
 * the button under it is marked): kept clear too where the screen has room, beside it or else
 * below or above both. `keep`: other things not to cover where the screen has room (the power
 * card beside the role); `wide`, the bubble's size laid out wide (its words beside its buttons),
 * is tried under or over the element when nothing else keeps clear of them.
 */
export function placeBubble(
  target: Box,
  bubble: { width: number; height: number },
  screen: { width: number; height: number },
  clear?: Box,
  keep: readonly Box[] = [],
  wide?: { width: number; height: number },
): Placed {
  const first = nextTo(target, bubble, screen);
  // Cut short above and below (a tall card on a tablet), it goes beside its element if it fits
  // there whole: its words and its two ways out in view, not behind its own scroll.
  const p = first.maxHeight < bubble.height ? (besideOf(target, bubble, screen) ?? first) : first;
  if (!clear && !keep.length) return p;
  const width = Math.min(bubble.width, screen.width - 2 * GAP);
  const box = (top: number, left: number, height: number, w = width): Box => ({ top, left, width: w, height });
  const ring = { top: target.top - RING, left: target.left - RING, width: target.width + 2 * RING, height: target.height + 2 * RING };
  const avoid = [...(clear ? [clear] : []), ...keep];
  const free = (b: Box) => !avoid.some((a) => overlaps(b, a));
  if (free(box(p.top, p.left, Math.min(bubble.height, p.maxHeight)))) return p;
  if (clear) {
    // Beside what the words are about, level with its top, if it fits there whole.
    const height = Math.min(bubble.height, screen.height - 2 * GAP);
    const top = Math.round(Math.min(Math.max(clear.top, GAP), screen.height - height - GAP));
    for (const left of [clear.left + clear.width + GAP, clear.left - GAP - width]) {
      const b = box(top, Math.round(left), height);
      if (left >= GAP && left + width <= screen.width - GAP && height === bubble.height && !overlaps(b, ring) && free(b)) {
        return { top, left: Math.round(left), maxHeight: height, side: left > clear.left ? 'right' : 'left' };
      }
    }
    // Else below or above both (a phone: the mission over its button), if it fits there whole.
    const both = union(ring, clear);
    const q = nextTo(both, bubble, screen);
    if (Math.min(bubble.height, q.maxHeight) === bubble.height && !overlaps(box(q.top, q.left, bubble.height), both) && free(box(q.top, q.left, bubble.height))) return q;
  }
  // Else wide, under or over the element, if it fits there whole.
  if (wide) {
    const w = nextTo(target, wide, screen);
    const b = box(w.top, w.left, wide.height, Math.min(wide.width, screen.width - 2 * GAP));
    if (Math.min(wide.height, w.maxHeight) === wide.height && free(b) && !overlaps(b, ring)) return { ...w, width: b.width };
  }
  return p;
}

function union(a: Box, b: Box): Box {
  const top = Math.min(a.top, b.top);
  const left = Math.min(a.left, b.left);
  return { top, left, width: Math.max(a.left + a.width, b.left + b.width) - left, height: Math.max(a.top + a.height, b.top + b.height) - top };
}

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

function nextTo(target: Box, bubble: { width: number; height: number }, screen: { width: number; height: number }): Placed {
  const width = Math.min(bubble.width, screen.width - 2 * GAP);
  const left = Math.round(Math.min(Math.max(target.left + target.width / 2 - width / 2, GAP), screen.width - width - GAP));
  const below = screen.height - (target.top + target.height + RING + GAP) - GAP;
  const above = target.top - RING - GAP - GAP;
  const side: Placed['side'] = bubble.height <= below || (bubble.height > above && below >= above) ? 'below' : 'above';
  const room = Math.max(0, side === 'below' ? below : above);
  const height = Math.min(bubble.height, room);
  const top = side === 'below' ? target.top + target.height + RING + GAP : target.top - RING - GAP - height;
  return { top: Math.round(top), left, maxHeight: Math.floor(room), side };
}

/** Right of the target, else left of it, level with its middle, if the bubble fits there whole. */
function besideOf(target: Box, bubble: { width: number; height: number }, screen: { width: number; height: number }): Placed | null {
  const width = Math.min(bubble.width, screen.width - 2 * GAP);
  if (bubble.height > screen.height - 2 * GAP) return null;
  const top = Math.round(Math.min(Math.max(target.top + target.height / 2 - bubble.height / 2, GAP), screen.height - bubble.height - GAP));
  const right = target.left + target.width + RING + GAP;
  if (right + width <= screen.width - GAP) return { top, left: Math.round(right), maxHeight: bubble.height, side: 'right' };
  const left = target.left - RING - GAP - width;
  if (left >= GAP) return { top, left: Math.round(left), maxHeight: bubble.height, side: 'left' };
  return null;
}

/**
 * Where the bubble waits while what it points at is not on screen (a panel closed, a map moved
 * away from it): at the foot of the screen, across, so its words and its ways out stay at hand.
 */
export function dock(bubble: { width: number; height: number }, screen: { width: number; height: number }): Placed {
  const width = Math.min(bubble.width, screen.width - 2 * GAP);
  const height = Math.min(bubble.height, screen.height - 2 * GAP);
  return { top: Math.round(screen.height - GAP - height), left: Math.round((screen.width - width) / 2), maxHeight: screen.height - 2 * GAP, side: 'docked' };
}

/**
 * How far to scroll the page on (px) for the bubble to fit whole under its element, clear of what
 * must stay in sight (`about`, what the words are about; `keep`, what else is kept), when the
 * screen holds them all but not where they stand: the page's head goes out of sight above
 * instead, and the coach lays room under the page for the scroll if it ends first (Rubico's
 * private screen on a phone: the role, the power card and the button fill it, the bubble lay over
 * the card). What the words are about stays whole in sight; a thing kept stays so if it is now
 * (a long private screen on a 320 px phone already cuts it). Null when the bubble fits there
 * already, or when no scroll holds them (one lies below the element, or it would leave the top).
 */
export function footRoom(target: Box, bubble: { height: number }, screen: { height: number }, about: Box | undefined, keep: readonly Box[] = []): number | null {
  const ringBottom = target.top + target.height + RING;
  const need = Math.ceil(ringBottom + GAP + bubble.height + GAP - screen.height);
  if (need <= 0 || bubble.height > screen.height - 2 * GAP) return null;
  const stay = [...(about ? [about] : []), ...keep];
  if (stay.some((b) => b.top + b.height > ringBottom)) return null;
  const top = Math.min(target.top - RING, ...(about ? [about.top] : []), ...keep.filter((b) => b.top >= 0).map((b) => b.top));
  return need <= top ? need : null;
}
