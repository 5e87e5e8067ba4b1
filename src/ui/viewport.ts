// Pan and zoom limits of the board viewport, kept apart from hammerjs so they can be tested.
export interface Transform {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 1;
/** The closest a board lets a finger zoom, unless it asks for more (a city of small hexes on a phone). */
export const MAX_SCALE = 3;

export function clampTransform(t: Transform, width: number, height: number, maxScale = MAX_SCALE): Transform {
  const scale = Math.min(maxScale, Math.max(MIN_SCALE, t.scale));
  // Keep the content covering the viewport: no panning into empty space.
  const minX = width - width * scale;
  const minY = height - height * scale;
  return {
    scale,
    x: Math.min(0, Math.max(minX, t.x)),
    y: Math.min(0, Math.max(minY, t.y)),
  };
}


type Point = { x: number; y: number };

/**
 * The view at `scale` that shows the most of `points` (in the content's pixels at scale 1), each
 * at least `pad` pixels from the viewport's edge: centred on all of them when they fit, else on
 * the one whose neighbourhood holds the most (ties: the nearest the group's middle). A board
 * whose words only read zoomed (a phone) follows a decision spread wider than a screen with it.
 */
export function viewOnMost(points: readonly Point[], scale: number, width: number, height: number, maxScale: number, pad: number): Transform {
  const at = (c: Point) => clampTransform({ scale, x: width / 2 - c.x * scale, y: height / 2 - c.y * scale }, width, height, maxScale);
  if (points.length === 0) return at({ x: width / 2, y: height / 2 });
  const shows = (p: Point, t: Transform) => {
    const x = p.x * t.scale + t.x;
    const y = p.y * t.scale + t.y;
    return x >= pad && x <= width - pad && y >= pad && y <= height - pad;
  };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const mid = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
  const whole = at(mid);
  if (points.every((p) => shows(p, whole))) return whole;
  let best = whole;
  let bestCount = -1;
  let bestDist = Infinity;
  for (const c of points) {
    const t = at(c);
    const count = points.filter((p) => shows(p, t)).length;
    const dist = Math.hypot(c.x - mid.x, c.y - mid.y);
    if (count > bestCount || (count === bestCount && dist < bestDist)) {
      best = t;
      bestCount = count;
      bestDist = dist;
    }
  }
  return best;
}
