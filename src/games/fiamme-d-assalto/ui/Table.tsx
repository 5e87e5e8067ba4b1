// Fiamme d'assalto's table. Nothing is secret between players, so every step is played here, on
// one screen (TableLayout): the board (the mission's status with Ardimento and the command points,
// the card in play, the enemies, the units) and the decision of the moment, with the dice just
// rolled above it where the player looks; the diary and the company in tabs.
import type { ComponentChildren } from 'preact';
import { memo } from 'preact/compat';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import type { TableProps } from '../../types.ts';
import { Button } from '../../../ui/Button.tsx';
import { TableLayout } from '../../../ui/TableLayout.tsx';
import { useAct } from '../../../ui/useAct.ts';
import { hintMark, useHint } from '../../../ui/hint.ts';
import { ATTRIBUTES, CONSTANTS, GRENADES_MAX } from '../content.ts';
import type { FiammeMove, FiammeView, UnitView } from '../rules.ts';
import { PendingRoll, RollTray } from './Dice.tsx';
import { RosterPanel } from './Roster.tsx';
import { words } from './text.ts';
import { CardBack, EnemyHelmet, KindMark, UnitPortrait } from './art.tsx';
import { CardArt } from './card-art.tsx';
import { useAppMoveMarks } from './app-marks.ts';
import './fiamme.css';
import './fiamme-board.css';
import './fiamme-fit.css';
import { SeatDot } from '../../../ui/seat-marks.tsx';

type Seats = TableProps['seats'];

export function FiammeTable({ view, seats, decision, onMove }: TableProps<FiammeView, FiammeMove>) {
  const { act, busy } = useAct(onMove);
  // "Cosa farebbe Passamano?": the die, the unit or the button of the app's choice is marked.
  const hint = useHint<FiammeMove>();
  const names = useMemo(() => seats.map((s) => s.name), [seats]);
  // The dice's reroll handler stays one function across moves, so the memoized tray keeps still.
  const actNow = useRef(act);
  actNow.current = act;
  const onReroll = useMemo(() => (die: number, value?: number) => actNow.current(value === undefined ? { type: 'reroll', die } : { type: 'reroll', die, value }), []);
  // A unit card chosen as the active unit (spend step): one function across moves too.
  const onChoose = useMemo(() => (unit: number) => actNow.current({ type: 'choose', unit }), []);
  const live = !!decision && view.step !== 'over';
  const decider = view.decision ? seats[view.decision.seat] : null;
  const rerollStep = live && view.step === 'reroll';
  const marks = useAppMoveMarks(view, seats);
  const mark = (part: string) => markOf(marks, part);
  // The company of a campaign in a tab (the diary is the shell's, behind its log button).
  const [tab, setTab] = useState<'roster' | null>(null);
  // At the mission's end the company's record is in the bar itself, with the outcome.
  const over = view.step === 'over';
  const tabs = useMemo(() => (view.roster && !over ? [{ id: 'roster' as const, label: t('fiamme.ui.roster') }] : []), [!!view.roster, over]);
  const stepKey = `${view.step}-${view.turn}`;
  // The dice are shown whole while they are the news (just rolled, or a reroll open); after the
  // next move, on a phone, only their heading and result stay.
  const rollNews = useRollNews(view);
  return (
    <TableLayout
      class="fi"
      testid="fiamme-layout"
      prefix="fi"
      label={t('fiamme.ui.roster')}
      board={
        <div
          class="fi-board"
          // Should the board ever scroll inside (a short screen), it is reachable from the keyboard.
          role="region"
          aria-label={t('fiamme.ui.board')}
          tabIndex={0}
          data-testid="fiamme-table"
          data-step={view.step}
          data-sig={[view.log.length, view.step, view.decision?.seat ?? -1, view.choices.length, view.lastRoll?.seq ?? 0, view.lastRoll?.final ?? '', view.commandPoints.join(','), view.tokens.join(','), view.ardimento, view.active ?? -1, view.onCard.modifier, view.onCard.bomb, view.onCard.suppression, view.units.map((u) => u.grenades).join(','), view.pm, view.turn].join('|')}
        >
          <StatusBar view={view} seats={seats} marks={marks} />
          <div class="fi-field">
            <CardPanel
              phase={view.phase}
              tdn={view.phase === 'tdn' ? view.tdn.current : null}
              tr={view.phase !== 'tdn' ? view.trench.current : null}
              onCard={view.onCard}
              deckCount={view.phase === 'tdn' ? view.tdn.deckCount : view.trench.deckCount}
              mark={mark('card')}
            />
            <EnemiesPanel phase={view.phase} enemies={view.enemies} bagCount={view.bagCount} mark={mark('enemies')} />
          </div>
          <UnitsBoard view={view} seats={seats} marks={marks} choose={live && !busy && view.step === 'spend' ? onChoose : undefined} hinted={hint?.type === 'choose' ? hint.unit : null} />
        </div>
      }
      // No key of its own: the dice just rolled stay the same element from the roll to its
      // rerolls, so they tumble when rolled; the words and the choices come in with each step.
      decide={
        <NowBar stepKey={stepKey} step={view.step}>
          {view.lastRoll && (
            <RollTray
              mark={`${mark('roll')}${rollNews || view.step === 'reroll' ? '' : ' fi-roll-brief'}`}
              roll={view.lastRoll}
              seatNames={names}
              interactive={rerollStep && !busy}
              ardimento={view.ardimento}
              physical={view.physicalDice}
              onReroll={onReroll}
              hintedDie={hint?.type === 'reroll' ? hint.die : null}
            />
          )}
          <section class="fi-bar" style={decider ? { '--seat': decider.color } : undefined} aria-labelledby="fi-now-h" data-testid="fiamme-now">
            <h3 class="fi-now-h sr-only" id="fi-now-h">
              {t('fiamme.ui.now')}
            </h3>
            <div key={stepKey} class="fi-now-in">
              <Coaching text={words(view.explainKey, view.explainParams, names)} />
              {live && <Actions key={`${view.step}-${view.lastRoll?.seq ?? 0}-${view.turn}`} view={view} seats={seats} busy={busy} act={act} />}
            </div>
          </section>
          {over && view.roster && <RosterPanel roster={view.roster} />}
        </NowBar>
      }
      tabs={tabs}
      tab={tab}
      onTab={setTab}
      panel={() => (view.roster ? <RosterPanel roster={view.roster} /> : null)}
    />
  );
}

