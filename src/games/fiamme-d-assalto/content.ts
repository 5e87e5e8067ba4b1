// Fiamme d'assalto components as data, each record with its provenance (DESIGN.md, "Content").
// Rulebook: ../shared/rules/fiamme-d-assalto.it.txt. The rulebook prints the procedures, the
// tables' shape and a few values (CORAGGIO (7), the 4 grenades, the Ardimento track at 4, the
// command dice, the grenade dice, the missions); it does not print the boards' attributes, the
// cards' faces, the enemy tokens or the Pistole Mitragliatrici table. Those are reconstructed
// here, tuned with the sensible bot (bot.ts) so that missions are tense and winnable, and
// marked as such. Replacing a reconstruction with the printed value is a change in this file.
import type { ContentFamily, GameContent, Provenance, RulingNote, Sourced, Text } from '../../engine/content.ts';
import { validateContent } from '../../engine/content.ts';

export type Attribute = 'agilita' | 'combattimento' | 'coraggio' | 'riflessi';
export const ATTRIBUTES: readonly Attribute[] = ['agilita', 'combattimento', 'coraggio', 'riflessi'];
export type Attributes = Record<Attribute, number>;

export type MissionId = 1 | 2 | 3 | 4 | 5;
export const MISSION_IDS: readonly MissionId[] = [1, 2, 3, 4, 5];

const rb = (section: string): Provenance => ({ source: 'rulebook', section });
const rc = (it: string, en: string): Provenance => ({ source: 'reconstructed', note: { it, en } });

// ---------------------------------------------------------------------------------------------
// Fixed numbers of the rules (all printed in the rulebook).

export interface RuleConstant extends Sourced {
  id: string;
  value: number;
}

const constant = (id: string, value: number, section: string): RuleConstant => ({ id, value, provenance: rb(section) });

export const CONSTANTS = {
  ardimentoStart: constant('ardimentoStart', 4, '6. Preparazione del gioco'),
  ardimentoMax: constant('ardimentoMax', 4, '8.1 / 9.1 Punti Comando (massimo 4 punti)'),
  grenadesStart: constant('grenadesStart', 4, '6. Preparazione del gioco'),
  commandDiceSolo: constant('commandDiceSolo', 3, '8.1 / 9.1 Punti Comando'),
  commandDiceCoop: constant('commandDiceCoop', 2, '12. Gioco cooperativo'),
  commandThreshold: constant('commandThreshold', 3, '8.1 / 9.1 Punti Comando'),
  tdnCards: constant('tdnCards', 5, '8. Fase 1: Terra di Nessuno, punto 4'),
  selectCostSolo: constant('selectCostSolo', 2, '8.2 / 9.2 Selezione unità'),
  selectCostCoop: constant('selectCostCoop', 1, '12. Gioco cooperativo'),
  ardimentoCost: constant('ardimentoCost', 2, '8.1 / 9.1 Punti Comando'),
  modifierCost: constant('modifierCost', 1, '8.1 / 9.1 Punti Comando'),
  bombCost: constant('bombCost', 1, '9.1 Punti Comando'),
  passCost: constant('passCost', 1, '9.1 Punti Comando'),
  pmFlipCost: constant('pmFlipCost', 2, '9.1 Punti Comando; 9.3.5 Pistole mitragliatrici'),
  fuocoCost: constant('fuocoCost', 1, '12. Gioco cooperativo'),
  grenadeDice: constant('grenadeDice', 3, '9.3.2 Utilizzo delle bombe'),
  woundsToEliminate: constant('woundsToEliminate', 3, '4. Ferite'),
  woundPenaltyFrom: constant('woundPenaltyFrom', 2, '4. Ferite'),
  veteranMissions: constant('veteranMissions', 2, '10. Veterani'),
} as const;

/** Grenades a unit can hold: the counter shows 4 at most (ruling). */
export const GRENADES_MAX = 4;

// ---------------------------------------------------------------------------------------------
// Units. Board A (solo): five units with identifiers 1-5. Board B (co-op): per player two units
// (identifiers 1 and 2) with 4 grenades each, and a Pistole Mitragliatrici unit with FUOCO.

