// The wizard's choice between the app's dice and real dice, for every Corteo set-up form.
import { t } from '../../../i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import type { CorteoOptions } from '../rules.ts';

export function DiceOption({ options: o, onChange }: { options: CorteoOptions; onChange: (o: CorteoOptions) => void }) {
  return (
    <div class="field" role="group" aria-label={t('corteo.ui.options.dice')}>
      <span>{t('corteo.ui.options.dice')}</span>
      <div class="segmented">
        <Button aria-pressed={!o.physicalDice} data-testid="dice-app" onClick={() => onChange({ ...o, physicalDice: false })}>
          {t('corteo.ui.options.appDice')}
        </Button>
        <Button aria-pressed={Boolean(o.physicalDice)} data-testid="dice-real" onClick={() => onChange({ ...o, physicalDice: true })}>
          {t('corteo.ui.options.realDice')}
        </Button>
      </div>
    </div>
  );
}
