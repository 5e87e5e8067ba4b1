// Setting up (B 5, C 3a): every counter off the map; the corteo places its 33 units on Piazza
// Mento, two a hex, and chooses the component that holds the head; the potere places ten
// piantoni on objectives, five vigili within seven hexes of a metro, barracks or objective
// hex, and ten celere and five carabinieri in the barracks, two a hex.
import { hexDistance, parseHexKey } from '../../../engine/hex.ts';
import { startAt } from '../../../engine/flow.ts';
import { seedRng } from '../../../engine/rng.ts';
import { CORTEO_UNITS, POTERE_UNITS, unitRecord } from '../content/pieces.ts';
import { BARRICADES, RUNS, VIGILI_DISTANCE } from '../content/schedule.ts';
import type { StartArea } from '../content/scenarios/index.ts';
import type { UnitKind } from '../content/types.ts';
import type { CityMap } from '../content/map-types.ts';
import { cityOf, isHex, neighbours, occupancy, sideOf, stackRoom, standable } from './board.ts';
import type { CorteoContext } from './context.ts';
import { stepNow } from './now.ts';
import { arrivalUnits, isArrival } from './national.ts';
import { specialOptions } from './special-rules.ts';
import { corteoStartHexes, corteoTakesPart, scenarioSetup, startLines } from './scenario.ts';
import { scenarioIn } from '../content/scenarios/index.ts';
import { hexCell } from '../content/city/index.ts';
import { WALL_COL } from '../content/city/plan.ts';
import type { ScenarioHooks } from './context.ts';
import type { CorteoMove, CorteoOptions, CorteoState, UnitState } from './types.ts';

/** A new game: the scenario's own set-up (its first step, units and state) from the step table's hooks. */
export function setup(options: CorteoOptions, seats: number, seed: number, hooks: ScenarioHooks): CorteoState {
  const sc = scenarioIn(options);
  // A scenario from the editor says which special rules it plays with.
  const special = specialOptions(options.mode, sc?.special ?? options.special);
  return {
    rng: seedRng(seed) as number[],
    log: [],
    options: {
      mode: options.mode, map: options.map, ...(options.physicalDice ? { physicalDice: true } : {}), ...(special ? { special } : {}), ...(options.scenario ? { scenario: options.scenario } : {}), ...(options.custom ? { custom: options.custom } : {}),
      ...(options.rallyPlace ? { rallyPlace: options.rallyPlace } : {}), ...(options.extraHands ? { extraHands: options.extraHands } : {}),
      ...(options.prolong && sc?.rally?.prolong ? { prolong: true } : {}),
      ...(options.coverKept && sc?.blocs ? { coverKept: true } : {}),
      ...(options.waitsEnd && special?.national ? { waitsEnd: true } : {}),
    },
    hand: 1,
    side: 'corteo',
    // Sociale: the corteo first writes down its secret gathering place, on its private screen.
    flow: startAt(hooks.firstStep(options) ?? 'placeCorteo'),
    units: [...[...CORTEO_UNITS.filter((u) => corteoTakesPart(options, u.component)), ...POTERE_UNITS].map((u): UnitState => ({ id: u.id, at: 'reserve' })), ...(special?.national ? arrivalUnits() : []), ...hooks.units(options)],
    done: [],
    moving: null,
    threw: {},
    running: false,
    runsLeft: RUNS,
    barricadesLeft: BARRICADES,
    barricades: [],
    headComponent: null,
    heads: [],
    reinforce: null,
    advance: null,
    held: {},
    covered: {},
    score: { corteo: 0, potere: 0 },
    result: null,
    ...(scenarioSetup(options) ? { scen: hooks.startState(options, seats, scenarioSetup(options)) } : {}),
  };
}

/** How many units of a kind the potere places before the game. */
function startCount(s: CorteoState, kind: UnitKind, hooks: ScenarioHooks): number {
  return startLines(s, hooks).filter((p) => p.kind === kind).reduce((n, p) => n + p.count, 0);
}

