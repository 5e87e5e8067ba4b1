// Phase 4-B: one battle at a time in every invaded territory (or ridge), called from the battles
// step (`startBattle`) and ended with `c.end()` (`endBattle`): the battles step then offers the
// next one or goes on to the friendly moves. Before it: the bombers' kind of attack, the
// strategic cards both sides choose in secret (then both are shown: `attackCards`,
// `defendCards`), the defender's AA infantry and Collamato's Colle ameno, Tradimento's traitors
// (`betray`). Then rounds (rounds.ts): a side fires (`fire`, Melano's `reroll`), the other takes
// its casualties (`losses`). Only land units conquer (rulebook, "Il turno di gioco", 4-B).
import type { Seat } from '../../../engine/types.ts';
import { diceMoves, type DiceRequest } from '../../../engine/dice.ts';
import { COMBAT, isAir, rowFor, type UnitKind } from '../content/pieces.ts';
import { BIO_TABLE, STRATEGIC_KINDS, CARD_BY_KIND, kindOf, type StrategicKind } from '../content/cards.ts';
import { NODE_COUNT, activeSeat, addUnits, enemiesAt, inBox, isRidge, maxMove } from './board.ts';
import type { FabContext } from './context.ts';
import { conquer } from './conquest.ts';
import { discard, takeFromHand } from './hands.ts';
import { aliveOf, isLegalLoss, lossChoices, lossOptionCount } from './losses.ts';
import { sendBack } from './movement.ts';
import { infantryLost, pay } from './resources.ts';
import { category, endVolley, fireOf, markCasualties } from './rounds.ts';
import type { Battle, BattleStage, BomberMode, FabMove, FabState, Fighter, LossVector } from './types.ts';

export { fireOf };

/** A battle's steps (the view calls them the battle's stages). */
export const BATTLE_STAGES: readonly BattleStage[] = ['attackCards', 'defendCards', 'betray', 'fire', 'reroll', 'losses'];

/** Nodes with a battle or a bombing still to resolve this turn. */
export function pendingBattles(s: FabState): number[] {
  const seat = activeSeat(s);
  const units = s.units;
  // The nodes where another owner has a stack (enemiesAt's question), in one pass.
  const foes = FOES;
  foes.fill(0);
  for (let i = 0; i < units.length; i++) if (units[i].o !== seat) foes[units[i].at] = 1;
  const out: number[] = [];
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    if (u.o !== seat || out.includes(u.at) || s.fought.includes(u.at)) continue;
    if (foes[u.at] === 1 || (u.k === 'bomber' && raidModes(s, u.at, seat).length > 0)) out.push(u.at);
  }
  return out;
}
/** pendingBattles' scratch space, written and read within the call. */
const FOES = new Uint8Array(NODE_COUNT);

/** The bombers' alternatives to fighting units: a structure, or the strategic attack. */
export function raidModes(s: FabState, at: number, seat: Seat): BomberMode[] {
  if (isRidge(at) || s.owner[at] === seat || s.owner[at] === -1) return [];
  const out: BomberMode[] = [];
  if (s.factory[at]) out.push('factory', 'strategic');
  if (s.aa[at]) out.push('aa');
  return out;
}

const bombersAt = (s: FabState, at: number, seat: Seat): number =>
  s.units.reduce((n, u) => (u.o === seat && u.at === at && u.k === 'bomber' ? n + u.n : n), 0);

export function battleOptions(s: FabState): FabMove[] {
  const seat = activeSeat(s);
  const out: FabMove[] = [];
  for (const at of pendingBattles(s)) {
    out.push({ type: 'battle', at, bombers: [] });
    const b = bombersAt(s, at, seat);
    if (b === 0) continue;
    for (const m of raidModes(s, at, seat)) {
      out.push({ type: 'battle', at, bombers: [m] });
      if (b > 1) out.push({ type: 'battle', at, bombers: new Array<BomberMode>(b).fill(m) });
    }
  }
  return out;
}

const toFighter = (k: UnitKind, mv: number, from: number): Fighter => ({ k, bonus: 0, aa: false, hit: false, mv, from });

