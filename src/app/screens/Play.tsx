// Opens a saved game: loads its package and its save, then hands over to the table. One tab
// writes a game at a time (table/presence.ts): a game open elsewhere is offered to take over;
// a game taken over elsewhere stops here; news of another tab's write reloads the game, which
// starts the table over from the hand-off rule (a cover or the table, never an open private
// screen); a game deleted elsewhere goes home with a message.
import { Component, type ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { loadGame } from '../../games/registry.ts';
import { GameSession } from '../../table/session.ts';
import { GameScreen } from '../../table/GameScreen.tsx';
import { LessonCoach } from '../../table/lesson/Coach.tsx';
import { claimGame, type Claim } from '../../table/presence.ts';
import { Button } from '../../ui/Button.tsx';
import { ReloadNotice } from '../../ui/ReloadNotice.tsx';
import { reloadForUpdate } from '../../pwa/reload.ts';
import { showToast } from '../../ui/toast.tsx';
import { navigate } from '../../shell/router.ts';
import { kioskOn } from '../../kiosk/flags.ts';
import { kioskHints } from '../../kiosk/signals.ts';
import { saveNews, store } from '../../shell/services.ts';

type Phase = 'loading' | 'elsewhere' | 'moved' | 'playing';

/** A game that fails to load or to draw: a message and the way home, never a blank page. */
function Broken({ reason }: { reason: string }) {
  return (
    <main class="screen stack" data-testid="game-broken">
      <p class="banner" role="alert">
        {t(reason)}
      </p>
      <Button variant="primary" onClick={() => navigate({ name: 'home' }, true)}>
        {t('end.home')}
      </Button>
    </main>
  );
}

/** Catches a game screen that throws while drawing (a save the rules cannot play). */
class GameBoundary extends Component<{ children: ComponentChildren }, { failed: boolean }> {
  override state = { failed: false };
  static override getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(err: unknown) {
    console.error('the game screen failed', err);
  }
  override render() {
    return this.state.failed ? <Broken reason="game.broken" /> : this.props.children;
  }
}

export function Play({ saveId }: { saveId: string }) {
  const [session, setSession] = useState<GameSession | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<string | null>(null);
  /** Bumped to open the game again, taking it over from another tab. */
  const [takeOver, setTakeOver] = useState(0);
  useEffect(() => {
    let live = true;
    let claim: Claim | null = null;
    let unlisten = () => {};
    setPhase('loading');
    setSession(null);
    (async () => {
      const meta = await store.get(saveId);
      if (!meta) throw Object.assign(new Error('missing'), { reason: 'storage.error.notFound' });
      const pkg = await loadGame(meta.gameId);
      const c = await claimGame(saveId, takeOver > 0);
      if (c === 'busy') return live && setPhase('elsewhere');
      claim = c;
      if (!live) return c.release();
      const loaded = await store.load(saveId, pkg.rules);
      if (!live) return;
      const s = new GameSession(pkg, store, loaded.meta, loaded.state as { rng: number[] }, loaded.log);
      unlisten = saveNews?.listen((news) => s.onNews(news)) ?? unlisten;
      void c.lost.then(() => {
        s.stop();
        if (live) setPhase('moved');
      });
      setSession(s);
      setPhase('playing');
    })().catch((err) => live && setError((err as { reason?: string }).reason ?? 'game.broken'));
    return () => {
      live = false;
      claim?.release();
      unlisten();
    };
  }, [saveId, takeOver]);

  const gone = !!session?.gone.value;
  useEffect(() => {
    if (!gone) return;
    showToast(t('game.gone'), 'error');
    navigate({ name: 'home' }, true);
  }, [gone]);

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
  if (phase === 'elsewhere' || phase === 'moved')
    return (
      <main class="screen stack" data-testid={`game-${phase}`}>
        <h2>{t(phase === 'moved' ? 'game.moved.title' : 'game.elsewhere.title')}</h2>
        <p role="alert">{t(phase === 'moved' ? 'game.moved.body' : 'game.elsewhere.body')}</p>
        <Button variant="primary" block onClick={() => setTakeOver((n) => n + 1)}>
          {t('game.elsewhere.here')}
        </Button>
        <Button block onClick={() => navigate({ name: 'home' }, true)}>
          {phase === 'moved' ? t('end.home') : t('game.elsewhere.back')}
        </Button>
      </main>
    );
  if (!session || phase !== 'playing' || gone)
    return (
      <main class="screen" aria-busy="true">
        <p class="muted">{t('common.loading')}</p>
      </main>
    );
  // A reload (the game changed elsewhere) mounts the table afresh: no seat's screen stays open.
  return (
    <GameBoundary key={session.reloads.value}>
      {/* Hints: always outside the kiosk; in the kiosk as its staff set it; never in a lesson,
          whose coach already points at the move it asks for. */}
      <GameScreen session={session} onReload={reloadForUpdate} hints={!session.meta.value.lesson && (!kioskOn.value || kioskHints.value)} />
      {session.meta.value.lesson && <LessonCoach session={session} />}
    </GameBoundary>
  );
}
