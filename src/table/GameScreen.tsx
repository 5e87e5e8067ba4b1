// The pass-and-play table. It shows the public table view, and whenever the next decision is
// a secret one it covers everything with the hand-off screen for that seat. A seat's private
// view is only ever computed and rendered after that seat's deliberate reveal. Seats the app
// plays get no cover: the table stays up while the app decides (app-turns.ts), at its pace.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameSession } from './session.ts';
import { t } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/icons.tsx';
import { ConfirmDialog, Modal } from '../ui/Dialog.tsx';
import { showToast } from '../ui/toast.tsx';
import { ReloadNotice } from '../ui/ReloadNotice.tsx';
import { Cover } from './Cover.tsx';
import { PrivateScreen } from './PrivateScreen.tsx';
import { EndScreen } from './EndScreen.tsx';
import { KeptTable } from './KeptTable.tsx';
import { describeLogEntry, logOf } from './log.ts';
import { publicSeats, seatPeople } from './seats.ts';
import { whatToShow, type Reveal } from './handoff.ts';
import { useAppTurns } from './app-turns.ts';
import { useClockAway } from './clock-away.ts';
import { useDoubleTapGuard } from '../ui/double-tap.ts';
import { AppDecidingBar, AppStrip, logNames } from './AppSeats.tsx';
import { useHint, type HintSource } from './hint.ts';
import { HintButton, HintLine } from './Hint.tsx';
import { HintContext } from '../ui/hint.ts';
import { PACE_MS, appPace, autoHideSec, holdMs } from '../shell/settings.ts';
import { navigate } from '../shell/router.ts';
import { pushGuardEntry, setLeaveGuard } from '../shell/history.ts';
import { SeatDot } from '../ui/seat-marks.tsx';

/**
 * `onReload` reloads the page into the version the server holds (the app's Play screen gives
 * the one that applies a waiting update): offered when the app's players cannot load.
 */

/** No decision on this screen: nothing to offer. */
const NO_MOVES: readonly unknown[] = [];
/**
 * `hints`: whether a person may ask "Cosa farebbe Passamano?" (the kiosk's staff can turn it off).
 */
