// FabRisiko!'s set-up questions: conquest or Tournament (the 180-minute clock), and who rolls the
// battle dice (the app, or real dice whose faces are entered).
import { t } from '../../../i18n/index.ts';
import type { OptionsProps } from '../../types.ts';
import type { FabOptions } from '../rules/types.ts';
import { Button } from '../../../ui/Button.tsx';

export function FabOptionsForm({ options: o, onChange }: OptionsProps<FabOptions>) {
  return (
    <div class="stack">
      <div class="field" role="group" aria-label={t('fabrisiko.ui.options.tournament')}>
        <span>{t('fabrisiko.ui.options.tournament')}</span>
        <div class="segmented">
          <Button aria-pressed={!o.tournament} data-testid="mode-conquest" onClick={() => onChange({ ...o, tournament: false })}>
            {t('fabrisiko.ui.options.classic')}
          </Button>
          <Button aria-pressed={o.tournament} data-testid="mode-tournament" onClick={() => onChange({ ...o, tournament: true })}>
            {t('fabrisiko.ui.options.tournamentOn')}
          </Button>
        </div>
        <p class="small muted" style="margin:0">
          {t('fabrisiko.ui.options.tournamentHint')}
        </p>
      </div>
      <div class="field" role="group" aria-label={t('fabrisiko.ui.options.dice')}>
        <span>{t('fabrisiko.ui.options.dice')}</span>
        <div class="segmented">
          <Button aria-pressed={!o.physicalDice} data-testid="dice-app" onClick={() => onChange({ ...o, physicalDice: false })}>
            {t('fabrisiko.ui.options.appDice')}
          </Button>
          <Button aria-pressed={Boolean(o.physicalDice)} data-testid="dice-real" onClick={() => onChange({ ...o, physicalDice: true })}>
            {t('fabrisiko.ui.options.realDice')}
          </Button>
        </div>
      </div>
    </div>
  );
}
