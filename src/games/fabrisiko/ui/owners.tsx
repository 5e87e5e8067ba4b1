// Who owns a territory, told by more than its colour: each seat's territories carry a pattern of
// their own over the fill (rising stripes, dots, falling stripes, a grid), so two colours that a
// colour-blind eye sees as one grey stay apart. The players' tab and the legend show each
// player's swatch with the same pattern.

/** A seat's pattern: its tile (in map units) and what is drawn on it. */
const TILES: readonly { size: number; draw: string }[] = [
  { size: 16, draw: 'M-4 4l8-8M0 16L16 0M12 20l8-8' },
  { size: 16, draw: 'M8 6.2a1.8 1.8 0 1 0 0.01 0Z' },
  { size: 16, draw: 'M-4 12l8 8M0 0l16 16M12 -4l8 8' },
  { size: 16, draw: 'M0 8H16M8 0V16' },
];

export const patternId = (seat: number, scope: string): string => `fab-own-${scope}-${seat % TILES.length}`;

/** The seats' patterns, as SVG defs (`scope` keeps ids apart between pictures). */
export function OwnerPatterns({ scope, scale = 1 }: { scope: string; scale?: number }) {
  return (
    <defs>
      {TILES.map((tile, i) => (
        <pattern key={i} id={`fab-own-${scope}-${i}`} width={tile.size} height={tile.size} patternUnits="userSpaceOnUse" patternTransform={scale !== 1 ? `scale(${scale})` : undefined}>
          <path d={tile.draw} fill={i === 1 ? '#2b2118' : 'none'} stroke={i === 1 ? 'none' : '#2b2118'} stroke-width="2" />
        </pattern>
      ))}
    </defs>
  );
}

/** A player's swatch: its colour and its pattern, as on the map. */
export function OwnerSwatch({ seat, color }: { seat: number; color: string }) {
  const scope = `sw${seat}`;
  return (
    <svg class="fab-swatch" width="30" height="20" viewBox="0 0 30 20" aria-hidden="true">
      <OwnerPatterns scope={scope} scale={0.6} />
      <rect x="1" y="1" width="28" height="18" rx="4" fill="#efe4c8" />
      <rect x="1" y="1" width="28" height="18" rx="4" fill={color} fill-opacity="0.55" stroke={color} stroke-width="2" />
      <rect x="1" y="1" width="28" height="18" rx="4" fill={`url(#${patternId(seat, scope)})`} fill-opacity="0.5" />
    </svg>
  );
}