export interface UnitRecord extends Sourced {
  /** Stable id, also the roster key: 'a1'..'a5' (board A), 'b1-1', 'b1-2', 'b1-pm', 'b2-1'... */
  id: string;
  board: 'A' | 'B';
  /** Board B: which player's units (0 or 1); board A: 0. */
  owner: 0 | 1;
  kind: 'squad' | 'pm';
  /** The identifier used by the selection die (1-5 on board A, 1-2 on board B, 0 for a PM). */
  number: number;
  attrs: Attributes;
  /** Grenades at the start of a mission. */
  grenades: number;
  /** Board B PM units: the two FUOCO values, one die each. */
  fuoco: readonly [number, number] | null;
  /** i18n key of the unit's name. */
  nameKey: string;
}

const ATTR_NOTE = rc(
  'Il regolamento dice solo che gli attributi vanno da 2 a 5: i valori di ogni unità sono nostri, con lo stesso totale (14) e un punto forte diverso per ciascuna.',
  'The rulebook only says attributes range from 2 to 5: each unit\u2019s values are ours, with the same total (14) and a different strong point each.',
);
const PM_NOTE = rc(
  'Plancia B: attributi e valori FUOCO delle Pistole Mitragliatrici non sono stampati nel regolamento; sono nostri (unità più fragile in corpo a corpo, senza bombe).',
  'Board B: the Pistole Mitragliatrici\u2019s attributes and FUOCO values are not printed in the rulebook; they are ours (a unit weaker in melee, without grenades).',
);

const attrs = (agilita: number, combattimento: number, coraggio: number, riflessi: number): Attributes => ({
  agilita,
  combattimento,
  coraggio,
  riflessi,
});

const squadA = (n: number, a: Attributes): UnitRecord => ({
  id: `a${n}`,
  board: 'A',
  owner: 0,
  kind: 'squad',
  number: n,
  attrs: a,
  grenades: 4,
  fuoco: null,
  nameKey: `fiamme.unit.a${n}`,
  provenance: ATTR_NOTE,
});

export const BOARD_A: readonly UnitRecord[] = [
  squadA(1, attrs(4, 4, 3, 3)),
  squadA(2, attrs(3, 4, 4, 3)),
  squadA(3, attrs(5, 3, 3, 3)),
  squadA(4, attrs(2, 5, 4, 3)),
  squadA(5, attrs(3, 3, 3, 5)),
];

const squadB = (owner: 0 | 1, n: number, a: Attributes): UnitRecord => ({
  id: `b${owner + 1}-${n}`,
  board: 'B',
  owner,
  kind: 'squad',
  number: n,
  attrs: a,
  grenades: 4,
  fuoco: null,
  nameKey: `fiamme.unit.b${owner + 1}-${n}`,
  provenance: ATTR_NOTE,
});

const pmB = (owner: 0 | 1, a: Attributes, fuoco: [number, number]): UnitRecord => ({
  id: `b${owner + 1}-pm`,
  board: 'B',
  owner,
  kind: 'pm',
  number: 0,
  attrs: a,
  grenades: 0,
  fuoco,
  nameKey: `fiamme.unit.b${owner + 1}-pm`,
  provenance: PM_NOTE,
});

export const BOARD_B: readonly UnitRecord[] = [
  squadB(0, 1, attrs(4, 4, 3, 3)),
  squadB(0, 2, attrs(3, 4, 4, 3)),
  pmB(0, attrs(3, 2, 4, 3), [4, 5]),
  squadB(1, 1, attrs(3, 5, 3, 3)),
  squadB(1, 2, attrs(4, 3, 3, 4)),
  pmB(1, attrs(3, 2, 3, 4), [3, 6]),
];

export const UNITS_BY_ID: Readonly<Record<string, UnitRecord>> = Object.fromEntries(
  [...BOARD_A, ...BOARD_B].map((u) => [u.id, u]),
);

// ---------------------------------------------------------------------------------------------
// Terra di Nessuno deck. Every card asks the active unit for a test, except the Cecchino; some
// give command-point tokens for the trenches when their test is passed.

export interface TestSpec {
  attr: Attribute;
  difficulty: number;
}

export interface TdnCard extends Sourced {
  id: string;
  nameKey: string;
  test: TestSpec | null;
  /** Cecchino: a die equal to or above this wounds the active unit; null on other cards. */
  sniper: number | null;
  /** Command-point tokens gained for the trench phase when the test is passed. */
  pc: number;
}

