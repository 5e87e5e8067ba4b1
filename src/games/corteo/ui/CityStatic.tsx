// The city itself, drawn once: terrain as merged areas (one path a terrain), block outlines,
// the river and its bridges, avenues with their trees, the historic walls with towers, slopes
// and stairs, a faint play grid, then the names. It never re-renders during play: the class
// below refuses every update unless the city or the language changes.
import { Component } from 'preact';
import type { HexLayout } from '../../../engine/hex.ts';
import type { CityMap, Place, Terrain } from '../content/map-types.ts';
import {
  BLOCKS, PLAYABLE, boundaryPath, centre, centreLine, gridPath, hexPath, labelPlacement, SIZE, terrainPath, wallPath, wallTowers,
} from './city-draw.ts';

export const TERRAIN_FILL: Readonly<Record<Terrain, string>> = {
  strada: '#fbf8f1',
  viale: '#cdc7bc',
  affollato: '#9fd2ea',
  caseggiato: '#c49a72',
  popolari: '#c95a48',
  obiettivo: '#f4c843',
  caserma: '#8b6bb8',
  metro: '#fbf8f1',
  giardino: '#93bd6c',
  fiume: '#5f9bd0',
  scale: '#e9e1d2',
  pendio: '#e6d9c2',
};

const AVENUE_KINDS = new Set<Place['kind']>(['viale', 'corso', 'bulvar', 'lungo']);
const STREET_KINDS = new Set<Place['kind']>(['via', 'vicolo']);
const SQUARE_KINDS = new Set<Place['kind']>(['piazza', 'piazzale', 'largo']);

function Label({ x, y, angle = 0, size, cls, children }: { x: number; y: number; angle?: number; size: number; cls: string; children: string }) {
  return (
    <text class={cls} x={x} y={y} font-size={size} transform={angle ? `rotate(${angle} ${x} ${y})` : undefined}>
      {children}
    </text>
  );
}

function drawCity(city: CityMap, layout: HexLayout, lang: 'it' | 'en', values?: Readonly<Record<string, number>> | null) {
  const valueOf = (o: CityMap['objectives'][number]) => (values ? (values[o.id] ?? o.value) : o.value);
  const terrainOf = (k: string) => city.hexes[k].terrain;
  const is = (t: Terrain) => (k: string) => terrainOf(k) === t;
  const block = (k: string) => BLOCKS.has(terrainOf(k));
  const fills = (Object.keys(TERRAIN_FILL) as Terrain[]).map((t) => (
    <path key={t} class={`t-${t}`} d={terrainPath(city, layout, is(t))} fill={TERRAIN_FILL[t]} stroke={TERRAIN_FILL[t]} stroke-width={0.6} />
  ));
  // Buildings get a fine hatch of roofs over the whole block, never a tile a hex.
  const roofs = terrainPath(city, layout, (k) => terrainOf(k) === 'caseggiato' && !city.hexes[k].prison);
  const housing = terrainPath(city, layout, is('popolari'));
  const blockEdge = boundaryPath(city, layout, block, (k) => !block(k));
  const riverBank = boundaryPath(city, layout, is('fiume'), (k) => !city.hexes[k].bridge);
  const parapets = boundaryPath(city, layout, (k) => !!city.hexes[k].bridge, is('fiume'));
  const gardenTrees = Object.keys(city.hexes).filter(is('giardino'));
  const avenues = city.places.filter((p) => AVENUE_KINDS.has(p.kind));
  const slopes = Object.entries(city.hexes).filter(([, h]) => h.terrain === 'pendio' || h.terrain === 'scale');
  const prison = city.prison;

  return (
    <g class="city-static">
      <defs>
        <pattern id="corteo-roofs" width="3.2" height="3.2" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
          <path d="M0 1.6H3.2" stroke="#a97d56" stroke-width="0.9" />
        </pattern>
        <pattern id="corteo-housing" width="4" height="4" patternUnits="userSpaceOnUse">
          <rect x="0.8" y="0.8" width="1.6" height="1.6" fill="#e7a08f" opacity="0.7" />
        </pattern>
      </defs>
      <rect x={0} y={0} width="100%" height="100%" fill="#3b2f25" />
      {fills}
      <path d={roofs} fill="url(#corteo-roofs)" />
      <path d={housing} fill="url(#corteo-housing)" />
      <path d={blockEdge} class="block-edge" />
      <path d={riverBank} class="river-bank" />
      {/* Avenues: a row of trees each side of a pale centre line. */}
      {avenues.map((p) => <path key={p.id} d={centreLine(layout, p.hexes)} class="avenue-line" />)}
      {gardenTrees.map((k) => {
        const c = centre(layout, k);
        return (
          <g key={k} class="trees">
            <circle cx={c.x - 3.2} cy={c.y - 1.5} r={2.4} />
            <circle cx={c.x + 3} cy={c.y - 2.6} r={2} />
            <circle cx={c.x + 0.6} cy={c.y + 3} r={2.6} />
          </g>
        );
      })}
      <path d={parapets} class="parapet" />
      {prison.map((k) => {
        const c = centre(layout, k);
        return <path key={k} class="bars" d={[-4, -1.3, 1.3, 4].map((dx) => `M${c.x + dx} ${c.y - 5}V${c.y + 5}`).join('')} />;
      })}
      {slopes.map(([k, h]) => {
        const c = centre(layout, k);
        const up = h.up ?? 0;
        // The uphill direction on screen: pointy-top directions are 0°, -60°, -120°... (y down).
        const a = -60 * up;
        return h.terrain === 'scale' ? (
          <g key={k} class="stairs" transform={`rotate(${a} ${c.x} ${c.y})`}>
            {[-4, -1.5, 1, 3.5].map((dx) => <path key={dx} d={`M${c.x + dx} ${c.y - 4.5}V${c.y + 4.5}`} />)}
          </g>
        ) : (
          <path key={k} class="slope" transform={`rotate(${a} ${c.x} ${c.y})`} d={`M${c.x - 2.5} ${c.y - 4}L${c.x + 2.5} ${c.y}L${c.x - 2.5} ${c.y + 4}`} />
        );
      })}
      <path d={gridPath(city, layout, PLAYABLE(city))} class="grid" />
      <path d={wallPath(city, layout, 'muro')} class="muro" />
      <path d={wallPath(city, layout, 'mura')} class="mura" />
      {wallTowers(city, layout).map((p, i) => <rect key={i} class="tower" x={p.x - 2.2} y={p.y - 2.2} width={4.4} height={4.4} />)}
      {city.barracks.map((b) => {
        const pts = b.hexes.map((k) => centre(layout, k));
        const x = pts.reduce((s, p) => s + p.x, 0) / pts.length;
        const y = pts.reduce((s, p) => s + p.y, 0) / pts.length;
        return (
          <g key={b.number} class="barracks">
            <circle cx={x} cy={y} r={5.5} />
            <text x={x} y={y + 2.6}>{b.number}</text>
            {b.exits.map((e) => {
              const c = centre(layout, e);
              return (
                <g key={e} class="exit">
                  <rect x={c.x - 3.6} y={c.y - 3.6} width={7.2} height={7.2} rx={1.2} />
                  <text x={c.x} y={c.y + 2.3}>{b.number}</text>
                </g>
              );
            })}
          </g>
        );
      })}
      {city.metro.map((m) => {
        const c = centre(layout, m.hex);
        return (
          <g key={m.id} class="metro">
            <circle cx={c.x} cy={c.y} r={5.6} />
            <text x={c.x} y={c.y + 2.9}>M</text>
          </g>
        );
      })}
      {/* A scenario's value a hex; an objective it does not count is dimmed, with no value. */}
      {city.objectives.map((o) => o.hexes.map((k) => {
        const c = centre(layout, k);
        return valueOf(o) ? <text key={k} class="obj-value" data-hex={k} x={c.x} y={c.y + 2.6}>{valueOf(o)}</text> : <path key={k} class="obj-off" data-hex={k} d={hexPath(layout, k, 1)} />;
      }))}
      {names(city, layout, lang, (o) => valueOf(o) > 0)}
    </g>
  );
}

