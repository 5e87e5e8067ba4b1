// Opens a saved game: loads its package and its save, then hands over to the table.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { loadGame } from '../../games/registry.ts';
import { GameSession } from '../../table/session.ts';
import { GameScreen } from '../../table/GameScreen.tsx';
import { Button } from '../../ui/Button.tsx';
import { ReloadNotice } from '../../ui/ReloadNotice.tsx';
import { reloadForUpdate } from '../../pwa/status.ts';
import { navigate } from '../../shell/router.ts';
import { store } from '../../shell/services.ts';

export function Play({ saveId }: { saveId: string }) {
  const [session, setSession] = useState<GameSession | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      const meta = await store.get(saveId);
      if (!meta) throw Object.assign(new Error('missing'), { reason: 'storage.error.notFound' });
      const pkg = await loadGame(meta.gameId);
      const loaded = await store.load(saveId, pkg.rules);
      if (live) setSession(new GameSession(pkg, store, loaded.meta, loaded.state as { rng: number[] }, loaded.log));
    })().catch((err) => live && setError((err as { reason?: string }).reason ?? 'storage.error.unknown'));
    return () => {
      live = false;
    };
  }, [saveId]);
  if (error)
    return (
      <main class="screen">
        {/* The game's code could not load: no game is on screen yet, so a reload is safe. */}
        {error === 'update.reloadToPlay' ? (
          <ReloadNotice message={t(error)} onReload={reloadForUpdate} />
        ) : (
          <p class="banner" role="alert">
            {t(error)}
          </p>
        )}
        <Button onClick={() => navigate({ name: 'home' })}>{t('end.home')}</Button>
      </main>
    );
  if (!session)
    return (
      <main class="screen" aria-busy="true">
        <p class="muted">{t('common.loading')}</p>
      </main>
    );
  return <GameScreen session={session} />;
}