/** The hexes of a start area (terrain and stacking aside), kept per city: every placement lists them. Shared lists: do not change them. */
function areaHexes(city: CityMap, where: StartArea): readonly string[] {
  let kept = AREAS.get(city);
  if (!kept) AREAS.set(city, (kept = new Map()));
  const key = JSON.stringify(where);
  let hexes = kept.get(key);
  if (!hexes) kept.set(key, (hexes = hexesOfArea(city, where)));
  return hexes;
}
const AREAS = new WeakMap<CityMap, Map<string, readonly string[]>>();

/** Hexes east of the historic walls (a start area: Antifascista's blindati, the editor's). */
const eastOfWalls = (city: CityMap): string[] => Object.keys(city.hexes).filter((k) => hexCell(parseHexKey(k))[0] >= WALL_COL);

const WITHIN = new WeakMap<CityMap, Map<number, string[]>>();

/** Hexes at most `within` from an objective or barracks hex (the potere's start). */
function nearObjectivesOrBarracks(city: CityMap, within: number): string[] {
  let byCity = WITHIN.get(city);
  if (!byCity) WITHIN.set(city, (byCity = new Map()));
  let out = byCity.get(within);
  if (!out) {
    const anchors = Object.keys(city.hexes).filter((k) => ['obiettivo', 'caserma'].includes(city.hexes[k].terrain)).map(parseHexKey);
    out = Object.keys(city.hexes).filter((k) => {
      const h = parseHexKey(k);
      return anchors.some((a) => hexDistance(a, h) <= within);
    });
    byCity.set(within, out);
  }
  return out;
}

function hexesOfArea(city: CityMap, where: StartArea): string[] {
  if (where === 'objective') return Object.keys(city.hexes).filter((k) => city.hexes[k].terrain === 'obiettivo');
  if (where === 'barracks') return city.barracks.flatMap((b) => b.hexes);
  if (where === 'eastOfWalls') return eastOfWalls(city);
  if (typeof where === 'object' && 'hexes' in where) return where.hexes.filter((k) => k in city.hexes);
  if (where === 'nearVigili') {
    const anchors = Object.keys(city.hexes).filter((k) => ['metro', 'caserma', 'obiettivo'].includes(city.hexes[k].terrain)).map(parseHexKey);
    return Object.keys(city.hexes).filter((k) => {
      if (city.hexes[k].terrain === 'caserma') return false;
      const h = parseHexKey(k);
      return anchors.some((a) => hexDistance(a, h) <= VIGILI_DISTANCE);
    });
  }
  if ('within' in where) return nearObjectivesOrBarracks(city, where.within);
  const hexes = city.places.find((p) => p.id === where.place)?.hexes ?? [];
  return where.near ? [...new Set([...hexes, ...hexes.flatMap((k) => neighbours(city, k))])] : hexes.slice();
}

/**
 * Hexes where a unit may be placed at the start; with `first`, only the first of them (placing
 * the rest asks no more, and a city's start areas are hundreds of hexes).
 */
export function startHexes(s: CorteoState, id: string, hooks: ScenarioHooks, first = false): string[] {
  const city = cityOf(s);
  const occ = occupancy(s);
  const ok = (k: string) => standable(s, id, k, city) && stackRoom(s, id, k, occ, city);
  const rec = unitRecord(id);
  const scenario = hooks.startHexes(s, id, ok);
  if (scenario) return first ? scenario.slice(0, 1) : scenario;
  if (rec.side === 'corteo') {
    const hexes = corteoStartHexes(s, city);
    if (!first) return hexes.filter(ok);
    const k = hexes.find(ok);
    return k === undefined ? [] : [k];
  }
  // A kind placed in two areas (a scenario's celere): each area until its count is there.
  const lines = startLines(s, hooks).filter((p) => p.kind === rec.kind);
  const out = new Set<string>();
  for (const line of lines) {
    const area = areaHexes(city, line.where);
    const there = area.reduce((n, k) => n + (occ.get(k) ?? []).filter((u) => u.id !== id && unitRecord(u.id).kind === rec.kind).length, 0);
    if (lines.length === 1 || there < line.count) {
      for (const k of area) {
        if (!ok(k)) continue;
        if (first) return [k];
        out.add(k);
      }
    }
  }
  return [...out];
}