const TDN_NOTE = rc(
  'Il regolamento descrive i tipi di carta Terra di Nessuno (test come CORAGGIO (7), il Cecchino, carte che danno Punti Comando) ma non ne stampa le facce: numero, nomi, test e valori sono nostri.',
  'The rulebook describes the kinds of Terra di Nessuno card (tests such as CORAGGIO (7), the Cecchino, cards that grant command points) but does not print their faces: the count, names, tests and values are ours.',
);

const tdn = (id: string, test: TestSpec | null, sniper: number | null, pc: number, provenance: Provenance = TDN_NOTE): TdnCard => ({
  id: `tdn-${id}`,
  nameKey: `fiamme.card.tdn-${id}`,
  test,
  sniper,
  pc,
  provenance,
});

export const TDN_CARDS: readonly TdnCard[] = [
  tdn('reticolato', { attr: 'agilita', difficulty: 8 }, null, 0),
  tdn(
    'bombardamento',
    { attr: 'coraggio', difficulty: 7 },
    null,
    0,
    rc(
      'Il test CORAGGIO (7) è l\u2019esempio del regolamento (3. Test attributo); il nome della carta è nostro.',
      'The CORAGGIO (7) test is the rulebook\u2019s example (3. Test attributo); the card\u2019s name is ours.',
    ),
  ),
  tdn('razzo', { attr: 'riflessi', difficulty: 8 }, null, 0),
  tdn('pattuglia', { attr: 'combattimento', difficulty: 8 }, null, 0),
  tdn('cecchino', null, 4, 0),
  tdn('buca', { attr: 'coraggio', difficulty: 7 }, null, 1),
  tdn('varco', { attr: 'agilita', difficulty: 7 }, null, 1),
  tdn('staffetta', { attr: 'riflessi', difficulty: 7 }, null, 2),
];

export const TDN_BY_ID: Readonly<Record<string, TdnCard>> = Object.fromEntries(TDN_CARDS.map((c) => [c.id, c]));

// ---------------------------------------------------------------------------------------------
// Trincea deck, Obiettivo cards and the Trincea di Collegamento. Each shows an optional test,
// the enemy table (how many enemies for a die of 1..6), an optional fire factor (white number
// in a red square) and, on two cards, GRANATE or DIFESA.

export type TrenchKind = 'trench' | 'objective' | 'link';
export type TrenchSpecial = 'granate' | 'difesa' | null;

export interface TrenchCard extends Sourced {
  id: string;
  kind: TrenchKind;
  nameKey: string;
  test: TestSpec | null;
  /** Enemies to draw for a die of 1, 2, 3, 4, 5, 6 (a 7 in Contrattacco reads the 6 row). */
  enemies: readonly [number, number, number, number, number, number];
  fire: number | null;
  special: TrenchSpecial;
}

const TRENCH_NOTE = rc(
  'Il regolamento descrive le parti della carta Trincea (test facoltativo, tabella dei nemici per tiro di dado, fattore di fuoco, GRANATE e DIFESA) ma non ne stampa le facce: numero, nomi e valori sono nostri.',
  'The rulebook describes the parts of a Trincea card (optional test, the enemy table by die roll, fire factor, GRANATE and DIFESA) but does not print their faces: the count, names and values are ours.',
);
const SPECIAL_NOTE = rc(
  'Carta speciale descritta dal regolamento (9.3.6); nome, tabella dei nemici e valori sono nostri.',
  'Special card described by the rulebook (9.3.6); name, enemy table and values are ours.',
);
const OBJECTIVE_NOTE = rc(
  'Il regolamento dice che c\u2019è più di una carta Obiettivo, scelta a caso, ma non ne stampa le facce: numero, nomi e valori sono nostri (più difese di una Trincea comune).',
  'The rulebook says there is more than one Obiettivo card, drawn at random, but does not print their faces: the count, names and values are ours (better defended than a common Trincea).',
);
const LINK_NOTE = rc(
  'La Trincea di Collegamento è nominata dal regolamento (Missione 5); la sua faccia è nostra.',
  'The Trincea di Collegamento is named by the rulebook (Mission 5); its face is ours.',
);

type Six = [number, number, number, number, number, number];

const trench = (
  kind: TrenchKind,
  id: string,
  test: TestSpec | null,
  enemies: Six,
  fire: number | null,
  special: TrenchSpecial,
  provenance: Provenance,
): TrenchCard => ({ id, kind, nameKey: `fiamme.card.${id}`, test, enemies, fire, special, provenance });

