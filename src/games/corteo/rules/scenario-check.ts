// Is a scenario from the editor playable? Checked against the rules: the shape a file must have
// (an imported file is data from anywhere), the limits of the box and of the city, and last the
// set-up itself, run on the rules, so a scenario that cannot start is refused with its reason.
// The same checks hold a game's options (corteoOptionsProblem): the wizard, the editor, an
// imported scenario and an imported save all ask here. Words for the problems: ui/scenario-text.ts.
import { bool, intIn, isIntIn, isPlain, oneOf, optional, shapeProblem } from '../../../engine/options.ts';
import { CITY } from '../content/city/index.ts';
import type { CityMap, ObjectiveKind } from '../content/map-types.ts';
import { COMPONENTS, CORTEO_UNITS, POTERE_COUNTS } from '../content/pieces.ts';
import { GREY_TERRAIN } from '../content/scenarios/own-city.ts';
import type { OwnObjective, Scenario, StartArea, StartLine } from '../content/scenarios/types.ts';
import type { Component, Reinforcement, UnitKind } from '../content/types.ts';
import { scenarioById } from '../content/scenarios/index.ts';
import { isCity } from './board.ts';
import { SCENARIO_HOOKS, drivenContext } from './steps.ts';
import { placeRest, setup } from './setup.ts';
import { chooseHead } from './head.ts';
import type { SpecialRules } from './types.ts';

/** A reason a scenario is refused: a key of strings/editor.ts and its parameters (ui/scenario-text.ts words it). */
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

export const MAX_HANDS = 20;
export const MAX_VALUE = 20;
export const MAX_NAME = 40;
export const LEVEL_COUNT = 5;

/** The objective kinds of the printed city (the players' own, 'proprio', are listed apart). */
export const CITY_KINDS: readonly ObjectiveKind[] = [...new Set(CITY.objectives.map((o) => o.kind))];
export const POTERE_KINDS = Object.keys(POTERE_COUNTS) as UnitKind[];
const SPECIAL_KEYS: readonly (keyof SpecialRules)[] = ['smoke', 'shortThrows', 'jams', 'national'];

// ---------------------------------------------------------------------------------------------
// The shape: a plain object of the editor's fields, nothing else, rebuilt field by field.

const isInt = isIntIn;
const isStr = (x: unknown, max = 200): x is string => typeof x === 'string' && x.length <= max;
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const keys = (x: unknown, max: number): string[] | null => (Array.isArray(x) && x.length <= max && x.every((k) => isStr(k, 12)) ? [...x] : null);

function readArea(x: unknown): StartArea | null {
  if (x === 'objective' || x === 'nearVigili' || x === 'barracks' || x === 'eastOfWalls') return x;
  if (isObj(x) && typeof x.place === 'string') return { place: x.place, ...(x.near === true ? { near: true } : {}) };
  const hexes = isObj(x) ? keys(x.hexes, 400) : null;
  return hexes ? { hexes } : null;
}

function readLine(x: unknown): StartLine | null {
  if (!isObj(x) || !POTERE_KINDS.includes(x.kind as UnitKind) || !isInt(x.count, 0, 50)) return null;
  const where = readArea(x.where);
  return where ? { kind: x.kind as UnitKind, count: x.count, where, provenance: EDITOR } : null;
}

function readReinforcement(x: unknown): Reinforcement | null {
  if (!isObj(x) || !isInt(x.hand, 0, MAX_HANDS) || !Array.isArray(x.units) || x.units.length > 10) return null;
  const units = x.units.map((u) => (isObj(u) && POTERE_KINDS.includes(u.kind as UnitKind) && isInt(u.count, 0, 50) ? { kind: u.kind as UnitKind, count: u.count } : null));
  return units.every(Boolean) ? { hand: x.hand, units: units as { kind: UnitKind; count: number }[], provenance: EDITOR } : null;
}

function readOwn(x: unknown): OwnObjective | null {
  const hexes = isObj(x) ? keys(x.hexes, 20) : null;
  if (!isObj(x) || !hexes || !isStr(x.id, 40) || !isStr(x.name, MAX_NAME) || !isInt(x.value, -100, 100)) return null;
  return { id: x.id, name: x.name, value: x.value, hexes };
}

