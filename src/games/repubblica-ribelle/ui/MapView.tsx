// The map of the free zone, drawn from content/map.ts: territories, rivers, roads (the Strada
// delle Radici apart), localities, the phase's resources, the mission's place and every seat's
// pieces in the seat's colour. In a moving step the deciding seat taps one of its pieces, then a
// highlighted locality. Every live piece and place has a round hit area at least 48 px across at
// the map's drawn size; where hit areas overlap, a tap between them opens a picker of the few
// things it could mean (a tap on a piece's own shape takes that piece at once).
import { useCallback, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { createPortal } from 'preact/compat';
import { lang, t } from '../../../i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Dialog.tsx';
import type { SeatInfo } from '../../types.ts';
import type { PieceKind, RibelleView } from '../rules.ts';
import { LOCALITIES, TERRITORIES } from '../content.ts';
import { placeName } from './parts.tsx';
import { LABEL_FONT } from './labels.ts';
import { MAP_BOX, fixed, mapImage, type MapLayer } from './map-svg.ts';
import { PieceSymbols, ResourceMark, TokenShape, type TokenKind } from './pieces.tsx';
import { memo } from 'preact/compat';

/** The map's width over its height: the table's board takes the largest box of this shape. */
export const MAP_ASPECT = MAP_BOX.w / MAP_BOX.h;
export { MAP_BOX };
const LOC = new Map(LOCALITIES.map((l) => [l.id, l]));
const HIT = 36;
/** The smallest hit area on screen, in CSS pixels, and a tap this close to a shape takes it. */
const HIT_PX = 48;
const ON_SHAPE = 22;
/** The smallest place name on screen, in CSS pixels. */
const NAME_PX = 11.5;
/** A map narrower than this is on a phone. */
const PHONE_MAP_PX = 600;

/**
 * The patterns and the pieces' symbols the live layers use. The land and its height's shading
 * are an image (map-svg.ts) under the highlights.
 */
const Defs = memo(function Defs() {
  return (
    <defs>
      <pattern id="rr-hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="10" height="10" fill="#f2dfa8" />
        <line x1="0" y1="0" x2="0" y2="10" stroke="#d8a63c" stroke-width="4" />
      </pattern>
      <PieceSymbols />
    </defs>
  );
});

/** One of the map's fixed drawings (map-svg.ts), the size of the map: one element, no taps. */
const Fixed = memo(function Fixed({ layer, language }: { layer: MapLayer; language: string }) {
  void language;
  return <image class={`rr-fixed rr-fixed-${layer}`} href={mapImage(layer)} x={MAP_BOX.x} y={MAP_BOX.y} width={MAP_BOX.w} height={MAP_BOX.h} preserveAspectRatio="none" aria-hidden="true" />;
});

/**
 * Every locality's name, drawn once per language over the pieces (with a paper halo), so a
 * crowd of pieces on or beside a place never hides a name; the names take no taps. One image:
 * its words stay for screen readers as its name; data-font is its smallest name's size in map
 * units (a spec checks it reads at 11 px or more).
 */
const PlaceNames = memo(function PlaceNames({ language }: { language: string }) {
  void language;
  return (
    <image
      class="rr-fixed rr-loc-labels"
      href={mapImage('names')}
      x={MAP_BOX.x}
      y={MAP_BOX.y}
      width={MAP_BOX.w}
      height={MAP_BOX.h}
      preserveAspectRatio="none"
      role="img"
      aria-label={LOCALITIES.map((l) => placeName(l.id)).join(', ')}
      data-names={LOCALITIES.length}
      data-font={LABEL_FONT.minor}
    />
  );
});

/** The mission's territory and the territories a piece may reach, over the land. */
const Highlights = memo(function Highlights({ missionTerr, targetTerrs }: { missionTerr: string | null; targetTerrs: string }) {
  const lit = new Set(targetTerrs ? targetTerrs.split(' ') : []);
  return (
    <g aria-hidden="true">
      {TERRITORIES.filter((tr) => tr.id === missionTerr || lit.has(tr.id)).map((tr) => (
        <polygon key={tr.id} points={tr.polygon.map((p) => p.join(',')).join(' ')} class={lit.has(tr.id) ? 'rr-terr-target' : 'rr-terr-mission'} />
      ))}
    </g>
  );
});

/** Every locality's dot, under the pieces. */
const PlaceDots = memo(function PlaceDots({ language }: { language: string }) {
  void language;
  const f = fixed();
  return (
    <g aria-hidden="true">
      <path class="rr-loc-dot" d={f.major} />
      <path class="rr-loc-dot" d={f.minor} />
    </g>
  );
});

export interface PieceSel {
  piece: PieceKind;
  from: string;
}

export type { Target } from './reach.ts';
import type { Target } from './reach.ts';

export interface MapProps {
  view: RibelleView;
  seats: readonly SeatInfo[];
  /** The seat whose pieces can be tapped, or null. */
  mover: number | null;
  selected: PieceSel | null;
  targets: readonly Target[];
  /** Locality ids to ring (a DM to remove, a board's base). */
  marks?: readonly string[];
  /** Where an app player's pieces just arrived, pulsed for a moment; `key` restarts the pulse. */
  pulse?: { places: readonly string[]; key: number };
  onPiece?: (sel: PieceSel) => void;
  onTarget?: (to: string) => void;
}

interface Token {
  seat: number;
  kind: TokenKind;
  n: number;
}

function tokensAt(view: RibelleView): Map<string, Token[]> {
  const out = new Map<string, Token[]>();
  const add = (at: string, tok: Token) => {
    const list = out.get(at) ?? [];
    const same = list.find((x) => x.seat === tok.seat && x.kind === tok.kind);
    if (same) same.n += tok.n;
    else list.push(tok);
    out.set(at, list);
  };
  for (const s of view.seats) {
    if (s.base) add(s.base, { seat: s.seat, kind: 'base', n: 1 });
    for (const d of s.dm) add(d, { seat: s.seat, kind: 'dm', n: 1 });
    for (const c of s.cp) add(c, { seat: s.seat, kind: 'cp', n: 1 });
  }
  return out;
}

interface Live {
  id: string;
  x: number;
  y: number;
  label: string;
  run: () => void;
}

/** The map's CSS pixels per map unit at its drawn size (the board's zoom only adds to it). */
let lastUnit = 0.4;
function useUnitPx(svg: { current: SVGSVGElement | null }): number {
  // The last map's size: a table drawn again (after the cover) measures the same and skips a render.
  const [unit, setUnit] = useState(lastUnit);
  useLayoutEffect(() => {
    const el = svg.current;
    if (!el) return;
    const measure = () => {
      const w = el.clientWidth || el.getBoundingClientRect().width;
      const h = el.clientHeight || el.getBoundingClientRect().height;
      if (w > 0 && h > 0) setUnit((lastUnit = Math.min(w / MAP_BOX.w, h / MAP_BOX.h)));
    };
    measure();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(el);
    return () => ro?.disconnect();
  }, []);
  return unit;
}

const onKey = (run: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    run();
  }
};