/** The units still to place in this step, one of each kind (and component) first in box order. */
function toPlace(s: CorteoState, hooks: ScenarioHooks): string[] {
  const side = stepNow(s) === 'placeCorteo' ? 'corteo' : 'potere';
  const placed = new Map<UnitKind, number>();
  for (const u of s.units) if (isHex(u.at) && sideOf(u.id) === 'potere') placed.set(unitRecord(u.id).kind, (placed.get(unitRecord(u.id).kind) ?? 0) + 1);
  return s.units
    .filter((u) => u.at === 'reserve' && sideOf(u.id) === side && !isArrival(u.id) && !(u.id in (s.scen?.dormant ?? {})) && hooks.placedAtStart(s, u.id))
    .filter((u) => side === 'corteo' || (placed.get(unitRecord(u.id).kind) ?? 0) < startCount(s, unitRecord(u.id).kind, hooks))
    .map((u) => u.id);
}

/**
 * The units to place, listed per piece: one unit of each kind (the same kind's units have the
 * same start hexes), then 'done'.
 */
export function placementPieces(s: CorteoState, hooks: ScenarioHooks): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const id of toPlace(s, hooks)) {
    const r = unitRecord(id);
    const sig = `${r.kind}${r.power}${r.component ?? ''}`;
    if (seen.has(sig)) continue;
    seen.add(sig);
    out.push(id);
  }
  out.push('done');
  return out;
}

/** The placement moves of one piece of `placementPieces`: a unit's start hexes, or 'done'. */
export function placementMovesOf(s: CorteoState, hooks: ScenarioHooks, piece: string): CorteoMove[] {
  if (piece === 'done') return [{ type: 'done' }];
  return toPlace(s, hooks).includes(piece) ? startHexes(s, piece, hooks).map((at) => ({ type: 'place', unit: piece, at })) : [];
}

export function place(c: CorteoContext, id: string, at: string): string | null {
  if (!toPlace(c.s, c.hooks).includes(id)) return 'corteo.error.notToPlace';
  if (!startHexes(c.s, id, c.hooks).includes(at)) return 'corteo.error.badPlace';
  c.hooks.putAt(c.s, id, at);
  c.log('corteo.log.placed', { unit: id, at });
  if (toPlace(c.s, c.hooks).length === 0) finishPlacement(c);
  return null;
}

/** "Done": the units not placed yet go to the first free start hexes, in order. */
export function placeRest(c: CorteoContext): string | null {
  for (let left = toPlace(c.s, c.hooks); left.length; left = toPlace(c.s, c.hooks)) {
    const id = left[0];
    const at = startHexes(c.s, id, c.hooks, true)[0];
    if (at === undefined) return 'corteo.error.badPlace';
    c.hooks.putAt(c.s, id, at);
  }
  c.log('corteo.log.placedRest', { seat: c.hooks.seatOf(c.s, stepNow(c.s) === 'placeCorteo' ? 'corteo' : 'potere') });
  finishPlacement(c);
  return null;
}

function finishPlacement(c: CorteoContext): void {
  // Antirepressivo: Destra has placed its units, Sinistra places its own.
  if (c.hooks.nextPlacer(c.s)) return;
  if (stepNow(c.s) === 'placeCorteo') return c.goto('head');
  c.goto('move');
  c.s.side = 'corteo';
  c.hooks.movementStart(c);
  c.log('corteo.log.hand', { hand: c.s.hand });
}
