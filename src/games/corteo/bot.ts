// Corteo's scripted players: every decision from the seat's view and its legal moves only (the
// view read back as a board, rules/view.ts's boardOfView, answers the rules' questions: groups,
// heads, odds). A plan, not a search: a movement phase lists hundreds of unit moves at every
// step, so each move is scored by a cheap judgement of where the unit ends.
// The corteo heads for the open objectives (by the city's distance fields, bot-fields.ts, the
// metro counted as a shortcut a hand long), stops on them and holds them for the hand, keeps
// its units next to one another (the head's bonus, 10b), avoids ending beside stronger police,
// runs when the objectives are far, throws at guards in its way, fights where the odds favour
// it. The potere closes the way to the most threatened objectives, stands on or around them,
// engages only at good odds, throws tear gas at the head and at stacks, and sends the corteo's
// panicked units away from the objectives. `simple` is the newcomer: it only walks toward the
// nearest objective or the nearest threat, never runs or throws by plan, and fights the first
// combat offered (players.ts adds its slips).
import type { Rng } from '../../engine/rng.ts';
import { unitRecord } from './content/pieces.ts';
import { COMBAT_TABLE, THROW_TABLE, throwColumn } from './content/tables.ts';
import type { Side } from './content/types.ts';
import { cityFields, distance, FAR, safeDistance, type CityFields } from './bot-fields.ts';
import { bestJam, chooseSpecialStep, shortThrowRisk, type SpecialSight } from './bot-special.ts';
import { cityOf, corteoGroups, facedown, graphOf, isHex, zocOf } from './rules/board.ts';
import { isActiveHead } from './rules/head.ts';
import { combatOdds } from './rules/combat.ts';
import { corteoFactor, mayEnter, stepCost, stopsOn } from './rules/terrain.ts';
import { boardOfView } from './rules/view.ts';
import { chaseBonus, chooseMobile, escortBonus, objectiveCounts } from './bot-scenario.ts';
import { barracksBonus, chooseActivation, chooseDissidentPlace, chooseProlong, chooseRally, huntBonus, shieldBonus } from './bot-antifascista.ts';
import { chooseGather, chooseLeave, chooseScatteredPlace, gatherBonus } from './bot-sociale.ts';
import { chooseTrial, courtGuardBonus, trialBonus } from './bot-antirepressivo.ts';
import type { CorteoMove, CorteoState, CorteoView } from './rules/types.ts';

const sight = (c: Ctx): SpecialSight => ({ b: c.b, me: c.me, f: c.f, threat: c.threat });

type Move<T extends CorteoMove['type']> = Extract<CorteoMove, { type: T }>;
const of = <T extends CorteoMove['type']>(moves: readonly CorteoMove[], t: T): Move<T>[] => moves.filter((m): m is Move<T> => m.type === t);

/** Half points a ride on the metro is judged to cost: a hand's wait. */
const METRO_WAIT = 8;

/** What one decision reads of the board, computed once. */
interface Ctx {
  v: CorteoView;
  b: CorteoState;
  me: Side;
  simple: boolean;
  f: CityFields;
  /** Units by hex. */
  occ: Map<string, string[]>;
  /** Power on each hex by side (a head with its bonus). */
  power: Record<Side, Map<string, number>>;
  /** Objective hexes the corteo may still score: not covered, not held. */
  open: { key: string; value: number }[];
  /** For each open objective, the corteo's distance to it from its nearest unit. */
  threat: Map<string, number>;
  /** Corteo unit -> size of its connected group. */
  groupSize: Map<string, number>;
  /** The open objectives as the corteo's judgement reads them, once a decision. */
  targets: { key: string; value: number; guarded: boolean; corteo: string[]; field: Int32Array }[];
  /** Each hex's map neighbours not behind a wall, with the direction of the step. */
  next: Map<string, { key: string; dir: number }[]>;
}

const sideOfUnit = (id: string): Side => unitRecord(id).side;

