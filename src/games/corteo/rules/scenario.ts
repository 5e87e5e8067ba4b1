// The scenarios of section D on the advanced game's rules: their set-up and schedule, the
// mobile objectives (the presidential motorcade: escorted, alone on its hex, leaving by the east
// edge) and their own scoring at the end of each turn and hand. The scenario is data
// (content/scenarios); the rules below read it, and the shared rules call in here by small hooks.
import { hexDistance, parseHexKey } from '../../../engine/hex.ts';
import { cappucciniFront, cellKey, hexCell } from '../content/city/index.ts';
import { riverCols, WALL_COL } from '../content/city/plan.ts';
import type { CityMap } from '../content/map-types.ts';
import { unitRecord } from '../content/pieces.ts';
import { POTERE_START, SCHEDULES, VICTORY_LEVELS, victoryLevel } from '../content/schedule.ts';
import { scenarioIn, type CityLine, type MobilePieces, type Scenario } from '../content/scenarios/index.ts';
import type { Component, Reinforcement, VictoryLevel } from '../content/types.ts';
import { cityOf, corteoGroups, facedown, graphOf, isHex, occupancy, sideOf, zocOf } from './board.ts';
import { stepNow } from './now.ts';
import type { CorteoContext, ScenarioHooks, StartLineOf } from './context.ts';
import { mayEnter, stepCost } from './terrain.ts';
import type { CorteoMove, CorteoOptions, CorteoState, MobilePiece, ScenarioState } from './types.ts';

export const scenarioOf = (s: { options: CorteoOptions }): Scenario | null => scenarioIn(s.options);

/** A scenario's own state at set-up: its mobile pieces on their start hexes. */
export function scenarioSetup(options: CorteoOptions): ScenarioState | undefined {
  const sc = scenarioIn(options);
  if (!sc) return undefined;
  const pieces: MobilePiece[] = sc.pieces.flatMap((p) => p.start.slice(0, p.count).map((cell, i) => ({ id: pieceId(p, i), at: cellKey(cell) })));
  return { pieces, moved: [], crossed: [], lost: false, points: { corteo: 0, potere: 0 } };
}

export const pieceId = (p: MobilePieces, i: number): string => `${p.id}-${i + 1}`;

/** Is this id a scenario's mobile piece ("motorcade-3"), not a unit of the box? */
export const isMobilePiece = (id: string): boolean => /^(motorcade|rally)-\d+$/.test(id);
/**
 * Is this mobile piece one of Antifascista's rally (rules/antifascista.ts)? A rally piece on the
 * map holds a zone of control for the corteo, which may stop on its hex (movement.ts).
 */
export const isRallyPiece = (id: string): boolean => /^rally-\d+$/.test(id);
const specOf = (sc: Scenario, piece: string): MobilePieces | undefined => sc.pieces.find((p) => piece.startsWith(`${p.id}-`));

/** The potere's start lines: the scenario's, or the base and advanced games'. */
export function startLines(s: CorteoState, hooks: Pick<ScenarioHooks, 'startLines'>): readonly StartLineOf[] {
  const sc = scenarioOf(s);
  return sc ? hooks.startLines(s, sc.potere.start) : POTERE_START;
}

/** The potere's reinforcements: the scenario's (as its rules change them), or the base and advanced games'. */
export function scheduleOf(s: CorteoState, hooks: Pick<ScenarioHooks, 'schedule'>): readonly Reinforcement[] {
  const sc = scenarioOf(s);
  return sc ? hooks.schedule(s, sc.potere.schedule) : SCHEDULES[s.options.mode];
}

export const headComponents = (s: CorteoState): readonly Component[] | null => scenarioOf(s)?.corteo.heads ?? null;

/** An objective hex's value: in a scenario, only the kinds it names count. */
export function scenarioValue(s: { options: CorteoOptions }, city: CityMap, objective: string | undefined, base: number): number {
  const sc = scenarioOf(s);
  if (!sc || !objective) return base;
  const kind = city.objectives.find((o) => o.id === objective)?.kind;
  if (kind === 'proprio') return base;
  return kind && sc.objectives.kinds.includes(kind) ? (sc.objectives.values?.[kind] ?? base) : 0;
}

/** The level of a final score: the scenario's own thresholds (the editor's), or the mode's table. */
export function victoryLevelOf(s: CorteoState, final: number): VictoryLevel {
  const levels = scenarioOf(s)?.levels;
  const table = VICTORY_LEVELS[s.options.mode];
  if (!levels) return victoryLevel(s.options.mode, final);
  const i = levels.findIndex((min) => final >= min);
  return table[i < 0 ? Math.min(levels.length, table.length - 1) : i];
}

