// @vitest-environment happy-dom
// Ownership on FabRisiko!'s map is told by more than colour: every owned territory carries its
// owner's pattern, one pattern per seat, and the legend shows each player's swatch with it.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { fabrisikoRules as R, type FabState } from '../../../src/games/fabrisiko/rules.ts';
import { MapView } from '../../../src/games/fabrisiko/ui/MapView.tsx';
import { OwnerSwatch, patternId } from '../../../src/games/fabrisiko/ui/owners.tsx';
import { it as itWords, en as enWords } from '../../../src/games/fabrisiko/strings.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';

describe('FabRisiko! ownership patterns', () => {
  it('mark each owned territory with its owner\u2019s own pattern', async () => {
    await loadShellStrings();
    addCatalogs({ it: itWords, en: enWords });
    const s: FabState = R.setup(R.defaultOptions(4), 4, 5);
    const view = R.view(s, 'table');
    const seats = ['Anna', 'Bruno', 'Carla', 'Dario'].map((name, i) => ({ name, color: ['#e0a526', '#3e9b5f', '#8e5bc7', '#2aa3a3'][i] }));
    const root = document.createElement('div');
    await act(() => render(<MapView view={view} seats={seats} targets={new Set()} selected={null} />, root));
    const fills = [...root.querySelectorAll('.fab-owned path')].map((p) => p.getAttribute('fill'));
    const owned = view.owner.filter((o) => o >= 0);
    expect(fills).toEqual(owned.map((o) => `url(#${patternId(o, 'map')})`));
    // Four seats, four patterns, each defined in the map.
    expect(new Set([0, 1, 2, 3].map((o) => patternId(o, 'map'))).size).toBe(4);
    for (const o of new Set(owned)) expect(root.querySelector(`pattern#${patternId(o, 'map')}`)).not.toBeNull();
    await act(() => render(<OwnerSwatch seat={2} color="#8e5bc7" />, root));
    expect(root.querySelector(`pattern#${patternId(2, 'sw2')}`)).not.toBeNull();
  });
});
