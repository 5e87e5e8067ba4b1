// The hint's two pieces on screen: the button that asks "Cosa farebbe Passamano?" and the line
// that answers it, over the decision on the table or on the private screen. The move itself is
// marked by the game's screen where it is made (ui/hint.ts); the line says whose choice it is
// and why, in one sentence, and never names a card or a secret.
import { useEffect, useRef } from 'preact/hooks';
import type { HintState } from './hint.ts';
import { t } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/icons.tsx';
import { AppIcon } from '../ui/AppBadge.tsx';
import './hint.css';

/** Asks for the hint, or hides the one shown. `label`: the words beside the bulb (none: the bulb alone, named for screen readers). */
export function HintButton({ hint, onAsk, onHide, label }: { hint: HintState | null; onAsk: () => void; onHide: () => void; label?: boolean }) {
  const on = hint !== null;
  return (
    <Button
      class={label ? 'hint-btn' : 'icon-btn hint-btn'}
      aria-label={label ? undefined : t('hint.ask')}
      aria-pressed={on}
      onClick={() => (on ? onHide() : onAsk())}
      data-testid="hint-ask"
    >
      <Icon name="bulb" />
      {label && <span>{t('hint.ask')}</span>}
    </Button>
  );
}

/** The answer: whose choice is marked, and why (the game's own line), or that the app cannot say. */
export function HintLine({ hint, why, onHide, onConfirm }: { hint: HintState | null; why?: string; onHide: () => void; onConfirm?: () => void }) {
  const line = useRef<HTMLDivElement>(null);
  const shown = hint?.status === 'shown';
  useEffect(() => {
    if (!shown) return;
    // The marked choice may lie past a scrolled row or below the fold: bring it to the middle of
    // its scrolling box (clear of a sticky bar at its foot), on the same screen as this line.
    const screen = line.current?.closest('.screen, .private') ?? document;
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    screen.querySelector<HTMLElement>('[data-hint="true"]')?.scrollIntoView?.({ block: 'center', inline: 'center', behavior: reduce ? 'auto' : 'smooth' });
  }, [shown]);
  if (!hint) return null;
  return (
    <div class="hint-line" role="status" data-testid="hint-line" ref={line}>
      <span class="hint-mark">
        <AppIcon />
      </span>
      <p class="grow">
        {hint.status === 'confirm' && t('hint.watched')}
        {hint.status === 'thinking' && t('hint.thinking')}
        {hint.status === 'failed' && t('hint.failed')}
        {hint.status === 'shown' && (
          <>
            <strong>{t('hint.shown')}</strong> {t(why ?? 'hint.why')}
          </>
        )}
      </p>
      {hint.status === 'confirm' && onConfirm && (
        <Button onClick={onConfirm} data-testid="hint-show">
          {t('hint.show')}
        </Button>
      )}
      <Button class="icon-btn" aria-label={t('hint.hide')} onClick={onHide} data-testid="hint-hide">
        <Icon name="close" />
      </Button>
    </div>
  );
}
