// The banner of the side to move and the phase, the game's state (hand, runs and barricades
// left, the score so far, the objectives taken), the Pagine Gialle, and the result at the end.
import { lang, t, tx } from '../../../i18n/index.ts';
import { listOf } from '../../../i18n/lists.ts';
import type { SeatInfo } from '../../types.ts';
import { HANDS } from '../content/index.ts';
import type { CityMap } from '../content/map-types.ts';
import { corteoRules, SEAT_SIDE, type CorteoView } from '../rules.ts';
import { boardOf } from './model.ts';
import { scenarioIn } from '../content/scenarios/index.ts';
import { PagineGialle } from './PagineGialle.tsx';
import { SocialeStatus } from './Sociale.tsx';
import { AntifascistaStatus } from './Antifascista.tsx';
import { handsOf } from '../rules/antifascista.ts';
import { AntirepressivoEnd, AntirepressivoStatus, blocOfSeat } from './Antirepressivo.tsx';
import { antirepressivoOutcome } from '../rules/antirepressivo.ts';

export const SIDE_COLOUR = { corteo: '#c0392b', potere: '#2f5d9e' } as const;

function phaseOf(v: CorteoView): string {
  switch (v.step) {
    case 'placeCorteo':
    case 'placePotere':
    case 'head':
      return 'setup';
    case 'move':
    case 'special':
      return 'move';
    case 'reinforce':
      return 'reinforce';
    case 'heads':
      return 'heads';
    case 'over':
      return 'over';
    default:
      return 'combat';
  }
}

export function Banner({ view, seats }: { view: CorteoView; seats: readonly SeatInfo[] }) {
  const d = view.step === 'over' ? null : corteoRules.decision(boardOf(view));
  const side = d ? SEAT_SIDE[d.seat] : view.side;
  const phase = phaseOf(view);
  // Who holds the device: a team's people ("Anna, Bruno e Carla"), or the one name.
  const seat = seats[d?.seat ?? 0];
  const names = seat?.members?.length ? listOf(seat.members) : seat?.name ?? '';
  // One line: the side to move (and who holds the device), the hand and the phase.
  return (
    <section class="co-banner" style={{ '--side': SIDE_COLOUR[side] }} data-testid="co-banner" data-side={side} aria-live="polite">
      <strong class="co-banner-side">{view.step === 'over' ? t('corteo.ui.phase.over') : t(`corteo.ui.toMove.${(d && blocOfSeat(view, d.seat)) ?? side}`, { names })}</strong>
      <span data-testid="co-phase">
        {view.hand > 0 && `${t('corteo.ui.handShort', { hand: view.hand, last: handsOf(view, HANDS) })} · `}
        {t(`corteo.ui.phase.${phase}`)}
        {(phase === 'move' || phase === 'combat') && view.side !== side && ` (${t(`corteo.side.${view.side}`)})`}
      </span>
      {d && <span class="co-banner-step small">{t(d.kind)}</span>}
    </section>
  );
}

