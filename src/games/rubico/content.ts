// Rubico components as data, each record with its provenance (DESIGN.md, "Content").
// Rulebook: ../shared/rules/rubico.it.txt. What the rulebook prints is marked 'rulebook' with the
// section; what it does not print (the board's cells, which legion each Senate card shows) is
// marked 'reconstructed' with a note. Replacing a reconstruction with the printed value must be
// a change in this file only.
import type { ContentFamily, GameContent, Provenance, RulingNote, Sourced, Text } from '../../engine/content.ts';
import { validateContent } from '../../engine/content.ts';

export type Faction = 'red' | 'blue';
export type MarciaKind = 'giano' | 'red' | 'blue' | 'pompeo';
export type PowerCard = 'minerva' | 'cibelis' | 'fortuna' | 'roma' | 'venus' | 'eris' | 'vesta' | 'iuno';
export type SenateEffect = 'void' | 'extraDraw' | 'plusBlue' | 'plusRed' | 'discardRandom' | 'jolly';
export type Legion = 'I' | 'XV';
export type CellKind = 'start' | 'step' | 'castrum' | 'roma';
export type PlayerCount = 3 | 4 | 5 | 6 | 7;

export const PLAYER_COUNTS: readonly PlayerCount[] = [3, 4, 5, 6, 7];

const rb = (section: string): Provenance => ({ source: 'rulebook', section });
const rc = (it: string, en: string): Provenance => ({ source: 'reconstructed', note: { it, en } });

// ---------------------------------------------------------------------------------------------
// Role cards (7: 4 red Caesar, 3 blue Senate)

export interface RoleCard extends Sourced {
  id: string;
  faction: Faction;
}

export const ROLE_CARDS: readonly RoleCard[] = [
  ...[1, 2, 3, 4].map((i) => ({ id: `ruolo-red-${i}`, faction: 'red' as const, provenance: rb('Contenuto') })),
  ...[1, 2, 3].map((i) => ({ id: `ruolo-blue-${i}`, faction: 'blue' as const, provenance: rb('Contenuto') })),
];

// ---------------------------------------------------------------------------------------------
// Marcia cards (25: 3 Giano, 9 red, 11 blue, 2 Pompeo). Ids are unique, zero padded strings so
// that no id is a substring of another (the privacy tests search views for them).

export interface MarciaCard extends Sourced {
  id: string;
  kind: MarciaKind;
}

const MARCIA_COUNTS: Record<MarciaKind, number> = { giano: 3, red: 9, blue: 11, pompeo: 2 };
export const MARCIA_KINDS: readonly MarciaKind[] = ['giano', 'red', 'blue', 'pompeo'];

export const MARCIA_CARDS: readonly MarciaCard[] = MARCIA_KINDS.flatMap((kind) =>
  Array.from({ length: MARCIA_COUNTS[kind] }, (_, i) => ({
    id: `marcia-${kind}-${String(i + 1).padStart(2, '0')}`,
    kind,
    provenance: rb('Contenuto'),
  })),
);

// ---------------------------------------------------------------------------------------------
// Set-up tables (Preparazione, punto 2) and the draw table (Fasi di gioco).

export interface RemovalRow extends Sourced {
  players: PlayerCount;
  /** Role cards put back in the box. */
  roles: { red: number; blue: number };
  /** Marcia cards put back in the box; the table's four columns are Giano, red, blue, Pompeo. */
  marcia: Record<MarciaKind, number>;
  /** Marcia cards each player except the Centurion draws per turn. */
  draw: number;
}

const removal = (
  players: PlayerCount,
  red: number,
  blue: number,
  m: [number, number, number, number],
  draw: number,
): RemovalRow => ({
  players,
  roles: { red, blue },
  marcia: { giano: m[0], red: m[1], blue: m[2], pompeo: m[3] },
  draw,
  provenance: rb('Preparazione, punto 2; Fasi di gioco (tabella carte da pescare)'),
});

export const SETUP_TABLE: Readonly<Record<PlayerCount, RemovalRow>> = {
  3: removal(3, 2, 2, [1, 6, 7, 1], 4),
  4: removal(4, 2, 1, [2, 3, 2, 1], 4),
  5: removal(5, 1, 1, [1, 3, 4, 1], 3),
  6: removal(6, 1, 0, [1, 1, 1, 1], 3),
  7: removal(7, 0, 0, [0, 0, 0, 0], 3),
};

// ---------------------------------------------------------------------------------------------
// Power cards (8, one per player except at 3 players)

export interface PowerCardRecord extends Sourced {
  id: PowerCard;
  name: string;
  /** When the card may be played in our implementation (see the rulings). */
  timing: 'suggest' | 'power' | 'both';
}