export const TRENCH_CARDS: readonly TrenchCard[] = [
  trench('trench', 'tr-camminamento', null, [1, 1, 1, 2, 2, 3], null, null, TRENCH_NOTE),
  trench('trench', 'tr-traversa', { attr: 'agilita', difficulty: 7 }, [0, 1, 1, 2, 2, 3], null, null, TRENCH_NOTE),
  trench('trench', 'tr-ricovero', { attr: 'coraggio', difficulty: 7 }, [1, 1, 2, 2, 2, 3], null, null, TRENCH_NOTE),
  trench('trench', 'tr-reticolato', { attr: 'agilita', difficulty: 8 }, [0, 1, 1, 2, 2, 2], null, null, TRENCH_NOTE),
  trench('trench', 'tr-vedetta', { attr: 'riflessi', difficulty: 7 }, [1, 1, 1, 2, 2, 2], 5, null, TRENCH_NOTE),
  trench('trench', 'tr-mitragliatrice', null, [1, 1, 2, 2, 3, 3], 5, null, TRENCH_NOTE),
  trench('trench', 'tr-dolina', null, [0, 1, 1, 2, 2, 2], null, null, TRENCH_NOTE),
  trench('trench', 'tr-galleria', { attr: 'combattimento', difficulty: 7 }, [1, 1, 2, 2, 3, 3], null, null, TRENCH_NOTE),
  trench('trench', 'tr-baracca', { attr: 'riflessi', difficulty: 7 }, [0, 1, 1, 2, 2, 2], null, null, TRENCH_NOTE),
  trench('trench', 'tr-parapetto', null, [0, 1, 1, 1, 2, 2], 5, null, TRENCH_NOTE),
  trench('trench', 'tr-deposito', null, [1, 1, 2, 2, 2, 3], null, 'granate', SPECIAL_NOTE),
  trench('trench', 'tr-posizione', null, [1, 1, 1, 2, 2, 3], null, 'difesa', SPECIAL_NOTE),
];

export const OBJECTIVE_CARDS: readonly TrenchCard[] = [
  trench('objective', 'ob-comando', { attr: 'coraggio', difficulty: 8 }, [2, 2, 3, 3, 3, 4], null, null, OBJECTIVE_NOTE),
  trench('objective', 'ob-osservatorio', { attr: 'riflessi', difficulty: 8 }, [2, 2, 2, 3, 3, 4], 5, null, OBJECTIVE_NOTE),
  trench('objective', 'ob-batteria', null, [2, 2, 3, 3, 4, 4], 5, null, OBJECTIVE_NOTE),
];

export const LINK_CARD: TrenchCard = trench('link', 'tr-collegamento', null, [1, 2, 2, 2, 3, 3], 6, null, LINK_NOTE);

export const TRENCH_BY_ID: Readonly<Record<string, TrenchCard>> = Object.fromEntries(
  [...TRENCH_CARDS, ...OBJECTIVE_CARDS, LINK_CARD].map((c) => [c.id, c]),
);

// ---------------------------------------------------------------------------------------------
// Enemy tokens: front (red) fire factor and melee value, back (black) melee value only. Drawn
// blind from a bag; all return to the bag at the end of each combat.

export interface EnemyToken extends Sourced {
  id: string;
  fire: number;
  melee: number;
  backMelee: number;
}

const ENEMY_NOTE = rc(
  'Il regolamento descrive le pedine nemico (fronte: fattore di fuoco e corpo a corpo; retro: corpo a corpo più basso) ma non ne stampa numero e valori: sono nostri.',
  'The rulebook describes the enemy tokens (front: fire factor and melee; back: a lower melee) but prints neither their number nor their values: they are ours.',
);

const enemy = (n: number, fire: number, melee: number, backMelee: number): EnemyToken => ({
  id: `en${String(n).padStart(2, '0')}`,
  fire,
  melee,
  backMelee,
  provenance: ENEMY_NOTE,
});

export const ENEMY_TOKENS: readonly EnemyToken[] = [
  enemy(1, 6, 3, 2),
  enemy(2, 6, 3, 2),
  enemy(3, 5, 3, 2),
  enemy(4, 5, 3, 2),
  enemy(5, 5, 4, 3),
  enemy(6, 5, 4, 2),
  enemy(7, 4, 4, 3),
  enemy(8, 4, 4, 2),
  enemy(9, 6, 4, 3),
  enemy(10, 5, 5, 3),
  enemy(11, 4, 5, 4),
  enemy(12, 6, 5, 3),
];

