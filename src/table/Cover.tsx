// The opaque hand-off screen. It names the next seat in its colour and holds nothing private:
// the private screen is not rendered underneath, it does not exist until the reveal.
import { useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import type { SavedSeat } from '../storage/db.ts';
import { HoldToReveal } from './HoldToReveal.tsx';
import { PinPad } from '../ui/PinPad.tsx';
import { checkPin } from '../ui/pin.ts';
import { Button } from '../ui/Button.tsx';

export interface CoverProps {
  /** The seat's PIN hash is read here, and only here. */
  seat: SavedSeat;
  holdMs: number;
  /** Why the seat is called: its own decision, or only to look at its cards. */
  purpose: 'decision' | 'look';
  onReveal: () => void;
  onCancel?: () => void;
}

export function Cover({ seat, holdMs, purpose, onReveal, onCancel }: CoverProps) {
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const tryPin = async (pin: string) => {
    if (seat.pinHash && (await checkPin(pin, seat.pinHash))) onReveal();
    else {
      setAttempt(attempt + 1);
      setError(t('cover.wrongPin'));
    }
  };
  return (
    <div class="cover no-select" style={{ '--seat': seat.color }} data-testid="cover" role="dialog" aria-modal="true" aria-label={t('cover.passTo', { name: seat.name })}>
      <div class="pass">{purpose === 'look' ? t('cover.lookFor') : t('cover.passTo.lead')}</div>
      <div class="who">
        <span class="seat-dot" /> {seat.name}
      </div>
      {seat.pinHash ? (
        <PinPad key={attempt} label={t('cover.typePin')} eraseLabel={t('cover.erase')} error={error} onSubmit={tryPin} />
      ) : (
        <HoldToReveal holdMs={holdMs} label={t('cover.hold')} onReveal={onReveal} />
      )}
      <p class="pass small">{t('cover.othersLookAway')}</p>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          {purpose === 'look' ? t('cover.backToTable') : t('game.exit')}
        </Button>
      )}
    </div>
  );
}
