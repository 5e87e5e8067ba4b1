// The six rebel boards and the twelve leader cards (Materiali di gioco: Plance Ribelli, Carte
// Leader; Preparazione, punto 4). The rulebook prints the board's layout (phase, base territory,
// faction; the popular-support track with its centre at 5 cards and 3 movement points; the three
// scoring boxes) but not the six boards, so colours, bases, factions, the track's other cells
// and the leaders' values are reconstructed. Leader names: real people only where FACTS.md
// confirms them in a fitting role; every other leader has a neutral label the museum can replace
// (strings 'ribelle.leader.<id>' in strings.ts).
import type { Provenance, Sourced } from '../../../engine/content.ts';

export type Faction = 'stella' | 'fiamma';
export type BoardId = 'rosso' | 'blu' | 'giallo' | 'verde' | 'arancio' | 'viola';

export interface SupportCell {
  /** Cards a rebel may keep in hand at the end of a round (the leader does not count). */
  hand: number;
  /** Movement points in the Manovre step; also the final-score points of this cell. */
  mp: number;
}

export interface Board extends Sourced {
  id: BoardId;
  /** CSS colour of the rebel's pieces. */
  color: string;
  faction: Faction;
  /** Base locality on the phase-I side and on the phase-II side. */
  base: [string, string];
  /** The popular-support track, left (low) to right (high). */
  track: SupportCell[];
  /** Starting cell (the centre: 5 cards, 3 MP). */
  centre: number;
}

export interface Leader extends Sourced {
  id: string;
  board: BoardId;
  phase: 1 | 2;
  military: number;
  political: number;
  social: number;
  /** True when the card names a real person (FACTS.md); false for a neutral label. */
  realPerson: boolean;
}

/** 9 cells; the centre (index 4) is the rulebook's 5 cards / 3 MP. */
export const SUPPORT_TRACK: readonly SupportCell[] = [
  { hand: 3, mp: 1 },
  { hand: 3, mp: 2 },
  { hand: 4, mp: 2 },
  { hand: 4, mp: 3 },
  { hand: 5, mp: 3 },
  { hand: 5, mp: 4 },
  { hand: 6, mp: 4 },
  { hand: 6, mp: 5 },
  { hand: 7, mp: 5 },
];
export const SUPPORT_CENTRE = 4;

const BOARD_NOTE: Provenance = {
  source: 'reconstructed',
  note: {
    it: 'Plancia ricostruita: colore, fazione e basi (lato Fase I e lato Fase II) sono nostre scelte; del tracciato del Sostegno il regolamento dà solo il centro (5 carte, 3 PM), le altre caselle sono nostre. Le basi di Fase II stanno nelle due zone libere rinate dopo l’agosto 1944, modenese e reggiana.',
    en: 'Reconstructed board: colour, faction and bases (phase-I and phase-II sides) are our choices; of the support track the rulebook gives only the centre (5 cards, 3 MP), the other cells are ours. Phase-II bases lie in the two free zones re-formed after August 1944, in the Modena and Reggio hills.',
  },
};

const B = (id: BoardId, color: string, faction: Faction, base1: string, base2: string): Board => ({
  id,
  color,
  faction,
  base: [base1, base2],
  track: SUPPORT_TRACK.map((c) => ({ ...c })),
  centre: SUPPORT_CENTRE,
  provenance: BOARD_NOTE,
});

export const BOARDS: readonly Board[] = [
  B('rosso', '#c0392b', 'stella', 'palagano', 'frassinoro'),
  B('blu', '#2e6db4', 'stella', 'polinago', 'monchio'),
  B('giallo', '#d4a017', 'stella', 'toano', 'ligonchio'),
  B('verde', '#2e8b57', 'fiamma', 'fontanaluccia', 'piandelagotti'),
  B('arancio', '#e07b24', 'fiamma', 'villaminozzo', 'civago'),
  B('viola', '#7d3c98', 'fiamma', 'prignano', 'baiso'),
];

const realNote = (who: string, whoEn: string): Provenance => ({
  source: 'reconstructed',
  note: {
    it: `Persona reale (FACTS.md): ${who}. I valori della carta sono ricostruiti.`,
    en: `Real person (FACTS.md): ${whoEn}. The card's values are reconstructed.`,
  },
});
const NEUTRAL: Provenance = {
  source: 'reconstructed',
  note: {
    it: 'Carta ricostruita con un’etichetta neutra (ruolo, non nome): il museo può sostituirla con il nome stampato. Valori ricostruiti.',
    en: 'Card reconstructed with a neutral label (a role, not a name): the museum can replace it with the printed name. Values reconstructed.',
  },
};

const LD = (board: BoardId, phase: 1 | 2, m: number, p: number, s: number, provenance: Provenance = NEUTRAL): Leader => ({
  id: `ld-${board}-${phase}`,
  board,
  phase,
  military: m,
  political: p,
  social: s,
  realPerson: provenance !== NEUTRAL,
  provenance,
});

export const LEADERS: readonly Leader[] = [
  LD('rosso', 1, 4, 2, 1, realNote('Mario Ricci “Armando”, comandante della divisione modenese (formazione comunista, Stella)', 'Mario Ricci “Armando”, commander of the Modena division (communist formation, Stella)')),
  LD('blu', 1, 1, 4, 2, realNote('Osvaldo Poppi “Davide”, commissario politico (Stella)', 'Osvaldo Poppi “Davide”, political commissar (Stella)')),
  LD('giallo', 1, 3, 2, 2, realNote('Norma Barbolini, al comando di una brigata garibaldina (Stella)', 'Norma Barbolini, in command of a Garibaldi brigade (Stella)')),
  LD('verde', 1, 2, 3, 3, realNote('Ermanno Gorrieri, capo della formazione cattolica di Fontanaluccia (Fiamma)', 'Ermanno Gorrieri, leader of the Catholic formation at Fontanaluccia (Fiamma)')),
  LD('arancio', 1, 3, 1, 3),
  LD('viola', 1, 3, 3, 1),
  LD('rosso', 2, 4, 3, 2),
  LD('blu', 2, 2, 4, 3),
  LD('giallo', 2, 4, 2, 3),
  LD('verde', 2, 2, 4, 3),
  LD('arancio', 2, 4, 2, 3),
  LD('viola', 2, 3, 3, 3),
];

export function leaderOf(board: BoardId, phase: 1 | 2): Leader {
  const l = LEADERS.find((x) => x.board === board && x.phase === phase);
  if (!l) throw new Error(`no leader for ${board} ${phase}`);
  return l;
}
