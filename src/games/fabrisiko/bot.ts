// FabRisiko!'s scripted general: every decision from the seat's view and its legal moves only
// (never the state). It buys mostly infantry (the most fire per resource) with tanks to move,
// places infantry where the threat is and vehicles on its complexes, walks into empty frazioni,
// invades where the battle calculator (odds.ts) favours it while keeping its major frazione
// defended, gathers its spare units toward weakly held land, plays its battle cards where they change the odds, takes the cheapest casualties and
// brings its aircraft home. `simple` is the newcomer: it counts units instead of odds and never
// plays battle cards (players.ts adds the slips).
import type { Rng } from '../../engine/rng.ts';
import type { Seat } from '../../engine/types.ts';
import { PIECES, TERRITORIES, isAir, isEvent, kindOf, territoriesToWin, type EventKind, type UnitKind } from './content/index.ts';
import { battleOdds, pickLoss, sensibleLoss, type BattleLike } from './odds.ts';
import { FABRIANO_NODE, LINKS, MAJOR_NODES, NODE_COUNT, TERRITORY_COUNT, homeOf, isRidge, maxMove, ridgeOf } from './rules/board.ts';
import { aliveOf, sameLoss } from './rules/losses.ts';
import type { FabMove, FabView, Fighter, Stack } from './rules/types.ts';

type Move<T extends FabMove['type']> = Extract<FabMove, { type: T }>;
const of = <T extends FabMove['type']>(moves: readonly FabMove[], t: T): Move<T>[] => moves.filter((m): m is Move<T> => m.type === t);

/** Trials of the battle calculator for a plan (few: a plan compares, it does not report). */
const PLAN_TRIALS = 150;
/**
 * The odds a normal general wants before it invades (and keeps reinforcing until): 0.7 at first,
 * lower as the game drags on, so that equal armies do not watch each other for ever.
 */
const attackAt = (v: FabView): number => Math.max(0.4, 0.7 - 0.03 * Math.max(0, v.globalTurn - 6));

/** Within this many territories of the victory count a general goes for it (odds and garrisons lowered). */
const PUSH_GAP = 4;
/** The odds a general near victory takes, and how much of the usual garrisons it keeps. */
const PUSH_ODDS = 0.3;

/** Whether the seat is near enough the territory count to go for the win. */
export function nearVictory(v: FabView, me: Seat): boolean {
  const held = v.owner.reduce((n, o) => (o === me ? n + 1 : n), 0);
  return held >= territoriesToWin(v.n) - PUSH_GAP;
}

interface Ctx {
  v: FabView;
  me: Seat;
  simple: boolean;
  /** Near the victory count: it pushes for the win (nearVictory). */
  push: boolean;
  /** Trials of the battle calculator a comparison takes (PLAN_TRIALS unless tuned). */
  trials: number;
  /** At most these odds for a new invasion, when tuned (else attackAt, or PUSH_ODDS near victory). */
  attackOdds?: number;
}

/**
 * How the plan may be tuned (players.ts's strong level): fewer calculator trials where it plays
 * inside a search's samples, and at most what odds a new invasion needs (a bolder general).
 */
export interface PlanTune {
  trials?: number;
  attackOdds?: number;
}

// ---------------------------------------------------------------------------------------------
// The board as the view shows it.

const isHostile = (c: Ctx, t: number): boolean => c.v.owner[t] !== c.me;
const stacksAt = (v: FabView, at: number): Stack[] => v.units.filter((u) => u.at === at);
const countOf = (stacks: readonly Stack[], o: Seat, k?: UnitKind): number =>
  stacks.reduce((n, u) => (u.o === o && (k === undefined || u.k === k) ? n + u.n : n), 0);
const enemyStacks = (c: Ctx, at: number): Stack[] => stacksAt(c.v, at).filter((u) => u.o !== c.me);

function counts(stacks: readonly Stack[]): Record<UnitKind, number> {
  const out: Record<UnitKind, number> = { inf: 0, tank: 0, fighter: 0, bomber: 0 };
  for (const u of stacks) out[u.k] += u.n;
  return out;
}

