// The floor for the bench: the smallest Preact + signals page with a service worker, built
// with the app's own Vite config (tests/bench/README.md). Never part of the app.
import { render } from 'preact';
import { signal } from '@preact/signals';

const taps = signal(0);

function Home() {
  return (
    <main data-testid="home">
      <h1>Passamano</h1>
      <button type="button" onClick={() => taps.value++}>
        {taps}
      </button>
    </main>
  );
}

render(<Home />, document.getElementById('app')!);
if (import.meta.env.PROD && 'serviceWorker' in navigator) void navigator.serviceWorker.register('./sw.js');
