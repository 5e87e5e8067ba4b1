// The registry of games: one entry a game feeds the wizard, the Fonti screen and `npm run
// sources`, the bench and the soak, and the contract test. Each entry is the game's card from
// the catalogue (catalogue.ts: all the home needs, so the home loads without this file) and
// what loads the rest. Everything is loaded on demand, so Node can load the rules without the
// screens. Adding a game is one card there and one entry here (see the README, "How to add a
// game").
import type { GameContent } from '../engine/content.ts';
import type { AnyRules } from '../engine/types.ts';
import type { AppPlayers, Level } from '../engine/players.ts';
import type { GameChecks, GamePackage } from './types.ts';
import { addCatalogs } from '../i18n/index.ts';
import { PLAYERS } from './players-loaders.ts';
import { CATALOGUE, type GameCard } from './catalogue.ts';

export interface GameEntry extends GameCard {
  /** Player count the wizard starts from (default: 4, within the game's range). */
  defaultPlayers?: number;
  /**
   * The seat count a game with these options takes, where the options decide it rather than the
   * player count (Corteo: three for the Antirepressivo, two otherwise). The wizard and the kiosk
   * hold their count to it; it reads the options as stored, so it stays light (no package).
   */
  seatsFor?: (options: Readonly<Record<string, unknown>>) => number;
  /**
   * Whether a game with these options hides something from some seats (hands, roles, a secret
   * place): its export, whole game and seed, shows every secret, so the Saves screen asks first.
   * Absent: nothing is hidden. Reads the options as stored, like seatsFor.
   */
  hides?: (options: Readonly<Record<string, unknown>>) => boolean;
  /** The whole package: rules, content, words, help, screens (absent while the game is coming). */
  load?: () => Promise<GamePackage>;
  /** The rules alone, without screens: tests, the bench and scripts load these in Node. */
  rules?: () => Promise<AnyRules>;
  /** The content with its provenance alone (the Fonti screen, `npm run sources`). */
  content?: () => Promise<GameContent>;
  /** What the contract test needs beyond the rules (src/games/<id>/checks.ts). */
  checks?: () => Promise<GameChecks>;
  /**
   * The app players (src/games/<id>/players.ts): its levels, how it chooses from a seat's
   * observation, and `determinize` for a game with hidden information. Loaded by the app
   * players' worker, the contract test and `npm run strength`, never by the screens.
   */
  players?: () => Promise<AppPlayers>;
  /**
   * The levels the app plays this game at, the same as its players' (a unit test holds them
   * equal): the wizard and the kiosk read them here, without loading the players on the page.
   */
  levels?: readonly Level[];
  /**
   * A seat may be a team of people who take the device together when its turn comes (each
   * person named, engine/seats.ts TEAM_SIZE): offered by the wizard only where this is set.
   */
  teams?: boolean;
  /** The seat counts the bench and the soak cycle through, and seeded game g's options. */
  bench?: {
    seats: readonly number[];
    /**
     * Games `npm run soak` plays of this one (default 100,000; SOAK_GAMES lowers every count).
     * Set for a game whose random playouts are long, so the full soak stays a run of minutes.
     */
    soakGames?: number;
    /**
     * Seeded games per match-up `npm run strength` plays of this one (default STRENGTH_GAMES,
     * 100): fewer for a game whose games take seconds each, so the run stays a run of minutes.
     */
    strengthGames?: number;
    options?: (defaults: Record<string, unknown>, g: number) => Record<string, unknown>;
    /**
     * The seat counts and options `npm run soak` cycles through instead, where it covers more
     * than the bench measures (Corteo: every scenario), so the bench's figures stay comparable.
     */
    soakCycle?: { seats: readonly number[]; options: (defaults: Record<string, unknown>, g: number) => Record<string, unknown> };
    /**
     * Whole campaigns the soak plays besides its games (Fiamme d'assalto): `count` of them,
     * campaign c at `seats[c % seats.length]` seats, its first mission's options from `first` and
     * every next one's from the end of the last (`next`, loaded with the rules; null once the
     * campaign is over), at most `missions` missions a campaign.
     */
    soakCampaigns?: {
      count: number;
      seats: readonly number[];
      missions: number;
      first: (defaults: Record<string, unknown>, c: number) => Record<string, unknown>;
      next: () => Promise<(final: unknown, options: Record<string, unknown>) => Record<string, unknown> | null>;
    };
  };
}