/**
 * Enemy fire that could reach territory `t` next turn (land units next door, aircraft two steps
 * away), from the strongest single enemy: the others do not attack together.
 */
function threat(c: Ctx, t: number): number {
  const f = new Array<number>(c.v.n).fill(0);
  const add = (u: Stack) => (f[u.o] += u.n * PIECES[u.k].fire);
  const seen = new Set<number>([t]);
  for (const l of LINKS[t]) {
    for (const u of enemyStacks(c, l.to)) if (!l.mountain || u.k !== 'tank') add(u);
    if (l.mountain) for (const u of enemyStacks(c, l.ridge)) add(u);
    seen.add(l.to);
  }
  for (const l of LINKS[t]) for (const l2 of LINKS[l.to]) if (!seen.has(l2.to)) for (const u of enemyStacks(c, l2.to)) if (isAir(u.k)) add(u);
  return Math.max(...f);
}

const myFire = (c: Ctx, t: number): number => stacksAt(c.v, t).reduce((f, u) => (u.o === c.me ? f + u.n * PIECES[u.k].fire : f), 0);

/** Land units of `kind` on `at` that must stay (the major frazione's garrison, a frontier's picket). */
function reserve(c: Ctx, at: number): number {
  if (isRidge(at) || c.v.owner[at] !== c.me) return 0;
  const danger = threat(c, at);
  // At home, about two thirds of what the strongest neighbour could bring (infantry fire 2 each);
  // going for the win, a third, and no pickets: the count is checked at the end of the round.
  if (at === homeOf(c.v.faction[c.me])) return c.push ? Math.max(1, Math.ceil(danger / 6)) : Math.max(2, Math.ceil(danger / 3));
  return danger > 0 && !c.push ? 1 : 0;
}

/** Land units of `kind` on `at` free to leave: movable, minus the garrison (infantry stays first). */
function spare(c: Ctx, at: number, kind: UnitKind): number {
  if (enemyStacks(c, at).length > 0) return 0;
  const mine = stacksAt(c.v, at).filter((u) => u.o === c.me);
  const movable = mine.reduce((n, u) => (u.k === kind && u.mv < maxMove(kind) ? n + u.n : n), 0);
  if (isAir(kind)) return mine.reduce((n, u) => (u.k === kind && u.mv === 0 ? n + u.n : n), 0);
  let keep = reserve(c, at);
  const inf = countOf(mine, c.me, 'inf');
  if (kind === 'tank') keep = Math.max(0, keep - inf);
  const total = countOf(mine, c.me, kind);
  return Math.max(0, Math.min(movable, total - keep));
}

/** A territory not ours held by so few units that a small force takes it. */
const WEAK = 4;

/**
 * Steps from every territory to the nearest one not ours (the front); with `weak`, to the nearest
 * weakly held one (where a general gathers its spare units), or any when none is weak.
 */
function frontDistance(c: Ctx, weak = false): number[] {
  const d = new Array<number>(TERRITORY_COUNT).fill(Infinity);
  const queue: number[] = [];
  const held = (t: number) => enemyStacks(c, t).reduce((n, u) => n + u.n, 0);
  const isWeak = (t: number) => isHostile(c, t) && held(t) <= WEAK;
  const anyWeak = weak && Array.from({ length: TERRITORY_COUNT }, (_, t) => t).some(isWeak);
  for (let t = 0; t < TERRITORY_COUNT; t++) if (anyWeak ? isWeak(t) : isHostile(c, t)) (d[t] = 0), queue.push(t);
  while (queue.length) {
    const t = queue.shift()!;
    for (const l of LINKS[t]) if (d[l.to] > d[t] + 1) (d[l.to] = d[t] + 1), queue.push(l.to);
  }
  return d;
}

/** What a territory is worth to take: its resources, more for a major frazione and Fabriano. */
function worth(c: Ctx, t: number): number {
  let w = TERRITORIES[t].resources + 1;
  if (MAJOR_NODES.includes(t)) w += 6;
  if (t === homeOf(c.v.faction[c.me])) w += 20;
  if (t === FABRIANO_NODE) w += 4;
  if (c.v.factory[t]) w += 2;
  return w;
}

