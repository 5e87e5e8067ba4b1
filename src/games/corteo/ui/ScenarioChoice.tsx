// The wizard's list of printed scenarios: none (the base or advanced game), the two-sided ones,
// and the Antirepressivo, for three players. Choosing the Antirepressivo, or leaving it, changes
// the table's seat count too (the registry's seatsFor reads it from the options).
import { t, tx } from '../../../i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { SCENARIOS } from '../content/scenarios/index.ts';
import { ANTIREPRESSIVO } from '../content/scenarios/antirepressivo.ts';
import type { Scenario } from '../content/scenarios/types.ts';
import type { CorteoOptions } from '../rules.ts';
import { withScenario } from './MyScenarios.tsx';

/** Only the die's choice crosses between two seats and three: the rest is each table's own. */
const diceOf = (o: CorteoOptions) => (o.physicalDice ? { physicalDice: true } : {});

/** The options of a two-sided game with `sc` (null: none), coming from `o`. */
export function twoSided(o: CorteoOptions, sc: Scenario | null): CorteoOptions {
  // From the Antirepressivo, a fresh two-sided set-up; else what was chosen stays (special rules...).
  const from: CorteoOptions = o.scenario === ANTIREPRESSIVO.id ? { mode: 'base', map: o.map, ...diceOf(o) } : o;
  // Antifascista's rally may be prolonged by agreement in the game (the `prolong` step at hand 8).
  return sc ? { ...withScenario(from, null), mode: sc.mode, scenario: sc.id, ...(sc.rally?.prolong ? { prolong: true } : {}) } : withScenario(from, null);
}

/** The Antirepressivo's options (as the rules' defaults for three seats), keeping the die's choice. */
export const antirepressivoOptions = (o: CorteoOptions): CorteoOptions => ({ mode: ANTIREPRESSIVO.mode, map: o.map, scenario: ANTIREPRESSIVO.id, coverKept: true, ...diceOf(o) });

export function ScenarioChoice({ options: o, onChange }: { options: CorteoOptions; onChange: (o: CorteoOptions) => void }) {
  const three = o.scenario === ANTIREPRESSIVO.id;
  return (
    <div class="field" role="group" aria-label={t('corteo.ui.options.scenario')}>
      <span>{t('corteo.ui.options.scenario')}</span>
      <div class="segmented" style="flex-direction:column;align-items:stretch">
        <Button block aria-pressed={!o.scenario} data-testid="scenario-none" onClick={() => onChange(twoSided(o, null))}>
          {t('corteo.ui.options.noScenario')}
        </Button>
        {SCENARIOS.map((sc) => (
          <Button block key={sc.id} style="text-align:start" aria-pressed={o.scenario === sc.id} data-testid={`scenario-${sc.id}`} onClick={() => onChange(twoSided(o, sc))}>
            <span class="stack" style="gap:2px;text-align:start">
              <strong>{tx(sc.name)}</strong>
              <span class="small">{tx(sc.blurb)}</span>
            </span>
          </Button>
        ))}
        <Button block style="text-align:start" aria-pressed={three} data-testid={`scenario-${ANTIREPRESSIVO.id}`} onClick={() => !three && onChange(antirepressivoOptions(o))}>
          <span class="stack" style="gap:2px;text-align:start">
            <strong>{tx(ANTIREPRESSIVO.name)}</strong>
            <span class="small">{tx(ANTIREPRESSIVO.blurb)}</span>
            <span class="small" data-testid="scenario-antirepressivo-three">{t('corteo.ui.options.threePlayers')}</span>
          </span>
        </Button>
      </div>
      <p class="small muted" style="margin:0">{t('corteo.ui.options.scenarioHint')}</p>
    </div>
  );
}
