// A new version is offered only here, between games: every move is already saved, and the
// reload the update needs happens with no game on screen.
import { t } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { updateReady } from '../pwa/status.ts';

// It stands over the foot of the screen, with room for it left below the home's last row: a
// version that arrives while someone is reading the home moves nothing under their finger (in
// the flow at the top it pushed every tile down by its height).
export function UpdateBanner() {
  if (!updateReady.value) return null;
  return (
    <>
      {/* The room: the same words and button unseen, so it is the banner's height at any width. */}
      <div class="banner row update-room" aria-hidden="true">
        <span class="grow">{t('update.ready')}</span>
        <span class="btn primary">{t('update.apply')}</span>
      </div>
      <div class="banner row update-banner" role="status">
        <span class="grow">{t('update.ready')}</span>
        <Button variant="primary" onClick={() => void import('../pwa/register.ts').then((m) => m.applyUpdate())}>
          {t('update.apply')}
        </Button>
      </div>
    </>
  );
}
