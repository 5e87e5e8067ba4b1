// Shared by the new-game wizard's tests (not a test file itself): opens the wizard of a game in
// the happy-dom page, waits for its package, and reads and taps it by test id.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { NewGame } from '../../../src/app/screens/NewGame.tsx';
import { lang, loadShellStrings } from '../../../src/i18n/index.ts';

export const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 10)));
/** The open wizard's element (set by `wizard`). */
export let root: HTMLElement;

export async function wizard(gameId: string): Promise<void> {
  await loadShellStrings();
  lang.value = 'it';
  root = document.createElement('div');
  document.body.appendChild(root);
  await act(() => render(<NewGame gameId={gameId} />, root));
  // The game's package loads (a lazy import) before the start is offered.
  for (let i = 0; i < 1000 && (q('start-game') as HTMLButtonElement | null)?.disabled !== false; i++) await settle();
}

export function closeWizard(): void {
  render(null, root);
  root.remove();
}

export const q = (id: string) => root.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
export const tap = (id: string) => act(() => q(id)!.click());
