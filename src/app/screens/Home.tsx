import { useEffect, useState } from 'preact/hooks';
import { playersRange, t } from '../../i18n/index.ts';
import { CATALOGUE } from '../../games/catalogue.ts';
import { Button } from '../../ui/Button.tsx';
import { navigate } from '../../shell/router.ts';
import type { SaveMeta } from '../../storage/db.ts';
import { updateReady } from '../../pwa/status.ts';
import { TileImage } from '../../ui/art/tile-image.tsx';
import { loadRest, rest } from '../load-rest.ts';

export function Home() {
  const [playing, setPlaying] = useState<SaveMeta[]>([]);
  useEffect(() => {
    // The database code is not in the home's first script: it loads just after the first paint.
    loadRest()
      .then((m) => m.playingSaves())
      .then(setPlaying)
      .catch(() => setPlaying([]));
  }, []);
  // The update banner, the lessons and the toast come with the rest of the shell (load-rest.ts).
  const more = rest.value;
  const latest = playing[0];
  return (
    <main class="screen" data-testid="home">
      <header class="hero">
        <img src="./icons/icon-192.png" alt="" width="56" height="56" />
        <div class="grow">
          <h1>Passamano</h1>
          <p class="tagline">{t('home.tagline')}</p>
        </div>
        <Button class="icon-btn" aria-label={t('settings.title')} onClick={() => navigate({ name: 'settings' })}>
          <span class="icon icon-settings" aria-hidden="true" />
        </Button>
      </header>
      {updateReady.value && more && <more.UpdateBanner />}
      {latest && (
        <div class="banner row">
          <span class="grow">{t('home.resumeLatest', { title: latest.title, names: latest.seats.map((s) => s.name).join(', ') })}</span>
          <Button variant="primary" onClick={() => navigate({ name: 'play', saveId: latest.id })}>
            {t('home.resume')}
          </Button>
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
                <Button variant="primary" class="grow" onClick={() => navigate({ name: 'new', gameId: g.id })}>
                  {t('home.newGame')}
                </Button>
                <Button onClick={() => navigate({ name: 'help', gameId: g.id })}>{t('home.rules')}</Button>
                {g.lesson && (
                  <Button block onClick={() => void loadRest().then((m) => m.startLesson(g.id, false), () => undefined)} data-testid={`learn-${g.id}`}>
                    {t('home.learn')}
                  </Button>
                )}
              </div>
            ) : (
              <span class="badge coming">{t('home.coming')}</span>
            )}
          </article>
        ))}
      </section>
      <nav class="row">
        <Button class="grow" onClick={() => navigate({ name: 'saves' })}>
          {t('home.saves')} {playing.length > 0 ? `(${playing.length})` : ''}
        </Button>
        <Button class="grow" onClick={() => navigate({ name: 'help' })}>
          {t('home.how')}
        </Button>
        <Button class="grow" onClick={() => navigate({ name: 'sources' })}>
          {t('home.sources')}
        </Button>
      </nav>
    </main>
  );
}