// ---------------------------------------------------------------------------------------------
// The Pistole Mitragliatrici card (solo): suppression points by die roll.

export interface PmTable extends Sourced {
  id: string;
  /** Suppression points for a die of 1..6. */
  suppression: readonly [number, number, number, number, number, number];
}

export const PM_TABLE: PmTable = {
  id: 'pm-solo',
  suppression: [0, 1, 1, 2, 2, 3],
  provenance: rc(
    'Il regolamento dice che la carta PM ha una tabella che dà punti Soppressione a seconda del dado, senza stamparla: i valori sono nostri.',
    'The rulebook says the PM card has a table giving suppression points by die roll, without printing it: the values are ours.',
  ),
};

// ---------------------------------------------------------------------------------------------
// Missions (chapter 11).

export type ObjectiveRule = 'none' | 'random' | 'link';

export interface MissionRecord extends Sourced {
  id: MissionId;
  nameKey: string;
  /** The Terra di Nessuno phase is played. */
  tdn: boolean;
  objective: ObjectiveRule;
  /** Missions without objective: how many Trincea cards form the deck (the rest stays aside unseen). */
  trenchCards: number | null;
  /** Added to the die that determines the enemy forces. */
  enemyMod: number;
  /** A modified enemy roll of 7 adds an enemy that bombs and PM cannot touch. */
  unbreakable: boolean;
  /** The Pistole Mitragliatrici card is available (solo). */
  pm: boolean;
  /** Mission 5: after the Trincea di Collegamento, a new deck of this many cards plus an objective. */
  secondStage: number | null;
}

export const MISSIONS: Readonly<Record<MissionId, MissionRecord>> = {
  1: {
    id: 1,
    nameKey: 'fiamme.mission.1',
    tdn: true,
    objective: 'none',
    trenchCards: 5,
    enemyMod: 0,
    unbreakable: false,
    pm: true,
    secondStage: null,
    provenance: rb('11. Missione 1 - Addestramento'),
  },
  2: {
    id: 2,
    nameKey: 'fiamme.mission.2',
    tdn: true,
    objective: 'random',
    trenchCards: null,
    enemyMod: 0,
    unbreakable: false,
    pm: true,
    secondStage: null,
    provenance: rb('11. Missione 2 - Assalto'),
  },
  3: {
    id: 3,
    nameKey: 'fiamme.mission.3',
    tdn: false,
    objective: 'none',
    trenchCards: TRENCH_CARDS.length - 3,
    enemyMod: 1,
    unbreakable: true,
    pm: true,
    secondStage: null,
    provenance: rb('11. Missione 3 - Contrattacco (tre carte scartate)'),
  },
  4: {
    id: 4,
    nameKey: 'fiamme.mission.4',
    tdn: true,
    objective: 'random',
    trenchCards: null,
    enemyMod: 0,
    unbreakable: false,
    pm: false,
    secondStage: null,
    provenance: rb('11. Missione 4 - Senza tregua'),
  },
  5: {
    id: 5,
    nameKey: 'fiamme.mission.5',
    tdn: true,
    objective: 'link',
    trenchCards: null,
    enemyMod: 0,
    unbreakable: false,
    pm: true,
    secondStage: 8,
    provenance: rb('11. Missione 5 - Assalto alla trincea di supporto'),
  },
};

// ---------------------------------------------------------------------------------------------
// Rulings: our reading where the rulebook is ambiguous or silent (shown on the Fonti screen).

const ruling = (section: string, it: string, en: string): RulingNote => ({ section, text: { it, en } });

