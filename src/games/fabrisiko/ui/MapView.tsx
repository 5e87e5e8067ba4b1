// The map of the valley: each territory's cell in its owner's colour (neutral ones in parchment),
// the mountain borders drawn as ridges of little peaks, resources in a coin, the structures, and
// the unit stacks as icons with counts in their owner's colour. Territories the decision of the
// moment can use are highlighted and are buttons (the side panel lists the same choices with
// 48 px buttons). A tap counts for the target it lands on or near (ui/near.ts); near several
// and on none, a picker asks which. The land, the borders and the names are three fixed images
// (map-svg.ts); what a move changes (owners' colours, structures, armies, highlights) is drawn
// over and between them.
import { Component } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { createPortal } from 'preact/compat';
import { t } from '../../../i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Dialog.tsx';
import type { SeatInfo } from '../../types.ts';
import { TERRITORIES, UNIT_KINDS, type UnitKind } from '../content/index.ts';
import type { FabView, Stack } from '../rules/types.ts';
import { CELLS, LABEL_AT, RIDGE_EDGES, pathOf, type Pt } from './geometry.ts';
import { FRAME, mapLayerUrl, type MapLayer } from './map-svg.ts';
import { loadAhead } from '../../../ui/svg-image.ts';
import { PieceGlyph, placeName } from './parts.tsx';
import { RIDGE_RING, tapCandidates } from './near.ts';
import { whenIdleEach } from '../../../ui/idle.ts';
import { OwnerPatterns, patternId } from './owners.tsx';
import { SeatMarkSvg } from '../../../ui/seat-marks.tsx';

/** The valley's frame in map units, and its width over its height (the table sizes the board by it). */
const VIEWBOX = `${FRAME.x} ${FRAME.y} ${FRAME.w} ${FRAME.h}`;
export const MAP_ASPECT = FRAME.w / FRAME.h;

const NEUTRAL = '#efe4c8';
/** Screen pixels around a target that still count as a tap on it, and a finger's half width. */
const REACH_PX = 12;
const FINGER_PX = 24;

const onKey = (run: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    run();
  }
};

interface Group {
  owner: number;
  counts: Partial<Record<UnitKind, number>>;
}

function groupsAt(units: readonly Stack[], node: number): Group[] {
  const out: Group[] = [];
  for (const u of units) {
    if (u.at !== node || u.n <= 0) continue;
    let g = out.find((x) => x.owner === u.o);
    if (!g) out.push((g = { owner: u.o, counts: {} }));
    g.counts[u.k] = (g.counts[u.k] ?? 0) + u.n;
  }
  return out;
}

/**
 * One owner's units at a place: a rounded plate with the owner's shape (ui/seat-marks: two owners'
 * plates in one territory stay apart to a colour-blind eye), then an icon and a count per kind.
 */
function StackPlate({ g, at, color }: { g: Group; at: Pt; color: string }) {
  const kinds = UNIT_KINDS.filter((k) => (g.counts[k] ?? 0) > 0);
  const w = kinds.length * 40 + 22;
  const x0 = at[0] - w / 2;
  return (
    <g class="fab-stack" transform={`translate(${x0.toFixed(1)},${(at[1] - 13).toFixed(1)})`}>
      <rect width={w} height="26" rx="13" fill="#fffdf6" stroke={color} stroke-width="3" />
      <SeatMarkSvg color={color} x={12} y={13} r={6.5} />
      {kinds.map((k, i) => (
        <g key={k} transform={`translate(${22 + i * 40},3)`} style={{ color }}>
          <PieceGlyph kind={k} x={0} y={0} size={20} />
          <text x="22" y="16" class="fab-stack-n">{g.counts[k]}</text>
        </g>
      ))}
    </g>
  );
}

const CELL_PATHS = CELLS.map((poly) => pathOf(poly));

// The fixed layers' images, loaded ahead of the table when the game's screens load, one an idle
// moment (together they were one long task), so the first table finds them drawn.
if (typeof window !== 'undefined') whenIdleEach((['land', 'borders', 'names'] as const).map((layer) => () => loadAhead(mapLayerUrl(layer))));

