// What Corteo's scripted players add in a scenario, from the view and the legal moves only:
// the objectives that count; the corteo chasing the presidential motorcade (5 points a piece in
// its ZOC at every turn's end); the potere driving the motorcade, leader first, to the hexes in
// front of the embassy without ever stopping or moving back on the way (or, once those points
// are lost, out by the east edge), and its celere keeping close as the escort.
import { hexDistance, parseHexKey } from '../../engine/hex.ts';
import { hexCell } from './content/city/index.ts';
import type { CityMap } from './content/map-types.ts';
import { unitRecord } from './content/pieces.ts';
import { cityOf, graphOf, isHex } from './rules/board.ts';
import { frontHexes, scenarioOf, scenarioValue } from './rules/scenario.ts';
import { isRallyPiece } from './rules/antifascista.ts';
import { mayEnter, stepCost } from './rules/terrain.ts';
import type { CorteoMove, CorteoState } from './rules/types.ts';

const column = (key: string): number => hexCell(parseHexKey(key))[0];

/** Does this objective hex score in the game being played? */
export function objectiveCounts(b: CorteoState, key: string): boolean {
  const city = cityOf(b);
  return scenarioValue(b, city, city.hexes[key]?.objective, 1) > 0;
}

// The rally of Antifascista has its own judgement (bot-antifascista.ts).
const piecesOnMap = (b: CorteoState): string[] => (b.scen?.pieces ?? []).filter((p) => isHex(p.at) && !isRallyPiece(p.id)).map((p) => p.at);

/** The corteo's pull toward the motorcade: most beside a piece (its ZOC), some on the way. */
export function chaseBonus(b: CorteoState, at: string): number {
  const pieces = piecesOnMap(b);
  if (!pieces.length || !isHex(at)) return 0;
  const h = parseHexKey(at);
  const d = Math.min(...pieces.map((p) => hexDistance(parseHexKey(p), h)));
  return d <= 1 ? 30 : Math.max(0, 24 - 2 * d);
}

/** The escort's weight: above the potere's care for the objectives at risk (bot.ts, risks). */
const ESCORT = 240;

/**
 * The potere's celere and carabinieri keep within reach of the motorcade, a little ahead of it to
 * the east: its escort (5 units within 4 hexes where a piece starts and where it stops).
 */
export function escortBonus(b: CorteoState, id: string, at: string): number {
  const pieces = piecesOnMap(b);
  if (!pieces.length || !isHex(at)) return 0;
  // The embassy itself held: a corteo unit on it loses the stop's points for the game.
  if (!b.scen!.lost && embassyOf(b).includes(at)) return 2 * ESCORT;
  const { route } = routeOf(b, pieces);
  // Nobody of the potere stands in the motorcade's way: its road is one lane in places.
  const inWay = route.has(at) ? -ESCORT : 0;
  const kind = unitRecord(id).kind;
  const leader = kind === 'celere' || kind === 'carabinieri' ? anchorOf(b, kind) : null;
  if (!leader) return inWay;
  const d = hexDistance(parseHexKey(leader), parseHexKey(at));
  const ahead = d <= 4 && !b.scen!.lost ? (ESCORT / 16) * Math.max(-3, Math.min(3, column(at) - column(leader))) : 0;
  // Beside a car: a hex the corteo cannot stand on to have the car in its ZOC (5 points a turn).
  const h = parseHexKey(at);
  const beside = pieces.some((p) => hexDistance(parseHexKey(p), h) === 1) ? ESCORT / 2 : 0;
  return inWay + (d <= 3 ? ESCORT : Math.max(0, ESCORT - (ESCORT / 6) * (d - 3))) + ahead + beside;
}

/** The hexes of the objective the motorcade stops in front of (Internazionalista's embassy). */
function embassyOf(b: CorteoState): readonly string[] {
  const rule = scenarioOf(b)?.scoring.find((r) => r.kind === 'stopInFront');
  return rule && rule.kind === 'stopInFront' ? (cityOf(b).objectives.find((o) => o.id === rule.objective)?.hexes ?? []) : [];
}

const ROUTES = new WeakMap<CorteoState, { leader: string; route: Set<string> }>();

/** The leading piece still on its way, and the next hexes of its road to the front (or the east edge). */
function routeOf(b: CorteoState, pieces: readonly string[]): { leader: string; route: Set<string> } {
  const known = ROUTES.get(b);
  if (known) return known;
  const city = cityOf(b);
  const front = frontHexes(b);
  const going = pieces.filter((p) => !front.includes(p));
  const leader = (going.length ? going : pieces).reduce((x, y) => (column(y) > column(x) ? y : x));
  const route = new Set<string>();
  const goal = b.scen!.lost || !front.length ? null : front.reduce((x, y) => (column(y) > column(x) ? y : x));
  if (goal) {
    const field = fieldTo(city, goal);
    const { next } = graphOf(city);
    let at = leader;
    for (let i = 0; i < 12 && at !== goal; i++) {
      const step = next.get(at)!.map((n) => n.key).filter((k) => field.has(k)).sort((x, y) => field.get(x)! - field.get(y)!)[0];
      if (!step || field.get(step)! >= (field.get(at) ?? Infinity)) break;
      route.add(step);
      at = step;
    }
  }
  const out = { leader, route };
  ROUTES.set(b, out);
  return out;
}

