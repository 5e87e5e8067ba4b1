// Issue 12, item 8: the shared table never offers to take back a move made in a secret step,
// even when the seat that made it decides next on the table (Repubblica Ribelle's reveal).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SaveStore } from '../../../src/storage/saves.ts';
import { GameSession } from '../../../src/table/session.ts';
import { ribelleRules } from '../../../src/games/repubblica-ribelle/rules.ts';
import { canUndo } from '../../../src/engine/replay.ts';
import type { GamePackage } from '../../../src/games/types.ts';

const pkg = { rules: ribelleRules } as unknown as GamePackage;

async function newSession(seed: number) {
  const store = new SaveStore(`secret-undo-${seed}`);
  const setup = { options: { demo: true }, seatCount: 3, seed };
  const state = ribelleRules.setup(setup.options, 3, seed);
  const seats = ['Anna', 'Bruno', 'Carla'].map((name) => ({ name, color: '#888' }));
  const id = await store.create({ gameId: 'repubblica-ribelle', title: 'Repubblica Ribelle', seats, setup, contentVersion: ribelleRules.contentVersion }, state);
  const loaded = await store.load(id, ribelleRules);
  return { store, session: new GameSession(pkg, store, loaded.meta, loaded.state, loaded.log) };
}

describe('undo on the shared table', () => {
  it('is never offered for a secret move, played here or found in a reloaded save', async () => {
    let found = 0;
    let publicUndo = 0;
    for (let seed = 1; seed <= 4 && found < 3; seed++) {
      const { store, session } = await newSession(seed);
      for (let i = 0; i < 400 && !session.outcome(); i++) {
        const d = session.decision()!;
        const moves = ribelleRules.legalMoves(session.state.value as never, d.seat);
        const r = await session.play(d.seat, moves[(i * 7) % moves.length]);
        expect(r.ok).toBe(true);
        const next = session.decision();
        if (!next || !canUndo(ribelleRules, session.state.value, session.log.value, next.seat)) continue;
        // The engine alone would allow it: the session refuses when the move was secret.
        if (d.secret) {
          found++;
          expect(session.canUndo(next.seat)).toBe(false);
          const loaded = await store.load(session.id, ribelleRules);
          const reloaded = new GameSession(pkg, store, loaded.meta, loaded.state, loaded.log);
          expect(reloaded.canUndo(next.seat)).toBe(false);
          expect((await reloaded.undo(next.seat)).ok).toBe(false);
        } else {
          publicUndo++;
          expect(session.canUndo(next.seat)).toBe(true);
        }
      }
    }
    expect(found).toBeGreaterThan(0);
    expect(publicUndo).toBeGreaterThan(0);
  });
});
