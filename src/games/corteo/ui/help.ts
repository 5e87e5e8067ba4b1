// Corteo's rules in short, in our own words, each section naming the rulebook section it
// summarises. Shown by the shell's help screen.
import type { Text } from '../../../engine/content.ts';
import type { HelpSection } from '../../types.ts';

const x = (it: string, en: string): Text => ({ it, en });

export const corteoHelp: readonly HelpSection[] = [
  {
    id: 'goal',
    title: x('Lo scopo (sezioni 2 e 12)', 'The aim (sections 2 and 12)'),
    body: [
      x(
        'Il corteo parte da Piazza Mento e cerca di occupare gli obiettivi della città (in giallo): un obiettivo tenuto per una mano intera si copre e vale i suoi punti. Il potere difende gli obiettivi e arresta: ogni unità arrestata vale la sua forza al potere. Alla fine della decima mano il punteggio finale è quello del corteo meno quello del potere, e la tabella dei livelli dice chi ha vinto e quanto.',
        'The corteo starts from Piazza Mento and tries to occupy the city\u2019s objectives (yellow): an objective held for a whole hand is covered and scores its points. The potere defends the objectives and makes arrests: each arrested unit scores its power for the potere. After the tenth hand the final score is the corteo\u2019s minus the potere\u2019s, and the table of levels says who won and by how much.',
      ),
    ],
  },
  {
    id: 'setup',
    title: x('Lo schieramento (sezione 3)', 'Setting up (section 3)'),
    body: [
      x(
        'Prima il corteo sistema le sue unità negli esagoni di Piazza Mento, al massimo due per esagono, e sceglie la componente politica che terrà la testa del corteo per tutta la partita. Poi il potere schiera i piantoni sugli obiettivi, i vigili vicino a metro, caserme e obiettivi, la celere e i carabinieri nelle caserme; i rinforzi arrivano nelle caserme durante la partita.',
        'First the corteo sets its units in the hexes of Piazza Mento, at most two a hex, and chooses the political component that will hold the head of the corteo for the whole game. Then the potere deploys its guards on the objectives, the traffic police near metro stations, barracks and objectives, the riot police and carabinieri in the barracks; reinforcements arrive in the barracks during the game.',
      ),
    ],
  },
  {
    id: 'hand',
    title: x('La mano (sezione 4)', 'The hand (section 4)'),
    body: [
      x(
        'Ogni mano ha due turni: prima il corteo si sposta e combatte, poi il potere. Nello spostamento tocca una tua unità: la mappa mostra in verde dove arriva, con il costo, e a tratteggio rosso la zona di controllo nemica. Toccando un esagono verde l\u2019unità ci va; puoi fermarla o scegliere un\u2019altra unità. Le unità a contatto col nemico devono combattere: scegli lo scontro, guarda il rapporto e la colonna della tabella, poi tira il dado (o inserisci quello tirato sul tavolo).',
        'Each hand has two turns: first the corteo moves and fights, then the potere. In the movement tap one of your units: the map shows in green where it can get, with the cost, and hatched red the enemy\u2019s zone of control. Tapping a green hex moves it there; you may stop it or pick another unit. Units in contact with the enemy must fight: choose the combat, look at the odds and the table\u2019s column, then roll the die (or enter the one rolled on the table).',
      ),
      x(
        'Sul telefono gli esagoni sono piccoli: un tocco apre un ingrandimento dell\u2019esagono e dei suoi vicini, dove scegliere quello giusto. Si può anche allargare la mappa con due dita.',
        'On a phone the hexes are small: a tap opens an enlargement of the hex and its neighbours, where you pick the right one. You can also pinch the map to zoom.',
      ),
    ],
  },
  {
    id: 'runs',
    title: x('Corse, barricate, lanci, metro (sezioni 5 e 7)', 'Runs, barricades, throws, metro (sections 5 and 7)'),
    body: [
      x(
        'Il corteo può dichiarare la corsa (mai nella prima mano) e raddoppia i movimenti; ha dieci barricate. Spezzoni e lacrimogeni lanciano una volta per fase lungo una fila di esagoni: la linea del lancio compare sulla mappa con la colonna prima del dado. Il corteo entra nella metro e ne esce alla mano dopo da qualunque stazione.',
        'The corteo may declare a run (never in the first hand) and doubles its movement; it has ten barricades. Blocks and tear-gas vans throw once a phase along a row of hexes: the throw\u2019s line shows on the map with the column before the die. The corteo enters the metro and leaves it the next hand from any station.',
      ),
    ],
  },
  {
    id: 'retreat',
    title: x('Ritirata, panico, arresti e avanzata (sezione 8)', 'Retreat, panic, arrests and advance (section 8)'),
    body: [
      x(
        'Chi perde uno scontro si ritira subito di un esagono, mai in un esagono vietato. In caso di panico del corteo è il potere a scegliere dove va l’unità, e il panico passa alle unità del corteo vicine; in caso di panico del potere è il corteo a scegliere la caserma. Un’unità del corteo che non può ritirarsi è arrestata e vale punti al potere.',
        'Whoever loses a combat at once retreats one hex, never into a forbidden hex. When the corteo panics the potere chooses where the unit goes, and the panic spreads to the corteo’s units next to it; when the potere panics the corteo chooses the barracks. A corteo unit that cannot retreat is arrested and scores points for the potere.',
      ),
      x(
        'Chi ha vinto lo scontro può, se vuole, avanzare negli esagoni lasciati liberi.',
        'The winners may, if they wish, advance into the hexes left free.',
      ),
    ],
  },
  {
    id: 'special',
    title: x('Regole speciali (sezione 13)', 'Special rules (section 13)'),
    body: [
      x(
        'Nel gioco avanzato si possono scegliere, all’inizio, quattro regole speciali. Fumo: dopo un lancio di lacrimogeni il potere tira il dado del vento; il fumo (grigio, con la freccia del vento) blocca l’esagono fino a fine mano. Lanci corti: l’ultimo «nessun effetto» di ogni colonna cade sull’esagono prima del bersaglio. Ingorghi: una volta per turno il pulsante «Tenta un ingorgo» illumina i viali possibili; con un dado dispari l’ingorgo (giallo, con le auto) blocca come una barricata finché un’unità di vigili non lo ha nella sua zona. Corteo nazionale: dalla quarta mano le delegazioni escono dalla metro e la finanza dalle caserme, con un dado pari; chi aspetta ha la clessidra.',
        'In the advanced game four special rules may be chosen at the start. Smoke: after a tear-gas throw the potere rolls the wind die; the smoke (grey, with the wind’s arrow) blocks the hex until the hand ends. Short throws: the last "no effect" of each column falls on the hex before the target. Jams: once a turn the button "Try a traffic jam" lights the possible avenues; on an odd die the jam (yellow, with cars) blocks like a barricade until a vigili unit has it in its zone. National corteo: from the fourth hand the delegations come out of the metro and the finanza out of the barracks, on an even die; those waiting show an hourglass.',
      ),
    ],
  },
  {
    id: 'scenarios',
    title: x('I passi propri degli scenari', 'The scenarios’ own steps'),
    body: [
      x(
        'Sociale: il corteo sceglie in segreto il luogo dove formarsi e schiera i suoi spezzoni sparsi, nei luoghi affollati, nelle stazioni della metro e nelle case popolari. Antifascista: a fine partita un lato può proporre mani in più e l’altro accetta o rifiuta. Antirepressivo: con la strategia della sentenza la Destra tira un dado per ogni imputato, e con 4, 5 o 6 l’imputato è assolto.',
        'Sociale: the corteo secretly chooses the place where it will form and places its spezzoni scattered, on crowded places, metro stations and case popolari. Antifascista: at the end of the game one side may propose extra hands and the other accepts or refuses. Antirepressivo: with the strategy of the verdict the Destra rolls a die for each defendant, and on 4, 5 or 6 the defendant is acquitted.',
      ),
    ],
  },
];