/**
 * Whether the last roll is the latest news: it was rolled (or rerolled) by the move that brought
 * this view, and no move has been written to the diary since. Worked out while drawing, from
 * the views before: no second drawing.
 */
function useRollNews(view: FiammeView): boolean {
  const seq = view.lastRoll?.seq ?? 0;
  const seen = useRef({ seq, log: view.log.length, news: false });
  if (seq !== seen.current.seq) seen.current = { seq, log: view.log.length, news: seq > 0 };
  else if (view.log.length !== seen.current.log) seen.current = { seq, log: view.log.length, news: false };
  return seen.current.news;
}

/**
 * The decision's bar: a new step starts at its top, not where the last one was scrolled to. Only
 * a bar that was scrolled is touched: setting scrollTop lays the page out there and then, in the
 * middle of the move's update (measured: 14 ms of every move at 4x, the table's largest cost).
 */
function NowBar({ stepKey, step, children }: { stepKey: string; step: string; children: ComponentChildren }) {
  const box = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  useLayoutEffect(() => {
    const bar = box.current?.closest('.tl-decide');
    if (!bar) return;
    const onScroll = () => (scrolled.current = true);
    bar.addEventListener('scroll', onScroll, { passive: true });
    return () => bar.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    const bar = box.current?.closest('.tl-decide');
    if (!bar || !scrolled.current) return;
    bar.scrollTop = 0;
    scrolled.current = false;
  }, [stepKey]);
  return (
    <div ref={box} class="fi-now-bar stack" data-step={step}>
      {children}
    </div>
  );
}

/**
 * The step's words: two lines on a phone, all of them on a tap (a tablet shows them all). The
 * tap and its "read it all" are offered only where the words are cut: a short step is plain text.
 */
