// FabRisiko!'s shared table: the map of the valley and, on the same screen (TableLayout), the
// Tournament clock, the phases of the turn with the current one lit, the events in force, the
// decision of the moment for the player the decision bar names, the battle under way and, at
// the end, the result; every player's resources, territories and cards and the map's legend in
// tabs. It renders only view(state, 'table'); the choices come from the rules through ui/legal.ts.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import type { SeatInfo, TableProps } from '../../types.ts';
import { FACTIONS, TERRITORIES, territoriesToWin } from '../content/index.ts';
import { BoardViewport, type BoardFocus } from '../../../ui/BoardViewport.tsx';
import { TableLayout, WIDE_TABLE, useMedia } from '../../../ui/TableLayout.tsx';
import { useAct } from '../../../ui/useAct.ts';
import type { FabMove, FabView, Step } from '../rules/types.ts';
import { tx, lang } from '../../../i18n/index.ts';
import { BattlePanel } from './Battle.tsx';
import { BattleResult } from './Result.tsx';
import { lastBattle, type BattleReport } from './report.ts';
import { DecisionPanel, mapTargets, tapNode, type Pick } from './Decisions.tsx';
import { MapView, MAP_ASPECT, cropAround } from './MapView.tsx';
import { useRecentTerritories } from './recent.ts';
import { fabMaxScale, followView, openingView, pointsOf } from './follow.ts';
import { TournamentClock } from './Clock.tsx';
import { OwnerSwatch } from './owners.tsx';
import './fab.css';
import './fab-stages.css';
import { SeatDot } from '../../../ui/seat-marks.tsx';

const PHASES = ['cards', 'event', 'place', 'buy', 'invade', 'battles', 'regroup', 'collect'] as const;
const PHASE_OF: Record<Step, (typeof PHASES)[number] | null> = {
  carnival: 'cards', swap: 'cards', event: 'event', revoltPick: 'event', revoltFlee: 'event', quake: 'event', heat: 'event',
  place: 'place', buy: 'buy', invade: 'invade', battles: 'battles', battle: 'battles', regroup: 'regroup', over: null,
};

const NO_PICK: Pick = { kind: null, from: null, to: null };
const NO_MOVES: readonly FabMove[] = [];

