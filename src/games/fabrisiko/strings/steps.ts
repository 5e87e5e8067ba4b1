// The decisions of a turn (the table's "now" line). Our own phrasing.
import type { StringTable } from '../../../i18n/strings.ts';

export const stepStrings: StringTable = {
  'fabrisiko.step.carnival': { it: 'tirare il D10 del Carnevale di Marischio?', en: 'roll the D10 of the Marischio carnival?' },
  'fabrisiko.step.swap': { it: 'scegli la carta da cambiare', en: 'choose the card to swap' },
  'fabrisiko.step.event': { it: 'gioca una carta evento', en: 'play an event card' },
  'fabrisiko.step.revoltPick': { it: 'scegli la frazione in rivolta', en: 'choose the frazione that revolts' },
  'fabrisiko.step.revoltFlee': { it: 'dove ripiegano le unità della frazione in rivolta?', en: 'where do the revolting frazione\u2019s units fall back?' },
  'fabrisiko.step.quake': { it: 'scegli il territorio o la struttura che il terremoto distrugge', en: 'choose the territory or the structure the earthquake destroys' },
  'fabrisiko.step.heat': { it: 'scegli l\u2019unità che il caldo estremo fa perdere', en: 'choose the unit the heat wave takes' },
  'fabrisiko.step.place': { it: 'piazza gli acquisti del turno scorso', en: 'place last turn\u2019s purchases' },
  'fabrisiko.step.buy': { it: 'acquista unità e strutture', en: 'buy units and structures' },
  'fabrisiko.step.invade': { it: 'movimento di invasione', en: 'invasion moves' },
  'fabrisiko.step.battles': { it: 'scegli la prossima battaglia', en: 'choose the next battle' },
  'fabrisiko.step.battle.attackCards': { it: 'carte strategiche di chi attacca', en: 'the attacker\u2019s strategic cards' },
  'fabrisiko.step.battle.defendCards': { it: 'carte strategiche e fanteria AA di chi difende', en: 'the defender\u2019s strategic cards and AA infantry' },
  'fabrisiko.step.battle.betray': { it: 'scegli l\u2019unità che tradisce e passa al nemico', en: 'choose the unit that betrays and changes sides' },
  'fabrisiko.step.battle.fire': { it: 'tira i dadi della battaglia', en: 'roll the battle dice' },
  'fabrisiko.step.battle.reroll': { it: 'ritirare un dado con il gambero di fiume?', en: 'reroll a die with the river crayfish?' },
  'fabrisiko.step.battle.losses': { it: 'scegli le unità colpite', en: 'choose the units hit' },
  'fabrisiko.step.regroup': { it: 'movimento nei propri territori', en: 'moves within your territories' },
};