function context(v: CorteoView, me: Side, simple: boolean): Ctx {
  const b = boardOfView(v);
  const f = cityFields(cityOf(b));
  const occ = new Map<string, string[]>();
  for (const u of v.units) if (isHex(u.at) && u.panic === undefined) (occ.get(u.at) ?? occ.set(u.at, []).get(u.at)!).push(u.id);
  const groupSize = new Map<string, number>();
  for (const g of corteoGroups(b)) for (const id of g) groupSize.set(id, g.length);
  const power: Ctx['power'] = { corteo: new Map(), potere: new Map() };
  for (const [k, ids] of occ) {
    for (const id of ids) {
      const side = sideOfUnit(id);
      const bonus = side === 'corteo' && v.heads.includes(id) && isActiveHead(b, id) ? 2 * ((groupSize.get(id) ?? 1) - 1) : 0;
      power[side].set(k, (power[side].get(k) ?? 0) + unitRecord(id).power + bonus);
    }
  }
  const open = f.objectives.filter((o) => !(o.key in v.covered) && !(o.key in v.held) && objectiveCounts(b, o.key));
  const corteoHexes = [...power.corteo.keys()];
  const threat = new Map<string, number>();
  for (const o of open) threat.set(o.key, Math.min(FAR, ...corteoHexes.map((k) => distance(f, 'corteo', o.key, k))));
  const targets = open.map((o) => {
    const here = occ.get(o.key) ?? [];
    return { ...o, guarded: here.some((x) => sideOfUnit(x) === 'potere'), corteo: here.filter((x) => sideOfUnit(x) === 'corteo'), field: f.to.corteo.get(o.key)! };
  });
  return { v, b, me, simple, f, occ, power, open, threat, groupSize, targets, next: graphOf(cityOf(b)).next };
}

const unitsAt = (c: Ctx, k: string): string[] => c.occ.get(k) ?? [];
const around = (c: Ctx, k: string): string[] => (c.next.get(k) ?? []).map((n) => n.key);
const enemyPowerNear = (c: Ctx, k: string, enemy: Side): number => around(c, k).reduce((n, x) => n + (c.power[enemy].get(x) ?? 0), 0);

// ---------------------------------------------------------------------------------------------
// The corteo's judgement of a hex for one of its units.

function corteoValue(c: Ctx, id: string, at: string): number {
  if (!isHex(at)) return -200;
  // The advanced game arrests the spezzoni left in the open at the end (C 14): in the last
  // two hands they make for the case popolari, the crowds and the metro.
  if (!c.simple && c.v.options.mode === 'advanced' && unitRecord(id).kind === 'spezzone' && c.v.hand >= 9) {
    const d = safeDistance(c.f, at);
    if (c.v.hand === 10 || d > 12) return (d === 0 ? 100 : 0) - 2 * d;
  }
  const here = unitsAt(c, at).filter((x) => x !== id);
  const i = c.f.index.get(at) ?? -1;
  const metro = !c.simple && c.f.metro.has(at);
  let best = FAR;
  let bonus = 0;
  for (const o of c.targets) {
    if (o.corteo.some((x) => x !== id)) continue;
    if (o.key === at) bonus = Math.max(bonus, 60 + 3 * o.value);
    let d = i < 0 ? FAR : o.field[i];
    if (metro) d = Math.min(d, METRO_WAIT + c.f.fromMetro.get(o.key)!);
    // Worth more is worth walking further for; a guarded one needs a fight first.
    d = d - o.value / 2 + (o.guarded ? 6 : 0);
    if (d < best) best = d;
  }
  let value = bonus - best + chaseBonus(c.b, at) + huntBonus(c.b, id, at) + gatherBonus(c.b, at) + trialBonus(c.b, id, at);
  if (c.simple) return value;
  const mine = unitRecord(id).power + here.reduce((n, x) => n + unitRecord(x).power, 0);
  // Next to the rest of the march: the head's bonus and a shared fate (10b).
  const friends = around(c, at).some((k) => unitsAt(c, k).some((x) => x !== id && sideOfUnit(x) === 'corteo')) || here.length > 0;
  if (friends) value += 6;
  const danger = enemyPowerNear(c, at, 'potere');
  if (danger > 0 && bonus === 0) value -= Math.max(0, danger - mine) * 1.5 + 2;
  return value;
}

