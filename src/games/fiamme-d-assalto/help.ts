// Fiamme d'assalto rules summary for the Help screen: our own words, Italian and English, with
// the rulebook's chapter in each title. Values we reconstructed are described as such.
import type { HelpSection } from '../types.ts';

export const fiammeHelp: readonly HelpSection[] = [
  {
    id: 'goal',
    title: { it: 'Lo scopo (cap. 7, 11)', en: 'The goal (ch. 7, 11)' },
    body: [
      {
        it: 'Guidi una squadra di Arditi, 1917-1918: prima attraversi la terra di nessuno (cinque carte), poi avanzi nelle trincee austro-ungariche carta dopo carta fino all\u2019obiettivo della missione. Se resti senza unità, la missione è persa.',
        en: 'You lead a team of Arditi, 1917-1918: first you cross no man\u2019s land (five cards), then you push through the Austro-Hungarian trenches card by card up to the mission\u2019s objective. If you run out of units, the mission is lost.',
      },
      {
        it: 'Ogni unità ha quattro attributi (Agilità, Combattimento, Coraggio, Riflessi) e quattro bombe. L\u2019app tira i dadi per te; se preferisci i tuoi dadi, scegli «dadi veri» all\u2019inizio e inserisci i risultati.',
        en: 'Each unit has four attributes (Agility, Combat, Courage, Reflexes) and four grenades. The app rolls the dice for you; if you prefer your own dice, choose "real dice" at the start and enter the results.',
      },
    ],
  },
  {
    id: 'tests',
    title: { it: 'Test e ferite (cap. 3, 4)', en: 'Tests and wounds (ch. 3, 4)' },
    body: [
      {
        it: 'Una carta che dice, per esempio, CORAGGIO (7) chiede un test: un dado più il Coraggio dell\u2019unità attiva deve fare almeno 7. Se non ci arriva, l\u2019unità prende una ferita.',
        en: 'A card saying, for instance, CORAGGIO (7) asks for a test: one die plus the active unit\u2019s Courage must reach at least 7. If it falls short, the unit takes a wound.',
      },
      {
        it: 'La prima ferita non ha effetto; dalla seconda i test dell\u2019unità hanno -1; alla terza l\u2019unità è eliminata.',
        en: 'The first wound has no effect; from the second the unit\u2019s tests are at -1; at the third the unit is eliminated.',
      },
    ],
  },
  {
    id: 'ardimento',
    title: { it: 'Ardimento (cap. 5)', en: 'Ardimento (ch. 5)' },
    body: [
      {
        it: 'Parti con 4 punti Ardimento (il massimo). Dopo un tiro puoi spenderne uno per ritirare un dado, anche più volte. L\u2019app evidenzia i dadi che conviene ritirare. Il dado del nemico nel corpo a corpo non si ritira mai.',
        en: 'You start with 4 Ardimento points (the most you can have). After a roll you may spend one to reroll a die, more than once. The app highlights the dice worth rerolling. The enemy\u2019s melee die is never rerolled.',
      },
    ],
  },
  {
    id: 'command',
    title: { it: 'Punti Comando e scelta dell\u2019unità (cap. 8.1-8.2, 9.1-9.2)', en: 'Command points and choosing the unit (ch. 8.1-8.2, 9.1-9.2)' },
    body: [
      {
        it: 'A ogni turno tiri tre dadi: ogni 3 o più vale un Punto Comando. I punti del tiro si perdono a fine turno.',
        en: 'Every turn you roll three dice: each 3 or more is worth one command point. Rolled points are lost at the end of the turn.',
      },
      {
        it: 'Nella terra di nessuno: 1 punto comando dà +1 al test della carta; 2 punti comando danno un punto Ardimento; 2 punti comando ti fanno scegliere l\u2019unità attiva.',
        en: 'In no man\u2019s land: 1 point gives +1 to the card\u2019s test; 2 points give an Ardimento point; 2 points let you choose the active unit.',
      },
      {
        it: 'Nelle trincee, in più: 1 punto comando per preparare una bomba (una per turno, la lancia l\u2019unità attiva), 1 punto comando per passare una bomba da un\u2019unità all\u2019altra, 2 punti comando per rimettere pronte le Pistole Mitragliatrici. Le pedine comando vinte nella terra di nessuno si usano qui e restano finché non le spendi.',
        en: 'In the trenches, also: 1 point to ready a grenade (one per turn, thrown by the active unit), 1 point to pass a grenade from one unit to another, 2 points to make the machine pistols ready again. Command tokens won in no man\u2019s land are used here and stay until spent.',
      },
      {
        it: 'Se non paghi per sceglierla, l\u2019unità attiva la decide un dado (1-5 sono le unità); se esce 6 o un\u2019unità che non c\u2019è più, scegli tu.',
        en: 'If you do not pay to choose it, a die decides the active unit (1-5 are the units); on a 6 or a unit no longer in play, you choose.',
      },
    ],
  },
  {
    id: 'noMansLand',
    title: { it: 'Terra di nessuno (cap. 8)', en: 'No man\u2019s land (ch. 8)' },
    body: [
      {
        it: 'Si gira una carta, si tirano i Punti Comando e si spendono, si sceglie l\u2019unità e si risolve la carta. Dopo cinque carte si passa alle trincee.',
        en: 'A card is turned, command points are rolled and spent, the unit is chosen and the card is resolved. After five cards you move on to the trenches.',
      },
      {
        it: 'Il Cecchino non è un test: tiri un dado senza modificatori e, se arriva al numero della carta, l\u2019unità è ferita. Alcune carte, se superi il test, danno pedine comando per le trincee.',
        en: 'The Sniper is not a test: you roll one die with no modifiers and, if it reaches the card\u2019s number, the unit is wounded. Some cards give command tokens for the trenches when you pass their test.',
      },
    ],
  },
  {
    id: 'trench',
    title: { it: 'Un turno in trincea (cap. 9)', en: 'A turn in the trenches (ch. 9)' },
    body: [
      {
        it: '1) Punti Comando. 2) Si gira una carta Trincea (non se l\u2019obiettivo è già sul tavolo). 3-4) Si spendono i punti comando. 5) Si sceglie l\u2019unità e, se la carta ha un test, lo si risolve. 6) Un dado sulla tabella della carta dice quanti nemici pescare dal sacchetto, a faccia in su. 7) Bomba. 8) Fuoco nemico. 9) Corpo a corpo. 10) Se era l\u2019obiettivo, la missione è compiuta.',
        en: '1) Command points. 2) A Trincea card is turned (not if the objective is already on the table). 3-4) Points are spent. 5) The unit is chosen and, if the card has a test, it is resolved. 6) A die on the card\u2019s table says how many enemies to draw from the bag, face up. 7) Grenade. 8) Enemy fire. 9) Melee. 10) If it was the objective, the mission is accomplished.',
      },
      {
        it: 'Bomba: tre dadi. 1 va a vuoto, da 2 a 5 gira il primo nemico ancora a faccia in su (soppresso: non spara e combatte peggio), 6 elimina il primo nemico a faccia in su.',
        en: 'Grenade: three dice. 1 misses, 2 to 5 flips the first enemy still face up (suppressed: it does not fire and fights worse), 6 eliminates the first face-up enemy.',
      },
      {
        it: 'Fuoco nemico: un dado per ogni nemico a faccia in su, più uno se la carta ha il quadrato rosso; ogni dado pari o sopra il fattore di fuoco è una ferita.',
        en: 'Enemy fire: one die for each face-up enemy, plus one if the card has the red square; each die at or above the fire factor is a wound.',
      },
      {
        it: 'Corpo a corpo, un round alla volta contro il primo nemico: il tuo dado più Combattimento contro il dado del nemico più il suo valore. Se vinci il nemico è eliminato; in caso di pareggio o se perdi, prendi una ferita. Si continua finché non restano nemici o l\u2019unità cade.',
        en: 'Melee, one round at a time against the first enemy: your die plus Combat against the enemy\u2019s die plus its value. If you win the enemy is eliminated; on a tie or a loss you take a wound. It goes on until no enemy is left or the unit falls.',
      },
      {
        it: 'Se l\u2019unità cade, la carta è scartata; l\u2019obiettivo invece resta e al turno dopo un\u2019altra unità lo attacca.',
        en: 'If the unit falls the card is discarded; the objective, though, stays and next turn another unit attacks it.',
      },
    ],
  },
  {
    id: 'pm',
    title: { it: 'Pistole Mitragliatrici, GRANATE, DIFESA (cap. 9.3.5-9.3.6)', en: 'Machine pistols, GRANATE, DIFESA (ch. 9.3.5-9.3.6)' },
    body: [
      {
        it: 'Prima che escano i nemici puoi usare le Pistole Mitragliatrici: un dado sulla loro tabella dà punti Soppressione che girano i primi nemici appena pescati. Poi restano usate finché non spendi 2 punti comando.',
        en: 'Before the enemies come out you may use the machine pistols: one die on their table gives suppression points that flip the first enemies as soon as they are drawn. They then stay used until you spend 2 points.',
      },
      {
        it: 'GRANATE: finito il combattimento, l\u2019unità può tirare un dado e recuperare metà del risultato in bombe (per eccesso). DIFESA: l\u2019unità resta a tenere la posizione ed esce dalla missione; se è l\u2019ultima, si rinuncia invece alle Pistole Mitragliatrici.',
        en: 'GRANATE: after the fight the unit may roll one die and recover half of it in grenades (rounded up). DIFESA: the unit stays to hold the position and leaves the mission; if it is the last one, the machine pistols are given up instead.',
      },
    ],
  },
  {
    id: 'missions',
    title: { it: 'Le missioni (cap. 11)', en: 'The missions (ch. 11)' },
    body: [
      {
        it: '1 Addestramento: niente obiettivo, cinque carte Trincea. 2 Assalto: un obiettivo a caso nascosto nella metà bassa del mazzo. 3 Contrattacco: niente terra di nessuno, tre carte Trincea scartate, +1 al dado dei nemici e con 7 un nemico in più che bombe e pistole mitragliatrici non toccano. 4 Senza tregua: come l\u2019Assalto, senza Pistole Mitragliatrici. 5 Assalto alla trincea di supporto: prima la Trincea di collegamento, poi un nuovo mazzo di 8 carte con un obiettivo.',
        en: '1 Training: no objective, five Trincea cards. 2 Assault: a random objective hidden in the lower half of the deck. 3 Counter-attack: no no man\u2019s land, three Trincea cards discarded, +1 to the enemy die and on a 7 one more enemy that grenades and machine pistols cannot touch. 4 No respite: like the Assault, without machine pistols. 5 Assault on the support trench: first the link trench, then a new deck of 8 cards with an objective.',
      },
    ],
  },
  {
    id: 'veterans',
    title: { it: 'Veterani e campagna (cap. 10)', en: 'Veterans and the campaign (ch. 10)' },
    body: [
      {
        it: 'Le unità sopravvissute passano alla missione successiva, guarite e con quattro bombe. Alla seconda missione superata un\u2019unità diventa veterana: scegli un attributo da aumentare di 1. Un\u2019unità perduta è rimpiazzata da una nuova, con i valori iniziali.',
        en: 'Surviving units go on to the next mission, healed and with four grenades. At its second mission passed a unit becomes a veteran: choose one attribute to raise by 1. A lost unit is replaced by a new one with the starting values.',
      },
    ],
  },
  {
    id: 'two',
    title: { it: 'In due (cap. 12)', en: 'Two players (ch. 12)' },
    body: [
      {
        it: 'Ognuno comanda due unità e una Pistola Mitragliatrice (i Mitraglieri), che qui è un\u2019unità vera e propria. Ognuno tira due dadi comando e spende i suoi punti; un punto Ardimento si può comprare con un PC a testa.',
        en: 'Each player commands two units and a machine pistol (the Gunners), which here is a unit in its own right. Each rolls two command dice and spends their own points; an Ardimento point may be bought with one point each.',
      },
      {
        it: 'Scegliere una propria unità costa 1 punto comando. Se nessuno lo fa, decidete chi agisce: un dado sceglie la sua unità 1 (dispari) o 2 (pari). La Pistola Mitragliatrice, per 1 punto comando, fa fuoco con due dadi: ogni dado che arriva al suo valore FUOCO dà un punto Soppressione.',
        en: 'Choosing one of your own units costs 1 point. If nobody does, decide who acts: a die picks their unit 1 (odd) or 2 (even). For 1 point the machine-pistol unit fires with two dice: each die reaching its FUOCO value gives one suppression point.',
      },
    ],
  },
  {
    id: 'data',
    title: { it: 'Da dove vengono i dati', en: 'Where the data comes from' },
    body: [
      {
        it: 'Il regolamento descrive carte e pedine ma non ne stampa i valori: attributi delle unità, facce delle carte, pedine nemico e tabella delle Pistole Mitragliatrici sono una nostra ricostruzione, elencata nella schermata Fonti insieme alle nostre letture dei punti dubbi.',
        en: 'The rulebook describes the cards and tokens but does not print their values: the units\u2019 attributes, the card faces, the enemy tokens and the machine-pistol table are our reconstruction, listed on the Sources screen together with our readings of the unclear points.',
      },
    ],
  },
];

/** The section that applies at each of Fiamme d'assalto's decisions (the table's rules button opens there). */
export const fiammeHelpAt: Readonly<Record<string, string>> = {
  'fiamme.step.command': 'command',
  'fiamme.step.spend': 'command',
  'fiamme.step.select': 'command',
  'fiamme.step.pick': 'command',
  'fiamme.step.volunteer': 'two',
  'fiamme.step.test': 'tests',
  'fiamme.step.sniper': 'noMansLand',
  'fiamme.step.pm': 'pm',
  'fiamme.step.fuoco': 'two',
  'fiamme.step.enemies': 'trench',
  'fiamme.step.grenade': 'trench',
  'fiamme.step.fire': 'trench',
  'fiamme.step.melee': 'trench',
  'fiamme.step.granate': 'pm',
  'fiamme.step.reroll': 'ardimento',
  'fiamme.step.veteran': 'veterans',
};
