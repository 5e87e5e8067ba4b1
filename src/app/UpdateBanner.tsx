// A new version is offered only here, between games: every move is already saved, and the
// reload the update needs happens with no game on screen.
import { t } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { updateReady } from '../pwa/status.ts';

export function UpdateBanner() {
  if (!updateReady.value) return null;
  return (
    <div class="banner row" role="status">
      <span class="grow">{t('update.ready')}</span>
      <Button variant="primary" onClick={() => void import('../pwa/register.ts').then((m) => m.applyUpdate())}>
        {t('update.apply')}
      </Button>
    </div>
  );
}
