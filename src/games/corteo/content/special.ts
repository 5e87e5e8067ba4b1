// The special rules of section 13 as data: the wind table and its direction die (13a), which
// die of a throw's column falls short (13b), the jam's die (13c), the national corteo's and the
// finanza's die and when they arrive (13d), the options' one-line explanations, and our
// rulings where the rulebook is silent. The wind's direction table is a picture we do not
// have: ours is reconstructed.
import type { RulingNote } from '../../../engine/content.ts';
import { rb, rc, ruling, text } from './source.ts';
import type { Sourced, Text } from '../../../engine/content.ts';

export type SpecialRule = 'smoke' | 'shortThrows' | 'jams' | 'national';
export const SPECIAL_RULES: readonly SpecialRule[] = ['smoke', 'shortThrows', 'jams', 'national'];

/** What the wind does to the smoke, by die face (13a): hexes it drifts, 0 calm, null gone. */
export interface WindTable extends Sourced {
  id: string;
  drift: readonly (number | null)[];
}

export const WIND_TABLE: WindTable = {
  id: 'wind',
  // 1-2-3 wind: 1 hex; 4 strong wind: 2 hexes; 5 calm: stays; 6 gale: the smoke is gone.
  drift: [1, 1, 1, 2, 0, null],
  provenance: rb('C 13a'),
};

/** The wind's direction by die face, as a direction of the map (0 E, 1 NE, 2 NW, 3 W, 4 SW, 5 SE). */
export interface WindDirections extends Sourced {
  id: string;
  dirs: readonly number[];
}

export const WIND_DIRECTIONS: WindDirections = {
  id: 'wind-directions',
  dirs: [2, 1, 0, 5, 4, 3],
  provenance: rc(
    'La tabella «risultati del dado per la direzione del vento» è un disegno che non abbiamo: il dado gira sui sei lati dell\u2019esagono in senso orario partendo da nord-ovest (1 NO, 2 NE, 3 E, 4 SE, 5 SO, 6 O).',
    'The table "die results for the wind\u2019s direction" is a drawing we do not have: the die goes round the hexagon\u2019s six sides clockwise from the north-west (1 NW, 2 NE, 3 E, 4 SE, 5 SW, 6 W).',
  ),
};

/** The terrains the smoke drifts across (13a: only avenues and streets). */
export const SMOKE_TERRAINS: readonly string[] = ['viale', 'strada'];

/** 13c: the die of a jam: odd, the jam forms. */
export const jamForms = (die: number): boolean => die % 2 === 1;
/** 13d: the die of a waiting unit: even, it enters the game. */
export const arrives = (die: number): boolean => die % 2 === 0;
/** 13d: the hand the national corteo and the finanza arrive. */
export const NATIONAL_HAND = 4;

export interface SpecialNote extends Sourced {
  id: SpecialRule;
  name: Text;
  hint: Text;
}

/** The options' names and one-line explanations (the wizard and the Fonti screen). */
export const SPECIAL_NOTES: readonly SpecialNote[] = [
  {
    id: 'smoke', provenance: rb('C 13a'),
    name: text('Fumo dei lacrimogeni', 'Tear-gas smoke'),
    hint: text('Dopo un lancio di lacrimogeni il vento porta il fumo lungo viali e strade: nessuno può entrarci fino a fine mano.', 'After a tear-gas throw the wind carries the smoke along avenues and streets: nobody may enter it until the hand ends.'),
  },
  {
    id: 'shortThrows', provenance: rb('C 13b'),
    name: text('Errori nei lanci', 'Short throws'),
    hint: text('L\u2019ultimo «nessun effetto» di ogni colonna è un lancio corto: colpisce l\u2019esagono prima del bersaglio, amici compresi.', 'The last "no effect" of each column is a short throw: it hits the hex before the target, friends included.'),
  },
  {
    id: 'jams', provenance: rb('C 13c'),
    name: text('Ingorghi', 'Traffic jams'),
    hint: text('Una volta per turno ciascuno può tentare un ingorgo su un viale (dispari: fatto); blocca come una barricata, lo tolgono solo i vigili.', 'Once a turn either side may try a jam on an avenue (odd: it forms); it blocks like a barricade and only the vigili clear it.'),
  },
  {
    id: 'national', provenance: rb('C 13d'),
    name: text('Corteo nazionale e finanza', 'National corteo and finanza'),
    hint: text('Dalla 4a mano quattro delegazioni escono dalla metro e cinque unità della finanza dalle caserme, con un dado pari.', 'From hand 4 four delegations come out of the metro and five finanza units out of the barracks, on an even die.'),
  },
];