export const RULINGS: readonly RulingNote[] = [
  ruling(
    '4. Ferite',
    'Il -1 dalla seconda ferita vale per i test attributo (carte Terra di Nessuno e Trincea); non per il corpo a corpo, il Cecchino, il fuoco nemico né il FUOCO delle PM, che non sono test.',
    'The -1 from the second wound applies to attribute tests (Terra di Nessuno and Trincea cards); not to melee, the Cecchino, enemy fire nor the PM\u2019s FUOCO, which are not tests.',
  ),
  ruling(
    '5. Punti Ardimento',
    'Dopo ogni tiro si può spendere un punto Ardimento per ritirare un dado, più volte finché restano punti. L\u2019app offre di ritirare solo i dadi il cui nuovo risultato può aiutare (un test fallito, un dado comando sotto il 3, un colpo nemico andato a segno...); il dado del nemico nel corpo a corpo non si ritira mai. Il fuoco nemico e il dado delle forze nemiche si possono ritirare.',
    'After each roll one Ardimento point may be spent to reroll one die, again and again while points remain. The app offers only the dice whose new result could help (a failed test, a command die under 3, an enemy hit...); the enemy\u2019s melee die is never rerolled. Enemy fire and the enemy-forces die may be rerolled.',
  ),
  ruling(
    '8.1 / 9.1 Punti Comando',
    'I Punti Comando si spendono nel passo apposito (dopo il tiro nella Terra di Nessuno, dopo la pesca della carta nelle Trincee). Le pedine PC guadagnate nella Terra di Nessuno restano finché non si usano; l\u2019app usa prima i punti del tiro, che a fine turno andrebbero persi.',
    'Command points are spent in their own step (after the roll in no man\u2019s land, after the card is drawn in the trenches). Tokens gained in no man\u2019s land stay until used; the app spends the rolled points first, since those are lost at the end of the turn.',
  ),
  ruling(
    '8.1 / 9.1 Punti Comando: modificatore',
    'La pedina PC da +1 vale per il test della carta in gioco: non si può mettere sul Cecchino (il suo tiro non ha modificatori) né su una carta Trincea senza test.',
    'The +1 command-point token modifies the current card\u2019s test: it cannot go on the Cecchino (its roll takes no modifiers) nor on a Trincea card without a test.',
  ),
  ruling(
    '8.2 / 9.2 Selezione dell\u2019unità',
    'Con il dado di selezione, un 6 (o il numero di un\u2019unità non più in gioco) lascia scegliere liberamente tra le unità presenti. Se resta una sola unità, è attiva senza tirare.',
    'With the selection die, a 6 (or the number of a unit no longer in play) allows a free choice among the units present. If only one unit is left it is active without a roll.',
  ),
  ruling(
    '9. Fase 2, punto 3',
    'L\u2019"evento" della carta Trincea è il suo test: un test richiede l\u2019unità attiva, quindi si risolve subito dopo la selezione e prima delle forze nemiche, come nel capitolo 9.3.',
    'The Trincea card\u2019s "event" is its test: a test needs the active unit, so it is resolved right after selection and before the enemy forces, as chapter 9.3 orders.',
  ),
  ruling(
    '9.1 / 9.3.2 Bombe',
    'La pedina Bomba si compra nel passo dei Punti Comando, prima di conoscere i nemici (massimo una per turno). Al passo delle bombe la lancia l\u2019unità attiva: se non ci sono nemici, o se l\u2019unità non ha bombe, la pedina va persa senza consumare bombe. Passare una bomba a un\u2019altra unità costa 1 PC; un\u2019unità tiene al massimo 4 bombe.',
    'The Bomb token is bought in the command-point step, before the enemies are known (at most one per turn). At the bomb step the active unit throws it: if there are no enemies, or the unit has no grenades, the token is lost and no grenade is spent. Passing a grenade to another unit costs 1 point; a unit holds at most 4 grenades.',
  ),
  ruling(
    '9.3.2 Utilizzo delle bombe',
    'I tre dadi della bomba si applicano nell\u2019ordine del tiro. Un 6 elimina la prima pedina a faccia in su; se sono tutte girate, elimina la prima pedina (la frase del regolamento tra parentesi è incompleta).',
    'The three grenade dice apply in the order rolled. A 6 eliminates the first face-up token; if all are flipped, it eliminates the first token (the rulebook\u2019s bracketed sentence is incomplete).',
  ),
  ruling(
    '9.3.3 Fuoco nemico',
    'Il dado in più per il fattore di fuoco della carta si tira solo se ci sono nemici in gioco. Ogni dado a segno è una ferita; se l\u2019unità viene eliminata i colpi restanti non contano.',
    'The extra die for the card\u2019s fire factor is rolled only when there are enemies in play. Each hit is a wound; once the unit is eliminated the remaining hits do not count.',
  ),
  ruling(
    '9.3.5 Pistole mitragliatrici',
    'La PM si usa nel passo dei Punti Comando o subito prima del tiro delle forze nemiche; i suoi punti Soppressione girano i primi nemici a faccia in su appena pescati e, se non ci sono nemici, vanno persi a fine turno. Usata, si rigira spendendo 2 PC e si può riusare.',
    'The PM is used in the command-point step or just before the enemy-forces roll; its suppression points flip the first face-up enemies as soon as they are drawn and are lost at the end of the turn if there are no enemies. Once used, it is turned back by spending 2 points and may be used again.',
  ),
  ruling(
    '9.3.6 GRANATE',
    'Il tiro GRANATE è facoltativo e si fa solo se l\u2019unità attiva è sopravvissuta; le bombe recuperate non superano 4.',
    'The GRANATE roll is optional and only made if the active unit survived; the grenades recovered never exceed 4.',
  ),
  ruling(
    '9.3.6 DIFESA',
    'Un\u2019unità lasciata in DIFESA esce dalla missione ma non è persa: torna nel gruppo per la missione successiva e, se la missione riesce, conta come sopravvissuta. Se è l\u2019ultima unità disponibile si scarta invece la carta PM; se la PM non c\u2019è (Senza tregua, già scartata o nel gioco cooperativo) l\u2019unità resta in gioco.',
    'A unit left on DIFESA leaves the mission but is not lost: it rejoins the group for the next mission and, if the mission succeeds, counts as having survived it. If it is the last unit available, the PM card is discarded instead; if there is no PM (Senza tregua, already discarded, or in the co-op game) the unit stays in play.',
  ),
  ruling(
    '9.3.4 Combattimento; 10/11 Fine della missione',
    'Se l\u2019unità attiva viene eliminata sull\u2019Obiettivo (o sulla Trincea di Collegamento) la carta resta sul tavolo: al turno seguente non si pesca e una nuova unità affronta nuovi nemici. La missione è persa quando non resta nessuna unità disponibile.',
    'If the active unit is eliminated on the Objective (or the Trincea di Collegamento) the card stays on the table: next turn nothing is drawn and a new unit faces new enemies. The mission is lost when no unit is available.',
  ),
  ruling(
    '11. Missioni 1 e 3',
    'Addestramento finisce dopo aver risolto la quinta carta Trincea; Contrattacco dopo aver risolto l\u2019ultima. Se resta almeno un\u2019unità, la missione è riuscita.',
    'Addestramento ends once the fifth Trincea card is resolved; Contrattacco once the last one is. If at least one unit is left the mission succeeds.',
  ),
  ruling(
    '11. Missione 3 - Contrattacco',
    'Con un 7 si legge la riga del 6 della tabella e si aggiunge una pedina in più, pescata dal sacchetto e messa per ultima: bombe e PM non la possono girare né eliminare; spara e combatte come le altre.',
    'On a 7 the table\u2019s 6 row is read and one more token is added, drawn from the bag and placed last: grenades and PM can neither flip nor eliminate it; it fires and fights like the others.',
  ),
  ruling(
    '11. Missione 5',
    'La Trincea di Collegamento si tratta come un obiettivo: si "raggiunge" quando viene conquistata (scartata dopo il combattimento). Allora tutte le dieci carte Trincea si rimescolano, se ne prendono 8 e si mescolano con un Obiettivo a caso; le altre restano da parte coperte.',
    'The Trincea di Collegamento is treated as an objective: it is "reached" once it is taken (discarded after combat). Then all ten Trincea cards are reshuffled, 8 are taken and shuffled with a random Objective; the others stay aside face down.',
  ),
  ruling(
    '10. Veterani',
    'Una missione "superata" è una missione riuscita a cui l\u2019unità sopravvive (anche in DIFESA). Alla seconda, a fine missione, il giocatore sceglie un attributo da aumentare di 1: una volta sola per unità. Un\u2019unità eliminata è sostituita nella missione seguente da una nuova unità con i valori della plancia. Ferite e bombe si azzerano tra una missione e l\u2019altra.',
    'A mission "passed" is a successful mission the unit survives (DIFESA included). At the second, at the end of the mission, the player picks one attribute to raise by 1: once per unit. An eliminated unit is replaced in the next mission by a new unit with the board\u2019s values. Wounds and grenades reset between missions.',
  ),
  ruling(
    '12. Gioco cooperativo',
    'I dadi comando si tirano a turno (prima il giocatore 1, poi il 2), e così la spesa dei punti. Il punto Ardimento si può comprare mettendo 1 PC a testa. Le decisioni comuni (chi agisce quando nessuno ha scelto un\u2019unità) spettano al giocatore 1; ogni tiro che riguarda un\u2019unità spetta al suo giocatore. Le pedine PC della Terra di Nessuno vanno al giocatore dell\u2019unità attiva.',
    'Command dice are rolled in turn (player 1 first, then player 2), and points are spent in the same order. The Ardimento point may be bought with 1 point from each player. Shared decisions (who acts when nobody chose a unit) belong to player 1; every roll concerning a unit belongs to its player. Command-point tokens from no man\u2019s land go to the active unit\u2019s player.',
  ),
  ruling(
    '12. Gioco cooperativo: PM',
    'Le PM sono unità (possono essere scelte, fare test e combattere, con 0 bombe). Il dado pari/dispari sceglie solo tra le unità 1 e 2; se quella non c\u2019è, il giocatore sceglie tra le sue unità rimaste, PM compresa. FUOCO costa 1 PC, si usa nel passo dei Punti Comando delle Trincee e dà un punto Soppressione per ogni dado che raggiunge il suo valore.',
    'The PMs are units (they can be chosen, take tests and fight, with 0 grenades). The odd/even die only chooses between units 1 and 2; if that one is gone, the player chooses among their remaining units, PM included. FUOCO costs 1 point, is used in the trench command-point step and gives one suppression point for each die reaching its value.',
  ),
];

