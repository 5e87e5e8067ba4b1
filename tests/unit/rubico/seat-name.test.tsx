// @vitest-environment happy-dom
// Rubico's seat lists (its rows, the end of game) show the Passamano badge next to a seat the app
// plays, and only there.
import { render } from 'preact';
import { describe, expect, it } from 'vitest';
import { SeatName } from '../../../src/games/rubico/ui/parts.tsx';
import { loadShellStrings } from '../../../src/i18n/index.ts';

describe("Rubico's seat names", () => {
  it('carry the Passamano badge for an app seat, none for a person', async () => {
    await loadShellStrings();
    const root = document.createElement('div');
    render(
      <>
        <SeatName seat={{ name: 'Anna', color: '#e0a526' }} />
        <SeatName seat={{ name: 'Bruno', color: '#3e9b5f', app: true }} />
      </>,
      root,
    );
    const names = [...root.querySelectorAll('.rb-seat')];
    expect(names.map((n) => n.querySelector('[data-testid="app-badge"]') !== null)).toEqual([false, true]);
    expect(names[1].textContent).toContain('Bruno');
    expect(names[1].textContent).toContain('Passamano');
    render(null, root);
  });
});
