// @vitest-environment happy-dom
// A class on <html> while a screen that needs it is shown (instead of html:has(), which has the
// browser check the root at nearly every change in the page): shared by several, it stays until
// the last one goes.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { useRootClass } from '../../../src/ui/root-class.ts';

function Bar({ on = true }: { on?: boolean }) {
  useRootClass('test-bar', on);
  return <div />;
}

describe('useRootClass', () => {
  it('is on the root while any component that needs it is shown, and only then', () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    const has = () => document.documentElement.classList.contains('test-bar');
    act(() => render(<Bar on={false} />, root));
    expect(has()).toBe(false);
    act(() => render(<Bar />, root));
    expect(has()).toBe(true);
    act(() => render(<><Bar /><Bar /></>, root));
    expect(has()).toBe(true);
    act(() => render(<><Bar /><Bar on={false} /></>, root));
    expect(has()).toBe(true);
    act(() => render(<Bar on={false} />, root));
    expect(has()).toBe(false);
    act(() => render(<Bar />, root));
    act(() => render(null, root));
    expect(has()).toBe(false);
    root.remove();
  });
});
