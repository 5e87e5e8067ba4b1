// A battle's odds before it is fought, as TripleA's battle calculator gives them: the battle
// played many times by simulation over public data only (the units on each side, their bonuses,
// AA infantry, a ridge, the cards already shown, Melano's rerolls), with the rules' own rounds
// (rules/rounds.ts: fire values, hits, the Perdite box, whose volley follows; the casualty
// choices as rules/losses.ts allows them) and the casualties a sensible player takes
// (`sensibleLoss`). Pure and seeded.
import { Rng, seedRng } from '../../engine/rng.ts';
import { COMBAT, isAir, type UnitKind } from './content/index.ts';
import { aliveOf, type Alive } from './rules/losses.ts';
import { category, endVolley, fireOf, markCasualties } from './rules/rounds.ts';
import type { Battle, Fighter, Hits, LossVector } from './rules/types.ts';

export interface UnitCount {
  inf?: number;
  tank?: number;
  fighter?: number;
  bomber?: number;
}

export interface OddsInput {
  attacker: UnitCount;
  /** `aa`: how many of the defender's infantry are declared AA infantry (within `inf`). */
  defender: UnitCount & { aa?: number };
  /** A fight on a mountain ridge (infantry hits on 1, aircraft weaker; nobody conquers). */
  ridge?: boolean;
  /** The attacking aircraft still have to fly over the target's AA site (each falls on 1-2). */
  aaSite?: boolean;
  /** Battle cards already shown: Arma segreta's +2 on that many vehicles a side, and the rest. */
  armaSegretaA?: number;
  armaSegretaD?: number;
  valorosa?: boolean;
  colle?: boolean;
  fulmineo?: boolean;
  /** Melano's rerolls still available in this battle, by side. */
  rerollsA?: number;
  rerollsD?: number;
}

export interface Odds {
  trials: number;
  /** The defender eliminated and some attacker left. */
  win: number;
  /** Win with a land unit left on a territory: it is conquered. */
  conquer: number;
  /** The attacker eliminated and some defender left. */
  lose: number;
  /** Both sides eliminated in the same round. */
  draw: number;
  /** Expected units left, by kind (AA infantry counted in `inf`). */
  attackerLeft: Required<UnitCount>;
  defenderLeft: Required<UnitCount>;
  /** Mean rounds fought. */
  rounds: number;
}

/** What a unit is worth to a sensible player choosing casualties (its cost; AA infantry a little more). */
const WORTH: Record<keyof LossVector, number> = { inf: 1, aa: 1.1, tank: 3, fighter: 5, bomber: 8 };
const CHEAPEST: readonly (keyof LossVector)[] = ['inf', 'aa', 'tank', 'fighter', 'bomber'];

/**
 * The casualties a sensible player takes, built directly (a big army has thousands of options):
 * aircraft hits take the AA infantry first (the rule), anti-aircraft hits the cheapest aircraft,
 * land hits the cheapest land units, the other aircraft hits the cheapest of what is left; the
 * attacker keeps its last land unit to conquer with while an aircraft can take the hit instead
 * (`keepLand`). As many casualties as the rules' options take (rules/losses.ts).
 */
export function sensibleLoss(alive: Alive, hits: Hits, keepLand: boolean): LossVector {
  const a: Alive = { ...alive };
  const take: LossVector = { inf: 0, aa: 0, tank: 0, fighter: 0, bomber: 0 };
  const hit = (k: keyof LossVector, n: number): number => {
    const x = Math.min(n, a[k]);
    a[k] -= x;
    take[k] += x;
    return n - x;
  };
  let any = hit('aa', hits.any);
  let anti = hits.antiAir;
  for (const k of ['fighter', 'bomber'] as const) anti = hit(k, anti);
  let land = hits.land;
  for (const k of ['inf', 'aa', 'tank'] as const) land = hit(k, land);
  for (; any > 0; any--) {
    const landLeft = a.inf + a.aa + a.tank;
    const air = keepLand && landLeft === 1 && a.fighter + a.bomber > 0;
    const k = CHEAPEST.find((x) => a[x] > 0 && (!air || x === 'fighter' || x === 'bomber'));
    if (!k) break;
    hit(k, 1);
  }
  return take;
}

/**
 * Among given casualty options, the one a sensible player takes: the cheapest, and the attacker
 * keeps a land unit to conquer with while it can (`keepLand`).
 */
export function pickLoss(options: readonly LossVector[], alive: Alive, keepLand: boolean): LossVector {
  let best = options[0];
  let bestCost = Infinity;
  for (const o of options) {
    let cost = o.inf * WORTH.inf + o.aa * WORTH.aa + o.tank * WORTH.tank + o.fighter * WORTH.fighter + o.bomber * WORTH.bomber;
    const landLeft = alive.inf + alive.aa + alive.tank - o.inf - o.aa - o.tank;
    if (keepLand && landLeft === 0 && alive.inf + alive.aa + alive.tank > 0) cost += 20;
    if (cost < bestCost) {
      bestCost = cost;
      best = o;
    }
  }
  return best;
}

const fighter = (k: UnitKind, bonus = 0, aa = false): Fighter => ({ k, bonus, aa, hit: false, mv: 0, from: -1 });

function side(count: UnitCount, aa: number, armed: number): Fighter[] {
  const out: Fighter[] = [];
  for (const k of ['inf', 'tank', 'fighter', 'bomber'] as const) for (let i = 0; i < (count[k] ?? 0); i++) out.push(fighter(k, 0, k === 'inf' && i < aa));
  // Arma segreta arms the strongest vehicles, as the rules do.
  for (const k of ['bomber', 'fighter', 'tank'] as const) {
    for (const u of out) if (armed > 0 && u.k === k && u.bonus === 0) (u.bonus += 2), armed--;
  }
  return out;
}