// ---------------------------------------------------------------------------------------------
// Cards and events.

/** How much the general likes playing an event now (the least liked is swapped away). */
function eventScore(c: Ctx, kind: EventKind): number {
  const v = c.v;
  const units = countOf(v.units, c.me);
  const others = v.units.length ? v.units.reduce((n, u) => (u.o !== c.me ? n + u.n : n), 0) / Math.max(1, v.n - 1) : 0;
  switch (kind) {
    case 'crescita': return 8;
    case 'reperti': return 7;
    case 'scambi': return v.owner[FABRIANO_NODE] === c.me ? 9 : 0;
    case 'marchigiano': return 4;
    case 'terremoto': return 3;
    case 'caldo': return units < others ? 5 : -1;
    case 'palio': return 1;
    case 'sagra': return threat(c, homeOf(v.faction[c.me])) > myFire(c, homeOf(v.faction[c.me])) ? 6 : -2;
    case 'ribellione': return -3;
  }
}

const cardScore = (c: Ctx, id: string): number => (isEvent(kindOf(id)) ? eventScore(c, kindOf(id) as EventKind) : 4);

// ---------------------------------------------------------------------------------------------
// Battles.

/** The battle with one side's cards and declarations applied, as the calculator can play it. */
function withChoice(b: BattleLike, side: 'a' | 'd', cards: readonly string[], aa: number, colle: boolean): BattleLike | 'truce' {
  const kinds = cards.map(kindOf);
  if (kinds.includes('tregua')) return 'truce';
  const copy = (f: Fighter[]) => f.map((u) => ({ ...u }));
  const t: BattleLike = { ...b, a: copy(b.a), d: copy(b.d) };
  const mine = side === 'a' ? t.a : t.d;
  const theirs = side === 'a' ? t.d : t.a;
  for (const k of kinds) {
    if (k === 'armaSegreta') {
      const u = (['bomber', 'fighter', 'tank'] as const).map((x) => mine.find((f) => f.k === x && f.bonus <= 0)).find(Boolean);
      if (u) u.bonus += 2;
    } else if (k === 'tradimento') {
      // The other side hands over its cheapest unit.
      const order: UnitKind[] = ['inf', 'tank', 'fighter', 'bomber'];
      const i = order.map((x) => theirs.findIndex((f) => f.k === x)).find((j) => j >= 0);
      if (i !== undefined && i >= 0) mine.push({ ...theirs.splice(i, 1)[0], aa: false });
    } else if (k === 'attaccoFulmineo') t.fulmineo = true;
    else if (k === 'difesaValorosa') t.valorosa = true;
  }
  if (side === 'd') {
    let n = aa;
    for (const u of t.d) if (n > 0 && u.k === 'inf' && !u.aa) (u.aa = true), n--;
    if (colle) t.colle = true;
  }
  return t;
}

/** The attacker's chance to win a battle as it stands. */
const winOf = (b: BattleLike | 'truce', seed: number, trials: number): number => (b === 'truce' ? 0 : battleOdds(b, trials, seed).win);

/** A card is a resource: playing one must buy this much of the odds. */
const CARD_COST = 0.04;
const TRUCE_COST = 0.3;

function battleCards(c: Ctx, moves: readonly Move<'cards'>[]): FabMove {
  const b = c.v.battle!;
  const attacking = b.stage === 'attackCards';
  if (c.simple) return moves.find((m) => m.cards.length === 0 && m.aa === 0 && !m.colle) ?? moves[0];
  let best = moves[0];
  let bestScore = -Infinity;
  for (const m of moves) {
    const win = winOf(withChoice(b, attacking ? 'a' : 'd', m.cards, m.aa, m.colle), 7, c.trials);
    const cost = m.cards.reduce((x, id) => x + (kindOf(id) === 'tregua' ? TRUCE_COST : CARD_COST), 0) + (m.colle ? 0.01 : 0);
    const score = (attacking ? win : 1 - win) - cost;
    if (score > bestScore + 1e-9) (bestScore = score), (best = m);
  }
  return best;
}

