// The kiosk's first two screens. The attract screen: the museum's title and a line of history
// beside a silent showcase that turns through the games visitors can play (each game's scene,
// its name and one line of pitch in the kiosk's language, the other language beneath), a
// touch-to-play invitation and the languages in words. The picker: one large card a game,
// with its scene and its pitch, filling the screen.
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { lang, playersRange, t, type Lang } from '../i18n/index.ts';
import { gameEntry } from '../games/registry.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/icons.tsx';
import { entryKey, type KioskEntry } from './entries.ts';
import { entryRange } from './seating.ts';
import { kioskEntry, kioskView, visibleEntries } from './state.ts';
import './strings.ts';

/**
 * A game's scene, drawn by the app's home tiles. The kiosk may not import the app's files
 * (the layers test), so the app hands the component over when it shows the kiosk.
 */
export type TileArtView = (p: { gameId: string }) => JSX.Element | null;

/** How long each game stays in the showcase. */
export const SLIDE_MS = 6_000;

const LANG_WORDS: Record<Lang, string> = { it: 'Italiano', en: 'English' };

export function LanguageWords() {
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

function openSetup(e: KioskEntry): void {
  kioskEntry.value = e;
  kioskView.value = 'setup';
}

/** Turns through the entries one at a time; a tap on the game on show opens its set-up. */
function Showcase({ entries, art: Art }: { entries: KioskEntry[]; art: TileArtView }) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (entries.length < 2) return;
    const timer = window.setInterval(() => setStep((n) => n + 1), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [entries.length]);
  if (entries.length === 0) return null;
  const at = step % entries.length;
  const e = entries[at];
  const g = gameEntry(e.gameId)!;
  const other: Lang = lang.value === 'it' ? 'en' : 'it';
  return (
    <section class="kiosk-showcase" aria-label={t('kiosk.showcase')} data-testid="showcase">
      <button
        key={`${entryKey(e)}-${step}`}
        type="button"
        class="kiosk-slide"
        style={{ '--tile': g.accent }}
        aria-label={t('kiosk.showcaseOpen', { title: entryTitle(e) })}
        onClick={() => openSetup(e)}
        data-testid={`slide-${entryKey(e)}`}
      >
        <span class="kiosk-slide-art">
          <Art gameId={e.gameId} />
        </span>
        <span class="kiosk-slide-words">
          <span class="kiosk-slide-title">{entryTitle(e)}</span>
          <span class="kiosk-slide-pitch">{t(`tagline.${g.id}`)}</span>
          <span class="kiosk-slide-other" lang={other}>
            {t(`tagline.${g.id}`, undefined, other)}
          </span>
        </span>
      </button>
      {entries.length > 1 && (
        <div class="kiosk-dots" role="img" aria-label={t('kiosk.slide', { n: at + 1, total: entries.length })}>
          {entries.map((x, j) => (
            <span key={entryKey(x)} class={j === at ? 'on' : ''} />
          ))}
        </div>
      )}
    </section>
  );
}

export function Attract({ art }: { art: TileArtView }) {
  return (
    <main class="kiosk-attract" data-testid="attract">
      <div class="kiosk-attract-body">
        <header class="kiosk-attract-head">
          <img src="./icons/icon-192.png" alt="" width="80" height="80" />
          <h1>Passamano</h1>
          <p class="kiosk-museum">{t('kiosk.museum')}</p>
          <p class="kiosk-history">{t('kiosk.history')}</p>
        </header>
        <Showcase entries={visibleEntries()} art={art} />
      </div>
      <div class="kiosk-attract-foot">
        <Button variant="primary" big class="kiosk-touch" onClick={() => (kioskView.value = 'pick')} data-testid="touch-to-play">
          {t('kiosk.touch')}
        </Button>
        <LanguageWords />
      </div>
    </main>
  );
}

export function Pick({ art: Art }: { art: TileArtView }) {
  const entries = visibleEntries();
  return (
    <main class="screen kiosk-pick" data-testid="kiosk-pick">
      <div class="topbar">
        <Button class="icon-btn" aria-label={t('common.back')} onClick={() => (kioskView.value = 'attract')}>
          <Icon name="back" />
        </Button>
        <h1 class="grow">{t('kiosk.pick')}</h1>
        <LanguageWords />
      </div>
      <p class="muted kiosk-pick-hint">{t('kiosk.pickHint')}</p>
      <section class="kiosk-pick-grid" data-count={entries.length}>
        {entries.map((e) => {
          const g = gameEntry(e.gameId)!;
          // The entry's own range: Corteo two, its Antirepressivo three.
          const range = entryRange(g, e.options);
          return (
            <button key={entryKey(e)} type="button" class="kiosk-card" style={{ '--tile': g.accent }} data-testid={`kiosk-entry-${entryKey(e)}`} onClick={() => openSetup(e)}>
              <span class="kiosk-card-art">
                <Art gameId={e.gameId} />
              </span>
              <span class="kiosk-card-words">
                <span class="kiosk-card-title">{entryTitle(e)}</span>
                <span class="kiosk-card-pitch">{t(`tagline.${g.id}`)}</span>
                <span class="kiosk-card-meta">{playersRange(range.min, range.max)}</span>
              </span>
            </button>
          );
        })}
      </section>
    </main>
  );
}
