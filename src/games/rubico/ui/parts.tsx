// Small pieces shared by Rubico's table and private screens: card faces, the track, the
// Senate row. They only ever receive what a view already allows the viewer to see.
import { memo } from 'preact/compat';
import { useRef } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import type { SeatInfo } from '../../types.ts';
import { AppBadge } from '../../../ui/AppBadge.tsx';
import { MarciaArt, MarciaBack, SenateBack } from './art/marcia.tsx';
import { useMarch } from './motion.ts';
import type { MarciaKind, PowerCard, SenateSlotView, TrackCellView, RubicoView } from '../rules.ts';
import { SeatDot } from '../../../ui/seat-marks.tsx';

/** On <html> while a Rubico bar (the table's decision, a private step's buttons) is shown: rubico.css. */
export const BAR_SHOWN = 'rb-bar-shown';

export function MarciaFace({ kind, note, secret, small }: { kind: MarciaKind; note?: string; secret?: boolean; small?: boolean }) {
  return (
    <div class={`rb-card rb-${kind} ${small ? 'rb-small' : ''}`} data-secret={secret ? '' : undefined}>
      <MarciaArt kind={kind} />
      <span class="rb-card-name">{t(`rubico.marcia.${kind}`)}</span>
      {note && <span class="rb-card-note">{note}</span>}
    </div>
  );
}

export function CardBack({ label }: { label?: string }) {
  return (
    <div class="rb-card rb-back" aria-label={label} role={label ? 'img' : undefined}>
      <MarciaBack />
    </div>
  );
}

export function SeatName({ seat }: { seat: SeatInfo }) {
  return (
    <span class="rb-seat" style={{ '--seat': seat.color }}>
      <SeatDot color={seat.color} /> {seat.name} {seat.app && <AppBadge />}
    </span>
  );
}

function cellName(c: TrackCellView, i: number): string {
  return c.name ? c.name.it : t('rubico.track.step', { n: i });
}

/**
 * The road in one line of cells, drawn in SVG; sizes are in viewBox units so it scales to any
 * screen, and one line keeps it low enough to share a phone's screen with the rows and the
 * decision. Caesar walks to a new cell one cell at a time (motion.ts), then his cell flashes
 * once. Memoized: a move that leaves Caesar where he was does not redraw the road.
 */
export const Track = memo(TrackSvg, (a, b) => a.caesar === b.caesar && a.cells.length === b.cells.length && a.cells.every((c, i) => c.id === b.cells[i].id));

function TrackSvg({ cells, caesar: at }: { cells: readonly TrackCellView[]; caesar: number }) {
  const svg = useRef<SVGSVGElement>(null);
  const { shown: caesar, moving, stepMs } = useMarch(at, svg);
  const arrived = useRef({ at, flash: 0 });
  if (arrived.current.at !== at) arrived.current = { at, flash: arrived.current.flash + 1 };
  const gap = 84;
  const pad = 44;
  const top = 32;
  const pos = (i: number) => ({ x: pad + i * gap, y: top });
  const w = pad * 2 + (cells.length - 1) * gap;
  const h = top + 46;
  const road = cells.map((_, i) => pos(i));
  const here = pos(caesar);
  const place = cells[at];
  return (
    <svg ref={svg} class="rb-track" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={t('rubico.track.caesarAt', { place: place ? cellName(place, at) : '' })}>
      <polyline points={road.map((p) => `${p.x},${p.y}`).join(' ')} class="rb-road" />
      {cells.map((c, i) => {
        const p = pos(i);
        const passed = i < caesar;
        const label = c.name?.it ?? (c.minPlayers > 3 ? `${c.minPlayers}+` : '');
        // A two-word name ("Rubico flumen") takes two short lines: the cells stand close.
        const words = label.split(' ');
        return (
          <g key={c.id} transform={`translate(${p.x},${p.y})`} class={`rb-cell rb-${c.kind} ${passed ? 'rb-passed' : ''}`}>
            {c.kind === 'castrum' ? (
              <path d="M-22,-18 h10 v6 h6 v-6 h12 v6 h6 v-6 h10 v38 h-44 Z" />
            ) : c.kind === 'roma' ? (
              <path d="M0,-26 L7,-8 L26,-8 L11,4 L17,23 L0,12 L-17,23 L-11,4 L-26,-8 L-7,-8 Z" />
            ) : c.kind === 'start' ? (
              <circle r="22" />
            ) : (
              <circle r="15" />
            )}
            {label && (
              <text y={c.kind === 'step' ? 33 : 38} class="rb-cell-label">
                {words.length > 1
                  ? words.map((w, k) => (
                      <tspan key={k} x="0" dy={k ? '1em' : '-0.3em'}>
                        {w}
                      </tspan>
                    ))
                  : label}
              </text>
            )}
          </g>
        );
      })}
      {!moving && arrived.current.flash > 0 && (
        // Keyed by the march: a new arrival draws a new ring, whose animation runs once.
        <circle key={arrived.current.flash} cx={here.x} cy={here.y} r="26" class="rb-arrived" style={{ animationDelay: `${stepMs}ms` }} data-testid="caesar-arrived" />
      )}
      <g style={{ transform: `translate(${here.x}px, ${here.y}px)`, transitionDuration: `${stepMs}ms` }} class="rb-caesar" data-testid="caesar" data-cell={caesar}>
        <circle class="rb-caesar-shadow" r="19" cy="2.5" />
        <circle r="17" />
        <text y="6">C</text>
      </g>
    </svg>
  );
}

