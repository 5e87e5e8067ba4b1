// The kiosk's screens while no game is on: the attract screen (title, a line of history, a
// touch-to-play invitation, the language in words), the choice of game among those staff
// enabled, and a short set-up (how many people, how many seats the app plays where it can;
// names optional). Games start as kiosk saves.
import { useEffect, useState } from 'preact/hooks';
import { lang, t, tx, type Lang } from '../i18n/index.ts';
import { gameEntry, loadGame } from '../games/registry.ts';
import type { GamePackage } from '../games/types.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/icons.tsx';
import { showToast } from '../ui/toast.tsx';
import { ReloadNotice } from '../ui/ReloadNotice.tsx';
import { reloadForUpdate } from '../pwa/status.ts';
import { startGame } from '../shell/start.ts';
import { seatColor } from '../ui/seat-colors.ts';
import type { Level } from '../engine/players.ts';
import { appsRange, initialSeating, kioskSeats, peopleRange, withApps, withPeople, type SeatingRules } from './seating.ts';
import { entryKey, modeName, type KioskEntry } from './entries.ts';
import './kiosk.css';
import { countEvent, kioskEntry, kioskView, resetVisit, sweep, visibleEntries } from './state.ts';

const LANG_WORDS: Record<Lang, string> = { it: 'Italiano', en: 'English' };

function LanguageWords() {
  return (
    <div class="kiosk-langs" role="group" aria-label={t('kiosk.language')}>
      {(['it', 'en'] as Lang[]).map((l) => (
        <Button key={l} lang={l} aria-pressed={lang.value === l} onClick={() => (lang.value = l)} data-testid={`lang-${l}`}>
          {LANG_WORDS[l]}
        </Button>
      ))}
    </div>
  );
}

export function entryTitle(e: KioskEntry): string {
  const title = gameEntry(e.gameId)?.title ?? e.gameId;
  return e.mode ? `${title} · ${t(`kiosk.mode.${e.mode}`)}` : title;
}

function Attract() {
  return (
    <main class="kiosk-attract" data-testid="attract">
      <div class="kiosk-attract-body">
        <img src="./icons/icon-192.png" alt="" width="96" height="96" />
        <h1>Passamano</h1>
        <p class="kiosk-museum">{t('kiosk.museum')}</p>
        <p class="kiosk-history">{t('kiosk.history')}</p>
        <Button variant="primary" big class="kiosk-touch" onClick={() => (kioskView.value = 'pick')} data-testid="touch-to-play">
          {t('kiosk.touch')}
        </Button>
      </div>
      <LanguageWords />
    </main>
  );
}

function Pick() {
  const entries = visibleEntries();
  return (
    <main class="screen" data-testid="kiosk-pick">
      <div class="topbar">
        <Button class="icon-btn" aria-label={t('common.back')} onClick={() => (kioskView.value = 'attract')}>
          <Icon name="back" />
        </Button>
        <h1 class="grow">{t('kiosk.pick')}</h1>
        <LanguageWords />
      </div>
      <section class="game-grid">
        {entries.map((e) => {
          const g = gameEntry(e.gameId)!;
          return (
            <button
              key={entryKey(e)}
              type="button"
              class="game-tile kiosk-tile"
              style={{ '--tile': g.accent }}
              data-testid={`kiosk-entry-${entryKey(e)}`}
              onClick={() => {
                kioskEntry.value = e;
                kioskView.value = 'setup';
              }}
            >
              <h2>{entryTitle(e)}</h2>
              <p class="grow">{tx(g.tagline)}</p>
              <div class="meta">{t('home.players', { min: g.minPlayers, max: g.maxPlayers })}</div>
            </button>
          );
        })}
      </section>
    </main>
  );
}

/** A − n + stepper with a 48 px button each side. */
function Stepper(p: { value: number; min: number; max: number; fewer: string; more: string; onChange: (n: number) => void; testid: string }) {
  return (
    <div class="stepper">
      <Button class="icon-btn" aria-label={p.fewer} disabled={p.value <= p.min} onClick={() => p.onChange(p.value - 1)}>
        −
      </Button>
      <output aria-live="polite" data-testid={p.testid}>
        {p.value}
      </output>
      <Button class="icon-btn" aria-label={p.more} disabled={p.value >= p.max} onClick={() => p.onChange(p.value + 1)}>
        +
      </Button>
    </div>
  );
}

