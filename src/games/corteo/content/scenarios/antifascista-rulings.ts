// Scenario Antifascista: our readings of what section D leaves open (listed on the Fonti screen).
import type { RulingNote } from '../../../../engine/content.ts';
import { ruling } from '../source.ts';

const D = 'D Antifascista';

export const ANTIFASCISTA_RULINGS: readonly RulingNote[] = [
  ruling(`${D} — Le unità`,
    'Le «32 unità del gioco avanzato» sono le unità del corteo del nostro gioco avanzato (le 33 della scatola, vedi la regola su B 5 e C 1a); la testa può essere solo del Movimento o di Lotta Continua. Il potere si schiera come nello scenario internazionalista: piantoni, vigili e 5 celere come nel gioco base, gli altri 5 celere nel luogo del comizio, i blindati alla 2a mano con i 10 carabinieri.',
    'The "32 units of the advanced game" are our advanced game\u2019s corteo units (the box\u2019s 33, see the ruling on B 5 and C 1a); only the Movement or Lotta Continua may hold the head. The potere deploys as in Internazionalista: guards, traffic police and 5 celere as in the base game, the other 5 celere at the rally\u2019s place, the blindati at hand 2 with the 10 carabinieri.'),
  ruling(`${D} — Le unità dissidenti`,
    'Il corteo le colloca prima della partita, una o due per esa, in esa di case popolari; finché non sono attivate sono fuori gioco: niente ZOC, movimento, scontri o lanci, e non si possono attaccare, ma occupano posto nel loro esa. Nella sua fase di spostamento il corteo tira un dado per ogni dissidente che ha il suo esa nella ZOC di un\u2019unità della componente di testa, una volta per fase: con un dispari è attivata e può muoversi subito, con un pari non succede nulla e si potrà ritentare in una fase seguente.',
    'The corteo places them before the game, one or two a hex, on case popolari hexes; until activated they are out of play: no ZOC, movement, combat or throws, and they cannot be attacked, but they take room on their hex. In its movement phase the corteo rolls a die for each dissident whose hex is in the ZOC of a unit of the head\u2019s component, once a phase: on an odd number it is activated and may move at once; on an even number nothing happens and it may be tried again in a later phase.'),
  ruling(`${D} — Il luogo del comizio`,
    'Il luogo è un\u2019opzione della partita: Piazza della Robba (come stampato), Piazzale Odio, Piazzale Bombe o Piazza Quinta Colonna. I 10 pezzi del comizio stanno sui primi 10 esa di viale o strada della piazza, uno per esa. Negli altri tre luoghi i 5 blindati non entrano alla 2a mano: il potere li colloca prima della partita dove vuole a est delle mura.',
    'The place is an option of the game: Piazza della Robba (as printed), Piazzale Odio, Piazzale Bombe or Piazza Quinta Colonna. The rally\u2019s 10 pieces stand on the first 10 avenue or street hexes of the square, one a hex. In the other three places the 5 blindati do not come in at hand 2: the potere places them before the game anywhere east of the walls.'),
  ruling(`${D} — Il movimento del comizio`,
    'I pezzi restano fermi fino alla 5a mano e dalla 5a si muovono nel turno del potere, una volta per fase. Prendere la metro: un pezzo che ha finito il suo movimento in una stazione, in una mano seguente può uscire da qualunque stazione libera, e quello è tutto il suo movimento.',
    'The pieces stay put until hand 5 and from hand 5 move in the potere\u2019s turn, once a phase. Taking the metro: a piece that ended its move on a station may, in a later hand, come out at any free station, and that is its whole move.'),
  ruling(`${D} — In clinica`,
    'Un\u2019unità del corteo può entrare nell\u2019esa di un pezzo del comizio (muovendo, avanzando o ritirandosi) e lì si ferma; il pezzo va all\u2019esa di clinica più vicino. Chi sceglie la clinica non è scritto e non conta: le cliniche tengono quanti pezzi si vuole e un pezzo in clinica è fuori gioco. Vale 7 punti, 14 se il pezzo stava su un esa di organizzazione reazionaria.',
    'A corteo unit may enter a rally piece\u2019s hex (moving, advancing or retreating) and stops there; the piece goes to the nearest clinic hex. Who chooses the clinic is not printed and does not matter: clinics hold any number of pieces and a piece in a clinic is out of play. It is worth 7 points, 14 if the piece stood on a reactionary organisation\u2019s hex.'),
  ruling(`${D} — Lo scioglimento`,
    'Prima della 5a mano un pezzo può lasciare la piazza solo andando in clinica: il primo che ci va scioglie il comizio, 30 punti al corteo, una volta. Se all\u2019inizio della 5a mano il comizio è ancora intero, si scioglie allora: 10 punti al potere.',
    'Before hand 5 a piece can leave the square only by going to a clinic: the first one that does dissolves the rally, 30 points to the corteo, once. If the rally is still whole at the start of hand 5, it dissolves then: 10 points to the potere.'),
  ruling(`${D} — In salvo`,
    'Un pezzo è in salvo quando entra in un esa di caserma, dove resta; ci stanno due pezzi per esa, mai con unità del potere. Alla fine delle mani 6-10 si contano i pezzi arrivati in caserma dall\u2019ultimo conteggio (quelli della 5a mano con la 6a): se sono almeno quanti il programma chiede (1, 2, 2, 2, 3), valgono 7 punti ciascuno; se no non valgono nulla, nemmeno dopo.',
    'A piece is safe when it enters a barracks hex, where it stays; two pieces fit a hex, never with potere units. At the end of hands 6-10 the pieces that reached the barracks since the last count are counted (those of hand 5 with hand 6): if they are at least as many as the schedule asks (1, 2, 2, 2, 3), they score 7 points each; if not they score nothing, then or later.'),
  ruling(`${D} — Prolungare la partita`,
    'I due giocatori possono accordarsi, entro l\u20198a mano, per giocare altre mani: l\u2019accordo si prende prima della partita, con l\u2019opzione «mani in più» (da 0 a 4). Dopo la 10a mano il programma del rientro non dà più punti.',
    'The two players may agree, by hand 8, to play more hands: the agreement is made before the game, with the "extra hands" option (0 to 4). After hand 10 the schedule of the return scores no more.'),
];