/** The game's card from the catalogue, which every entry starts from. */
function card(id: string): GameCard {
  const c = CATALOGUE.find((g) => g.id === id);
  if (!c) throw new Error(`game ${id} has no card in the catalogue`);
  return c;
}

export const GAMES: readonly GameEntry[] = [
  {
    ...card('rubico'),
    hides: () => true,
    load: () => import('./rubico/index.ts').then((m) => m.default),
    rules: () => import('./rubico/rules.ts').then((m) => m.rubicoRules),
    content: () => import('./rubico/content.ts').then((m) => m.rubicoContent),
    checks: () => import('./rubico/checks.ts').then((m) => m.default as GameChecks),
    players: PLAYERS['rubico'],
    levels: ['easy', 'normal', 'strong'],
    bench: { seats: [5, 3, 4, 6, 7] },
  },
  {
    ...card('repubblica-ribelle'),
    hides: () => true,
    load: () => import('./repubblica-ribelle/index.ts').then((m) => m.default),
    rules: () => import('./repubblica-ribelle/rules.ts').then((m) => m.ribelleRules),
    content: () => import('./repubblica-ribelle/content.ts').then((m) => m.ribelleContent),
    checks: () => import('./repubblica-ribelle/checks.ts').then((m) => m.default as GameChecks),
    players: PLAYERS['repubblica-ribelle'],
    levels: ['easy', 'normal'],
    bench: { seats: [3, 1, 2, 4, 5, 6], options: (o, g) => ({ ...o, demo: g % 12 >= 6 }) },
  },
  {
    ...card('fabrisiko'),
    hides: () => true,
    load: () => import('./fabrisiko/index.ts').then((m) => m.default),
    rules: () => import('./fabrisiko/rules.ts').then((m) => m.fabrisikoRules),
    content: () => import('./fabrisiko/content/index.ts').then((m) => m.fabrisikoContent),
    checks: () => import('./fabrisiko/checks.ts').then((m) => m.default as GameChecks),
    players: PLAYERS['fabrisiko'],
    levels: ['easy', 'normal'],
    // About 50-80 random games a second (7 December) and ~1,550 moves a game: 100,000 would take
    // 20-35 minutes; the soak plays 5,000.
    bench: {
      seats: [4, 2, 3],
      soakGames: 5_000,
      // The soak plays 2, 3 and 4 players with and without the Tournament, with the app's and
      // with physical battle dice: a cycle of twelve games.
      soakCycle: { seats: [4, 2, 3], options: (o, g) => ({ ...o, tournament: Math.floor(g / 3) % 2 === 1, physicalDice: Math.floor(g / 6) % 2 === 1 }) },
    },
  },
  {
    ...card('corteo'),
    // Two sides, each one or more people at the device; three seats only for the Antirepressivo
    // scenario (its two corteo players and the potere): seatsFor sets the count.
    defaultPlayers: 2,
    seatsFor: (o) => (o.scenario === 'antirepressivo' ? 3 : 2),
    // Only the Sociale hides something: the corteo's gathering place.
    hides: (o) => o.scenario === 'sociale',
    load: () => import('./corteo/index.ts').then((m) => m.default),
    rules: () => import('./corteo/rules.ts').then((m) => m.corteoRules),
    content: () => import('./corteo/content/index.ts').then((m) => m.corteoContent),
    checks: () => import('./corteo/checks.ts').then((m) => m.default as GameChecks),
    players: PLAYERS['corteo'],
    levels: ['easy', 'normal'],
    // Each side may be a team at the device (nothing is secret between the sides).
    teams: true,
    // A random game on the full city takes several seconds (hundreds of units' moves listed at
    // every step): the soak plays a hundred of them, not 100,000.
    // Every fourth game is the advanced game with the four special rules (13) on; game 1 of
    // every four is the Antirepressivo with three seats (its defaults, as the wizard sets them).
    bench: {
      seats: [2, 3, 2, 2],
      options: (o, g) => (o.scenario === 'antirepressivo' ? o : { ...o, mode: g % 2 ? 'advanced' : 'base', ...(g % 4 === 3 ? { special: { smoke: true, shortThrows: true, jams: true, national: true }, waitsEnd: true } : {}) }),
      soakGames: 120,
      strengthGames: 20,
      // The soak plays every scenario and mode besides: of every twelve games, the base game,
      // the Antirepressivo, the advanced game, the advanced game with the four special rules,
      // the Internazionalista, the Antifascista (more hands agreed in the game, as the wizard
      // starts it), the Sociale, the advanced game with each special rule alone, and the base
      // game with physical dice; with the national corteo, as the wizard sets it (`waitsEnd`).
      soakCycle: {
        seats: [2, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
        options: (o, g) => {
          const special = { smoke: true, shortThrows: true, jams: true, national: true };
          return [
            { ...o, mode: 'base' },
            o, // three seats: the Antirepressivo, as its defaults set it
            { ...o, mode: 'advanced' },
            { ...o, mode: 'advanced', special, waitsEnd: true },
            { ...o, mode: 'advanced', scenario: 'internazionalista' },
            { ...o, mode: 'advanced', scenario: 'antifascista', prolong: true },
            { ...o, mode: 'advanced', scenario: 'sociale' },
            { ...o, mode: 'advanced', special: { smoke: true } },
            { ...o, mode: 'advanced', special: { shortThrows: true } },
            { ...o, mode: 'advanced', special: { jams: true } },
            { ...o, mode: 'advanced', special: { national: true }, waitsEnd: true },
            { ...o, mode: 'base', physicalDice: true },
          ][g % 12];
        },
      },
    },
  },
  {
    ...card('fiamme-d-assalto'),
    defaultPlayers: 1,
    load: () => import('./fiamme-d-assalto/index.ts').then((m) => m.default),
    rules: () => import('./fiamme-d-assalto/rules.ts').then((m) => m.fiammeRules),
    content: () => import('./fiamme-d-assalto/content.ts').then((m) => m.fiammeContent),
    checks: () => import('./fiamme-d-assalto/checks.ts').then((m) => m.default as GameChecks),
    players: PLAYERS['fiamme-d-assalto'],
    levels: ['easy', 'normal'],
    bench: {
      seats: [1, 2],
      options: (o, g) => ({ ...o, mission: 1 + (Math.floor(g / 2) % 5) }),
      // The soak plays the five missions solo and co-op with the app's and with physical dice,
      // and campaigns besides: each mission with the company that survived the last, a lost
      // mission fought again. Random play seldom wins a mission, so campaign c starts at mission
      // 1 + c/2 % 5 (as the wizard may), and every mission is played with a carried company.
      soakCycle: { seats: [1, 2], options: (o, g) => ({ ...o, mission: 1 + (Math.floor(g / 2) % 5), physicalDice: Math.floor(g / 10) % 2 === 1 }) },
      soakCampaigns: {
        count: 2_000,
        seats: [1, 2],
        missions: 12,
        first: (o, c) => ({ ...o, mission: 1 + (Math.floor(c / 2) % 5), physicalDice: Math.floor(c / 10) % 2 === 1 }),
        next: () => import('./fiamme-d-assalto/rules.ts').then((m) => (final, o) => m.campaignNext(final as never, o as never) as Record<string, unknown> | null),
      },
    },
  },
];

export function gameEntry(id: string): GameEntry | undefined {
  return GAMES.find((g) => g.id === id);
}

const loaded = new Map<string, Promise<GamePackage>>();

/** Loads a game's package once and registers its strings. */
export function loadGame(id: string): Promise<GamePackage> {
  const entry = gameEntry(id);
  if (!entry?.load) return Promise.reject(new Error(`game ${id} is not playable`));
  let p = loaded.get(id);
  if (!p) {
    p = entry.load().then(
      (pkg) => {
        addCatalogs(pkg.strings);
        return pkg;
      },
      (err: unknown) => {
        // Mostly a tab older than the server: an update applied in another tab removed this
        // version's chunks. Forget the failure, so a later try loads again, and say why.
        loaded.delete(id);
        throw Object.assign(new Error(`game ${id} could not load`, { cause: err }), { reason: 'update.reloadToPlay' });
      },
    );
    loaded.set(id, p);
  }
  return p;
}
