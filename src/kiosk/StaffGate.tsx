// The way in for staff: a hidden 48 px target in the top-left corner (five taps within three
// seconds), then the staff PIN. Five wrong PINs lock the panel for a minute (then longer); the lock is
// stored, so reloading the page does not lift it.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { PinPad } from '../ui/PinPad.tsx';
import { checkPin, makePinHash } from '../ui/pin.ts';
import { Button } from '../ui/Button.tsx';
import { showToast } from '../ui/toast.tsx';
import { lockedFor, MAX_FAILS, onRightPin, onWrongPin, tapGesture, type LockState } from './lockout.ts';
import { readLock, saveConfig, staffPinHash, writeLock } from './state.ts';
import { staffView } from './signals.ts';

/**
 * The corner is watched from the window, not covered by an element: the game's own back
 * button sits under it and must keep working for visitors. The element only marks the area.
 */
const CORNER_PX = 48;

export function StaffCorner() {
  useEffect(() => {
    let taps: number[] = [];
    const onDown = (e: PointerEvent) => {
      if (e.clientX > CORNER_PX || e.clientY > CORNER_PX || staffView.value !== null) return;
      const r = tapGesture(taps, Date.now());
      taps = r.times;
      if (r.fired) staffView.value = staffPinHash.value ? 'gate' : 'set';
    };
    window.addEventListener('pointerdown', onDown, true);
    return () => window.removeEventListener('pointerdown', onDown, true);
  }, []);
  return <div class="kiosk-corner" aria-hidden="true" data-testid="staff-corner" />;
}

function Shell({ children }: { children: preact.ComponentChildren }) {
  return (
    <div class="scrim kiosk-staff-scrim" role="presentation" data-testid="staff-gate">
      <div class="dialog stack" role="dialog" aria-modal="true" aria-label={t('kiosk.staff.title')} style="align-items:center">
        {children}
        <Button block onClick={() => (staffView.value = null)} data-testid="staff-cancel">
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}

export function PinGate() {
  const [lock, setLock] = useState<LockState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, setTick] = useState(0);
  useEffect(() => {
    void readLock().then(setLock);
    const timer = window.setInterval(() => setTick((n) => n + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!lock) return <Shell>{null}</Shell>;
  const wait = lockedFor(lock, Date.now());
  if (wait > 0) {
    return (
      <Shell>
        <p role="alert" class="pass" data-testid="staff-locked">
          {t('kiosk.pin.locked', { n: Math.ceil(wait / 1000) })}
        </p>
      </Shell>
    );
  }
  const submit = async (pin: string) => {
    const hash = staffPinHash.value;
    if (hash && (await checkPin(pin, hash))) {
      const next = onRightPin();
      setLock(next);
      await writeLock(next);
      staffView.value = 'panel';
      return;
    }
    const next = onWrongPin(lock, Date.now());
    setLock(next);
    await writeLock(next);
    setError(t('kiosk.pin.wrong', { n: MAX_FAILS - next.fails }));
  };
  return (
    <Shell>
      <PinPad label={t('kiosk.pin.type')} eraseLabel={t('cover.erase')} typedLabel={(n) => t('pin.typed', { n })} error={error} onSubmit={(p) => void submit(p)} />
    </Shell>
  );
}

export function PinSetter() {
  const [first, setFirst] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (pin: string) => {
    if (first === null) {
      setFirst(pin);
      setError(null);
      return;
    }
    if (pin !== first) {
      setFirst(null);
      setError(t('kiosk.pin.mismatch'));
      return;
    }
    staffPinHash.value = await makePinHash(pin);
    await saveConfig();
    showToast(t('kiosk.staff.pinSaved'));
    staffView.value = 'panel';
  };
  return (
    <Shell>
      <PinPad
        key={first === null ? 'first' : 'again'}
        label={first === null ? t('kiosk.pin.set') : t('kiosk.pin.repeat')}
        eraseLabel={t('cover.erase')}
        typedLabel={(n) => t('pin.typed', { n })}
        error={error}
        onSubmit={(p) => void submit(p)}
      />
    </Shell>
  );
}