export function Status({ view, city, onFind }: { view: CorteoView; city: CityMap; onFind: (hexes: string[]) => void }) {
  const l = lang.value === 'en' ? 'en' : 'it';
  const taken = city.objectives
    .map((o) => ({ o, covered: o.hexes.filter((k) => k in view.covered), held: o.hexes.filter((k) => k in view.held && !(k in view.covered)) }))
    .filter((x) => x.covered.length || x.held.length);
  return (
    <section class="panel stack co-status" aria-label={t('corteo.ui.status')} data-testid="co-status">
      <dl class="co-facts">
        <div><dt>{t('corteo.ui.score')}</dt><dd data-testid="co-score">{t('corteo.side.corteo')} {view.score.corteo} · {t('corteo.side.potere')} {view.score.potere}</dd></div>
        <div><dt>{t('corteo.ui.runs')}</dt><dd data-testid="co-runs">{view.runsLeft}</dd></div>
        <div><dt>{t('corteo.ui.barricades')}</dt><dd data-testid="co-barricades">{view.barricadesLeft}</dd></div>
        {view.hand > 0 && <div><dt>{t('corteo.ui.handLabel')}</dt><dd>{view.hand}/{handsOf(view, HANDS)}</dd></div>}
      </dl>
      <ScenarioStatus view={view} />
      {view.running && <p class="small co-running">{t('corteo.ui.running')}</p>}
      {view.headComponent && <p class="small">{t('corteo.ui.head', { component: t(`corteo.component.${view.headComponent}`) })}</p>}
      <div>
        <strong class="small">{t('corteo.ui.objectives')}</strong>
        {taken.length === 0 ? (
          <p class="small muted co-none">{t('corteo.ui.objectives.none')}</p>
        ) : (
          <ul class="co-taken" data-testid="co-taken">
            {taken.map(({ o, covered, held }) => (
              <li key={o.id}>
                <button type="button" class="co-link" onClick={() => onFind([...o.hexes])}>{o.name[l]}</button>
                {covered.length > 0 && ` · ${t('corteo.ui.points', { n: covered.reduce((n, k) => n + (view.covered[k] ?? 0), 0) })}`}
                {held.length > 0 && ` · ${t('corteo.ui.held')}`}
              </li>
            ))}
          </ul>
        )}
      </div>
      <strong class="small">{t('corteo.ui.pagineGialle')}</strong>
      <PagineGialle
        city={city}
        lang={l}
        placeholder={t('corteo.ui.search')}
        noneLabel={t('corteo.ui.search.none')}
        limit={6}
        onPick={(hit) => onFind([...hit.hexes])}
      />
    </section>
  );
}

/** A scenario's name, its own points and the state of its mobile objectives. */
function ScenarioStatus({ view }: { view: CorteoView }) {
  const sc = scenarioIn(view.options);
  if (!sc || !view.scen) return null;
  const left = view.scen.pieces.filter((p) => p.at.includes(',')).length;
  const stop = sc.scoring.some((r) => r.kind === 'stopInFront');
  return (
    <div class="small co-scenario" data-testid="co-scenario">
      <strong>{tx(sc.name)}</strong>
      <p style="margin:0" data-testid="co-scenario-points">{t('corteo.ui.scenario.points', { corteo: view.scen.points.corteo, potere: view.scen.points.potere })}</p>
      {sc.pieces.some((p) => p.id === 'motorcade') && <p style="margin:0">{t('corteo.ui.scenario.motorcade', { left })}</p>}
      {stop && <p style="margin:0" data-testid="co-scenario-stop">{t(view.scen.lost ? 'corteo.ui.scenario.stopLost' : 'corteo.ui.scenario.stopOpen')}</p>}
      <AntifascistaStatus view={view} />
      <SocialeStatus view={view} />
      <AntirepressivoStatus view={view} />
    </div>
  );
}

export function EndPanel({ view }: { view: CorteoView }) {
  const r = view.result;
  if (!r) return null;
  return (
    <section class="panel stack co-end" data-testid="co-end">
      <h3 data-testid="co-level">{t(view.scen?.blocs?.results ? (antirepressivoOutcome(view)?.reasonKey ?? r.level) : r.level)}</h3>
      {scenarioIn(view.options) && <p class="small" style="margin:0" data-testid="co-end-scenario">{tx(scenarioIn(view.options)!.name)}</p>}
      <dl class="co-facts">
        <div><dt>{t('corteo.ui.end.corteo')}</dt><dd data-testid="co-end-corteo">{view.score.corteo}</dd></div>
        <div><dt>{t('corteo.ui.end.potere')}</dt><dd data-testid="co-end-potere">{view.score.potere}</dd></div>
        <div><dt>{t('corteo.ui.end.final')}</dt><dd data-testid="co-end-final">{r.final}</dd></div>
      </dl>
      <AntirepressivoEnd view={view} />
    </section>
  );
}