export function FabTable({ view, seats, decision, moves: legal, onMove, clock }: TableProps<FabView, FabMove>) {
  const { act, busy } = useAct(onMove);
  const [pick, setPick] = useState<Pick>(NO_PICK);
  const seat = decision && !decision.secret ? decision.seat : null;
  // The decision's legal moves come with the view (the shell lists them from the state).
  const moves = seat === null ? NO_MOVES : legal;
  // A new step or player clears a half-made choice.
  useEffect(() => setPick(NO_PICK), [view.step, seat, view.units.length, view.active]);
  // The last battle as the log tells it: a battle just over stays on the table (its result, the
  // last round's dice and losses) until a move is made here or it is tapped away.
  const report = useMemo(() => lastBattle(view.log), [view.log]);
  const [seen, setSeen] = useState('');
  const over = view.winners !== null;
  const resultKey = report ? `${view.globalTurn}|${report.attacker}|${report.at}|${report.volleys.length}` : '';
  const result: BattleReport | null = !over && !view.battle && report?.end && report.fresh && seen !== resultKey ? report : null;
  const play = (m: FabMove) => {
    if (result) setSeen(resultKey);
    void act(m).then((r) => {
      if (r?.ok && m.type === 'move') setPick(NO_PICK);
    });
  };
  // On a phone or a portrait tablet a battle, and then its result until it is seen, take the
  // stage: the battle's corner of the map at a readable scale in a lower board (fab-stages.css),
  // so the two sides, the dice and the roll, or how it ended and the button on, fit under it.
  const wide = useMedia(WIDE_TABLE);
  const staged = !wide && (view.battle || result) ? (view.battle?.at ?? result!.at) : null;
  const crop = staged === null ? null : cropAround(staged);
  const targets = new Set(seat === null || view.battle || staged !== null ? [] : mapTargets(view, moves, pick));
  const selected = view.step === 'invade' || view.step === 'regroup' ? pick.from : null;
  const [tab, setTab] = useState<'players' | 'legend' | null>(null);
  const recent = useRecentTerritories(view);
  const chosen = view.step === 'invade' || view.step === 'regroup' ? pick.to : null;
  // The map follows the action (follow.ts): the territories the decision can use, else what the
  // app just did; a small board opens at a scale where the map's words read, on the action or on
  // the territories of the player whose turn it is.
  const appDeciding = !!decision && !!seats[decision.seat]?.app;
  const action = appDeciding ? recent.cells : [...targets];
  const focus = useMemo((): BoardFocus => {
    const nodes = action;
    const key = appDeciding ? `app|${recent.seq}` : [view.step, view.active, seat ?? '', pick.kind ?? '', pick.from ?? '', nodes.join(',')].join('|');
    return { key, to: (w, h, current) => followView(current, pointsOf(nodes, w), w, h) };
  }, [appDeciding, recent.seq, view.step, view.active, seat, pick.kind, pick.from, action.join(',')]);
  const opening = (w: number, h: number) => {
    const own = view.owner.flatMap((o, i) => (o === view.active ? [i] : []));
    return openingView(pointsOf(action.length ? action : own, w), w, h);
  };
  // A new step, a new decision: the bar slides in (TableLayout) and the step's panels start afresh.
  const decideKey = `${view.step}|${view.battle?.stage ?? ''}|${seat ?? ''}`;
  return (
    <TableLayout
      // The battle under way takes the stage on a phone (fab-stages.css): a class, not :has(), which
      // would restyle the whole table at every change inside it.
      class={staged !== null ? 'fab fab-in-battle' : 'fab'}
      testid="fab-table"
      prefix="fab"
      label={t('fabrisiko.ui.panels')}
      aspect={MAP_ASPECT}
      board={
        // A battle's crop fills the board at scale 1: the viewport starts afresh when it comes and goes.
        <BoardViewport key={crop ? 'crop' : 'map'} label={t('fabrisiko.ui.map')} resetLabel={t('fabrisiko.ui.map.reset')} {...(crop ? {} : { initial: opening, focus, maxScale: fabMaxScale })}>
          <MapView view={view} seats={seats} targets={targets} selected={selected} chosen={chosen} recent={recent} crop={crop} onNode={(n) => tapNode(view, moves, pick, n, setPick, play)} />
        </BoardViewport>
      }
      decideKey={decideKey}
      decide={
        <>
          {view.options.tournament && clock && !over && (
            <TournamentClock
              clock={clock}
              timeUp={view.timeUp}
              // The rules take time-up at any step (rules/steps.ts): at any person's public decision here.
              canCall={seat !== null && !view.timeUp}
              onTimeUp={() => play({ type: 'timeUp' })}
            />
          )}
          {over ? <EndPanel view={view} seats={seats} /> : <Phases view={view} />}
          <Effects view={view} seats={seats} />
          {/* Keyed by the step: a battle's dice, pickers and choices start afresh with each step, as
              when the whole bar was drawn anew (the rest of the bar keeps its elements). */}
          {result && <BattleResult key={decideKey} report={result} seats={seats} onSeen={() => setSeen(resultKey)} foot={staged !== null} />}
          {view.battle && <BattlePanel key={decideKey} view={view} seats={seats} moves={moves} act={play} busy={busy} decides={seat !== null} report={report} />}
          {seat !== null && !view.battle && staged === null && (
            <DecisionPanel key={decideKey} view={view} seats={seats} seat={seat} moves={moves} pick={pick} setPick={setPick} act={play} busy={busy} />
          )}
        </>
      }
      tabs={[
        { id: 'players', label: t('fabrisiko.ui.players') },
        { id: 'legend', label: t('fabrisiko.ui.tab.legend') },
      ]}
      tab={tab}
      onTab={setTab}
      panel={(k) => (k === 'players' ? <Players view={view} seats={seats} /> : <Legend view={view} seats={seats} />)}
    />
  );
}