// ---------------------------------------------------------------------------------------------
// The potere's judgement of a hex for one of its units.

/** The open objectives most at risk, with a weight each. */
function risks(c: Ctx): { key: string; w: number; d: number }[] {
  return c.open
    .map((o) => {
      const d = c.threat.get(o.key) ?? FAR;
      const corteoOn = unitsAt(c, o.key).some((x) => sideOfUnit(x) === 'corteo');
      return { key: o.key, d, w: (o.value + 1) * (corteoOn ? 4 : d <= 16 ? 2 : d <= 32 ? 1 : 0.2) };
    })
    .sort((a, b) => b.w - a.w || a.d - b.d)
    .slice(0, 6);
}

function potereValue(c: Ctx, id: string, at: string, top: ReturnType<typeof risks>): number {
  if (!isHex(at)) return -200;
  let value = 0;
  for (const r of top) {
    const d = distance(c.f, 'potere', r.key, at);
    if (d >= FAR) continue;
    value += (r.w * 10) / (1 + d / 4);
  }
  value += escortBonus(c.b, id, at) + shieldBonus(c.b, id, at) + barracksBonus(c.b, at) + courtGuardBonus(c.b, id, at);
  if (c.simple) return value;
  const mine = unitRecord(id).power + unitsAt(c, at).filter((x) => x !== id).reduce((n, x) => n + unitRecord(x).power, 0);
  for (const k of around(c, at)) {
    const theirs = c.power.corteo.get(k);
    if (!theirs) continue;
    const onObjective = c.open.some((o) => o.key === k) ? 10 : 0;
    // Engaged, somebody must fight: a lost combat only moves the police, while a corteo unit
    // hemmed in by zones of control is arrested (8f). Only a head far stronger is avoided.
    // A straggler, away from the march, is the one to hem in and arrest.
    const straggler = unitsAt(c, k).every((x) => (c.groupSize.get(x) ?? 1) <= 2) ? 3 : 0;
    value += theirs <= 3 * mine ? 6 + onObjective + straggler + (mine >= theirs ? 4 : 0) : -3;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Tables.

const RESULT_WEIGHT: Record<string, number> = { DR: 1, DP: 2, AR: -1, AP: -2 };

/** The expected gain of a combat at `column`, in units of the side losing power. */
function combatWorth(column: string, attack: number, defence: number): number {
  const row = COMBAT_TABLE.rows[column as keyof typeof COMBAT_TABLE.rows];
  if (!row) return 0;
  return row.reduce((n, r) => n + (RESULT_WEIGHT[r] > 0 ? RESULT_WEIGHT[r] * defence : RESULT_WEIGHT[r] * attack), 0) / 6;
}

function throwChance(column: string | null): number {
  const row = column ? THROW_TABLE.rows[column as keyof typeof THROW_TABLE.rows] : undefined;
  return row ? row.filter((r) => r !== 'NE').length / 6 : 0;
}

// ---------------------------------------------------------------------------------------------
// Barricades (5d): the corteo raises one where it closes the potere's way to an objective it is
// occupying (cleared before the hand ends, it scores nothing: 12a) or to the head (its result
// reaches the whole march: 10b). Measured by the potere's power able to reach a hex next to the
// protected one in its coming turn, with and without the barricade.

/** Half points of the longest potere move: the blindati's 8 points. */
const POTERE_REACH = 16;
/** Half points from the guarded hex within which a barricade is weighed. */
const NEAR_WAY = 8;

interface Guarded {
  key: string;
  /** What losing it costs, in the corteo's value units. */
  weight: number;
  /** Half points from each hex the potere may pass to a hex next to it (no barricade added). */
  way: Map<string, number>;
  /** Potere power that reaches it now. */
  power: number;
}

interface BarricadeCtx {
  guarded: Guarded[];
  blocked: Set<string>;
  zoc: ReadonlySet<string>;
  police: { at: string; budget: number; power: number }[];
}

/**
 * Half points for the potere from each hex to a hex next to `target`, within its longest move:
 * never into a corteo unit, a barricade (`extra` included) or forbidden ground, never through
 * the corteo's zone of control (a police unit stops on entering it and cannot leave it, 6a).
 */
function potereWay(c: Ctx, x: BarricadeCtx, target: string, extra: string | null): Map<string, number> {
  const hexes = cityOf(c.b).hexes;
  const open = (k: string) => k !== extra && !x.blocked.has(k) && mayEnter(hexes[k], 'potere', 'celere');
  const way = new Map<string, number>();
  const buckets: string[][] = [[]];
  for (const n of c.next.get(target) ?? []) {
    if (open(n.key)) (way.set(n.key, 0), buckets[0].push(n.key));
  }
  for (let cost = 0; cost < buckets.length; cost++) {
    for (const at of buckets[cost] ?? []) {
      if (way.get(at) !== cost) continue;
      for (const { key, dir } of c.next.get(at) ?? []) {
        if (!open(key) || x.zoc.has(key) || stopsOn(hexes[key], 'potere')) continue;
        const nc = cost + Math.max(1, stepCost(hexes[at], (dir + 3) % 6));
        if (nc > POTERE_REACH || (way.get(key) ?? FAR) <= nc) continue;
        way.set(key, nc);
        (buckets[nc] ??= []).push(key);
      }
    }
  }
  return way;
}

const reachingPower = (x: BarricadeCtx, way: Map<string, number>): number =>
  x.police.reduce((n, p) => n + ((way.get(p.at) ?? FAR) <= p.budget ? p.power : 0), 0);

/** The open objective not yet occupied that a unit standing on `at` heads for. */
function bestTarget(c: Ctx, at: string): Ctx['targets'][number] | null {
  const i = c.f.index.get(at);
  if (i === undefined) return null;
  let best: Ctx['targets'][number] | null = null;
  for (const o of c.targets) if (!o.corteo.length && (!best || o.field[i] - o.value / 2 < best.field[i] - best.value / 2)) best = o;
  return best;
}

/** What the corteo guards this turn, and the potere's way to each. Simple: only objectives. */
function barricadeContext(c: Ctx): BarricadeCtx {
  const blocked = new Set<string>(c.b.barricades.map((b) => b.hex));
  for (const [k, ids] of c.occ) if (ids.some((id) => sideOfUnit(id) === 'corteo')) blocked.add(k);
  const police = c.v.units
    .filter((u) => isHex(u.at) && !facedown(u) && sideOfUnit(u.id) === 'potere')
    .map((u) => ({ at: u.at, budget: unitRecord(u.id).speed * 2, power: unitRecord(u.id).power }));
  const x: BarricadeCtx = { guarded: [], blocked, zoc: zocOf(c.b, 'corteo'), police };
  const want: { key: string; weight: number }[] = [];
  for (const o of c.targets) if (o.corteo.length) want.push({ key: o.key, weight: 3 * o.value + 6 });
  if (!c.simple) {
    for (const id of c.v.heads) {
      const at = positionOf(c, id);
      if (isHex(at) && isActiveHead(c.b, id)) want.push({ key: at, weight: Math.min(16, 2 * (c.groupSize.get(id) ?? 1)) });
    }
  }
  for (const w of want) {
    const way = potereWay(c, x, w.key, null);
    const power = reachingPower(x, way);
    if (power > 0) x.guarded.push({ ...w, way, power });
  }
  return x;
}

/** The best barricade and what it is worth (0: none pays for its piece and the builder's 2 points). */
function bestBarricade(c: Ctx, moves: readonly Move<'barricade'>[]): { m: Move<'barricade'>; worth: number } | null {
  if (moves.length === 0) return null;
  const x = barricadeContext(c);
  if (x.guarded.length === 0) return null;
  let best: { m: Move<'barricade'>; worth: number } | null = null;
  const tried = new Map<string, number>();
  for (const m of moves) {
    let saved = tried.get(m.at);
    if (saved === undefined) {
      saved = 0;
      for (const g of x.guarded) {
        // Far from the guarded hex a barricade is walked round.
        if ((g.way.get(m.at) ?? FAR) > NEAR_WAY) continue;
        const after = reachingPower(x, potereWay(c, x, g.key, m.at));
        saved += (g.weight * (g.power - after)) / g.power + (after === 0 ? 4 : 0);
      }
      tried.set(m.at, saved);
    }
    if (saved <= 0) continue;
    // A barricade stands for both sides (and for good in the base game): one across the
    // builder's own way on costs the corteo too.
    const goal = bestTarget(c, positionOf(c, m.unit));
    const i = c.f.index.get(positionOf(c, m.unit));
    const j = c.f.index.get(m.at)!;
    const across = goal && i !== undefined && goal.field[j] < goal.field[i] ? 4 : 0;
    const worth = saved - across - 4;
    if (worth > (best?.worth ?? 0)) best = { m, worth };
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Decisions.

function positionOf(c: Ctx, id: string): string {
  return c.v.units.find((u) => u.id === id)?.at ?? 'reserve';
}

function valueFor(c: Ctx, id: string, at: string, top: ReturnType<typeof risks>): number {
  return sideOfUnit(id) === 'corteo' ? corteoValue(c, id, at) : potereValue(c, id, at, top);
}

/** The open objective nearest a hex for the corteo. */
function nearestOpen(c: Ctx, at: string): string | null {
  let best: string | null = null;
  let d = FAR;
  for (const o of c.open) {
    const x = distance(c.f, 'corteo', o.key, at);
    if (x < d) (d = x), (best = o.key);
  }
  return best;
}

/** The best throw and how much it is worth (0: none worth a unit's half move). */
function bestThrow(c: Ctx, moves: readonly Move<'throw'>[], top: ReturnType<typeof risks>): { m: Move<'throw'>; worth: number } | null {
  let best: { m: Move<'throw'>; worth: number } | null = null;
  const risky = new Set(top.slice(0, 3).map((r) => r.key));
  for (const m of moves) {
    const enemy = c.me === 'corteo' ? 'potere' : 'corteo';
    const target = c.power[enemy].get(m.at) ?? 0;
    const power = unitRecord(m.unit).power + (m.with ? unitRecord(m.with).power : 0);
    const p = throwChance(throwColumn(power, target));
    const ids = unitsAt(c, m.at);
    let importance: number;
    if (c.me === 'potere') {
      // A throw pushes the target away from the thrower, mostly where its owner likes: only
      // from the objective's side of the march does it push the march back.
      const from = positionOf(c, m.unit);
      const goal = nearestOpen(c, m.at);
      if (!goal || distance(c.f, 'corteo', goal, from) >= distance(c.f, 'corteo', goal, m.at)) continue;
      const head = ids.some((x) => c.v.heads.includes(x));
      const near = [...risky].some((k) => distance(c.f, 'corteo', k, m.at) <= 8);
      importance = (head ? 3 : 0) + (ids.length > 1 ? 2 : 0) + (near ? 3 : 0) + (c.open.some((o) => o.key === m.at) ? 4 : 0);
    } else {
      const onObjective = c.open.some((o) => o.key === m.at);
      const inWay = enemyPowerNear(c, m.at, 'corteo') > 0;
      importance = (onObjective ? 5 : 0) + (inWay ? 2 : 0);
    }
    const worth = p * importance - shortThrowRisk(sight(c), m);
    if (worth > (best?.worth ?? 1)) best = { m, worth };
  }
  return best;
}

function chooseMovement(c: Ctx, moves: readonly CorteoMove[], rng: Rng): CorteoMove {
  const top = c.me === 'potere' ? risks(c) : [];
  const canEnd = moves.some((m) => m.type === 'done');
  const run = moves.find((m) => m.type === 'run');
  if (run && !c.simple) {
    const far = c.open.length > 0 && Math.min(...c.threat.values()) > 8;
    if (far || c.v.runsLeft >= 11 - c.v.hand) return run;
  }
  if (!c.simple) {
    const t = bestThrow(c, of(moves, 'throw'), top);
    if (t) return t.m;
    const jam = bestJam(sight(c), moves);
    if (jam) return jam;
  }
  const barricade = c.me === 'corteo' ? bestBarricade(c, of(moves, 'barricade')) : null;
  // Units on an objective held since the last hand must leave it (12a): those first.
  const staying = new Set(c.v.units.filter((u) => isHex(u.at) && u.at in c.v.held && sideOfUnit(u.id) === 'corteo').map((u) => u.id));
  const current = new Map<string, number>();
  let best: { m: CorteoMove; gain: number } | null = null;
  for (const m of moves) {
    // The normal potere clears a barricade (advanced game, 5d) standing where it wants to go.
    const clears = m.type === 'unbarricade' && c.me === 'potere' && !c.simple;
    if (m.type !== 'move' && m.type !== 'metro' && m.type !== 'enter' && !clears) continue;
    if (!canEnd && staying.size && !staying.has(m.unit)) continue;
    let now = current.get(m.unit);
    if (now === undefined) current.set(m.unit, (now = valueFor(c, m.unit, positionOf(c, m.unit), top)));
    let gain = valueFor(c, m.unit, m.type === 'enter' || m.type === 'unbarricade' ? m.at : m.to, top) - now;
    // A metro ride out of the station to the best exit is the ride's point; a barricade
    // cleared costs two points of the move.
    if (m.type === 'metro') gain += 4;
    if (m.type === 'unbarricade') gain -= 2;
    if (!best || gain > best.gain) best = { m, gain };
  }
  if (barricade && (!best || barricade.worth > best.gain)) return barricade.m;
  if (best && (best.gain > 0.5 || !canEnd)) return best.m;
  if (canEnd) return moves.find((m) => m.type === 'done')!;
  return moves.find((m) => m.type === 'stop') ?? best?.m ?? rng.pick(moves);
}

/** What a side stands to lose with these units: a head's result reaches its whole group (10b). */
function stake(c: Ctx, ids: readonly string[]): number {
  let n = ids.reduce((k, id) => k + unitRecord(id).power, 0);
  for (const id of ids) if (c.v.heads.includes(id) && isActiveHead(c.b, id)) n += 2 * (c.groupSize.get(id) ?? 1);
  return n;
}

function chooseCombat(c: Ctx, moves: readonly Move<'combat'>[]): CorteoMove {
  if (c.simple) return moves[0];
  let best: { m: CorteoMove; worth: number } | null = null;
  for (const m of moves) {
    const odds = combatOdds(c.b, m.attackers, m.defenders);
    if (typeof odds === 'string') continue;
    let worth = combatWorth(odds.column, stake(c, m.attackers), stake(c, m.defenders));
    // The corteo fighting a guard off an objective may walk in after it (8d); the potere
    // pushing the corteo off one before the hand ends denies it the objective (12a).
    if (m.defenders.some((d) => c.open.some((o) => o.key === positionOf(c, d)))) worth += c.me === 'corteo' ? 3 : 6;
    if (!best || worth > best.worth) best = { m, worth };
  }
  return best?.m ?? moves[0];
}

function chooseRetreat(c: Ctx, moves: readonly Move<'retreat'>[]): CorteoMove {
  const id = moves[0].unit;
  const mine = sideOfUnit(id) === c.me;
  const top = risks(c);
  const score = (to: string): number => {
    if (to === 'off') return -150;
    if (sideOfUnit(id) === 'potere' && !mine) {
      // A panicked police unit to the barracks farthest from the threatened objectives.
      return top.reduce((n, r) => n + Math.min(200, distance(c.f, 'potere', r.key, to)), 0);
    }
    const v = valueFor(c, id, to, top);
    return mine ? v : -v;
  };
  let best = moves[0];
  let bestScore = -Infinity;
  for (const m of moves) {
    const s = c.simple && mine ? 0 : score(m.to);
    if (s > bestScore) (best = m), (bestScore = s);
  }
  return best;
}

function chooseAdvance(c: Ctx, moves: readonly CorteoMove[]): CorteoMove {
  const top = c.me === 'potere' ? risks(c) : [];
  let best: CorteoMove | undefined = moves.find((m) => m.type === 'done');
  let bestGain = 0;
  for (const m of of(moves, 'advance')) {
    const gain = valueFor(c, m.unit, m.to, top) - valueFor(c, m.unit, positionOf(c, m.unit), top);
    if (!best || gain > bestGain) (best = m), (bestGain = gain);
  }
  return best ?? moves[0];
}

function chooseHeads(c: Ctx, moves: readonly Move<'heads'>[]): CorteoMove {
  if (c.simple) return moves[0];
  const worth = (id: string): number => {
    const at = positionOf(c, id);
    const g = c.groupSize.get(id) ?? 1;
    const enemy = enemyPowerNear(c, at, 'potere');
    // A head that must fight does it with the march's power, and loses with the whole march:
    // worth it only at 5-1, where the table has no loss for the attacker.
    const fight = enemy === 0 ? 0 : (unitRecord(id).power + 2 * (g - 1)) * corteoFactorAt(c, at) >= 5 * enemy ? 5 : -30;
    return 10 * g + fight + (unitRecord(id).kind === 'spezzone' ? 1 : 0);
  };
  let best = moves[0];
  let bestWorth = -Infinity;
  for (const m of moves) {
    const w = m.units.reduce((n, id) => n + worth(id), 0);
    if (w > bestWorth) (best = m), (bestWorth = w);
  }
  return best;
}

const corteoFactorAt = (c: Ctx, at: string): number => corteoFactor(cityOf(c.b).hexes[at]);

function chooseReinforcement(c: Ctx, moves: readonly CorteoMove[]): CorteoMove {
  const top = risks(c);
  let best = moves[0];
  let bestWorth = -Infinity;
  for (const m of of(moves, 'place')) {
    const w = potereValue(c, m.unit, m.at, top) + unitRecord(m.unit).power;
    if (w > bestWorth) (best = m), (bestWorth = w);
  }
  return best;
}

/** The head's component: the one with most power on the board, more heads to choose from. */
function chooseHeadComponent(c: Ctx, moves: readonly Move<'head'>[]): CorteoMove {
  const power = (comp: string) => c.v.units.filter((u) => unitRecord(u.id).component === comp).reduce((n, u) => n + unitRecord(u.id).power, 0);
  let best = moves[0];
  for (const m of moves) if (power(m.component) > power(best.component)) best = m;
  return best;
}

/** A sensible move for the side to decide now, from its view and its legal moves only. */
export function sensibleChoice(v: CorteoView, me: Side, moves: readonly CorteoMove[], rng: Rng, simple: boolean): CorteoMove {
  if (moves.length === 1) return moves[0];
  const c = context(v, me, simple);
  switch (v.step) {
    case 'gather':
      return chooseGather(moves, rng) ?? moves[0];
    case 'placeCorteo':
    case 'placePotere':
      return chooseDissidentPlace(c.b, moves) ?? chooseScatteredPlace(c.b, moves) ?? moves.find((m) => m.type === 'done') ?? moves[0];
    case 'head':
      return chooseHeadComponent(c, of(moves, 'head'));
    case 'reinforce':
      return chooseReinforcement(c, moves);
    case 'move': {
      // Antifascista: the dissidents' dice first (bot-antifascista.ts).
      const roll = me === 'corteo' ? (chooseActivation(moves, rng) ?? chooseLeave(moves)) : null;
      if (roll) return roll;
      // Antirepressivo: the change of strategy and the helicopter (bot-antirepressivo.ts).
      const trial = chooseTrial(c.b, me, moves);
      if (trial) return trial;
      // The motorcade (and the rally) move last, once the escort has gone ahead (bot-scenario.ts).
      const m = chooseMovement(c, moves, rng);
      return (me === 'potere' && m.type === 'done' && (chooseMobile(c.b, moves) ?? chooseRally(c.b, moves))) || m;
    }
    case 'heads':
      return chooseHeads(c, of(moves, 'heads'));
    case 'combat':
      return chooseCombat(c, of(moves, 'combat'));
    case 'retreat':
      return chooseRetreat(c, of(moves, 'retreat'));
    case 'advance':
      return chooseAdvance(c, moves);
    case 'special':
      return chooseSpecialStep(sight(c), moves, rng);
    case 'prolong':
      return chooseProlong(c.b, me, moves) ?? moves[0];
    default:
      return moves[0];
  }
}
