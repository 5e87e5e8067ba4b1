// The 24 mission cards (Carte Missione; Appendice: legenda). The legend prints the codes, the
// effects and the political and social thresholds; it does not print the military difficulty,
// the title or the place of each card, so those are reconstructed: titles and places follow the
// history of the free zone (FACTS.md), difficulties were tuned by simulation so that the game can
// be won and lost. Titles are the strings 'ribelle.mission.<code>'.
import type { Provenance, Sourced } from '../../../engine/content.ts';
import type { MissionKind } from './cards.ts';

export type MissionCode =
  | 'M11' | 'M12' | 'M13' | 'M14' | 'M21' | 'M22' | 'M23' | 'M24'
  | 'P11' | 'P12' | 'P13' | 'P14' | 'P21' | 'P22' | 'P23' | 'P24'
  | 'S11' | 'S12' | 'S13' | 'S14' | 'S21' | 'S22' | 'S23' | 'S24';

/**
 * Which block of the legend applies:
 * - military: M11-M13, M21-M23 (the top contributor places a DM at the base);
 * - militaryPlus: M14, M24 ("+missione": every rebel also draws, the top contributor wins the card);
 * - political: P11-P14, P21-P23;
 * - politicalLeader: P24 ("recupero Leader");
 * - social: S11-S14, S21-S24.
 */
export type Legend = 'military' | 'militaryPlus' | 'political' | 'politicalLeader' | 'social';

export interface MissionCard extends Sourced {
  code: MissionCode;
  kind: MissionKind;
  phase: 1 | 2;
  legend: Legend;
  /** Where the black pawn stands. */
  locality: string;
  /** Military only: difficulty per player (the target is difficulty x players). */
  difficulty: number | null;
  /**
   * Political and social only: [low, high]. A played value of `high` or more removes two
   * objectives, a value from `low` to `high - 1` removes one.
   */
  thresholds: [number, number] | null;
}

const rcm = (it: string, en: string): Provenance => ({
  source: 'reconstructed',
  note: {
    it: `Codice ed effetti dalla legenda del regolamento (Appendice). ${it}`,
    en: `Code and effects from the rulebook's legend (Appendix). ${en}`,
  },
});

const MIL = rcm(
  'Titolo, luogo e difficoltà sono ricostruiti (la difficoltà non è stampata; l’esempio del regolamento usa 7).',
  'Title, place and difficulty are reconstructed (the difficulty is not printed; the rulebook’s example uses 7).',
);
const THR = rcm(
  'Le soglie sono quelle della legenda; titolo e luogo sono ricostruiti.',
  'The thresholds are the legend’s; title and place are reconstructed.',
);

const M = (code: MissionCode, phase: 1 | 2, locality: string, difficulty: number, plus = false): MissionCard => ({
  code,
  kind: 'military',
  phase,
  legend: plus ? 'militaryPlus' : 'military',
  locality,
  difficulty,
  thresholds: null,
  provenance: MIL,
});

const P = (code: MissionCode, phase: 1 | 2, locality: string, leader = false): MissionCard => ({
  code,
  kind: 'political',
  phase,
  legend: leader ? 'politicalLeader' : 'political',
  locality,
  difficulty: null,
  thresholds: phase === 1 ? [6, 8] : [8, 11],
  provenance: THR,
});

const S = (code: MissionCode, phase: 1 | 2, locality: string): MissionCard => ({
  code,
  kind: 'social',
  phase,
  legend: 'social',
  locality,
  difficulty: null,
  thresholds: phase === 1 ? [7, 9] : [8, 10],
  provenance: THR,
});

export const MISSIONS: readonly MissionCard[] = [
  // Phase I: June - August 1944.
  M('M11', 1, 'montefiorino', 6),
  M('M12', 1, 'pietravolta', 7),
  M('M13', 1, 'cavola', 7),
  M('M14', 1, 'minozzo', 8, true),
  P('P11', 1, 'montefiorino'),
  P('P12', 1, 'fontanaluccia'),
  P('P13', 1, 'polinago'),
  P('P14', 1, 'toano'),
  S('S11', 1, 'cerredolo'),
  S('S12', 1, 'prignano'),
  S('S13', 1, 'baiso'),
  S('S14', 1, 'susano'),
  // Phase II: August 1944 - April 1945.
  M('M21', 2, 'ligonchio', 7),
  M('M22', 2, 'radici', 8),
  M('M23', 2, 'saltino', 8),
  M('M24', 2, 'baiso', 9, true),
  P('P21', 2, 'civago'),
  P('P22', 2, 'frassinoro'),
  P('P23', 2, 'villaminozzo'),
  P('P24', 2, 'palagano', true),
  S('S21', 2, 'febbio'),
  S('S22', 2, 'gova'),
  S('S23', 2, 'polinago'),
  S('S24', 2, 'monchio'),
];

/** Mission deck sizes (Preparazione, punto 5; Partita dimostrativa). */
export const MISSION_DECK = {
  full: { phase1: 4, phase2: 6 },
  /** Demo: one mission of each kind in phase I, two in phase II. */
  demo: { phase1: 3, phase2: 2 },
} as const;
