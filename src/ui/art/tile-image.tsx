// A game's tile scene, as an image (public/art/<id>.svg, drawn from tiles.tsx by
// scripts/tile-art.ts): no screen's script carries the scenes, and the browser loads and decodes
// them after the first paint. The box is the style sheet's (.tile-art), so nothing moves when
// one arrives; decorative, like the scenes: the tile's title and tagline carry the words.
export function TileImage({ gameId }: { gameId: string }) {
  return <img class="tile-art" src={`./art/${gameId}.svg`} alt="" />;
}
