// The deliberate gesture that opens a private screen: press and hold until the ring fills.
// A tap, a brush or a child's slap does not reveal anything.
import { useEffect, useRef, useState } from 'preact/hooks';

export function HoldToReveal({ holdMs, label, onReveal }: { holdMs: number; label: string; onReveal: () => void }) {
  const [progress, setProgress] = useState(0);
  const raf = useRef(0);
  const started = useRef(0);

  const stop = () => {
    cancelAnimationFrame(raf.current);
    raf.current = 0;
    setProgress(0);
  };
  const tick = () => {
    const p = Math.min(1, (performance.now() - started.current) / holdMs);
    setProgress(p);
    if (p >= 1) {
      raf.current = 0;
      onReveal();
    } else raf.current = requestAnimationFrame(tick);
  };
  const start = (e: Event) => {
    e.preventDefault();
    if (raf.current) return;
    started.current = performance.now();
    raf.current = requestAnimationFrame(tick);
  };
  useEffect(() => () => cancelAnimationFrame(raf.current), []);

  const r = 76;
  const c = 2 * Math.PI * r;
  return (
    <button
      class="hold no-select"
      aria-label={label}
      data-testid="hold-to-reveal"
      onPointerDown={start}
      onPointerUp={stop}
      onPointerCancel={stop}
      onPointerLeave={stop}
      onKeyDown={(e) => (e.key === ' ' || e.key === 'Enter') && !e.repeat && start(e)}
      onKeyUp={stop}
      onContextMenu={(e) => e.preventDefault()}
    >
      <svg viewBox="0 0 168 168" aria-hidden="true">
        <circle class="track" cx="84" cy="84" r={r} />
        <circle class="progress" cx="84" cy="84" r={r} stroke-dasharray={c} stroke-dashoffset={c * (1 - progress)} />
      </svg>
      {label}
    </button>
  );
}
