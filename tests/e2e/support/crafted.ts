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
import { readSave, type SaveDump } from './rubico.ts';

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

/** Where a game jumped ahead in Node: the moves before `from` and from `to` on were played at the table. */
export interface Jump {
  from: number;
  to: number;
  /** The imported copy's id (the game the table plays from then on). */
  id: string;
}

/**
 * Plays the page's game on in Node, from its save, until `until` holds of the state, each
 * decision by the chooser `strategy(attempt)` makes (a quick legal move for a person, the app's
 * own plan for an app seat, from an RNG seeded by the attempt), then imports that longer game
 * through the Saves screen, same seats (who plays each, the app's level), same set-up and seed,
 * and opens it at the table. The hands in between are the rules' own, only not tapped: a test
 * plays the hands its subject needs at the table and jumps the rest. A game that ends before
 * `until` holds is tried again with the next attempt's chooser (as craftSave tries seeds).
 */
export async function jumpAhead<S extends { rng: readonly number[] }>(
  page: Page,
  rules: AnyRules,
  start: S,
  strategy: Strategy<S>,
  until: (state: S, played: number) => boolean,
  { attempts = 50, maxMoves = 5000 } = {},
): Promise<Jump> {
  const save = (await readSave(page))!;
  const meta = save.meta as unknown as SaveMeta;
  const from = save.moves.length;
  let found: Played<S> | null = null;
  const ends: string[] = [];
  for (let attempt = 0; attempt < attempts && !found; attempt++) {
    const played = playOn(rules, save, start, strategy(attempt), until, maxMoves);
    if (played.reached) found = played;
    else ends.push(`${played.moves.length - from} moves, ${played.end}`);
  }
  if (!found) throw new Error(`${meta.gameId}: no jump reached its target in ${attempts} attempts (${ends.slice(0, 3).join('; ')})`);
  const { moves, state } = found;
  const file = {
    app: 'passamano',
    format: 1,
    exportedAt: new Date(0).toISOString(),
    game: {
      gameId: meta.gameId,
      title: meta.title,
      status: 'playing',
      seats: meta.seats.map(({ name, color, app, members }) => ({ name, color, ...(app !== undefined ? { app } : {}), ...(members ? { members } : {}) })),
      setup: meta.setup,
      contentVersion: meta.contentVersion,
      kiosk: 0,
      language: meta.language ?? 'it',
      moves,
    },
  };
  await openCrafted(page, { seed: meta.setup.seed, seat: rules.decision(state)?.seat ?? 0, file: JSON.stringify(file) });
  const imported = (await readSave(page))!;
  expect(imported.meta.id).not.toBe(meta.id);
  expect(imported.moves.length).toBe(moves.length);
  return { from, to: moves.length, id: imported.meta.id };
}

/** A chooser for every decision (`seatApp`: the deciding seat's app level, if the app plays it). */
export type Chooser<S> = (state: S, d: PendingDecision, seatApp: string | undefined) => unknown;
/** A chooser for each attempt (its RNG seeded by the attempt). */
export type Strategy<S> = (attempt: number) => Chooser<S>;

interface Played<S> {
  /** The save's moves and those played on. */
  moves: { seat: number; move: unknown }[];
  state: S;
  reached: boolean;
  end?: string;
}

/**
 * Plays a save's game on in Node from `start` (its state), each decision by `choose`, until
 * `until(state, moves played so far)` holds, the game ends or `maxMoves` were played.
 */
export function playOn<S extends { rng: readonly number[] }>(
  rules: AnyRules,
  save: SaveDump,
  start: S,
  choose: Chooser<S>,
  until: (state: S, played: number) => boolean,
  maxMoves = 5000,
): Played<S> {
  const meta = save.meta as unknown as SaveMeta;
  const moves = save.moves.map(({ seat, move }) => ({ seat, move }));
  let state = start;
  for (let n = 0; ; n++) {
    if (until(state, n)) return { moves, state, reached: true };
    const d = rules.decision(state);
    if (!d || rules.outcome(state)) return { moves, state, reached: false, end: d ? 'over' : 'no decision' };
    if (n >= maxMoves) return { moves, state, reached: false, end: 'too long' };
    const move = choose(state, d, meta.seats[d.seat]?.app);
    const r = step(rules, state, d.seat, move);
    if (!r.ok) throw new Error(`${meta.gameId}: ${JSON.stringify(move)} refused (${r.reason})`);
    state = r.state as S;
    moves.push({ seat: d.seat, move });
  }
}

interface SaveMeta {
  id: string;
  gameId: string;
  title: string;
  language?: string;
  contentVersion: number;
  setup: { options: unknown; seatCount: number; seed: number };
  seats: { name: string; color: string; app?: string; members?: string[] }[];
}

/** The moves of a save made at the table: all but those of its jumps (in the order they came). */
export function tableMoves<M extends { seat: number }>(moves: readonly M[], ...jumps: Jump[]): M[] {
  return moves.filter((_, i) => !jumps.some((j) => i >= j.from && i < j.to));
}