function losses(c: Ctx, moves: readonly Move<'losses'>[]): FabMove {
  const b = c.v.battle!;
  const attacker = b.attacker === c.me;
  const alive = aliveOf(attacker ? b.a : b.d, false);
  const want = sensibleLoss(alive, b.hits, attacker && !b.ridge);
  return moves.find((m) => sameLoss(m.take, want)) ?? moves.find((m) => m.take === pickLoss(moves.map((x) => x.take), alive, attacker && !b.ridge))!;
}

function battleStep(c: Ctx, moves: readonly FabMove[], rng: Rng): FabMove {
  const b = c.v.battle!;
  switch (b.stage) {
    case 'attackCards':
    case 'defendCards':
      return battleCards(c, of(moves, 'cards'));
    case 'betray': {
      const order: UnitKind[] = ['inf', 'tank', 'fighter', 'bomber'];
      const bs = of(moves, 'betray');
      return order.map((k) => bs.find((m) => m.kind === k)).find(Boolean) ?? moves[0];
    }
    case 'reroll': {
      const again = of(moves, 'reroll').filter((m) => m.die !== null);
      return again.length ? rng.pick(again) : moves[0];
    }
    case 'losses':
      return losses(c, of(moves, 'losses'));
    default:
      return rng.pick(of(moves, 'fire'));
  }
}

// ---------------------------------------------------------------------------------------------
// Buying and placing.

function buyStep(c: Ctx, moves: readonly FabMove[], rng: Rng): FabMove {
  const kinds = of(moves, 'buy').map((m) => m.kind);
  const next: FabMove = { type: 'next' };
  if (kinds.length === 0) return next;
  const pick = (k: string) => of(moves, 'buy').find((m) => m.kind === k)!;
  if (c.simple) {
    const units = kinds.filter((k) => k === 'inf' || k === 'tank' || k === 'fighter');
    return units.length ? pick(rng.pick(units)) : next;
  }
  const b = c.v.bought[c.me];
  const hasComplex = c.v.factory.some((f, t) => f && c.v.owner[t] === c.me);
  if (!hasComplex && kinds.includes('factory')) return pick('factory');
  if (kinds.includes('tank') && b.tank * 3 < b.inf) return pick('tank');
  if (kinds.includes('inf')) return pick('inf');
  if (kinds.includes('tank')) return pick('tank');
  if (kinds.includes('fighter')) return pick('fighter');
  // The other pieces run out (a colour's box is finite): bombers.
  if (kinds.includes('bomber')) return pick('bomber');
  return next;
}