/** Half points for a motorized potere mover from every hex to `target` (by the map only). */
const FIELDS = new WeakMap<CityMap, Map<string, Map<string, number>>>();

function fieldTo(city: CityMap, target: string): Map<string, number> {
  let byTarget = FIELDS.get(city);
  if (!byTarget) FIELDS.set(city, (byTarget = new Map()));
  let field = byTarget.get(target);
  if (field) return field;
  field = new Map([[target, 0]]);
  const { next } = graphOf(city);
  const queue = [target];
  while (queue.length) {
    const at = queue.shift()!;
    const here = field.get(at)!;
    for (const n of next.get(at)!) {
      const h = city.hexes[n.key];
      if (!mayEnter(h, 'potere', 'blindati')) continue;
      // Stepping from n back into `at` costs what entering `at` costs (the direction's slope aside).
      const cost = here + stepCost(city.hexes[at], (n.dir + 3) % 6);
      if (cost < (field.get(n.key) ?? Infinity)) {
        field.set(n.key, cost);
        queue.push(n.key);
      }
    }
  }
  byTarget.set(target, field);
  return field;
}

/**
 * Where each piece on the map is going: by column, east first, the i-th piece to the i-th front
 * hex from the east (the Bulvar is one lane: the leader takes the far end); all of them to the
 * east edge once the stop's points are lost.
 */
function goalsOf(b: CorteoState): Map<string, string[]> {
  const city = cityOf(b);
  const pieces = (b.scen?.pieces ?? []).filter((p) => isHex(p.at)).sort((x, y) => column(y.at) - column(x.at));
  const out = new Map<string, string[]>();
  if (b.scen!.lost) {
    const exits = city.edges.east.filter((k) => ['strada', 'viale'].includes(city.hexes[k].terrain));
    for (const p of pieces) out.set(p.id, exits);
    return out;
  }
  const front = frontHexes(b).sort((x, y) => column(y) - column(x));
  pieces.forEach((p, i) => {
    if (front[i] && p.at !== front[i]) out.set(p.id, [front[i]]);
  });
  return out;
}

/**
 * The escort's anchor: the celere keep with the leading piece still on its way, the carabinieri
 * with the last one, so that the file of cars never outruns its escort at either end.
 */
function anchorOf(b: CorteoState, kind: string): string | null {
  const goals = goalsOf(b);
  const on = (b.scen?.pieces ?? []).filter((p) => isHex(p.at));
  // A piece already in front of the embassy, only shuffling east along it, needs no escort to
  // stay: the escort goes back for the pieces still on the road (else they stand unescorted).
  const front = frontHexes(b);
  const road = on.filter((p) => goals.has(p.id) && !front.includes(p.at));
  const going = road.length ? road : on.filter((p) => goals.has(p.id));
  const list = (going.length ? going : on).map((p) => p.at).sort((x, y) => column(y) - column(x));
  if (!list.length) return null;
  return kind === 'celere' ? list[0] : list[list.length - 1];
}

/**
 * The motorcade's next move: each piece toward its goal (goalsOf), the leader first, never back;
 * off the map once the stop's points are lost. Null when no piece should move now.
 */
export function chooseMobile(b: CorteoState, moves: readonly CorteoMove[]): CorteoMove | null {
  const mobile = moves.filter((m): m is Extract<CorteoMove, { type: 'mobile' }> => m.type === 'mobile');
  if (!mobile.length || !b.scen || !scenarioOf(b)) return null;
  if (b.scen.lost) {
    const out = mobile.find((m) => m.to === 'off');
    if (out) return out;
  }
  const city = cityOf(b);
  const where = new Map(b.scen.pieces.map((p) => [p.id, p.at]));
  const goals = goalsOf(b);
  const front = frontHexes(b);
  const going = [...new Set(mobile.map((m) => m.piece))].filter((id) => goals.has(id)).sort((x, y) => column(where.get(y)!) - column(where.get(x)!));
  let best: { m: CorteoMove; d: number } | null = null;
  going.forEach((id, i) => {
    const from = where.get(id)!;
    const dist = (k: string) => Math.min(...goals.get(id)!.map((g) => fieldTo(city, g).get(k) ?? Infinity));
    for (const m of mobile) {
      // Never back (it would lose the stop), but onto a hex in front it may (rules/scenario.ts).
      if (m.piece !== id || m.to === 'off' || (column(m.to) < column(from) && !front.includes(m.to))) continue;
      // The leader first: a later piece's move counts only once those ahead have moved.
      const d = dist(m.to) + i * 1000;
      if (!best || d < best.d) best = { m, d };
    }
  });
  return best ? (best as { m: CorteoMove }).m : null;
}
