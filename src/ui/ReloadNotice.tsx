// Shown where code this tab needs could not load, instead of a button that would never work:
// the message and a reload (the caller gives it; it belongs between games only). In the first
// screen's script (app/App.tsx): its button is the app's Button written out (ui/Button.tsx).
import { t } from '../i18n/index.ts';

export function ReloadNotice({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div class="banner row" role="alert" data-testid="reload-notice">
      <span class="grow">{message}</span>
      <button type="button" class="btn primary" onClick={onReload}>
        {t('update.reload')}
      </button>
    </div>
  );
}
