// The decisions of a turn (the table's "now" line). Our own phrasing.
import type { StringTable } from '../../../i18n/strings.ts';

export const stepStrings: StringTable = {
  'fabrisiko.step.carnival': { it: 'Carnevale di Marischio: tirare il D10?', en: 'Marischio carnival: roll the D10?' },
  'fabrisiko.step.swap': { it: 'scegli la carta da cambiare', en: 'choose the card to swap' },
  'fabrisiko.step.event': { it: 'gioca una carta evento', en: 'play an event card' },
  'fabrisiko.step.revoltPick': { it: 'scegli la frazione in rivolta', en: 'choose the frazione that revolts' },
  'fabrisiko.step.revoltFlee': { it: 'dove ripiegano le unità della frazione in rivolta?', en: 'where do the revolting frazione\u2019s units fall back?' },
  'fabrisiko.step.quake': { it: 'terremoto: scegli il territorio o la struttura persa', en: 'earthquake: choose the territory or the structure lost' },
  'fabrisiko.step.heat': { it: 'caldo estremo: scegli l\u2019unità persa', en: 'heat wave: choose the unit lost' },
  'fabrisiko.step.place': { it: 'piazza gli acquisti del turno scorso', en: 'place last turn\u2019s purchases' },
  'fabrisiko.step.buy': { it: 'acquista unità e strutture', en: 'buy units and structures' },
  'fabrisiko.step.invade': { it: 'movimento di invasione', en: 'invasion moves' },
  'fabrisiko.step.battles': { it: 'scegli la prossima battaglia', en: 'choose the next battle' },
  'fabrisiko.step.battle.attackCards': { it: 'carte strategiche di chi attacca', en: 'the attacker\u2019s strategic cards' },
  'fabrisiko.step.battle.defendCards': { it: 'chi difende: carte strategiche e fanteria AA', en: 'the defender: strategic cards and AA infantry' },
  'fabrisiko.step.battle.betray': { it: 'tradimento: scegli l\u2019unità che passa al nemico', en: 'treason: choose the unit that changes sides' },
  'fabrisiko.step.battle.fire': { it: 'tira i dadi della battaglia', en: 'roll the battle dice' },
  'fabrisiko.step.battle.reroll': { it: 'gambero di fiume: ritirare un dado?', en: 'river crayfish: reroll a die?' },
  'fabrisiko.step.battle.losses': { it: 'scegli le unità colpite', en: 'choose the units hit' },
  'fabrisiko.step.regroup': { it: 'movimento nei propri territori', en: 'moves within your territories' },
};