export const SPECIAL_RULINGS: readonly RulingNote[] = [
  ruling('C 13a',
    'Fumo: lo lascia solo il lancio di un\u2019unità di lacrimogeni che non dà «nessun effetto», dopo le ritirate che il lancio causa. Il fumo parte dall\u2019esagono bersaglio e si sposta di esagono in esagono nella direzione del vento finché trova viale o strada; davanti a un altro colore, al bordo o a un muro si ferma prima. Le unità nell\u2019esagono del fumo si spostano di un esagono a scelta del loro giocatore (chi non può resta). Il fumo blocca movimenti e ritirate, non i lanci.',
    'Smoke: only a throw by a tear-gas unit that has an effect leaves it, after the retreats the throw causes. The smoke starts on the target hex and drifts hex by hex in the wind\u2019s direction while it finds avenue or street; before another colour, the edge or a wall it stops. Units on the smoke\u2019s hex move one hex chosen by their player (one that cannot stays). Smoke blocks moves and retreats, not throws.'),
  ruling('C 13a',
    'Il fumo si toglie alla fine della mano in cui è stato lanciato; quello rimasto sul bersaglio per la bonaccia (5) resta fino alla fine del turno seguente del corteo, cioè dopo i suoi scontri della mano dopo.',
    'Smoke goes at the end of the hand it was thrown in; smoke left on the target by a calm (5) stays until the end of the corteo\u2019s next turn, after its combats of the next hand.'),
  ruling('C 13b',
    'Lancio corto: è l\u2019ultimo NE di ogni colonna della nostra tabella dei lanci (a 5-1 non c\u2019è NE, quindi nessun lancio corto). Colpisce l\u2019esagono della fila prima del bersaglio; se è vuoto, o è l\u2019esagono del lanciatore (bersaglio adiacente), o un luogo sicuro per chi ci sta, non succede nulla. Se ci sono unità, amiche o nemiche, chi ha lanciato tira di nuovo con il rapporto fra la sua potenza e la loro; sotto 1-2 o con un nuovo NE il lancio non ha effetto. Gli esiti si applicano come a un lancio normale.',
    'Short throw: the last NE of each column of our throw table (5-1 has no NE, so no short throw). It hits the hex of the row before the target; if that is empty, the thrower\u2019s own hex (an adjacent target) or a safe place for those on it, nothing happens. If units stand there, friends or enemies, the thrower rolls again at the odds of its power to theirs; below 1-2 or with another NE the throw has no effect. Results apply as for a normal throw.'),
  ruling('C 13c',
    'Ingorghi: l\u2019incrocio è un esagono di viale o strada con almeno tre vicini di viale o strada; la linea passa per viali e strade. Né l\u2019esagono scelto, né la linea, né l\u2019incrocio possono avere unità, zone di controllo, barricate, ingorghi, fumo o obiettivi coperti; l\u2019esagono scelto può essere esso stesso l\u2019incrocio. Il tentativo si fa una volta per turno, anche se il dado dice «non fatto»; i pezzi sono dieci.',
    'Jams: a crossroads is an avenue or street hex with at least three avenue or street neighbours; the line runs along avenues and streets. Neither the hex chosen, nor the line, nor the crossroads may hold units, zones of control, barricades, jams, smoke or covered objectives; the hex chosen may be the crossroads itself. The attempt is once a turn even when the die says "not formed"; there are ten pieces.'),
  ruling('C 13c',
    'Un\u2019unità di vigili toglie gli ingorghi che ha nella propria zona di controllo appena ci entra muovendosi, senza spesa.',
    'A vigili unit clears the jams in its zone of control as soon as its move brings them there, at no cost.'),
  ruling('C 13d',
    'Corteo nazionale e finanza: le unità si mettono all\u2019inizio della fase di spostamento della 4a mano (il potere dopo i rinforzi); se non c\u2019è posto, nella mano dopo. Ogni unità tira il proprio dado: pari entra e muove già in questa fase, dispari resta ferma e ritenta all\u2019inizio di ogni fase di spostamento seguente del suo giocatore. Ferma, non si sposta e non lancia. Le delegazioni sono del Movimento ma non possono essere scelte come testa finché non sono entrate.',
    'National corteo and finanza: the units are placed at the start of the movement phase of hand 4 (the potere after its reinforcements); with no room, in the next hand. Each unit rolls its own die: even, it enters and moves in this very phase; odd, it stays put and tries again at the start of each later movement phase of its player. Waiting, it does not move or throw. The delegations belong to the Movement but cannot be named head until they have entered.'),
];