function Coaching({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(true);
  const words = useRef<HTMLSpanElement>(null);
  // Measured once per text, folded: a few lines' layout, never on a move that keeps the words.
  useLayoutEffect(() => {
    setOpen(false);
    const el = words.current;
    if (el) setCut(el.scrollHeight > el.clientHeight + 1);
  }, [text]);
  const body = (
    <span class="fi-explain" data-testid="explain" ref={words}>
      {text}
    </span>
  );
  if (!cut) return <div class="fi-explain-toggle fi-explain-whole">{body}</div>;
  return (
    <button type="button" class="fi-explain-toggle" aria-expanded={open} data-more={t('fiamme.ui.more')} onClick={() => setOpen(!open)}>
      {body}
    </button>
  );
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const markOf = (marks: ReadonlySet<string>, part: string) => (marks.has(part) ? ' fi-app-moved' : '');

/** What the status bar shows, as one string: it redraws only when this changes. */
const statusKey = (v: FiammeView) =>
  [v.missionKey, v.phase, v.tdn.drawn, v.tdn.total, v.trench.drawn, v.trench.total, v.stage, v.turn, v.ardimento, v.ardimentoMax, v.commandPoints.join(), v.tokens.join(), v.mode, v.pm].join('|');

type StatusProps = { view: FiammeView; seats: Seats; marks: ReadonlySet<string> };

function StatusBarDrawn({ view, seats, marks }: StatusProps) {
  const mark = (part: string) => markOf(marks, part);
  const phase =
    view.phase === 'tdn'
      ? `${t('fiamme.ui.phase.tdn')} \u00b7 ${t('fiamme.ui.tdnCount', { n: view.tdn.drawn, total: view.tdn.total })}`
      : view.phase === 'trench'
        ? `${t('fiamme.ui.phase.trench')} \u00b7 ${
            view.trench.total !== null ? t('fiamme.ui.trenchCountOf', { n: view.trench.drawn, total: view.trench.total }) : t('fiamme.ui.trenchCount', { n: view.trench.drawn })
          }${view.stage === 2 ? ` \u00b7 ${t('fiamme.ui.stage2')}` : ''}`
        : t('fiamme.ui.phase.end');
  return (
    <section class="panel fi-status" data-testid="fiamme-status">
      <div class="fi-status-top">
        <strong class="fi-mission" data-testid="mission-name">{t(view.missionKey)}</strong>
        <span class="fi-phase">{phase}</span>
        {view.turn > 0 && <span class="fi-phase">· {t('fiamme.ui.turn', { n: view.turn })}</span>}
      </div>
      <div class="fi-status-row">
        <div class={`fi-ardimento${mark('ardimento')}`} role="img" aria-label={t('fiamme.ui.ardimentoOf', { n: view.ardimento, max: view.ardimentoMax })} data-testid="ardimento" data-value={view.ardimento}>
          <span class="fi-label">{t('fiamme.ui.ardimento')}</span>
          <span class="fi-track">
            {Array.from({ length: view.ardimentoMax + 1 }, (_, i) => (
              <span key={i} class={`fi-step${i === view.ardimento ? ' on' : ''}${i < view.ardimento ? ' below' : ''}`}>
                {i}
              </span>
            ))}
          </span>
        </div>
        <div class="fi-pcs" role="group" aria-label={t('fiamme.ui.pc')}>
          <span class="fi-label" aria-hidden="true">
            {t('fiamme.ui.pc')}
          </span>
          {view.commandPoints.map((_, seat) => (
            <CommandCounter key={seat} view={view} seat={seat} who={view.mode === 'coop' ? seats[seat] : undefined} mark={mark(`pc-${seat}`)} />
          ))}
        </div>
        {view.pm !== 'none' && <span class={`badge fi-pm fi-pm-${view.pm}`}>{t(`fiamme.pm.${view.pm}`)}</span>}
      </div>
    </section>
  );
}

const StatusBar = memo(StatusBarDrawn, (a: StatusProps, b: StatusProps) =>
  a.seats === b.seats && a.marks === b.marks && statusKey(a.view) === statusKey(b.view),
);

/**
 * A seat's command points: the one counter on the table. In the trenches the tokens saved in
 * no man's land spend like points, so they are counted in (and said so); before, they are
 * saved apart and shown apart.
 */
function CommandCounter({ view, seat, who, mark }: { view: FiammeView; seat: number; who?: { name: string; color: string }; mark: string }) {
  const tokens = view.tokens[seat] ?? 0;
  const inTrench = view.phase === 'trench';
  const points = view.commandPoints[seat] + (inTrench ? tokens : 0);
  const extra = tokens > 0 ? (inTrench ? t('fiamme.ui.tokensIn', { n: tokens }) : t('fiamme.ui.tokensOf', { n: tokens })) : '';
  const said = `${who ? t('fiamme.ui.pcOf', { name: who.name, points }) : `${t('fiamme.ui.pc')}: ${points}`}${extra ? ` (${extra})` : ''}`;
  return (
    <span class={`badge fi-pc${mark}`} style={who ? { '--seat': who.color } : undefined} data-testid={`pc-${seat}`} data-value={points}>
      <span class="sr-only">{said}</span>
      <span aria-hidden="true" class="fi-pc-shown">
        {who && <SeatDot color={who.color} />}
        {who && <span>{who.name}</span>}
        <b class="fi-pc-n">{points}</b>
        {tokens > 0 && <small>{t(inTrench ? 'fiamme.ui.tokensShortIn' : 'fiamme.ui.tokensShort', { n: tokens })}</small>}
      </span>
    </span>
  );
}

/** The open moves of one type, typed. */
function movesOf<T extends FiammeMove['type']>(view: FiammeView, type: T): Extract<FiammeMove, { type: T }>[] {
  return view.choices.filter((m): m is Extract<FiammeMove, { type: T }> => m.type === type);
}

function Actions({ view, seats, busy, act }: { view: FiammeView; seats: Seats; busy: boolean; act: (m: FiammeMove) => unknown }) {
  // "Cosa farebbe Passamano?": the button of the app's choice is marked.
  const hint = useHint<FiammeMove>();
  const has = <T extends FiammeMove['type']>(type: T) => movesOf(view, type);
  const unitName = (i: number) => t(view.units[i].nameKey);
  const extras = (
    <div class="fi-buttons">
      {has('usePM').length > 0 && (
        <Button disabled={busy} onClick={() => act({ type: 'usePM' })} {...hintMark(hint, { type: 'usePM' })} data-testid="move-usePM">
          {t('fiamme.ui.usePM')}
        </Button>
      )}
      {has('skip').length > 0 && (
        <Button disabled={busy} onClick={() => act({ type: 'skip' })} {...hintMark(hint, { type: 'skip' })} data-testid="move-skip">
          {t('fiamme.ui.skip')}
        </Button>
      )}
    </div>
  );
  if (view.pendingRoll) {
    return (
      <div class="stack">
        <PendingRoll pending={view.pendingRoll} physical={view.physicalDice} disabled={busy} onRoll={(values) => act(values ? { type: 'roll', values } : { type: 'roll' })} hinted={hint?.type === 'roll'} />
        {extras}
      </div>
    );
  }
  switch (view.step) {
    case 'reroll':
      return (
        <div class="stack tl-act">
          <Button variant="primary" big block disabled={busy} onClick={() => act({ type: 'accept' })} {...hintMark(hint, { type: 'accept' })} data-testid="move-accept">
            {t('fiamme.ui.accept')}
          </Button>
        </div>
      );
    case 'spend':
      return <SpendActions view={view} seats={seats} busy={busy} act={act} />;
    case 'volunteer':
      return (
        <div class="fi-buttons">
          {has('volunteer').map((m) => {
            const seat = m.seat;
            return (
              <Button key={seat} big style={{ '--seat': seats[seat]?.color }} disabled={busy} onClick={() => act(m)} {...hintMark(hint, m)} data-testid={`move-volunteer-${seat}`}>
                <SeatDot color={seats[seat]?.color} /> {t('fiamme.ui.volunteer', { name: seats[seat]?.name ?? '' })}
              </Button>
            );
          })}
        </div>
      );
    case 'pick':
      return (
        <div class="fi-buttons">
          {has('pick').map((m) => {
            const unit = m.unit;
            return (
              <Button key={unit} big disabled={busy} onClick={() => act(m)} {...hintMark(hint, m)} data-testid={`move-pick-${unit}`}>
                {t('fiamme.ui.pick', { unit: unitName(unit) })}
              </Button>
            );
          })}
        </div>
      );
    case 'veteran':
      return (
        <div class="fi-buttons">
          {has('improve').map((m) => {
            const { unit, attribute } = m;
            const from = view.units[unit].attrs[attribute];
            return (
              <Button key={attribute} big disabled={busy} onClick={() => act(m)} {...hintMark(hint, m)} data-testid={`move-improve-${attribute}`}>
                {t('fiamme.ui.improve', { attr: t(`fiamme.attr.${attribute}`), from, to: from + 1 })}
              </Button>
            );
          })}
        </div>
      );
    default:
      return null;
  }
}

function SpendActions({ view, seats, busy, act }: { view: FiammeView; seats: Seats; busy: boolean; act: (m: FiammeMove) => unknown }) {
  // "Cosa farebbe Passamano?": the button of the app's choice is marked.
  const hint = useHint<FiammeMove>();
  const [passFrom, setPassFrom] = useState<number | null>(null);
  const [passing, setPassing] = useState(false);
  const of = <T extends FiammeMove['type']>(type: T) => movesOf(view, type);
  const seat = view.decision?.seat ?? 0;
  const other = seats[1 - seat]?.name ?? '';
  const unitName = (i: number) => t(view.units[i].nameKey);
  const chooses = of('choose');
  const passes = of('pass');
  const ardimento = of('ardimento');
  const cost = (k: keyof typeof CONSTANTS) => CONSTANTS[k].value;
  const buys = of('modifier').length + ardimento.length + of('bomb').length + of('pmFlip').length + of('usePM').length + of('fuoco').length + (passes.length > 0 ? 1 : 0);
  // On a phone the purchases fold behind one tap when there are more than a row of them, so the
  // bar (the active unit's choice and "Done") and the board share the screen; a tablet shows all.
  const [showBuys, setShowBuys] = useState(false);
  const fold = buys > 3 && !passing;
  return (
    <div class="stack">
      {fold && (
        <Button class="fi-buys-toggle" aria-expanded={showBuys} onClick={() => setShowBuys(!showBuys)} data-testid="buys-toggle">
          {t(showBuys ? 'fiamme.ui.buysHide' : 'fiamme.ui.buysShow', { n: buys })}
        </Button>
      )}
      <div class={`fi-buttons fi-buys${fold && !showBuys ? ' fi-folded' : ''}`}>
        {of('modifier').length > 0 && (
          <Button disabled={busy} onClick={() => act({ type: 'modifier' })} {...hintMark(hint, { type: 'modifier' })} data-testid="move-modifier">
            {t('fiamme.ui.buy.modifier', { cost: cost('modifierCost') })}
          </Button>
        )}
        {ardimento.map((m) => (
          <Button key={m.partner ?? 0} disabled={busy} onClick={() => act(m)} {...hintMark(hint, m)} data-testid={m.partner ? 'move-ardimento-partner' : 'move-ardimento'}>
            {m.partner ? t('fiamme.ui.buy.ardimentoPartner', { name: other }) : t('fiamme.ui.buy.ardimento', { cost: cost('ardimentoCost') })}
          </Button>
        ))}
        {of('bomb').length > 0 && (
          <Button disabled={busy} onClick={() => act({ type: 'bomb' })} {...hintMark(hint, { type: 'bomb' })} data-testid="move-bomb">
            {t('fiamme.ui.buy.bomb', { cost: cost('bombCost') })}
          </Button>
        )}
        {of('pmFlip').length > 0 && (
          <Button disabled={busy} onClick={() => act({ type: 'pmFlip' })} {...hintMark(hint, { type: 'pmFlip' })} data-testid="move-pmFlip">
            {t('fiamme.ui.buy.pmFlip', { cost: cost('pmFlipCost') })}
          </Button>
        )}
        {of('usePM').length > 0 && (
          <Button disabled={busy} onClick={() => act({ type: 'usePM' })} {...hintMark(hint, { type: 'usePM' })} data-testid="move-usePM">
            {t('fiamme.ui.usePM')}
          </Button>
        )}
        {of('fuoco').map((m) => (
          <Button key={m.unit} disabled={busy} onClick={() => act(m)} {...hintMark(hint, m)} data-testid={`move-fuoco-${m.unit}`}>
            {t('fiamme.ui.buy.fuoco', { unit: unitName(m.unit), cost: cost('fuocoCost') })}
          </Button>
        ))}
        {passes.length > 0 && !passing && (
          <Button disabled={busy} onClick={() => setPassing(true)} data-testid="move-pass">
            {t('fiamme.ui.buy.pass', { cost: cost('passCost') })}
          </Button>
        )}
      </div>
      {passing && (
        <div class="fi-sub stack">
          <span>{passFrom === null ? t('fiamme.ui.buy.passFrom') : t('fiamme.ui.buy.passTo')}</span>
          <div class="fi-buttons">
            {passFrom === null
              ? [...new Set(passes.map((m) => m.from))].map((u) => (
                  <Button key={u} disabled={busy} onClick={() => setPassFrom(u)} data-testid={`pass-from-${u}`}>
                    {unitName(u)}
                  </Button>
                ))
              : passes
                  .filter((m) => m.from === passFrom)
                  .map((m) => (
                    <Button key={m.to} disabled={busy} onClick={() => act(m)} {...hintMark(hint, m)} data-testid={`pass-to-${m.to}`}>
                      {unitName(m.to)}
                    </Button>
                  ))}
            <Button
              variant="ghost"
              onClick={() => {
                setPassing(false);
                setPassFrom(null);
              }}
            >
              {t('fiamme.ui.cancel')}
            </Button>
          </div>
        </div>
      )}
      {/* The active unit is chosen on its card on the table (UnitsBoard): the bar says how. */}
      {chooses.length > 0 && (
        <p class="fi-sub fi-choose-hint" data-testid="choose-hint">
          {t('fiamme.ui.buy.chooseTap', { cost: chooseCost(view) })}
        </p>
      )}
      <div class="tl-act">
        <Button variant="primary" big block disabled={busy} onClick={() => act({ type: 'done' })} {...hintMark(hint, { type: 'done' })} data-testid="move-done">
          {t('fiamme.ui.done')}
        </Button>
      </div>
    </div>
  );
}

type CardProps = {
  phase: FiammeView['phase'];
  tdn: FiammeView['tdn']['current'];
  tr: FiammeView['trench']['current'];
  onCard: FiammeView['onCard'];
  deckCount: number;
  mark: string;
};

/** The card in play, face up, with the deck beside it; redrawn only when one of them changes. */
function CardPanelDrawn({ tdn, tr, onCard, deckCount, mark }: CardProps) {
  const marks = [
    onCard.modifier && t('fiamme.ui.onCard.modifier'),
    onCard.bomb && t('fiamme.ui.onCard.bomb'),
    onCard.suppression > 0 && t('fiamme.ui.onCard.suppression', { n: onCard.suppression }),
  ].filter(Boolean) as string[];
  return (
    <section class={`panel fi-card-panel${mark}`} data-testid="card-panel">
      <h3 class="sr-only">{t('fiamme.ui.card')}</h3>
      <Deck n={deckCount} />
      {!tdn && !tr && <p class="muted" style="margin:0">{t('fiamme.ui.noCard')}</p>}
      {tdn && (
        <div key={tdn.id} class="fi-card fi-card-tdn" data-testid="current-card" data-card={tdn.id}>
          <CardArt id={tdn.id} />
          <span class="fi-card-kind">
            <KindMark kind="tdn" />
            {t('fiamme.ui.phase.tdn')}
          </span>
          <strong class="fi-card-name">{t(tdn.nameKey)}</strong>
          {tdn.test && <span class="fi-card-line">{t('fiamme.ui.test', { attr: t(`fiamme.attr.${tdn.test.attr}`), difficulty: tdn.test.difficulty })}</span>}
          {tdn.sniper !== null && <span class="fi-card-line">{t('fiamme.card.sniper', { target: tdn.sniper })}</span>}
          {tdn.pc > 0 && <span class="fi-card-line">{t('fiamme.card.tokens', { points: tdn.pc })}</span>}
        </div>
      )}
      {tr && (
        <div key={tr.id} class={`fi-card fi-card-trench fi-kind-${tr.kind}`} data-testid="current-card" data-card={tr.id}>
          <CardArt id={tr.id} />
          <span class="fi-card-kind">
            <KindMark kind={tr.kind} />
            {tr.kind === 'objective' ? t('fiamme.card.kind.objective') : tr.kind === 'link' ? t('fiamme.card.kind.link') : t('fiamme.ui.phase.trench')}
          </span>
          <strong class="fi-card-name">{t(tr.nameKey)}</strong>
          {tr.test && <span class="fi-card-line">{t('fiamme.ui.test', { attr: t(`fiamme.attr.${tr.test.attr}`), difficulty: tr.test.difficulty })}</span>}
          <div class="fi-enemy-table" role="table" aria-label={t('fiamme.ui.enemyTable')}>
            <span class="fi-et-title">{t('fiamme.ui.enemyTable')}</span>
            <div class="fi-et-cells" role="row">
              {tr.enemies.map((n, i) => (
                <span key={i} class="fi-et-cell" role="cell">
                  <small>{i + 1}</small>
                  <b>{n}</b>
                </span>
              ))}
            </div>
          </div>
          {tr.fire !== null && <span class="fi-card-line fi-fire-square">{t('fiamme.ui.fireFactor', { n: tr.fire })}</span>}
          {tr.special && <span class="fi-card-line fi-special">{t(`fiamme.card.special.${tr.special}`)}</span>}
        </div>
      )}
      {marks.length > 0 && (
        <div class="row fi-marks">
          {marks.map((m) => (
            <span key={m} class="badge">{m}</span>
          ))}
        </div>
      )}
    </section>
  );
}

const CardPanel = memo(CardPanelDrawn, (a: CardProps, b: CardProps) =>
  a.phase === b.phase && a.deckCount === b.deckCount && a.mark === b.mark && same(a.tdn, b.tdn) && same(a.tr, b.tr) && same(a.onCard, b.onCard),
);

/** The deck still to draw, its top card face down, with how many cards are left. */
function Deck({ n }: { n: number }) {
  return (
    <span class="fi-deck" data-testid="deck">
      <CardBack />
      <b aria-hidden="true">{n}</b>
      <span class="sr-only">{t('fiamme.ui.deck', { n })}</span>
    </span>
  );
}

type EnemiesProps = { phase: FiammeView['phase']; enemies: FiammeView['enemies']; bagCount: number; mark: string };

function EnemiesPanelDrawn({ phase, enemies, bagCount, mark }: EnemiesProps) {
  if (phase === 'tdn' && enemies.length === 0) return null;
  return (
    <section class={`panel${mark}`} data-testid="enemies">
      <div class="row" style="justify-content:space-between">
        <h3 class="fi-h" style="margin:0">{t('fiamme.ui.enemies')}</h3>
        <span class="badge fi-bag" aria-label={t('fiamme.ui.bagLabel', { n: bagCount })} data-testid="bag">
          {t('fiamme.ui.bag', { n: bagCount })}
        </span>
      </div>
      {enemies.length === 0 ? (
        <p class="muted" style="margin:8px 0 0">{t('fiamme.ui.noEnemies')}</p>
      ) : (
        <div class="fi-enemies">
          {enemies.map((e) => (
            <div
              key={e.slot}
              class={`fi-token fi-${e.side}${e.unbreakable ? ' fi-hard' : ''}`}
              role="img"
              aria-label={`${e.side === 'front' ? t('fiamme.ui.enemyFront', { n: e.slot + 1, fire: e.fire ?? 0, melee: e.melee }) : t('fiamme.ui.enemyBack', { n: e.slot + 1, melee: e.melee })}${e.unbreakable ? `, ${t('fiamme.ui.enemyHard')}` : ''}`}
              data-testid={`enemy-${e.slot}`}
            >
              <EnemyHelmet />
              {e.side === 'front' ? (
                <>
                  <span class="fi-tk-fire">
                    <small>{t('fiamme.ui.fire')}</small>
                    {e.fire}
                  </span>
                  <span class="fi-tk-melee">
                    <small>{t('fiamme.ui.melee')}</small>
                    {e.melee}
                  </span>
                </>
              ) : (
                <span class="fi-tk-melee">
                  <small>{t('fiamme.ui.melee')}</small>
                  {e.melee}
                </span>
              )}
              {e.unbreakable && <span class="fi-tk-hard" aria-hidden="true">✖</span>}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

const EnemiesPanel = memo(EnemiesPanelDrawn, (a: EnemiesProps, b: EnemiesProps) =>
  a.phase === b.phase && a.bagCount === b.bagCount && a.mark === b.mark && same(a.enemies, b.enemies),
);

/** What choosing the active unit costs in this mode. */
const chooseCost = (view: FiammeView) => (view.mode === 'coop' ? CONSTANTS.selectCostCoop.value : CONSTANTS.selectCostSolo.value);

/**
 * The units' cards. `choose`: while the active unit may be bought (spend step), the cards the
 * rules offer are buttons that choose it.
 */
export function UnitsBoard({ view, seats, marks, choose, hinted = null }: { view: FiammeView; seats: Seats; marks?: ReadonlySet<string>; choose?: (unit: number) => void; hinted?: number | null }) {
  const offered = choose ? new Set(movesOf(view, 'choose').map((m) => m.unit)) : null;
  const cost = chooseCost(view);
  const board = useRef<HTMLElement>(null);
  // The cards to tap are brought into the board's view when they are offered (with two players,
  // the second row sits under the decision on a phone). After the paint: the page is laid out
  // then, so this costs no layout of its own in the move's update.
  const offeredKey = offered ? [...offered].join(',') : '';
  useEffect(() => {
    if (!offeredKey) return;
    const cards = board.current?.querySelectorAll('.fi-choosable');
    if (!cards?.length) return;
    // The status stays at the board's top (sticky): the cards are brought in below it.
    const scroller = board.current?.closest<HTMLElement>('.fi-board');
    const status = scroller?.querySelector('.fi-status');
    if (scroller && status) scroller.style.scrollPaddingTop = `${Math.ceil(status.getBoundingClientRect().height)}px`;
    cards[cards.length - 1].scrollIntoView({ block: 'nearest' });
    cards[0].scrollIntoView({ block: 'nearest' });
  }, [offeredKey]);
  return (
    <section class="fi-units-board" data-testid="units" ref={board}>
      <h3 class="sr-only">{t('fiamme.ui.units')}</h3>
      <Legend />
      <div class="fi-units">
        {view.units.map((u) => (
          <UnitCard
            key={u.index}
            u={u}
            seat={view.mode === 'coop' ? seats[u.owner] : undefined}
            mark={marks ? markOf(marks, `unit-${u.index}`) : ''}
            choose={offered?.has(u.index) ? choose : undefined}
            hinted={hinted === u.index}
            chooseLabel={offered?.has(u.index) ? t('fiamme.ui.buy.chooseUnit', { unit: t(u.nameKey), cost }) : ''}
          />
        ))}
      </div>
    </section>
  );
}

/** The cards' short names and marks, in words, once for all the cards (never changes). */
const Legend = memo(function Legend() {
  return (
    <>
      {/* The cards' short attribute names, in words, once for all the cards. */}
      <p class="fi-legend" data-testid="attr-legend">
        {t('fiamme.ui.attrLegend')}
        <span class="fi-legend-pips" aria-hidden="true">
          <span class="fi-pips fi-wounds">
            <span class="on" />
          </span>{' '}
          {t('fiamme.ui.woundsShort')}
          {' \u00b7 '}
          <span class="fi-pips fi-grenades">
            <span class="on" />
          </span>{' '}
          {t('fiamme.ui.grenadesShort')}
        </span>
      </p>
    </>
  );
});

function Pips({ n, max, cls, label }: { n: number; max: number; cls: string; label: string }) {
  return (
    <span class={`fi-pips ${cls}`} role="img" aria-label={label}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} class={i < n ? 'on' : ''} />
      ))}
    </span>
  );
}

type UnitProps = { u: UnitView; seat?: { name: string; color: string }; mark: string; choose?: (unit: number) => void; chooseLabel: string; hinted?: boolean };

/** One unit's card; redrawn only when the unit, its commander or its mark changes. */
function UnitCardDrawn({ u, seat, mark, choose, chooseLabel, hinted }: UnitProps) {
  return (
    <article
      class={`fi-unit fi-${u.status}${u.active ? ' fi-active' : ''}${choose ? ' fi-choosable' : ''}${mark}`}
      style={seat ? { '--seat': seat.color } : undefined}
      data-testid={`unit-${u.index}`}
      data-status={u.status}
      aria-label={`${t(u.nameKey)}, ${t(`fiamme.unit.status.${u.status}`)}${u.active ? `, ${t('fiamme.ui.active')}` : ''}`}
    >
      <header class="fi-unit-head">
        <UnitPortrait kind={u.kind} />
        <div class="fi-unit-title">
          {/* Whose unit: the commander's colour in the commander's shape, as beside their name. */}
          {seat && <SeatDot color={seat.color} />}
          <strong>{t(u.nameKey)}</strong>
          {u.active && <span class="fi-active-tag">{t('fiamme.ui.active')}</span>}
          {u.status !== 'ready' && <span class="fi-status-tag">{t(`fiamme.unit.status.${u.status}`)}</span>}
        </div>
      </header>
      <dl class="fi-attrs">
        {ATTRIBUTES.map((a) => (
          <div key={a} class={u.veteran === a ? 'fi-vet-attr' : ''} data-testid={`attr-${u.index}-${a}`} data-value={u.attrs[a]} title={t(`fiamme.attr.${a}`)}>
            <dt>
              <abbr title={t(`fiamme.attr.${a}`)} aria-label={t(`fiamme.attr.${a}`)}>
                {t(`fiamme.ui.attrShort.${a}`)}
              </abbr>
            </dt>
            <dd>
              {u.attrs[a]}
              {u.veteran === a && <span class="fi-star" aria-label={t('fiamme.ui.veteran', { attr: t(`fiamme.attr.${a}`) })}>★</span>}
            </dd>
          </div>
        ))}
      </dl>
      <div class="fi-unit-foot">
        <span class="fi-foot-item">
          <Pips n={u.wounds} max={CONSTANTS.woundsToEliminate.value} cls="fi-wounds" label={t('fiamme.ui.wounds', { n: u.wounds })} />
        </span>
        {u.penalty && u.status === 'ready' && <span class="fi-penalty">{t('fiamme.ui.woundsPenalty')}</span>}
        <span class="fi-foot-item">
          <Pips n={u.grenades} max={GRENADES_MAX} cls="fi-grenades" label={t('fiamme.ui.grenades', { n: u.grenades })} />
        </span>
        {u.fuoco && (
          <span class="fi-foot-item fi-fuoco" data-testid={`fuoco-${u.index}`}>
            {t('fiamme.ui.attrShort.fuoco')} {u.fuoco[0]}/{u.fuoco[1]}
          </span>
        )}
        {(u.missions > 0 || u.veteran) && (
          <span class="fi-missions" data-testid={`missions-${u.index}`}>
            {'✦'.repeat(Math.min(u.missions, 5))} {t('fiamme.ui.missions', { n: u.missions })}
          </span>
        )}
      </div>
      {choose && (
        <button type="button" class="fi-unit-choose" aria-label={chooseLabel} data-testid={`move-choose-${u.index}`} onClick={() => choose(u.index)} {...(hinted ? { 'data-hint': 'true' as const } : {})}>
          <span aria-hidden="true">{t('fiamme.ui.chooseTag')}</span>
        </button>
      )}
    </article>
  );
}

const UnitCard = memo(UnitCardDrawn, (a: UnitProps, b: UnitProps) =>
  a.mark === b.mark && a.choose === b.choose && a.hinted === b.hinted && a.chooseLabel === b.chooseLabel && a.seat?.name === b.seat?.name && a.seat?.color === b.seat?.color && same(a.u, b.u),
);
