// The log's entries.
import type { StringTable } from '../../../i18n/strings.ts';

export const logStrings: StringTable = {
  'corteo.log.placed': { it: '{unit} schierata in {at}', en: '{unit} placed at {at}' },
  'corteo.log.placedRest': { it: '{seat} schiera le unità rimaste', en: '{seat} places the remaining units' },
  'corteo.log.headComponent': { it: 'La testa del corteo è di {component}', en: 'The head of the corteo belongs to {component}' },
  'corteo.log.hand': { it: 'Mano {hand}', en: 'Hand {hand}' },
  'corteo.log.reinforcements': { it: 'Rinforzi della mano {hand}', en: 'Reinforcements of hand {hand}' },
  'corteo.log.moved': { it: '{unit} da {from} a {to}', en: '{unit} from {from} to {to}' },
  'corteo.log.metro': { it: '{unit} esce dalla metro in {to}', en: '{unit} leaves the metro at {to}' },
  'corteo.log.entered': { it: '{unit} rientra in città da {at}', en: '{unit} comes back into the city at {at}' },
  'corteo.log.run': { it: 'Il corteo corre (corse rimaste: {left})', en: 'The corteo runs (runs left: {left})' },
  'corteo.log.barricade': { it: '{unit} alza una barricata in {at} (ne restano {left})', en: '{unit} raises a barricade at {at} ({left} left)' },
  'corteo.log.unbarricade': { it: '{unit} toglie la barricata in {at}', en: '{unit} clears the barricade at {at}' },
  'corteo.log.heads': { it: 'Teste del corteo per questa mano', en: 'Heads of the corteo for this hand' },
  'corteo.log.roll': { it: '{seat} tira il dado: {value}', en: '{seat} rolls the die: {value}' },
  'corteo.log.combat': { it: 'Scontro {attack} contro {defence}, rapporto {column}, dado {die}: {result}', en: 'Combat {attack} against {defence}, odds {column}, die {die}: {result}' },
  'corteo.log.throw': { it: '{unit} lancia su {at}: rapporto {column}, dado {die}, {result}', en: '{unit} throws at {at}: odds {column}, die {die}, {result}' },
  'corteo.log.retreated': { it: '{unit} si ritira da {from} a {to}', en: '{unit} retreats from {from} to {to}' },
  'corteo.log.scattered': { it: '{unit} in panico, spinta da {from} a {to}', en: '{unit} panics, pushed from {from} to {to}' },
  'corteo.log.panicked': { it: '{unit} in panico torna in caserma ({to})', en: '{unit} panics and goes back to the barracks ({to})' },
  'corteo.log.offMap': { it: '{unit} esce dalla mappa ritirandosi', en: '{unit} retreats off the map' },
  'corteo.log.arrested': { it: '{unit} arrestata ({power} punti al potere)', en: '{unit} arrested ({power} points to the potere)' },
  'corteo.log.arrestedAtEnd': { it: '{unit}, spezzone rimasto allo scoperto, arrestato ({power} punti)', en: '{unit}, a block left in the open, arrested ({power} points)' },
  'corteo.log.held': { it: 'Il corteo occupa l\u2019obiettivo in {at}', en: 'The corteo occupies the objective at {at}' },
  'corteo.log.covered': { it: 'Obiettivo in {at} coperto: {value} punti al corteo', en: 'Objective at {at} covered: {value} points to the corteo' },
  'corteo.log.end': { it: 'Fine: corteo {corteo}, potere {potere}, punteggio finale {final}', en: 'The end: corteo {corteo}, potere {potere}, final score {final}' },
};
