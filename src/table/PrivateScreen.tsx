// A seat's private screen. It closes itself when the seat confirms, when the page is hidden
// (app switch, screen off) and after an idle time, so a device put down shows nothing; the
// idle close is announced by a countdown a touch cancels.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GamePackage, MoveResult } from '../games/types.ts';
import type { PendingDecision, Seat, SeatInfo } from '../engine/types.ts';
import { t } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/icons.tsx';
import { MIN_SECRET_DWELL_MS } from './handoff.ts';
import { useHint, type HintSource } from './hint.ts';
import { HintButton, HintLine } from './Hint.tsx';
import { HintContext } from '../ui/hint.ts';
import './private-screen.css';
import { SeatDot } from '../ui/seat-marks.tsx';

/** How many seconds before it covers itself on idle the screen says so. */
export const IDLE_WARNING_SEC = 5;

export interface PrivateScreenProps {
  pkg: GamePackage;
  seat: Seat;
  /** Names and colours only (publicSeats): the game's Private screen gets these. */
  seats: readonly SeatInfo[];
  view: unknown;
  decision: PendingDecision | null;
  /** The seat's legal moves for its decision (none when it only looks). */
  moves: readonly unknown[];
  autoHideSec: number;
  minDwellMs?: number;
  onMove: (move: unknown) => Promise<MoveResult>;
  /** Called when the screen must close (after a move, on hide, on idle, or on request). */
  onClose: (why: 'done' | 'hidden' | 'idle' | 'user') => void;
  /** True when, after a move, the next decision is again this seat's secret one. */
  staysOpen: () => boolean;
  /** False when hiding the screen would only bring it straight back (a person alone). */
  canHide?: boolean;
  /** A person alone leaves the game from here (there is no cover to leave from). */
  onLeave?: () => void;
  /**
   * Opens the game's rules at the one that applies to the step under way (the step is public: the
   * table names it). On every seat's screen alike, in the same place, whatever the secret.
   */
  onRules?: () => void;
  /** Whether the seat may take back its own last secret move here (the table never offers it). */
  canUndo?: () => boolean;
  onUndo?: () => Promise<MoveResult>;
  /**
   * "Cosa farebbe Passamano?" for this seat's decision (absent: not offered). Asked and shown
   * here alone: the hint of a secret decision never reaches the table.
   */
  hints?: { source: HintSource; why?: string };
}

/** No hints on this screen: a source never asked. */
const NO_SOURCE: HintSource = { gameId: '', rules: null as never, state: () => null, seatCount: 0 };

