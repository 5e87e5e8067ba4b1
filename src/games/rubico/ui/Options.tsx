// Rubico's one set-up question: who holds the Centurion card first.
import { t } from '../../../i18n/index.ts';
import type { OptionsProps } from '../../types.ts';
import type { RubicoOptions } from '../rules.ts';
import { Button } from '../../../ui/Button.tsx';
import { SeatDot } from '../../../ui/seat-marks.tsx';

export function RubicoOptionsForm({ options: o, seats, onChange }: OptionsProps<RubicoOptions>) {
  return (
    <div class="field" role="group" aria-label={t('rubico.options.first')}>
      <span>{t('rubico.options.first')}</span>
      <div class="segmented">
        {seats.map((s, i) => (
          <Button key={i} aria-pressed={o.firstCenturion === i} style={{ '--seat': s.color }} onClick={() => onChange({ ...o, firstCenturion: i })}>
            <SeatDot color={s.color} /> {s.name}
          </Button>
        ))}
      </div>
    </div>
  );
}
