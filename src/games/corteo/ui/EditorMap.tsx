// The editor's map: the whole city over the screen, pan and pinch, where each tap adds or takes
// away a hex of what is being drawn (a start area, an objective). A hex smaller than a finger
// is picked in the rosette (HexPicker), as on the table. A start area may also take a whole
// street or square at once, found in the Pagine Gialle.
import { useMemo, useRef, useState } from 'preact/hooks';
import { lang, t } from '../../../i18n/index.ts';
import { BoardViewport } from '../../../ui/BoardViewport.tsx';
import { Button } from '../../../ui/Button.tsx';
import { CITY, TERRAIN_EFFECTS } from '../content/city/index.ts';
import { CityMap } from './CityMap.tsx';
import { SIZE } from './city-draw.ts';
import { HexPicker, pickerHexes } from './HexPicker.tsx';
import { placeName } from './model.ts';
import { PagineGialle } from './PagineGialle.tsx';
import type { PlaceHit } from '../content/city/index.ts';
import './city-map.css';
import './corteo.css';

/** Below this many pixels across, a hex is picked through the picker (as on the table). */
const FINGER = 40;
const HEX_UNITS = Math.sqrt(3) * SIZE;

export interface EditorMapProps {
  title: string;
  hint?: string;
  /** The hexes drawn so far. */
  chosen: readonly string[];
  /** Hexes taken by something else, hatched. */
  others: readonly string[];
  allowed: (key: string) => boolean;
  onToggle: (key: string) => void;
  /** Adds a place's hexes (those allowed) at once: the Pagine Gialle are offered when given. */
  onAdd?: (keys: readonly string[]) => void;
  onDone: () => void;
}

export function EditorMap({ title, hint, chosen, others, allowed, onToggle, onAdd, onDone }: EditorMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [picker, setPicker] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);
  const addPlace = (hit: PlaceHit) => {
    const add = hit.hexes.filter((k) => allowed(k) && !chosen.includes(k));
    if (onAdd && add.length) onAdd(add);
    setFound(t('corteo.editor.map.added', { n: add.length, place: hit.label ? hit.label[lang.value === 'en' ? 'en' : 'it'] : hit.name }));
  };
  const hexPx = () => {
    const svg = box.current?.querySelector('svg.city-map') as SVGSVGElement | null;
    const vb = svg?.viewBox.baseVal;
    return svg && vb && vb.width ? (svg.getBoundingClientRect().width / vb.width) * HEX_UNITS : 100;
  };
  const onHex = (k: string) => {
    if (hexPx() < FINGER) setPicker(k);
    else if (allowed(k)) onToggle(k);
  };
  const open = useMemo(() => (picker ? new Set(pickerHexes(CITY, picker).filter(allowed)) : undefined), [picker, allowed]);
  const hexLabel = (k: string) => {
    const h = CITY.hexes[k];
    const terrain = h ? TERRAIN_EFFECTS[h.terrain].name[lang.value === 'en' ? 'en' : 'it'] : '';
    return t('corteo.ui.picker.hex', { place: placeName(CITY, k), terrain });
  };
  return (
    <div class="co-editor co co-ed-map" role="dialog" aria-modal="true" aria-label={title} data-testid="editor-map">
      <div class="co-ed-maphead">
        <div class="stack" style="gap:2px;min-width:0">
          <strong>{title}</strong>
          <span class="small muted" data-testid="editor-map-count">{t('corteo.editor.ownHexes', { n: chosen.length })}{hint ? ` \u00b7 ${hint}` : ''}</span>
        </div>
        <Button variant="primary" onClick={onDone} data-testid="editor-map-done">{t('corteo.editor.map.done')}</Button>
      </div>
      {onAdd && (
        <div class="co-ed-search" data-testid="editor-search">
          <PagineGialle lang={lang.value === 'en' ? 'en' : 'it'} placeholder={t('corteo.editor.map.search')} noneLabel={t('corteo.ui.search.none')} onPick={addPlace} limit={6} />
          {found && <p class="small muted" style="margin:0" role="status" data-testid="editor-search-added">{found}</p>}
        </div>
      )}
      <div class="co-mapcol co-ed-board" ref={box}>
        <BoardViewport label={title} resetLabel={t('corteo.ui.map.reset')}>
          <CityMap city={CITY} lang={lang.value === 'en' ? 'en' : 'it'} highlight={chosen} tone="target" zoc={others} onHex={onHex} label={title} />
        </BoardViewport>
        {picker && (
          <HexPicker
            city={CITY}
            center={picker}
            allowed={open}
            onPick={(k) => (onToggle(k), setPicker(null))}
            onClose={() => setPicker(null)}
            closeLabel={t('corteo.ui.picker.close')}
            hexLabel={hexLabel}
          />
        )}
      </div>
    </div>
  );
}