/** Where the corteo places its units: Piazza Mento, or the scenario's own hexes. */
export function corteoStartHexes(s: CorteoState, city: CityMap): readonly string[] {
  const start = scenarioOf(s)?.corteo.start;
  return typeof start === 'object' ? start.hexes : city.piazzaMento;
}

/** The corteo units of the box that take part: a scenario may name its components. */
export function corteoTakesPart(options: CorteoOptions, component: Component | undefined): boolean {
  const only = scenarioIn(options)?.corteo.components;
  return !only || (component !== undefined && only.includes(component));
}

export const arrestsSpezzoniAtEnd = (s: CorteoState): boolean => scenarioOf(s)?.spezzoniAtEnd ?? s.options.mode === 'advanced';

// ---------------------------------------------------------------------------------------------
// The mobile pieces.

const onMap = (s: CorteoState): MobilePiece[] => (s.scen?.pieces ?? []).filter((p) => isHex(p.at));

/** Potere units (on the map, face up) within `within` hexes of a hex. */
function escortAt(s: CorteoState, key: string, within: number): number {
  const h = parseHexKey(key);
  return s.units.filter((u) => isHex(u.at) && !facedown(u) && sideOf(u.id) === 'potere' && hexDistance(parseHexKey(u.at), h) <= within).length;
}

const escorted = (s: CorteoState, spec: MobilePieces, key: string): boolean => !spec.escort || escortAt(s, key, spec.escort.within) >= spec.escort.units;

/** No barricade within this many hexes of a mobile piece (and no traffic jam, for the special rules). */
export function nearMobilePiece(s: CorteoState, key: string): boolean {
  const sc = scenarioOf(s);
  if (!sc) return false;
  const h = parseHexKey(key);
  return onMap(s).some((p) => {
    const within = specOf(sc, p.id)?.noBarricadesWithin;
    return within !== undefined && hexDistance(parseHexKey(p.at), h) <= within;
  });
}

/** Where a piece may go this phase: by the blindati's terrain, never through units of the corteo, barricades, covers or pieces. */
export function mobileDestinations(s: CorteoState, piece: string): string[] {
  const sc = scenarioOf(s);
  const p = s.scen?.pieces.find((x) => x.id === piece);
  const spec = sc && specOf(sc, piece);
  if (!p || !spec || !isHex(p.at) || s.side !== 'potere' || stepNow(s) !== 'move' || s.scen!.moved.includes(piece)) return [];
  if (!escorted(s, spec, p.at)) return [];
  const city = cityOf(s);
  const occ = occupancy(s);
  const pieces = new Set(onMap(s).map((x) => x.at));
  const barricades = new Set(s.barricades.map((b) => b.hex));
  const { next } = graphOf(city);
  const best = new Map<string, number>([[p.at, 0]]);
  const queue: string[] = [p.at];
  const budget = spec.speed * 2;
  while (queue.length) {
    const at = queue.shift()!;
    for (const n of next.get(at)!) {
      const h = city.hexes[n.key];
      if (!mayEnter(h, 'potere', 'blindati') || pieces.has(n.key) || barricades.has(n.key) || n.key in s.covered) continue;
      if ((occ.get(n.key) ?? []).some((u) => sideOf(u.id) === 'corteo')) continue;
      const cost = best.get(at)! + stepCost(h, n.dir);
      if (cost > budget || cost >= (best.get(n.key) ?? Infinity)) continue;
      best.set(n.key, cost);
      queue.push(n.key);
    }
  }
  const out = [...best.keys()].filter((k) => k !== p.at && !occ.has(k) && escorted(s, spec, k));
  if (spec.exit === 'east' && city.edges.east.includes(p.at) && ['strada', 'viale'].includes(city.hexes[p.at].terrain)) out.push('off');
  return out;
}

export function mobileMoves(s: CorteoState): CorteoMove[] {
  if (!s.scen || s.side !== 'potere') return [];
  // The rally's pieces move by their own rules (rules/antifascista.ts).
  return s.scen.pieces.filter((p) => !isRallyPiece(p.id)).flatMap((p) => mobileDestinations(s, p.id).map((to): CorteoMove => ({ type: 'mobile', piece: p.id, to })));
}

const column = (key: string): number => hexCell(parseHexKey(key))[0];

export function moveMobile(c: CorteoContext, piece: string, to: string): string | null {
  const s = c.s;
  if (!mobileDestinations(s, piece).includes(to)) return 'corteo.error.unreachable';
  const scen = s.scen!;
  const p = scen.pieces.find((x) => x.id === piece)!;
  const from = p.at;
  p.at = to;
  scen.moved.push(piece);
  c.log(to === 'off' ? 'corteo.log.mobileLeft' : 'corteo.log.mobileMoved', { piece, from, to });
  if (to !== 'off' && column(to) < column(from) && !frontHexes(s).includes(to)) loseStop(c, 'corteo.log.stopLostBack');
  return null;
}

