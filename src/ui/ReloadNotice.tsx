// Shown where code this tab needs could not load, instead of a button that would never work:
// the message and a reload (the caller gives it; it belongs between games only).
import { t } from '../i18n/index.ts';
import { Button } from './Button.tsx';

export function ReloadNotice({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div class="banner row" role="alert" data-testid="reload-notice">
      <span class="grow">{message}</span>
      <Button variant="primary" onClick={onReload}>
        {t('update.reload')}
      </Button>
    </div>
  );
}
