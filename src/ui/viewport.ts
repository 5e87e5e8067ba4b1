// Pan and zoom limits of the board viewport, kept apart from hammerjs so they can be tested.
export interface Transform {
  x: number;
  y: number;
  scale: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 3;

export function clampTransform(t: Transform, width: number, height: number): Transform {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, t.scale));
  // Keep the content covering the viewport: no panning into empty space.
  const minX = width - width * scale;
  const minY = height - height * scale;
  return {
    scale,
    x: Math.min(0, Math.max(minX, t.x)),
    y: Math.min(0, Math.max(minY, t.y)),
  };
}

