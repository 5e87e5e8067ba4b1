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

