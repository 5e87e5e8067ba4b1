// The wizard's set-up: the mission (name and one line), solo or co-op from the number of
// players, and whether the players roll their own dice. A campaign's roster is shown as is.
import { t } from '../../../i18n/index.ts';
import type { OptionsProps } from '../../types.ts';
import { Button } from '../../../ui/Button.tsx';
import { MISSION_IDS } from '../content.ts';
import type { FiammeOptions } from '../rules.ts';
import { RosterPanel } from './Roster.tsx';
import './fiamme.css';

export function FiammeOptionsForm({ options: o, seats, onChange }: OptionsProps<FiammeOptions>) {
  return (
    <div class="stack fi-options">
      <div class="field" role="radiogroup" aria-label={t('fiamme.options.mission')}>
        <span>{t('fiamme.options.mission')}</span>
        <div class="fi-missions-list">
          {MISSION_IDS.map((m) => (
            <button
              type="button"
              key={m}
              role="radio"
              aria-checked={o.mission === m}
              class="fi-mission-opt"
              data-testid={`mission-${m}`}
              onClick={() => onChange({ ...o, mission: m })}
            >
              <strong>
                {m}. {t(`fiamme.mission.${m}`)}
              </strong>
              <span class="small">{t(`fiamme.mission.${m}.text`)}</span>
            </button>
          ))}
        </div>
      </div>
      <p class="banner small" style="margin:0" data-testid="fiamme-mode">
        {t(seats.length === 2 ? 'fiamme.options.mode.coop' : 'fiamme.options.mode.solo')}
      </p>
      <div class="field" role="group" aria-label={t('fiamme.options.dice')}>
        <span>{t('fiamme.options.dice')}</span>
        <div class="segmented">
          <Button aria-pressed={!o.physicalDice} onClick={() => onChange({ ...o, physicalDice: false })} data-testid="dice-app">
            {t('fiamme.options.dice.app')}
          </Button>
          <Button aria-pressed={o.physicalDice} onClick={() => onChange({ ...o, physicalDice: true })} data-testid="dice-physical">
            {t('fiamme.options.dice.physical')}
          </Button>
        </div>
        <span class="small muted">{t('fiamme.options.dice.hint')}</span>
      </div>
      {o.roster && <RosterPanel roster={o.roster} />}
    </div>
  );
}
