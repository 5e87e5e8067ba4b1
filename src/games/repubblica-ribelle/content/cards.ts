// The 114 action cards (Materiali di gioco: Carte Azione; Appendice: legenda delle icone).
// The rulebook fixes what a card carries: military, political and social values from 0 to 4, an
// activation condition (a resource to hold with a DM or CP, or the Stella or Fiamma symbol), one
// of seven effects, and three gears, green or red, read by the automated partisans. It does not
// print the cards themselves, so every card below is reconstructed. Each card has a strong value
// in one characteristic (mostly 4, else 3 or 2), a lesser one (0-3) and a weak one (0-2); 36 cards
// are strongest in military, 38 in political and 40 in social, and the lesser value of military
// and political cards is social two times in three, because social missions get no bonus from
// pieces on the map. The 96 resource cards are spread evenly over the six resources (16 each),
// 9 cards carry the Stella and 9 the Fiamma; each effect appears on 16 cards (draw and support on
// 17); a gear is green when the card's value for that mission type is 2 or more. Each subject
// appears on two cards and no real person is named on an action card. The table was drawn once
// with a seeded script and tuned with simulated games (tests/unit/repubblica-ribelle/balance.test.ts):
// cooperative heuristic players win most full games, random play loses almost always.
import type { Provenance, Sourced } from '../../../engine/content.ts';
import type { ResourceId } from './map.ts';

export type MissionKind = 'military' | 'political' | 'social';
export const MISSION_KINDS: readonly MissionKind[] = ['military', 'political', 'social'];

export type Activation = ResourceId | 'stella' | 'fiamma';
export type Effect = 'draw' | 'move' | 'discardPile' | 'plusPerCard' | 'place' | 'steal' | 'support';
export const EFFECTS: readonly Effect[] = ['draw', 'move', 'discardPile', 'plusPerCard', 'place', 'steal', 'support'];

export interface ActionCard extends Sourced {
  /** Unique id, zero padded ("az-007") so that no id is part of another. */
  id: string;
  /** Subject of the card; its title is the string 'ribelle.card.<theme>'. */
  theme: string;
  military: number;
  political: number;
  social: number;
  activation: Activation;
  effect: Effect;
  /** Gears for military, political, social missions: true = green. */
  gears: [boolean, boolean, boolean];
}

const CARD_NOTE: Provenance = {
  source: 'reconstructed',
  note: {
    it: 'Carta ricostruita: il regolamento descrive le caratteristiche delle carte azione (valori 0-4, attivazione, effetto, ingranaggi) ma non ne stampa l’elenco. Valori, attivazione, effetto e ingranaggi sono nostri, bilanciati con partite simulate.',
    en: 'Reconstructed card: the rulebook describes what an action card carries (values 0-4, activation, effect, gears) but does not print the list. Values, activation, effect and gears are ours, balanced with simulated games.',
  },
};

const C = (
  id: string,
  theme: string,
  military: number,
  political: number,
  social: number,
  activation: Activation,
  effect: Effect,
  gears: string,
): ActionCard => ({
  id,
  theme,
  military,
  political,
  social,
  activation,
  effect,
  gears: [gears[0] === 'v', gears[1] === 'v', gears[2] === 'v'],
  provenance: CARD_NOTE,
});

