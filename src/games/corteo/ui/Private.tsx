// Corteo has nothing secret: a seat's own screen only says so (the whole game is on the table).
import { t } from '../../../i18n/index.ts';
import type { PrivateProps } from '../../types.ts';
import type { CorteoMove, CorteoView } from '../rules.ts';

export function CorteoPrivate(_props: PrivateProps<CorteoView, CorteoMove>) {
  return (
    <section class="panel" data-testid="corteo-private">
      <p>{t('corteo.ui.private')}</p>
    </section>
  );
}