function placeStep(c: Ctx, moves: readonly FabMove[]): FabMove {
  const places = of(moves, 'place');
  if (places.length === 0) return { type: 'next' };
  const home = homeOf(c.v.faction[c.me]);
  const front = frontDistance(c);
  // Where a unit is wanted most: threatened, near the front, the major frazione first.
  const need = (t: number, k: string): number => {
    if (k === 'factory') return TERRITORIES[t].resources - front[t];
    if (k === 'aa') return (t === home ? 10 : 0) + (c.v.factory[t] ? 3 : 0) - front[t];
    const gap = threat(c, t) - myFire(c, t);
    return gap + (t === home ? 4 : 0) - 2 * Math.min(front[t], 5) + (front[t] === 1 ? 2 : 0);
  };
  let best = places[0];
  let bestNeed = -Infinity;
  for (const m of places) {
    const n = need(m.at, m.kind);
    if (n > bestNeed) (bestNeed = n), (best = m);
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Invasion.

/** The first legal invasion move of `kind` from `from` to `to` (all of them when `all`). */
function moveOf(moves: readonly FabMove[], from: number, to: number, kind: UnitKind, all: boolean): Move<'move'> | undefined {
  const ms = of(moves, 'move').filter((m) => m.from === from && m.to === to && m.kind === kind);
  return (all ? ms.find((m) => m.n > 1) : undefined) ?? ms.find((m) => m.n === 1) ?? ms[0];
}

interface Source {
  from: number;
  kind: UnitKind;
  n: number;
}

/** Our units that could still join a fight at `to` this step, garrisons kept. */
function sourcesFor(c: Ctx, moves: readonly FabMove[], to: number): Source[] {
  const out: Source[] = [];
  for (const m of of(moves, 'move')) {
    if (m.to !== to || out.some((s) => s.from === m.from && s.kind === m.kind)) continue;
    // Aircraft only from next door with their whole range, so they can fly home.
    const n = spare(c, m.from, m.kind);
    if (n > 0) out.push({ from: m.from, kind: m.kind, n });
  }
  return out;
}

function oddsFor(c: Ctx, attack: Record<UnitKind, number>, to: number, entering: boolean): number {
  const d = counts(enemyStacks(c, to));
  const air = attack.fighter + attack.bomber;
  if (c.simple) {
    const mine = attack.inf + attack.tank * 2 + air * 2;
    const theirs = d.inf + d.tank * 2 + d.fighter * 2 + d.bomber * 2;
    return mine >= theirs + 2 ? 1 : 0;
  }
  // Plainly lopsided fights need no simulation (fire times units, as Lanchester's square law).
  const power = (x: Record<UnitKind, number>) => {
    const n = x.inf + x.tank + x.fighter + x.bomber;
    return n * (2 * x.inf + 4 * x.tank + 5 * x.fighter + 7 * x.bomber);
  };
  const ratio = power(attack) / Math.max(1, power(d));
  if (ratio < 0.3) return 0;
  if (ratio > 5 && (attack.inf + attack.tank > 0 || d.inf === 0)) return 1;
  const aaSite = entering && air > 0 && !isRidge(to) && c.v.aa[to] && c.v.owner[to] !== -1;
  // The defender declares AA infantry when aircraft come (the worse case for us).
  return battleOdds({ attacker: attack, defender: { ...d, aa: air > 0 ? Math.min(d.inf, air) : 0 }, ridge: isRidge(to), aaSite }, c.trials, 3 + to).win;
}

/** One move of the invasion plan, or null when the plan is done. */
function invadeStep(c: Ctx, moves: readonly FabMove[]): FabMove | null {
  const v = c.v;
  const usual = c.push ? PUSH_ODDS : c.simple ? 0.5 : attackAt(v);
  const threshold = c.attackOdds === undefined ? usual : Math.min(usual, c.attackOdds);
  // 1. Battles already joined this turn: reinforce while the odds are short.
  for (let at = 0; at < NODE_COUNT; at++) {
    const mineHere = stacksAt(v, at).filter((u) => u.o === c.me);
    if (mineHere.length === 0 || enemyStacks(c, at).length === 0) continue;
    const have = counts(mineHere);
    if (oddsFor(c, have, at, false) >= threshold + 0.15) continue;
    for (const s of sourcesFor(c, moves, at).sort((x, y) => PIECES[y.kind].fire - PIECES[x.kind].fire)) {
      const m = moveOf(moves, s.from, at, s.kind, false);
      if (m) return m;
    }
  }
  // 2. Empty land not ours: walk in with one unit (infantry first).
  let bestEmpty: Move<'move'> | null = null;
  let bestWorth = -Infinity;
  for (const m of of(moves, 'move')) {
    if (isAir(m.kind) || isRidge(m.to) || !isHostile(c, m.to) || enemyStacks(c, m.to).length > 0) continue;
    if (spare(c, m.from, m.kind) < 1) continue;
    const w = worth(c, m.to) + (m.kind === 'inf' ? 0.5 : 0) + (isRidge(m.from) ? 1 : 0);
    if (w > bestWorth) (bestWorth = w), (bestEmpty = m.n === 1 ? m : moveOf(moves, m.from, m.to, m.kind, false) ?? m);
  }
  if (bestEmpty) return bestEmpty;
  // 3. New invasions where the odds favour us, the most valuable first.
  let best: { to: number; score: number; sources: Source[] } | null = null;
  const targets = [...new Set(of(moves, 'move').map((m) => m.to))].filter((t) => !isRidge(t) && isHostile(c, t) && enemyStacks(c, t).length > 0);
  for (const to of targets) {
    const sources = sourcesFor(c, moves, to);
    if (!sources.some((s) => !isAir(s.kind))) continue;
    const pool: Record<UnitKind, number> = { inf: 0, tank: 0, fighter: 0, bomber: 0 };
    for (const s of sources) pool[s.kind] += s.n;
    const win = oddsFor(c, pool, to, true);
    if (win < threshold) continue;
    // Going for the win, any territory counts the same: the likeliest first.
    const score = c.push ? win + worth(c, to) / 100 : win * worth(c, to);
    if (!best || score > best.score) best = { to, score, sources };
  }
  if (best) {
    // Land units first (aircraft entering alone would fight alone), the strongest first.
    const order = best.sources.slice().sort((x, y) => Number(isAir(x.kind)) - Number(isAir(y.kind)) || PIECES[y.kind].fire - PIECES[x.kind].fire);
    for (const s of order) {
      const m = moveOf(moves, s.from, best.to, s.kind, s.n === movableCount(c, s.from, s.kind));
      if (m && m.n <= s.n) return m;
      const one = moveOf(moves, s.from, best.to, s.kind, false);
      if (one) return one;
    }
  }
  // 4. Infantry onto a ridge toward land beyond the mountains nobody holds with units.
  if (!c.simple) {
    for (const m of of(moves, 'move')) {
      if (m.kind !== 'inf' || !isRidge(m.to) || stacksAt(v, m.to).length > 0 || spare(c, m.from, 'inf') < 2) continue;
      const r = ridgeOf(m.to);
      const beyond = r.a === m.from ? r.b : r.a;
      if (isHostile(c, beyond) && (c.push || enemyStacks(c, beyond).length === 0)) return moveOf(moves, m.from, m.to, 'inf', false) ?? m;
    }
  }
  return null;
}

const movableCount = (c: Ctx, at: number, kind: UnitKind): number =>
  stacksAt(c.v, at).reduce((n, u) => (u.o === c.me && u.k === kind && u.mv < maxMove(kind) ? n + u.n : n), 0);

// ---------------------------------------------------------------------------------------------
// Friendly moves: aircraft home, then the spare land units one step toward the front.

/** Steps from every node to the nearest territory of ours, over nodes without enemies. */
function homeDistance(c: Ctx): Map<number, number> {
  const d = new Map<number, number>();
  const queue: number[] = [];
  for (let t = 0; t < TERRITORY_COUNT; t++) if (c.v.owner[t] === c.me) d.set(t, 0), queue.push(t);
  while (queue.length) {
    const t = queue.shift()!;
    if (isRidge(t)) continue;
    for (const l of LINKS[t]) {
      for (const to of l.mountain ? [l.to, l.ridge] : [l.to]) {
        if (d.has(to) || enemyStacks(c, to).length > 0) continue;
        d.set(to, d.get(t)! + 1);
        queue.push(to);
      }
    }
  }
  return d;
}

function regroupStep(c: Ctx, moves: readonly FabMove[]): FabMove {
  const next: FabMove = { type: 'next' };
  const ms = of(moves, 'move');
  const home = homeDistance(c);
  for (const m of ms) {
    if (!isAir(m.kind) || (!isRidge(m.from) && c.v.owner[m.from] === c.me)) continue;
    if ((home.get(m.to) ?? Infinity) < (home.get(m.from) ?? Infinity)) return moveOf(moves, m.from, m.to, m.kind, true) ?? m;
  }
  // Spare land units gather one step toward the nearest weakly held land not ours.
  const front = frontDistance(c, true);
  for (const m of ms) {
    if (isAir(m.kind) || isRidge(m.from) || isRidge(m.to) || c.v.owner[m.from] !== c.me) continue;
    if (front[m.to] >= front[m.from] || front[m.from] < 2) continue;
    if (spare(c, m.from, m.kind) < 1) continue;
    return moveOf(moves, m.from, m.to, m.kind, spare(c, m.from, m.kind) >= movableCount(c, m.from, m.kind)) ?? m;
  }
  return next;
}

// ---------------------------------------------------------------------------------------------

/** The scripted choice for the seat whose view this is. `simple`: the newcomer's judgement; `tune`: see PlanTune. */
export function sensibleChoice(v: FabView, me: Seat, moves: readonly FabMove[], rng: Rng, simple: boolean, tune: PlanTune = {}): FabMove {
  const c: Ctx = { v, me, simple, push: nearVictory(v, me), trials: tune.trials ?? PLAN_TRIALS, attackOdds: tune.attackOdds };
  const legal = moves.filter((m) => m.type !== 'timeUp');
  if (legal.length === 1) return legal[0];
  switch (v.step) {
    case 'carnival':
      return legal.find((m) => m.type === 'carnival' && m.use) ?? legal[0];
    case 'swap': {
      // Swap away the card it likes least, when it dislikes it.
      const swaps = of(legal, 'swap').filter((m) => m.card !== null);
      const worst = swaps.sort((x, y) => cardScore(c, x.card!) - cardScore(c, y.card!))[0];
      return worst && cardScore(c, worst.card!) < 0 ? worst : legal.find((m) => m.type === 'swap' && m.card === null)!;
    }
    case 'event': {
      const evs = of(legal, 'event');
      return evs.reduce((a, b) => (eventScore(c, kindOf(b.card) as EventKind) > eventScore(c, kindOf(a.card) as EventKind) ? b : a));
    }
    case 'revoltPick': {
      // Hit the victim where it hurts: the richest frazione.
      const ps = of(legal, 'revoltPick');
      return ps.reduce((a, b) => (TERRITORIES[b.at].resources > TERRITORIES[a.at].resources ? b : a));
    }
    case 'revoltFlee':
      return of(legal, 'flee').find((m) => m.to >= 0) ?? legal[0];
    case 'quake': {
      const epi = of(legal, 'epicentre');
      if (epi.length) {
        const hurt = (at: number) => [at, ...LINKS[at].map((l) => l.to)].reduce((x, t) => {
          const st = (c.v.factory[t] ? 1 : 0) + (c.v.aa[t] ? 1 : 0);
          return x + (c.v.owner[t] === me ? -st : c.v.owner[t] >= 0 ? st : 0);
        }, 0);
        return epi.reduce((a, b) => (hurt(b.at) > hurt(a.at) ? b : a));
      }
      const lose = of(legal, 'quakeLose');
      return lose.find((m) => m.kind === 'aa') ?? lose.reduce((a, b) => (TERRITORIES[b.at].resources < TERRITORIES[a.at].resources ? b : a));
    }
    case 'heat': {
      const hs = of(legal, 'heatLose');
      const cost = (m: Move<'heatLose'>) => PIECES[m.kind].cost * 10 - countOf(stacksAt(v, m.at), me);
      return hs.reduce((a, b) => (cost(b) < cost(a) ? b : a));
    }
    case 'place':
      return placeStep(c, legal);
    case 'buy':
      return buyStep(c, legal, rng);
    case 'invade':
      return invadeStep(c, legal) ?? legal.find((m) => m.type === 'next')!;
    case 'battles': {
      const bs = of(legal, 'battle');
      // Where enemy units stand, bombers fight; over an empty structure they raid the economy or the complex.
      const fight = bs.find((m) => m.bombers.length === 0 && enemyStacks(c, m.at).length > 0);
      if (fight) return fight;
      const raid = (mode: string) => bs.filter((m) => m.bombers.length > 0 && m.bombers.every((x) => x === mode)).sort((a, b) => b.bombers.length - a.bombers.length)[0];
      return raid('strategic') ?? raid('factory') ?? raid('aa') ?? bs[0];
    }
    case 'battle':
      return battleStep(c, legal, rng);
    case 'regroup':
      return regroupStep(c, legal);
    default:
      return legal[0];
  }
}
