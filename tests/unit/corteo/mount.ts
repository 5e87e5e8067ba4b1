// Shared by Corteo's screen tests (not a test file itself): mounts a node in a fresh element of
// the happy-dom page, with the shell's and Corteo's words loaded.
import { render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { corteoStrings } from '../../../src/games/corteo/index.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';

export async function mount(node: ComponentChild): Promise<HTMLElement> {
  await loadShellStrings();
  addCatalogs(corteoStrings);
  const root = document.createElement('div');
  document.body.appendChild(root);
  await act(() => render(node, root));
  return root;
}
