// The opaque hand-off screen. It names the next seat in its colour and holds nothing private:
// the private screen is not rendered underneath, it does not exist until the reveal.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import type { SavedSeat } from '../storage/db.ts';
import { HoldToReveal } from './HoldToReveal.tsx';
import { PinPad } from '../ui/PinPad.tsx';
import { checkPin } from '../ui/pin.ts';
import { Button } from '../ui/Button.tsx';
import { lockedFor, onRightPin, onWrongPin, type LockState } from '../shell/pin-lock.ts';
import { readSeatLock, SEAT_LOCK, writeSeatLock } from './pin-lock.ts';
import { SeatDot } from '../ui/seat-marks.tsx';

export interface CoverProps {
  /** The seat's PIN hash is read here, and only here. */
  seat: SavedSeat;
  /** Which save and seat: the PIN's attempt limit is kept for each. */
  saveId: string;
  seatIndex: number;
  holdMs: number;
  /** Why the seat is called: its own decision, or only to look at its cards. */
  purpose: 'decision' | 'look';
  onReveal: () => void;
  onCancel?: () => void;
}

export function Cover({ seat, saveId, seatIndex, holdMs, purpose, onReveal, onCancel }: CoverProps) {
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [lock, setLock] = useState<LockState | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!seat.pinHash) return;
    void readSeatLock(saveId, seatIndex).then((l) => setLock((lockRef.current ??= l)));
    // The countdown's words change every second.
    const timer = window.setInterval(() => setTick((n) => n + 1), 1000);
    return () => window.clearInterval(timer);
  }, [saveId, seatIndex, seat.pinHash]);
  const wait = lock ? lockedFor(SEAT_LOCK, lock, Date.now()) : 0;

  // The record every attempt counts against, current even while another attempt is checked.
  const lockRef = useRef<LockState | null>(null);
  const tryPin = async (pin: string) => {
    // Typed before the stored lock was read: read it first, a reload must not lift it.
    lockRef.current ??= lock ?? (await readSeatLock(saveId, seatIndex));
    const right = !!seat.pinHash && (await checkPin(pin, seat.pinHash));
    const current = lockRef.current;
    if (lockedFor(SEAT_LOCK, current, Date.now()) > 0) return setLock(current);
    if (right) {
      if (current.fails || current.lockouts) await writeSeatLock(saveId, seatIndex, onRightPin());
      onReveal();
      return;
    }
    const next = onWrongPin(SEAT_LOCK, current, Date.now());
    lockRef.current = next;
    setLock(next);
    await writeSeatLock(saveId, seatIndex, next);
    setAttempt((n) => n + 1);
    setError(t('cover.wrongPin'));
  };
  return (
    <div class="cover no-select" style={{ '--seat': seat.color }} data-testid="cover" role="dialog" aria-modal="true" aria-label={t('cover.passTo', { name: seat.name })}>
      <div class="pass">{purpose === 'look' ? t('cover.lookFor') : t('cover.passTo.lead')}</div>
      <div class="who">
        <SeatDot color={seat.color} /> <span class="seat-name">{seat.name}</span>
      </div>
      {!seat.pinHash ? (
        <HoldToReveal holdMs={holdMs} label={t('cover.hold')} onReveal={onReveal} />
      ) : wait > 0 ? (
        <p role="alert" class="pass" data-testid="pin-locked">
          {t('cover.locked', { n: Math.ceil(wait / 1000) })}
        </p>
      ) : (
        <PinPad key={attempt} label={t('cover.typePin')} eraseLabel={t('cover.erase')} typedLabel={(n) => t('pin.typed', { n })} error={error} onSubmit={tryPin} />
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