export const ACTION_CARDS: readonly ActionCard[] = [
  C('az-001', 'imboscata', 2, 1, 3, 'viveri', 'steal', 'vrv'),
  C('az-002', 'imboscata', 4, 2, 2, 'armi', 'discardPile', 'vvv'),
  C('az-003', 'sabotaggio', 4, 2, 0, 'latte', 'place', 'vvr'),
  C('az-004', 'sabotaggio', 3, 2, 2, 'lanci', 'place', 'vvv'),
  C('az-005', 'colpoDiMano', 4, 1, 2, 'armi', 'discardPile', 'vrv'),
  C('az-006', 'colpoDiMano', 3, 3, 2, 'grano', 'place', 'vvv'),
  C('az-007', 'assaltoPresidio', 4, 1, 2, 'lanci', 'move', 'vrv'),
  C('az-008', 'assaltoPresidio', 4, 1, 1, 'ospedale', 'draw', 'vrr'),
  C('az-009', 'mitragliatrice', 3, 1, 1, 'lanci', 'plusPerCard', 'vrr'),
  C('az-010', 'mitragliatrice', 4, 2, 1, 'latte', 'support', 'vvr'),
  C('az-011', 'esplosivo', 4, 0, 2, 'viveri', 'support', 'vrv'),
  C('az-012', 'esplosivo', 4, 1, 1, 'latte', 'discardPile', 'vrr'),
  C('az-013', 'pattuglia', 4, 0, 2, 'armi', 'support', 'vrv'),
  C('az-014', 'pattuglia', 4, 1, 2, 'grano', 'plusPerCard', 'vrv'),
  C('az-015', 'postoDiBlocco', 4, 3, 1, 'grano', 'discardPile', 'vvr'),
  C('az-016', 'postoDiBlocco', 4, 0, 1, 'fiamma', 'support', 'vrr'),
  C('az-017', 'ponteMinato', 4, 0, 3, 'fiamma', 'steal', 'vrv'),
  C('az-018', 'ponteMinato', 4, 3, 2, 'stella', 'steal', 'vvv'),
  C('az-019', 'armiRecuperate', 4, 1, 2, 'latte', 'draw', 'vrv'),
  C('az-020', 'armiRecuperate', 3, 2, 3, 'armi', 'plusPerCard', 'vvv'),
  C('az-021', 'lancioAlleato', 3, 2, 1, 'ospedale', 'steal', 'vvr'),
  C('az-022', 'lancioAlleato', 4, 2, 1, 'ospedale', 'plusPerCard', 'vvr'),
  C('az-023', 'squadraVolante', 4, 2, 3, 'lanci', 'move', 'vvv'),
  C('az-024', 'squadraVolante', 4, 2, 1, 'grano', 'place', 'vvr'),
  C('az-025', 'battaglioneSovietico', 4, 0, 0, 'ospedale', 'plusPerCard', 'vrr'),
  C('az-026', 'battaglioneSovietico', 3, 2, 3, 'stella', 'steal', 'vvv'),
  C('az-027', 'vedetta', 4, 0, 1, 'ospedale', 'move', 'vrr'),
  C('az-028', 'vedetta', 4, 0, 2, 'viveri', 'support', 'vrv'),
  C('az-029', 'sganciamento', 4, 1, 3, 'ospedale', 'support', 'vrv'),
  C('az-030', 'sganciamento', 3, 2, 2, 'armi', 'discardPile', 'vvv'),
  C('az-031', 'postazione', 3, 0, 3, 'viveri', 'move', 'vrv'),
  C('az-032', 'postazione', 3, 1, 1, 'grano', 'plusPerCard', 'vrr'),
  C('az-033', 'mortaio', 4, 1, 1, 'stella', 'steal', 'vrr'),
  C('az-034', 'mortaio', 2, 1, 3, 'ospedale', 'discardPile', 'vrv'),
  C('az-035', 'prigionieri', 4, 1, 2, 'fiamma', 'support', 'vrv'),
  C('az-036', 'prigionieri', 4, 2, 0, 'lanci', 'move', 'vvr'),
  C('az-037', 'giunta', 2, 4, 2, 'fiamma', 'discardPile', 'vvv'),
  C('az-038', 'giunta', 0, 4, 2, 'grano', 'draw', 'rvv'),
  C('az-039', 'commissario', 2, 4, 0, 'latte', 'steal', 'vvr'),
  C('az-040', 'commissario', 0, 4, 1, 'lanci', 'plusPerCard', 'rvr'),
  C('az-041', 'comizio', 1, 3, 2, 'armi', 'plusPerCard', 'rvv'),
  C('az-042', 'comizio', 3, 3, 0, 'stella', 'discardPile', 'vvr'),
  C('az-043', 'volantini', 1, 4, 2, 'latte', 'steal', 'rvv'),
  C('az-044', 'volantini', 2, 4, 1, 'armi', 'draw', 'vvr'),
  C('az-045', 'giornale', 3, 3, 1, 'viveri', 'place', 'vvr'),
  C('az-046', 'giornale', 1, 4, 2, 'ospedale', 'draw', 'rvv'),
  C('az-047', 'cln', 1, 4, 3, 'viveri', 'support', 'rvv'),
  C('az-048', 'cln', 3, 4, 2, 'ospedale', 'support', 'vvv'),
  C('az-049', 'assemblea', 1, 4, 2, 'ospedale', 'plusPerCard', 'rvv'),
  C('az-050', 'assemblea', 0, 4, 3, 'latte', 'move', 'rvv'),
  C('az-051', 'sindaco', 1, 4, 1, 'armi', 'draw', 'rvr'),
  C('az-052', 'sindaco', 2, 4, 1, 'armi', 'draw', 'vvr'),
  C('az-053', 'tribunale', 2, 3, 1, 'stella', 'draw', 'vvr'),
  C('az-054', 'tribunale', 2, 4, 1, 'armi', 'support', 'vvr'),
  C('az-055', 'trattativa', 1, 3, 2, 'ospedale', 'discardPile', 'rvv'),
  C('az-056', 'trattativa', 2, 4, 3, 'latte', 'steal', 'vvv'),
  C('az-057', 'parroco', 1, 2, 0, 'armi', 'plusPerCard', 'rvr'),
  C('az-058', 'parroco', 0, 4, 3, 'armi', 'place', 'rvv'),
  C('az-059', 'accordo', 2, 4, 2, 'lanci', 'move', 'vvv'),
  C('az-060', 'accordo', 3, 3, 2, 'armi', 'place', 'vvv'),
  C('az-061', 'ordiniCumer', 1, 2, 3, 'lanci', 'draw', 'rvv'),
  C('az-062', 'ordiniCumer', 1, 3, 2, 'viveri', 'draw', 'rvv'),
  C('az-063', 'radio', 0, 4, 1, 'stella', 'support', 'rvr'),
  C('az-064', 'radio', 2, 4, 1, 'armi', 'support', 'vvr'),
  C('az-065', 'missioneAlleata', 1, 4, 3, 'stella', 'support', 'rvv'),
  C('az-066', 'missioneAlleata', 2, 4, 1, 'grano', 'move', 'vvr'),
  C('az-067', 'disertori', 0, 3, 2, 'lanci', 'steal', 'rvv'),
  C('az-068', 'disertori', 2, 4, 3, 'ospedale', 'move', 'vvv'),
  C('az-069', 'proclama', 1, 4, 0, 'latte', 'draw', 'rvr'),
  C('az-070', 'proclama', 1, 4, 3, 'lanci', 'draw', 'rvv'),
  C('az-071', 'delegazione', 1, 3, 2, 'lanci', 'discardPile', 'rvv'),
  C('az-072', 'delegazione', 2, 3, 0, 'latte', 'place', 'vvr'),
  C('az-073', 'fiducia', 1, 4, 2, 'viveri', 'place', 'rvv'),
  C('az-074', 'fiducia', 1, 4, 0, 'fiamma', 'draw', 'rvr'),
  C('az-075', 'ammasso', 3, 1, 4, 'latte', 'steal', 'vrv'),
  C('az-076', 'ammasso', 0, 3, 4, 'ospedale', 'draw', 'rvv'),
  C('az-077', 'calmiere', 2, 1, 4, 'grano', 'discardPile', 'vrv'),
  C('az-078', 'calmiere', 2, 2, 3, 'ospedale', 'place', 'vvv'),
  C('az-079', 'ospedaleDaCampo', 2, 0, 3, 'lanci', 'draw', 'vrv'),
  C('az-080', 'ospedaleDaCampo', 1, 1, 4, 'latte', 'plusPerCard', 'rrv'),
  C('az-081', 'medico', 1, 1, 4, 'grano', 'steal', 'rrv'),
  C('az-082', 'medico', 0, 2, 4, 'viveri', 'move', 'rvv'),
  C('az-083', 'staffetta', 0, 1, 2, 'grano', 'steal', 'rrv'),
  C('az-084', 'staffetta', 2, 2, 3, 'latte', 'support', 'vvv'),
  C('az-085', 'raccoltaLatte', 0, 0, 3, 'fiamma', 'plusPerCard', 'rrv'),
  C('az-086', 'raccoltaLatte', 1, 2, 4, 'viveri', 'place', 'rvv'),
  C('az-087', 'mulino', 3, 1, 3, 'stella', 'support', 'vrv'),
  C('az-088', 'mulino', 2, 2, 4, 'viveri', 'plusPerCard', 'vvv'),
  C('az-089', 'forno', 2, 1, 4, 'stella', 'place', 'vrv'),
  C('az-090', 'forno', 0, 1, 4, 'latte', 'place', 'rrv'),
  C('az-091', 'scuola', 3, 2, 4, 'viveri', 'place', 'vvv'),
  C('az-092', 'scuola', 1, 2, 3, 'grano', 'plusPerCard', 'rvv'),
  C('az-093', 'sfollati', 3, 1, 4, 'ospedale', 'discardPile', 'vrv'),
  C('az-094', 'sfollati', 2, 1, 3, 'grano', 'place', 'vrv'),
  C('az-095', 'feriti', 1, 1, 4, 'lanci', 'draw', 'rrv'),
  C('az-096', 'feriti', 1, 2, 3, 'grano', 'support', 'rvv'),
  C('az-097', 'famiglie', 3, 1, 4, 'lanci', 'move', 'vrv'),
  C('az-098', 'famiglie', 2, 2, 3, 'fiamma', 'discardPile', 'vvv'),
  C('az-099', 'bestiame', 2, 0, 4, 'latte', 'move', 'vrv'),
  C('az-100', 'bestiame', 1, 3, 4, 'viveri', 'draw', 'rvv'),
  C('az-101', 'legna', 2, 1, 4, 'grano', 'move', 'vrv'),
  C('az-102', 'legna', 2, 2, 4, 'armi', 'support', 'vvv'),
  C('az-103', 'sale', 3, 2, 3, 'fiamma', 'steal', 'vvv'),
  C('az-104', 'sale', 2, 3, 4, 'viveri', 'discardPile', 'vvv'),
  C('az-105', 'coperte', 3, 1, 4, 'fiamma', 'discardPile', 'vrv'),
  C('az-106', 'coperte', 2, 2, 2, 'grano', 'move', 'vvv'),
  C('az-107', 'lavoroDonne', 1, 0, 4, 'ospedale', 'plusPerCard', 'rrv'),
  C('az-108', 'lavoroDonne', 1, 3, 4, 'lanci', 'move', 'rvv'),
  C('az-109', 'mietitura', 3, 1, 4, 'grano', 'steal', 'vrv'),
  C('az-110', 'mietitura', 0, 1, 3, 'armi', 'move', 'rrv'),
  C('az-111', 'solidarieta', 2, 2, 4, 'viveri', 'steal', 'vvv'),
  C('az-112', 'solidarieta', 1, 1, 4, 'viveri', 'discardPile', 'rrv'),
  C('az-113', 'orti', 3, 0, 4, 'lanci', 'place', 'vrv'),
  C('az-114', 'orti', 0, 2, 4, 'latte', 'plusPerCard', 'rvv'),
];

/** Card subjects in table order (each on two cards). */
export const CARD_THEMES: readonly string[] = [...new Set(ACTION_CARDS.map((c) => c.theme))];
