// The tiles' scenes (tiles.tsx) loaded after the first paint, so the home's first script does
// not carry them: until they come, an empty SVG of the same viewBox and class holds the scene's
// box (no layout shift) over the tile's own colour. The table's end screen, loaded on demand
// anyway, draws tiles.tsx directly.
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { TileArt } from './tiles.tsx';

const scenes = signal<typeof TileArt | null>(null);
let loading: Promise<void> | null = null;

function load(): void {
  loading ??= import('./tiles.tsx').then(
    (m) => void (scenes.value = m.TileArt),
    // Decorative: offline with a missing chunk the box stays empty; a later screen tries again.
    () => void (loading = null),
  );
}

/** A game's tile scene, drawn once the scenes have loaded (started after the first paint). */
export function LazyTileArt({ gameId }: { gameId: string }) {
  // An effect runs after the browser has painted the screen that holds it.
  useEffect(load, []);
  const Scene = scenes.value;
  if (Scene) return <Scene gameId={gameId} />;
  return <svg class="tile-art" viewBox="0 0 320 120" aria-hidden="true" focusable="false" />;
}