const EDITOR = { source: 'reconstructed', note: { it: 'Scenario dei giocatori, fatto con l\u2019editor.', en: 'The players\u2019 own scenario, made in the editor.' } } as const;

/** An editor's scenario from untrusted data (a file), or null when its shape is wrong. */
export function readScenario(x: unknown): Scenario | null {
  if (!isObj(x) || !isStr(x.id, 80) || !/^custom-[\w-]+$/.test(x.id) || !isObj(x.name) || !isStr(x.name.it, MAX_NAME * 2) || !isInt(x.hands, -100, 100)) return null;
  const corteo = x.corteo;
  const potere = x.potere;
  const objectives = x.objectives;
  if (!isObj(corteo) || !isObj(potere) || !isObj(objectives)) return null;
  const heads = Array.isArray(corteo.heads) && corteo.heads.every((c) => COMPONENTS.includes(c as Component)) ? (corteo.heads as Component[]) : null;
  const components = corteo.components === undefined ? undefined : Array.isArray(corteo.components) && corteo.components.every((c) => COMPONENTS.includes(c as Component)) ? (corteo.components as Component[]) : null;
  const startHexes = isObj(corteo.start) ? keys(corteo.start.hexes, 400) : null;
  const start = corteo.start === 'piazzaMento' ? 'piazzaMento' : startHexes ? { hexes: startHexes } : null;
  const lines = Array.isArray(potere.start) && potere.start.length <= 30 ? potere.start.map(readLine) : null;
  const schedule = Array.isArray(potere.schedule) && potere.schedule.length <= 40 ? potere.schedule.map(readReinforcement) : null;
  const kinds = Array.isArray(objectives.kinds) && objectives.kinds.every((k) => CITY_KINDS.includes(k as ObjectiveKind)) ? (objectives.kinds as ObjectiveKind[]) : null;
  const values = objectives.values === undefined ? {} : isObj(objectives.values) ? objectives.values : null;
  const own = x.own === undefined ? [] : Array.isArray(x.own) && x.own.length <= 30 ? x.own.map(readOwn) : null;
  const levels = Array.isArray(x.levels) && x.levels.length === LEVEL_COUNT && x.levels.every((n) => isInt(n, -1000, 1000)) ? (x.levels as number[]) : null;
  const special = x.special === undefined ? {} : isObj(x.special) ? x.special : null;
  if (!heads || components === null || !start || !lines?.every(Boolean) || !schedule?.every(Boolean) || !kinds || !values || !own?.every(Boolean) || !levels || !special) return null;
  if (!Object.entries(values).every(([k, v]) => CITY_KINDS.includes(k as ObjectiveKind) && isInt(v, -100, 100))) return null;
  if (!Object.entries(special).every(([k, v]) => SPECIAL_KEYS.includes(k as keyof SpecialRules) && typeof v === 'boolean')) return null;
  const name = x.name.it;
  return editorScenario({
    id: x.id, name, hands: x.hands, heads, components, start, lines: lines as StartLine[], schedule: schedule as Reinforcement[], kinds,
    values: values as Partial<Record<ObjectiveKind, number>>, own: own as OwnObjective[], levels, special: special as SpecialRules,
  });
}

/** The editor's fields. */
export interface EditorFields {
  id: string;
  name: string;
  hands: number;
  heads: readonly Component[];
  components?: readonly Component[];
  start: Scenario['corteo']['start'];
  lines: readonly StartLine[];
  schedule: readonly Reinforcement[];
  kinds: readonly ObjectiveKind[];
  values: Partial<Record<ObjectiveKind, number>>;
  own: readonly OwnObjective[];
  levels: readonly number[];
  special: SpecialRules;
}