/** Territories outlined over the map, in an SVG of the map's frame (or crop) laid on it (fab.css). */
function CellOverlay({ kind, cells, box, fit }: { kind: 'target' | 'recent'; cells: readonly number[]; box: string; fit?: string }) {
  return (
    <svg class={`fab-overlay fab-overlay-${kind}`} viewBox={box} preserveAspectRatio={fit} aria-hidden="true">
      {cells.map((i) => (
        <path key={i} d={CELL_PATHS[i]} />
      ))}
    </svg>
  );
}

/** One fixed layer of the map, one image (map-svg.ts): drawn once, never re-rendered in play. */
class Layer extends Component<{ layer: MapLayer }> {
  override shouldComponentUpdate(next: { layer: MapLayer }): boolean {
    return next.layer !== this.props.layer;
  }

  override render() {
    return (
      <image
        class={`fab-layer fab-layer-${this.props.layer}`}
        href={mapLayerUrl(this.props.layer)}
        x={FRAME.x}
        y={FRAME.y}
        width={FRAME.w}
        height={FRAME.h}
        preserveAspectRatio="none"
        aria-hidden="true"
        pointer-events="none"
      />
    );
  }
}

/** Map units shown across the board while a battle is cropped on a phone: names at about 11 px. */
const CROP_W = 480;

/** The part of the map around a territory (its name and its armies), kept inside the frame. */
export function cropAround(node: number): string {
  const [cx, cy] = LABEL_AT[node];
  const x = Math.min(Math.max(cx - CROP_W / 2, FRAME.x), FRAME.x + FRAME.w - CROP_W);
  const y = Math.min(Math.max(cy + 20 - CROP_W / 2, FRAME.y), FRAME.y + FRAME.h - CROP_W);
  return `${x.toFixed(0)} ${y.toFixed(0)} ${CROP_W} ${CROP_W}`;
}