// ---------------------------------------------------------------------------------------------

const family = (id: string, it: string, en: string, records: readonly Sourced[]): ContentFamily => ({
  id,
  name: { it, en },
  records,
});

const COMPONENTS_NOTE = rc(
  'Il regolamento conta 31 pedine ma non dice come si dividono: ne usiamo 12 nemici, la pedina Ardimento, le pedine ferita, bombe, PC e veterano senza limiti di numero.',
  'The rulebook counts 31 tokens without saying how they split: we use 12 enemies, the Ardimento marker, and wound, grenade, command-point and veteran markers without a limit on their number.',
);

export const COMPONENT_COUNTS: readonly (Sourced & { id: string; count: number | null; name: Text })[] = [
  { id: 'enemies', count: ENEMY_TOKENS.length, name: { it: 'Pedine nemico', en: 'Enemy tokens' }, provenance: COMPONENTS_NOTE },
  { id: 'tdn', count: TDN_CARDS.length, name: { it: 'Carte Terra di Nessuno', en: 'Terra di Nessuno cards' }, provenance: TDN_NOTE },
  { id: 'trincea', count: TRENCH_CARDS.length, name: { it: 'Carte Trincea', en: 'Trincea cards' }, provenance: TRENCH_NOTE },
  { id: 'obiettivo', count: OBJECTIVE_CARDS.length, name: { it: 'Carte Obiettivo', en: 'Obiettivo cards' }, provenance: OBJECTIVE_NOTE },
  { id: 'dice', count: 3, name: { it: 'Dadi a 6 facce (almeno)', en: 'Six-sided dice (at least)' }, provenance: rb('1. Componenti del gioco') },
];