/** The battle (or bombing) the active player chose: called, it ends when it is resolved. */
export function startBattle(c: FabContext, at: number, bombers: BomberMode[]): string | null {
  const s = c.s;
  const seat = activeSeat(s);
  if (!pendingBattles(s).includes(at)) return 'fabrisiko.error.noBattle';
  const modes = raidModes(s, at, seat);
  if (!Array.isArray(bombers) || bombers.length > bombersAt(s, at, seat) || bombers.some((m) => !modes.includes(m))) return 'fabrisiko.error.badBombers';
  c.foughtAt().push(at);
  c.call('battle', { at, bombers });
  return null;
}

/** The battle's opening (its frame's data: the place and the raiding bombers): the raids, then the units drawn up. */
export function openBattle(c: FabContext): void {
  const s = c.s;
  const seat = activeSeat(s);
  const { at, bombers } = c.args as { at: number; bombers: BomberMode[] };
  // Bombers raiding a structure or the economy roll now and stay out of the rounds.
  const raiders = bombers.length;
  const owner = s.owner[at];
  for (const m of bombers) {
    if (m === 'strategic') {
      const [v] = c.roll(seat, 10, 1, 'fabrisiko.roll.strategic', { at });
      c.log('fabrisiko.log.strategic', { seat, at, victim: owner, n: Math.min(v, s.res[owner]) });
      c.resources()[owner] = Math.max(0, s.res[owner] - v);
    } else {
      const [v] = c.roll(seat, 10, 1, 'fabrisiko.roll.raid', { at, kind: m });
      const hit = v <= COMBAT.bomberStructureFire.value && s[m][at];
      if (hit) c.structures(m)[at] = false;
      c.log('fabrisiko.log.raid', { seat, at, kind: m, hit });
    }
  }
  const enemies = enemiesAt(s, at, seat);
  if (enemies.length === 0) return c.end();
  const defender = enemies[0];
  const b: Battle = {
    at, attacker: seat, defender, ridge: isRidge(at), a: [], d: [], round: 1, side: 'a',
    aCards: [], dCards: [], colle: false, fulmineo: false, valorosa: false, betrayA: 0, betrayD: 0,
    roll: [], fire: [], hits: { land: 0, any: 0, antiAir: 0 },
  };
  let keepOut = raiders;
  for (const u of s.units) {
    if (u.at !== at) continue;
    if (u.o === seat) {
      for (let i = 0; i < u.n; i++) {
        if (u.k === 'bomber' && keepOut > 0) {
          keepOut--;
          continue;
        }
        b.a.push(toFighter(u.k, u.mv, u.from));
      }
    } else if (u.o === defender) for (let i = 0; i < u.n; i++) b.d.push(toFighter(u.k, 0, -1));
  }
  // What fights leaves the board for the battlefield; raiding bombers stay on the board.
  const raidStacks = s.units.filter((u) => u.at === at && u.o === seat && u.k === 'bomber');
  s.units = s.units.filter((u) => !(u.at === at && (u.o === defender || u.o === seat)));
  let back = raiders;
  for (const u of raidStacks) {
    const n = Math.min(u.n, back);
    back -= n;
    addUnits(s, seat, 'bomber', at, n, u.mv, u.from);
  }
  s.battle = b;
  c.log('fabrisiko.log.battle', { seat, defender, at });
  if (b.a.length === 0) return endBattle(c);
  // A side with any card in hand chooses in secret (whether it holds strategic cards is its secret).
  if (s.hands[seat].length > 0) c.goto('attackCards');
  else toDefendCards(c);
}

const strategicIn = (hand: readonly string[]): string[] => hand.filter((id) => (STRATEGIC_KINDS as readonly string[]).includes(kindOf(id)));

/** Whether the defender has anything to decide before the battle. */
function defenderDecides(s: FabState, b: Battle): boolean {
  return s.hands[b.defender].length > 0 || maxAA(b) > 0 || colleAvailable(s, b);
}
const maxAA = (b: Battle): number => Math.min(b.d.filter((u) => u.k === 'inf').length, b.a.filter((u) => isAir(u.k)).length);
const colleAvailable = (s: FabState, b: Battle): boolean => s.faction[b.defender] === 'collamato' && !s.colleUsed;

