// Visitors walk away. After `idleSec` without a touch a large "Ci sei ancora?" counts down;
// a touch keeps playing, zero closes the visit: the game is marked abandoned, counted and
// removed, and the kiosk is back on the attract screen in Italian. On the attract screen
// itself nothing counts down: the language quietly goes back to Italian.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { lang } from '../i18n/index.ts';
import { route, navigate } from '../shell/router.ts';
import { store } from '../shell/services.ts';
import { COUNTDOWN_SEC, idleSec, kioskView, resetVisit, sweep } from './state.ts';
import { staffView } from './signals.ts';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Ends the visit on screen, whatever it is. */
export async function endVisit(): Promise<void> {
  const r = route.value;
  staffView.value = null;
  resetVisit();
  navigate({ name: 'home' }, true);
  if (r.name === 'play') {
    try {
      const meta = await store.get(r.saveId);
      if (meta?.kiosk === 1 && meta.status === 'playing') await store.setStatus(r.saveId, 'abandoned');
    } catch {
      // The sweep counts it as abandoned all the same.
    }
  }
  await sweep();
}

export function IdleGuard() {
  const last = useRef(Date.now());
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const touch = () => {
      last.current = Date.now();
      setLeft(null);
    };
    for (const type of ACTIVITY) window.addEventListener(type, touch, { capture: true, passive: true });
    const tick = () => {
      const idleMs = Date.now() - last.current;
      const limit = idleSec.value * 1000;
      const atRest = route.value.name === 'home' && kioskView.value === 'attract' && staffView.value === null;
      if (idleMs < limit) {
        setLeft(null);
        return;
      }
      if (atRest) {
        setLeft(null);
        if (lang.value !== 'it') lang.value = 'it';
        return;
      }
      const remaining = Math.ceil((limit + COUNTDOWN_SEC * 1000 - idleMs) / 1000);
      if (remaining > 0) {
        setLeft(remaining);
        return;
      }
      setLeft(null);
      last.current = Date.now();
      void endVisit();
    };
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, touch, { capture: true });
    };
  }, []);
  if (left === null) return null;
  return (
    <div class="scrim kiosk-idle" role="presentation" data-testid="idle-countdown">
      <div class="dialog kiosk-idle-box" role="alertdialog" aria-modal="true" aria-labelledby="idle-title" aria-describedby="idle-body">
        <h2 id="idle-title">{t('kiosk.idle.title')}</h2>
        <div class="kiosk-idle-count" aria-hidden="true" data-testid="idle-seconds">
          {left}
        </div>
        <p id="idle-body">{t('kiosk.idle.body', { n: left })}</p>
        <button type="button" class="btn primary big block" data-testid="idle-stay">
          {t('kiosk.idle.stay')}
        </button>
      </div>
    </div>
  );
}