export const fiammeContent: GameContent = validateContent({
  gameId: 'fiamme-d-assalto',
  families: [
    family('constants', 'Numeri delle regole', 'Rule numbers', Object.values(CONSTANTS)),
    family('boardA', 'Plancia A (solitario)', 'Board A (solo)', BOARD_A),
    family('boardB', 'Plancia B (cooperativo)', 'Board B (co-op)', BOARD_B),
    family('tdn', 'Carte Terra di Nessuno', 'Terra di Nessuno cards', TDN_CARDS),
    family('trincea', 'Carte Trincea', 'Trincea cards', TRENCH_CARDS),
    family('obiettivo', 'Carte Obiettivo e Trincea di Collegamento', 'Obiettivo cards and Trincea di Collegamento', [
      ...OBJECTIVE_CARDS,
      LINK_CARD,
    ]),
    family('enemies', 'Pedine nemico', 'Enemy tokens', ENEMY_TOKENS),
    family('pm', 'Carta Pistole Mitragliatrici', 'Pistole Mitragliatrici card', [PM_TABLE]),
    family('missions', 'Missioni', 'Missions', Object.values(MISSIONS)),
    family('components', 'Quantità dei componenti', 'Component counts', COMPONENT_COUNTS),
  ],
  rulings: RULINGS,
});
