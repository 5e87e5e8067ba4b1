// The catalogue: what the home shows of each game (its title, player count and colour; its
// tagline is in the catalogs, `tagline.<id>`: the first screen's Italian in it-home.ts, the
// English in en.ts), and nothing more, so the first screen's script stays light. Everything else a game
// brings (its package, rules, players, bench options) is in the registry (registry.ts), which
// spreads these cards into its entries and loads with the screens that need it. A game is
// playable once its package exists; the others are shown as coming, never as playable (a unit
// test holds `playable` equal to the registry's `load`).
export interface GameCard {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  /** Accent colour of the game's tile. */
  accent: string;
  /** Whether the game's package exists (the registry's `load`). */
  playable: boolean;
  /** Whether the game has a lesson, "Impara giocando" (lessons.ts: a unit test holds them equal). */
  lesson: boolean;
}

export const CATALOGUE: readonly GameCard[] = [
  {
    id: 'rubico',
    title: 'Rubico',
    minPlayers: 3,
    maxPlayers: 7,
    accent: '#b5482f',
    playable: true,
    lesson: true,
  },
  {
    id: 'repubblica-ribelle',
    title: 'Repubblica Ribelle',
    minPlayers: 1,
    maxPlayers: 6,
    accent: '#7a8b3a',
    playable: true,
    lesson: true,
  },
  {
    id: 'fabrisiko',
    title: 'FabRisiko!',
    minPlayers: 2,
    maxPlayers: 4,
    accent: '#3f7fa0',
    playable: true,
    lesson: true,
  },
  {
    id: 'corteo',
    title: 'Corteo',
    minPlayers: 2,
    // Two sides, each one or more people at the device; three seats only for the Antirepressivo
    // scenario (its two corteo players and the potere): the registry's seatsFor sets the count.
    maxPlayers: 3,
    accent: '#a0467a',
    playable: true,
    lesson: true,
  },
  {
    id: 'fiamme-d-assalto',
    title: "Fiamme d'assalto",
    minPlayers: 1,
    maxPlayers: 2,
    accent: '#9a6a2e',
    playable: true,
    lesson: true,
  },
];