/** A scenario on the advanced game's rules from the editor's fields. */
export function editorScenario(f: EditorFields): Scenario {
  const name = f.name.trim();
  return {
    id: f.id,
    name: { it: name, en: name },
    blurb: { it: 'Scenario fatto con l\u2019editor.', en: 'Made in the scenario editor.' },
    mode: 'advanced',
    hands: f.hands,
    provenance: EDITOR,
    corteo: { heads: [...f.heads], start: f.start, ...(f.components ? { components: [...f.components] } : {}) },
    potere: { start: [...f.lines], schedule: byHand(f.schedule) },
    pieces: [],
    objectives: { kinds: [...f.kinds], total: 0, values: { ...f.values } },
    own: [...f.own],
    scoring: [],
    spezzoniAtEnd: true,
    victory: 'advanced',
    levels: [...f.levels],
    special: Object.fromEntries(SPECIAL_KEYS.filter((k) => f.special[k]).map((k) => [k, true])),
    madeBy: 'editor',
  };
}

/** The rules read one reinforcement a hand: the editor's rows of the same hand together. */
function byHand(rows: readonly Reinforcement[]): Reinforcement[] {
  const hands = new Map<number, { kind: UnitKind; count: number }[]>();
  for (const r of rows) hands.set(r.hand, [...(hands.get(r.hand) ?? []), ...(r.units ?? [])]);
  return [...hands].sort(([a], [b]) => a - b).map(([hand, units]) => ({ hand, units, provenance: EDITOR }));
}

/** The editor's fields of a scenario: the reinforcements one kind a row. */
export function fieldsOf(sc: Scenario): EditorFields {
  return {
    id: sc.id, name: sc.name.it, hands: sc.hands, heads: sc.corteo.heads, components: sc.corteo.components, start: sc.corteo.start,
    lines: sc.potere.start, schedule: sc.potere.schedule.flatMap((r) => (r.units ?? []).map((u) => ({ hand: r.hand, units: [u], provenance: EDITOR }))),
    kinds: sc.objectives.kinds, values: { ...sc.objectives.values }, own: sc.own ?? [], levels: sc.levels ?? [70, 50, 20, 0, -20], special: sc.special ?? {},
  };
}

// ---------------------------------------------------------------------------------------------
// Against the rules.

const placeName = (city: CityMap, key: string): string => city.places.find((p) => p.hexes.includes(key))?.name ?? key;