/** The place the map opens on: the mission's, else the first piece of the seat deciding. */
export function mapFocus(view: RibelleView, seat: number): { x: number; y: number } | null {
  const me = seat >= 0 ? view.seats[seat] : null;
  const id = view.mission?.locality ?? me?.dm[0] ?? me?.cp[0] ?? me?.base ?? null;
  const l = id ? LOC.get(id) : undefined;
  return l ? { x: l.x, y: l.y } : null;
}

/** A piece placed on the map: where, how it looks, its words, and its tap when it can move. */
interface PieceSpot {
  key: string;
  x: number;
  y: number;
  kind: TokenKind;
  color: string;
  n: number;
  label: string;
  live: Live | null;
  sel: boolean;
}

/**
 * One seat's pieces of a kind on a place (a base, or a count of DMs or CPs): its props are what
 * it shows, so a move redraws only the pieces it changed (one moved, one added, one made
 * tappable), not every piece on the map.
 */
const Piece = memo(function Piece({ x, y, kind, color, n, label, liveId, sel, r, onKey }: { x: number; y: number; kind: TokenKind; color: string; n: number; label: string; liveId: string | null; sel: boolean; r: number; onKey: (e: KeyboardEvent) => void }) {
  return liveId ? (
    <g transform={`translate(${x},${y})`} class={`rr-tok rr-tok-live ${sel ? 'rr-tok-sel' : ''}`} role="button" tabIndex={0} aria-pressed={sel} aria-label={label} data-testid={liveId} onKeyDown={onKey}>
      <circle r="25" class="rr-tok-halo" />
      {/* As large as the hit area (no paint, no taps): the piece's box is the finger's. */}
      <circle r={r} class="rr-hit-pad" />
      <TokenShape kind={kind} color={color} n={n} />
    </g>
  ) : (
    <g transform={`translate(${x},${y})`} class="rr-tok" role="img" aria-label={label}>
      <TokenShape kind={kind} color={color} n={n} />
    </g>
  );
});

