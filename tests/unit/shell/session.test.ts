import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SaveStore } from '../../../src/storage/saves.ts';
import { StorageError } from '../../../src/storage/errors.ts';
import { GameSession } from '../../../src/table/session.ts';
import { rubicoRules } from '../../../src/games/rubico/rules.ts';
import type { GamePackage } from '../../../src/games/types.ts';

const pkg = { rules: rubicoRules } as unknown as GamePackage;
let dbCounter = 0;

async function newSession(seed = 11) {
  const store = new SaveStore(`session-test-${++dbCounter}`);
  const setup = { options: { firstCenturion: 0 }, seatCount: 5, seed };
  const state = rubicoRules.setup(setup.options, 5, seed);
  const seats = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'].map((name) => ({ name, color: '#888' }));
  const id = await store.create({ gameId: 'rubico', title: 'Rubico', seats, setup, contentVersion: rubicoRules.contentVersion }, state);
  const loaded = await store.load(id, rubicoRules);
  return { store, session: new GameSession(pkg, store, loaded.meta, loaded.state, loaded.log) };
}

/** Plays the first legal move of whoever decides, until `stop` says so. */
async function playUntil(session: GameSession, stop: (kind: string) => boolean) {
  for (let i = 0; i < 200; i++) {
    const d = session.decision();
    if (!d || stop(d.kind)) return d;
    const move = rubicoRules.legalMoves(session.state.value as never, d.seat)[0];
    const r = await session.play(d.seat, move);
    expect(r.ok).toBe(true);
  }
  throw new Error('did not stop');
}

describe('a game session', () => {
  it('commits every move before showing it, and a reload finds the same state', async () => {
    const { store, session } = await newSession();
    await playUntil(session, (k) => k === 'rubico.step.choose');
    const reloaded = await store.load(session.id, rubicoRules);
    expect(reloaded.state).toEqual(session.state.value);
    expect(reloaded.log.length).toBe(session.log.value.length);
    expect(reloaded.meta.moveCount).toBe(session.log.value.length);
  });

  it("lets the Centurion undo a blind pick, but not the other seats and not past the deal", async () => {
    const { session } = await newSession();
    const d = (await playUntil(session, (k) => k === 'rubico.step.choose'))!;
    const before = session.state.value;
    const take = rubicoRules.legalMoves(before as never, d.seat).find((m: { type: string }) => m.type === 'take');
    expect((await session.play(d.seat, take)).ok).toBe(true);
    expect(session.canUndo((d.seat + 1) % 5)).toBe(false);
    expect(session.canUndo(d.seat)).toBe(true);
    expect((await session.undo(d.seat)).ok).toBe(true);
    expect(session.state.value).toEqual(before);
    // The last move is now a secret suggestion that followed a shuffle: no undo.
    expect(session.canUndo(d.seat)).toBe(false);
  });

  it('refuses an illegal move with the rules reason and changes nothing', async () => {
    const { session } = await newSession();
    const before = session.state.value;
    const r = await session.play(0, { type: 'reveal' });
    expect(r.ok).toBe(false);
    expect(r.reason).toMatch(/^(rubico\.error\.|error\.)/);
    expect(session.state.value).toBe(before);
    expect(session.log.value.length).toBe(0);
  });

  it('keeps the game at its last committed move when the disk is full', async () => {
    const { store, session } = await newSession();
    const d = session.decision()!;
    const move = rubicoRules.legalMoves(session.state.value as never, d.seat)[0];
    const realAppend = store.append.bind(store);
    store.append = async () => {
      throw new StorageError('storage.error.full');
    };
    const before = session.state.value;
    const r = await session.play(d.seat, move);
    expect(r).toEqual({ ok: false, reason: 'storage.error.full' });
    expect(session.state.value).toBe(before);
    expect((await store.load(session.id, rubicoRules)).log.length).toBe(0);
    store.append = realAppend;
    expect((await session.play(d.seat, move)).ok).toBe(true);
    expect((await store.load(session.id, rubicoRules)).log.length).toBe(1);
  });
});
