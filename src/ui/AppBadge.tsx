// The app's mark and its badge next to the name of a seat the app plays: the table's own lists
// (end screen, strip) and the games' seat lists (SeatInfo.app) show the same one.
import { t } from '../i18n/index.ts';
import './app-badge.css';

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

