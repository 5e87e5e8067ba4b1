import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { Button } from './Button.tsx';

export interface ConfirmProps {
  title: string;
  children?: ComponentChildren;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question with two big answers; focus goes to the safe one. */
export function ConfirmDialog(p: ConfirmProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div class="scrim" role="presentation" onClick={(e) => e.target === e.currentTarget && p.onCancel()}>
      <div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="dlg-title">
        <h2 id="dlg-title">{p.title}</h2>
        {p.children}
        <div class="actions">
          <Button ref={cancelRef} onClick={p.onCancel}>
            {p.cancelLabel}
          </Button>
          <Button variant={p.danger ? 'danger' : 'primary'} onClick={p.onConfirm}>
            {p.confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}

export function Modal({ title, children, onClose, closeLabel }: { title: string; children: ComponentChildren; onClose: () => void; closeLabel: string }) {
  return (
    <div class="scrim" role="presentation" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="modal-title">
        <h2 id="modal-title">{title}</h2>
        {children}
        <div class="actions">
          <Button variant="primary" onClick={onClose}>
            {closeLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