function toDefendCards(c: FabContext): void {
  const b = c.s.battle!;
  if (defenderDecides(c.s, b)) c.goto('defendCards');
  else reveal(c);
}

/** The defender's step is secret when it holds cards (a public count): what they are is its secret. */
export const defendSecret = (s: FabState): boolean => s.hands[s.battle!.defender].length > 0;

function allowed(side: 'a' | 'd', k: StrategicKind): boolean {
  const by = CARD_BY_KIND[k].playedBy;
  return by === 'either' || (side === 'a' ? by === 'attacker' : by === 'defender');
}

/** Null when `cards` is a valid choice for a side; else the reason. */
function cardsProblem(s: FabState, b: Battle, side: 'a' | 'd', cards: unknown): string | null {
  if (!Array.isArray(cards)) return 'fabrisiko.error.badCards';
  const seat = side === 'a' ? b.attacker : b.defender;
  const hand = s.hands[seat].slice();
  const count: Record<string, number> = {};
  for (const id of cards) {
    const i = typeof id === 'string' ? hand.indexOf(id) : -1;
    if (i < 0) return 'fabrisiko.error.noCard';
    hand.splice(i, 1);
    const k = kindOf(id) as StrategicKind;
    if (!STRATEGIC_KINDS.includes(k) || !allowed(side, k)) return 'fabrisiko.error.badCards';
    count[k] = (count[k] ?? 0) + 1;
  }
  const mine = side === 'a' ? b.a : b.d;
  const theirs = side === 'a' ? b.d : b.a;
  for (const [k, n] of Object.entries(count)) {
    const limit = CARD_BY_KIND[k as StrategicKind].limit;
    if (limit === 'perBattle' && n > 1) return 'fabrisiko.error.cardLimit';
  }
  const secret = count.armaSegreta ?? 0;
  if (secret > mine.filter((u) => u.k !== 'inf').length || secret > s.res[seat]) return 'fabrisiko.error.cardLimit';
  if ((count.tradimento ?? 0) > theirs.length) return 'fabrisiko.error.cardLimit';
  return null;
}

/** A few valid choices for the bots and the contract test: none, each card alone, one of each. */
function cardChoices(s: FabState, b: Battle, side: 'a' | 'd'): string[][] {
  const seat = side === 'a' ? b.attacker : b.defender;
  const byKind = new Map<string, string>();
  for (const id of strategicIn(s.hands[seat])) if (!byKind.has(kindOf(id))) byKind.set(kindOf(id), id);
  const singles = [...byKind.values()].map((id) => [id]).filter((x) => cardsProblem(s, b, side, x) === null);
  const out: string[][] = [[], ...singles];
  const all = singles.flat();
  if (all.length > 1 && cardsProblem(s, b, side, all) === null) out.push(all);
  return out;
}

export const attackCardOptions = (s: FabState): FabMove[] =>
  cardChoices(s, s.battle!, 'a').map((cards) => ({ type: 'cards', cards, aa: 0, colle: false }));

export function defendCardOptions(s: FabState): FabMove[] {
  const b = s.battle!;
  const out: FabMove[] = [];
  const aas = maxAA(b) > 0 ? [0, maxAA(b)] : [0];
  const colles = colleAvailable(s, b) ? [false, true] : [false];
  for (const cards of cardChoices(s, b, 'd')) for (const aa of aas) for (const colle of colles) out.push({ type: 'cards', cards, aa, colle });
  return out;
}

export function chooseAttackCards(c: FabContext, m: Extract<FabMove, { type: 'cards' }>): string | null {
  const b = c.s.battle!;
  const why = cardsProblem(c.s, b, 'a', m.cards);
  if (why) return why;
  if (m.aa !== 0 || m.colle) return 'fabrisiko.error.badCards';
  b.aCards = m.cards.slice();
  toDefendCards(c);
  return null;
}