function Setup({ entry }: { entry: KioskEntry }) {
  const g = gameEntry(entry.gameId)!;
  const [pkg, setPkg] = useState<GamePackage | null>(null);
  // The app's levels for this game, from the registry (none: the visitors play every seat).
  const levels: readonly Level[] = g.levels ?? [];
  const rules: SeatingRules = { min: g.minPlayers, max: g.maxPlayers, levels };
  // Where the app can play, a visitor alone gets a table at once.
  const [seating, choose] = useState(() => initialSeating(rules));
  const [names, setNames] = useState<string[]>(() => Array.from({ length: g.maxPlayers }, () => ''));
  const [starting, setStarting] = useState(false);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadGame(entry.gameId)
      .then((p) => live && setPkg(p))
      .catch((err: { reason?: string }) => (err.reason ? setLoadFailed(err.reason) : showToast(t('error.gameUnavailable'), 'error')));
    return () => {
      live = false;
    };
  }, [entry.gameId]);

  const seats = kioskSeats(names, seating, levels, (n) => t('new.defaultName', { n }));
  const count = seats.length;
  const people = peopleRange(rules);
  const apps = appsRange(rules, seating.people);

  const start = async () => {
    if (!pkg || starting) return;
    setStarting(true);
    try {
      const options = { ...(pkg.rules.defaultOptions(count) as object), ...(entry.options ?? {}) };
      await startGame({
        pkg,
        gameId: entry.gameId,
        title: g.title,
        seats,
        seatCount: count,
        options,
        kiosk: true,
        beforePlay: async () => {
          await countEvent('started', { gameId: entry.gameId, mode: modeName(entry), lang: lang.value });
          // Whoever leaves the game comes back to the attract screen, not to this set-up.
          kioskView.value = 'attract';
          kioskEntry.value = null;
        },
      });
    } catch (err) {
      showToast(t((err as { reason?: string }).reason ?? 'storage.error.unknown'), 'error');
      setStarting(false);
    }
  };

  return (
    <main class="screen" data-testid="kiosk-setup">
      <div class="topbar">
        <Button class="icon-btn" aria-label={t('common.back')} onClick={() => (kioskView.value = 'pick')}>
          <Icon name="back" />
        </Button>
        <h1 class="grow">{entryTitle(entry)}</h1>
      </div>
      <section class="panel stack">
        <h2>{t(levels.length ? 'kiosk.people' : 'new.players')}</h2>
        <div class="row">
          <Stepper
            value={seating.people}
            min={people.min}
            max={people.max}
            fewer={t(levels.length ? 'kiosk.fewerPeople' : 'new.fewer')}
            more={t(levels.length ? 'kiosk.morePeople' : 'new.more')}
            onChange={(n) => choose(withPeople(rules, n))}
            testid="player-count"
          />
          {!levels.length && <span class="muted">{t('home.players', { min: g.minPlayers, max: g.maxPlayers })}</span>}
        </div>
        <p class="muted small">{t('kiosk.namesHint')}</p>
        <div class="kiosk-names">
          {Array.from({ length: seating.people }, (_, i) => (
            <input
              key={i}
              class="input"
              value={names[i]}
              maxLength={16}
              autoComplete="off"
              placeholder={t('new.defaultName', { n: i + 1 })}
              aria-label={t('new.name', { n: i + 1 })}
              style={{ borderLeft: `6px solid ${seatColor(i)}` }}
              onInput={(e) => setNames(names.map((n, j) => (j === i ? (e.target as HTMLInputElement).value : n)))}
            />
          ))}
        </div>
      </section>
      {levels.length > 0 && (
        <section class="panel stack" data-testid="kiosk-apps">
          <h2>{t('kiosk.apps')}</h2>
          <Stepper
            value={seating.apps}
            min={apps.min}
            max={apps.max}
            fewer={t('kiosk.fewerApps')}
            more={t('kiosk.moreApps')}
            onChange={(n) => choose(withApps(rules, seating, n))}
            testid="app-count"
          />
          <p class="muted small">{t('kiosk.appsHint')}</p>
          {seating.apps > 0 && (
            <ul class="kiosk-app-seats">
              {seats
                .filter((s) => s.app)
                .map((s) => (
                  <li key={s.name} style={{ borderLeftColor: s.color }}>
                    {t('kiosk.appSeat', { name: s.name })}
                  </li>
                ))}
            </ul>
          )}
          <p class="muted" data-testid="kiosk-table">
            {t('kiosk.table', { n: count, min: g.minPlayers, max: g.maxPlayers })}
          </p>
        </section>
      )}
      {loadFailed ? (
        <ReloadNotice message={t(loadFailed)} onReload={reloadForUpdate} />
      ) : (
        <Button variant="primary" big block disabled={!pkg || starting} onClick={start} data-testid="kiosk-start">
          {t('kiosk.play')}
        </Button>
      )}
    </main>
  );
}

/**
 * The kiosk in place of the home screen. Arriving here means no game is on screen, so every
 * kiosk game still stored is counted and removed. `gameId`: "new game" from an end screen.
 */
export function KioskHome({ gameId }: { gameId?: string }) {
  useEffect(() => {
    if (gameId) {
      const e = visibleEntries().find((x) => x.gameId === gameId);
      if (e) {
        kioskEntry.value = e;
        kioskView.value = 'setup';
      }
    }
    // A game just ended (left through its exit, or finished): the next visitor starts over
    // on the attract screen, in Italian.
    void sweep().then((n) => {
      if (n > 0 && !gameId) resetVisit();
    });
  }, [gameId]);
  const view = kioskView.value;
  const entry = kioskEntry.value;
  if (view === 'setup' && entry) return <Setup key={entryKey(entry)} entry={entry} />;
  if (view === 'pick') return <Pick />;
  return <Attract />;
}
