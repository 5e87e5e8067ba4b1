// Repubblica Ribelle's shared table, on the shared TableLayout: the map of the free zone is the
// board; the bar holds the decision of the moment with what must stay beside it (the silence,
// the round, its step and the Republic's health, the step's help, the mission, the last
// resolution, and at the end the scores); the tabs hold the rest (the mission's card, the round's
// six steps, the health track, every rebel's public facts, the automated partisans' face-up cards,
// the resolution's cards and sums, the map's key and the history). It renders only
// view(state, 'table').
import { Fragment, type ComponentChildren } from 'preact';
import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { useAgain } from '../../../ui/again.ts';
import { memo } from 'preact/compat';
import { t, tx } from '../../../i18n/index.ts';
import type { SeatInfo, TableProps } from '../../types.ts';
import type { MissionKind, PieceKind, PileKind, RibelleMove, RibelleView, SeatPublicView } from '../rules.ts';
import { DECISION_KINDS } from '../rules.ts';
import { reachable } from './reach.ts';
import { useAppArrivals } from './arrivals.ts';
import { BOARDS, MISSIONS } from '../content.ts';
import { ribelleHistory } from '../history.ts';
import { BoardViewport } from '../../../ui/BoardViewport.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Dialog.tsx';
import { TableLayout, WIDE_TABLE, useMedia } from '../../../ui/TableLayout.tsx';
import { useAct } from '../../../ui/useAct.ts';
import { hintMark, useHint } from '../../../ui/hint.ts';
import { MAP_ASPECT, MapView, mapFocus, mapOpening, type PieceSel, type Target } from './MapView.tsx';
import { PieceIcon } from './pieces.tsx';
import { CardBack, CardFace, LeaderFace, MissionCard, MissionStrip, SeatChip, ValuesKey, cardName, leaderName, placeName } from './parts.tsx';
import './layout.css';
import './map.css';
import './panels.css';
import './cards.css';
import './seats.css';

const PILES: PileKind[] = ['military', 'political', 'social'];