export function chooseDefendCards(c: FabContext, m: Extract<FabMove, { type: 'cards' }>): string | null {
  const s = c.s;
  const b = s.battle!;
  const why = cardsProblem(s, b, 'd', m.cards);
  if (why) return why;
  if (!Number.isInteger(m.aa) || m.aa < 0 || m.aa > maxAA(b)) return 'fabrisiko.error.badAA';
  if (m.colle && !colleAvailable(s, b)) return 'fabrisiko.error.noColle';
  b.dCards = m.cards.slice();
  let aa = m.aa;
  for (const u of b.d) if (aa > 0 && u.k === 'inf') (u.aa = true), aa--;
  if (m.colle) {
    b.colle = true;
    s.colleUsed = true;
  }
  reveal(c);
  return null;
}

/** Both sides' cards shown, then their effects. */
function reveal(c: FabContext): void {
  const s = c.s;
  const b = s.battle!;
  c.barrier();
  c.log('fabrisiko.log.battleCards', { attacker: b.attacker, defender: b.defender, aCards: b.aCards.map(kindOf), dCards: b.dCards.map(kindOf), aa: b.d.filter((u) => u.aa).length, colle: b.colle });
  for (const id of b.aCards) takeFromHand(c, b.attacker, id);
  for (const id of b.dCards) takeFromHand(c, b.defender, id);
  discard(c, [...b.aCards, ...b.dCards]);
  const kinds = (ids: string[]) => ids.map(kindOf);
  const aK = kinds(b.aCards);
  const dK = kinds(b.dCards);
  if (dK.includes('tregua')) {
    c.log('fabrisiko.log.tregua', { at: b.at });
    sendBack(s, b.attacker, b.a.map((u) => ({ k: u.k, from: u.from, n: 1 })));
    for (const u of b.d) addUnits(s, b.defender, u.k, b.at, 1);
    s.battle = null;
    c.end();
    return;
  }
  secretWeapons(c, b.a, b.attacker, aK.filter((k) => k === 'armaSegreta').length);
  secretWeapons(c, b.d, b.defender, dK.filter((k) => k === 'armaSegreta').length);
  b.fulmineo = aK.includes('attaccoFulmineo');
  b.valorosa = dK.includes('difesaValorosa');
  if (aK.includes('armaBiologica') || dK.includes('armaBiologica')) biological(c);
  b.betrayA = aK.filter((k) => k === 'tradimento').length;
  b.betrayD = dK.filter((k) => k === 'tradimento').length;
  toBetray(c);
}

/** Arma segreta: +2 on the strongest vehicles not yet armed (ruling); 1 resource each. */
function secretWeapons(c: FabContext, side: Fighter[], seat: Seat, n: number): void {
  const order: UnitKind[] = ['bomber', 'fighter', 'tank'];
  for (let i = 0; i < n; i++) {
    const u = order.map((k) => side.find((x) => x.k === k && x.bonus <= 0)).find(Boolean);
    if (!u) return;
    u.bonus += 2;
    pay(c, seat, 1, 'fabrisiko.why.armaSegreta');
  }
}

function biological(c: FabContext): void {
  const b = c.s.battle!;
  for (const [side, seat] of [[b.a, b.attacker], [b.d, b.defender]] as const) {
    const land = side.filter((u) => !isAir(u.k));
    if (land.length === 0) continue;
    const rolls = c.roll(seat, 10, land.length, 'fabrisiko.roll.bio');
    land.forEach((u, i) => {
      const r = rowFor(BIO_TABLE.rows, rolls[i]);
      if (r === 'sick') u.bonus -= u.k === 'tank' ? 2 : 1;
      if (r === 'dead') u.hit = true; // removed just below
    });
    const dead = side.filter((u) => u.hit).length;
    const deadInf = side.filter((u) => u.hit && u.k === 'inf').length;
    removeWhere(side, (u) => u.hit);
    if (dead > 0) c.log('fabrisiko.log.bioDead', { seat, n: dead });
    infantryLost(c, deadInf);
  }
}

function removeWhere(list: Fighter[], pred: (u: Fighter) => boolean): void {
  for (let i = list.length - 1; i >= 0; i--) if (pred(list[i])) list.splice(i, 1);
}

function toBetray(c: FabContext): void {
  const b = c.s.battle!;
  if ((b.betrayA > 0 && b.d.length > 0) || (b.betrayD > 0 && b.a.length > 0)) return c.goto('betray');
  b.betrayA = b.betrayD = 0;
  toRounds(c);
}

