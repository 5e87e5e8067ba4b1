// The decisions of a mission (the table's "now" line) and, for each, what the player may do
// in plain words (view.explainKey).
import type { StringTable } from '../../../i18n/strings.ts';

export const stepStrings: StringTable = {
  'fiamme.step.command': { it: 'tira i dadi comando', en: 'roll the command dice' },
  'fiamme.step.select': { it: 'tira il dado di selezione', en: 'roll the selection die' },
  'fiamme.step.test': { it: 'tira il test', en: 'roll the test' },
  'fiamme.step.sniper': { it: 'tira il dado del cecchino', en: 'roll the sniper die' },
  'fiamme.step.pm': { it: 'tira il dado delle Pistole Mitragliatrici', en: 'roll the machine-pistol die' },
  'fiamme.step.fuoco': { it: 'tira i dadi FUOCO', en: 'roll the FUOCO dice' },
  'fiamme.step.enemies': { it: 'tira per le forze nemiche', en: 'roll for the enemy forces' },
  'fiamme.step.grenade': { it: 'lancia la bomba', en: 'throw the grenade' },
  'fiamme.step.fire': { it: 'tira il fuoco nemico', en: 'roll the enemy fire' },
  'fiamme.step.melee': { it: 'corpo a corpo', en: 'melee' },
  'fiamme.step.granate': { it: 'recupera bombe', en: 'recover grenades' },
  'fiamme.step.reroll': { it: 'ritirare un dado?', en: 'reroll a die?' },
  'fiamme.step.spend': { it: 'spendi i Punti Comando', en: 'spend command points' },
  'fiamme.step.volunteer': { it: 'chi agisce in questo turno?', en: 'who acts this turn?' },
  'fiamme.step.pick': { it: 'scegli l’unità attiva', en: 'choose the active unit' },
  'fiamme.step.veteran': { it: 'promozione a veterano', en: 'promotion to veteran' },
  'fiamme.explain.command': {
    it: 'Tira {count} {count|dado|dadi}: ogni 3 o più dà un Punto Comando. I punti tirati si spendono in questo turno e poi vanno persi.',
    en: 'Roll {count} {count|die|dice}: each 3 or more gives one command point. Rolled points are spent this turn and then lost.',
  },
  'fiamme.explain.spend.tdn': {
    it: 'Spendi i tuoi punti comando (il conto è in alto, accanto al tuo nome). Puoi: +1 al test della carta (1 punto, una volta), +1 Ardimento (2 punti, fino a 4), scegliere l’unità attiva invece di tirarla a sorte. Poi tocca «Fatto».',
    en: 'Spend your command points (the count is at the top, beside your name). You may: +1 to the card’s test (1 point, once), +1 Ardimento (2 points, up to 4), choose the active unit instead of rolling for it. Then tap "Done".',
  },
  'fiamme.explain.spend.trench': {
    it: 'Spendi i tuoi punti comando, pedine comprese (il conto è in alto, accanto al tuo nome). Puoi: +1 al test della carta (1), preparare una bomba (1), passare una bomba tra unità (1), +1 Ardimento (2), scegliere l’unità attiva, rigirare la carta Pistola mitragliatrice (2); la pistola mitragliatrice, se pronta, si usa gratis. Poi tocca «Fatto».',
    en: 'Spend your command points, tokens included (the count is at the top, beside your name). You may: +1 to the card’s test (1), ready a grenade (1), pass a grenade between units (1), +1 Ardimento (2), choose the active unit, turn the machine-pistol card back (2); the machine pistol, when ready, is used for free. Then tap "Done".',
  },
  'fiamme.explain.reroll': {
    it: 'Puoi spendere un punto Ardimento per ritirare uno dei dadi evidenziati, oppure tenere il risultato. Il dado del nemico nel corpo a corpo non si ritira.',
    en: 'You may spend one Ardimento point to reroll one of the highlighted dice, or keep the result. The enemy’s melee die is never rerolled.',
  },
  'fiamme.explain.volunteer': {
    it: 'Nessuno ha scelto un’unità: decidete chi agisce. Un dado sceglierà tra le sue unità 1 e 2.',
    en: 'Nobody chose a unit: decide who acts. A die will pick between that player’s units 1 and 2.',
  },
  'fiamme.explain.select': {
    it: 'Tira un dado: indica l’unità attiva. Se quell’unità non c’è (o esce 6) la scegli tu.',
    en: 'Roll one die: it names the active unit. If that unit is gone (or you roll a 6) you choose.',
  },
  'fiamme.explain.select.coop': {
    it: 'Tira un dado: dispari l’unità 1, pari l’unità 2. Se quell’unità non c’è la scegli tu.',
    en: 'Roll one die: odd is unit 1, even is unit 2. If that unit is gone you choose.',
  },
  'fiamme.explain.pick': {
    it: 'Il dado indica un’unità che non è in gioco: scegli tu l’unità attiva tra quelle rimaste.',
    en: 'The die named a unit no longer in play: choose the active unit among those left.',
  },
  'fiamme.explain.test': {
    it: '{unit} affronta il test {attr} ({difficulty}): un dado più {value}, con gli eventuali modificatori. Se il totale non arriva alla difficoltà, l’unità è ferita.',
    en: '{unit} takes the {attr} ({difficulty}) test: one die plus {value}, with any modifiers. If the total falls short of the difficulty, the unit is wounded.',
  },
  'fiamme.explain.sniper': {
    it: 'Cecchino: tira un dado senza modificatori. Con {target} o più {unit} è ferita.',
    en: 'Sniper: roll one die, no modifiers. On {target} or more {unit} is wounded.',
  },
  'fiamme.explain.pm': {
    it: 'Tira un dado sulla tabella delle Pistole Mitragliatrici: ottieni punti Soppressione per questa carta.',
    en: 'Roll one die on the machine-pistol table: you get suppression points for this card.',
  },
  'fiamme.explain.fuoco': {
    it: '{unit} fa fuoco: due dadi, uno per ciascun valore FUOCO; ogni dado che lo raggiunge dà un punto Soppressione.',
    en: '{unit} opens fire: two dice, one per FUOCO value; each die reaching its value gives one suppression point.',
  },
  'fiamme.explain.enemies': {
    it: 'Tira un dado sulla tabella della carta Trincea: dice quanti nemici pescare dal sacchetto.',
    en: 'Roll one die on the Trincea card’s table: it says how many enemies to draw from the bag.',
  },
  'fiamme.explain.enemies.pm': {
    it: 'Tira un dado sulla tabella della carta Trincea per i nemici. Prima puoi ancora usare la pistola mitragliatrice per avere punti Soppressione.',
    en: 'Roll one die on the Trincea card’s table for the enemies. Before that you may still use the machine pistol for suppression points.',
  },
  'fiamme.explain.grenade': {
    it: 'Tre dadi: 1 a vuoto, da 2 a 5 gira il primo nemico a faccia in su, 6 elimina un nemico.',
    en: 'Three dice: 1 misses, 2 to 5 flips the first face-up enemy, 6 eliminates an enemy.',
  },
  'fiamme.explain.fire': {
    it: 'Fuoco nemico su {unit}: un dado per ogni nemico a faccia in su, più uno per il quadrato rosso della carta (dadi: {count}). Ogni dado pari o sopra il fattore di fuoco è una ferita.',
    en: 'Enemy fire on {unit}: one die per face-up enemy, plus one for the card’s red square (dice: {count}). Each die at or above the fire factor is a wound.',
  },
  'fiamme.explain.melee': {
    it: 'Corpo a corpo contro il primo nemico (nemici rimasti: {enemies}): il tuo dado più Combattimento contro il dado del nemico più il suo valore. Pareggio o peggio: ferita. Meglio: il nemico è eliminato.',
    en: 'Melee against the first enemy (enemies left: {enemies}): your die plus Combat against the enemy’s die plus its value. A tie or worse: a wound. Better: the enemy is eliminated.',
  },
  'fiamme.explain.granate': {
    it: 'Carta GRANATE: puoi tirare un dado e recuperare metà del risultato in bombe (per eccesso, fino a 4), oppure rinunciare.',
    en: 'GRANATE card: you may roll one die and recover half of it in grenades (rounded up, up to 4), or pass.',
  },
  'fiamme.explain.veteran': {
    it: '{unit} ha superato due missioni: scegli l’attributo da aumentare di 1.',
    en: '{unit} has passed two missions: choose the attribute to raise by 1.',
  },
  'fiamme.explain.over.won': { it: 'Missione compiuta.', en: 'Mission accomplished.' },
  'fiamme.explain.over.lost': {
    it: 'Missione fallita: nessuna unità è rimasta in piedi.',
    en: 'Mission failed: no unit is left standing.',
  },
};
