// Saves made in Node and imported through the Saves screen, to put the app in a position the
// seeded games never reach (a secret step for two seats of different roles): a seeded random
// playout through the engine is searched for the first position that fits, and its log becomes
// an export file like the app's own.
import { expect, type Page } from '@playwright/test';
import { randomMove } from '../../../src/engine/playout.ts';
import { step } from '../../../src/engine/replay.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { SEAT_COLOR_VALUES } from '../../../src/engine/seats.ts';
import type { AnyRules, PendingDecision } from '../../../src/engine/types.ts';
import { readSave } from './rubico.ts';

export interface Crafted {
  seed: number;
  seat: number;
  file: string;
}

/**
 * Plays seeded random games (seeds from `firstSeed` on) until `fits` holds of a position and
 * its pending decision; returns that position's game as an export file. A seed is given up after
 * `maxMoves` moves (a position wanted early in a long game). Throws when no seed of `seeds` gets there.
 */
export function craftSave<S extends { rng: readonly number[] }>(
  gameId: string,
  rules: AnyRules,
  game: { seatCount: number; options: unknown; names: readonly string[]; title?: string },
  fits: (state: S, d: PendingDecision) => boolean,
  { firstSeed = 1, seeds = 3000, maxMoves = Infinity } = {},
): Crafted {
  for (let seed = firstSeed; seed < firstSeed + seeds; seed++) {
    let state = rules.setup(game.options, game.seatCount, seed) as S;
    const rng = new Rng(seedRng(seed ^ 0xc4af));
    const moves: { seat: number; move: unknown }[] = [];
    for (let d = rules.decision(state); d && moves.length <= maxMoves; d = rules.decision(state)) {
      if (fits(state, d)) {
        const seats = game.names.slice(0, game.seatCount).map((name, i) => ({ name, color: SEAT_COLOR_VALUES[i] }));
        const file = {
          app: 'passamano',
          format: 1,
          exportedAt: new Date(0).toISOString(),
          game: { gameId, title: game.title ?? gameId, status: 'playing', seats, setup: { options: game.options, seatCount: game.seatCount, seed }, contentVersion: rules.contentVersion, kiosk: 0, language: 'it', moves },
        };
        return { seed, seat: d.seat, file: JSON.stringify(file) };
      }
      const r = step(rules, state, d.seat, randomMove(rules, state, d.seat, rng));
      if (!r.ok) throw new Error(`${gameId} seed ${seed}: a legal move was refused (${r.reason})`);
      state = r.state as S;
      moves.push({ seat: r.entry.seat, move: r.entry.move });
    }
  }
  throw new Error(`${gameId}: no position fits in ${seeds} seeds`);
}

/** Imports a crafted save through the Saves screen and opens it at the table. */
export async function openCrafted(page: Page, crafted: Crafted): Promise<void> {
  // A fresh load: from inside a game the leave guard would ask first.
  await page.goto('about:blank');
  await page.goto('/#/saves');
  await page.getByTestId('import-file').setInputFiles({ name: 'crafted.json', mimeType: 'application/json', buffer: Buffer.from(crafted.file) });
  // Either language: the screen tour also opens crafted saves in English.
  await expect(page.getByTestId('toast')).toContainText(/Partita importata|Game imported/);
  const save = (await readSave(page))!;
  expect(save.meta.setup.seed).toBe(crafted.seed);
  await page.goto(`/#/play/${save.meta.id}`);
}
