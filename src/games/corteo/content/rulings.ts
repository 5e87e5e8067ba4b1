// Where the rulebook is unclear or silent, the reading we chose (listed on the Fonti screen).
import type { RulingNote } from '../../../engine/content.ts';
import { ruling } from './source.ts';

export const RULINGS: readonly RulingNote[] = [
  ruling('B 5, C 1a, C 3a',
    'Le unità del corteo: il gioco base elenca 5 spezzoni 6-6, 7 spezzoni 6-4, 5 cordoni 4-4, 8 cordoni 4-2 e 8 gruppi 4-1, cioè 33 unità per 102 punti, non 100 come scritto. Il gioco avanzato (1a) scrive 3 cordoni 4-4, che darebbero 31 unità per 94 punti, ma la traccia (3a), lo schema e lo scenario Sociale dicono «le 33 unità del gioco base» per 100 punti: usiamo in entrambi i giochi le 33 unità del gioco base (102 punti) e trattiamo i totali stampati come arrotondati.',
    'The corteo\u2019s units: the base game lists 5 blocks 6-6, 7 blocks 6-4, 5 cordons 4-4, 8 cordons 4-2 and 8 groups 4-1, that is 33 units for 102 points, not the 100 printed. The advanced game (1a) prints 3 cordons 4-4, which would make 31 units for 94 points, but the outline (3a), the schema and the Sociale scenario say "the 33 units of the base game" for 100 points: both games use the base game\u2019s 33 units (102 points) and we read the printed totals as rounded.'),
  ruling('C 12a, B 14',
    'Un obiettivo occupato alla fine di una mano va lasciato nel turno seguente del corteo; viene coperto, e i suoi punti acquisiti, quando l\u2019ultima unità del corteo lo lascia. Se il potere lo sgombera prima della fine della mano, non vale nulla. Un obiettivo ancora occupato alla fine della 10a mano vale i suoi punti. Un obiettivo coperto è un caseggiato.',
    'An objective occupied at the end of a hand must be left in the corteo\u2019s next turn; it is covered, and its points won, when the last corteo unit leaves it. If the potere clears it before the hand ends, it is worth nothing. An objective still occupied at the end of hand 10 scores its points. A covered objective is a building.'),
  ruling('C 8a, 8b',
    'Uno scontro è fra un\u2019unità (o un cumulo, o una colonna di blindati) e una o più unità avversarie adiacenti, o fra più unità e una sola avversaria. Lo scontro è possibile fra unità adiacenti non separate da un muro, se nessuna sta su scale, se l\u2019unità del potere non è in caserma e quella del corteo non è in metro. La fase di scontro finisce quando non resta nessuno scontro possibile fra unità che non hanno ancora combattuto.',
    'A combat pits one unit (or a stack, or an armoured column) against one or more adjacent enemies, or several units against one enemy. Combat is possible between adjacent units not separated by a wall, when neither stands on stairs, the potere\u2019s unit is not in a barracks and the corteo\u2019s is not in the metro. The combat phase ends when no combat is left between units that have not fought yet.'),
  ruling('C 8d, 9',
    'La ritirata va in un esa adiacente libero o con una sola unità amica, non vietato dal terreno, non in ZOC avversaria, senza barricata; attraverso un cumulo amico di due unità prosegue fino al primo esa così (9). Chi non può ritirarsi: il corteo è arrestato, il potere va in panico.',
    'A retreat goes to an adjacent hex that is free or holds one friendly unit, not forbidden by terrain, not in enemy ZOC, with no barricade; through a friendly stack of two it goes on to the first such hex (9). A unit that cannot retreat is arrested (corteo) or panics (potere).'),
  ruling('C 5d',
    'Le barricate si erigono su un esa adiacente vuoto (nemmeno con unità amiche), percorribile dal corteo, che non sia obiettivo, affollato, scale o giardino.',
    'Barricades go on an empty adjacent hex (not even friendly units), one the corteo may walk, that is not an objective, a crowded place, stairs or a garden.'),
  ruling('C 7',
    'Lanci: un lacrimogeni nella ZOC del corteo non si sposta (6a) ma può lanciare, e poi resta fermo; il bersaglio è l\u2019esagono (due unità cumulate contano insieme); la «linea retta» è una delle sei file di esagoni; anche nel panico da lancio il bersaglio si allontana dal lanciatore; il lancio costa metà dei punti della fase (con la corsa, metà di quelli raddoppiati).',
    'Throws: a lacrimogeni unit in the corteo\u2019s ZOC does not move (6a) but may throw, and then stays; the target is the hex (two stacked units count together); the "straight line" is one of the six rows of hexes; in a throw\u2019s panic too the target moves away from the thrower; a throw costs half the phase\u2019s points (when running, half the doubled ones).'),
  ruling('C 10, 10b',
    'La testa: nel gioco base le due teste stanno nello stesso aggregato di unità (un solo aggregato è il corteo); se nessun aggregato ne ha due, la testa è una sola. L\u2019effetto del terreno dell\u2019esa della testa vale per tutta la sua potenza, bonus compreso. Un esito di scontro o di lancio sulla testa sposta tutte le unità collegate. Se il corteo si spacca, tiene la testa solo il troncone più numeroso fra quelli con un\u2019unità della componente di testa.',
    'The head: in the base game both heads stand in the same aggregate of units (one aggregate alone is the corteo); if no aggregate holds two, there is a single head. The terrain of the head\u2019s hex applies to its whole power, bonus included. A combat or throw result on the head moves every connected unit. If the corteo splits, only the largest piece holding a unit of the head\u2019s component keeps its head.'),
  ruling('C 6c, Schema del gioco avanzato',
    'Rinforzi del gioco avanzato: il potere sceglie fra le unità fuori mappa quelle che stanno nei punti della mano e le mette in caserma; finché un\u2019unità ci sta e c\u2019è posto, deve farla entrare; i punti che restano si perdono.',
    'The advanced game\u2019s reinforcements: the potere chooses among its units off the map those that fit in the hand\u2019s points and puts them in the barracks; while a unit fits and there is room it must bring it in; points left over are lost.'),
  ruling('C 14a',
    'La tabella dei livelli di vittoria dice «oltre 70»: contiamo 70 come vittoria schiacciante, perché la fascia sotto arriva a 69.',
    'The victory table says "over 70": we count 70 as a crushing victory, since the band below ends at 69.'),
];