/** A battle before its first shot, from counts (what the screens know before a battle). */
export function battleOf(input: OddsInput): Battle {
  return {
    at: -1, attacker: 0, defender: 1, ridge: Boolean(input.ridge),
    a: side(input.attacker, 0, input.armaSegretaA ?? 0),
    d: side(input.defender, Math.min(input.defender.aa ?? 0, input.defender.inf ?? 0), input.armaSegretaD ?? 0),
    round: 1, side: 'a', aCards: [], dCards: [],
    colle: Boolean(input.colle), fulmineo: Boolean(input.fulmineo), valorosa: Boolean(input.valorosa),
    betrayA: 0, betrayD: 0, roll: [], fire: [], hits: { land: 0, any: 0, antiAir: 0 },
  };
}

/** One side fires: hits by category, a missed die rerolled while rerolls last. */
function volley(b: Battle, s: 'a' | 'd', rng: Rng, rerolls: { n: number }): Hits {
  const hits: Hits = { land: 0, any: 0, antiAir: 0 };
  for (const u of s === 'a' ? b.a : b.d) {
    const f = fireOf(b, s, u);
    let v = rng.int(1, 10);
    if (v > f && rerolls.n > 0) (rerolls.n--, (v = rng.int(1, 10)));
    if (v <= f) hits[category(u)]++;
  }
  return hits;
}

/** Takes one side's hits with a sensible choice of casualties. */
function takeHits(list: Fighter[], hits: Hits, keepLand: boolean): void {
  if (hits.land + hits.any + hits.antiAir > 0) markCasualties(list, sensibleLoss(aliveOf(list, false), hits, keepLand));
}

/** Fights a battle from the start of a round to its end (no retreat), editing it in place. Returns the rounds. */
export function fightOut(b: Battle, rng: Rng, rerollsA = 0, rerollsD = 0): number {
  if (b.a.length === 0 || b.d.length === 0) return 0;
  const first = b.round;
  const ra = { n: rerollsA };
  const rd = { n: rerollsD };
  const keepLand = !b.ridge;
  b.side = 'a';
  // The rules' volleys (rules/rounds.ts), each with the odds' own dice and casualties.
  do {
    if (b.side === 'a') takeHits(b.d, volley(b, 'a', rng, ra), false);
    else takeHits(b.a, volley(b, 'd', rng, rd), keepLand);
  } while (!endVolley(b).over);
  return b.round - first + 1;
}

/** What the odds need of a battle (a view's battle has it). */
export type BattleLike = Pick<Battle, 'a' | 'd' | 'ridge' | 'round' | 'colle' | 'fulmineo' | 'valorosa'>;
const pickBattle = (b: BattleLike): BattleLike => ({ a: b.a, d: b.d, ridge: b.ridge, round: b.round, colle: b.colle, fulmineo: b.fulmineo, valorosa: b.valorosa });

const zero = (): Required<UnitCount> => ({ inf: 0, tank: 0, fighter: 0, bomber: 0 });

/** The odds of a battle about to start, or of one under way (a view's `battle`, taken at the start of its round). */
export function battleOdds(input: OddsInput | BattleLike, trials = 2000, seed = 1): Odds {
  const steps = battleOddsSteps(input, trials, seed, trials);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * The same calculation in pieces of `chunk` trials: it yields after each piece, so a screen can
 * spread it over several short tasks; run to its end it returns what battleOdds returns.
 */
export function* battleOddsSteps(input: OddsInput | BattleLike, trials = 2000, seed = 1, chunk = 250): Generator<number, Odds> {
  const rng = new Rng(seedRng(seed));
  const start: Battle = 'a' in input ? { ...battleOf({ attacker: {}, defender: {} }), ...pickBattle(input) } : battleOf(input);
  const aaSite = 'a' in input ? false : Boolean(input.aaSite);
  const rerollsA = 'a' in input ? 0 : input.rerollsA ?? 0;
  const rerollsD = 'a' in input ? 0 : input.rerollsD ?? 0;
  const out: Odds = { trials, win: 0, conquer: 0, lose: 0, draw: 0, attackerLeft: zero(), defenderLeft: zero(), rounds: 0 };
  for (let t = 0; t < trials; t++) {
    if (t > 0 && t % chunk === 0) yield t;
    const b: Battle = { ...start, a: start.a.filter((u) => !u.hit).map((u) => ({ ...u })), d: start.d.filter((u) => !u.hit).map((u) => ({ ...u })) };
    if (aaSite) b.a = b.a.filter((u) => !isAir(u.k) || rng.int(1, 10) > COMBAT.aaSiteHitsUpTo.value);
    out.rounds += fightOut(b, rng, rerollsA, rerollsD);
    if (b.d.length === 0 && b.a.length > 0) {
      out.win++;
      if (!b.ridge && b.a.some((u) => !isAir(u.k))) out.conquer++;
    } else if (b.a.length === 0 && b.d.length > 0) out.lose++;
    else out.draw++;
    for (const u of b.a) out.attackerLeft[u.k]++;
    for (const u of b.d) out.defenderLeft[u.k]++;
  }
  for (const k of ['win', 'conquer', 'lose', 'draw', 'rounds'] as const) out[k] /= trials;
  for (const k of ['inf', 'tank', 'fighter', 'bomber'] as const) {
    out.attackerLeft[k] /= trials;
    out.defenderLeft[k] /= trials;
  }
  return out;
}
