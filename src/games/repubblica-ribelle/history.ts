// "La storia già scritta": a short history of the Montefiorino republic in our own words, from
// FACTS.md and the rulebook's own dates. Where sources disagree we follow the rulebook and say so
// (see also the ruling 'La Storia già scritta' in content.ts).
import type { Text } from '../../engine/content.ts';

export interface HistoryText {
  title: Text;
  paragraphs: Text[];
  /** Where the dates come from. */
  note: Text;
}

export const ribelleHistory: HistoryText = {
  title: { it: 'La storia già scritta', en: 'History already written' },
  paragraphs: [
    {
      it: 'Dopo l’armistizio dell’8 settembre 1943, sull’Appennino tra Modena e Reggio Emilia nascono le prime bande: ragazzi del posto che non rispondono alla chiamata alle armi e antifascisti saliti dalla pianura, come il gruppo venuto da Sassuolo che si raccoglie sul Monte Santa Giulia.',
      en: 'After the armistice of 8 September 1943, the first bands form in the Apennines between Modena and Reggio Emilia: local young men who refuse the call-up, and anti-fascists who came up from the plain, such as the group from Sassuolo that gathers on Monte Santa Giulia.',
    },
    {
      it: 'Nel marzo 1944, dal 18 al 21, le stragi di civili a Monchio, Susano e Costrignano e a Cervarolo scuotono la montagna, e molti scelgono di stare con i partigiani. In primavera i presidi fascisti cadono o vengono abbandonati uno dopo l’altro.',
      en: 'Between 18 and 21 March 1944 the massacres of civilians at Monchio, Susano and Costrignano and at Cervarolo shake the mountains, and many choose to side with the partisans. In spring the fascist garrisons fall or are abandoned one after another.',
    },
    {
      it: 'Il 18 giugno 1944 i partigiani, dopo averlo isolato, costringono alla resa il presidio della Rocca e liberano Montefiorino. Nasce una zona libera di circa 1.200 km² nelle valli del Secchia, del Dolo e del Dragone: Montefiorino (che allora comprendeva Palagano), Frassinoro, Prignano, Polinago, Toano, Villa Minozzo e Ligonchio.',
      en: 'On 18 June 1944 the partisans, having cut it off, force the garrison of the Rocca to surrender and free Montefiorino. A free zone of about 1,200 km² takes shape in the valleys of the Secchia, Dolo and Dragone: Montefiorino (which then included Palagano), Frassinoro, Prignano, Polinago, Toano, Villa Minozzo and Ligonchio.',
    },
    {
      it: 'Il 25 giugno Montefiorino elegge una giunta popolare, e presto fanno lo stesso gli altri comuni: si cerca di governare viveri e prezzi, di assistere chi ha bisogno e di rimettere in funzione i servizi. Le formazioni sono diverse tra loro: la divisione garibaldina di Mario Ricci “Armando”, con il commissario politico Osvaldo Poppi “Davide” e brigate come quella guidata da Norma Barbolini; la formazione cattolica di Ermanno Gorrieri a Fontanaluccia; gruppi di Giustizia e Libertà; un battaglione di prigionieri sovietici fuggiti. Nel gioco sono la Stella e la Fiamma.',
      en: 'On 25 June Montefiorino elects a people’s council, and the other comuni soon do the same: they try to manage food and prices, help those in need and get services running again. The formations differ: the Garibaldi division of Mario Ricci “Armando”, with the political commissar Osvaldo Poppi “Davide” and brigades such as the one led by Norma Barbolini; the Catholic formation of Ermanno Gorrieri at Fontanaluccia; Giustizia e Libertà groups; a battalion of escaped Soviet prisoners. In the game they are the Stella and the Fiamma.',
    },
    {
      it: 'Il 30 luglio 1944 circa 5.000 soldati tedeschi e fascisti, con autoblindo e artiglieria pesante, attaccano da più parti. In due giorni il fronte cede e la sera del 31 luglio il comando ordina di sganciarsi. Il 6 agosto Montefiorino brucia.',
      en: 'On 30 July 1944 about 5,000 German and fascist troops, with armoured cars and heavy artillery, attack from several sides. Within two days the front gives way, and on the evening of 31 July the command orders the partisans to break contact. On 6 August Montefiorino burns.',
    },
    {
      it: 'La prima repubblica è caduta, ma non la sua esperienza: nelle settimane seguenti i partigiani si riorganizzano in due nuove zone libere, nell’Appennino modenese e in quello reggiano, e combattono fino alla Liberazione, nell’aprile 1945. Il 19 ottobre 1972 il gonfalone di Montefiorino riceve la Medaglia d’Oro al Valor Militare.',
      en: 'The first republic has fallen, but not its experience: in the following weeks the partisans regroup in two new free zones, in the Modena and Reggio Apennines, and fight on until the Liberation in April 1945. On 19 October 1972 Montefiorino’s banner receives the Gold Medal for Military Valour.',
    },
    {
      it: 'Nel gioco la Fase I va da giugno ad agosto 1944, la Fase II da agosto 1944 ad aprile 1945.',
      en: 'In the game, phase I runs from June to August 1944, phase II from August 1944 to April 1945.',
    },
  ],
  note: {
    it: 'Le date seguono il regolamento del gioco. Alcune fonti danno il 17 giugno per l’ingresso dei partigiani nella Rocca e il 1° agosto per la fine della repubblica; il regolamento dice 18 giugno e, per l’incendio di Montefiorino, 6 agosto.',
    en: 'The dates follow the game’s rulebook. Some sources give 17 June for the partisans’ entry into the Rocca and 1 August for the end of the republic; the rulebook says 18 June and, for the burning of Montefiorino, 6 August.',
  },
};
