// Everything kiosk mode lays over the app: the hidden staff corner and the idle countdown
// (kiosk mode only), and the staff PIN and panel (also reachable from settings).
import { effect } from '@preact/signals';
import { IdleGuard } from './IdleGuard.tsx';
import { PinGate, PinSetter, StaffCorner } from './StaffGate.tsx';
import { StaffPanel } from './StaffPanel.tsx';
import { resetVisit, sweep } from './state.ts';
import { kioskOn } from './flags.ts';
import { staffView } from './signals.ts';
import { lockDown, release } from './lockdown.ts';
import { keepAwake, letSleep } from './wake.ts';
import { navigate, route } from '../shell/router.ts';
import './kiosk.css';

let started = false;
/** Locks the app down while kiosk mode is on, and lets it go when staff turn it off. */
export function startKiosk(): void {
  if (started) return;
  started = true;
  let wasOn = false;
  effect(() => {
    const on = kioskOn.value;
    if (on === wasOn) return;
    wasOn = on;
    if (on) {
      lockDown();
      keepAwake();
      // Switched on, or the power came back: start from the attract screen, and whatever
      // game was on screen before is over.
      resetVisit();
      if (route.value.name !== 'home') navigate({ name: 'home' }, true);
      void sweep();
    } else {
      release();
      letSleep();
      if (route.value.name !== 'home') navigate({ name: 'home' }, true);
    }
  });
}

export function KioskLayer() {
  const on = kioskOn.value;
  const view = staffView.value;
  return (
    <>
      {on && <IdleGuard />}
      {on && <StaffCorner />}
      {view === 'gate' && <PinGate />}
      {view === 'set' && <PinSetter />}
      {view === 'panel' && <StaffPanel />}
    </>
  );
}