export function GameScreen({ session, onReload = () => location.reload(), hints = true }: { session: GameSession; onReload?: () => void; hints?: boolean }) {
  const pkg = session.pkg;
  const meta = session.meta.value;
  const seats = meta.seats;
  const names = logNames(seats);
  const isApp = (seat: number) => !!seats[seat]?.app;
  const hasApp = seats.some((s) => s.app);
  // One person alone (app seats aside): no hand-off cover, nothing to hide from anybody.
  const alone = seats.filter((s) => !s.app).length === 1;
  // Read the signal so the screen re-renders after every committed move.
  session.state.value;
  const decision = session.decision();
  const outcome = session.outcome();

  const [reveal, setReveal] = useState<Reveal | null>(null);
  const revealRef = useRef(reveal);
  revealRef.current = reveal;
  const [askLeave, setAskLeave] = useState(false);
  const [panel, setPanel] = useState<'log' | 'look' | null>(null);

  // The second touch of a double tap never presses what the first one's move put under it.
  useDoubleTapGuard(session.log.value.length);
  // The Tournament clock does not count while nobody is at the table.
  useClockAway(session);

  const over = !!outcome;
  const overRef = useRef(over);
  overRef.current = over;
  useEffect(() => {
    // Browsers let the back button skip entries added without a user gesture: add the guard
    // entry now and again on the first touch, which counts as one.
    if (!overRef.current) pushGuardEntry();
    const onTouch = () => !overRef.current && pushGuardEntry();
    window.addEventListener('pointerdown', onTouch, { capture: true, once: true });
    return () => window.removeEventListener('pointerdown', onTouch, { capture: true });
  }, []);

  // Back asks before leaving a game in play; a finished game has nothing to lose, and its end
  // screen has no question to show, so one back simply leaves it: its guard entry goes too.
  useEffect(() => {
    if (over) {
      if ((history.state as { guard?: boolean } | null)?.guard) history.back();
      return;
    }
    setLeaveGuard(() => {
      // Back on a private screen hides the secret at once and asks on that seat's cover.
      const r = revealRef.current;
      if (r?.open) setReveal({ ...r, open: false });
      setAskLeave(true);
    });
    return () => setLeaveGuard(null);
  }, [over]);

  const fail = (reason?: string) => reason && showToast(t(reason), 'error');
  // The rules open at the one that applies to the step under way (on the table and on a private screen alike).
  const openRules = () => navigate({ name: 'help', gameId: meta.gameId, at: decision ? pkg.helpAt?.[decision.kind] : undefined });

  const showing = whatToShow(decision, outcome, reveal, isApp, alone);
  // The hint of a person's public decision on the table (a secret one is asked on its private screen).
  const hintSource: HintSource = { gameId: meta.gameId, rules: pkg.rules, state: () => session.state.value, seatCount: meta.setup.seatCount };
  const tableHintSeat = hints && showing.screen === 'table' && decision && !decision.secret && !isApp(decision.seat) && !outcome ? decision.seat : null;
  // Others watching, a seat whose view holds more than the table's (its cards, its role) is told
  // that they will see a hint that weighs it, before it is shown.
  const tableHint = useHint(
    hintSource,
    tableHintSeat,
    `${session.log.value.length}:${tableHintSeat}`,
    () => !alone && tableHintSeat !== null && JSON.stringify(session.view(tableHintSeat)) !== JSON.stringify(session.view('table')),
  );
  // The app plays only on the bare table: never under a person's cover, screen or dialog, nor
  // under a lesson's end card.
  const turns = useAppTurns(session, showing.screen !== 'table' || askLeave || panel !== null || session.held.value, (reason) => fail(reason));
  if (showing.screen === 'end') return <EndScreen session={session} />;

  const leaveDialog = askLeave && (
    <ConfirmDialog
      title={t('game.leave.title')}
      confirmLabel={t('game.leave.confirm')}
      cancelLabel={t('game.leave.cancel')}
      onCancel={() => setAskLeave(false)}
      onConfirm={() => {
        setLeaveGuard(null);
        setAskLeave(false);
        navigate({ name: 'home' }, true);
      }}
    >
      <p>{t('game.leave.body')}</p>
    </ConfirmDialog>
  );

  if (showing.screen === 'cover') {
    const { seat, purpose } = showing;
    return (
      <>
        <Cover
          key={`${seat}-${purpose}`}
          seat={seats[seat]}
          saveId={meta.id}
          seatIndex={seat}
          holdMs={holdMs.value}
          purpose={purpose}
          onReveal={() => setReveal({ seat, purpose, open: true })}
          onCancel={purpose === 'look' ? () => setReveal(null) : () => setAskLeave(true)}
        />
        {leaveDialog}
        <KeptTable key="kept-table" table={null} />
      </>
    );
  }

  if (showing.screen === 'private') {
    const { seat, purpose } = showing;
    return (
      <>
        <main class="screen game">
          <PrivateScreen
            // Alone, each secret decision is a screen of its own (no cover comes between them).
            key={alone ? `${seat}-${purpose}-${session.log.value.length}` : `${seat}-${purpose}`}
            pkg={pkg}
            seat={seat}
            seats={publicSeats(seats)}
            view={session.view(seat)}
            decision={showing.decision}
            moves={showing.decision ? session.legalMoves(seat) : NO_MOVES}
            autoHideSec={autoHideSec.value}
            // Nobody watches a person alone: no even dwell, and no hiding a decision to come back to it.
            minDwellMs={alone ? 0 : undefined}
            canHide={!alone || !showing.decision}
            // Alone there is no cover to leave from: the private screen has the way out.
            onLeave={alone ? () => setAskLeave(true) : undefined}
            // The step's rule is at hand here too: the step is public, so every seat's screen has it alike.
            onRules={openRules}
            onMove={async (move) => {
              const r = await session.play(seat, move);
              if (!r.ok) fail(r.reason);
              return r;
            }}
            staysOpen={() => {
              const d = session.decision();
              return !!d && d.secret && d.seat === seat;
            }}
            // The hint of a secret decision lives on its private screen alone.
            hints={hints && showing.decision ? { source: hintSource, why: pkg.hintWhy } : undefined}
            canUndo={() => session.canUndoSecret(seat)}
            onUndo={async () => {
              const r = await session.undo(seat, 'private');
              if (!r.ok) fail(r.reason);
              return r;
            }}
            // Back to the cover for whoever decides next, or to the table.
            onClose={() => setReveal(null)}
          />
          {leaveDialog}
        </main>
        {null}
        <KeptTable key="kept-table" table={null} />
      </>
    );
  }

  const tableView = session.view('table');
  const Table = pkg.Table;
  const decider = decision ? seats[decision.seat] : null;
  const appDecides = !!decision && isApp(decision.seat);
  // While the app decides, no control lets a person play for it.
  const personDecision = appDecides ? null : decision;
  const undoable = personDecision ? session.canUndo(personDecision.seat) : false;
  // The table is kept (KeptTable) while a cover or a private screen is up: lifting the cover
  // updates it instead of building it again.
  const table = (
    // --app-pace: how long the table's own animations of a move take, the app's pace setting.
    <main class="screen game" data-testid="table" style={{ '--app-pace': `${PACE_MS[appPace.value]}ms` }}>
      <div class="topbar">
        <Button class="icon-btn" aria-label={t('game.exit')} onClick={() => setAskLeave(true)}>
          <Icon name="back" />
        </Button>
        <h1>{meta.title}</h1>
        <Button
          class="icon-btn"
          aria-label={t('game.myCards')}
          // Alone, there is nobody to choose between: the person's own screen opens at once.
          onClick={() => (alone ? setReveal({ seat: seats.findIndex((s) => !s.app), purpose: 'look', open: true }) : setPanel('look'))}
        >
          <Icon name="eye" />
        </Button>
        <Button class="icon-btn" aria-label={t('game.log')} onClick={() => setPanel('log')}>
          <Icon name="log" />
        </Button>
        {/* The rules open at the one that applies to the step under way. */}
        <Button class="icon-btn" aria-label={t('game.rules')} onClick={openRules}>
          <Icon name="help" />
        </Button>
      </div>
      {hasApp && <AppStrip pkg={pkg} lines={turns.recent} seats={seats} tableView={tableView} />}
      {/* The app cannot play (its code gone with an update): say so and offer the reload; the
          game is saved at every move, so the reload lands on the same decision. */}
      {appDecides && decider && (turns.stuck.value ? <ReloadNotice message={t(turns.stuck.value)} onReload={onReload} /> : <AppDecidingBar seat={decider} paused={session.held.value} />)}
      {personDecision && decider && (
        <div class="decision-bar" style={{ '--seat': decider.color }} data-testid="decision-bar">
          <SeatDot color={decider.color} />
          <h2 class="grow">
            <span class="turn-name">{seatPeople(decider)}</span>
            <span class="sr-only">: </span>
            <span class="turn-step">{t(personDecision.kind)}</span>
          </h2>
          {undoable && (
            <Button
              onClick={async () => {
                const r = await session.undo(personDecision.seat);
                if (!r.ok) fail(r.reason);
              }}
            >
              <Icon name="undo" /> {t('game.undo')}
            </Button>
          )}
          {tableHintSeat !== null && <HintButton hint={tableHint.hint} onAsk={tableHint.ask} onHide={tableHint.hide} />}
        </div>
      )}
      {personDecision && <HintLine hint={tableHint.hint} why={pkg.hintWhy} onHide={tableHint.hide} onConfirm={() => tableHint.ask(true)} />}
      <HintContext.Provider value={tableHint.hint?.status === 'shown' ? tableHint.hint.move : null}>
      <Table
        view={tableView}
        seats={publicSeats(seats)}
        alone={alone}
        decision={personDecision}
        moves={personDecision && !personDecision.secret ? session.legalMoves(personDecision.seat) : NO_MOVES}
        clock={{ value: meta.clock ?? null, set: async (c) => (await session.setClock(c)).ok }}
        onMove={async (move) => {
          // The decision shown (a person's), and still not the app's now.
          const d = personDecision;
          const now = session.decision();
          if (!d || d.secret || (now && isApp(now.seat))) return { ok: false, reason: 'error.notYourTurn' };
          const r = await session.play(d.seat, move);
          if (!r.ok) fail(r.reason);
          return r;
        }}
      />
      </HintContext.Provider>
      {panel === 'log' && (
        <Modal title={t('game.log')} closeLabel={t('common.close')} onClose={() => setPanel(null)}>
          <ol class="log" data-testid="log">
            {logOf(tableView)
              .slice()
              .reverse()
              .map((e, i) => (
                <li key={i}>{describeLogEntry(pkg, e, names, tableView)}</li>
              ))}
          </ol>
        </Modal>
      )}
      {panel === 'look' && (
        <Modal title={t('game.myCards.who')} closeLabel={t('common.cancel')} onClose={() => setPanel(null)}>
          <div class="stack">
            {seats.map((s, i) => ({ s, i })).filter(({ s }) => !s.app).map(({ s, i }) => (
              <Button
                key={i}
                block
                style={{ '--seat': s.color, justifyContent: 'flex-start' }}
                onClick={() => {
                  setPanel(null);
                  setReveal({ seat: i, purpose: 'look', open: false });
                }}
              >
                <SeatDot color={s.color} /> {s.name}
              </Button>
            ))}
          </div>
        </Modal>
      )}
      {leaveDialog}
    </main>
  );
  return (
    <>
      {null}
      {null}
      <KeptTable key="kept-table" table={table} />
    </>
  );
}
