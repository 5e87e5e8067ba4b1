// The special rules on the table (section 13): the die a special rule asks for (the wind, a
// short throw, a jam, a unit waiting to arrive) with what it decides, the delegations' and the
// finanza's places, the button that starts a jam, and on the map the smoke with the wind's
// arrow, the jams and the units still waiting.
import { lang, t } from '../../../i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { hintMark, useHint } from '../../../ui/hint.ts';
import { PendingRoll } from '../../../ui/Dice.tsx';
import { diceWords } from './Dice.tsx';
import type { HexLayout } from '../../../engine/hex.ts';
import type { CityMap } from '../content/map-types.ts';
import type { CorteoMove, CorteoView } from '../rules.ts';
import { centre, hexPath, SIZE } from './city-draw.ts';
import { placeName, unitName } from './model.ts';
import './special.css';
import { MoreList } from '../../../ui/MoreList.tsx';

interface SpecialProps {
  view: CorteoView;
  city: CityMap;
  moves: readonly CorteoMove[];
  play: (m: CorteoMove) => void;
  busy: boolean;
}

/** A metro station or a barracks by its own name (with the street when it has one). */
function spotName(city: CityMap, k: string): string {
  const en = lang.value === 'en';
  const station = city.metro.find((m) => m.hex === k);
  const barracks = city.barracks.find((b) => b.hexes.includes(k));
  const own = station ? station.name : barracks?.name;
  const street = placeName(city, k);
  if (!own) return street;
  const name = en ? own.en : own.it;
  return street === k || street === name ? name : `${name} (${street})`;
}

/** The 'special' step: a die to roll, or a place to choose for an arriving unit. */
export function SpecialDecision({ view, city, moves, play, busy }: SpecialProps) {
  const hint = useHint<CorteoMove>();
  const r = view.rolls?.[0];
  if (!r) return null;
  const title = t(`corteo.step.special.${r.kind}`);
  if (r.kind === 'place') {
    return (
      <div class="stack" data-testid="special-place">
        <p class="small co-hint">{title}</p>
        <strong>{unitName(r.unit)}</strong>
        <MoreList inBar class="co-choices co-scroll" data-testid="targets">
          {moves.map((m) => m.type === 'place' && (
            <Button key={m.at} disabled={busy} data-testid={`target-${m.at}`} onClick={() => play(m)} {...hintMark(hint, m)}>{spotName(city, m.at)}</Button>
          ))}
        </MoreList>
      </div>
    );
  }
  const what = 'unit' in r ? unitName(r.unit.split('+')[0]) : t('corteo.ui.special.at', { place: placeName(city, r.at) });
  return (
    <div class="stack" data-testid="special-roll">
      <p class="small co-hint">{title}</p>
      <strong>{r.kind === 'short' ? `${what} \u2192 ${placeName(city, r.at)}` : what}</strong>
      <PendingRoll
        key={`${r.kind}-${view.log.length}`}
        dice={[{ role: r.kind, name: t('corteo.ui.die'), detail: t(`corteo.roll.${r.kind}`), tag: null }]}
        physical={!!view.options.physicalDice}
        disabled={busy}
        words={diceWords('corteo.ui.special.roll')}
        onRoll={(faces) => play({ type: 'roll', ...(faces ? { faces } : {}) })}
        hinted={hint?.type === 'roll'}
      />
    </div>
  );
}

/** In the movement phase, the button that lights the avenues where a jam may be tried. */
export function JamToggle({ moves, on, set }: { moves: readonly CorteoMove[]; on: boolean; set: (on: boolean) => void }) {
  if (!moves.some((m) => m.type === 'jam')) return null;
  return (
    <div class="stack co-jam" data-testid="jam-panel">
      {on && <p class="small co-hint">{t('corteo.ui.special.jamHint')}</p>}
      <Button aria-pressed={on} data-testid="jam" onClick={() => set(!on)}>{t(on ? 'corteo.ui.special.jamCancel' : 'corteo.ui.special.jam')}</Button>
    </div>
  );
}

/** The hexes where a tap tries a jam, while the jam button is on. */
export function jamTargets(moves: readonly CorteoMove[]): Map<string, CorteoMove> {
  return new Map(moves.filter((m): m is Extract<CorteoMove, { type: 'jam' }> => m.type === 'jam').map((m) => [m.at, m]));
}

const WOOD_DARK = '#5a2d0c';

