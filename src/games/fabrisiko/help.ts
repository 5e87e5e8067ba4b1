// FabRisiko!'s rules in short, in our own words (never the rulebook's text), each section naming
// the rulebook section it summarises. Shown by the shell's help screen.
import type { Text } from '../../engine/content.ts';
import type { HelpSection } from '../types.ts';

const t = (it: string, en: string): Text => ({ it, en });

export const fabrisikoHelp: readonly HelpSection[] = [
  {
    id: 'goal',
    title: t('Lo scopo («Le modalità di gioco e le condizioni di vittoria»)', 'The aim ("Le modalità di gioco e le condizioni di vittoria")'),
    body: [
      t(
        'Quattro frazioni maggiori, Melano, Marischio, Collamato e Albacina, si contendono i 35 territori del comune di Fabriano. Nella partita di conquista vince chi, alla fine di un turno globale, tiene 26 territori in due, 23 in tre, 21 in quattro.',
        'Four major frazioni, Melano, Marischio, Collamato and Albacina, fight over the 35 territories of the comune of Fabriano. In the conquest game whoever holds 26 territories with two players, 23 with three, 21 with four at the end of a global turn wins.',
      ),
      t(
        'Nel Torneo un orologio di 180 minuti, visibile a tutti, si ferma solo se siete d’accordo; quando scade si finisce il turno globale e si contano i punti: Fabriano 15, più territori 12, ogni altra frazione maggiore 8, la propria 5, più risorse 3, ogni struttura 1. A parità vince chi ha più territori.',
        'In the Tournament a 180-minute clock everyone sees stops only when you all agree; when it runs out the global turn is finished and points are counted: Fabriano 15, most territories 12, every other major frazione 8, your own 5, most resources 3, every structure 1. On a tie the most territories win.',
      ),
    ],
  },
  {
    id: 'turn',
    title: t('Il turno («Il turno di gioco»)', 'The turn ("Il turno di gioco")'),
    body: [
      t(
        'Si gioca in senso antiorario. Nel tuo turno: peschi una carta ogni 3 territori e giochi, in segreto, una carta evento (obbligatoria se ne hai); piazzi quello che hai comprato nel turno prima (fanteria ovunque sia tua, il resto su un complesso industriale); compri; invadi; combatti le battaglie una alla volta; riporti le unità tra i tuoi territori; raccogli le risorse.',
        'Play goes anticlockwise. On your turn: draw one card for every 3 territories and secretly play an event card (compulsory if you have one); place what you bought the turn before (infantry anywhere of yours, the rest on an industrial complex); buy; invade; fight the battles one at a time; move units back among your territories; collect resources.',
      ),
      t(
        'La barra in alto dice sempre chi decide ora. Solo la scelta di carte dalla mano è segreta: allora compare la copertina con il nome di chi deve prendere il dispositivo.',
        'The bar at the top always says who decides now. Only choosing cards from a hand is secret: then the cover shows the name of whoever must take the device.',
      ),
    ],
  },
  {
    id: 'units',
    title: t('Unità e strutture («Tabella riepilogo unità e strutture»)', 'Units and structures ("Tabella riepilogo unità e strutture")'),
    body: [
      t(
        'Fanteria: muove 1, colpisce con 2, costa 1. Carro: muove 2, colpisce con 4, costa 3. Caccia: muove 4, colpisce con 5, costa 5. Bombardiere: muove 6, colpisce con 7, costa 8. Complesso industriale 10, sito antiaereo 12. Ogni colore ha un numero limitato di pezzi: finiti, non se ne comprano.',
        'Infantry: moves 1, hits on 2, costs 1. Tank: moves 2, hits on 4, costs 3. Fighter: moves 4, hits on 5, costs 5. Bomber: moves 6, hits on 7, costs 8. Industrial complex 10, AA site 12. Each colour has a limited number of pieces: when they run out, no more are bought.',
      ),
      t(
        'Un sito antiaereo spara a ogni aereo nemico che entra o passa sul suo territorio: con 1 o 2 lo abbatte.',
        'An AA site fires at every enemy aircraft entering or flying over its territory: on 1 or 2 it is shot down.',
      ),
    ],
  },
  {
    id: 'mountains',
    title: t('Le montagne («Il tabellone di gioco e i territori»)', 'The mountains ("Il tabellone di gioco e i territori")'),
    body: [
      t(
        'I confini disegnati come creste sono montuosi: i carri non li passano, la fanteria si ferma un turno sul crinale (dove in battaglia colpisce con 1), gli aerei li sorvolano.',
        'Borders drawn as ridges are mountains: tanks cannot cross them, infantry stops a turn on the ridge (where it hits on 1 in battle), aircraft fly over them.',
      ),
    ],
  },
  {
    id: 'battles',
    title: t('Le battaglie («Il turno di gioco», fase 4-B)', 'Battles ("Il turno di gioco", phase 4-B)'),
    body: [
      t(
        'Prima della battaglia entrambi scelgono in segreto le carte strategiche (poi si mostrano), chi difende dichiara la fanteria antiaerea. Poi a ogni round spara chi attacca, chi difende mette i colpiti nel box Perdite e risponde al fuoco con tutti; infine chi attacca toglie i suoi colpiti. Un D10 per unità: colpisce chi tira il suo valore o meno, mai oltre 9. Non ci si ritira: si combatte finché un lato non resta senza unità, e conquistano solo le unità di terra.',
        'Before the battle both sides secretly choose strategic cards (then they are shown) and the defender declares AA infantry. Then in each round the attacker fires, the defender puts the units hit in the Perdite box and fires back with all of them; then the attacker removes its own. One D10 a unit: it hits on its value or less, never above 9. There is no retreat: the fight goes on until one side has no units, and only land units conquer.',
      ),
      t(
        'Con l’opzione dei dadi veri si tirano i D10 sul tavolo e si inseriscono i valori; tutti gli altri tiri li fa l’app.',
        'With the real dice option the D10s are rolled on the table and their values entered; every other roll is the app’s.',
      ),
    ],
  },
  {
    id: 'cards',
    title: t('Le carte («Carte strategiche», «Carte evento»)', 'The cards ("Carte strategiche", "Carte evento")'),
    body: [
      t(
        'Strategiche: Tregua, Arma segreta, Tradimento, Arma biologica, Attacco fulmineo, Difesa valorosa, giocate prima di una battaglia. Evento: Ribellione paesana, Terremoto, Palio di San Giovanni Battista, Crescita economica, Sagra paesana, Caldo estremo, Il Marchigiano, Reperti archeologici, Scambi commerciali. Il testo di ogni carta è sulla carta, nella schermata privata.',
        'Strategic: Truce, Secret weapon, Treason, Biological weapon, Lightning strike, Valiant defence, played before a battle. Event: Village revolt, Earthquake, Palio of St John the Baptist, Economic growth, Village feast, Heat wave, Il Marchigiano, Archaeological finds, Trade. Each card’s text is on the card, on the private screen.',
      ),
    ],
  },
  {
    id: 'frazioni',
    title: t('Le frazioni maggiori («Abilità e penalità delle frazioni maggiori»)', 'The major frazioni ("Abilità e penalità delle frazioni maggiori")'),
    body: [
      t(
        'Melano ritira un dado mancato a turno; Marischio può tirare per cambiare carte, ma prendere Fabriano neutrale è un azzardo; Collamato difende con +2 nel primo round una volta a turno; Albacina tira un D10 per risorse in più. Chi perde la propria frazione maggiore non compra, non piazza e non raccoglie finché non la riprende.',
        'Melano rerolls a missed die a turn; Marischio may roll to swap cards, but taking a neutral Fabriano is a gamble; Collamato defends at +2 in the first round once a turn; Albacina rolls a D10 for extra resources. Whoever loses their major frazione does not buy, place or collect until they take it back.',
      ),
    ],
  },
];

/** The section that applies at each of FabRisiko!'s decisions (the table's rules button opens there). */
export const fabrisikoHelpAt: Readonly<Record<string, string>> = {
  'fabrisiko.step.carnival': 'frazioni',
  'fabrisiko.step.swap': 'frazioni',
  'fabrisiko.step.event': 'cards',
  'fabrisiko.step.revoltPick': 'cards',
  'fabrisiko.step.revoltFlee': 'cards',
  'fabrisiko.step.quake': 'cards',
  'fabrisiko.step.heat': 'cards',
  'fabrisiko.step.place': 'turn',
  'fabrisiko.step.buy': 'units',
  'fabrisiko.step.invade': 'turn',
  'fabrisiko.step.regroup': 'turn',
  'fabrisiko.step.battles': 'battles',
  'fabrisiko.step.battle.attackCards': 'battles',
  'fabrisiko.step.battle.defendCards': 'battles',
  'fabrisiko.step.battle.betray': 'cards',
  'fabrisiko.step.battle.fire': 'battles',
  'fabrisiko.step.battle.reroll': 'frazioni',
  'fabrisiko.step.battle.losses': 'battles',
};