export function RibelleTable({ view, seats, decision, onMove, alone }: TableProps<RibelleView, RibelleMove>) {
  const { act, busy: pending } = useAct(onMove);
  // "Cosa farebbe Passamano?": the button of the app's choice is marked (a move: its piece, then where).
  const hint = useHint<RibelleMove>();
  const hintMove = hint?.type === 'move' ? hint : null;
  const [sel, setSel] = useState<PieceSel | null>(null);
  const [helpSeen, setHelpSeen] = useState<string | null>(null);
  const [helpWhole, setHelpWhole] = useState(false);
  const [history, setHistory] = useState(false);
  const [tab, setTab] = useState<SideTab | null>(null);
  const wide = useMedia(WIDE_TABLE);
  const arrived = useAppArrivals(view, seats);
  // A mission's resolution shows in the bar; on a landscape tablet its tab opens in the column
  // beside it too (a phone's drawer would hide the map). A new round goes back to the first tab.
  const resolved = view.resolution?.mission ?? null;
  useEffect(() => {
    if (wide) setTab(resolved ? 'resolution' : null);
  }, [resolved]);
  const kind = decision?.kind ?? null;
  const dseat = decision?.seat ?? -1;

  // A new step clears a half-made choice.
  useEffect(() => setSel(null), [kind, dseat, view.detail.mp]);
  // A new step's help starts as one line: its words in full are a tap away.
  useEffect(() => setHelpWhole(false), [view.helpKey]);

  const moving = kind === DECISION_KINDS.maneuver || kind === DECISION_KINDS.bonusMove;
  const mp = view.detail.mp ?? 0;
  const freeRadici = kind === DECISION_KINDS.maneuver && view.detail.radiciFree;
  const targets = useMemo(() => (moving && sel ? reachable(sel.from, mp, freeRadici) : NO_TARGETS), [moving, sel, mp, freeRadici]);
  const me = dseat >= 0 ? view.seats[dseat] : null;
  const marks = kind === DECISION_KINDS.loseDm && me ? me.dm : NO_MARKS;
  const focus = view.mission?.kind ?? null;

  const move = (to: string) => {
    if (!sel) return;
    void act({ type: 'move', piece: sel.piece, from: sel.from, to });
    setSel(null);
  };
  const openResolution = useCallback(() => setTab('resolution'), []);
  const pickPiece = (p: PieceSel) => setSel(sel && sel.from === p.from && sel.piece === p.piece ? null : p);

  const helpOpen = helpSeen !== view.helpKey && !!decision;
  // The mission and the last resolution: over the choice, or under it while pieces move or
  // cards are activated (there the choice's own buttons come first, in the bar's first screen).
  // While cards are activated the mission is counted: on a phone its strip gives way (its card
  // and the resolution's cards are in the tabs over the map; on a landscape tablet the
  // resolution's tab is open beside the bar).
  const activating = kind === DECISION_KINDS.activate;
  const late = moving || activating;
  // A new step, a new decision: the bar slides in (TableLayout) and the step's panels start afresh.
  const decideKey = `${view.step}|${kind ?? ''}|${dseat}`;
  // The help and the resolution's summary fade in again at each step, on the same elements.
  const again = useAgain(decideKey);
  // Keyed, so it keeps its elements where it moves from over the choice to under it.
  const context = (
    <Fragment key="context">
      {view.mission && (wide || !activating) && <MissionStrip mission={view.mission} objectives={view.objectives} target={view.target} players={view.players} />}
      {/* No button to the resolution's cards where its tab is open beside the bar already. */}
      {view.resolution && <ResolutionSummary view={view} seats={seats} again={again} onMore={(wide ? tab !== 'resolution' : !activating) ? openResolution : null} />}
    </Fragment>
  );
  const tabs: SideTab[] = view.resolution ? ['mission', 'rebels', 'resolution', 'legend'] : ['mission', 'rebels', 'legend'];

  return (
    <>
      <TableLayout
        class="rr"
        testid="rr-table"
        prefix="rr"
        label={t('ribelle.ui.panels')}
        aspect={MAP_ASPECT}
        board={
          <div class="rr-mapcol">
            <BoardViewport label={t('ribelle.ui.map')} resetLabel={t('ribelle.ui.map.reset')} initial={(w, h) => mapOpening(w, h, mapFocus(view, dseat))}>
              <MapView
                view={view}
                seats={seats}
                mover={moving ? dseat : null}
                selected={sel}
                targets={targets}
                marks={marks}
                pulse={arrived}
                onPiece={moving ? pickPiece : undefined}
                onTarget={move}
              />
            </BoardViewport>
          </div>
        }
        decideKey={decideKey}
        decide={
          <>
            <NowLine
              view={view}
              silent={view.talk === 'silent' && !alone}
              help={
                decision && !helpOpen
                  ? () => {
                      setHelpSeen(null);
                      setHelpWhole(true);
                    }
                  : null
              }
            />
            {/* The step's help at the head of the bar until it is understood: two lines (a tap
                shows it whole), so the choices of the moment stay in the bar's first screen. */}
            {helpOpen && (
              // The same element from step to step; its fade plays again at each step (rr-again).
              <section class={`rr-help ${helpWhole ? 'rr-help-whole' : ''}${again ? ' rr-again' : ''}`} role="note" aria-label={t('ribelle.ui.helpShow')} data-testid="step-help">
                <button type="button" class="rr-help-line" aria-expanded={helpWhole} onClick={() => setHelpWhole(!helpWhole)} data-testid="help-toggle">
                  <span class="rr-help-text">{t(view.helpKey)}</span>
                  <span class="rr-help-chev" aria-hidden="true" />
                </button>
                {helpWhole && (
                  <Button onClick={() => setHelpSeen(view.helpKey)} data-testid="help-ok">
                    {t('ribelle.ui.helpGotIt')}
                  </Button>
                )}
              </section>
            )}
            {!late && context}

            {kind === DECISION_KINDS.board && (
              <section class="panel stack" data-testid="board-choice" aria-labelledby="rr-boards-h">
                {/* Named for a screen reader (theme.css's sr-only); on screen the turn's banner already asks for a board. */}
                <h3 class="rr-boards-h sr-only" id="rr-boards-h">
                  {t('ribelle.ui.chooseBoard')}
                </h3>
                <div class="rr-boards">
                  {BOARDS.filter((b) => view.boardsFree.includes(b.id)).map((b) => (
                    <Button key={b.id} class="rr-board-btn" style={{ '--board': b.color }} disabled={pending} data-testid={`board-${b.id}`} onClick={() => act({ type: 'chooseBoard', board: b.id })} {...hintMark(hint, { type: 'chooseBoard', board: b.id })}>
                      <span class="rr-board-swatch" aria-hidden="true" />
                      <span class="rr-board-words">
                        <strong>{t(`ribelle.board.${b.id}`)}</strong>
                        <span class="small">{t('ribelle.ui.boardBase', { place: placeName(b.base[0]), faction: t(`ribelle.faction.${b.faction}`) })}</span>
                      </span>
                    </Button>
                  ))}
                </div>
              </section>
            )}

            {kind === DECISION_KINDS.staff && (
              <div class="tl-act">
                <Button variant="primary" big block disabled={pending} data-testid="ready" onClick={() => act({ type: 'ready' })} {...hintMark(hint, { type: 'ready' })}>
                  {t('ribelle.ui.ready')}
                </Button>
              </div>
            )}

            {moving && me && (
              <section class="panel stack" data-testid="move-panel">
                <div class="row rr-move-head">
                  <span class="badge rr-mp" data-testid="mp-left">
                    {t('ribelle.ui.mpLeft', { mp })}
                  </span>
                  {kind === DECISION_KINDS.maneuver && <span class={`badge ${freeRadici ? 'rr-free' : ''}`}>{freeRadici ? t('ribelle.ui.radiciFree') : t('ribelle.ui.radiciUsed')}</span>}
                </div>
                <p class="small" style="margin:0">
                  {sel ? t('ribelle.ui.pickPlace') : t('ribelle.ui.pickPiece')}
                </p>
                <PieceButtons me={me} seat={seats[dseat]} sel={sel} mp={mp} freeRadici={freeRadici} onPick={pickPiece} hinted={hintMove} />
                {sel && (
                  <div class="rr-chips" aria-label={t('ribelle.ui.pickPlace')}>
                    {targets.map((x) => (
                      <Button key={x.to} class="rr-chip" disabled={pending} onClick={() => move(x.to)} data-testid={`go-${x.to}`} {...(hintMove && sel && hintMove.piece === sel.piece && hintMove.from === sel.from && hintMove.to === x.to ? { 'data-hint': 'true' as const } : {})}>
                        {placeName(x.to)} · {x.cost === 0 ? t('ribelle.ui.cost.free') : t('ribelle.ui.cost.one')}
                      </Button>
                    ))}
                  </div>
                )}
              </section>
            )}
            {moving && me && late && context}
            {/* The bar's foot (sticky there): a child of the bar itself, so it sticks the whole way. */}
            {moving && me && (
              <div class="tl-act">
                {kind === DECISION_KINDS.maneuver ? (
                  <Button variant="primary" big block disabled={pending} data-testid="end-maneuver" onClick={() => act({ type: 'endManeuver' })} {...hintMark(hint, { type: 'endManeuver' })}>
                    {t('ribelle.ui.endManeuver')}
                  </Button>
                ) : (
                  <Button variant="primary" big block disabled={pending} data-testid="stop-moving" onClick={() => act({ type: 'stop' })} {...hintMark(hint, { type: 'stop' })}>
                    {t('ribelle.ui.stop')}
                  </Button>
                )}
              </div>
            )}

            {kind === DECISION_KINDS.reveal && (
              <div class="tl-act">
                <Button variant="primary" big block disabled={pending} data-testid="reveal" onClick={() => act({ type: 'reveal' })} {...hintMark(hint, { type: 'reveal' })}>
                  {t('ribelle.ui.reveal')}
                </Button>
              </div>
            )}

            {/* Keyed by the step: its half-made pick starts afresh with each step and seat. */}
            {activating && me && <ActivatePanel key={decideKey} view={view} seats={seats} seat={dseat} pending={pending} act={act} context={context} />}

            {kind === DECISION_KINDS.loseDm && me && (
              <section class="panel stack" data-testid="lose-dm">
                <div class="rr-chips">
                  {[...new Set(me.dm)].map((at) => (
                    <Button key={at} class="rr-chip" disabled={pending} data-testid={`remove-dm-${at}`} onClick={() => act({ type: 'removeDm', at })} {...hintMark(hint, { type: 'removeDm', at })}>
                      {t('ribelle.ui.removeDmAt', { place: placeName(at) })}
                    </Button>
                  ))}
                </div>
              </section>
            )}

            {kind === DECISION_KINDS.phaseBonus && me && (
              <section class="panel stack" data-testid="phase-bonus">
                <div class="row">
                  {(['dm', 'cp'] as PieceKind[]).map((p) => (
                    <Button key={p} big class="grow" disabled={pending || me.reserve[p] === 0} data-testid={`bonus-${p}`} onClick={() => act({ type: 'bonusPiece', piece: p })} {...hintMark(hint, { type: 'bonusPiece', piece: p })}>
                      {t('ribelle.ui.bonusPiece', { piece: t(`ribelle.piece.${p}.long`) })}
                    </Button>
                  ))}
                </div>
              </section>
            )}

            {/* The end: the scores and everything revealed are the table's last word. */}
            {view.scores && <ScoresPanel view={view} seats={seats} />}
            {view.final && <FinalPanel view={view} seats={seats} />}
          </>
        }
        tabs={tabs.map((k) => ({ id: k, label: t(`ribelle.ui.tab.${k}`) }))}
        tab={tab}
        onTab={setTab}
        // Only the open tab is drawn: a move never rebuilds panels nobody is looking at.
        panel={(k) =>
          k === 'mission' ? (
            <>
              {view.mission ? (
                <MissionCard mission={view.mission} objectives={view.objectives} target={view.target} players={view.players} />
              ) : (
                view.step !== 'board' && <p class="muted">{t('ribelle.ui.missionNone')}</p>
              )}
              <StepStrip roundStep={view.roundStep} round={view.round} phase={view.phase} demo={view.demo} />
              <HealthTrack value={view.health} max={view.healthMax} set={view.step !== 'board'} />
              <div class="rr-facts small">
                <span>{t('ribelle.ui.token', { name: seats[view.firstPlayer]?.name ?? '', token: t(`ribelle.token.${view.token}`), faction: t(`ribelle.faction.${view.favoured}`) })}</span>
                <span>{t('ribelle.ui.missionsLeft', { p1: view.missionDeck.phase1, p2: view.missionDeck.phase2 })}</span>
                <span>{t('ribelle.ui.deck', { deck: view.deckCount, discard: view.discardCount })}</span>
              </div>
            </>
          ) : k === 'rebels' ? (
            <>
              <SeatsPanel view={view} seats={seats} dseat={dseat} />
              {view.automated > 0 && <AutomatedPanel view={view} focus={focus} />}
              {view.phase === 2 && view.phaseCounts && <PhasePanel view={view} seats={seats} />}
            </>
          ) : k === 'resolution' ? (
            view.resolution && <ResolutionPanel view={view} seats={seats} />
          ) : (
            <>
              <MapLegend />
              <Button block onClick={() => setHistory(true)} data-testid="history-open">
                {t('ribelle.ui.history')}
              </Button>
            </>
          )
        }
      />
      {history && (
        <Modal title={tx(ribelleHistory.title)} closeLabel={t('ribelle.ui.close')} onClose={() => setHistory(false)}>
          <div class="rr-history" data-testid="history">
            {ribelleHistory.paragraphs.map((p, i) => (
              <p key={i}>{tx(p)}</p>
            ))}
            <p class="small muted">{tx(ribelleHistory.note)}</p>
          </div>
        </Modal>
      )}
    </>
  );
}

