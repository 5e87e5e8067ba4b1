// The short introduction a museum visitor sees before the first hand-off of a visit: four
// illustrated panels (the tablet goes round, hold to see, the others look away, pass it on),
// about half a minute in all. Each panel moves on by itself; a tap on the picture or "Avanti"
// moves on at once, "Salta" ends it. Nothing to hear.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { Button } from '../ui/Button.tsx';
import { holdArt, lookArt, nextArt, passArt } from './intro-art.tsx';
import './strings.ts';

/** How long a panel stays before the next: four of them make about 30 s. */
export const INTRO_PANEL_MS = 7_500;

const PANELS = [
  { key: 'pass', art: passArt },
  { key: 'hold', art: holdArt },
  { key: 'look', art: lookArt },
  { key: 'next', art: nextArt },
] as const;

export function Intro({ onDone }: { onDone: () => void }) {
  const [i, setI] = useState(0);
  const last = i === PANELS.length - 1;
  const next = () => (last ? onDone() : setI(i + 1));
  useEffect(() => {
    const timer = window.setTimeout(next, INTRO_PANEL_MS);
    return () => window.clearTimeout(timer);
  }, [i]);
  const p = PANELS[i];
  return (
    <main class="kiosk-intro" data-testid="kiosk-intro" aria-labelledby="intro-title">
      <h1 id="intro-title" class="kiosk-intro-heading">
        {t('kiosk.intro.title')}
      </h1>
      <section key={p.key} class="kiosk-intro-panel" aria-live="polite" data-testid={`intro-panel-${p.key}`}>
        {/* A tap on the picture moves on too (the buttons below do it for every other way in). */}
        <div class="kiosk-intro-picture" onClick={next}>
          {p.art}
        </div>
        <div class="kiosk-intro-words">
          <p class="kiosk-intro-step">{t('kiosk.intro.step', { n: i + 1, total: PANELS.length })}</p>
          <h2>{t(`kiosk.intro.${p.key}.title`)}</h2>
          <p>{t(`kiosk.intro.${p.key}.body`)}</p>
        </div>
      </section>
      <div class="kiosk-intro-progress" aria-hidden="true">
        {PANELS.map((q, j) => (
          <span key={q.key} class={j < i ? 'done' : j === i ? 'now' : ''} style={{ '--panel-ms': `${INTRO_PANEL_MS}ms` }}>
            <i key={j === i ? `now-${i}` : q.key} />
          </span>
        ))}
      </div>
      <div class="kiosk-intro-actions">
        <Button variant="ghost" big onClick={onDone} data-testid="intro-skip">
          {t('kiosk.intro.skip')}
        </Button>
        <Button variant="primary" big onClick={next} data-testid="intro-next">
          {t(last ? 'kiosk.intro.start' : 'kiosk.intro.next')}
        </Button>
      </div>
    </main>
  );
}