export function MapView({
  view,
  seats,
  targets,
  selected,
  chosen = null,
  recent,
  crop = null,
  onNode,
}: {
  view: FabView;
  seats: readonly SeatInfo[];
  /** Nodes the decision can use now (highlighted, tappable). */
  targets: ReadonlySet<number>;
  selected: number | null;
  /** A destination chosen (marked apart from the source). */
  chosen?: number | null;
  /** A viewBox showing only part of the map, filling the board (a battle on a phone), or null: the whole map. */
  crop?: string | null;
  /** Territories the last move changed, ringed for a moment; `seq` restarts the ring. */
  recent?: { cells: readonly number[]; seq: number };
  onNode?: (node: number) => void;
}) {
  const colorOf = (o: number) => (o >= 0 ? seats[o]?.color ?? '#777' : NEUTRAL);
  const battleAt = view.battle?.at ?? -1;
  const svgRef = useRef<SVGSVGElement>(null);
  const [choices, setChoices] = useState<number[] | null>(null);
  const box = crop ?? VIEWBOX;
  const fit = crop ? 'xMidYMid slice' : undefined;
  /** A tap anywhere on the map: the target under or near the finger, or a picker when several are near. */
  const tap = (e: MouseEvent) => {
    const ctm = svgRef.current?.getScreenCTM();
    if (!ctm || !onNode || targets.size === 0) return;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    const unitPx = Math.hypot(ctm.a, ctm.b) || 1;
    const near = tapCandidates([p.x, p.y], targets, REACH_PX / unitPx, FINGER_PX / unitPx);
    if (near.length === 1) onNode(near[0]);
    else if (near.length > 1) setChoices(near.slice(0, 4));
  };
  return (
    <>
      <svg ref={svgRef} class="fab-map" viewBox={box} preserveAspectRatio={fit} role="group" aria-label={t('fabrisiko.ui.map')} onClick={tap}>
        <OwnerPatterns scope="map" />
        <Layer layer="land" />
        {CELLS.map((_, i) => {
          const owner = view.owner[i];
          const isTarget = targets.has(i);
          const label = t('fabrisiko.ui.territory', {
            name: TERRITORIES[i].name,
            owner: owner >= 0 ? seats[owner]?.name ?? '' : t('fabrisiko.ui.neutral'),
            res: TERRITORIES[i].resources,
          });
          return (
            <path
              key={i}
              d={CELL_PATHS[i]}
              class={`fab-cell${isTarget ? ' fab-target' : ''}${selected === i ? ' fab-selected' : ''}${chosen === i ? ' fab-chosen' : ''}${battleAt === i ? ' fab-battle' : ''}`}
              fill={colorOf(owner)}
              fill-opacity={owner >= 0 ? 0.42 : 0.9}
              data-testid={`cell-${TERRITORIES[i].id}`}
              role={isTarget ? 'button' : undefined}
              tabIndex={isTarget ? 0 : undefined}
              aria-label={isTarget ? label : undefined}
              onKeyDown={isTarget && onNode ? onKey(() => onNode(i)) : undefined}
            >
              <title>{label}</title>
            </path>
          );
        })}
        {/* Each owner's pattern over its territories' colour (owners.tsx). */}
        <g class="fab-owned" pointer-events="none" aria-hidden="true">
          {CELLS.map((_, i) => (view.owner[i] >= 0 ? <path key={i} d={CELL_PATHS[i]} fill={`url(#${patternId(view.owner[i], 'map')})`} /> : null))}
        </g>
        <Layer layer="borders" />
        <Layer layer="names" />
        {TERRITORIES.map((ter, i) => {
          const [x, y] = LABEL_AT[i];
          const groups = groupsAt(view.units, i);
          if (!view.factory[i] && !view.aa[i] && !groups.length) return null;
          return (
            <g key={ter.id} class="fab-label" pointer-events="none">
              {view.factory[i] && (
                <g style={{ color: '#3a3128' }}>
                  <PieceGlyph kind="factory" x={x + 4} y={y - 13} size={22} />
                </g>
              )}
              {view.aa[i] && (
                <g style={{ color: '#3a3128' }}>
                  <PieceGlyph kind="aa" x={x + 28} y={y - 13} size={22} />
                </g>
              )}
              {groups.map((g, k) => (
                <StackPlate key={g.owner} g={g} at={[x, y + 26 + k * 30]} color={colorOf(g.owner)} />
              ))}
            </g>
          );
        })}
        {RIDGE_EDGES.map((r) => {
          const groups = groupsAt(view.units, r.node);
          const isTarget = targets.has(r.node);
          if (!groups.length && !isTarget) return null;
          return (
            <g key={r.node}>
              {isTarget && (
                <circle
                  cx={r.mid[0]}
                  cy={r.mid[1]}
                  r={RIDGE_RING}
                  class="fab-ridge-target"
                  role="button"
                  tabIndex={0}
                  aria-label={placeName(r.node)}
                  data-testid={`ridge-${r.node}`}
                  onKeyDown={onNode ? onKey(() => onNode(r.node)) : undefined}
                />
              )}
              {groups.map((g, k) => (
                <StackPlate key={g.owner} g={g} at={[r.mid[0], r.mid[1] + k * 30]} color={colorOf(g.owner)} />
              ))}
            </g>
          );
        })}
      </svg>
      {/* The territories to tap glow, and what the last move changed is ringed (`seq` restarts
          the ring), each in a picture of its own over the map whose opacity the compositor
          animates: animated inside the map, they had it restyled and repainted at every frame. */}
      {targets.size > 0 && <CellOverlay kind="target" cells={[...targets].filter((i) => i < CELLS.length)} box={box} fit={fit} />}
      {recent && recent.cells.length > 0 && <CellOverlay key={recent.seq} kind="recent" cells={recent.cells} box={box} fit={fit} />}
      {choices &&
        createPortal(
          <Modal title={t('fabrisiko.ui.pickWhich')} closeLabel={t('fabrisiko.ui.pickCancel')} onClose={() => setChoices(null)}>
            <div class="stack" data-testid="map-picker">
              {choices.map((node) => (
                <Button
                  key={node}
                  block
                  data-testid={`choose-${node}`}
                  onClick={() => {
                    setChoices(null);
                    onNode?.(node);
                  }}
                >
                  {placeName(node)}
                </Button>
              ))}
            </div>
          </Modal>,
          document.body,
        )}
    </>
  );
}
