import { useEffect, useState } from 'preact/hooks';
import { playersRange, t } from '../../i18n/index.ts';
import { CATALOGUE } from '../../games/catalogue.ts';
import { navigate } from '../../shell/router.ts';
import { TileImage } from '../../ui/art/tile-image.tsx';
import { loadRest, rest } from '../load-rest.ts';
import { lastInPlay } from '../hints.ts';

// The home's buttons are the app's Button (ui/Button.tsx) written out: the same element and
// classes, without the component in the first screen's script.
export function Home() {
  // The games in play as the last start left them, then from the database, whose code is not in
  // the home's first script: it loads just after the first paint.
  const [playing, setPlaying] = useState(lastInPlay);
  useEffect(() => {
    loadRest()
      .then((m) => m.inPlay())
      .then(setPlaying, () => setPlaying({ count: 0 }));
  }, []);
  // The update banner, the lessons and the toast come with the rest of the shell (load-rest.ts).
  const more = rest.value;
  return (
    <main class="screen" data-testid="home">
      <header class="hero">
        <img src="./icons/icon-192.png" alt="" width="56" height="56" />
        <div class="grow">
          <h1>Passamano</h1>
          <p class="tagline">{t('home.tagline')}</p>
        </div>
        <button type="button" class="btn icon-btn" aria-label={t('settings.title')} onClick={() => navigate({ name: 'settings' })}>
          <span class="icon icon-settings" aria-hidden="true" />
        </button>
      </header>
      {playing.id && (
        <div class="banner row">
          <span class="grow">{t('home.resumeLatest', { title: playing.title!, names: playing.names! })}</span>
          <button type="button" class="btn primary" onClick={() => navigate({ name: 'play', saveId: playing.id! })}>
            {t('home.resume')}
          </button>
        </div>
      )}
      <section class="game-grid" aria-label={t('home.library')}>
        {CATALOGUE.map((g) => (
          <article key={g.id} class={`game-tile ${g.playable ? '' : 'coming'}`} style={{ '--tile': g.accent }} data-testid={`tile-${g.id}`}>
            <TileImage gameId={g.id} />
            <h2>{g.title}</h2>
            <p class="grow">{t(`tagline.${g.id}`)}</p>
            <div class="meta">{playersRange(g.minPlayers, g.maxPlayers)}</div>
            {g.playable ? (
              <div class="row">
                <button type="button" class="btn primary grow" onClick={() => navigate({ name: 'new', gameId: g.id })}>
                  {t('home.newGame')}
                </button>
                <button type="button" class="btn" onClick={() => navigate({ name: 'help', gameId: g.id })}>{t('home.rules')}</button>
                {g.lesson && (
                  <button type="button" class="btn block" onClick={() => void loadRest().then((m) => m.startLesson(g.id, false), () => undefined)} data-testid={`learn-${g.id}`}>
                    {t('home.learn')}
                  </button>
                )}
              </div>
            ) : (
              <span class="badge coming">{t('home.coming')}</span>
            )}
          </article>
        ))}
      </section>
      <nav class="row">
        <button type="button" class="btn grow" onClick={() => navigate({ name: 'saves' })}>
          {t('home.saves')} {playing.count > 0 ? `(${playing.count})` : ''}
        </button>
        <button type="button" class="btn grow" onClick={() => navigate({ name: 'help' })}>
          {t('home.how')}
        </button>
        <button type="button" class="btn grow" onClick={() => navigate({ name: 'sources' })}>
          {t('home.sources')}
        </button>
      </nav>
      {more && <more.UpdateBanner />}
    </main>
  );
}
