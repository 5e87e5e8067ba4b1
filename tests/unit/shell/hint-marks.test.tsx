// @vitest-environment happy-dom
// Every game's screens show the hint where the move is made (issue 33.2): at decisions of a
// seeded game of each game, the game's own Table (a public decision) or Private screen (a secret
// one), given the normal app player's move as the hint, marks an element (a button, a card, a
// die: `data-hint`; Corteo's map rings the hexes: `map-hint`).
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { randomMove } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { observe } from '../../../src/engine/players.ts';
import { GAMES } from '../../../src/games/registry.ts';
import { LESSONS } from '../../../src/games/lessons.ts';
import { loadPlayers } from '../../../src/table/players/think.ts';
import { HintContext } from '../../../src/ui/hint.ts';
import { addCatalogs, loadShellStrings } from '../../../src/i18n/index.ts';

/** Each kind of decision is looked at once, the first time it comes, over this many decisions. */
const DECISIONS = 1500;

const HINTED = GAMES.filter((g) => g.load && g.players && g.rules);

describe('the hint is marked on screen', () => {
  it('in every game that has a lesson (a game without app players would drop out unseen)', () => {
    expect(HINTED.map((g) => g.id).sort()).toEqual(Object.keys(LESSONS).sort());
  });
});

for (const entry of HINTED) {
  describe(`the hint on ${entry.id}'s screens`, () => {
    it(`marks the app's choice at the first decision of each kind in a seeded game`, async () => {
      await loadShellStrings();
      const pkg = await entry.load!();
      addCatalogs(pkg.strings);
      const rules = pkg.rules;
      const players = (await loadPlayers(entry.id))!;
      const seatCount = entry.bench?.seats?.[0] ?? rules.minSeats;
      const defaults = rules.defaultOptions(seatCount) as Record<string, unknown>;
      const options = entry.bench?.options ? entry.bench.options(defaults, 1) : defaults;
      const rng = new Rng(seedRng(0x7a));
      let s = rules.setup(options, seatCount, 0x1d);
      const unmarked: string[] = [];
      const looked = new Set<string>();
      for (let i = 0, d = rules.decision(s); d && i < DECISIONS; i++, d = rules.decision(s)) {
        if (!looked.has(d.kind)) {
          looked.add(d.kind);
          const obs = observe(rules, s, d.seat, seatCount)!;
          const move = players.choose('normal', obs, new Rng(seedRng(i)), {});
          const seats = Array.from({ length: seatCount }, (_, k) => ({ name: `P${k}`, color: '#888' }));
          const root = document.createElement('div');
          document.body.appendChild(root);
          const screen = d.secret ? (
            <pkg.Private view={rules.view(s, d.seat)} seat={d.seat} seats={seats} decision={d} moves={obs.moves} onMove={async () => ({ ok: true })} />
          ) : (
            <pkg.Table view={rules.view(s, 'table')} seats={seats} decision={d} moves={obs.moves} onMove={async () => ({ ok: true })} />
          );
          await act(() => render(<HintContext.Provider value={move}>{screen}</HintContext.Provider>, root));
          if (!root.querySelector('[data-hint="true"], [data-testid="map-hint"]')) unmarked.push(`${d.kind} ${JSON.stringify(move)}`);
          await act(() => render(null, root));
          root.remove();
        }
        const r = rules.apply(s, d.seat, randomMove(rules, s, d.seat, rng));
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
      expect(looked.size).toBeGreaterThan(2);
      expect(unmarked).toEqual([]);
    });
  });
}
