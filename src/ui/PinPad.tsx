// Four digits typed on big keys. The digits are never echoed, only filled dots.
import { useState } from 'preact/hooks';
import { Button } from './Button.tsx';

export function PinPad({ onSubmit, label, eraseLabel, typedLabel, error }: { onSubmit: (pin: string) => void; label: string; eraseLabel: string; typedLabel: (n: number) => string; error?: string | null }) {
  const [pin, setPin] = useState('');
  const press = (d: string) => {
    const next = (pin + d).slice(0, 4);
    setPin(next);
    if (next.length === 4) {
      onSubmit(next);
      setPin('');
    }
  };
  const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
  return (
    <div class={`stack ${error ? 'shake' : ''}`} key={error ?? 'ok'} style="align-items:center">
      <div class="pass">{label}</div>
      <div class="pin-dots" role="status" aria-label={typedLabel(pin.length)}>
        {[0, 1, 2, 3].map((i) => (
          <span key={i} class={i < pin.length ? 'on' : ''} />
        ))}
      </div>
      {error && (
        <div role="alert" class="pass">
          {error}
        </div>
      )}
      <div class="pinpad">
        {keys.map((k) => (
          <Button key={k} onClick={() => press(k)}>
            {k}
          </Button>
        ))}
        <span />
        <Button onClick={() => press('0')}>0</Button>
        <Button aria-label={eraseLabel} onClick={() => setPin(pin.slice(0, -1))}>
          ⌫
        </Button>
      </div>
    </div>
  );
}
