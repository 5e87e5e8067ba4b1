// One startGame() for the wizard, the kiosk and a campaign's next game: the save it makes, the
// persistence request, the hook before the table opens, and the table opening in place.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startGame } from '../../../src/shell/start.ts';
import { store } from '../../../src/shell/services.ts';
import { route } from '../../../src/shell/router.ts';
import { lang } from '../../../src/i18n/index.ts';
import type { GamePackage } from '../../../src/games/types.ts';

const setups: { options: unknown; seatCount: number; seed: number }[] = [];
const pkg = {
  rules: {
    contentVersion: 7,
    optionsProblem: (o: unknown) => ((o as { bad?: boolean } | null)?.bad ? 'bad option' : null),
    setup: (options: unknown, seatCount: number, seed: number) => {
      setups.push({ options, seatCount, seed });
      return { rng: [seed], seatCount };
    },
  },
} as unknown as GamePackage;

const seats = [
  { name: 'Anna', color: '#e0a526', pinHash: 'aa$bb' },
  { name: 'Bruno', color: '#3e9b5f' },
];

let calls: string[];
beforeEach(() => {
  calls = [];
  setups.length = 0;
  vi.stubGlobal('history', { replaceState: (_s: unknown, _t: string, hash: string) => calls.push(`replace ${hash}`), pushState: () => calls.push('push') });
  vi.stubGlobal('navigator', { storage: { persist: async () => (calls.push('persist'), true) } });
  route.value = { name: 'new', gameId: 'rubico' };
  lang.value = 'en';
});
afterEach(() => {
  vi.unstubAllGlobals();
  lang.value = 'it';
});

describe('startGame', () => {
  it('saves the set-up with a fresh seed, asks to persist when told, and opens the table in place', async () => {
    const id = await startGame({ pkg, gameId: 'rubico', title: 'Rubico', seats, seatCount: 2, options: { a: 1 }, kiosk: false, persist: true });
    const meta = (await store.get(id))!;
    expect(setups).toHaveLength(1);
    expect(meta).toMatchObject({ gameId: 'rubico', title: 'Rubico', status: 'playing', moveCount: 0, seats, contentVersion: 7, kiosk: 0, language: 'en' });
    expect(meta.setup).toEqual({ options: { a: 1 }, seatCount: 2, seed: setups[0].seed });
    expect(meta.campaign).toBeUndefined();
    const loaded = await store.load(id, { ...pkg.rules, id: 'rubico' } as never);
    expect(loaded.state).toEqual({ rng: [setups[0].seed], seatCount: 2 });
    expect(calls).toEqual(['persist', `replace #/play/${id}`]);
    expect(route.value).toEqual({ name: 'play', saveId: id });
  });

  it('runs the kiosk hook after the save exists and before the table opens; no persistence request', async () => {
    const id = await startGame({
      pkg,
      gameId: 'rubico',
      title: 'Rubico',
      seats,
      seatCount: 2,
      options: {},
      kiosk: true,
      beforePlay: async (saveId) => {
        expect(await store.get(saveId)).toBeTruthy();
        calls.push('hook');
      },
    });
    expect((await store.get(id))!.kiosk).toBe(1);
    expect(calls).toEqual(['hook', `replace #/play/${id}`]);
  });

  it("keeps a campaign's link and makes a new seed for each game", async () => {
    const a = await startGame({ pkg, gameId: 'fiamme-d-assalto', title: 'M2', seats, seatCount: 2, options: {}, kiosk: false, campaign: { id: 'first', mission: 2 } });
    await startGame({ pkg, gameId: 'fiamme-d-assalto', title: 'M2', seats, seatCount: 2, options: {}, kiosk: false });
    expect((await store.get(a))!.campaign).toEqual({ id: 'first', mission: 2 });
    expect(setups[0].seed).not.toBe(setups[1].seed);
  });

  it('opens nothing when the save cannot be written', async () => {
    const create = vi.spyOn(store, 'create').mockRejectedValueOnce(Object.assign(new Error('full'), { reason: 'storage.error.quota' }));
    await expect(startGame({ pkg, gameId: 'rubico', title: 'Rubico', seats, seatCount: 2, options: {}, kiosk: false, persist: true })).rejects.toMatchObject({ reason: 'storage.error.quota' });
    expect(calls).toEqual([]);
    expect(route.value).toEqual({ name: 'new', gameId: 'rubico' });
    create.mockRestore();
  });

  it("refuses options the game's rules refuse: nothing set up, written or opened", async () => {
    const before = (await store.list()).length;
    await expect(startGame({ pkg, gameId: 'rubico', title: 'Rubico', seats, seatCount: 2, options: { bad: true }, kiosk: false, persist: true })).rejects.toMatchObject({ reason: 'new.error.options' });
    expect(setups).toEqual([]);
    expect(calls).toEqual([]);
    expect(await store.list()).toHaveLength(before);
    expect(route.value).toEqual({ name: 'new', gameId: 'rubico' });
  });
});
