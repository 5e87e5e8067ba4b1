// Repubblica Ribelle's words, Italian and English side by side. The game's own words: what each
// step waits for and its help, the round's steps and the phases, pieces, factions, boards, tracks,
// the final score, the outcome and rejections.
import type { StringTable } from '../../../i18n/strings.ts';

export const gameStrings: StringTable = {
  'ribelle.title': { it: 'Repubblica Ribelle', en: 'Repubblica Ribelle' },

  // Step kinds: what the table waits for.
  'ribelle.step.board': { it: 'Scegli la tua plancia', en: 'Choose your board' },
  'ribelle.step.staff': { it: 'Leggi la missione a tutti', en: 'Read the mission to everyone' },
  'ribelle.step.maneuver': { it: 'Muovi i tuoi distaccamenti e commissari', en: 'Move your detachments and commissars' },
  'ribelle.step.playMilitary': { it: 'Gioca le tue carte coperte', en: 'Play your cards face down' },
  'ribelle.step.playOne': { it: 'Gioca una carta coperta o passa', en: 'Play one card face down or pass' },
  'ribelle.step.reveal': { it: 'Rivela le carte giocate', en: 'Reveal the cards played' },
  'ribelle.step.activate': { it: 'Attiva le risorse delle tue carte', en: 'Activate your cards’ resources' },
  'ribelle.step.bonusMove': { it: 'Spendi subito i 2 punti movimento', en: 'Spend the 2 movement points now' },
  'ribelle.step.scorePile': { it: 'Metti una carta nel segnapunti', en: 'Put a card in a scoring box' },
  'ribelle.step.loseDm': { it: 'Scegli il distaccamento da togliere', en: 'Choose the detachment to remove' },
  'ribelle.step.discard': { it: 'Scarta le carte oltre il limite', en: 'Discard down to your hand limit' },
  'ribelle.step.phaseBonus': { it: 'Scegli il pezzo in più', en: 'Choose the extra piece' },

  // Help shown when a step begins, and the titles of the help pages.
  'ribelle.help.board': {
    it: 'A turno, dal primo giocatore in senso orario, ognuno prende una plancia: dice dove sta la base e la fazione (Stella o Fiamma). Base e un commissario vanno sulla località della plancia, un distaccamento a Montefiorino.',
    en: 'In turn, from the first player clockwise, everyone takes a board: it shows where the base stands and the faction (Stella or Fiamma). The base and one commissar go on the board’s locality, one detachment to Montefiorino.',
  },
  'ribelle.help.staff': {
    it: 'Il primo giocatore legge la missione ad alta voce. Potete parlarne e accordarvi, ma senza mostrare le carte che avete in mano.',
    en: 'The first player reads the mission aloud. You may talk it over and agree on a plan, but without showing the cards in your hand.',
  },
  'ribelle.help.staffSilent': {
    it: 'Missione politica: il primo giocatore la legge ad alta voce, poi si va avanti in silenzio. Nessuno parla fino alla rivelazione delle carte.',
    en: 'Political mission: the first player reads it aloud, then play goes on in silence. Nobody speaks until the cards are revealed.',
  },
  'ribelle.help.maneuver': {
    it: 'A turno muovete i vostri distaccamenti e commissari lungo le strade: entrare in un territorio vicino costa 1 punto movimento. Il primo passo sulla Strada delle Radici è gratis. Il pezzo si ferma su una località a scelta del territorio.',
    en: 'In turn, move your detachments and commissars along the roads: entering a neighbouring territory costs 1 movement point. The first step along the Strada delle Radici is free. The piece stops on any locality of the territory.',
  },
  'ribelle.help.playMilitary': {
    it: 'Missione militare. Nel tuo schermo privato giochi coperte quante carte vuoi, anche nessuna; conta il loro valore militare. Insieme dovete raggiungere la difficoltà moltiplicata per il numero dei giocatori.',
    en: 'Military mission. On your private screen, play as many cards face down as you like, even none; their military value counts. Together you must reach the difficulty times the number of players.',
  },
  'ribelle.help.playOne': {
    it: 'A turno, nel tuo schermo privato, giochi una carta coperta oppure passi; chi passa non gioca più in questa missione. Si continua finché tutti hanno passato.',
    en: 'In turn, on your private screen, play one card face down or pass; whoever passes plays no more in this mission. Play goes round until everyone has passed.',
  },
  'ribelle.help.reveal': {
    it: 'Tutti rivelano insieme le carte giocate. Poi, dal primo giocatore, ciascuno attiva le risorse e conta i punti della missione.',
    en: 'Everyone reveals the cards they played at once. Then, from the first player, each rebel activates resources and counts the mission points.',
  },
  'ribelle.help.activate': {
    it: 'Per ogni tuo distaccamento o commissario sulla risorsa di una carta puoi attivarne l’effetto; una sola carta Stella o Fiamma, e solo se è il simbolo della tua plancia. L’attivazione è facoltativa.',
    en: 'For each of your DMs or CPs on a card’s resource you may activate that card’s effect; only one Stella or Fiamma card, and only if its symbol is on your board. Activation is optional.',
  },
  'ribelle.help.bonusMove': {
    it: 'Hai 2 punti movimento da spendere subito. Qui la Strada delle Radici costa come le altre strade. Un distaccamento o commissario portato nel territorio della missione conta per il bonus.',
    en: 'You have 2 movement points to spend now. Here the Strada delle Radici costs like any road. A detachment or commissar brought into the mission’s territory counts for the bonus.',
  },
  'ribelle.help.scorePile': {
    it: 'Hai appena pescato una carta: ora scegli, in segreto, quale carta della mano mettere coperta in cima al segnapunti. Alla fine conta il valore di quel tipo.',
    en: 'You have just drawn a card: now choose, in secret, which card from your hand goes face down on top of the scoring box. At the end, that type’s value counts.',
  },
  'ribelle.help.loseDm': {
    it: 'La missione è fallita e perdi un distaccamento dalla mappa: scegli quale torna nella riserva.',
    en: 'The mission failed and you lose a detachment from the map: choose which one goes back to your reserve.',
  },
  'ribelle.help.discard': {
    it: 'Fine del round: hai più carte del limite dato dal tuo Sostegno della Popolazione (il Leader non conta). Scegli in segreto quali scartare.',
    en: 'End of the round: you hold more cards than the limit your popular support allows (the leader does not count). Choose in secret what to discard.',
  },
  'ribelle.help.phaseBonus': {
    it: 'Passaggio alla Fase II: la somma delle tue carte in mano e dei tuoi pezzi sulla mappa è la più alta. Prendi un distaccamento (a Montefiorino) o un commissario (alla tua base).',
    en: 'Passage to phase II: you have the highest value of cards in hand plus pieces on the map. Take a detachment (at Montefiorino) or a commissar (at your base).',
  },
  'ribelle.help.over': {
    it: 'La partita è finita. Ora si vede tutto: mani, segnapunti e mazzi.',
    en: 'The game is over. Everything is shown now: hands, scoring boxes and decks.',
  },

  // The six steps of a round and the phases.
  'ribelle.roundStep.0': { it: 'Preparazione', en: 'Set-up' },
  'ribelle.roundStep.1': { it: 'Stato Maggiore', en: 'General Staff' },
  'ribelle.roundStep.2': { it: 'Manovre', en: 'Manoeuvres' },
  'ribelle.roundStep.3': { it: 'Missione', en: 'Mission' },
  'ribelle.roundStep.4': { it: 'Risoluzione', en: 'Resolution' },
  'ribelle.roundStep.5': { it: 'Rifornimenti', en: 'Supplies' },
  'ribelle.roundStep.6': { it: 'Fine del round', en: 'End of the round' },
  'ribelle.phase.1': { it: 'Fase I · giugno-agosto 1944', en: 'Phase I · June-August 1944' },
  'ribelle.phase.2': { it: 'Fase II · agosto 1944-aprile 1945', en: 'Phase II · August 1944-April 1945' },
  'ribelle.demo': { it: 'Partita dimostrativa', en: 'Demonstration game' },
  'ribelle.talk.silent': {
    it: 'Silenzio: missione politica, non si parla fino alla rivelazione.',
    en: 'Silence: political mission, no talking until the reveal.',
  },
  'ribelle.talk.free': { it: 'Potete parlarne, senza mostrare le carte.', en: 'You may talk it over, without showing cards.' },
  'ribelle.pile.military': { it: 'Militare', en: 'Military' },
  'ribelle.pile.political': { it: 'Politico', en: 'Political' },
  'ribelle.pile.social': { it: 'Sociale', en: 'Social' },

  // Pieces, factions, tokens, boards and tracks.
  'ribelle.piece.dm': { it: 'distaccamento', en: 'detachment' },
  'ribelle.piece.cp': { it: 'commissario', en: 'commissar' },
  'ribelle.piece.base': { it: 'Base della Brigata', en: 'Brigade base' },
  'ribelle.piece.dm.many': { it: 'distaccamenti', en: 'detachments' },
  'ribelle.piece.cp.many': { it: 'commissari', en: 'commissars' },
  'ribelle.piece.dm.long': { it: 'Distaccamento Mobile', en: 'Mobile detachment' },
  'ribelle.piece.cp.long': { it: 'Commissario Politico', en: 'Political commissar' },
  'ribelle.faction.stella': { it: 'Stella', en: 'Stella' },
  'ribelle.faction.fiamma': { it: 'Fiamma', en: 'Fiamma' },
  'ribelle.faction.stella.long': { it: 'Stella: formazioni socialiste e comuniste', en: 'Stella: socialist and communist formations' },
  'ribelle.faction.fiamma.long': { it: 'Fiamma: formazioni cattoliche, autonome e azioniste', en: 'Fiamma: Catholic, autonomous and Action Party formations' },
  'ribelle.token.cumer': { it: 'CUMER', en: 'CUMER' },
  'ribelle.token.alleati': { it: 'Alleati', en: 'Allies' },
  'ribelle.board.rosso': { it: 'Plancia rossa', en: 'red board' },
  'ribelle.board.blu': { it: 'Plancia blu', en: 'blue board' },
  'ribelle.board.giallo': { it: 'Plancia gialla', en: 'yellow board' },
  'ribelle.board.verde': { it: 'Plancia verde', en: 'green board' },
  'ribelle.board.arancio': { it: 'Plancia arancione', en: 'orange board' },
  'ribelle.board.viola': { it: 'Plancia viola', en: 'purple board' },
  'ribelle.automated': { it: 'Partigiano automatizzato {auto}', en: 'Automated partisan {auto}' },
  'ribelle.health': { it: 'Salute della Repubblica', en: 'Health of the Republic' },
  'ribelle.support': { it: 'Sostegno della Popolazione', en: 'Popular support' },
  'ribelle.handLimit': { it: 'Limite di mano', en: 'Hand limit' },
  'ribelle.mp': { it: 'Punti movimento', en: 'Movement points' },

  // Why support changed (log parameter).
  'ribelle.why.effect': { it: 'effetto di una carta', en: 'a card’s effect' },
  'ribelle.why.mission': { it: 'premio della missione', en: 'mission reward' },
  'ribelle.why.lowest': { it: 'valore più basso', en: 'lowest value' },
  'ribelle.why.failure': { it: 'missione fallita', en: 'failed mission' },
  'ribelle.why.perdereTutto': { it: 'Perdere tutto!', en: 'Lose it all!' },

  // Final score.
  'ribelle.score.title': { it: 'Punteggio finale', en: 'Final score' },
  'ribelle.score.military': { it: 'Segnapunti Militare', en: 'Military box' },
  'ribelle.score.political': { it: 'Segnapunti Politico', en: 'Political box' },
  'ribelle.score.social': { it: 'Segnapunti Sociale', en: 'Social box' },
  'ribelle.score.leader1': { it: 'Leader di Fase I non giocato', en: 'Phase-I leader not played' },
  'ribelle.score.leader2': { it: 'Leader di Fase II non giocato', en: 'Phase-II leader not played' },
  'ribelle.score.support': { it: 'Sostegno della Popolazione', en: 'Popular support' },
  'ribelle.score.hand': { it: 'Carte in mano', en: 'Cards in hand' },
  'ribelle.score.dm': { it: 'Distaccamenti in mappa', en: 'Detachments on the map' },
  'ribelle.score.cp': { it: 'Commissari in mappa', en: 'Commissars on the map' },
  'ribelle.score.missions': { it: 'Missioni vinte', en: 'Missions won' },
  'ribelle.score.total': { it: 'Totale', en: 'Total' },

  // Outcome.
  'ribelle.win.single': {
    it: 'La Repubblica ha resistito! Un comandante guida il corteo della Liberazione.',
    en: 'The Republic held out! One commander leads the Liberation parade.',
  },
  'ribelle.win.shared': {
    it: 'La Repubblica ha resistito! Più comandanti guidano insieme il corteo della Liberazione.',
    en: 'The Republic held out! Several commanders lead the Liberation parade together.',
  },
  'ribelle.lose.health': { it: 'La Repubblica è caduta: tutti hanno perso.', en: 'The Republic has fallen: everyone has lost.' },

  // Rejections (the engine's opening checks have their words in the shell's catalog).
  'ribelle.error.badBoard': { it: 'Questa plancia non esiste.', en: 'There is no such board.' },
  'ribelle.error.boardTaken': { it: 'Questa plancia è già stata presa.', en: 'This board has already been taken.' },
  'ribelle.error.badPiece': { it: 'Scegli un distaccamento o un commissario.', en: 'Choose a detachment or a commissar.' },
  'ribelle.error.noPieceThere': { it: 'Non hai un pezzo di quel tipo in quella località.', en: 'You have no piece of that kind on that locality.' },
  'ribelle.error.badLocality': { it: 'Questa località non è sulla mappa.', en: 'This locality is not on the map.' },
  'ribelle.error.notAdjacent': { it: 'Nessuna strada porta lì da questo territorio.', en: 'No road leads there from this territory.' },
  'ribelle.error.noMovement': { it: 'Non hai abbastanza punti movimento.', en: 'You do not have enough movement points.' },
  'ribelle.error.badCard': { it: 'Questa carta non esiste.', en: 'There is no such card.' },
  'ribelle.error.notInHand': { it: 'Questa carta non è nella tua mano.', en: 'This card is not in your hand.' },
  'ribelle.error.notPlayed': { it: 'Non hai giocato questa carta.', en: 'You did not play this card.' },
  'ribelle.error.alreadyActivated': { it: 'Hai già attivato questa carta.', en: 'You have already activated this card.' },
  'ribelle.error.notActivatable': { it: 'Questa carta non si attiva con la tua plancia.', en: 'This card does not activate with your board.' },
  'ribelle.error.noResourcePiece': { it: 'Non hai altri pezzi su quella risorsa.', en: 'You have no more pieces on that resource.' },
  'ribelle.error.factionUsed': {
    it: 'Hai già attivato una carta Stella o Fiamma in questa missione.',
    en: 'You have already activated a Stella or Fiamma card in this mission.',
  },
  'ribelle.error.badTarget': { it: 'Scegli un bersaglio valido per questo effetto.', en: 'Choose a valid target for this effect.' },
  'ribelle.error.noReserve': { it: 'Non hai più pezzi di quel tipo nella riserva.', en: 'You have no more pieces of that kind in your reserve.' },
  'ribelle.error.nothingToDo': { it: 'Questo effetto ora non avrebbe nulla da fare.', en: 'This effect would do nothing now.' },
  'ribelle.error.stillMoving': { it: 'Prima finisci di spendere i punti movimento.', en: 'First finish spending your movement points.' },
  'ribelle.error.notMoving': { it: 'Non hai punti movimento da spendere.', en: 'You have no movement points to spend.' },
  'ribelle.error.leaderNotAllowed': { it: 'Il Leader non va nei segnapunti.', en: 'The leader never goes to a scoring box.' },
  'ribelle.error.noDmThere': { it: 'Non hai un distaccamento in quella località.', en: 'You have no detachment on that locality.' },
  'ribelle.history.title': { it: 'La storia già scritta', en: 'History already written' },

  // Help shown when a step begins, and the titles of the help pages.
  'ribelle.help.title': { it: 'Come si gioca', en: 'How to play' },
  'ribelle.sources.title': { it: 'Fonti', en: 'Sources' },
};
