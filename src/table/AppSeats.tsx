// What the table shows of the seats the app plays: the "Passamano" badge, the names the log
// gives them ("Passamano (Bruno)"), the decision bar while the app decides and the strip of its
// latest moves, where the players look.
import type { ReadonlySignal } from '@preact/signals';
import type { SavedSeat } from '../storage/db.ts';
import type { GamePackage } from '../games/types.ts';
import { t } from '../i18n/index.ts';
import { describeLogEntry } from './log.ts';
import type { AppLine } from './app-turns.ts';
import { AppIcon } from '../ui/AppBadge.tsx';
import './app-players.css';
import { SeatDot } from '../ui/seat-marks.tsx';

export { AppBadge } from '../ui/AppBadge.tsx';

/** The strip shows this many of the app's latest lines; the full log has them all. */
const STRIP_LINES = 2;

/** Seat names for the log: an app seat is "Passamano (Bruno)". */
export function logNames(seats: readonly SavedSeat[]): string[] {
  return seats.map((s) => (s.app ? t('app.seatName', { name: s.name }) : s.name));
}

/**
 * The decision bar while the app decides for a seat: its colour, no Undo. `paused`: the app is
 * held (under a lesson's end card) and says so, with no dots that would promise a move.
 */
export function AppDecidingBar({ seat, paused = false }: { seat: SavedSeat; paused?: boolean }) {
  return (
    <div class="decision-bar app-deciding" style={{ '--seat': seat.color }} data-testid="decision-bar" data-app="true" data-paused={paused || undefined}>
      <SeatDot color={seat.color} />
      <span class="app-mark">
        <AppIcon />
      </span>
      <h2 class="grow">{t(paused ? 'app.pausedFor' : 'app.playingFor', { name: seat.name })}</h2>
      {/* The same box either way, so the bar keeps its shape. */}
      <span class="thinking" aria-hidden="true" style={paused ? { visibility: 'hidden' } : undefined}>
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}

/**
 * The app's moves since a person last acted, newest first; read out politely as they come.
 * The strip reads the lines itself, so a new line redraws the strip alone, not the table.
 */
export function AppStrip({ pkg, lines: recent, seats, tableView }: { pkg: GamePackage; lines: ReadonlySignal<readonly AppLine[]>; seats: readonly SavedSeat[]; tableView: unknown }) {
  const lines = recent.value;
  const names = logNames(seats);
  return (
    <ol class={`app-strip${lines.length ? '' : ' app-strip-empty'}`} aria-live="polite" aria-label={t('app.recent')} data-testid="app-strip">
      {lines.length === 0 && <li class="app-strip-hint" aria-hidden="true">{t('app.recent.empty')}</li>}
      {lines.slice(0, STRIP_LINES).map((l) => (
        <li key={l.key} style={{ '--seat': seats[l.seat]?.color }}>
          {describeLogEntry(pkg, l.entry, names, tableView)}
        </li>
      ))}
    </ol>
  );
}
