// The Tournament's game clock (rulebook, "Le modalità di gioco": 180 minutes), on the table for
// everyone. The rules never read time: the clock lives here, and its value (time counted while
// it ran, and since when it runs) is kept in the save's row (SaveMeta.clock, through the table's
// `clock` prop), so a reload, a crash or another tab finds it as it was. It counts the time the
// players are at the table: when the game screen is left or the page hidden it stops by itself
// and starts again when the game is back (engine/clock.ts, table/clock-away.ts), and says for how
// long it stood still. A pause by agreement is a plain button anyone at the table presses. When time is out, the
// table plays the rules' `timeUp` at the next public decision of a person: the game then ends at
// the end of the global turn and is scored by rules/victory.ts.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import type { TableClock } from '../../types.ts';
import { TOURNAMENT_MINUTES } from '../content/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { clockElapsed } from '../../../engine/clock.ts';

const LIMIT_MS = TOURNAMENT_MINUTES.value * 60_000;
/** How long the table is told that the clock stood still while nobody was there. */
const AWAY_NOTE_MS = 60_000;

const hms = (ms: number): string => {
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export function TournamentClock({ clock, timeUp, canCall, onTimeUp }: { clock: TableClock; timeUp: boolean; canCall: boolean; onTimeUp: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const saving = useRef(false);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const set = (c: { elapsedMs: number; runningSince: number | null }) => {
    if (saving.current) return;
    saving.current = true;
    void clock.set(c).finally(() => {
      saving.current = false;
    });
  };
  // The clock starts with the game's first table (retried on the next tick if a move was saving).
  useEffect(() => {
    if (!clock.value && !timeUp) set({ elapsedMs: 0, runningSince: Date.now() });
  });
  const c = clock.value ?? { elapsedMs: 0, runningSince: null };
  const elapsed = clockElapsed(c, now);
  const left = Math.max(0, LIMIT_MS - elapsed);
  const out = left === 0;
  useEffect(() => {
    if (out && !timeUp && canCall) onTimeUp();
  }, [out, timeUp, canCall]);
  const running = c.runningSince !== null;
  return (
    <section class={`fab-clock${out ? ' fab-clock-out' : ''}`} aria-label={t('fabrisiko.ui.clock')} data-testid="clock">
      <span class="fab-clock-time" data-testid="clock-left" role="timer">
        {out ? t('fabrisiko.ui.timeUp') : hms(left)}
      </span>
      {!running && !out && <span class="small">{t('fabrisiko.ui.clock.paused')}</span>}
      {running && !out && c.awayMs !== undefined && now - c.runningSince! < AWAY_NOTE_MS && (
        <span class="small" role="status" data-testid="clock-away">
          {t('fabrisiko.ui.clock.away', { time: hms(c.awayMs) })}
        </span>
      )}
      {!out &&
        (running ? (
          <Button data-testid="clock-pause" onClick={() => set({ elapsedMs: elapsed, runningSince: null })}>
            {t('fabrisiko.ui.clock.pause')}
          </Button>
        ) : (
          <Button data-testid="clock-resume" onClick={() => set({ elapsedMs: c.elapsedMs, runningSince: Date.now() })}>
            {t('fabrisiko.ui.clock.resume')}
          </Button>
        ))}
      {out && !timeUp && canCall && (
        <Button variant="primary" data-testid="time-up" onClick={onTimeUp}>
          {t('fabrisiko.ui.clock.end')}
        </Button>
      )}
    </section>
  );
}
