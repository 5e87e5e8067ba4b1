// Repubblica Ribelle components as data, each record with its provenance (DESIGN.md, "Content").
// Rulebook: ../shared/rules/repubblica-ribelle.it.txt. The data is split in content/*.ts; this
// module gathers it into the families the Fonti screen lists, with our rulings where the
// rulebook is ambiguous or silent.
import type { ContentFamily, GameContent, RulingNote, Sourced } from '../../engine/content.ts';
import { validateContent } from '../../engine/content.ts';
import { HEALTH, LOCALITIES, RESOURCES, RIVERS, ROADS, TERRITORIES } from './content/map.ts';
import { ACTION_CARDS } from './content/cards.ts';
import { MISSIONS } from './content/missions.ts';
import { BOARDS, LEADERS } from './content/boards.ts';

export * from './content/map.ts';
export * from './content/cards.ts';
export * from './content/missions.ts';
export * from './content/boards.ts';

const ruling = (section: string, it: string, en: string): RulingNote => ({ section, text: { it, en } });

/** Our readings of the rulebook (shown on the Fonti screen). */
export const RULINGS: readonly RulingNote[] = [
  ruling(
    'Preparazione, punto 2',
    'Il primo giocatore (compleanno più vicino al 18 giugno) lo decide il tavolo: l’app lo chiede tra le opzioni della partita.',
    'The first player (birthday nearest to 18 June) is decided at the table: the app asks for it in the game options.',
  ),
  ruling(
    'Preparazione, punto 3',
    'Le plance si scelgono sul tavolo, a turno dal primo giocatore in senso orario, oppure si fissano nelle opzioni. Carte e mazzi si preparano subito dopo l’ultima scelta, nell’ordine del regolamento.',
    'Boards are chosen on the table, in turn from the first player clockwise, or set in the options. Cards and decks are prepared right after the last choice, in the rulebook’s order.',
  ),
  ruling(
    'Come si gioca; Fine del round',
    'I posti sono elencati in senso orario: il giocatore “alla sinistra” di chi ha la pedina è il posto successivo, e la pedina Primo Giocatore passa “a destra”, cioè al posto precedente.',
    'Seats are listed clockwise: the player “to the left” of the token holder is the next seat, and the first-player token passes “to the right”, i.e. to the previous seat.',
  ),
  ruling(
    'Partigiani automatizzati',
    'I partigiani automatizzati contano come giocatori: il bersaglio militare è difficoltà × (giocatori + partigiani automatizzati) e gli obiettivi sono tanti quanti loro. Non sono nell’ordine di turno: pescano le loro 3 carte all’inizio del passo 3 e il loro punteggio conta alla rivelazione.',
    'Automated partisans count as players: the military target is difficulty × (players + automated partisans) and there are as many objectives. They are not in the turn order: they draw their 3 cards at the start of step 3 and their score counts at the reveal.',
  ),
  ruling(
    'Partigiani automatizzati',
    'Ogni carta ha tre ingranaggi, uno per tipo di missione (militare, politica, sociale): per una missione si contano gli ingranaggi verdi di quel tipo sulle 3 carte. “Difficoltà maggiore” e “minore” sono le due soglie della missione; le metà si arrotondano per eccesso.',
    'Each card has three gears, one per mission type (military, political, social): for a mission, count the green gears of that type on the 3 cards. The “higher” and “lower” difficulty are the mission’s two thresholds; halves round up.',
  ),
  ruling(
    'Partigiani automatizzati; Appendice',
    'I partigiani automatizzati partecipano ai confronti per il punteggio più alto e più basso: se uno di loro è il più alto (anche a pari merito) nessun ribelle ha il premio; se è il più basso, perdono Sostegno solo i ribelli a pari merito con lui. Non ricevono mai premi né penalità; le loro carte vanno negli scarti dopo la missione.',
    'Automated partisans take part in the comparisons for the highest and lowest score: if one of them is highest (even tied) no rebel gets the reward; if one is lowest, only rebels tied with it lose support. They never receive rewards or penalties; their cards are discarded after the mission.',
  ),
  ruling(
    'Stato Maggiore (passo 1)',
    'La missione si scopre da sola all’inizio del round; il primo giocatore conferma quando l’ha letta. Per una missione politica l’app mostra che il tavolo deve restare in silenzio fino alla rivelazione.',
    'The mission is drawn automatically at the start of the round; the first player confirms once it has been read. For a political mission the app shows that the table must stay silent until the reveal.',
  ),
  ruling(
    'Manovre (passo 2)',
    'Il passo gratuito sulla Strada delle Radici spetta una volta a ogni giocatore in ogni round (non a ogni pezzo), e solo nel passo Manovre. Un pezzo sceglie la località quando entra in un territorio; un pezzo che non si muove resta dov’è. Chi non ha pezzi mobili in mappa salta il passo.',
    'The first move along the Strada delle Radici is free once per player per round (not per piece), in the Manovre step only. A piece chooses its locality when it enters a territory; a piece that does not move stays where it is. A player with no movable pieces on the map skips the step.',
  ),
  ruling(
    'Missione (passo 3)',
    'Le carte giocate coperte sono pubbliche nel numero, mai nel contenuto, fino alla rivelazione. Il numero di carte in mano è pubblico e comprende il Leader finché lo si tiene. In una missione politica o sociale chi non ha carte deve passare.',
    'Cards played face down are public in number, never in content, until the reveal. Hand size is public and includes the leader while it is held. In a political or social mission a player with no cards must pass.',
  ),
  ruling(
    'Risoluzione (passo 4): attivazione delle risorse',
    'Il limite di un solo effetto «per ogni Carta Missione» lo leggiamo come riferito alle carte Stella e Fiamma: in ogni missione ciascun ribelle attiva al massimo una carta di fazione. Le carte risorsa sono limitate dai pezzi sulla risorsa, contati quando il ribelle inizia l’attivazione. L’attivazione è facoltativa; l’app propone solo gli effetti che hanno qualcosa da fare.',
    '“Only 1 effect per mission card can be activated” applies to Stella and Fiamma cards: in each mission each rebel activates at most one faction card. Resource cards are limited by the pieces on the resource, counted when the rebel starts activating. Activation is optional; the app offers only effects that have something to do.',
  ),
  ruling(
    'Appendice: Carte Azione',
    'Gli effetti avvengono prima del conteggio: un DM o CP piazzato alla base, o un pezzo mosso con i 2 PM (che non danno il movimento gratuito sulle Radici), conta per i bonus della missione. “+1 per ogni carta giocata” conta tutte le carte giocate dal ribelle in questa missione, Leader compreso. “Prendi 1 carta” prende a caso una carta azione dalla mano dell’avversario scelto, mai il Leader. “Scarta 1 carta da un segnapunti avversario” scarta la carta in cima al segnapunti scelto.',
    'Effects happen before counting: a DM or CP placed at the base, or a piece moved with the 2 MP (which do not give the free move on the Radici), counts for the mission bonuses. “+1 per card played” counts every card the rebel played in this mission, leader included. “Take 1 card” takes a random action card from the chosen opponent’s hand, never the leader. “Discard 1 card from an opponent’s scoring box” discards the top card of the chosen box.',
  ),
  ruling(
    'Carte Leader',
    'Il Leader si gioca come una carta azione (solo i valori, nessun effetto), conta come carta giocata e dopo la missione è “usato”. Non va mai in un segnapunti e non può essere preso da un avversario.',
    'The leader is played like an action card (values only, no effect), counts as a card played and is “used” after the mission. It never goes to a scoring box and cannot be taken by an opponent.',
  ),
  ruling(
    'Risoluzione (passo 4): conteggio',
    'I bonus di DM, CP e Base si sommano una volta al totale del ribelle anche se non ha giocato carte. La missione militare riesce se il totale raggiunge o supera il bersaglio. Il contributo più alto e il più basso si confrontano su questi totali, bonus compresi.',
    'DM, CP and base bonuses are added once to the rebel’s total even if they played no cards. A military mission succeeds if the total reaches or exceeds the target. The highest and lowest contributions are compared on these totals, bonuses included.',
  ),
  ruling(
    'Appendice: Carte Missione',
    'Gli effetti individuali delle missioni politiche e sociali (obiettivi, CP, carta nel segnapunti, Sostegno) valgono anche se la missione fallisce; gli obiettivi non scendono sotto zero. I premi di missione riuscita si danno in ordine di turno dal primo giocatore, poi il premio del più alto. Le perdite di missione fallita valgono per ogni ribelle; infine cala la Salute.',
    'The individual effects of political and social missions (objectives, CP, scoring card, support) apply even if the mission fails; objectives do not go below zero. Success rewards are given in turn order from the first player, then the top contributor’s reward. Failure losses apply to every rebel; the health drops last.',
  ),
  ruling(
    'Appendice: P11-P14, P21-P23',
    'La legenda stampa, per il fallimento delle missioni politiche, la perdita di una carta dal segnapunti Militare e di un DM: la seguiamo così come è stampata.',
    'For failed political missions the legend prints the loss of a card from the Military box and of a DM: we follow it as printed.',
  ),
  ruling(
    'Appendice: P24',
    'P24 usa le soglie politiche di Fase II (11 e 8-10) per gli obiettivi. “Difficoltà raggiunta” è la soglia minore (8): chi la raggiunge recupera il Leader di Fase II se è già stato usato (anche in questa missione), altrimenti mette 1 carta nel segnapunti Politico. La carta missione va al più alto tra chi ha raggiunto la difficoltà, solo se la missione riesce e senza pareggi. Il fallimento vale per ogni ribelle.',
    'P24 uses the phase-II political thresholds (11 and 8-10) for objectives. “Difficulty reached” is the lower threshold (8): whoever reaches it recovers their phase-II leader if it has been used (even in this mission), otherwise puts 1 card in the Political box. The mission card goes to the top scorer among those who reached the difficulty, only if the mission succeeds and with no tie. Failure applies to every rebel.',
  ),
  ruling(
    'Perdere tutto!',
    'Solo gli effetti di missione che scartano da un segnapunti vuoto o tolgono un Leader già usato fanno perdere 1 Sostegno al loro posto. Perdere un DM senza DM in mappa non ha effetto. Chi perde un DM sceglie quale.',
    'Only mission effects that discard from an empty scoring box or take away an already used leader cost 1 support instead. Losing a DM with no DM on the map has no effect. Whoever loses a DM chooses which.',
  ),
  ruling(
    'Segnapunti delle plance',
    'Per mettere una carta in un segnapunti si pesca prima una carta, poi si sceglie in privato quale carta azione della mano mettere coperta in cima. Il proprietario vede i propri segnapunti in ogni momento dal suo schermo privato; gli altri ne vedono solo il numero di carte. La pila degli scarti resta coperta.',
    'To put a card in a scoring box, first draw a card, then choose in private which action card from hand goes face down on top. The owner sees their boxes at any time on their private screen; the others see only how many cards they hold. The discard pile stays face down.',
  ),
  ruling(
    'Plance Ribelli: Sostegno della Popolazione',
    'Il Sostegno non va oltre le caselle estreme del tracciato: un aumento in cima o una perdita in fondo non ha effetto.',
    'Support does not go past the ends of the track: a gain at the top or a loss at the bottom has no effect.',
  ),
  ruling(
    'Rifornimenti (passo 5)',
    'Si pesca in ordine di turno, poi pescano la carta in più i ribelli della fazione indicata dalla pedina (Cumer: Stella; Alleati: Fiamma, che il regolamento chiama anche Fuoco). Se mazzo e scarti sono entrambi vuoti, la pesca si perde.',
    'Draws go in turn order, then the rebels of the faction shown by the token draw the extra card (Cumer: Stella; Alleati: Fiamma, which the rulebook also calls Fuoco). If both deck and discards are empty, the draw is lost.',
  ),
  ruling(
    'Fine del round (passo 6)',
    'Il limite di mano si controlla dopo il passaggio della pedina, con il Sostegno di quel momento; chi è oltre il limite sceglie in privato cosa scartare. Il Leader non conta.',
    'The hand limit is checked after the token passes, with the support at that moment; whoever is over the limit chooses in private what to discard. The leader does not count.',
  ),
  ruling(
    'Da Fase I a Fase II',
    'Al punto b) si tolgono tutti i pezzi, basi comprese; al punto d) ogni base si rimette sulla località indicata dal lato Fase II della plancia, senza altri pezzi. Al punto g) il valore è carte azione in mano (senza Leader) più pezzi contati al punto a); il DM va a Montefiorino, il CP alla base. Al punto h) chi ha già più di 5 carte non scarta.',
    'At step b) every piece is removed, bases included; at step d) each base goes back on the locality shown on the board’s phase-II side, with no other piece. At step g) the value is action cards in hand (no leader) plus the pieces counted at step a); the DM goes to Montefiorino, the CP to the base. At step h) whoever already holds more than 5 cards does not discard.',
  ),
  ruling(
    'Punteggio finale',
    '“1 punto per ogni carta in mano” conta le sole carte azione: il Leader di Fase II ancora in mano vale i suoi 3 punti. A pari punti vincono insieme tutti quelli in testa.',
    '“1 point per card in hand” counts action cards only: the phase-II leader still in hand scores its own 3 points. On a tie the victory is shared by everyone in first place.',
  ),
  ruling(
    'Partita dimostrativa',
    'Per la Fase I si pesca a caso una missione per tipo tra le quattro di Fase I di quel tipo, in ordine casuale; per la Fase II due missioni a caso tra le dodici.',
    'For phase I one mission per type is drawn at random among that type’s four phase-I missions, in random order; for phase II two missions at random among the twelve.',
  ),
  ruling(
    'La Storia già scritta',
    'Il regolamento data la liberazione di Montefiorino al 18 giugno e l’incendio al 6 agosto 1944; altre fonti danno 17 giugno e 1° agosto. Nel testo storico seguiamo il regolamento e lo diciamo.',
    'The rulebook dates the liberation of Montefiorino to 18 June and the burning to 6 August 1944; other sources give 17 June and 1 August. Our history text follows the rulebook and says so.',
  ),
];

const family = (id: string, it: string, en: string, records: readonly Sourced[]): ContentFamily => ({
  id,
  name: { it, en },
  records,
});

export const ribelleContent: GameContent = validateContent({
  gameId: 'repubblica-ribelle',
  families: [
    family('territories', 'Territori', 'Territories', TERRITORIES),
    family('localities', 'Località', 'Localities', LOCALITIES),
    family('roads', 'Strade', 'Roads', ROADS),
    family('rivers', 'Fiumi (solo disegno)', 'Rivers (drawing only)', RIVERS),
    family('resources', 'Risorse', 'Resources', RESOURCES),
    family('health', 'Salute della Repubblica', 'Health of the Republic', [HEALTH]),
    family('boards', 'Plance Ribelli', 'Rebel boards', BOARDS),
    family('leaders', 'Carte Leader', 'Leader cards', LEADERS),
    family('missions', 'Carte Missione', 'Mission cards', MISSIONS),
    family('actions', 'Carte Azione', 'Action cards', ACTION_CARDS),
  ],
  rulings: RULINGS,
});
