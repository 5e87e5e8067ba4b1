// Where the rulebook is unclear or silent, the reading we chose (listed on the Fonti screen).
import type { RulingNote } from '../../../engine/content.ts';
import { ruling } from './source.ts';
import { FACTIONS, FACTION_IDS, START_RESOURCES } from './factions.ts';

const NAMES = { melano: 'Melano', marischio: 'Marischio', collamato: 'Collamato', albacina: 'Albacina' } as const;
/** The sheets' starting units in words, from the data (content/factions.ts). */
function startList(lang: 'it' | 'en', players: 2 | 4): string {
  return FACTION_IDS.map((f) => {
    const u = players === 2 ? FACTIONS[f].startTwoPlayers : FACTIONS[f].start;
    return lang === 'it'
      ? `${NAMES[f]} ${u.inf} fanterie, ${u.tank} carri, ${u.fighter} caccia e un complesso industriale`
      : `${NAMES[f]} ${u.inf} infantry, ${u.tank} tanks, ${u.fighter} fighter and an industrial complex`;
  }).join('; ');
}
const resList = (n: number): string => START_RESOURCES.byPlayers[n].join(', ');

export const RULINGS: readonly RulingNote[] = [
  ruling('Elenco del materiale',
    'I pezzi elencati (32 fanterie, 24 carri, 16 caccia, 12 bombardieri, 36 siti AA, 36 complessi, 32 segnalini) sono per colore: ogni colore ha i suoi tre fogli da stampare, e 8 segnalini a testa non basterebbero a segnare i 21-26 territori della vittoria. Finiti i pezzi di un tipo, non se ne comprano altri finché qualcuno non torna nella scatola. I segnalini non limitano nulla: il proprietario lo mostra l\u2019app.',
    'The listed pieces (32 infantry, 24 tanks, 16 fighters, 12 bombers, 36 AA sites, 36 complexes, 32 markers) are per colour: each colour has its own three print sheets, and 8 markers each could not mark the 21-26 territories of a victory. When a kind runs out, no more are bought until some go back to the box. Markers limit nothing: the app shows the owner.'),
  ruling('La scheda della frazione maggiore',
    `Il regolamento elenca le frazioni (Melano, Marischio, Collamato, Albacina) e i colori (rosso, verde, giallo, nero) nello stesso ordine senza abbinarli: li abbiniamo in quell\u2019ordine. Le unità iniziali e le risorse della frazione maggiore, stampate sulle schede che non abbiamo, sono nostre, scelte con partite simulate tra giocatori dell\u2019app perché ognuno abbia le sue possibilità. Unità iniziali a 3 e 4 giocatori (Melano e Albacina, in mezzo alla valle tra due o tre rivali, con più fanteria): ${startList('it', 4)}. A 2 giocatori nessuno è stretto tra due rivali, e con quella fanteria Melano vinceva il 90 % delle sue partite: ${startList('it', 2)}. Il regolamento non prevede compensi per chi gioca dopo: senza, il primo giocatore vinceva l\u201987 % delle partite a due; per questo chi gioca dopo il primo parte con delle risorse (in ordine di gioco: a 2 giocatori ${resList(2)}; a 3 ${resList(3)}; a 4 ${resList(4)}).`,
    `The rulebook lists the frazioni (Melano, Marischio, Collamato, Albacina) and the colours (red, green, yellow, black) in the same order without pairing them: we pair them in that order. The starting units and the major frazione\u2019s resources, printed on the sheets we do not have, are ours, chosen with simulated games between app players so that everyone has a chance. Starting units with 3 and 4 players (Melano and Albacina, in the middle of the valley between two or three rivals, with more infantry): ${startList('en', 4)}. With 2 players nobody sits between two rivals, and with that infantry Melano won 90 % of its games: ${startList('en', 2)}. The rulebook gives no compensation to those who play later: without it the first player won 87 % of 2-player games; so those who play after the first start with some resources (in play order: with 2 players ${resList(2)}; with 3 ${resList(3)}; with 4 ${resList(4)}).`),
  ruling('Il turno di gioco',
    'Ordine antiorario: dopo ogni giocatore gioca quello che lo precede nell\u2019ordine dei posti (il regolamento dice «antiorario» e anche «alla sua sinistra»; seguiamo «antiorario», detto due volte). Chi pareggia il D10 più alto ritira.',
    'Anticlockwise order: after each player comes the one before them in seat order (the rulebook says "anticlockwise" and also "to their left"; we follow "anticlockwise", said twice). Players tied for the highest D10 roll again.'),
  ruling('Fase 2',
    'Le strutture acquistate si piazzano su qualsiasi proprio territorio; al massimo un complesso industriale e un sito AA per territorio.',
    'Bought structures are placed on any territory of yours; at most one industrial complex and one AA site a territory.'),
  ruling('Fase 4-A',
    'I punti movimento valgono per tutto il turno (4-A e 4-C): il caccia che ne spende 2 per attaccare ne ha 2 per tornare, come consiglia il regolamento. Un\u2019unità terrestre che entra in un territorio vuoto non proprio lo conquista subito (così il carro conquista due territori in un turno); entrando dove ci sono unità nemiche si ferma e combatte nella fase 4-B.',
    'Movement points last the whole turn (4-A and 4-C): a fighter that spends 2 to attack has 2 to fly back, as the rulebook advises. A land unit entering an empty territory not its own takes it at once (so a tank takes two in a turn); entering where enemy units are, it stops and fights in phase 4-B.'),
  ruling('Catene montuose',
    'La fanteria sale sulla catena con un movimento e ne scende dall\u2019una o dall\u2019altra parte nel turno dopo. Entrare sulla catena dove c\u2019è fanteria nemica è un attacco: si combatte lì, tutti colpiscono con 1 e gli aerei (che possono attaccare la fanteria sulla catena, con -1 il caccia e -2 il bombardiere) non possono restarci.',
    'Infantry climbs onto the ridge with one move and comes down on either side the turn after. Entering a ridge where enemy infantry stands is an attack: the fight is there, everyone hits on 1, and aircraft (which may attack infantry on the ridge, the fighter at -1 and the bomber at -2) cannot stay.'),
  ruling('Movimenti suicidi',
    'Le unità terrestri non possono invadere un territorio difeso solo da aerei, se nessun aereo proprio lo invade con loro: non potrebbero colpire nulla.',
    'Land units may not invade a territory defended only by aircraft unless some of your aircraft invade it with them: they could hit nothing.'),
  ruling('Battaglie',
    'I colpi di fanteria e carri vanno solo a unità terrestri, quelli degli aerei a qualsiasi unità (prima alla fanteria AA), quelli della fanteria AA solo agli aerei; la fanteria AA può essere colpita da tutti. Dentro un tipo si perde prima l\u2019unità con il bonus più basso. Un colpo che non può andare a nessuna unità va perso. La capacità di fuoco va da 1 a 9 (il regolamento fissa il 9; l\u20191 evita battaglie senza fine).',
    'Infantry and tank hits go to land units only, aircraft hits to any unit (AA infantry first), AA infantry hits to aircraft only; AA infantry can be hit by anyone. Within a kind the unit with the lowest bonus is lost first. A hit that can go to no unit is lost. Fire ranges from 1 to 9 (the rulebook sets the 9; the 1 keeps battles from never ending).'),
  ruling('Bombardiere',
    'Il tipo di attacco di ogni bombardiere (contro le unità, contro una struttura, strategico) si dichiara all\u2019inizio della battaglia; chi bombarda una struttura o fa l\u2019attacco strategico tira subito e non partecipa ai round.',
    'Each bomber\u2019s kind of attack (on units, on a structure, strategic) is declared when the battle starts; a bomber raiding a structure or making a strategic attack rolls at once and takes no part in the rounds.'),
  ruling('Carte strategiche',
    'Tregua e Difesa valorosa le gioca chi difende, Attacco fulmineo chi attacca, le altre tutti e due. «Una per ogni battaglia» vale per ciascuno schieramento; se entrambi giocano Arma biologica ha effetto una volta. Arma segreta dà +2 alla capacità di fuoco del mezzo più forte che non ne ha già una (bombardiere, caccia, carro) e richiede 1 risorsa. Tradimento: l’unità che passa è rifatta nel colore di chi la riceve, se ne ha ancora nella scatola. Dopo una Tregua tutte le carte giocate per quella battaglia sono scartate.',
    'Truce and Valiant defence are played by the defender, Lightning strike by the attacker, the others by either. "One a battle" holds for each side; if both play Biological weapon it takes effect once. Secret weapon gives +2 fire to the strongest vehicle without one (bomber, fighter, tank) and needs 1 resource. Treason: the unit is remade in the receiver’s colour, if any is left in their box. After a Truce every card played for that battle is discarded.'),
  ruling('Carte evento',
    'Le carte evento si giocano solo nella fase 1-B; un tipo limitato a una volta per turno globale già giocato non si può giocare, e se restano solo carte così la fase si salta. Ribellione: sceglie il giocatore che segue nel turno; le unità possono spostarsi tutte in un territorio proprio confinante (quelle di terra non oltre un confine montuoso), altrimenti sono perse. Caldo estremo e Terremoto: ogni giocatore sceglie le proprie perdite. Terremoto: si sceglie un proprio territorio. Con il mazzo esaurito si rimescolano gli scarti.',
    'Event cards are played only in phase 1-B; a kind limited to once a global turn that was already played cannot be, and if only such cards are left the phase is skipped. Revolt: the next player in turn picks; the units may all move to one bordering territory of yours (land units not over a mountain border), or are lost. Heat wave and Earthquake: every player chooses their own losses. Earthquake: you pick a territory of yours. When the deck runs out the discards are reshuffled.'),
  ruling('Abilità delle frazioni',
    'Gambero di fiume: un dado di battaglia per turno di gioco (di chiunque), in attacco o in difesa. Colle ameno: una volta per turno di gioco, dichiarato prima della battaglia. Fabriano vicina: si tira appena le unità terrestri entrano in Fabriano neutrale.',
    'River crayfish: one battle die a turn of play (anyone\u2019s), attacking or defending. Pleasant hill: once a turn of play, declared before the battle. Fabriano next door: rolled as soon as land units enter a neutral Fabriano.'),
  ruling('Dadi',
    'Con i dadi fisici si inseriscono a mano i dadi delle battaglie e il dado ritirato da Melano; gli altri tiri (siti AA, tabelle, carte, abilità) li fa l’app e li mostra. Il D10 per il primo giocatore lo tira l’app alla preparazione.',
    'With physical dice the battle dice and Melano’s rerolled die are entered by hand; the other rolls (AA sites, tables, cards, abilities) are the app’s, and shown. The D10 for the first player is rolled by the app at set-up.'),
  ruling('Perdita della frazione maggiore',
    'Chi conquista una frazione maggiore prende le risorse del vinto e i suoi acquisti, rifatti con pezzi del proprio colore finché ne ha. Il vinto non compra, non piazza e non accumula risorse finché non la riprende; riprendendola non riottiene quanto passato al vincitore. Chi non ha più territori né unità salta i turni.',
    'Whoever takes a major frazione takes the loser\u2019s resources and purchases, remade with pieces of their own colour while they have them. The loser buys, places and gathers no resources until retaking it; retaking it does not bring back what went to the winner. A player with no territory and no unit left skips their turns.'),
  ruling('Vittoria e Torneo',
    'Se a fine turno globale più giocatori hanno i territori per vincere, vince chi ne ha di più (a pari numero vincono insieme). Nel Torneo il tempo lo tiene l\u2019app: quando scade si finisce il turno globale. Se nessuno ha più unità terrestri sul tabellone né la propria frazione maggiore (prese in giro l’una dall’altra), nessuno può più conquistare: la partita finisce e vince chi ha più territori. «Il maggior numero» di territori o risorse premia tutti i pari merito; la penalità per chi bara è lasciata all\u2019arbitro e l\u2019app non la calcola.',
    'If at the end of a global turn several players have the territories to win, the one with the most wins (equal counts win together). In the Tournament the app keeps the time: when it runs out the global turn is finished. If nobody has land units on the board nor their own major frazione (taken round in a circle), nobody can conquer again: the game ends and the most territories win. "The most" territories or resources rewards everyone tied; the penalty for cheating is left to the referee and the app does not compute it.'),
];
