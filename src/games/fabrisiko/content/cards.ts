// The 55 cards: 22 strategic cards (played before a battle) and 33 event cards (one played,
// obligatorily, in phase 1-B). The rulebook prints the kinds, their effects and the deck sizes;
// it does not print how many copies of each kind there are (its own "Correzioni per la 1.1" asks
// to add the number to every card): the copies here are ours. The text is ours too, in our words.
import type { Sourced, Text } from '../../../engine/content.ts';
import { rb, rc, text } from './source.ts';
import type { TableRow } from './pieces.ts';

export type StrategicKind = 'tregua' | 'armaSegreta' | 'tradimento' | 'armaBiologica' | 'attaccoFulmineo' | 'difesaValorosa';
export type EventKind =
  | 'ribellione' | 'terremoto' | 'palio' | 'crescita' | 'sagra' | 'caldo' | 'marchigiano' | 'reperti' | 'scambi';
export type CardKind = StrategicKind | EventKind;

export const STRATEGIC_KINDS: readonly StrategicKind[] = ['tregua', 'armaSegreta', 'tradimento', 'armaBiologica', 'attaccoFulmineo', 'difesaValorosa'];
export const EVENT_KINDS: readonly EventKind[] = ['ribellione', 'terremoto', 'palio', 'crescita', 'sagra', 'caldo', 'marchigiano', 'reperti', 'scambi'];

/** Who may play a strategic card before a battle (rulings where the card does not say). */
export type PlayedBy = 'attacker' | 'defender' | 'either';

/** How often a kind may be played: per battle, per player a global turn, once a global turn in all. */
export type Limit = 'perBattle' | 'perUnit' | 'perEnemyUnit' | 'perPlayerGlobalTurn' | 'onceGlobalTurn';

export interface CardRecord extends Sourced {
  kind: CardKind;
  type: 'strategic' | 'event';
  name: Text;
  /** Our own summary of the effect. */
  effect: Text;
  copies: number;
  limit: Limit;
  playedBy?: PlayedBy;
}

const COPIES = rc(
  'Il regolamento stampa solo i totali (22 strategiche, 33 evento): le copie per tipo sono nostre, con i totali giusti.',
  'The rulebook prints only the totals (22 strategic, 33 event): the copies per kind are ours, adding up to those totals.',
);

const card = (
  kind: CardKind, type: CardRecord['type'], copies: number, limit: Limit, name: Text, effect: Text, playedBy?: PlayedBy,
): CardRecord => ({ kind, type, name, effect, copies, limit, ...(playedBy ? { playedBy } : {}), provenance: COPIES });

