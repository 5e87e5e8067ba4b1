// The catalogue: what the home shows of each game (its title, tagline, player count and
// colour), and nothing more, so the first screen's script stays light. Everything else a game
// brings (its package, rules, players, bench options) is in the registry (registry.ts), which
// spreads these cards into its entries and loads with the screens that need it. A game is
// playable once its package exists; the others are shown as coming, never as playable (a unit
// test holds `playable` equal to the registry's `load`).
import type { Text } from '../engine/content.ts';

export interface GameCard {
  id: string;
  title: string;
  tagline: Text;
  minPlayers: number;
  maxPlayers: number;
  /** Accent colour of the game's tile. */
  accent: string;
  /** Whether the game's package exists (the registry's `load`). */
  playable: boolean;
}

export const CATALOGUE: readonly GameCard[] = [
  {
    id: 'rubico',
    title: 'Rubico',
    tagline: {
      it: '49 a.C.: Cesare marcia su Roma e il Senato trama per fermarlo. Ruoli segreti, squadre nascoste.',
      en: '49 BC: Caesar marches on Rome while the Senate plots to stop him. Secret roles, hidden teams.',
    },
    minPlayers: 3,
    maxPlayers: 7,
    accent: '#b5482f',
    playable: true,
  },
  {
    id: 'repubblica-ribelle',
    title: 'Repubblica Ribelle',
    tagline: {
      it: 'Montefiorino, estate 1944: le formazioni partigiane difendono la zona libera.',
      en: 'Montefiorino, summer 1944: partisan formations defend the free zone.',
    },
    minPlayers: 1,
    maxPlayers: 6,
    accent: '#7a8b3a',
    playable: true,
  },
  {
    id: 'fabrisiko',
    title: 'FabRisiko!',
    tagline: {
      it: 'Le frazioni di Fabriano si armano: conquista la valle, frazione dopo frazione.',
      en: "Fabriano's villages take up arms: conquer the valley, one village at a time.",
    },
    minPlayers: 2,
    maxPlayers: 4,
    accent: '#3f7fa0',
    playable: true,
  },
  {
    id: 'corteo',
    title: 'Corteo',
    tagline: {
      it: 'Un corteo cerca di raggiungere i suoi obiettivi in città, il potere prova a fermarlo. Su esagoni, del 1980.',
      en: 'A march tries to reach its goals across the city while the authorities try to stop it. A 1980 hex game.',
    },
    minPlayers: 2,
    // Two sides, each one or more people at the device; three seats only for the Antirepressivo
    // scenario (its two corteo players and the potere): the registry's seatsFor sets the count.
    maxPlayers: 3,
    accent: '#a0467a',
    playable: true,
  },
  {
    id: 'fiamme-d-assalto',
    title: "Fiamme d'assalto",
    tagline: {
      it: 'Gli Arditi all\u2019assalto delle trincee, 1917-1918. Da soli o in due.',
      en: 'The Arditi storm the trenches, 1917-1918. Solo or two together.',
    },
    minPlayers: 1,
    maxPlayers: 2,
    accent: '#9a6a2e',
    playable: true,
  },
];

/** A game's card, by id. */
export function gameCard(id: string): GameCard | undefined {
  return CATALOGUE.find((g) => g.id === id);
}