/** Redrawn only when a piece, its seat's colour, the selection or the words change. */
const PieceLayer = memo(
  function PieceLayer({ spots, r, onKey }: { spots: readonly PieceSpot[]; r: number; sig: string; onKey: (e: KeyboardEvent) => void }) {
    return (
      <g>
        {spots.map((p) => (
          <Piece key={p.key} x={p.x} y={p.y} kind={p.kind} color={p.color} n={p.n} label={p.label} liveId={p.live?.id ?? null} sel={p.sel} r={r} onKey={onKey} />
        ))}
      </g>
    );
  },
  (a, b) => a.sig === b.sig,
);

interface TargetSpot {
  live: Live;
  x: number;
  y: number;
  free: boolean;
}

const TargetLayer = memo(
  function TargetLayer({ spots, r }: { spots: readonly TargetSpot[]; r: number; sig: string }) {
    return (
      <g>
        {spots.map((s) => (
          <g key={s.live.id} transform={`translate(${s.x},${s.y})`} class="rr-target" role="button" tabIndex={0} aria-label={s.live.label} data-testid={s.live.id} onKeyDown={onKey(s.live.run)}>
            <circle r="20" class="rr-target-ring" />
            <circle r={r} class="rr-hit-pad" />
            {s.free && (
              <text class="rr-target-free" y="-24">
                0
              </text>
            )}
          </g>
        ))}
      </g>
    );
  },
  (a, b) => a.sig === b.sig,
);

/** The hit areas: invisible rounds at least 48 px across around everything live. */
const HitLayer = memo(
  function HitLayer({ live, r }: { live: readonly Live[]; r: number; sig: string }) {
    return (
      <g class="rr-hits" aria-hidden="true">
        {live.map((c) => (
          <circle key={c.id} cx={c.x} cy={c.y} r={r} class="rr-hit" data-hit={c.id} />
        ))}
      </g>
    );
  },
  (a, b) => a.sig === b.sig,
);

