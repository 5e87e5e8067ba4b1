// Corteo's set-up questions: the base or the advanced game, and who rolls the die (the app, or
// a real die whose face is entered).
import { t, tx } from '../../../i18n/index.ts';
import { SCENARIOS } from '../content/scenarios/index.ts';
import type { OptionsProps } from '../../types.ts';
import type { CorteoOptions } from '../rules.ts';
import { Button } from '../../../ui/Button.tsx';
import { SpecialOptions } from './SpecialOptions.tsx';
import { AntifascistaOptions } from './Antifascista.tsx';

export function CorteoOptionsForm({ options: o, onChange }: OptionsProps<CorteoOptions>) {
  return (
    <div class="stack">
      <div class="field" role="group" aria-label={t('corteo.ui.options.mode')}>
        <span>{t('corteo.ui.options.mode')}</span>
        <div class="segmented">
          <Button aria-pressed={o.mode === 'base'} data-testid="mode-base" onClick={() => onChange({ ...o, mode: 'base', scenario: undefined })}>
            {t('corteo.ui.options.base')}
          </Button>
          <Button aria-pressed={o.mode === 'advanced'} data-testid="mode-advanced" onClick={() => onChange({ ...o, mode: 'advanced' })}>
            {t('corteo.ui.options.advanced')}
          </Button>
        </div>
        <p class="small muted" style="margin:0">{t('corteo.ui.options.modeHint')}</p>
      </div>
      <div class="field" role="group" aria-label={t('corteo.ui.options.scenario')}>
        <span>{t('corteo.ui.options.scenario')}</span>
        <div class="segmented" style="flex-direction:column;align-items:stretch">
          <Button block aria-pressed={!o.scenario} data-testid="scenario-none" onClick={() => onChange({ ...o, scenario: undefined })}>
            {t('corteo.ui.options.noScenario')}
          </Button>
          {SCENARIOS.map((sc) => (
            <Button block key={sc.id} style="text-align:start" aria-pressed={o.scenario === sc.id} data-testid={`scenario-${sc.id}`} onClick={() => onChange({ ...o, mode: sc.mode, scenario: sc.id })}>
              <span class="stack" style="gap:2px;text-align:start">
                <strong>{tx(sc.name)}</strong>
                <span class="small">{tx(sc.blurb)}</span>
              </span>
            </Button>
          ))}
        </div>
        <p class="small muted" style="margin:0">{t('corteo.ui.options.scenarioHint')}</p>
      </div>
      <AntifascistaOptions options={o} onChange={onChange} />
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
      <SpecialOptions options={o} onChange={onChange} />
      <p class="small muted" style="margin:0">{t('corteo.ui.options.sides')}</p>
    </div>
  );
}
