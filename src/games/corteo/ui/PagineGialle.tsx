// The Pagine Gialle on screen: type a street, a square or what stands there, pick a result,
// and the screen shows it on the map (onPick hands back the place with its hexes). The
// words around it (placeholder, "nothing found") come from the screen that uses it.
import { useMemo, useState } from 'preact/hooks';
import type { CityMap } from '../content/map-types.ts';
import { CITY, searchPlaces, type PlaceHit } from '../content/city/index.ts';
import './city-map.css';

export interface PagineGialleProps {
  city?: CityMap;
  lang?: 'it' | 'en';
  placeholder: string;
  noneLabel: string;
  onPick: (hit: PlaceHit) => void;
  /** At most this many results (the list stays short enough to tap). */
  limit?: number;
}

export function PagineGialle({ city = CITY, lang = 'it', placeholder, noneLabel, onPick, limit = 12 }: PagineGialleProps) {
  const [query, setQuery] = useState('');
  const hits = useMemo(() => searchPlaces(city, query).slice(0, limit), [city, query, limit]);
  return (
    <div class="pagine-gialle">
      <input
        type="search"
        class="pg-input"
        value={query}
        placeholder={placeholder}
        aria-label={placeholder}
        autocomplete="off"
        onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
      />
      {hits.length > 0 && (
        <ul class="pg-list">
          {hits.map((h) => (
            <li key={h.id}>
              <button type="button" class={`pg-hit pg-${h.kind}`} onClick={() => onPick(h)}>
                {h.label && h.kind === 'obiettivo' ? `${h.label[lang]} \u2014 ${h.name.split(' \u2014 ')[1] ?? ''}` : h.label ? h.label[lang] : h.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.trim() !== '' && hits.length === 0 && <p class="pg-none">{noneLabel}</p>}
    </div>
  );
}