/** Tradimento: the side that hands over a unit (the defender first). */
export const betraySide = (b: Battle): 'a' | 'd' => (b.betrayA > 0 && b.d.length > 0 ? 'd' : 'a');

export function betrayOptions(s: FabState): FabMove[] {
  const b = s.battle!;
  const side = betraySide(b) === 'd' ? b.d : b.a;
  return [...new Set(side.map((u) => u.k))].map((kind) => ({ type: 'betray', kind }));
}

export function betray(c: FabContext, kind: UnitKind): string | null {
  const s = c.s;
  const b = s.battle!;
  const from = betraySide(b);
  const list = from === 'd' ? b.d : b.a;
  const i = list.findIndex((u) => u.k === kind);
  if (i < 0) return 'fabrisiko.error.noUnits';
  const [u] = list.splice(i, 1);
  const to = from === 'd' ? b.attacker : b.defender;
  if (from === 'd') b.betrayA--;
  else b.betrayD--;
  // The traitor is remade in the new colour; with none left in that box it is simply gone.
  if (inBox(s, to, kind) > 0) (from === 'd' ? b.a : b.d).push({ ...u, aa: false, hit: false, mv: maxMove(kind), from: b.at });
  c.log('fabrisiko.log.betray', { from: from === 'd' ? b.defender : b.attacker, to, kind });
  toBetray(c);
  return null;
}

function toRounds(c: FabContext): void {
  const b = c.s.battle!;
  if (hopeless(c)) return;
  if (b.a.length === 0 || b.d.length === 0) return endBattle(c);
  b.side = 'a';
  c.goto('fire');
}

// ---------------------------------------------------------------------------------------------
// Rounds (their order in rounds.ts).

export const firingSeat = (b: Battle): Seat => (b.side === 'a' ? b.attacker : b.defender);

/** The roll a side fires now: one d10 a unit. */
export function fireRequest(s: FabState): DiceRequest {
  const b = s.battle!;
  const shooters = b.side === 'a' ? b.a : b.d;
  const fire = shooters.map((u) => fireOf(b, b.side, u));
  return { seat: firingSeat(b), why: 'fabrisiko.roll.battle', die: 10, count: shooters.length, params: { at: b.at, round: b.round, side: b.side, fire } };
}

export function fireOptions(s: FabState): FabMove[] {
  if (!s.options.physicalDice) return [{ type: 'fire' }];
  return diceMoves(fireRequest(s)).map((faces): FabMove => ({ type: 'fire', faces }));
}

export function fire(c: FabContext, faces: unknown): string | null {
  const b = c.s.battle!;
  const request = fireRequest(c.s);
  const values = c.rollEntered(request, Boolean(c.s.options.physicalDice), faces);
  if (typeof values === 'string') return values;
  b.fire = request.params!.fire as number[];
  b.roll = values;
  if (rerollAvailable(c.s)) c.goto('reroll');
  else applyHits(c);
  return null;
}

/** Melano's crayfish: one die a turn of play (two in the turn it took Fabriano), a missed one. */
export function rerollAvailable(s: FabState): boolean {
  const b = s.battle!;
  const seat = firingSeat(b);
  return s.faction[seat] === 'melano' && s.rerollsUsed < 1 + (activeSeat(s) === seat ? s.rerollsExtra : 0) && b.roll.some((v, i) => v > b.fire[i]);
}

export function rerollOptions(s: FabState): FabMove[] {
  const b = s.battle!;
  const out: FabMove[] = [{ type: 'reroll', die: null }];
  const first = b.roll.findIndex((v, i) => v > b.fire[i]);
  if (first >= 0) {
    if (s.options.physicalDice) for (let f = 1; f <= 10; f++) out.push({ type: 'reroll', die: first, faces: [f] });
    else out.push({ type: 'reroll', die: first });
  }
  return out;
}

export function reroll(c: FabContext, die: number | null, faces: unknown): string | null {
  const s = c.s;
  const b = s.battle!;
  if (die !== null) {
    if (!Number.isInteger(die) || die < 0 || die >= b.roll.length || b.roll[die] <= b.fire[die]) return 'fabrisiko.error.badDie';
    const rolled = c.rollEntered({ seat: firingSeat(b), why: 'fabrisiko.roll.reroll', die: 10, count: 1, params: { die } }, Boolean(s.options.physicalDice), faces);
    if (typeof rolled === 'string') return rolled;
    const v = rolled[0];
    b.roll = b.roll.slice();
    b.roll[die] = v;
    s.rerollsUsed++;
    if (rerollAvailable(s)) return null;
  }
  applyHits(c);
  return null;
}

