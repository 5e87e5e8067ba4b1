// The map's legend: every terrain of 1d in its colour with its name, the walls, bridges,
// metro and barracks marks. Names from the content (Italian and English).
import type { Terrain } from '../content/map-types.ts';
import { TERRAIN_EFFECTS } from '../content/city/index.ts';
import { TERRAIN_FILL } from './CityStatic.tsx';
import './city-map.css';

const ORDER: readonly Terrain[] = ['strada', 'viale', 'affollato', 'caseggiato', 'popolari', 'obiettivo', 'caserma', 'metro', 'giardino', 'fiume', 'scale', 'pendio'];

export function CityLegend({ lang = 'it', wallsLabel, bridgeLabel }: { lang?: 'it' | 'en'; wallsLabel: string; bridgeLabel: string }) {
  return (
    <ul class="city-legend">
      {ORDER.map((t) => (
        <li key={t}>
          <svg viewBox="0 0 20 20" class="cl-swatch" aria-hidden="true">
            <path d="M10 1 L18 5.5 L18 14.5 L10 19 L2 14.5 L2 5.5Z" fill={TERRAIN_FILL[t]} stroke="#5a4535" stroke-width="0.8" />
            {t === 'metro' && <><circle cx="10" cy="10" r="5" fill="#c8271f" /><text x="10" y="12.6" class="cl-m">M</text></>}
            {t === 'pendio' && <path d="M7.5 6 L12.5 10 L7.5 14" fill="none" stroke="#8a5a2b" stroke-width="1.6" />}
          </svg>
          {TERRAIN_EFFECTS[t].name[lang]}
        </li>
      ))}
      <li>
        <svg viewBox="0 0 20 20" class="cl-swatch" aria-hidden="true"><path d="M3 17 L17 3" stroke="#4a3222" stroke-width="3.5" /></svg>
        {wallsLabel}
      </li>
      <li>
        <svg viewBox="0 0 20 20" class="cl-swatch" aria-hidden="true"><rect x="0" y="4" width="20" height="12" fill="#5f9bd0" /><rect x="6" y="4" width="8" height="12" fill="#fbf8f1" stroke="#5a4636" stroke-width="1.2" /></svg>
        {bridgeLabel}
      </li>
    </ul>
  );
}
