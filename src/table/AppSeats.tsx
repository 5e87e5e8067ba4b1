// What the table shows of the seats the app plays: the "Passamano" badge, the names the log
// gives them ("Passamano (Bruno)"), the decision bar while the app decides and the strip of its
// latest moves, where the players look.
import type { SavedSeat } from '../storage/db.ts';
import type { GamePackage } from '../games/types.ts';
import { t } from '../i18n/index.ts';
import { describeLogEntry } from './log.ts';
import type { AppLine } from './app-turns.ts';
import './app-players.css';

/** The strip shows this many of the app's latest lines; the full log has them all. */
const STRIP_LINES = 3;

/** Our own mark for the app: a device with two hands' arcs passing it on. */
export function AppIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <rect x="8" y="4" width="8" height="16" rx="2" fill="none" stroke="currentColor" stroke-width="2" />
      <path d="M11 17h2" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
      <path d="M5 8a8 8 0 0 0 0 8M19 8a8 8 0 0 1 0 8" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" />
    </svg>
  );
}

/** The small badge next to the name of a seat the app plays. */
export function AppBadge() {
  return (
    <span class="app-badge" data-testid="app-badge">
      <AppIcon />
      {t('app.name')}
    </span>
  );
}

/** Seat names for the log: an app seat is "Passamano (Bruno)". */
export function logNames(seats: readonly SavedSeat[]): string[] {
  return seats.map((s) => (s.app ? t('app.seatName', { name: s.name }) : s.name));
}

/** The decision bar while the app decides for a seat: its colour, no Undo. */
export function AppDecidingBar({ seat }: { seat: SavedSeat }) {
  return (
    <div class="decision-bar app-deciding" style={{ '--seat': seat.color }} data-testid="decision-bar" data-app="true">
      <span class="seat-dot" />
      <span class="app-mark">
        <AppIcon />
      </span>
      <h2 class="grow">{t('app.playingFor', { name: seat.name })}</h2>
      <span class="thinking" aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}

/** The app's moves since a person last acted, newest first; read out politely as they come. */
export function AppStrip({ pkg, lines, seats, tableView }: { pkg: GamePackage; lines: readonly AppLine[]; seats: readonly SavedSeat[]; tableView: unknown }) {
  const names = logNames(seats);
  return (
    <ol class="app-strip" aria-live="polite" aria-label={t('app.recent')} data-testid="app-strip">
      {lines.slice(0, STRIP_LINES).map((l) => (
        <li key={l.key} style={{ '--seat': seats[l.seat]?.color }}>
          {describeLogEntry(pkg, l.entry, names, tableView)}
        </li>
      ))}
    </ol>
  );
}