/** Why this scenario cannot be played, or nothing when it can. */
export function scenarioProblems(sc: Scenario, city: CityMap = CITY): Problem[] {
  const out: Problem[] = [];
  const name = sc.name.it.trim();
  if (!name) out.push({ key: 'corteo.editor.problem.noName' });
  if (name.length > MAX_NAME) out.push({ key: 'corteo.editor.problem.longName', params: { max: MAX_NAME } });
  if (!isInt(sc.hands, 1, MAX_HANDS)) out.push({ key: 'corteo.editor.problem.hands', params: { max: MAX_HANDS } });
  const components = sc.corteo.components ?? COMPONENTS;
  const corteoUnits = CORTEO_UNITS.filter((u) => u.component && components.includes(u.component)).length;
  if (corteoUnits === 0) out.push({ key: 'corteo.editor.problem.noCorteo' });
  if (!sc.corteo.heads.length) out.push({ key: 'corteo.editor.problem.noHead' });
  else if (!sc.corteo.heads.some((h) => components.includes(h))) out.push({ key: 'corteo.editor.problem.headAbsent' });
  if (typeof sc.corteo.start === 'object') {
    const off = sc.corteo.start.hexes.filter((k) => !(k in city.hexes));
    if (off.length) out.push({ key: 'corteo.editor.problem.offMap', params: { side: 'corteo' } });
    const room = sc.corteo.start.hexes.length * 2;
    if (corteoUnits > 0 && room < corteoUnits) out.push({ key: 'corteo.editor.problem.corteoRoom', params: { count: corteoUnits, hexes: Math.ceil(corteoUnits / 2) } });
  }
  const total = new Map<UnitKind, number>();
  const add = (kind: UnitKind, n: number) => total.set(kind, (total.get(kind) ?? 0) + n);
  for (const line of sc.potere.start) {
    if (line.count < 1) out.push({ key: 'corteo.editor.problem.emptyLine', params: { kind: line.kind } });
    add(line.kind, line.count);
    if (typeof line.where === 'object' && 'hexes' in line.where) {
      if (line.where.hexes.length === 0) out.push({ key: 'corteo.editor.problem.noArea', params: { kind: line.kind } });
      else if (line.where.hexes.some((k) => !(k in city.hexes))) out.push({ key: 'corteo.editor.problem.offMap', params: { side: 'potere' } });
    }
  }
  if (!sc.potere.start.some((l) => l.count > 0)) out.push({ key: 'corteo.editor.problem.noPotere' });
  for (const r of sc.potere.schedule) {
    if (isInt(sc.hands, 1, MAX_HANDS) && !isInt(r.hand, 2, sc.hands)) out.push({ key: 'corteo.editor.problem.scheduleHand', params: { hand: r.hand, hands: sc.hands } });
    for (const u of r.units ?? []) {
      if (u.count < 1) out.push({ key: 'corteo.editor.problem.emptyLine', params: { kind: u.kind } });
      add(u.kind, u.count);
    }
  }
  for (const [kind, n] of total) {
    const box = POTERE_COUNTS[kind] ?? 0;
    if (n > box) out.push({ key: 'corteo.editor.problem.tooMany', params: { kind: kind, count: n, box } });
  }
  for (const [kind, v] of Object.entries(sc.objectives.values ?? {})) {
    if (!isInt(v, 0, MAX_VALUE)) out.push({ key: 'corteo.editor.problem.value', params: { name: kind, max: MAX_VALUE } });
  }
  const taken = new Set<string>();
  for (const o of sc.own ?? []) {
    if (!o.name.trim()) out.push({ key: 'corteo.editor.problem.ownName' });
    if (!isInt(o.value, 1, MAX_VALUE)) out.push({ key: 'corteo.editor.problem.value', params: { name: o.name, max: MAX_VALUE } });
    if (!o.hexes.length) out.push({ key: 'corteo.editor.problem.ownHexes', params: { name: o.name } });
    for (const k of o.hexes) {
      if (city.hexes[k]?.terrain !== GREY_TERRAIN) out.push({ key: 'corteo.editor.problem.notGrey', params: { name: o.name, place: placeName(city, k) } });
      if (taken.has(k)) out.push({ key: 'corteo.editor.problem.ownOverlap', params: { name: o.name } });
      if (typeof sc.corteo.start === 'object' && sc.corteo.start.hexes.includes(k)) out.push({ key: 'corteo.editor.problem.ownOnStart', params: { name: o.name } });
      taken.add(k);
    }
  }
  const levels = sc.levels ?? [];
  if (levels.length !== LEVEL_COUNT || levels.some((n, i) => i > 0 && n >= levels[i - 1])) out.push({ key: 'corteo.editor.problem.levels' });
  if (out.length) return dedupe(out);
  return startProblems(sc, city);
}

const dedupe = (ps: Problem[]): Problem[] => [...new Map(ps.map((p) => [JSON.stringify(p), p])).values()];

/** The set-up run on the rules: every unit must find a start hex. */
function startProblems(sc: Scenario, city: CityMap): Problem[] {
  try {
    const s = setup({ mode: sc.mode, map: city.id, scenario: sc.id, custom: sc }, 2, 1, SCENARIO_HOOKS);
    const c = drivenContext(s);
    if (placeRest(c)) return [{ key: 'corteo.editor.problem.corteoRoom', params: { count: s.units.filter((u) => u.id.startsWith('c-')).length, hexes: Math.ceil(s.units.filter((u) => u.id.startsWith('c-')).length / 2) } }];
    const head = sc.corteo.heads.find((h) => (sc.corteo.components ?? COMPONENTS).includes(h))!;
    if (chooseHead(c, head)) return [{ key: 'corteo.editor.problem.headAbsent' }];
    if (placeRest(c)) return [{ key: 'corteo.editor.problem.potereRoom' }];
    return [];
  } catch {
    return [{ key: 'corteo.editor.problem.shape' }];
  }
}