/** The phase's resources, the mission's place (and its enemy), the rings of a choice. */
const MarkLayer = memo(function MarkLayer({ resources, missionAt, military, marks, phase }: { resources: string; missionAt: string | null; military: boolean; marks: string; phase: number }) {
  const res = new Map(resources ? resources.split(' ').map((x) => x.split('=') as [string, string]) : []);
  const ringed = new Set(marks ? marks.split(' ') : []);
  return (
    <g>
      {LOCALITIES.map((l) => {
        const r = res.get(l.id);
        const isMission = missionAt === l.id;
        if (!r && !isMission && !ringed.has(l.id)) return null;
        return (
          <g key={l.id} transform={`translate(${l.x},${l.y})`}>
            {isMission && (
              <>
                <circle r="30" class="rr-mission-ring" />
                <circle r="30" class="rr-mission-pulse" />
              </>
            )}
            {ringed.has(l.id) && <circle r="28" class="rr-mark-ring" />}
            {r && (
              <g class={`rr-res rr-res-p${phase}`} transform="translate(-24,-22)" role="img" aria-label={t(`ribelle.resource.${r}`)}>
                <ResourceMark id={r} />
              </g>
            )}
            {isMission && <path class="rr-pawn" d="M0,-30 a7,7 0 1,1 0.1,0 M-9,-6 L-5,-20 L5,-20 L9,-6 Z" />}
            {isMission && military && (
              <g class="rr-enemy" transform="translate(26,-22)" role="img" aria-label={t('ribelle.ui.enemy')}>
                <circle r="13" />
                <use href="#rr-sym-enemy" x={-11} y={-11} width={22} height={22} />
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
});

export function MapView({ view, seats, mover, selected, targets, marks = [], pulse, onPiece, onTarget }: MapProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const unitPx = useUnitPx(svgRef);
  const [choices, setChoices] = useState<Live[] | null>(null);
  // The latest handlers, read when a tap lands: the layers' drawings outlive a render.
  const handlers = useRef({ onPiece, onTarget });
  handlers.current = { onPiece, onTarget };
  // The live pieces of this render, by id: one keyboard handler for every piece, the same at
  // every render, so a piece's drawing does not change with the handlers.
  const liveById = useRef(new Map<string, Live>());
  const onPieceKey = useCallback((e: KeyboardEvent) => {
    const id = (e.currentTarget as Element | null)?.getAttribute('data-testid');
    const spot = id ? liveById.current.get(id) : undefined;
    if (spot) onKey(spot.run)(e);
  }, []);
  const hitR = Math.max(HIT, Math.ceil(HIT_PX / 2 / unitPx) + 1);
  const mission = view.mission;
  const missionTerr = mission?.territory ?? null;
  const tokens = tokensAt(view);
  const targetTerrs = new Set(targets.map((x) => LOC.get(x.to)?.territory));
  const box = `${MAP_BOX.x} ${MAP_BOX.y} ${MAP_BOX.w} ${MAP_BOX.h}`;
  const live: Live[] = [];

  const pieces: PieceSpot[] = [];
  for (const [at, list] of tokens) {
    const l = LOC.get(at);
    if (!l) continue;
    list.forEach((tok, i) => {
      const row = Math.floor(i / 3);
      const inRow = Math.min(3, list.length - row * 3);
      const x = l.x + ((i % 3) - (inRow - 1) / 2) * 40;
      const y = l.y + 30 + row * 40;
      const seat = seats[tok.seat];
      const movable = mover === tok.seat && tok.kind !== 'base' && !!onPiece;
      const label =
        tok.kind === 'base'
          ? t('ribelle.ui.baseAt', { name: seat.name, place: placeName(at) })
          : tok.n > 1
            ? t('ribelle.ui.piecesAt', { n: tok.n, piece: t(`ribelle.piece.${tok.kind}.many`), name: seat.name, place: placeName(at) })
            : t('ribelle.ui.pieceAt', { piece: t(`ribelle.piece.${tok.kind}`), name: seat.name, place: placeName(at) });
      let spot: Live | null = null;
      if (movable) {
        const piece = tok.kind as PieceKind;
        spot = { id: `piece-${tok.kind}-${at}`, x, y, label, run: () => handlers.current.onPiece?.({ piece, from: at }) };
        live.push(spot);
      }
      pieces.push({ key: `${at}-${tok.seat}-${tok.kind}`, x, y, kind: tok.kind, color: seat.color, n: tok.n, label, live: spot, sel: movable && !!selected && selected.from === at && selected.piece === tok.kind });
    });
  }

  const targetSet = new Map(targets.map((x) => [x.to, x.cost]));
  const targetSpots: TargetSpot[] = LOCALITIES.filter((l) => targetSet.has(l.id)).map((l) => {
    const cost = targetSet.get(l.id)!;
    const label = t('ribelle.ui.goTo', { place: placeName(l.id), cost: cost === 0 ? t('ribelle.ui.cost.free') : t('ribelle.ui.cost.one') });
    const spot: Live = { id: `target-${l.id}`, x: l.x, y: l.y, label, run: () => handlers.current.onTarget?.(l.id) };
    live.push(spot);
    return { live: spot, x: l.x, y: l.y, free: cost === 0 };
  });

  liveById.current = new Map(live.map((c) => [c.id, c]));
  const pieceSig = pieces.map((p) => `${p.key}|${p.x},${p.y}|${p.kind}|${p.color}|${p.n}|${p.label}|${p.live ? 1 : 0}${p.sel ? 1 : 0}`).join(';');
  const targetSig = targetSpots.map((s) => `${s.live.id}|${s.free ? 1 : 0}|${s.live.label}`).join(';');
  const hitSig = `${hitR}:${live.map((c) => `${c.id}@${c.x},${c.y}`).join(';')}`;

  /** A tap anywhere on the map: the thing under the finger, or a picker when several are near. */
  const tap = (e: MouseEvent) => {
    const svg = svgRef.current;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm || !live.length) return;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    const near = live
      .map((c) => ({ c, d: Math.hypot(c.x - p.x, c.y - p.y) }))
      .filter((x) => x.d <= hitR)
      .sort((a, b) => a.d - b.d);
    if (!near.length) return;
    if (near.length === 1 || near[0].d <= ON_SHAPE) near[0].c.run();
    else setChoices(near.map((x) => x.c));
  };

  return (
    <>
      <svg ref={svgRef} class="rr-map" viewBox={box} role="group" aria-label={t('ribelle.ui.map')} onClick={tap}>
        <Defs />
        <Fixed layer="land" language={lang.value} />
        <Highlights missionTerr={missionTerr} targetTerrs={[...targetTerrs].join(' ')} />
        <Fixed layer="features" language={lang.value} />
        <MarkLayer
          resources={view.resources.map((r) => `${r.locality}=${r.id}`).join(' ')}
          missionAt={mission?.locality ?? null}
          military={mission?.kind === 'military'}
          marks={marks.join(' ')}
          phase={view.phase}
        />
        <PlaceDots language={lang.value} />
        {pulse?.places.map((id) => {
          const l = LOC.get(id);
          return l ? (
            <g key={`${pulse.key}-${id}`} transform={`translate(${l.x},${l.y + 30})`} class="rr-app-move" data-testid={`app-move-${id}`} aria-hidden="true">
              <circle r="34" class="rr-app-ring" />
              <circle r="34" class="rr-app-wave" />
            </g>
          ) : null;
        })}
        <HitLayer live={live} r={hitR} sig={hitSig} />
        <PieceLayer spots={pieces} r={hitR} sig={`${hitR}:${pieceSig}`} onKey={onPieceKey} />
        <PlaceNames language={lang.value} />
        <TargetLayer spots={targetSpots} r={hitR} sig={`${hitR}:${targetSig}`} />
      </svg>
      {choices &&
        createPortal(
          <Modal title={t('ribelle.ui.pickWhich')} closeLabel={t('ribelle.ui.cancel')} onClose={() => setChoices(null)}>
            <div class="stack" data-testid="map-picker">
              {choices.map((c) => (
                <Button
                  key={c.id}
                  block
                  data-testid={`choose-${c.id}`}
                  onClick={() => {
                    setChoices(null);
                    c.run();
                  }}
                >
                  {c.label}
                </Button>
              ))}
            </div>
          </Modal>,
          document.body,
        )}
    </>
  );
}

/**
 * Where the map opens: zoomed just enough for the place names to read at 11 px or more (a phone
 * opens at about twice the size), centred on `focus` (map units); a tablet sees the whole map.
 */
export function mapOpening(width: number, height: number, focus: { x: number; y: number } | null): { x: number; y: number; scale: number } {
  // A tablet's map is shown whole, as a board on the table; only a phone's opens zoomed.
  if (width >= PHONE_MAP_PX) return { x: 0, y: 0, scale: 1 };
  const unit = Math.min(width / MAP_BOX.w, height / MAP_BOX.h);
  const scale = Math.min(3, Math.max(1, NAME_PX / (LABEL_FONT.minor * unit)));
  if (scale <= 1) return { x: 0, y: 0, scale };
  const at = focus ?? { x: MAP_BOX.x + MAP_BOX.w / 2, y: MAP_BOX.y + MAP_BOX.h / 2 };
  const fx = (at.x - MAP_BOX.x) * unit;
  const fy = (at.y - MAP_BOX.y) * unit;
  return { scale, x: width / 2 - fx * scale, y: height / 2 - fy * scale };
}
