// Repubblica Ribelle's words, Italian and English side by side. Mission cards: titles, the legend
// of each kind in short (Appendice), and the words of a mission's goal.
import type { StringTable } from '../../../i18n/strings.ts';

export const missionStrings: StringTable = {
  'ribelle.mission.M11': { it: 'L’assalto alla Rocca', en: 'Storming the Rocca' },
  'ribelle.mission.M12': { it: 'Imboscata sulla Strada delle Radici', en: 'Ambush on the Strada delle Radici' },
  'ribelle.mission.M13': { it: 'Un presidio da far cadere', en: 'A garrison to bring down' },
  'ribelle.mission.M14': { it: 'L’offensiva di fine luglio', en: 'The late-July offensive' },
  'ribelle.mission.P11': { it: 'Le giunte popolari', en: 'The people’s councils' },
  'ribelle.mission.P12': { it: 'L’intesa tra le formazioni', en: 'An understanding between the formations' },
  'ribelle.mission.P13': { it: 'La giustizia della zona libera', en: 'Justice in the free zone' },
  'ribelle.mission.P14': { it: 'Notizie per la valle', en: 'News for the valley' },
  'ribelle.mission.S11': { it: 'L’ammasso del grano', en: 'The grain store' },
  'ribelle.mission.S12': { it: 'Prezzi giusti', en: 'Fair prices' },
  'ribelle.mission.S13': { it: 'Chi sale dalla pianura', en: 'Those coming up from the plain' },
  'ribelle.mission.S14': { it: 'Accanto ai paesi colpiti', en: 'Beside the stricken villages' },
  'ribelle.mission.M21': { it: 'Il rastrellamento d’autunno', en: 'The autumn sweep' },
  'ribelle.mission.M22': { it: 'Tenere il passo', en: 'Holding the pass' },
  'ribelle.mission.M23': { it: 'Colpi alle retrovie', en: 'Strikes behind the lines' },
  'ribelle.mission.M24': { it: 'Verso la Liberazione', en: 'Towards Liberation' },
  'ribelle.mission.P21': { it: 'Due zone libere', en: 'Two free zones' },
  'ribelle.mission.P22': { it: 'Il comando unificato', en: 'The unified command' },
  'ribelle.mission.P23': { it: 'I comitati di liberazione', en: 'The liberation committees' },
  'ribelle.mission.P24': { it: 'Il ritorno del comandante', en: 'The commander returns' },
  'ribelle.mission.S21': { it: 'L’inverno in montagna', en: 'Winter in the mountains' },
  'ribelle.mission.S22': { it: 'L’ospedale partigiano', en: 'The partisan hospital' },
  'ribelle.mission.S23': { it: 'Viveri dal cielo', en: 'Supplies from the sky' },
  'ribelle.mission.S24': { it: 'Le scuole riaperte', en: 'Schools reopened' },
  'ribelle.kind.military': { it: 'militare', en: 'military' },
  'ribelle.kind.political': { it: 'politica', en: 'political' },
  'ribelle.kind.social': { it: 'sociale', en: 'social' },
  'ribelle.objectives': { it: 'Obiettivi', en: 'Objectives' },
  'ribelle.target': { it: 'Bersaglio', en: 'Target' },
  'ribelle.difficulty': { it: 'Difficoltà', en: 'Difficulty' },
  'ribelle.legend.military': {
    it: 'Riuscita: ciascuno aggiunge 1 carta al proprio segnapunti Militare; chi ha dato di più (senza pareggi) ne aggiunge un’altra e mette 1 distaccamento alla base. Fallita: a ciascuno si toglie la carta in cima al segnapunti Militare e un distaccamento sulla mappa; Salute -1.',
    en: 'Success: everyone puts 1 card in the Military box; the top contributor (no ties) puts another and places 1 detachment at their base. Failure: everyone loses 1 card from the Military box and 1 detachment from the map; health -1.',
  },
  'ribelle.legend.militaryPlus': {
    it: 'Riuscita: ciascuno aggiunge 1 carta al proprio segnapunti Militare, poi pesca; chi ha dato di più (senza pareggi) aggiunge un’altra carta e tiene questa missione (2 punti). Fallita: a ciascuno si toglie la carta in cima al segnapunti Militare e un distaccamento sulla mappa; Salute -1.',
    en: 'Success: everyone puts 1 card in the Military box, then draws 1 card; the top contributor (no ties) puts another card and wins this mission (2 points). Failure: everyone loses 1 card from the Military box and 1 detachment; health -1.',
  },
  'ribelle.legend.political': {
    it: 'Con {high} o più: togli 2 obiettivi, piazza 1 commissario alla base, metti 1 carta nel segnapunti Politico, Sostegno +1. Da {low} {a:highMinus}: togli 1 obiettivo e metti 1 carta. Riuscita: chi ha giocato meno perde 1 Sostegno. Fallita: a ciascuno si toglie la carta in cima al segnapunti Militare e un distaccamento sulla mappa; Salute -1.',
    en: 'With {high} or more: remove 2 objectives, place 1 commissar at your base, put 1 card in the Political box, support +1. From {low} to {highMinus}: remove 1 objective and put 1 card. Success: whoever played least loses 1 support. Failure: everyone loses 1 card from the Military box and 1 detachment; health -1.',
  },
  'ribelle.legend.politicalLeader': {
    it: 'Con {low} o più: recuperi il Leader se l’hai usato, altrimenti metti 1 carta nel segnapunti Politico; il più alto (senza pareggi) vince la missione. Fallita: chi ha ancora il Leader lo perde e a ciascuno si toglie la carta in cima al segnapunti Politico; Salute -1.',
    en: 'With {low} or more: take back your leader if you used it, otherwise put 1 card in the Political box; the highest (no ties) wins the mission. Failure: everyone loses their leader if unused and 1 card from the Political box; health -1.',
  },
  'ribelle.legend.social': {
    it: 'Con {high} o più: togli 2 obiettivi, metti 1 carta nel segnapunti Sociale, Sostegno +1. Da {low} {a:highMinus}: togli 1 obiettivo e metti 1 carta. Fallita: a ciascuno si toglie la carta in cima al segnapunti Sociale e cala di 1 il Sostegno; Salute -1.',
    en: 'With {high} or more: remove 2 objectives, put 1 card in the Social box, support +1. From {low} to {highMinus}: remove 1 objective and put 1 card. Failure: everyone loses 1 card from the Social box and 1 support; health -1.',
  },
};
