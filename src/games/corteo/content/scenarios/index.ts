// The printed scenarios of section D, by id; the scenarios the players make in the editor have
// the same shape (types.ts).
import type { RulingNote } from '../../../../engine/content.ts';
import { ruling } from '../source.ts';
import { INTERNAZIONALISTA } from './internazionalista.ts';
import { ANTIFASCISTA } from './antifascista.ts';
import { ANTIFASCISTA_RULINGS } from './antifascista-rulings.ts';
import { SOCIALE } from './sociale.ts';
import { SOCIALE_RULINGS } from './sociale-rulings.ts';
import { ANTIREPRESSIVO } from './antirepressivo.ts';
import { ANTIREPRESSIVO_RULINGS } from './antirepressivo-rulings.ts';
import type { Scenario } from './types.ts';

export type * from './types.ts';

export const SCENARIOS: readonly Scenario[] = [INTERNAZIONALISTA, ANTIFASCISTA, SOCIALE];

// The two-sided scenarios; the Antirepressivo, for three players, is offered beside them in the
// wizard (ui/ScenarioChoice.tsx), which then sets three seats.
const BY_ID = new Map([...SCENARIOS, ANTIREPRESSIVO].map((s) => [s.id, s]));

/** The scenario of a game's options, or null for the base and advanced games. */
export function scenarioById(id: string | undefined): Scenario | null {
  return id ? (BY_ID.get(id) ?? null) : null;
}

/** The scenario a game plays: the copy its options carry (made in the editor), or a printed one. */
export function scenarioIn(options: { scenario?: string; custom?: Scenario }): Scenario | null {
  return options.custom ?? scenarioById(options.scenario);
}

export const SCENARIO_RULINGS: readonly RulingNote[] = [
  ruling('D Internazionalista — Le unità',
    'Le 33 unità «a scelta» del corteo sono le 33 della scatola (come nel gioco avanzato); la testa può essere solo del Movimento o dei Marxisti-leninisti. Il potere schiera piantoni, vigili e 5 celere come nel gioco base, gli altri 5 celere in Piazza Fontana; i blindati, «come nel gioco base», entrano alla 2a mano con i 10 carabinieri.',
    'The corteo\u2019s 33 units "of its choice" are the box\u2019s 33 (as in the advanced game); only the Movement or the Marxist-Leninists may hold the head. The potere places guards, traffic police and 5 celere as in the base game, the other 5 celere in Piazza Fontana; the blindati, "as in the base game", come in at hand 2 with the 10 carabinieri.'),
  ruling('D Internazionalista — Il corteo presidenziale',
    'Velocità 4; si muove come un blindato, solo nel suo esa, mai attraverso unità del corteo, barricate o copriobiettivi, senza badare alle ZOC. Un pezzo si muove solo se 5 unità del potere (non in panico) stanno entro 4 esa da dove parte e da dove si ferma. Esce dalla mappa da un esa di strada o viale del bordo est. Nessuna unità gli entra nell\u2019esa; nessuna barricata entro 4 esa da un suo pezzo.',
    'Speed 4; it moves as a blindato, alone on its hex, never through corteo units, barricades or covers, paying no heed to ZOC. A piece moves only if 5 potere units (not panicked) stand within 4 hexes of where it starts and of where it stops. It leaves the map from a street or avenue hex of the east edge. No unit enters its hex; no barricade within 4 hexes of any of its pieces.'),
  ruling('D Internazionalista — Oltrepassare mura, fiume, bordo est',
    '«Con il Corteo, non con singole unità»: conta un\u2019unità del corpo principale del corteo, il gruppo collegato più numeroso con un\u2019unità della componente di testa (10b), che alla fine di un turno (del corteo o del potere) sta a est delle mura, a est del fiume, o su un esa del bordo est (oltre il quale non ci sono esa). 20 punti ciascuno, una volta.',
    '"With the Corteo, not with single units": a unit of the corteo\u2019s main body counts, the largest connected group with a unit of the head\u2019s component (10b), standing at the end of a turn (the corteo\u2019s or the potere\u2019s) east of the walls, east of the river, or on a hex of the east edge (beyond which there are no hexes). 20 points each, once.'),
  ruling('D Internazionalista — Il corteo presidenziale nella ZOC',
    'Alla fine di ogni turno di gioco (del corteo e del potere) ogni pezzo del corteo presidenziale nella ZOC di un\u2019unità del corteo vale 5 punti al corteo.',
    'At the end of every turn (the corteo\u2019s and the potere\u2019s) each motorcade piece in the ZOC of a corteo unit scores 5 points to the corteo.'),
  ruling('D Internazionalista — Fermarsi e arretrare',
    'I 5 esa «davanti» alla sede diplomatica di Bulvar dei Cappuccini sono quelli del Bulvar a non più di 2 esa da essa. Dalla 7a mano, alla fine di ogni mano in cui i 5 pezzi li occupano tutti, il potere ha 10 punti. La figura «sì/no» non è stampata: un pezzo arretra se finisce il suo spostamento in una colonna più a ovest di quella da cui è partito; si ferma se, in un turno del potere, nessuno dei suoi pezzi si sposta mentre qualcuno è ancora fuori da quei 5 esa. Se il corteo presidenziale si ferma, o un suo pezzo arretra, altrove, o un\u2019unità del corteo sta in un esa della sede diplomatica alla fine di un turno, il potere perde quei punti per il resto della partita.',
    'The 5 hexes "in front of" the embassy in Bulvar dei Cappuccini are the Bulvar\u2019s within 2 hexes of it. From hand 7, at the end of each hand in which the 5 pieces occupy them all, the potere scores 10. The "yes/no" figure is not printed: a piece moves back if it ends its move in a column further west than the one it started from; it stops if, in a potere turn, none of its pieces moves while any is still outside those 5 hexes. If the motorcade stops, or a piece of it moves back, elsewhere, or a corteo unit stands on a hex of the embassy at the end of a turn, the potere loses those points for the rest of the game.'),
  ...ANTIFASCISTA_RULINGS,
  ...SOCIALE_RULINGS,
  ...ANTIREPRESSIVO_RULINGS,
];
