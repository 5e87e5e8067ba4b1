// Corteo's set-up questions: the base or the advanced game, and who rolls the die (the app, or
// a real die whose face is entered).
import { t, tx } from '../../../i18n/index.ts';
import { SCENARIOS } from '../content/scenarios/index.ts';
import type { OptionsProps } from '../../types.ts';
import type { CorteoOptions } from '../rules.ts';
import { Button } from '../../../ui/Button.tsx';
import { DiceOption } from './DiceOption.tsx';
import { SpecialOptions } from './SpecialOptions.tsx';
import { AntifascistaOptions } from './Antifascista.tsx';
import { MyScenarios, withScenario } from './MyScenarios.tsx';
import { AntirepressivoOptions } from './Antirepressivo.tsx';

export function CorteoOptionsForm({ options: o, onChange, seats, shelf }: OptionsProps<CorteoOptions>) {
  // Three players: the Antirepressivo, the corteo split between two of them.
  if (seats.length === 3) return <AntirepressivoOptions options={o} onChange={onChange} />;
  return (
    <div class="stack">
      <div class="field" role="group" aria-label={t('corteo.ui.options.mode')}>
        <span>{t('corteo.ui.options.mode')}</span>
        <div class="segmented">
          <Button aria-pressed={o.mode === 'base'} data-testid="mode-base" onClick={() => onChange({ ...withScenario(o, null), mode: 'base' })}>
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
          <Button block aria-pressed={!o.scenario} data-testid="scenario-none" onClick={() => onChange(withScenario(o, null))}>
            {t('corteo.ui.options.noScenario')}
          </Button>
          {SCENARIOS.map((sc) => (
            <Button block key={sc.id} style="text-align:start" aria-pressed={o.scenario === sc.id} data-testid={`scenario-${sc.id}`} onClick={() => onChange({ ...withScenario(o, null), mode: sc.mode, scenario: sc.id, ...(sc.rally?.prolong ? { prolong: true } : {}) })}>
              <span class="stack" style="gap:2px;text-align:start">
                <strong>{tx(sc.name)}</strong>
                <span class="small">{tx(sc.blurb)}</span>
              </span>
            </Button>
          ))}
        </div>
        <p class="small muted" style="margin:0">{t('corteo.ui.options.scenarioHint')}</p>
      </div>
      {shelf && <MyScenarios options={o} onChange={onChange} seats={seats} shelf={shelf} />}
      <AntifascistaOptions options={o} onChange={onChange} />
      <DiceOption options={o} onChange={onChange} />
      {o.custom ? <p class="small muted" style="margin:0" data-testid="special-scenario">{t('corteo.editor.specialFixed')}</p> : <SpecialOptions options={o} onChange={onChange} />}
      <p class="small muted" style="margin:0">{t('corteo.ui.options.sides')}</p>
    </div>
  );
}
