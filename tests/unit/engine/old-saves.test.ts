// Saves made before the engine toolkit (tests/fixtures/saves-before-toolkit, written by
// scripts/make-save-fixtures.ts with the code of that day) must still open: the move log
// replays to a game nobody can tell from the one the old code reached (every seat's view and
// the table's, the decision, its legal moves, the outcome, the RNG: `observed`, added by
// scripts/observe-fixtures.ts while the states were still the same), and resuming from an old
// snapshot (what IndexedDB holds) reaches it too, for as long as the content version says the
// storage may resume from it.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, type LoggedMove } from '../../../src/engine/replay.ts';
import type { AnyRules } from '../../../src/engine/types.ts';
import { rubicoRules } from '../../../src/games/rubico/rules.ts';
import { ribelleRules } from '../../../src/games/repubblica-ribelle/rules.ts';
import { fiammeRules } from '../../../src/games/fiamme-d-assalto/rules.ts';
import { observe, type Observed } from '../../fixtures/order-of-play.ts';

interface Fixture {
  gameId: string;
  contentVersion: number;
  setup: { options: unknown; seatCount: number; seed: number };
  moves: LoggedMove[];
  snapshots: { index: number; state: unknown }[];
  final: { rng: number[] };
  observed: Observed;
  over: boolean;
}

const RULES: Record<string, AnyRules> = {
  rubico: rubicoRules,
  'repubblica-ribelle': ribelleRules,
  'fiamme-d-assalto': fiammeRules,
};

/** Moves that turn up a hidden card without drawing on the RNG, made barriers by the toolkit. */
type Loose = { tdnDeck: string[]; trenchDeck: string[]; mission: number };
const FIXED_LEAKS: Record<string, (before: Loose, after: Loose) => boolean> = {
  'fiamme-d-assalto': (a, b) => a.tdnDeck.length > b.tdnDeck.length || a.trenchDeck.length > b.trenchDeck.length,
  'repubblica-ribelle': (a, b) => a.mission !== b.mission && b.mission >= 0,
};

const dir = new URL('../../fixtures/saves-before-toolkit/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('saves made before the toolkit', () => {
  it('has a fixture for every built game', () => {
    const games = new Set(files.map((f) => (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Fixture).gameId));
    expect([...games].sort()).toEqual(Object.keys(RULES).sort());
  });

  for (const file of files) {
    const fx = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Fixture;
    const rules = RULES[fx.gameId];

    it(`${file}: the log replays to the same state`, () => {
      expect(rules.contentVersion).toBeGreaterThanOrEqual(fx.contentVersion);
      const start = rules.setup(fx.setup.options, fx.setup.seatCount, fx.setup.seed);
      const end = replay(rules, start, fx.moves);
      expect(observe(rules, end, fx.setup.seatCount)).toEqual(fx.observed);
      expect(rules.outcome(end) !== null).toBe(fx.over);
    });

    it(`${file}: an old snapshot resumes to the same game, while its content version stands`, () => {
      expect(fx.snapshots.length).toBeGreaterThan(0);
      // The storage resumes from a snapshot only of the same content version (else it replays
      // the log from the setup, as the test above does).
      if (rules.contentVersion !== fx.contentVersion) return;
      for (const snap of fx.snapshots) {
        const end = replay(rules, snap.state as { rng: number[] }, fx.moves.slice(snap.index), snap.index);
        expect(observe(rules, end, fx.setup.seatCount)).toEqual(fx.observed);
      }
    });

    // A saved move keeps the barrier flag it was saved with (undo reads the save), so an old
    // save's undo behaves as it did. Today's rules may add barriers where the old ones let a
    // drawn card or a turned-up mission be taken back (FIXED_LEAKS), never remove one.
    it(`${file}: every old barrier is still a barrier, and new ones only where a card is turned up`, () => {
      let state = rules.setup(fx.setup.options, fx.setup.seatCount, fx.setup.seed);
      fx.moves.forEach((m, i) => {
        const r = rules.apply(state, m.seat, m.move);
        if (!r.ok) throw new Error(`move ${i}: ${r.reason}`);
        const barrier = Boolean(r.barrier) || JSON.stringify(r.state.rng) !== JSON.stringify(state.rng);
        if (m.barrier) expect(barrier, `move ${i}`).toBe(true);
        else if (barrier) expect(FIXED_LEAKS[fx.gameId]?.(state, r.state), `move ${i} became a barrier`).toBe(true);
        state = r.state;
      });
    });
  }
});
