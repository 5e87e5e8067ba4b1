// Starting a game, from the new-game wizard, the kiosk's set-up or a campaign's end screen: one
// save made one way (a fresh seed, the rules' set-up, the language of the moment), then the
// table opens in place of the screen that started it.
import type { GamePackage } from '../games/types.ts';
import type { AnyLesson } from '../games/lessons.ts';
import { SEAT_COLOR_VALUES } from '../engine/seats.ts';
import type { CampaignLink, SavedSeat } from '../storage/db.ts';
import { requestPersistence } from '../storage/saves.ts';
import { freshSeed } from '../engine/rng.ts';
import { lang, t } from '../i18n/index.ts';
import { navigate } from './router.ts';
import { store } from './services.ts';

export interface GameStart {
  pkg: GamePackage;
  gameId: string;
  title: string;
  /** As saved: PIN hashes included. */
  seats: SavedSeat[];
  seatCount: number;
  options: unknown;
  kiosk: boolean;
  campaign?: CampaignLink;
  /** Ask the browser to keep our data: only right after a player's tap does it listen. */
  persist?: boolean;
  /** Runs once the save exists, before the table opens (the kiosk counts the start there). */
  beforePlay?: (saveId: string) => Promise<void> | void;
  /** A lesson's fixed seed (any other game gets a fresh one). */
  seed?: number;
  /** A lesson's id: the table's coach leads the game. */
  lesson?: string;
}

/** The start of a lesson's game ("Impara giocando"): its set-up, the person and the app's seats. */
export function lessonStart(lesson: AnyLesson, pkg: GamePackage, kiosk: boolean, names: readonly string[]): GameStart {
  return {
    pkg,
    gameId: lesson.gameId,
    title: t(lesson.title),
    seats: names.map((name, seat) => ({ name, color: SEAT_COLOR_VALUES[seat], ...(seat === lesson.person ? {} : { app: lesson.appLevel }) })),
    seatCount: lesson.seatCount,
    options: lesson.options,
    kiosk,
    seed: lesson.seed,
    lesson: lesson.gameId,
  };
}

/** Creates the save, opens it on the table (replacing the current screen) and returns its id. */
export async function startGame(g: GameStart): Promise<string> {
  // The rules' own check of their options, the one an imported save passes too.
  const wrong = g.pkg.rules.optionsProblem(g.options, g.seatCount);
  if (wrong) throw Object.assign(new Error(`options: ${wrong}`), { reason: 'new.error.options' });
  const seed = g.seed ?? freshSeed();
  const state = g.pkg.rules.setup(g.options, g.seatCount, seed);
  const id = await store.create(
    {
      gameId: g.gameId,
      title: g.title,
      seats: g.seats,
      setup: { options: g.options, seatCount: g.seatCount, seed },
      contentVersion: g.pkg.rules.contentVersion,
      kiosk: g.kiosk,
      language: lang.value,
      campaign: g.campaign,
      lesson: g.lesson,
    },
    state,
  );
  if (g.persist) void requestPersistence();
  await g.beforePlay?.(id);
  navigate({ name: 'play', saveId: id }, true);
  return id;
}
