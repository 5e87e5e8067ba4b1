// The end of a game: the game's scene, who won and how, the standings where the game counts
// something, a rematch or a new game at hand, the game replayed move by move, and the table
// (everything revealed) when asked for, brought into view rather than left below the fold.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameSession } from './session.ts';
import { t } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/icons.tsx';
import { step } from '../engine/replay.ts';
import { navigate } from '../shell/router.ts';
import { describeLogEntry, logOf } from './log.ts';
import { publicSeats, seatLabel } from './seats.ts';
import { startGame } from '../shell/start.ts';
import { showToast } from '../ui/toast.tsx';
import { AppBadge, logNames } from './AppSeats.tsx';
import { TileImage } from '../ui/art/tile-image.tsx';
import './end-screen.css';
import { SeatDot } from '../ui/seat-marks.tsx';

/** How many of the log's last lines tell how the game ended. */
const ENDING_LINES = 3;

export function EndScreen({ session }: { session: GameSession }) {
  const pkg = session.pkg;
  const meta = session.meta.value;
  const outcome = session.outcome()!;
  const log = session.log.value;
  const names = logNames(meta.seats);
  const [at, setAt] = useState(log.length);
  const [starting, setStarting] = useState(false);
  const [showTable, setShowTable] = useState(false);
  const next = useMemo(() => (pkg.nextSetup ? pkg.nextSetup(session.state.value, meta.setup) : null), [session.state.value]);
  const goNext = async () => {
    if (!next || starting) return;
    setStarting(true);
    try {
      // A campaign's next game: the same seats (PINs included), linked to the campaign's first
      // save, one place further on.
      await startGame({
        pkg,
        gameId: meta.gameId,
        title: next.title ?? meta.title,
        seats: meta.seats.map((s) => ({ ...s })),
        seatCount: meta.setup.seatCount,
        options: next.options,
        kiosk: meta.kiosk === 1,
        campaign: { id: meta.campaign?.id ?? meta.id, mission: (meta.campaign?.mission ?? 1) + 1 },
      });
    } catch (err) {
      showToast(t((err as { reason?: string }).reason ?? 'storage.error.unknown'), 'error');
      setStarting(false);
    }
  };

  // A rematch: the same game, the same seats (PINs included) and options, a fresh deal.
  const rematch = async () => {
    if (starting) return;
    setStarting(true);
    try {
      await startGame({
        pkg,
        gameId: meta.gameId,
        title: meta.title,
        seats: meta.seats.map((s) => ({ ...s })),
        seatCount: meta.setup.seatCount,
        options: meta.setup.options,
        kiosk: meta.kiosk === 1,
      });
    } catch (err) {
      showToast(t((err as { reason?: string }).reason ?? 'storage.error.unknown'), 'error');
      setStarting(false);
    }
  };

  // States after 0..n moves, rebuilt once from the setup: the replay needs no extra storage.
  const states = useMemo(() => {
    const out: unknown[] = [];
    let s = pkg.rules.setup(meta.setup.options, meta.setup.seatCount, meta.setup.seed);
    out.push(s);
    for (const e of log) {
      const r = step(pkg.rules, s, e.seat, e.move);
      if (!r.ok) break;
      s = r.state;
      out.push(s);
    }
    return out;
  }, [log.length]);

  const shown = at >= states.length - 1 ? session.state.value : states[at];
  const view = pkg.rules.view(shown, 'table');
  const lastEntry = logOf(view).at(-1);
  // How it ended: the last lines of the finished game's log, oldest first.
  const finalView = pkg.rules.view(session.state.value, 'table');
  const ending = logOf(finalView).slice(-ENDING_LINES);
  const last = states.length - 1;
  const Table = pkg.Table;
  const standings = useMemo(() => pkg.standings?.(outcome) ?? [], [outcome]);
  // The table opens far below the result on a phone: it is brought into view, or the button
  // would seem to do nothing.
  const tableRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!showTable) return;
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    tableRef.current?.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  }, [showTable]);
  return (
    <main class="screen end-screen" data-testid="end-screen">
      <div class="topbar">
        <h1>{t('end.title')}</h1>
      </div>
      <section class="panel stack center end-result" aria-labelledby="end-winner">
        <div class="end-art">
          <TileImage gameId={meta.gameId} />
        </div>
        <h2 class="winner" id="end-winner" data-testid="winner">
          {t(outcome.reasonKey)}
        </h2>
        <div class="row" style="justify-content:center">
          {outcome.winners.map((w) => (
            <span key={w} class="badge" style={{ '--seat': meta.seats[w]?.color }} data-testid="end-winner-seat">
              <SeatDot color={meta.seats[w]?.color} /> {meta.seats[w] && seatLabel(meta.seats[w])} {meta.seats[w]?.app && <AppBadge />}
            </span>
          ))}
        </div>
        {standings.length > 0 && (
          <div class="end-standings" data-testid="end-standings">
            <h3>{t('end.standings')}</h3>
            <ol>
              {standings.map((x) => {
                const seat = meta.seats[x.seat];
                return (
                  <li key={`${x.seat}|${x.role ?? ''}`} class={outcome.winners.includes(x.seat) ? 'end-won' : undefined} style={{ '--seat': seat?.color }}>
                    <SeatDot color={seat?.color} />
                    <span class="grow">
                      {x.role ? `${t(x.role)} \u00b7 ` : ''}
                      {seat ? seatLabel(seat) : ''} {seat?.app && <AppBadge />}
                    </span>
                    <b>{t(`end.figure.${x.figure}`, { n: x.n })}</b>
                  </li>
                );
              })}
            </ol>
          </div>
        )}
        {ending.length > 0 && (
          <div class="end-how" data-testid="end-how">
            <h3>{t('end.how')}</h3>
            <ol>
              {ending.map((e, i) => (
                <li key={i}>{describeLogEntry(pkg, e, names, finalView)}</li>
              ))}
            </ol>
          </div>
        )}
        {meta.seats.some((s) => s.app) && (
          <div class="end-seats" aria-label={t('end.seats')} role="group" data-testid="end-seats">
            <span class="muted small" aria-hidden="true">
              {t('end.seats')}
            </span>
            {meta.seats.map((s, i) => (
              <span key={i} style={{ '--seat': s.color }}>
                <SeatDot color={s.color} /> {seatLabel(s)} {s.app && <AppBadge />}
              </span>
            ))}
          </div>
        )}
        {next && (
          <>
            <Button variant="primary" big block disabled={starting} onClick={goNext} data-testid="next-mission">
              {t(next.retry ? 'end.retryMission' : 'end.nextMission')}
            </Button>
            <p class="muted small">{t('end.nextMission.hint')}</p>
          </>
        )}
        {/* The two ways on, side by side and of one size; home is the quiet way out. */}
        <div class="end-actions">
          <Button variant={next ? undefined : 'primary'} big disabled={starting} onClick={rematch} data-testid="rematch">
            {t('end.rematch')}
          </Button>
          <Button big onClick={() => navigate({ name: 'new', gameId: meta.gameId })} data-testid="new-game">
            {t('end.again')}
          </Button>
        </div>
        <Button variant="ghost" class="end-home" onClick={() => navigate({ name: 'home' })} data-testid="end-home">
          {t('end.home')}
        </Button>
      </section>
      <section class="panel stack" aria-labelledby="end-replay">
        <h2 id="end-replay">{t('end.replay')}</h2>
        <div class="replay-controls">
          <Button class="icon-btn" aria-label={t('end.prev')} disabled={at <= 0} onClick={() => setAt(Math.max(0, at - 1))}>
            <Icon name="prev" />
          </Button>
          <input
            class="replay-range"
            type="range"
            min={0}
            max={last}
            value={Math.min(at, last)}
            aria-label={t('end.moveSlider')}
            aria-valuetext={t('end.moveOf', { n: Math.min(at, last), total: last })}
            style={{ '--at': `${last > 0 ? (Math.min(at, last) / last) * 100 : 100}%` }}
            onInput={(e) => setAt(Number((e.target as HTMLInputElement).value))}
          />
          <Button class="icon-btn" aria-label={t('end.next')} disabled={at >= last} onClick={() => setAt(Math.min(last, at + 1))}>
            <Icon name="next" />
          </Button>
        </div>
        <p class="muted" aria-live="polite">
          {t('end.moveOf', { n: Math.min(at, last), total: last })}
          {lastEntry ? ` · ${describeLogEntry(pkg, lastEntry, names, view)}` : ''}
        </p>
        <Button aria-expanded={showTable} onClick={() => setShowTable(!showTable)} data-testid="end-show-table">
          {t(showTable ? 'end.hideTable' : at >= last ? 'end.showTable' : 'end.showTableAt')}
        </Button>
      </section>
      {showTable && (
        <section class="end-table" ref={tableRef} aria-label={t('end.tableLabel')} data-testid="end-table">
          <Table view={view} seats={publicSeats(meta.seats)} decision={null} moves={[]} onMove={async () => ({ ok: false, reason: 'error.gameOver' })} />
        </section>
      )}
    </main>
  );
}