/** A new scenario in the editor: the advanced game's set-up, its units named hand by hand. */
export function blankScenario(id: string, name: string): Scenario {
  return editorScenario({
    id, name, hands: 10, heads: [...COMPONENTS], start: 'piazzaMento',
    lines: [
      { kind: 'piantoni', count: 10, where: 'objective', provenance: EDITOR },
      { kind: 'vigili', count: 5, where: 'nearVigili', provenance: EDITOR },
      { kind: 'celere', count: 10, where: 'barracks', provenance: EDITOR },
      { kind: 'carabinieri', count: 5, where: 'barracks', provenance: EDITOR },
    ],
    schedule: [
      { hand: 2, units: [{ kind: 'blindati', count: 5 }], provenance: EDITOR },
      { hand: 3, units: [{ kind: 'lacrimogeni', count: 5 }, { kind: 'carabinieri', count: 5 }], provenance: EDITOR },
      { hand: 4, units: [{ kind: 'lacrimogeni', count: 5 }], provenance: EDITOR },
    ],
    kinds: [...CITY_KINDS], values: {}, own: [], levels: [70, 50, 20, 0, -20], special: {},
  });
}

// ---------------------------------------------------------------------------------------------
// A game's options.

/** Plain JSON, keys in order: two scenarios are the same when their canonical texts are. */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (isPlain(x)) return `{${Object.keys(x).filter((k) => x[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canonical(x[k])}`).join(',')}}`;
  return JSON.stringify(x) ?? 'null';
}

/** The scenario an options' `custom` carries, if the editor could have made it exactly so and it plays. */
export function customProblem(custom: unknown): string | null {
  const read = readScenario(custom);
  if (!read) return 'custom scenario has the wrong shape';
  // Anything the editor does not write (a rally, mobile pieces, blocs...) never reaches the rules.
  if (canonical(read) !== canonical(custom)) return 'custom scenario holds more than the editor writes';
  const problems = scenarioProblems(read);
  return problems.length ? `custom scenario: ${problems.map((p) => p.key).join(', ')}` : null;
}

const specialRight = (x: unknown): boolean => isPlain(x) && Object.entries(x).every(([k, v]) => SPECIAL_KEYS.includes(k as keyof SpecialRules) && (v === undefined || typeof v === 'boolean'));

/**
 * The options a Corteo game may start with: what the wizard sets (rules.ts's optionsProblem).
 * Two seats, or three for the Antirepressivo; a printed scenario by its id, or an editor's copy.
 */
export function corteoOptionsProblem(options: unknown, seatCount: number): string | null {
  const shape = shapeProblem(options, seatCount, {
    mode: oneOf('base', 'advanced'),
    map: isCity,
    physicalDice: optional(bool),
    special: optional(specialRight),
    scenario: optional((x) => typeof x === 'string' && x.length <= 80),
    custom: optional(isPlain),
    rallyPlace: optional((x) => typeof x === 'string'),
    extraHands: optional(intIn(0, MAX_HANDS)),
    prolong: optional(bool),
    coverKept: optional(bool),
    waitsEnd: optional(bool),
  });
  if (shape) return shape;
  const o = options as { mode: string; scenario?: string; custom?: Record<string, unknown>; rallyPlace?: string; extraHands?: number; coverKept?: boolean };
  const printed = o.custom ? null : scenarioById(o.scenario);
  if (o.scenario !== undefined && !o.custom && !printed) return 'unknown scenario';
  if (o.custom) {
    if (o.scenario !== o.custom.id) return 'scenario and custom scenario differ';
    const why = customProblem(o.custom);
    if (why) return why;
  }
  if ((o.custom || printed) && o.mode !== 'advanced') return 'a scenario plays on the advanced game';
  // Three seats for the Antirepressivo (which one corteo player may also play alone), two otherwise.
  if (seatCount !== 2 && !(seatCount === 3 && printed?.blocs)) return 'wrong seat count for this game';
  if (o.coverKept !== undefined && !printed?.blocs) return 'corteo players\' options without the Antirepressivo';
  const rally = printed?.rally;
  if ((o.rallyPlace !== undefined || o.extraHands !== undefined) && !rally) return 'rally options without a rally';
  if (rally && o.rallyPlace !== undefined && !rally.places.some((p) => p.place === o.rallyPlace)) return 'unknown rally place';
  return null;
}