function names(city: CityMap, layout: HexLayout, lang: 'it' | 'en', counts: (o: CityMap['objectives'][number]) => boolean) {
  const out = [];
  for (const p of city.places) {
    const big = p.id === 'piazza-mento' || p.id === 'piazza-fontana';
    if (STREET_KINDS.has(p.kind) || AVENUE_KINDS.has(p.kind)) {
      if (p.hexes.length < 3) continue;
      const at = labelPlacement(layout, p.hexes);
      out.push(<Label key={p.id} {...at} y={at.y + 1.3} size={AVENUE_KINDS.has(p.kind) ? 4.8 : 4.2} cls="n-street">{p.name}</Label>);
    } else if (SQUARE_KINDS.has(p.kind) || p.kind === 'giardino' || p.kind === 'quartiere') {
      const at = labelPlacement(layout, p.hexes);
      out.push(<Label key={p.id} x={at.x} y={at.y + 1.5} size={big ? 7 : 5.2} cls={`n-square${big ? ' n-big' : ''}`}>{p.name}</Label>);
    } else if (p.kind === 'ponte') {
      const at = labelPlacement(layout, p.hexes);
      out.push(<Label key={p.id} x={at.x} y={at.y - SIZE * 0.95} size={3.6} cls="n-bridge">{p.name}</Label>);
    }
  }
  for (const o of city.objectives) {
    const pts = o.hexes.map((k) => centre(layout, k));
    const x = pts.reduce((s, p) => s + p.x, 0) / pts.length;
    const y = Math.min(...pts.map((p) => p.y));
    out.push(<Label key={o.id} x={x} y={y - SIZE * 0.62} size={4.6} cls={counts(o) ? 'n-objective' : 'n-objective n-off'}>{(o.short ?? o.name)[lang]}</Label>);
  }
  return out;
}

export interface CityStaticProps {
  city: CityMap;
  layout: HexLayout;
  lang: 'it' | 'en';
  /** Each objective's value in this game (0: not counted), or the printed values. Keep it stable: it redraws the city. */
  values?: Readonly<Record<string, number>> | null;
}

/** Drawn once per city and language: play never re-renders it. */
export class CityStatic extends Component<CityStaticProps> {
  override shouldComponentUpdate(next: CityStaticProps): boolean {
    return next.city !== this.props.city || next.lang !== this.props.lang || next.layout !== this.props.layout || next.values !== this.props.values;
  }
  override render() {
    return drawCity(this.props.city, this.props.layout, this.props.lang, this.props.values);
  }
}

