// Repubblica Ribelle's set-up questions: the demonstration game (on by default at the museum)
// and the first player; with one or two players it explains the automated partisans.
import { t } from '../../../i18n/index.ts';
import type { OptionsProps } from '../../types.ts';
import type { RibelleOptions } from '../rules.ts';
import { Button } from '../../../ui/Button.tsx';
import { SeatDot } from '../../../ui/seat-marks.tsx';

export function RibelleOptionsForm({ options: o, seats, onChange }: OptionsProps<RibelleOptions>) {
  const n = seats.length;
  return (
    <div class="stack">
      <div class="field" role="group" aria-label={t('ribelle.ui.options.demo')}>
        <span>{t('ribelle.ui.options.demo')}</span>
        <div class="segmented">
          <Button aria-pressed={o.demo} data-testid="demo-on" onClick={() => onChange({ ...o, demo: true })}>
            {t('ribelle.ui.options.demoOn')}
          </Button>
          <Button aria-pressed={!o.demo} data-testid="demo-off" onClick={() => onChange({ ...o, demo: false })}>
            {t('ribelle.ui.options.demoOff')}
          </Button>
        </div>
        <p class="small muted" style="margin:0">
          {t('ribelle.ui.options.demoHint')}
        </p>
      </div>
      <div class="field" role="group" aria-label={t('ribelle.ui.options.first')}>
        <span>{t('ribelle.ui.options.first')}</span>
        <div class="segmented">
          {seats.map((s, i) => (
            <Button key={i} aria-pressed={(o.firstPlayer ?? 0) === i} style={{ '--seat': s.color }} onClick={() => onChange({ ...o, firstPlayer: i })}>
              <SeatDot color={s.color} /> {s.name}
            </Button>
          ))}
        </div>
      </div>
      <p class="banner small" data-testid="automated-note" style="margin:0">
        {n === 1 ? t('ribelle.ui.options.autoTwo') : n === 2 ? t('ribelle.ui.options.autoOne') : t('ribelle.ui.options.autoNone')}
      </p>
    </div>
  );
}
