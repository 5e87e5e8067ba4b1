// Issue 12, item 8: the shared table never offers to take back a move made in a secret step,
// even when the seat that made it decides next on the table (Repubblica Ribelle's reveal);
// that seat may take it back inside its own private screen, never past a barrier.
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

describe('a resumed game', () => {
  it('knows from its row whether the last move was secret, with no replay of the log; a row without it is replayed', async () => {
    let setups = 0;
    const counting = { ...ribelleRules, setup: (...args: Parameters<typeof ribelleRules.setup>) => (setups++, ribelleRules.setup(...args)) };
    const countingPkg = { rules: counting } as unknown as GamePackage;
    const seen = { secret: 0, open: 0 };
    const { store, session } = await newSession(2);
    for (let i = 0; i < 400 && !session.outcome() && (seen.secret < 3 || seen.open < 3); i++) {
      const d = session.decision()!;
      const moves = ribelleRules.legalMoves(session.state.value as never, d.seat);
      expect((await session.play(d.seat, moves[(i * 7) % moves.length])).ok).toBe(true);
      const next = session.decision();
      if (!next || !canUndo(ribelleRules, session.state.value, session.log.value, next.seat)) continue;
      const loaded = await store.load(session.id, counting);
      expect(loaded.meta.lastMoveSecret).toBe(!!d.secret);
      setups = 0;
      const resumed = new GameSession(countingPkg, store, loaded.meta, loaded.state, loaded.log);
      expect(resumed.canUndo(next.seat)).toBe(!d.secret);
      expect(setups).toBe(0);
      // An older row, without the flag: the same answer, worked out by replaying the log.
      const { lastMoveSecret: _flag, ...older } = loaded.meta;
      const replayed = new GameSession(countingPkg, store, older, loaded.state, loaded.log);
      expect(replayed.canUndo(next.seat)).toBe(!d.secret);
      expect(setups).toBe(1);
      seen[d.secret ? 'secret' : 'open']++;
    }
    expect(seen.secret).toBeGreaterThan(0);
    expect(seen.open).toBeGreaterThan(0);
  });
});

describe("undo inside the seat's own private screen", () => {
  it('takes back its own last secret move to the state before it; nobody else, never past a barrier, never from the table', async () => {
    let undone = 0;
    let intoSecret = 0;
    let barriers = 0;
    for (let seed = 11; seed <= 14; seed++) {
      const { session } = await newSession(seed);
      for (let i = 0; i < 300 && !session.outcome(); i++) {
        const d = session.decision()!;
        const before = session.state.value;
        const moves = ribelleRules.legalMoves(before as never, d.seat);
        expect((await session.play(d.seat, moves[(i * 5) % moves.length])).ok).toBe(true);
        const last = session.log.value.at(-1)!;
        const next = session.decision();
        const allowed = session.canUndoSecret(d.seat);
        // Only for a secret move, by its own seat while it still decides, and not past a barrier.
        expect(allowed).toBe(!!d.secret && !last.barrier && !session.outcome() && next?.seat === d.seat);
        if (last.barrier && d.secret && next?.seat === d.seat) barriers++;
        for (let other = 0; other < 3; other++) if (other !== d.seat) expect(session.canUndoSecret(other)).toBe(false);
        // Every other chance on a secret step (so the games go on), every one onto the table.
        if (!allowed || (next!.secret && i % 2)) continue;
        // The shared table may not take it back; the private screen may.
        expect(session.canUndo(d.seat)).toBe(false);
        expect((await session.undo(d.seat, 'table')).ok).toBe(false);
        if (next!.secret) intoSecret++;
        const length = session.log.value.length;
        expect((await session.undo(d.seat, 'private')).ok).toBe(true);
        expect(session.log.value.length).toBe(length - 1);
        expect(session.state.value).toEqual(before);
        expect(session.decision()).toEqual(d);
        undone++;
        // Played again, so the game goes on.
        expect((await session.play(d.seat, moves[(i * 5) % moves.length])).ok).toBe(true);
      }
    }
    expect(undone).toBeGreaterThan(5);
    // Both kinds: back from the seat's next secret step, and from its public one on the table.
    expect(intoSecret).toBeGreaterThan(0);
    expect(undone - intoSecret).toBeGreaterThan(0);
    // And the barrier case was met: a secret move that turned something up stays.
    expect(barriers).toBeGreaterThan(0);
  });
});
