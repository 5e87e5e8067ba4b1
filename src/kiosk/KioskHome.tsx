// The kiosk's screens while no game is on: the attract screen and the choice of game among
// those staff enabled (Attract.tsx), and a short set-up (how many people, how many seats the
// app plays where it can; names optional), then, before a visit's first hand-off, the short
// introduction (Intro.tsx). Games start as kiosk saves.
import { useEffect, useState } from 'preact/hooks';
import { lang, playersRange, t } from '../i18n/index.ts';
import { gameEntry, loadGame } from '../games/registry.ts';
import type { GamePackage } from '../games/types.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/icons.tsx';
import { showToast } from '../ui/toast.tsx';
import { ReloadNotice } from '../ui/ReloadNotice.tsx';
import { reloadForUpdate } from '../pwa/reload.ts';
import { lessonStart, startGame } from '../shell/start.ts';
import { LESSONS, lessonNames } from '../games/lessons.ts';
import { seatColor } from '../ui/seat-colors.ts';
import type { Level } from '../engine/players.ts';
import { appsRange, entryRange, initialSeating, kioskSeats, peopleRange, withApps, withPeople, type SeatingRules } from './seating.ts';
import { entryKey, modeName, optionsHeld, type KioskEntry } from './entries.ts';
import './kiosk.css';
import { countEvent, introSeen, kioskEntry, kioskView, resetVisit, sweep, visibleEntries } from './state.ts';
import { Attract, Pick, entryTitle, type TileArtView } from './Attract.tsx';
import { Intro } from './Intro.tsx';

export { entryTitle };

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
  const rules: SeatingRules = { ...entryRange(g, entry.options), levels };
  // Where the app can play, a visitor alone gets a table at once.
  const [seating, choose] = useState(() => initialSeating(rules));
  const [names, setNames] = useState<string[]>(() => Array.from({ length: g.maxPlayers }, () => ''));
  const [starting, setStarting] = useState(false);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [intro, setIntro] = useState(false);
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

  // A visitor alone can learn by playing: the game's guided first game, the app in the other
  // seats. An entry that forces options offers it when the lesson plays with them (the museum's
  // Repubblica Ribelle is the demonstration game, as its lesson is).
  const loadLesson = LESSONS[entry.gameId];
  const [lessonFits, setLessonFits] = useState(!!loadLesson && !entry.options);
  useEffect(() => {
    if (!loadLesson || !entry.options) return;
    let live = true;
    loadLesson()
      .then((l) => live && setLessonFits(optionsHeld(entry.options, l.options)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const lesson = lessonFits ? loadLesson : undefined;
  const learn = async () => {
    if (!pkg || !lesson || starting) return;
    setStarting(true);
    try {
      const l = await lesson();
      await startGame({
        ...lessonStart(l, pkg, true, lessonNames(l, t('lesson.you'))),
        beforePlay: () => {
          kioskView.value = 'attract';
          kioskEntry.value = null;
        },
      });
    } catch (err) {
      showToast(t((err as { reason?: string }).reason ?? 'storage.error.unknown'), 'error');
      setStarting(false);
    }
  };

  // Two people or more pass the tablet: the visit's first game begins with the introduction.
  const play = () => {
    if (!pkg || starting) return;
    if (seating.people > 1 && !introSeen.value) setIntro(true);
    else void start();
  };
  if (intro) {
    return (
      <Intro
        onDone={() => {
          introSeen.value = true;
          setIntro(false);
          void start();
        }}
      />
    );
  }

  return (
    <main class="screen" data-testid="kiosk-setup">
      <div class="topbar">
        <Button class="icon-btn" aria-label={t('common.back')} onClick={() => (kioskView.value = 'pick')}>
          <Icon name="back" />
        </Button>
        <h1 class="grow">{entryTitle(entry)}</h1>
      </div>
      {/* Side by side on a landscape tablet, so the set-up and its Play fit one screen. */}
      <div class="kiosk-setup-panels">
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
            {!levels.length && <span class="muted">{playersRange(rules.min, rules.max)}</span>}
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
              {t(rules.min === rules.max ? 'kiosk.tableExact' : 'kiosk.table', { n: count, min: rules.min, max: rules.max })}
            </p>
          </section>
        )}
      </div>
      {/* Play stays in view at the foot of the screen, however many seats the set-up lists. */}
      <div class="kiosk-setup-foot">
        {loadFailed ? (
          <ReloadNotice message={t(loadFailed)} onReload={reloadForUpdate} />
        ) : (
          <>
            {lesson && (
              <Button big block disabled={!pkg || starting} onClick={learn} data-testid="kiosk-learn">
                {t('home.learn')}
              </Button>
            )}
            <Button variant="primary" big block disabled={!pkg || starting} onClick={play} data-testid="kiosk-start">
              {t('kiosk.play')}
            </Button>
          </>
        )}
      </div>
    </main>
  );
}

/**
 * The kiosk in place of the home screen. Arriving here means no game is on screen, so every
 * kiosk game still stored is counted and removed. `gameId`: "new game" from an end screen.
 */
export function KioskHome({ gameId, art }: { gameId?: string; art: TileArtView }) {
  useEffect(() => {
    if (gameId) {
      const e = visibleEntries().find((x) => x.gameId === gameId);
      if (e) {
        kioskEntry.value = e;
        kioskView.value = 'setup';
      }
    }
    // A game just ended (left through its exit, or finished): the next visitor starts over
    // on the attract screen, in Italian; unless a visitor has already touched something while
    // the sweep ran (a late reset would undo their tap).
    const before = { view: kioskView.value, lang: lang.value };
    void sweep().then((n) => {
      if (n > 0 && !gameId && kioskView.value === before.view && lang.value === before.lang) resetVisit();
    });
  }, [gameId]);
  const view = kioskView.value;
  const entry = kioskEntry.value;
  if (view === 'setup' && entry) return <Setup key={entryKey(entry)} entry={entry} />;
  if (view === 'pick') return <Pick art={art} />;
  return <Attract art={art} />;
}
