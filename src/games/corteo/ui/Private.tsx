// Corteo's own screen for a seat: nothing is secret in the base and advanced games, so it only
// says so; in Sociale the corteo writes down its gathering place here, and finds it here again.
import { t } from '../../../i18n/index.ts';
import type { PrivateProps } from '../../types.ts';
import type { CorteoMove, CorteoView } from '../rules.ts';
import { GatherChoice, SecretPlace } from './Sociale.tsx';

export function CorteoPrivate({ view, decision, onMove }: PrivateProps<CorteoView, CorteoMove>) {
  if (decision?.kind === 'corteo.step.gather') return <GatherChoice view={view} onMove={onMove} />;
  return (
    <section class="panel" data-testid="corteo-private">
      <SecretPlace view={view} />
      <p>{t('corteo.ui.private')}</p>
    </section>
  );
}