/** What the map's marks mean (each player's colour and pattern), and how many territories win. */
function Legend({ view, seats }: { view: FabView; seats: readonly SeatInfo[] }) {
  return (
    <div class="fab-legend small">
      {view.order.map((s) => (
        <span key={s} data-testid={`legend-owner-${s}`}>
          <OwnerSwatch seat={s} color={seats[s]?.color ?? '#777'} /> {seats[s]?.name}
        </span>
      ))}
      <span>
        <i class="fab-key fab-key-ridge" /> {t('fabrisiko.ui.legend.ridge')}
      </span>
      <span>
        <i class="fab-key fab-key-coin" /> {t('fabrisiko.ui.legend.res')}
      </span>
      <span>{t('fabrisiko.ui.toWin', { n: territoriesToWin(view.n) })}</span>
    </div>
  );
}

function Phases({ view }: { view: FabView }) {
  const now = PHASE_OF[view.step];
  return (
    <section class="fab-phases" aria-label={t('fabrisiko.ui.phases')} data-testid="phases">
      <span class="small muted fab-gt">{t('fabrisiko.ui.globalTurn', { n: view.globalTurn })}</span>
      <ol>
        {PHASES.map((p) => (
          <li key={p} class={p === now ? 'fab-phase-now' : ''} aria-current={p === now ? 'step' : undefined}>
            {t(`fabrisiko.ui.phase.${p}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Players({ view, seats }: { view: FabView; seats: readonly SeatInfo[] }) {
  return (
    <section class="fab-players" aria-label={t('fabrisiko.ui.players')}>
      {view.order.map((s) => {
        const terr = view.owner.filter((o) => o === s).length;
        const f = FACTIONS[view.faction[s]];
        const home = TERRITORIES.findIndex((x) => x.id === f.home);
        return (
          <div key={s} class={`fab-player${view.active === s ? ' fab-player-active' : ''}`} style={{ '--seat': seats[s]?.color }} data-testid={`player-${s}`}>
            <OwnerSwatch seat={s} color={seats[s]?.color ?? '#777'} />
            <span class="stack" style="gap:0">
              <strong>
                {seats[s]?.name} <span class="small muted">· {TERRITORIES[home].name} · {tx(f.abilityName, lang.value)}</span>
              </strong>
              <span class="small" data-testid={`player-${s}-line`}>
                {t('fabrisiko.ui.seatLine', { res: view.res[s], terr, cards: view.handSizes[s] })}
                {view.owner[home] !== s && ` · ${t('fabrisiko.ui.noSheet')}`}
              </span>
            </span>
          </div>
        );
      })}
    </section>
  );
}

function Effects({ view, seats }: { view: FabView; seats: readonly SeatInfo[] }) {
  const lines: string[] = [];
  if (view.palio) lines.push(t('fabrisiko.ui.effects.palio'));
  if (view.sagra.length) lines.push(t('fabrisiko.ui.effects.sagra', { names: view.sagra.map((s) => seats[s]?.name ?? '').join(', ') }));
  if (view.timeUp && !view.winners) lines.push(t('fabrisiko.ui.clock.ending'));
  if (!lines.length) return null;
  return (
    <section class="banner small" data-testid="effects">
      {lines.map((l, i) => (
        <p key={i} style="margin:0">{l}</p>
      ))}
    </section>
  );
}

function EndPanel({ view, seats }: { view: FabView; seats: readonly SeatInfo[] }) {
  const winners = view.winners ?? [];
  const names = winners.map((s) => seats[s]?.name ?? '').join(', ');
  const rows = view.order
    .map((s) => ({ s, terr: view.owner.filter((o) => o === s).length, score: view.scores?.[s] ?? null }))
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || b.terr - a.terr);
  return (
    <section class="panel stack" data-testid="fab-end">
      <h3>{t(winners.length > 1 ? 'fabrisiko.ui.end.winners' : 'fabrisiko.ui.end.winner', { names })}</h3>
      {view.endReason && <p class="small muted" style="margin:0">{t(view.endReason)}</p>}
      <ol class="fab-end-rows">
        {rows.map((r) => (
          <li key={r.s} style={{ '--seat': seats[r.s]?.color }} data-testid={`end-${r.s}`}>
            <SeatDot color={seats[r.s]?.color} /> <strong class="grow">{seats[r.s]?.name}</strong>
            <span>{t('fabrisiko.ui.end.row', { terr: r.terr })}</span>
            {r.score !== null && <strong>{t('fabrisiko.ui.end.score', { score: r.score })}</strong>}
          </li>
        ))}
      </ol>
    </section>
  );
}