// ---------------------------------------------------------------------------------------------
// Scoring.

/** The hexes in front of the objective the pieces must stop on. */
export function frontHexes(s: CorteoState): string[] {
  const rule = scenarioOf(s)?.scoring.find((r) => r.kind === 'stopInFront');
  if (!rule || rule.kind !== 'stopInFront') return [];
  return rule.objective === 'diplo-cappuccini' ? cappucciniFront(cityOf(s)) : [];
}

function loseStop(c: CorteoContext, why: string): void {
  const scen = c.s.scen!;
  if (scen.lost || !scenarioOf(c.s)?.scoring.some((r) => r.kind === 'stopInFront')) return;
  scen.lost = true;
  c.log(why, {});
}

function award(c: CorteoContext, side: 'corteo' | 'potere', points: number, why: string, params: Record<string, string | number> = {}): void {
  c.s.scen!.points[side] += points;
  c.s.score[side] += points;
  c.log('corteo.log.scenarioPoints', { side: `corteo.scenario.side.${side}`, points, why, ...params });
}

/** Is this hex beyond a line of the city, seen from Piazza Mento (west)? */
export function beyond(city: CityMap, key: string, line: CityLine): boolean {
  const [col, row] = hexCell(parseHexKey(key));
  if (line === 'mura') return col >= WALL_COL;
  if (line === 'fiume') return col > riverCols(row)[1];
  return city.edges.east.includes(key);
}

/** The corteo's main body: the largest connected group with a unit of the head's component (10b). */
export function mainBody(s: CorteoState): string[] {
  const groups = corteoGroups(s).filter((g) => g.some((x) => unitRecord(x).component === s.headComponent));
  return groups.reduce<string[]>((a, g) => (g.length > a.length ? g : a), []);
}

/** The end of a turn (either side's): lines crossed, pieces in the corteo's ZOC, the embassy reached, pieces that stopped. */
export function scenarioTurnEnd(c: CorteoContext): void {
  const s = c.s;
  const sc = scenarioOf(s);
  if (!sc || !s.scen) return;
  const city = cityOf(s);
  const body = mainBody(s);
  const where = new Map(s.units.map((u) => [u.id, u.at]));
  const zoc = zocOf(s, 'corteo', city);
  for (const rule of sc.scoring) {
    if (rule.kind === 'cross' && !s.scen.crossed.includes(rule.line) && body.some((id) => isHex(where.get(id)!) && beyond(city, where.get(id)!, rule.line))) {
      s.scen.crossed.push(rule.line);
      award(c, 'corteo', rule.points, `corteo.scenario.why.${rule.line}`);
    }
    if (rule.kind === 'mobileInZoc') {
      const n = onMap(s).filter((p) => p.id.startsWith(`${rule.pieces}-`) && zoc.has(p.at)).length;
      if (n > 0) award(c, 'corteo', rule.points * n, 'corteo.scenario.why.inZoc', { count: n });
    }
    if (rule.kind === 'stopInFront') {
      const embassy = city.objectives.find((o) => o.id === rule.objective)?.hexes ?? [];
      const occ = occupancy(s);
      if (embassy.some((k) => (occ.get(k) ?? []).some((u) => sideOf(u.id) === 'corteo'))) loseStop(c, 'corteo.log.stopLostEmbassy');
      // The motorcade stops when, with pieces still away from the front, none of it moved.
      if (s.side === 'potere') {
        const front = frontHexes(s);
        if (onMap(s).some((p) => !front.includes(p.at)) && s.scen.moved.length === 0) loseStop(c, 'corteo.log.stopLostStopped');
      }
    }
  }
  if (s.side === 'potere') s.scen.moved = [];
}

/** The end of a hand: the potere's points for the pieces stopped in front of the objective. */
export function scenarioHandEnd(c: CorteoContext): void {
  const s = c.s;
  const sc = scenarioOf(s);
  if (!sc || !s.scen) return;
  for (const rule of sc.scoring) {
    if (rule.kind !== 'stopInFront' || s.scen.lost || s.hand < rule.fromHand) continue;
    const front = frontHexes(s);
    const there = onMap(s).filter((p) => p.id.startsWith(`${rule.pieces}-`) && front.includes(p.at)).length;
    if (there >= rule.hexes) award(c, 'potere', rule.points, 'corteo.scenario.why.stopped');
  }
}

/** The potere's points still possible for stopping in front, for the status line. */
export const stopStillPossible = (s: CorteoState): boolean => Boolean(s.scen && !s.scen.lost && frontHexes(s).length > 0);