export const CARDS: readonly CardRecord[] = [
  card('tregua', 'strategic', 3, 'perBattle', text('Tregua', 'Truce'),
    text('Chi difende annulla la battaglia: gli invasori tornano nei territori da cui sono partiti.', 'The defender calls the battle off: the invaders go back where they came from.'), 'defender'),
  card('armaSegreta', 'strategic', 4, 'perUnit', text('Arma segreta', 'Secret weapon'),
    text('Un tuo mezzo (non fanteria) ha +2 al dado per tutta la battaglia; paghi subito 1 risorsa.', 'One of your vehicles (not infantry) gets +2 for the whole battle; pay 1 resource at once.'), 'either'),
  card('tradimento', 'strategic', 4, 'perEnemyUnit', text('Tradimento', 'Treason'),
    text('L\u2019avversario sceglie una sua unità che passa dalla tua parte.', 'Your opponent picks one of their units, which changes sides.'), 'either'),
  card('armaBiologica', 'strategic', 3, 'perBattle', text('Arma biologica', 'Biological weapon'),
    text('Ogni unità terrestre dei due schieramenti tira 1D10: 1-2 eliminata, 3-8 penalità (carro -2, fanteria -1), 9-10 illesa.', 'Every land unit on both sides rolls 1D10: 1-2 removed, 3-8 a penalty (tank -2, infantry -1), 9-10 unharmed.'), 'either'),
  card('attaccoFulmineo', 'strategic', 4, 'perBattle', text('Attacco fulmineo', 'Lightning strike'),
    text('Nel primo round le unità colpite di chi difende sono eliminate subito, senza rispondere al fuoco.', 'In the first round the defender\u2019s hit units are removed at once, without firing back.'), 'attacker'),
  card('difesaValorosa', 'strategic', 4, 'perBattle', text('Difesa valorosa', 'Valiant defence'),
    text('Tutte le unità di chi difende hanno +1 per tutta la battaglia.', 'All the defender\u2019s units get +1 for the whole battle.'), 'defender'),
  card('ribellione', 'event', 4, 'perPlayerGlobalTurn', text('Ribellione paesana', 'Village revolt'),
    text('Il giocatore successivo sceglie una tua frazione (non la tua maggiore né Fabriano): le tue unità la lasciano o sono perse, prendi 2 risorse per struttura e le strutture spariscono, la frazione torna neutrale.', 'The next player picks one of your frazioni (not your major one nor Fabriano): your units leave it or are lost, you take 2 resources a structure and the structures go, the frazione turns neutral.')),
  card('terremoto', 'event', 3, 'perPlayerGlobalTurn', text('Terremoto', 'Earthquake'),
    text('Scegli una tua frazione: lì e nei territori confinanti ogni proprietario paga 2 risorse per struttura o perde quelle non pagate.', 'Pick one of your frazioni: there and in the bordering territories every owner pays 2 resources a structure or loses those unpaid.')),
  card('palio', 'event', 3, 'onceGlobalTurn', text('Palio di San Giovanni Battista', 'Palio of San Giovanni Battista'),
    text('Fino alla fine del turno globale nessuno invade né attacca. Chi ha Fabriano pesca subito una carta.', 'Until the end of the global turn nobody invades or attacks. Whoever holds Fabriano draws a card at once.')),
  card('crescita', 'event', 4, 'perPlayerGlobalTurn', text('Crescita economica', 'Economic growth'),
    text('In questo turno raccogli +1 risorsa per ogni tua frazione e +3 se hai Fabriano.', 'This turn collect +1 resource for each of your frazioni and +3 if you hold Fabriano.')),
  card('sagra', 'event', 4, 'perPlayerGlobalTurn', text('Sagra paesana', 'Village feast'),
    text('Fino alla fine del turno globale nessuno attacca i tuoi territori e tu non invadi.', 'Until the end of the global turn nobody attacks your territories and you invade nowhere.')),
  card('caldo', 'event', 3, 'onceGlobalTurn', text('Caldo estremo', 'Heat wave'),
    text('Ogni giocatore paga 1 risorsa per ogni sua unità sul tabellone; per ogni risorsa che manca perde un\u2019unità a sua scelta.', 'Every player pays 1 resource for each of their units on the board; for each resource short they lose a unit of their choice.')),
  card('marchigiano', 'event', 4, 'perPlayerGlobalTurn', text('Il Marchigiano', 'Il Marchigiano'),
    text('In questo turno guadagni 1 risorsa per ogni fanteria eliminata, di chiunque sia.', 'This turn you earn 1 resource for every infantry removed, whoever it belongs to.')),
  card('reperti', 'event', 4, 'perPlayerGlobalTurn', text('Reperti archeologici', 'Archaeological finds'),
    text('Tira 1D10: 1-2 prendi 2 risorse, 3-6 1D10, 7-9 1D10+2, 10 2D10.', 'Roll 1D10: 1-2 take 2 resources, 3-6 1D10, 7-9 1D10+2, 10 2D10.')),
  card('scambi', 'event', 4, 'perPlayerGlobalTurn', text('Scambi commerciali', 'Trade'),
    text('Se hai Fabriano, tira 1D5 per ogni frazione maggiore che possiedi e prendi la somma in risorse; altrimenti la carta è scartata.', 'If you hold Fabriano, roll 1D5 for each major frazione you hold and take the total in resources; otherwise the card is discarded.')),
];

export const CARD_BY_KIND: Record<CardKind, CardRecord> = Object.fromEntries(CARDS.map((c) => [c.kind, c])) as Record<CardKind, CardRecord>;
export const isEvent = (k: CardKind): k is EventKind => CARD_BY_KIND[k].type === 'event';

/** The printed deck sizes. */
export const DECK_SIZES = { strategic: 22, event: 33, total: 55, provenance: rb('Elenco del materiale (carte)') } as const;

/**
 * Every card as an id "kind#n" (n from 1): ids, never bare kinds, so a hand's contents can be
 * checked for privacy and a card followed through the deck.
 */
export const ALL_CARD_IDS: readonly string[] = CARDS.flatMap((c) => Array.from({ length: c.copies }, (_, i) => `${c.kind}#${i + 1}`));
const sliceKind = (id: string): CardKind => id.slice(0, id.indexOf('#')) as CardKind;
// Every card's kind, found once: the rules ask at every listing of an event or a battle's cards,
// and a kind cut from its id anew each time is a new string, slow to look up by.
const KIND_OF = new Map<string, CardKind>(ALL_CARD_IDS.map((id) => [id, CARD_BY_KIND[sliceKind(id)].kind]));
export const kindOf = (id: string): CardKind => KIND_OF.get(id) ?? sliceKind(id);

/** The archaeological finds table (Reperti archeologici). */
export type FindResult = { dice: number; plus: number };
export const REPERTI_TABLE: { rows: readonly TableRow<FindResult>[] } & Sourced = {
  rows: [
    { from: 1, to: 2, result: { dice: 0, plus: 2 } },
    { from: 3, to: 6, result: { dice: 1, plus: 0 } },
    { from: 7, to: 9, result: { dice: 1, plus: 2 } },
    { from: 10, to: 10, result: { dice: 2, plus: 0 } },
  ],
  provenance: rb('Carte evento: Reperti archeologici'),
};

/** The biological weapon's table (Arma biologica). */
export const BIO_TABLE = {
  rows: [
    { from: 1, to: 2, result: 'dead' as const },
    { from: 3, to: 8, result: 'sick' as const },
    { from: 9, to: 10, result: 'unharmed' as const },
  ],
  provenance: rb('Carte strategiche: Arma biologica'),
};