export const POWER_CARDS: readonly PowerCardRecord[] = [
  { id: 'minerva', name: 'Minerva', timing: 'power', provenance: rb('Carte Potere') },
  { id: 'cibelis', name: 'Cibelis', timing: 'power', provenance: rb('Carte Potere') },
  { id: 'fortuna', name: 'Fortuna', timing: 'both', provenance: rb('Carte Potere') },
  { id: 'roma', name: 'Roma', timing: 'power', provenance: rb('Carte Potere') },
  { id: 'venus', name: 'Venus', timing: 'suggest', provenance: rb('Carte Potere') },
  { id: 'eris', name: 'Eris', timing: 'suggest', provenance: rb('Carte Potere') },
  { id: 'vesta', name: 'Vesta', timing: 'both', provenance: rb('Carte Potere') },
  { id: 'iuno', name: 'Iuno', timing: 'both', provenance: rb('Carte Potere') },
];

export const POWER_IDS: readonly PowerCard[] = POWER_CARDS.map((p) => p.id);

// ---------------------------------------------------------------------------------------------
// Senate cards (8). The effects are printed; which legion each card shows is not, so every
// record is marked reconstructed. Our assignment: LEG I on void, plusBlue, discardRandom and one
// plusRed; LEG XV on extraDraw and the other two plusRed; the jolly counts for both. Revealing
// all 8 gives LEG I 5 and LEG XV 4, so the Senate track always resolves (tested).

export interface SenateCard extends Sourced {
  id: string;
  effect: SenateEffect;
  legions: readonly Legion[];
}

const legionNote = (effect: string): Provenance =>
  rc(
    `Effetto dal regolamento (Carte Senato${effect}); la legione (LEG I o LEG XV) non è stampata nel regolamento ed è una nostra ricostruzione.`,
    `Effect from the rulebook (Carte Senato${effect}); the legion (LEG I or LEG XV) is not printed in the rulebook and is our reconstruction.`,
  );

export const SENATE_CARDS: readonly SenateCard[] = [
  { id: 'senato-void', effect: 'void', legions: ['I'], provenance: legionNote(', Preparazione punto 3: carta ∅') },
  { id: 'senato-extra-draw', effect: 'extraDraw', legions: ['XV'], provenance: legionNote(', x1') },
  { id: 'senato-plus-blue', effect: 'plusBlue', legions: ['I'], provenance: legionNote(', x1') },
  { id: 'senato-plus-red-a', effect: 'plusRed', legions: ['I'], provenance: legionNote(', x1') },
  { id: 'senato-discard-random', effect: 'discardRandom', legions: ['I'], provenance: legionNote(', x1') },
  { id: 'senato-plus-red-b', effect: 'plusRed', legions: ['XV'], provenance: legionNote(', x2') },
  { id: 'senato-plus-red-c', effect: 'plusRed', legions: ['XV'], provenance: legionNote(', x2') },
  { id: 'senato-jolly', effect: 'jolly', legions: ['I', 'XV'], provenance: legionNote(', x1 jolly') },
];

/** Face-up cards of one legion needed for the Senate to win. */
export const SENATE_WIN = 4;

// ---------------------------------------------------------------------------------------------
// The track. The rulebook shows the board (Il tracciato di gioco) but does not print its cells,
// so the whole track is reconstructed: cells from Caesar's start at Ravenna to Roma, some marked
// 4+..7+ that count only with at least that many players. Castra are named after places on
// Caesar's road of 49 BC. Constraint: for every player count n the longest stretch between two
// Castra (in counted cells) plus 2 is at most 2 x (n - 1), the most cards the Centurion can take.

export interface TrackCell extends Sourced {
  id: string;
  kind: CellKind;
  /** The cell counts only when the number of players is at least this. */
  minPlayers: PlayerCount;
  /** Place name, or null for an unnamed step. */
  name: Text | null;
}

const TRACK_NOTE = rc(
  'Il regolamento mostra il tabellone ma non ne stampa le caselle: numero delle caselle, posizione del Castrum e caselle 5+/7+ sono una nostra ricostruzione. Le abbiamo tarate con migliaia di partite simulate fra giocatori automatici ragionevoli perché entrambe le fazioni vincano spesso: il Senato gira in media circa una carta per turno e vince in 4-7 carte, quindi Cesare deve poter arrivare a Roma in circa 5 turni e il percorso è breve (3 passi con 3-4 giocatori, 4 con 5-6, 5 con 7). I nomi sono luoghi reali della marcia di Cesare del 49 a.C.',
  'The rulebook shows the board but does not print its cells: the number of cells, where the Castrum is and the 5+/7+ cells are our reconstruction. We tuned them over thousands of simulated games between sensible automated players so that both factions win often: the Senate turns about one card per turn and wins within 4-7 cards, so Caesar must be able to reach Roma in about 5 turns and the road is short (3 steps at 3-4 players, 4 at 5-6, 5 at 7). The names are real places on Caesar\u2019s march of 49 BC.',
);