/** The section that applies at each of Corteo's decisions (the table's rules button opens there). */
export const corteoHelpAt: Readonly<Record<string, string>> = {
  'corteo.step.gather': 'scenarios',
  'corteo.step.placeScattered': 'scenarios',
  'corteo.step.placeCorteo': 'setup',
  'corteo.step.head': 'setup',
  'corteo.step.placePotere': 'setup',
  'corteo.step.reinforce': 'setup',
  'corteo.step.move.corteo': 'hand',
  'corteo.step.move.potere': 'hand',
  'corteo.step.heads': 'hand',
  'corteo.step.combat.corteo': 'hand',
  'corteo.step.combat.potere': 'hand',
  'corteo.step.advance': 'retreat',
  'corteo.step.retreat.retreat': 'retreat',
  'corteo.step.retreat.panic': 'retreat',
  'corteo.step.retreat.barracks': 'retreat',
  'corteo.step.retreat.throw': 'runs',
  'corteo.step.special.wind': 'special',
  'corteo.step.special.windDir': 'special',
  'corteo.step.special.short': 'special',
  'corteo.step.special.jam': 'special',
  'corteo.step.special.place': 'special',
  'corteo.step.special.arrive': 'special',
  'corteo.step.special.roll': 'special',
  'corteo.step.prolong.corteo': 'scenarios',
  'corteo.step.prolong.potere': 'scenarios',
  'corteo.step.prolongAnswer.corteo': 'scenarios',
  'corteo.step.prolongAnswer.potere': 'scenarios',
  'corteo.step.verdict': 'scenarios',
};