/** One barricade centred on (x, y), for a hex of centre-to-corner `size`, named for screen readers. */
export function BarricadeMark({ x, y, size: s, testid }: { x: number; y: number; size: number; testid?: string }) {
  const name = t('corteo.ui.mode.barricade');
  // A pointy hex a little inside the hex's own edge: the pale ground the beams stand on.
  const ground = [0, 1, 2, 3, 4, 5].map((i) => { const a = ((60 * i - 30) * Math.PI) / 180; return `${(Math.cos(a) * s * 0.82).toFixed(2)} ${(Math.sin(a) * s * 0.82).toFixed(2)}`; });
  return (
    <g class="co-barricade" role="img" aria-label={name} data-testid={testid} transform={`translate(${x} ${y})`}>
      <title>{name}</title>
      {/* Inline styles: the picker's rule for its hexes' outlines must not restyle these. */}
      <path d={`M${ground.join('L')}Z`} style={{ fill: 'rgba(255, 236, 200, 0.85)', stroke: WOOD_DARK, strokeWidth: s * 0.12 }} />
      <path d={`M${-s * 0.55} ${-s * 0.5}L${s * 0.55} ${s * 0.35}M${s * 0.55} ${-s * 0.5}L${-s * 0.55} ${s * 0.35}`} style={{ fill: 'none', stroke: WOOD_DARK, strokeWidth: s * 0.26, strokeLinecap: 'round' }} />
      <rect x={-s * 0.7} y={s * 0.12} width={s * 1.4} height={s * 0.32} rx={s * 0.06} style={{ fill: '#a0652f', stroke: '#3b1d08', strokeWidth: s * 0.08 }} />
    </g>
  );
}

/**
 * The barricades (5d) on their hexes: two crossed beams on a plank, in wood colours on a pale
 * ground so they read on any terrain. No unit may stand on a barricade, so nothing covers it.
 */
export function BarricadeMarks({ barricades, layout, city }: { barricades: readonly { hex: string }[]; layout: HexLayout; city: CityMap }) {
  const here = barricades.filter((b) => city.hexes[b.hex]);
  if (!here.length) return null;
  return (
    <g class="co-barricades">
      {here.map((b) => {
        const c = centre(layout, b.hex);
        return <BarricadeMark key={b.hex} x={c.x} y={c.y} size={SIZE} testid={`barricade-${b.hex}`} />;
      })}
    </g>
  );
}

/** What the special rules put on the map, drawn over the city and under the counters. */
export function SpecialMarks({ view, layout, city }: { view: Pick<CorteoView, 'smoke' | 'jams' | 'units'>; layout: HexLayout; city: CityMap }) {
  const smoke = (view.smoke ?? []).filter((x) => city.hexes[x.hex]);
  const jams = (view.jams ?? []).filter((k) => city.hexes[k]);
  const waiting = view.units.filter((u) => u.waits !== undefined && city.hexes[u.at]);
  if (!smoke.length && !jams.length && !waiting.length) return null;
  return (
    <g class="co-special-marks" aria-hidden="true">
      {smoke.map((x) => {
        const c = centre(layout, x.hex);
        // The wind blew from the opposite side: the arrow points where it went.
        const a = x.dir === undefined ? null : (-60 * x.dir * Math.PI) / 180;
        return (
          <g key={`s${x.hex}`} data-testid={`smoke-${x.hex}`}>
            <path class="co-smoke" d={hexPath(layout, x.hex, 0.9)} />
            <circle class="co-smoke-puff" cx={c.x - SIZE * 0.3} cy={c.y + SIZE * 0.1} r={SIZE * 0.35} />
            <circle class="co-smoke-puff" cx={c.x + SIZE * 0.25} cy={c.y - SIZE * 0.15} r={SIZE * 0.4} />
            {a !== null && (
              <path
                class="co-wind"
                d={`M${c.x - Math.cos(a) * SIZE * 0.7} ${c.y - Math.sin(a) * SIZE * 0.7}L${c.x + Math.cos(a) * SIZE * 0.7} ${c.y + Math.sin(a) * SIZE * 0.7}`}
                marker-end="url(#co-wind-head)"
              />
            )}
          </g>
        );
      })}
      {jams.map((k) => {
        const c = centre(layout, k);
        return (
          <g key={`j${k}`} data-testid={`jam-${k}`}>
            <path class="co-jammed" d={hexPath(layout, k, 0.9)} />
            <rect class="co-car" x={c.x - SIZE * 0.6} y={c.y - SIZE * 0.45} width={SIZE * 0.55} height={SIZE * 0.35} rx={SIZE * 0.08} />
            <rect class="co-car co-car-b" x={c.x + SIZE * 0.05} y={c.y + SIZE * 0.1} width={SIZE * 0.55} height={SIZE * 0.35} rx={SIZE * 0.08} />
          </g>
        );
      })}
      {waiting.map((u) => {
        const c = centre(layout, u.at);
        return <text key={`w${u.id}`} class="co-waiting" x={c.x} y={c.y - SIZE * 0.72} data-testid={`waiting-${u.id}`}>{'\u231b'}</text>;
      })}
      <defs>
        <marker id="co-wind-head" viewBox="0 0 6 6" refX="5" refY="3" markerWidth="4" markerHeight="4" orient="auto">
          <path d="M0 0L6 3L0 6z" class="co-wind-head" />
        </marker>
      </defs>
    </g>
  );
}
