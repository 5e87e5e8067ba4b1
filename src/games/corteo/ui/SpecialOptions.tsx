// The special rules in the new-game wizard (section 13): four switches, each with its line of
// explanation, for the advanced game (the base game plays without them).
import { lang, t } from '../../../i18n/index.ts';
import type { OptionsProps } from '../../types.ts';
import { Button } from '../../../ui/Button.tsx';
import { SPECIAL_NOTES } from '../content/special.ts';
import type { CorteoOptions } from '../rules.ts';

export function SpecialOptions({ options: o, onChange }: Pick<OptionsProps<CorteoOptions>, 'options' | 'onChange'>) {
  const en = lang.value === 'en';
  if (o.mode === 'base') return <p class="small muted" style="margin:0" data-testid="special-base">{t('corteo.ui.options.specialBase')}</p>;
  return (
    <div class="field co-special-options" role="group" aria-label={t('corteo.ui.options.special')}>
      <span>{t('corteo.ui.options.special')}</span>
      {SPECIAL_NOTES.map((n) => {
        const on = Boolean(o.special?.[n.id]);
        return (
          <div key={n.id} class="stack" style="gap:2px">
            <Button aria-pressed={on} data-testid={`special-${n.id}`} onClick={() => onChange({ ...o, special: { ...o.special, [n.id]: !on }, ...(n.id === 'national' ? { waitsEnd: true } : {}) })}>
              {(on ? '\u2611 ' : '\u2610 ') + (en ? n.name.en : n.name.it)}
            </Button>
            <p class="small muted" style="margin:0">{en ? n.hint.en : n.hint.it}</p>
          </div>
        );
      })}
    </div>
  );
}