export function PrivateScreen(p: PrivateScreenProps) {
  const openedAt = useRef(performance.now());
  const [sealing, setSealing] = useState(false);
  // Each decision the screen stays open for is a fresh mount of the game's screen: a screen that
  // holds its buttons after a successful move, and any half-made choice, belong to the last one.
  const [decisionNo, setDecisionNo] = useState(0);
  const closeRef = useRef(p.onClose);
  closeRef.current = p.onClose;
  const mounted = useRef(true);
  useEffect(() => {
    // Start at the top of the seat's screen, whatever the table was scrolled to.
    window.scrollTo(0, 0);
    // The finger that held the reveal ring lifts over this new screen: that release must not
    // press whatever button now lies under it.
    let pressedHere = false;
    const press = () => (pressedHere = true);
    const swallow = (e: Event) => {
      if (!pressedHere) {
        e.stopPropagation();
        e.preventDefault();
      }
    };
    window.addEventListener('pointerdown', press, true);
    window.addEventListener('click', swallow, true);
    return () => {
      mounted.current = false;
      window.removeEventListener('pointerdown', press, true);
      window.removeEventListener('click', swallow, true);
    };
  }, []);

  // The idle cover warns first: for its last seconds a countdown says the screen is about to
  // cover itself, and any touch keeps it open (a player reading slowly is not cut off).
  const [warnLeft, setWarnLeft] = useState<number | null>(null);
  useEffect(() => {
    const onVis = () => document.visibilityState === 'hidden' && closeRef.current('hidden');
    document.addEventListener('visibilitychange', onVis);
    window.addEventListener('pagehide', onVis);
    const warnSec = Math.min(IDLE_WARNING_SEC, Math.floor(p.autoHideSec / 2));
    let hideTimer = 0;
    let warnTimer = 0;
    let tick = 0;
    const arm = () => {
      clearTimeout(hideTimer);
      clearTimeout(warnTimer);
      clearInterval(tick);
      setWarnLeft(null);
      hideTimer = window.setTimeout(() => closeRef.current('idle'), p.autoHideSec * 1000);
      if (warnSec < 1) return;
      warnTimer = window.setTimeout(() => {
        setWarnLeft(warnSec);
        tick = window.setInterval(() => setWarnLeft((n) => (n !== null && n > 1 ? n - 1 : n)), 1000);
      }, (p.autoHideSec - warnSec) * 1000);
    };
    arm();
    window.addEventListener('pointerdown', arm, true);
    window.addEventListener('keydown', arm, true);
    return () => {
      clearTimeout(hideTimer);
      clearTimeout(warnTimer);
      clearInterval(tick);
      document.removeEventListener('visibilitychange', onVis);
      window.removeEventListener('pagehide', onVis);
      window.removeEventListener('pointerdown', arm, true);
      window.removeEventListener('keydown', arm, true);
    };
  }, [p.autoHideSec]);

  const onMove = async (move: unknown): Promise<MoveResult> => {
    if (sealing) return { ok: false, reason: 'error.busy' };
    const r = await p.onMove(move);
    if (!r.ok || !p.decision) return r;
    if (p.staysOpen()) {
      openedAt.current = performance.now();
      if (mounted.current) setDecisionNo((n) => n + 1);
      return r;
    }
    if (p.decision.secret) {
      setSealing(true);
      const wait = Math.max(0, (p.minDwellMs ?? MIN_SECRET_DWELL_MS) - (performance.now() - openedAt.current));
      await new Promise((res) => setTimeout(res, wait));
    }
    if (mounted.current) closeRef.current('done');
    return r;
  };

  const [undoing, setUndoing] = useState(false);
  const undo = async () => {
    if (sealing || undoing || !p.onUndo) return;
    setUndoing(true);
    try {
      const r = await p.onUndo();
      openedAt.current = performance.now();
      if (r.ok && mounted.current) setDecisionNo((n) => n + 1);
    } finally {
      if (mounted.current) setUndoing(false);
    }
  };

  const undoOffered = !sealing && !!p.canUndo?.();
  const hintOffered = !!p.hints && !!p.decision && !sealing;
  const hint = useHint(p.hints?.source ?? NO_SOURCE, hintOffered ? p.seat : null, `${p.seat}:${decisionNo}`);

  const seat = p.seats[p.seat];
  const Private = p.pkg.Private;
  const rules = p.onRules && (
    <Button class="icon-btn" aria-label={t('game.rules')} onClick={p.onRules} data-testid="private-rules">
      <Icon name="help" />
    </Button>
  );
  return (
    <section class="private stack" style={{ '--seat': seat.color }} data-testid="private-screen" aria-label={t('private.of', { name: seat.name })}>
      <div class="topbar">
        {p.onLeave && (
          <Button class="icon-btn" aria-label={t('game.exit')} onClick={p.onLeave}>
            <Icon name="back" />
          </Button>
        )}
        <SeatDot color={seat.color} />
        <div class="grow" style="min-width:0">
          {/* The same heading on every seat's screen: it names the screen, not the seat. */}
          <h1 class="private-label">{t('private.label')}</h1>
          <h2 style="margin:0">{seat.name}</h2>
        </div>
        {/* The rules: in the head from 600 px; on a phone in the foot, where the head's name needs the width. */}
        {p.onRules && <span class="rules-in-head">{rules}</span>}
        {/* The hint's bulb, on every seat's decision alike: beside "Nascondi" from 600 px, in a
            row of its own under the head on a phone (there the head's name needs the width). */}
        {hintOffered && (
          <span class="hint-in-head">
            <HintButton hint={hint.hint} onAsk={hint.ask} onHide={hint.hide} />
          </span>
        )}
        {p.canHide !== false && <Button onClick={() => closeRef.current('user')}>{p.decision ? t('private.hide') : t('private.done')}</Button>}
      </div>
      {hintOffered && (
        <div class="row private-hint">
          <HintButton hint={hint.hint} onAsk={hint.ask} onHide={hint.hide} label />
        </div>
      )}
      {hintOffered && <HintLine hint={hint.hint} why={p.hints?.why} onHide={hint.hide} />}
      {sealing ? (
        <div class="panel center" role="status">
          <h3>{t('private.sealed')}</h3>
          <p class="muted">{t('private.sealedHint')}</p>
        </div>
      ) : (
        <HintContext.Provider value={hint.hint?.status === 'shown' ? hint.hint.move : null}>
          <Private key={decisionNo} view={p.view} seat={p.seat} seats={p.seats} decision={p.decision} moves={p.moves} onMove={onMove} />
        </HintContext.Provider>
      )}
      {warnLeft !== null && (
        // Laid over the screen, not in its flow: every seat's screen keeps one shape.
        <div class="private-idle-warning" role="status" data-testid="private-idle-warning">
          <strong>{t('private.idleWarning', { n: warnLeft })}</strong>
          <span>{t('private.idleKeep')}</span>
        </div>
      )}
      {/* Always there and last, so every seat's screen keeps one shape whether or not it has a move to take back. */}
      <div class="row private-foot">
        <Button disabled={!undoOffered || undoing} aria-hidden={!undoOffered} style={undoOffered ? undefined : { visibility: 'hidden' }} onClick={undo} data-testid="private-undo">
          <Icon name="undo" /> {t('private.undo')}
        </Button>
        {p.onRules && <span class="rules-in-foot">{rules}</span>}
      </div>
    </section>
  );
}