const cell = (id: string, kind: CellKind, minPlayers: PlayerCount, name: string | null): TrackCell => ({
  id,
  kind,
  minPlayers,
  name: name === null ? null : { it: name, en: name },
  provenance: TRACK_NOTE,
});

export const TRACK: readonly TrackCell[] = [
  cell('ravenna', 'start', 3, 'Ravenna'),
  cell('rubico', 'step', 7, 'Rubico flumen'),
  cell('ariminum', 'castrum', 3, 'Ariminum'),
  cell('ancona', 'step', 5, 'Ancona'),
  cell('corfinium', 'step', 3, 'Corfinium'),
  cell('roma', 'roma', 3, 'Roma'),
];

/** The cells that count with n players, in order. */
export function activeTrack(n: number): readonly TrackCell[] {
  return TRACK.filter((c) => c.minPlayers <= n);
}

// ---------------------------------------------------------------------------------------------
// Rulings: our reading where the rulebook is ambiguous or silent (shown on the Fonti screen).

const ruling = (section: string, it: string, en: string): RulingNote => ({ section, text: { it, en } });

export const RULINGS: readonly RulingNote[] = [
  ruling(
    'Preparazione, punto 8',
    'Il primo Centurione è scelto al tavolo (chi ha attraversato il Rubicone per ultimo): l\u2019app lo chiede nelle opzioni.',
    'The first Centurion is chosen at the table (whoever last crossed the Rubicon): the app asks for it in the options.',
  ),
  ruling(
    'Regola importante in 5 o 7 giocatori',
    'Il riconoscimento del Senato avviene nel passo dei ruoli: ogni giocatore guarda il proprio schermo privato; ai blu sono mostrati gli altri blu, ai rossi una schermata della stessa forma che dice solo che il riconoscimento è avvenuto.',
    'The Senate\u2019s recognition happens in the role step: every player looks at their private screen; blue players are shown the other blue players, red players a screen of the same shape saying only that the recognition took place.',
  ),
  ruling(
    'b) Fase suggerimento al Centurione',
    'La fila di carte coperte davanti a ogni giocatore è pubblica nella forma (quante carte, quale è suggerita, quale è coperta, quali sono prese), mai nel contenuto. La prima carta della fila è quella suggerita.',
    'The face-down row in front of each player is public in shape (how many cards, which one is suggested, which is covered, which are taken), never in content. The first card of the row is the suggested one.',
  ),
  ruling(
    'c) Fase scelta Centurione',
    'Se le carte prendibili (al massimo 2 per giocatore, escluse quelle coperte da Venus o Eris) sono meno dei passi al Castrum + 2, il Centurione prende tutte quelle che può. Con i nostri dati non succede, ma la regola è gestita.',
    'If fewer cards can be taken (at most 2 per player, not counting cards covered by Venus or Eris) than the steps to the Castrum + 2, the Centurion takes as many as possible. With our data this does not happen, but the rule is handled.',
  ),
  ruling(
    'c) Fase scelta Centurione',
    'I passi che servono per il prossimo Castrum si contano all\u2019inizio del turno, sulle sole caselle valide per il numero di giocatori, verso il primo Castrum davanti a Cesare (Roma conta come Castrum).',
    'The steps to the next Castrum are counted at the start of the turn, on the cells that count for the number of players only, towards the first Castrum ahead of Caesar (Roma counts as a Castrum).',
  ),
  ruling(
    'Carte Potere; d) Fase rivelazione carte',
    'Venus ed Eris si giocano mentre si dispone la propria fila (prima della scelta); Minerva, Cibelis e Roma dopo che il Centurione ha preso le carte; Fortuna, Vesta e Iuno in entrambi i momenti. Dopo la scelta, ogni giocatore che ha ancora una carta Potere viene interpellato in privato, a partire dalla sinistra del Centurione, anche se la sua carta in quel momento non è giocabile, così nessuno capisce che carta ha.',
    'Venus and Eris are played while laying out one\u2019s row (before the choice); Minerva, Cibelis and Roma after the Centurion has taken the cards; Fortuna, Vesta and Iuno at either time. After the choice every player still holding a power card is asked in private, starting left of the Centurion, even if their card cannot be played then, so nobody learns which card they hold.',
  ),
  ruling(
    'Carte Potere: Venus, Eris, Minerva, Cibelis',
    'Una carta coperta da Venus o Eris non può essere presa in nessun modo, nemmeno con Minerva o Cibelis. Minerva e Cibelis indicano una carta non ancora presa, non coperta, di un altro giocatore (non il Centurione): il Centurione la prende in più, oltre al numero richiesto e al limite di 2.',
    'A card covered by Venus or Eris cannot be taken at all, not even through Minerva or Cibelis. Minerva and Cibelis name a card of another player (not the Centurion) that is neither taken nor covered: the Centurion takes it in addition, beyond the required number and the limit of 2.',
  ),
  ruling(
    'Carte Potere: Roma',
    'Roma fa guardare una carta non presa della fila di un altro giocatore; solo chi la gioca la vede, in privato.',
    'Roma lets its player look at one untaken card in another player\u2019s row; only that player sees it, in private.',
  ),
  ruling(
    'Carte Potere: Fortuna',
    'Fortuna sposta Cesare di una casella valida; non può farlo arretrare oltre la partenza. Se lo porta a Roma la fazione di Cesare vince subito. Il numero di carte da prendere resta quello calcolato a inizio turno; se Cesare finisce su un Castrum, nell\u2019avanzamento si ferma al Castrum successivo.',
    'Fortuna moves Caesar by one counted cell; it cannot move him back past the start. If it brings him to Roma, Caesar\u2019s faction wins at once. The number of cards to take stays as computed at the start of the turn; if Caesar lands on a Castrum, the advance stops at the following one.',
  ),
  ruling(
    'd) Fase rivelazione carte: Giano',
    'Una o più carte Giano rivelate per prime non hanno effetto e sono scartate. Giano copia anche una carta Pompeo (e allora fa girare una carta Senato) o una blu (e allora conta per le 2 blu).',
    'One or more Giano cards revealed first have no effect and are discarded. Giano also copies a Pompeo card (and then turns a Senate card) or a blue card (and then counts towards the 2 blue cards).',
  ),
  ruling(
    'Carte Potere: Vesta, Iuno',
    'Vesta annulla per il turno gli effetti delle carte Senato attive (incluse la carta in più e lo scarto casuale), delle carte Pompeo e Giano e anche la carta Pompeo aggiuntiva di Iuno; non annulla le 2 rosse di Iuno né la carta Senato per 2 blu.',
    'Vesta cancels, for the turn, the effects of the active Senate cards (including the extra card and the random discard), of Pompeo and Giano cards, and also Iuno\u2019s additional Pompeo card; it does not cancel Iuno\u2019s 2 red cards nor the Senate card for 2 blue cards.',
  ),
  ruling(
    'Carte Senato',
    'Le carte rossa e blu aggiuntive contano sia per l\u2019avanzamento sia per la soglia delle 2 blu (1 in 3 giocatori); più effetti attivi nello stesso turno si sommano. Con la carta in più e lo scarto casuale attivi insieme, prima si pesca, poi si mescola, poi si scarta.',
    'The additional red and blue cards count both for the advance and for the 2-blue threshold (1 at 3 players); several effects active in the same turn add up. With the extra card and the random discard both active, the Centurion first draws, then shuffles, then discards.',
  ),
  ruling(
    'Carte Senato; Preparazione, punto 3',
    'Il regolamento non stampa la legione di ciascuna carta Senato: la nostra assegnazione (vedi Fonti) fa sì che girate tutte le 8 carte una legione arrivi sempre a 4. Se la fila finisse senza vittoria del Senato, le carte da girare in più andrebbero perse e la partita continuerebbe.',
    'The rulebook does not print the legion of each Senate card: our assignment (see Sources) makes sure that with all 8 cards face up one legion always reaches 4. Should the row run out without a Senate victory, further flips would be lost and the game would go on.',
  ),
  ruling(
    'e) Fase avanzamento Giulio Cesare',
    'Se le blu superano le rosse Cesare resta fermo (non arretra). I passi oltre il Castrum raggiunto vanno persi.',
    'If blue cards outnumber red ones Caesar stays put (he does not move back). Steps beyond the Castrum reached are lost.',
  ),
  ruling(
    'Preparazione, punto 5',
    'In 7 giocatori si distribuiscono 7 delle 8 carte Potere; quella rimasta torna nella scatola senza essere vista.',
    'At 7 players 7 of the 8 power cards are dealt; the remaining one goes back to the box unseen.',
  ),
];

// ---------------------------------------------------------------------------------------------

const family = (id: string, it: string, en: string, records: readonly Sourced[]): ContentFamily => ({
  id,
  name: { it, en },
  records,
});

export const rubicoContent: GameContent = validateContent({
  gameId: 'rubico',
  families: [
    family('roles', 'Carte Ruolo', 'Role cards', ROLE_CARDS),
    family('marcia', 'Carte Marcia', 'Marcia cards', MARCIA_CARDS),
    family('power', 'Carte Potere', 'Power cards', POWER_CARDS),
    family('senato', 'Carte Senato', 'Senate cards', SENATE_CARDS),
    family('track', 'Tracciato', 'Track', TRACK),
    family('setup', 'Tabelle di preparazione', 'Set-up tables', Object.values(SETUP_TABLE)),
  ],
  rulings: RULINGS,
});