const NO_TARGETS: readonly Target[] = [];
const NO_MARKS: readonly string[] = [];

/**
 * The line over the decision: the silence of a political or social mission, the round and its
 * step, the Republic's health, and the step's help again on demand.
 */
function NowLine({ view, silent, help }: { view: RibelleView; silent: boolean; help: (() => void) | null }) {
  const set = view.step !== 'board';
  return (
    <div class="rr-now">
      {silent && (
        <div class="rr-silence" role="status" data-testid="silence">
          <svg class="rr-silence-icon" viewBox="0 0 32 32" aria-hidden="true">
            <path d="M5 7h22v14H14l-6 5v-5H5z" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round" />
            <path d="M4 4l24 24" stroke="currentColor" stroke-width="3" stroke-linecap="round" />
          </svg>
          <strong>{t('ribelle.talk.silent')}</strong>
        </div>
      )}
      <div class="rr-now-line small" data-testid="now-line">
        <span class="grow">
          <strong>{view.roundStep === 0 ? t('ribelle.roundStep.0') : t('ribelle.ui.round', { n: view.round })}</strong>
          {view.roundStep > 0 && ` · ${t(`ribelle.roundStep.${view.roundStep}`)}`}
          {set && (
            <>
              {' · '}
              <span class={`rr-now-health ${view.health <= 2 ? 'rr-now-low' : ''}`} data-testid="now-health">
                {t('ribelle.ui.healthShort', { n: view.health, max: view.healthMax })}
              </span>
            </>
          )}
        </span>
        {help && (
          <Button class="rr-help-again" onClick={help}>
            ? {t('ribelle.ui.helpShow')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** What the map's lines and pieces mean: fixed, drawn once. */
const MapLegend = memo(function MapLegend() {
  return (
    <div class="rr-map-legend small muted">
      <span>
        <PieceIcon kind="base" color="#b9a27a" /> {t('ribelle.ui.legend.base')}
      </span>
      <span>
        <PieceIcon kind="dm" color="#b9a27a" /> {t('ribelle.ui.legend.dm')}
      </span>
      <span>
        <PieceIcon kind="cp" color="#b9a27a" /> {t('ribelle.ui.legend.cp')}
      </span>
      <span>
        <i class="rr-key rr-key-radici" /> {t('ribelle.ui.legend.radici')}
      </span>
      <span>
        <i class="rr-key rr-key-road" /> {t('ribelle.ui.legend.road')}
      </span>
      <span>
        <i class="rr-key rr-key-river" /> {t('ribelle.ui.legend.river')}
      </span>
      <span>
        <i class="rr-key rr-key-mission" /> {t('ribelle.ui.legend.mission')}
      </span>
      <span>{t('ribelle.ui.map.hint')}</span>
    </div>
  );
});

type SideTab = 'mission' | 'rebels' | 'resolution' | 'legend';

/** The mission's resolution where the decision is: each rebel's total and the outcome. */
function ResolutionSummary({ view, seats, again, onMore }: { view: RibelleView; seats: readonly SeatInfo[]; again: boolean; onMore: (() => void) | null }) {
  const r = view.resolution!;
  const m = MISSIONS.find((x) => x.code === r.mission)!;
  const current = view.mission?.code === r.mission;
  return (
    <section class={`rr-res-summary${again ? ' rr-again' : ''}`} data-testid="resolution" aria-live="polite">
      <strong class="rr-res-head">{current ? t('ribelle.ui.resolutionNow') : t('ribelle.ui.lastResolution', { mission: `${r.mission} · ${t(`ribelle.mission.${r.mission}`)}` })}</strong>
      <div class="rr-res-totals">
        {r.seats.map((s) => (
          <span key={s.seat} class="rr-res-total" style={{ '--seat': seats[s.seat].color }}>
            <SeatChip seat={seats[s.seat]} /> <strong>{s.total ?? s.cards.reduce((a, c) => a + c[m.kind], 0) + (s.leader ? s.leader[m.kind] : 0)}</strong>
          </span>
        ))}
        {r.automated.map((a) => (
          <span key={`a${a.auto}`} class="rr-res-total">
            {t('ribelle.automated', { auto: a.auto })} <strong>{a.score}</strong>
          </span>
        ))}
      </div>
      {m.kind === 'military' && <span class="small">{t('ribelle.ui.teamTotal', { total: r.teamTotal, target: r.target })}</span>}
      {r.success !== null && (
        <p class={`rr-outcome ${r.success ? 'rr-ok' : 'rr-ko'}`} data-testid="mission-outcome">
          {r.success ? t('ribelle.ui.success') : t('ribelle.ui.failure')}
        </p>
      )}
      {onMore && (
        <Button class="rr-res-more" onClick={onMore} data-testid="resolution-more">
          {t('ribelle.ui.resolutionMore')}
        </Button>
      )}
    </section>
  );
}

function PieceButtons({ me, seat, sel, mp, freeRadici, onPick, hinted = null }: { me: SeatPublicView; seat: SeatInfo; sel: PieceSel | null; mp: number; freeRadici: boolean; onPick: (p: PieceSel) => void; hinted?: PieceSel | null }) {
  const pieces: PieceSel[] = [];
  for (const piece of ['dm', 'cp'] as PieceKind[]) for (const from of new Set(piece === 'dm' ? me.dm : me.cp)) pieces.push({ piece, from });
  const live = pieces.filter((p) => reachable(p.from, mp, freeRadici).length > 0);
  if (!live.length) return <p class="small muted">{t('ribelle.ui.noMoves')}</p>;
  return (
    <div class="rr-chips" role="group" aria-label={t('ribelle.ui.yourPieces', { name: seat.name })}>
      {live.map((p) => {
        const on = !!sel && sel.from === p.from && sel.piece === p.piece;
        return (
          <Button key={`${p.piece}-${p.from}`} class="rr-chip" style={{ '--seat': seat.color }} aria-pressed={on} data-testid={`pick-${p.piece}-${p.from}`} onClick={() => onPick(p)} {...(!on && hinted?.piece === p.piece && hinted.from === p.from ? { 'data-hint': 'true' as const } : {})}>
            <span class={`rr-mini rr-mini-${p.piece}`} aria-hidden="true" /> {t(`ribelle.piece.${p.piece}`)} · {placeName(p.from)}
          </Button>
        );
      })}
    </div>
  );
}

/** The round's six steps: drawn again only when the step, round or phase changes. */
const StepStrip = memo(function StepStrip({ roundStep, round, phase, demo }: { roundStep: number; round: number; phase: number; demo: boolean }) {
  const view = { roundStep, round, phase, demo };
  return (
    <section class="rr-steps" aria-label={t('ribelle.ui.steps')} data-testid="round-step">
      <div class="rr-steps-head">
        <strong>{view.roundStep === 0 ? t('ribelle.roundStep.0') : t('ribelle.ui.round', { n: view.round })}</strong>
        {view.roundStep > 0 && <span class="rr-step-now-name">{t(`ribelle.roundStep.${view.roundStep}`)}</span>}
        <span class="small">{t(`ribelle.phase.${view.phase}`)}</span>
        {view.demo && <span class="badge small">{t('ribelle.demo')}</span>}
      </div>
      <ol class="rr-steps-list">
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <li key={n} class={n === view.roundStep ? 'rr-now' : n < view.roundStep ? 'rr-past' : ''} aria-current={n === view.roundStep ? 'step' : undefined}>
            <span class="rr-step-n">{n}</span>
            <span class="rr-step-name">{t(`ribelle.roundStep.${n}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
});

/** `set`: false while the boards are chosen, before the game gives the Republic its health. */
const HealthTrack = memo(function HealthTrack({ value, max, set }: { value: number; max: number; set: boolean }) {
  return (
    <section class="rr-health" aria-label={set ? t('ribelle.ui.health', { n: value, max }) : t('ribelle.ui.healthUnset')} data-testid="health">
      <span class="small">{t('ribelle.health')}</span>
      <div class="rr-health-cells" aria-hidden="true">
        {Array.from({ length: max + 1 }, (_, v) => (
          <span key={v} class={`rr-hcell ${set && v === value ? 'rr-hnow' : ''} ${v === 0 ? 'rr-hzero' : ''}`}>
            {v}
          </span>
        ))}
      </div>
    </section>
  );
});

function ActivatePanel({ view, seats, seat, pending, act, context }: { view: RibelleView; seats: readonly SeatInfo[]; seat: number; pending: boolean; act: (m: RibelleMove) => Promise<unknown>; context: ComponentChildren }) {
  const hint = useHint<RibelleMove>();
  const hintCard = hint?.type === 'activate' ? hint.card : null;
  const [picking, setPicking] = useState<string | null>(null);
  const res = view.resolution?.seats.find((s) => s.seat === seat);
  const cards = (res?.cards ?? []).filter((c) => view.detail.activatable.includes(c.id));
  const card = cards.find((c) => c.id === picking) ?? null;
  const others = view.seats.filter((s) => s.seat !== seat);
  const me = view.seats[seat];
  const start = (id: string) => {
    const c = cards.find((x) => x.id === id)!;
    if (c.effect === 'discardPile' || c.effect === 'steal' || c.effect === 'place') setPicking(id);
    else void act({ type: 'activate', card: id });
  };
  return (
    <>
    <section class="panel stack" data-testid="activate-panel">
      {/* The values were counted: an activation is about the effect, so the faces here show it without them. */}
      <h3 class="rr-activate-h">{t('ribelle.ui.activateWhat', { name: seats[seat].name })}</h3>
      {!cards.length && <p class="muted small">{t('ribelle.ui.nothingToActivate')}</p>}
      {!card && (
        <div class="rr-hand" data-testid="activate-cards">
          {cards.map((c) => (
            <div key={c.id} class="rr-activable">
              <CardFace card={c} focus={view.mission?.kind} small effect />
              <Button variant="primary" block disabled={pending} data-testid={`activate-${c.id}`} onClick={() => start(c.id)} {...(hintCard === c.id ? { 'data-hint': 'true' as const } : {})}>
                {t('ribelle.ui.activate')}
              </Button>
            </div>
          ))}
        </div>
      )}
      {card && (
        <div class="stack" data-testid="activate-target">
          <strong>{t('ribelle.ui.chooseTarget')}</strong>
          <div class="rr-chips">
            {card.effect === 'discardPile' &&
              others.flatMap((o) =>
                PILES.filter((p) => o.piles[p] > 0).map((p) => (
                  <Button key={`${o.seat}-${p}`} class="rr-chip" disabled={pending} data-testid={`discard-pile-${o.seat}-${p}`} onClick={() => act({ type: 'activate', card: card.id, target: { seat: o.seat, pile: p } })} {...hintMark(hint, { type: 'activate', card: card.id, target: { seat: o.seat, pile: p } })}>
                    {t('ribelle.ui.targetPile', { name: seats[o.seat].name, pile: t(`ribelle.pile.${p}`), n: o.piles[p] })}
                  </Button>
                )),
              )}
            {card.effect === 'steal' &&
              others
                // Only action cards can be taken: the leader held counts in handSize, not here.
                .filter((o) => o.handSize - (o.leaderHeld ? 1 : 0) > 0)
                .map((o) => (
                  <Button key={o.seat} class="rr-chip" disabled={pending} data-testid={`steal-${o.seat}`} onClick={() => act({ type: 'activate', card: card.id, target: { seat: o.seat } })} {...hintMark(hint, { type: 'activate', card: card.id, target: { seat: o.seat } })}>
                    {t('ribelle.ui.targetHand', { name: seats[o.seat].name, n: o.handSize })}
                  </Button>
                ))}
            {card.effect === 'place' &&
              (['dm', 'cp'] as PieceKind[])
                .filter((p) => me.reserve[p] > 0)
                .map((p) => (
                  <Button key={p} class="rr-chip" disabled={pending} data-testid={`place-${p}`} onClick={() => act({ type: 'activate', card: card.id, piece: p })} {...hintMark(hint, { type: 'activate', card: card.id, piece: p })}>
                    {t('ribelle.ui.placePiece', { piece: t(`ribelle.piece.${p}`) })}
                  </Button>
                ))}
          </div>
          <Button onClick={() => setPicking(null)} data-testid="activate-cancel">
            {t('ribelle.ui.cancel')}
          </Button>
        </div>
      )}
    </section>
    {context}
    <div class="tl-act">
      <Button variant="primary" big block disabled={pending} data-testid="end-activation" onClick={() => act({ type: 'endActivation' })} {...hintMark(hint, { type: 'endActivation' })}>
        {t('ribelle.ui.endActivation')}
      </Button>
    </div>
    </>
  );
}

function ResolutionPanel({ view, seats }: { view: RibelleView; seats: readonly SeatInfo[] }) {
  const r = view.resolution!;
  const m = MISSIONS.find((x) => x.code === r.mission)!;
  const current = view.mission?.code === r.mission;
  const th = m.thresholds;
  return (
    <section class="panel stack rr-resolution" data-testid="resolution-full">
      <div class="row rr-cards-head">
        <h3 class="grow">{t(current ? 'ribelle.ui.resolution' : 'ribelle.ui.lastResolution', { mission: `${r.mission} · ${t(`ribelle.mission.${r.mission}`)}` })}</h3>
        <ValuesKey />
      </div>
      <div class="rr-res-grid">
        {r.seats.map((s) => (
          <div key={s.seat} class="rr-res-seat" style={{ '--seat': seats[s.seat].color }}>
            <div class="row">
              <SeatChip seat={seats[s.seat]} />
              {s.total !== null && <strong class="rr-total">{s.total}</strong>}
              {s.reached > 0 && <span class="badge">{t(s.reached === 2 ? 'ribelle.ui.reached2' : 'ribelle.ui.reached1')}</span>}
            </div>
            <div class="rr-hand rr-hand-small">
              {s.leader && <LeaderFace leader={s.leader} focus={m.kind} />}
              {s.cards.map((c) => (
                <CardFace key={c.id} card={c} focus={m.kind} small />
              ))}
              {!s.leader && !s.cards.length && <span class="muted small">{t('ribelle.ui.noCards')}</span>}
            </div>
            <div class="small">
              {s.total !== null
                ? t('ribelle.ui.totalLine', { cards: s.cardPoints, plus: s.plus, pieces: s.pieceBonus, base: s.baseBonus, total: s.total })
                : // Before the count the rules have not summed the cards yet: sum the faces shown.
                  t('ribelle.ui.totalPending', { cards: s.cards.reduce((a, c) => a + c[m.kind], 0) + (s.leader ? s.leader[m.kind] : 0) })}
            </div>
            {s.activated.length > 0 && (
              <div class="small muted">
                {t('ribelle.ui.activatedList', {
                  list: s.activated.map((a) => `${t(`ribelle.effect.${a.effect}`)}${a.target !== null ? ` → ${seats[a.target]?.name}` : ''}`).join('; '),
                })}
              </div>
            )}
          </div>
        ))}
        {r.automated.map((a) => (
          <div key={`a${a.auto}`} class="rr-res-seat rr-res-auto">
            <div class="row">
              <strong>{t('ribelle.automated', { auto: a.auto })}</strong>
              <strong class="rr-total">{a.score}</strong>
            </div>
            <div class="small">{t('ribelle.ui.automatedScore', { greens: a.greens, score: a.score })}</div>
          </div>
        ))}
      </div>
      {m.kind === 'military' && <p>{t('ribelle.ui.teamTotal', { total: r.teamTotal, target: r.target })}</p>}
      {r.success !== null && <p class={`rr-outcome ${r.success ? 'rr-ok' : 'rr-ko'}`}>{r.success ? t('ribelle.ui.success') : t('ribelle.ui.failure')}</p>}
      {r.highest && r.highest.kind !== 'none' && (
        <p class="small">
          {r.highest.kind === 'seat'
            ? t('ribelle.ui.highest', { name: seats[r.highest.seat].name })
            : r.highest.kind === 'auto'
              ? t('ribelle.ui.highestAuto')
              : t('ribelle.ui.highestTie')}
        </p>
      )}
      {r.lowest.length > 0 && <p class="small">{t('ribelle.ui.lowest', { names: r.lowest.map((s) => seats[s].name).join(', ') })}</p>}
      <details>
        <summary>{t('ribelle.ui.legendTitle')}</summary>
        <p class="small">{t(`ribelle.legend.${m.legend}`, th ? { low: th[0], high: th[1], highMinus: th[1] - 1 } : undefined)}</p>
      </details>
    </section>
  );
}

function AutomatedPanel({ view, focus }: { view: RibelleView; focus: MissionKind | null }) {
  return (
    <section class="panel stack" data-testid="automated">
      <div class="row rr-cards-head">
        <h3 class="grow">{t('ribelle.ui.automated')}</h3>
        {view.automatedHands.some((a) => a.cards.length > 0) && <ValuesKey />}
      </div>
      {view.automatedHands.map((a) => (
        <div key={a.auto} class="stack" style="gap:6px">
          <div class="row">
            <strong>{t('ribelle.automated', { auto: a.auto })}</strong>
            {a.greens !== null && a.score !== null && a.cards.length > 0 && <span class="badge">{t('ribelle.ui.automatedScore', { greens: a.greens, score: a.score })}</span>}
          </div>
          {a.cards.length ? (
            <div class="rr-hand rr-hand-small">
              {a.cards.map((c) => (
                <CardFace key={c.id} card={c} focus={focus} small />
              ))}
            </div>
          ) : (
            <span class="small muted">{t('ribelle.ui.automatedWaiting')}</span>
          )}
        </div>
      ))}
    </section>
  );
}

function SeatsPanel({ view, seats, dseat }: { view: RibelleView; seats: readonly SeatInfo[]; dseat: number }) {
  const inMission = view.step === 'mission' || view.step === 'reveal';
  return (
    <section class="panel stack" data-testid="seats" aria-label={t('ribelle.ui.rebels')}>
      <h3>{t('ribelle.ui.rebels')}</h3>
      <div class="rr-seats">
        {view.seats.map((s) => {
          const seat = seats[s.seat];
          return (
            <div key={s.seat} class={`rr-seatcard ${s.seat === dseat ? 'rr-deciding' : ''}`} style={{ '--seat': seat.color, '--board': s.color ?? seat.color }} data-testid={`seat-card-${s.seat}`}>
              <div class="row" style="gap:6px">
                <SeatChip seat={seat} />
                {s.seat === view.firstPlayer && <span class="rr-first" title={t('ribelle.ui.token', { name: seat.name, token: t(`ribelle.token.${view.token}`), faction: t(`ribelle.faction.${view.favoured}`) })}>1°</span>}
              </div>
              {s.board && (
                <div class="small">
                  <span class="rr-board-swatch" aria-hidden="true" /> {t(`ribelle.board.${s.board}`)} · {t(`ribelle.faction.${s.faction}`)}
                </div>
              )}
              <div class="rr-seat-hand">
                <CardBack />
                <span>
                  {t('ribelle.ui.hand', { n: s.handSize })} <span class="small muted">({t('ribelle.ui.handLimit', { n: s.handLimit })}{s.leaderHeld ? `, ${t('ribelle.ui.leaderHeld')}` : ''})</span>
                </span>
              </div>
              <div class="small">{t('ribelle.ui.support', { n: s.support + 1, mp: s.mp })}</div>
              <div class="small">{t('ribelle.ui.piles', { m: s.piles.military, p: s.piles.political, s: s.piles.social })}</div>
              <div class="small muted">{t('ribelle.ui.reserve', { dm: s.reserve.dm, cp: s.reserve.cp })}</div>
              {s.missionsWon.length > 0 && <div class="small">{t('ribelle.ui.won', { list: s.missionsWon.join(', ') })}</div>}
              {inMission && (
                <div class="rr-played" data-testid={`played-${s.seat}`}>
                  {Array.from({ length: s.playedCount }, (_, i) => (
                    <span key={i} class="rr-facedown" aria-hidden="true" />
                  ))}
                  <span class="small">
                    {t('ribelle.ui.playedDown', { n: s.playedCount })}
                    {s.passed ? ` · ${t(view.mission?.kind === 'military' ? 'ribelle.ui.doneMark' : 'ribelle.ui.passedMark')}` : ''}
                  </span>
                </div>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function PhasePanel({ view, seats }: { view: RibelleView; seats: readonly SeatInfo[] }) {
  return (
    <details class="panel" data-testid="phase-change" open={view.decision?.kind === DECISION_KINDS.phaseBonus}>
      <summary>
        <strong>{t('ribelle.ui.phaseChange')}</strong>
      </summary>
      <p class="small">{t('ribelle.ui.phaseCounts')}</p>
      <ul class="list">
        {view.phaseCounts!.map((v, i) => (
          <li key={i}>
            <SeatChip seat={seats[i]} /> {v}
          </li>
        ))}
      </ul>
      <p>{view.phaseBonusSeat !== null ? t('ribelle.ui.phaseBonusTo', { name: seats[view.phaseBonusSeat].name }) : t('ribelle.ui.phaseBonusNone')}</p>
    </details>
  );
}

const SCORE_ROWS = ['military', 'political', 'social', 'leader1', 'leader2', 'support', 'hand', 'dm', 'cp', 'missions'] as const;

function ScoresPanel({ view, seats }: { view: RibelleView; seats: readonly SeatInfo[] }) {
  const scores = view.scores!;
  return (
    <section class="panel stack" data-testid="final-scores">
      <h3>{t('ribelle.score.title')}</h3>
      <div class="rr-table-wrap">
        <table class="rr-scores">
          <thead>
            <tr>
              <td />
              {scores.map((s) => (
                <th key={s.seat}>
                  <SeatChip seat={seats[s.seat]} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SCORE_ROWS.map((k) => (
              <tr key={k}>
                <th scope="row">{t(`ribelle.score.${k}`)}</th>
                {scores.map((s) => (
                  <td key={s.seat}>{s[k]}</td>
                ))}
              </tr>
            ))}
            <tr class="rr-total-row">
              <th scope="row">{t('ribelle.score.total')}</th>
              {scores.map((s) => (
                <td key={s.seat}>{s.total}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

function FinalPanel({ view, seats }: { view: RibelleView; seats: readonly SeatInfo[] }) {
  const f = view.final!;
  return (
    <section class="panel stack" data-testid="final-reveal">
      <h3>{t('ribelle.ui.final')}</h3>
      {seats.map((s, i) => (
        <div key={i} class="stack" style="gap:4px">
          <SeatChip seat={s} />
          <div class="small">
            {t('ribelle.ui.finalHand', { list: [...(f.leaders[i] ? [leaderName(f.leaders[i]!)] : []), ...f.hands[i].map(cardName)].join(', ') || '—' })}
          </div>
          {PILES.map((p) => (
            <div key={p} class="small muted">
              {t('ribelle.ui.finalPiles', { pile: t(`ribelle.pile.${p}`), list: f.piles[i][p].map((c) => `${cardName(c)} (${c[p]})`).join(', ') || '—' })}
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}