function applyHits(c: FabContext): void {
  const b = c.s.battle!;
  const shooters = b.side === 'a' ? b.a : b.d;
  const hits = { land: 0, any: 0, antiAir: 0 };
  shooters.forEach((u, i) => {
    if (b.roll[i] <= b.fire[i]) hits[category(u)]++;
  });
  b.hits = hits;
  c.log('fabrisiko.log.hits', { side: b.side, ...hits });
  const alive = losingAlive(b);
  if (lossOptionCount(alive, hits) > 1) c.goto('losses');
  else takeLosses(c, lossChoices(alive, hits)[0] ?? { inf: 0, aa: 0, tank: 0, fighter: 0, bomber: 0 });
}

/** The side that takes the hits now and its choices. */
export const losingSeat = (b: Battle): Seat => (b.side === 'a' ? b.defender : b.attacker);
const losingAlive = (b: Battle) => aliveOf(b.side === 'a' ? b.d : b.a, false);
/** The casualty choices offered (a few, the cheapest first: rules/losses.ts). */
export const lossMoves = (s: FabState): FabMove[] => lossChoices(losingAlive(s.battle!), s.battle!.hits).map((take) => ({ type: 'losses', take }));

export function chooseLosses(c: FabContext, take: LossVector): string | null {
  const b = c.s.battle!;
  // Any legal count is accepted, listed or not (saves made when every choice was listed).
  if (!isLegalLoss(losingAlive(b), b.hits, take)) return 'fabrisiko.error.badLosses';
  takeLosses(c, take);
  return null;
}

function takeLosses(c: FabContext, take: LossVector): void {
  const b = c.s.battle!;
  markCasualties(b.side === 'a' ? b.d : b.a, take);
  const lost = take.inf + take.aa + take.tank + take.fighter + take.bomber;
  if (lost > 0) c.log('fabrisiko.log.losses', { seat: losingSeat(b), ...take });
  const roundOver = b.side === 'd';
  const end = endVolley(b);
  infantryLost(c, end.infA);
  infantryLost(c, end.infD);
  if (roundOver && hopeless(c)) return;
  if (end.over) return endBattle(c);
  c.goto('fire');
}

/**
 * Land units that attacked and are left facing aircraft alone can hit nothing, and the rulebook
 * has them "automatically destroyed" by the aircraft (its example: a tank that took out a
 * tank and an infantry, then an aircraft). With the option on, they are, and the battle ends.
 */
function hopeless(c: FabContext): boolean {
  const b = c.s.battle!;
  if (!c.s.options.hopeless || b.a.length === 0 || b.d.length === 0) return false;
  if (!b.a.every((u) => !isAir(u.k)) || !b.d.every((u) => isAir(u.k))) return false;
  c.log('fabrisiko.log.hopeless', { seat: b.attacker, n: b.a.length, at: b.at });
  infantryLost(c, b.a.filter((u) => u.k === 'inf').length);
  b.a = [];
  endBattle(c);
  return true;
}

/** The winner stays; land units that win a territory conquer it; aircraft alone never do. */
function endBattle(c: FabContext): void {
  const s = c.s;
  const b = s.battle!;
  const attackerLand = b.a.some((u) => !isAir(u.k));
  c.log('fabrisiko.log.battleEnd', { at: b.at, attacker: b.attacker, defender: b.defender, won: b.d.length === 0 && b.a.length > 0 });
  for (const u of b.d) addUnits(s, b.defender, u.k, b.at, 1);
  if (b.d.length === 0 && attackerLand && !b.ridge && s.owner[b.at] !== b.attacker) conquer(c, b.attacker, b.at);
  for (const u of b.a) addUnits(s, b.attacker, u.k, b.at, 1, isAir(u.k) ? u.mv : maxMove(u.k), u.from);
  s.battle = null;
  c.end();
}
