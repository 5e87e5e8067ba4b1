import { render } from 'preact';
import './ui/theme.css';
import { App } from './app/App.tsx';
import { startRouter } from './app/router.ts';
import { initSettings } from './app/settings.ts';
import { store } from './app/services.ts';
import { registerServiceWorker } from './pwa/register.ts';
import { installTouchGuards } from './ui/touch.ts';
import { initKiosk } from './kiosk/state.ts';
import { startKiosk } from './kiosk/KioskLayer.tsx';
import { preloadScreens } from './app/lazy.tsx';

installTouchGuards();
startRouter();
void Promise.all([initSettings(store), initKiosk(store)]).finally(() => {
  startKiosk();
  render(<App />, document.getElementById('app')!);
  preloadScreens();
  void registerServiceWorker();
});
