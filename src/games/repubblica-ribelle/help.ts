// Repubblica Ribelle's rules in short, in our own words (never the rulebook's text), each section
// naming the rulebook section it summarises. Shown by the shell's help screen.
import type { Text } from '../../engine/content.ts';
import type { HelpSection } from '../types.ts';

const t = (it: string, en: string): Text => ({ it, en });

export const ribelleHelp: readonly HelpSection[] = [
  {
    id: 'goal',
    title: t('Lo scopo (Panoramica)', 'The aim (Overview)'),
    rulebook: { section: 'Panoramica del gioco', page: 3 },
    body: [
      t(
        'Siete i comandanti delle formazioni partigiane che difendono la zona libera di Montefiorino, dall’estate 1944 alla primavera 1945. Si gioca insieme: se la Salute della Repubblica arriva a zero, perdete tutti.',
        'You are the commanders of the partisan formations defending the Montefiorino free zone, from summer 1944 to spring 1945. You play together: if the Republic’s health reaches zero, you all lose.',
      ),
      t(
        'Se la Repubblica resiste fino all’ultima missione, vince chi ha più punti: sfilerà in testa al corteo della Liberazione. A pari punti si vince insieme.',
        'If the Republic holds out to the last mission, whoever has the most points wins and leads the Liberation parade. On a tie you win together.',
      ),
    ],
  },
  {
    id: 'setup',
    title: t('Preparazione', 'Set-up'),
    rulebook: { section: 'Preparazione della partita', page: 11 },
    body: [
      t(
        'Dal primo giocatore, in senso orario, ognuno sceglie una plancia: indica la base e la fazione, Stella o Fiamma. La base e un CP vanno sulla località della plancia, un DM a Montefiorino; gli altri 2 DM e 2 CP restano nella riserva. Il Sostegno della Popolazione parte dal centro: 5 carte e 3 punti movimento.',
        'From the first player, clockwise, everyone chooses a board: it shows the base and the faction, Stella or Fiamma. The base and one CP go on the board’s locality, one DM to Montefiorino; the other 2 DMs and 2 CPs wait in reserve. Popular support starts at the centre: 5 cards and 3 movement points.',
      ),
      t(
        'Il mazzo delle missioni ha 4 missioni di Fase I sopra 6 di Fase II. Ognuno pesca 5 carte azione e tiene in mano il suo Leader di Fase I. La Salute della Repubblica parte da 3.',
        'The mission deck holds 4 phase-I missions on top of 6 phase-II ones. Everyone draws 5 action cards and holds their phase-I leader. The Republic’s health starts at 3.',
      ),
    ],
  },
  {
    id: 'staff',
    title: t('Passo 1: Stato Maggiore', 'Step 1: General Staff'),
    rulebook: { section: 'Come si gioca, Stato maggiore (passo 1)', page: 13 },
    body: [
      t(
        'Il primo giocatore scopre la missione e la legge a tutti; il pedone nero segna dove si svolge. Per una missione militare o sociale potete parlarne (senza mostrare le carte); per una missione politica si va avanti in silenzio fino alla rivelazione.',
        'The first player turns up the mission and reads it to everyone; the black pawn marks where it happens. For a military or social mission you may talk (without showing cards); for a political mission play goes on in silence until the reveal.',
      ),
    ],
  },
  {
    id: 'maneuver',
    title: t('Passo 2: Manovre', 'Step 2: Manoeuvres'),
    rulebook: { section: 'Come si gioca, Manovre (passo 2)', page: 13 },
    body: [
      t(
        'A turno muovete DM e CP lungo le strade, fino ai punti movimento che vi dà il Sostegno. Entrare in un territorio vicino costa 1 punto; il primo passo lungo la Strada delle Radici (rossa) è gratis. Un pezzo che entra in un territorio si ferma sulla località che volete. La base non si muove.',
        'In turn, move your DMs and CPs along the roads, up to the movement points your support gives. Entering a neighbouring territory costs 1 point; your first step along the Strada delle Radici (red) is free. A piece entering a territory stops on the locality you like. The base never moves.',
      ),
    ],
  },
  {
    id: 'mission',
    title: t('Passo 3: Missione', 'Step 3: Mission'),
    rulebook: { section: 'Come si gioca, Missione (passo 3)', page: 13 },
    body: [
      t(
        'Si comincia da chi siede alla sinistra del primo giocatore. Ognuno gioca sul proprio schermo privato, con le carte coperte: al tavolo si vede solo quante.',
        'Play starts with the player to the left of the first player. Everyone plays on their private screen, face down: the table sees only how many cards.',
      ),
      t(
        'Missione militare: al tuo turno giochi quante carte vuoi, anche nessuna. Missione politica o sociale: giochi una carta o passi, e chi passa ha finito; si gira finché tutti hanno passato. Il Leader si gioca come una carta, ma poi è usato.',
        'Military mission: on your turn play as many cards as you like, even none. Political or social mission: play one card or pass, and whoever passes is done; play goes round until all have passed. The leader is played like a card, but is then used up.',
      ),
    ],
  },
  {
    id: 'resources',
    title: t('Passo 4: Risoluzione, le risorse', 'Step 4: Resolution, resources'),
    rulebook: { section: 'Come si gioca, Risoluzione (passo 4)', page: 13 },
    body: [
      t(
        'Tutti rivelano insieme. Dal primo giocatore, ognuno attiva le sue carte e poi conta i punti. Ogni carta mostra una risorsa: per ogni tuo DM o CP sulla località di quella risorsa puoi attivare l’effetto di una carta con quel simbolo. Tre carte del grano con un solo DM e un solo CP a Cerredolo: se ne attivano due.',
        'Everyone reveals at once. From the first player, each rebel activates their cards and then counts points. Each card shows a resource: for each of your DMs or CPs on that resource’s locality you may activate the effect of one card with that symbol. Three grain cards with just one DM and one CP at Cerredolo: two are activated.',
      ),
      t(
        'Le carte Stella o Fiamma si attivano solo se il simbolo è sulla tua plancia, una per missione. Le risorse nere valgono in Fase I, le rosse in Fase II. Una carta vale sempre per i suoi punti, anche se non si attiva.',
        'Stella or Fiamma cards activate only if the symbol is on your board, one per mission. Black resources count in phase I, red ones in phase II. A card always counts for its points, even if it is not activated.',
      ),
      t(
        'Gli effetti: pesca 1 carta; 2 punti movimento subito; scarta la carta in cima a un segnapunti avversario; +1 alla missione per ogni carta giocata; piazza 1 CP o 1 DM alla base; prendi a caso 1 carta dalla mano di un avversario (mai il Leader); Sostegno +1.',
        'The effects: draw 1 card; 2 movement points at once; discard the top card of an opponent’s scoring box; +1 to the mission per card played; place 1 CP or 1 DM at your base; take 1 random card from an opponent’s hand (never the leader); support +1.',
      ),
    ],
  },
  {
    id: 'points',
    title: t('Passo 4: Risoluzione, i punti', 'Step 4: Resolution, points'),
    rulebook: { section: 'Come si gioca, Risoluzione (passo 4)', page: 13 },
    body: [
      t(
        'Sommi i valori del tipo della missione sulle carte che hai giocato. Nel territorio della missione ogni tuo DM dà +1 alle missioni militari, ogni CP +1 alle politiche, la base +2 a entrambe. I bonus si aggiungono una volta al totale, non a ogni carta.',
        'Add up the values of the mission’s type on the cards you played. In the mission’s territory each of your DMs gives +1 to military missions, each CP +1 to political ones, the base +2 to both. Bonuses are added once to the total, not to each card.',
      ),
      t(
        'Missione militare: riesce se tutti insieme raggiungete la difficoltà per il numero dei giocatori (difficoltà 7 con 4 giocatori: 28). Missione politica o sociale: ci sono tanti obiettivi quanti giocatori; la soglia più bassa ne toglie uno, la più alta due; riesce se non ne resta nessuno.',
        'Military mission: it succeeds if together you reach the difficulty times the number of players (difficulty 7 with 4 players: 28). Political or social mission: there are as many objectives as players; the lower threshold removes one, the higher two; it succeeds if none is left.',
      ),
    ],
  },
  {
    id: 'outcome',
    title: t('Riuscita e fallimento (Appendice)', 'Success and failure (Appendix)'),
    rulebook: { section: 'Appendice: legenda carte', page: 22 },
    body: [
      t(
        'Ogni carta missione dice che cosa succede: carte da mettere nei segnapunti, un DM o un CP in più alla base, Sostegno guadagnato o perso. Chi ha dato il contributo più alto riceve un premio solo senza pareggi. Una missione fallita toglie a ognuno una carta da un segnapunti e altro ancora, e fa scendere di 1 la Salute della Repubblica.',
        'Each mission card says what happens: cards to put in scoring boxes, an extra DM or CP at the base, support gained or lost. The top contributor gets a reward only without ties. A failed mission takes a card from a scoring box and more from everyone, and lowers the Republic’s health by 1.',
      ),
    ],
  },
  {
    id: 'scoring',
    title: t('Segnapunti e “Perdere tutto!”', 'Scoring boxes and “Lose it all!”'),
    rulebook: { section: 'Come si gioca', page: 13 },
    body: [
      t(
        'Quando metti una carta in un segnapunti, prima ne peschi una, poi scegli in segreto quale carta della mano mettere coperta in cima. L’ordine non cambia mai; puoi guardare i tuoi segnapunti quando vuoi dal tuo schermo privato. Gli effetti che scartano da un segnapunti avversario prendono la carta in cima.',
        'When you put a card in a scoring box, first draw one, then choose in secret which card from your hand goes face down on top. The order never changes; you may look at your boxes at any time on your private screen. Effects that discard from an opponent’s box take the top card.',
      ),
      t(
        'Se una missione ti chiede di scartare da un segnapunti che non ha carte, oppure di rinunciare a un Leader già giocato, al suo posto cala di 1 il tuo Sostegno.',
        'If a mission makes you lose a card from an empty box, or a leader you have already used, you lose 1 support instead.',
      ),
    ],
  },
  {
    id: 'supplies',
    title: t('Passi 5 e 6: Rifornimenti e fine del round', 'Steps 5 and 6: Supplies and end of the round'),
    rulebook: { section: 'Come si gioca, Rifornimenti e Fine del round (passi 5 e 6)', page: 13 },
    body: [
      t(
        'Ognuno pesca 1 carta in Fase I, 2 in Fase II. Poi pesca una carta in più chi è della fazione indicata dalla pedina del primo giocatore: CUMER per la Stella, Alleati per la Fiamma. Se il mazzo finisce, si rimescolano gli scarti.',
        'Everyone draws 1 card in phase I, 2 in phase II. Then the rebels of the faction shown by the first-player token draw one more: CUMER for the Stella, Allies for the Fiamma. If the deck runs out, the discards are shuffled.',
      ),
      t(
        'La pedina passa al giocatore a destra e si gira. Chi ha più carte del limite dato dal Sostegno (il Leader non conta) scarta in segreto. Se la prossima missione è di Fase II si passa alla Fase II; se non ce ne sono più, la partita finisce.',
        'The token passes to the player on the right and turns over. Whoever holds more cards than their support allows (the leader does not count) discards in secret. If the next mission belongs to phase II, phase II begins; if none is left, the game ends.',
      ),
    ],
  },
  {
    id: 'phaseTwo',
    title: t('Da Fase I a Fase II', 'From phase I to phase II'),
    rulebook: { section: 'Da Fase I a Fase II', page: 18 },
    body: [
      t(
        'Si contano i pezzi di ognuno in mappa, poi tutti i pezzi lasciano la mappa; compaiono le risorse rosse. Le plance si girano: la base va sulla località del lato Fase II, il Sostegno torna al centro, i segnapunti restano. Un Leader di Fase I mai giocato si mette da parte (2 punti a fine partita); si prende in mano il Leader di Fase II.',
        'Each rebel’s pieces on the map are counted, then every piece leaves the map; the red resources appear. Boards turn over: the base goes to the phase-II side’s locality, support returns to the centre, scoring boxes stay. A phase-I leader never played is set aside (2 points at the end); the phase-II leader goes into your hand.',
      ),
      t(
        'Chi ha il valore più alto tra carte in mano e pezzi contati riceve un DM (a Montefiorino) o un CP (alla base); a pari merito nessuno. Poi ognuno pesca fino a 5 carte. La Salute della Repubblica resta quella di prima.',
        'Whoever has the highest value of cards in hand plus pieces counted gets a DM (at Montefiorino) or a CP (at the base); on a tie nobody does. Then everyone draws up to 5 cards. The Republic’s health stays as it was.',
      ),
    ],
  },
  {
    id: 'end',
    title: t('Sconfitta, punteggio e vittoria', 'Defeat, scoring and victory'),
    rulebook: { section: 'Sconfitta; Punteggio finale e vittoria', page: 17 },
    body: [
      t('Quando la Salute della Repubblica arriva a 0 la partita finisce subito: perdete tutti.', 'When the Republic’s health reaches 0 the game ends at once: you all lose.'),
      t(
        'Altrimenti, dopo l’ultima missione, ognuno somma: i valori militari del segnapunti Militare, quelli politici del Politico, quelli sociali del Sociale; 2 punti per il Leader di Fase I mai giocato e 3 per quello di Fase II; i punti movimento del proprio Sostegno; 1 punto per carta in mano; 2 per ogni DM e ogni CP in mappa; 2 per ogni carta missione vinta.',
        'Otherwise, after the last mission, each rebel adds up: the military values in the Military box, the political ones in the Political box, the social ones in the Social box; 2 points for a phase-I leader never played and 3 for the phase-II one; the movement points of their support; 1 point per card in hand; 2 per DM and per CP on the map; 2 per mission card won.',
      ),
    ],
  },
  {
    id: 'automated',
    title: t('Partigiani automatizzati', 'Automated partisans'),
    rulebook: { section: 'Partigiani automatizzati', page: 19 },
    body: [
      t(
        'Si gioca sempre con almeno tre fazioni: in due c’è un partigiano automatizzato, da soli due. Non hanno plance né pezzi e non prendono premi. All’inizio del passo 3 ciascuno scopre 3 carte dal mazzo.',
        'There are always at least three factions: with two players one automated partisan joins, with one player two. They have no board or pieces and take no rewards. At the start of step 3 each turns up 3 cards from the deck.',
      ),
      t(
        'Ogni carta ha tre ingranaggi, uno per tipo di missione. Si contano quelli verdi del tipo della missione. Militare: 3 verdi, difficoltà +2; 2, difficoltà; 1, difficoltà -2; nessuno, metà della difficoltà. Politica o sociale: 3 verdi, soglia alta +2; 2, soglia alta -1; 1, soglia bassa; nessuno, metà della soglia bassa. Le metà si arrotondano per eccesso.',
        'Each card has three gears, one per mission type. Count the green ones of the mission’s type. Military: 3 green, difficulty +2; 2, the difficulty; 1, difficulty -2; none, half the difficulty. Political or social: 3 green, higher threshold +2; 2, higher threshold -1; 1, the lower threshold; none, half the lower threshold. Halves round up.',
      ),
    ],
  },
  {
    id: 'demo',
    title: t('Partita dimostrativa', 'Demonstration game'),
    body: [
      t(
        'Circa metà del tempo: in Fase I una missione per tipo (militare, politica, sociale), in Fase II due missioni a caso, e la Salute della Repubblica parte da 2.',
        'About half the time: in phase I one mission of each type (military, political, social), in phase II two random missions, and the Republic’s health starts at 2.',
      ),
    ],
  },
  {
    id: 'reconstructed',
    title: t('Che cosa è ricostruito', 'What is reconstructed'),
    body: [
      t(
        'Il regolamento non stampa la mappa né le carte. Mappa, carte azione, difficoltà militari, luoghi e titoli delle missioni, plance e valori dei Leader sono ricostruiti da noi sulla geografia e sulla storia reali e segnati nella schermata Fonti, con le nostre scelte dove il regolamento non è chiaro.',
        'The rulebook prints neither the map nor the cards. Map, action cards, military difficulties, mission places and titles, boards and leader values are reconstructed by us from the real geography and history and marked on the Sources screen, together with our choices where the rulebook is unclear.',
      ),
    ],
  },
];

/** The section that applies at each of Repubblica Ribelle's decisions (the table's rules button opens there). */
export const ribelleHelpAt: Readonly<Record<string, string>> = {
  'ribelle.step.board': 'setup',
  'ribelle.step.staff': 'staff',
  'ribelle.step.maneuver': 'maneuver',
  'ribelle.step.playMilitary': 'mission',
  'ribelle.step.playOne': 'mission',
  'ribelle.step.reveal': 'resources',
  'ribelle.step.activate': 'resources',
  'ribelle.step.bonusMove': 'resources',
  'ribelle.step.scorePile': 'scoring',
  'ribelle.step.loseDm': 'outcome',
  'ribelle.step.discard': 'supplies',
  'ribelle.step.phaseBonus': 'phaseTwo',
};
