// One short message at a time at the bottom of the screen: errors stay until dismissed.
import { signal } from '@preact/signals';

interface ToastMsg {
  text: string;
  kind: 'info' | 'error';
  id: number;
}

export const toast = signal<ToastMsg | null>(null);
let counter = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(text: string, kind: 'info' | 'error' = 'info'): void {
  clearTimeout(timer);
  const id = ++counter;
  toast.value = { text, kind, id };
  timer = setTimeout(() => {
    if (toast.value?.id === id) toast.value = null;
  }, kind === 'error' ? 8000 : 3500);
}

export function Toast({ closeLabel }: { closeLabel: string }) {
  const m = toast.value;
  if (!m) return null;
  return (
    <div class={`toast ${m.kind}`} role={m.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
      <span class="grow">{m.text}</span>
      <button class="btn ghost icon-btn" style="color:inherit" onClick={() => (toast.value = null)} aria-label={closeLabel}>
        ✕
      </button>
    </div>
  );
}