const sameSenate = (a: RubicoView, b: RubicoView) =>
  a.legionCounts.I === b.legionCounts.I &&
  a.legionCounts.XV === b.legionCounts.XV &&
  a.senate.length === b.senate.length &&
  a.senate.every((s, i) => {
    const o = b.senate[i];
    if (s.pos !== o.pos || s.faceUp !== o.faceUp) return false;
    if (!s.faceUp || !o.faceUp) return true;
    return s.active === o.active && s.effect === o.effect && s.legions.join() === o.legions.join();
  });

/**
 * `flipped`: positions the last move turned face up, which turn over in place. Memoized on what
 * it shows: a move that turns no Senate card over does not redraw the row.
 */
export const SenateRow = memo(SenateCards, (a, b) => a.flipped === b.flipped && sameSenate(a.view, b.view));

function SenateCards({ view, flipped }: { view: RubicoView; flipped?: ReadonlySet<number> }) {
  return (
    <div class="stack rb-senate-wrap" style="gap:8px">
      <div class="row rb-senate-head">
        <h3 class="grow rb-senate-title" style="margin:0">
          {t('rubico.senate.title')}
        </h3>
        <span class="badge">{t('rubico.senate.legions', view.legionCounts)}</span>
      </div>
      <div class="rb-senate">
        {view.senate.map((s: SenateSlotView) =>
          s.faceUp ? (
            <div key={s.pos} class={`rb-senate-card ${s.active ? 'rb-active' : ''} ${flipped?.has(s.pos) ? 'rb-just-flipped' : ''}`}>
              <div class="rb-legions">
                {s.legions.map((l) => (
                  <LegionStandard key={l} numeral={l} />
                ))}
              </div>
              <div class="rb-effect">{t(`rubico.senate.effect.${s.effect}`)}</div>
              {s.active && <div class="rb-ribbon">{t('rubico.senate.active')}</div>}
            </div>
          ) : (
            <div key={s.pos} class="rb-senate-card rb-down" role="img" aria-label={t('rubico.senate.faceDown')}>
              <SenateBack />
              {s.pos === 0 && <span class="rb-void-mark" aria-hidden="true">∅</span>}
            </div>
          ),
        )}
      </div>
    </div>
  );
}

export function powerName(card: PowerCard): string {
  return t(`rubico.power.${card}`);
}

/** A legion's standard, a small vexillum with its numeral: the numeral is the name too. */
function LegionStandard({ numeral }: { numeral: string }) {
  return (
    <span class="rb-vexillum" role="img" aria-label={`LEG ${numeral}`}>
      <svg viewBox="0 0 30 36" aria-hidden="true" focusable="false">
        <path d="M15 2 V35" stroke="#5a3a1a" stroke-width="2.2" />
        <path d="M5 6 H25" stroke="#5a3a1a" stroke-width="2" />
        <path d="M6 7 H24 V24 L19 21 L15 25 L11 21 L6 24 Z" fill="#a8321f" stroke="#8a5a12" stroke-width="1.2" />
        <text x="15" y="18" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="9" fill="#f3d58a">
          {numeral}
        </text>
      </svg>
    </span>
  );
}
