// Scenario Antifascista (D) on the advanced game's rules: the reactionary rally (ten mobile
// objectives of the potere, in its square until hand 5, then back to the barracks on the printed
// schedule), the corteo sending its pieces to the clinics, the rally's dissolution, and the POC's
// dissidents waiting in the case popolari until the head activates them with a die. The scenario
// is data (content/scenarios/antifascista.ts); the shared rules call in here by small hooks. Our
// readings of what the text leaves open are in content/scenarios/antifascista-rulings.ts.
import { hexDistance, parseHexKey } from '../../../engine/hex.ts';
import type { AfterMove, MoveOf } from '../../../engine/steps.ts';
import { HANDS } from '../content/schedule.ts';
import type { CityMap } from '../content/map-types.ts';
import { unitRecord } from '../content/pieces.ts';
import { scenarioIn, type RallyPlace, type RallySpec, type StartLine } from '../content/scenarios/index.ts';
import type { Reinforcement } from '../content/types.ts';
import { cityOf, editUnit, facedown, graphOf, hasBarricade, isHex, neighbours, occupancy, sideOf, specialBlock, walled, zocOf } from './board.ts';
import { withFaces } from './combat.ts';
import type { CorteoContext } from './context.ts';
import { stepNow } from './now.ts';
import { mayEnter, stepCost, stopsOn, zocOnto } from './terrain.ts';
import { isRallyPiece } from './scenario.ts';
import type { CorteoMove, CorteoOptions, CorteoState, MobilePiece, ScenarioState, StepName, UnitState } from './types.ts';

type WithOptions = { options: CorteoOptions };

export const rallyOf = (s: WithOptions): RallySpec | null => scenarioIn(s.options)?.rally ?? null;
const dissidentsOf = (s: WithOptions) => scenarioIn(s.options)?.dissidents ?? null;

// The rally's pieces are mobile pieces of the scenarios' common rules (scenario.ts).
export { isRallyPiece };
export const isDissident = (s: WithOptions, id: string): boolean => Boolean(dissidentsOf(s)?.units.includes(id));

/** The rally's place in a game with these options: the one chosen, or the printed one. */
export function rallyPlace(options: CorteoOptions): RallyPlace | null {
  const r = scenarioIn(options)?.rally;
  if (!r) return null;
  return r.places.find((p) => p.place === options.rallyPlace) ?? r.places[0];
}

/** The hexes of the rally at the start: the first avenue or street hexes of its square, one piece a hex. */
export function rallyStart(city: CityMap, place: string, count: number): string[] {
  const hexes = city.places.find((p) => p.id === place)?.hexes ?? [];
  return hexes.filter((k) => ['viale', 'strada'].includes(city.hexes[k]?.terrain ?? '')).slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// Set-up.

/** The scenario's state with the rally in its square and no dissident placed yet. */
export function withAntifascista(options: CorteoOptions, scen: ScenarioState | undefined): ScenarioState | undefined {
  const sc = scenarioIn(options);
  const place = rallyPlace(options);
  if (!scen || !sc || !place) return scen;
  const spec = sc.pieces.find((p) => p.id === 'rally');
  const city = cityOf({ options } as CorteoState);
  const pieces: MobilePiece[] = spec ? rallyStart(city, place.place, spec.count).map((at, i) => ({ id: `rally-${i + 1}`, at })) : [];
  return { ...scen, pieces, ...(sc.dissidents ? { dormant: {}, tried: [] } : {}) };
}

/** The dissidents' counters, off the map until the corteo places them. */
export const dissidentUnits = (options: CorteoOptions): UnitState[] => (scenarioIn(options)?.dissidents?.units ?? []).map((id) => ({ id, at: 'reserve' }));

/** The potere's start lines: the celere of the square go to the rally's place; east of the walls, the blindati. */
export function rallyStartLines<L extends Pick<StartLine, 'kind' | 'count' | 'where'>>(s: WithOptions, lines: readonly L[]): readonly Pick<StartLine, 'kind' | 'count' | 'where'>[] {
  const r = rallyOf(s);
  const place = rallyPlace(s.options);
  if (!r || !place) return lines;
  const printed = r.places[0].place;
  const out: Pick<StartLine, 'kind' | 'count' | 'where'>[] = lines.map((l) => (typeof l.where === 'object' && 'place' in l.where && l.where.place === printed ? { ...l, where: { place: place.place, near: true } } : l));
  const blindati = blindatiDue(s);
  if (place.blindatiEast && blindati > 0) out.push({ kind: 'blindati', count: blindati, where: 'eastOfWalls' });
  return out;
}

const blindatiDue = (s: WithOptions): number =>
  (scenarioIn(s.options)?.potere.schedule ?? []).flatMap((r) => r.units ?? []).filter((u) => u.kind === 'blindati').reduce((n, u) => n + u.count, 0);

/** The schedule: with the blindati east of the walls from the start, they no longer come in at hand 2. */
export function rallySchedule(s: WithOptions, schedule: readonly Reinforcement[]): readonly Reinforcement[] {
  if (!rallyPlace(s.options)?.blindatiEast) return schedule;
  return schedule.map((r) => (r.units ? { ...r, units: r.units.filter((u) => u.kind !== 'blindati') } : r));
}

/** Where a dissident may be placed: hexes of its terrain that pass the caller's test (terrain, stacking). */
export function dissidentStartHexes(s: CorteoState, ok: (k: string) => boolean): string[] {
  const spec = dissidentsOf(s);
  const city = cityOf(s);
  return spec ? Object.keys(city.hexes).filter((k) => city.hexes[k].terrain === spec.terrain && ok(k)) : [];
}

/** Places a unit at set-up: a dissident waits, inert, on its hex; any other unit stands there. */
export function putAt(s: CorteoState, id: string, at: string): void {
  if (isDissident(s, id) && s.scen) s.scen.dormant = { ...s.scen.dormant, [id]: at };
  else editUnit(s, id).at = at;
}

/** Is this unit a dissident placed and not activated yet? */
export const dormant = (s: CorteoState, id: string): boolean => Boolean(s.scen?.dormant && id in s.scen.dormant);

/** The dormant dissidents on a hex (they take room on it: stacking). */
export const dormantOn = (s: CorteoState, key: string): string[] => Object.entries(s.scen?.dormant ?? {}).filter(([, k]) => k === key).map(([id]) => id);

// ---------------------------------------------------------------------------------------------
// The dissidents' activation.

const triedKey = (s: CorteoState, id: string) => `${s.hand}:${id}`;

/** Dice the corteo may roll now: one per dormant dissident in the ZOC of a unit of the head's component, once a phase. */
export function activationMoves(s: CorteoState): CorteoMove[] {
  const waiting = s.scen?.dormant;
  if (!waiting || s.side !== 'corteo' || stepNow(s) !== 'move' || !s.headComponent) return [];
  const city = cityOf(s);
  const heads = s.units.filter((u) => isHex(u.at) && !facedown(u) && sideOf(u.id) === 'corteo' && unitRecord(u.id).component === s.headComponent).map((u) => u.at);
  const out: CorteoMove[] = [];
  for (const [id, at] of Object.entries(waiting)) {
    if (s.scen!.tried?.includes(triedKey(s, id))) continue;
    const inZoc = heads.some((h) => h === at || (zocOnto(city.hexes[at], 'corteo') && neighbours(city, h).includes(at) && !walled(city, h, at)));
    if (inZoc) out.push({ type: 'activate', unit: id });
  }
  return withFaces(s, out);
}

export function activate(c: CorteoContext, id: string, faces: unknown): string | null {
  const s = c.s;
  if (!activationMoves(s).some((m) => m.type === 'activate' && m.unit === id)) return 'corteo.error.cannotActivate';
  const spec = dissidentsOf(s)!;
  const value = c.die('corteo', 'corteo.roll.dissident', { unit: id }, faces);
  if (typeof value === 'string') return value;
  const scen = s.scen!;
  scen.tried = [...(scen.tried ?? []).filter((k) => k.startsWith(`${s.hand}:`)), triedKey(s, id)];
  if (!spec.activateOn.includes(value)) {
    c.log('corteo.log.dissidentStays', { unit: id, value });
    return null;
  }
  const { [id]: at, ...rest } = scen.dormant!;
  scen.dormant = rest;
  editUnit(s, id).at = at;
  c.log('corteo.log.dissidentActive', { unit: id, at, value });
  return null;
}

// ---------------------------------------------------------------------------------------------
// The rally's moves.

const live = (p: MobilePiece): boolean => !p.rest && isHex(p.at);

/** Where a rally piece may go this phase: on foot, alone, never through the corteo; a barracks hex is safety. */
export function rallyDestinations(s: CorteoState, piece: string): string[] {
  const r = rallyOf(s);
  const scen = s.scen;
  const p = scen?.pieces.find((x) => x.id === piece);
  if (!r || !scen || !p || !live(p) || s.side !== 'potere' || stepNow(s) !== 'move' || s.hand < r.staysUntil || scen.moved.includes(piece)) return [];
  const city = cityOf(s);
  const occ = occupancy(s);
  const zoc = zocOf(s, 'corteo', city);
  const { next } = graphOf(city);
  const budget = (scenarioIn(s.options)?.pieces.find((x) => x.id === 'rally')?.speed ?? 0) * 2;
  const best = new Map<string, number>([[p.at, 0]]);
  const queue = [p.at];
  while (queue.length) {
    const at = queue.shift()!;
    // Entering the corteo's zone of control, an objective or a barracks ends the move.
    if (at !== p.at && (zoc.has(at) || stopsOn(city.hexes[at], 'potere') || city.hexes[at].terrain === 'caserma')) continue;
    for (const n of next.get(at)!) {
      const h = city.hexes[n.key];
      if (!mayEnter(h, 'potere', 'celere') || hasBarricade(s, n.key) || specialBlock(s, n.key) || n.key in s.covered) continue;
      if ((occ.get(n.key) ?? []).some((u) => sideOf(u.id) === 'corteo')) continue;
      const cost = best.get(at)! + stepCost(h, n.dir);
      if (cost > budget || cost >= (best.get(n.key) ?? Infinity)) continue;
      best.set(n.key, cost);
      queue.push(n.key);
    }
  }
  const out = [...best.keys()].filter((k) => k !== p.at && rallyRoom(s, piece, k, occ, city));
  // The metro: from a station reached in an earlier hand, out at any free station.
  if (city.hexes[p.at].terrain === 'metro' && p.metro !== undefined && p.metro < s.hand) {
    for (const m of city.metro) if (m.hex !== p.at && !out.includes(m.hex) && rallyRoom(s, piece, m.hex, occ, city)) out.push(m.hex);
  }
  return out;
}

/** May a rally piece stop here: no unit, no other piece; in a barracks up to two pieces. */
function rallyRoom(s: CorteoState, piece: string, key: string, occ: Map<string, UnitState[]>, city: CityMap): boolean {
  if (occ.has(key) || dormantOn(s, key).length) return false;
  const here = s.scen!.pieces.filter((x) => x.id !== piece && x.at === key && x.rest !== 'clinic').length;
  return city.hexes[key].terrain === 'caserma' ? here < 2 : here === 0;
}

export function rallyMoves(s: CorteoState): CorteoMove[] {
  if (!s.scen || !rallyOf(s) || s.side !== 'potere' || stepNow(s) !== 'move') return [];
  return s.scen.pieces.flatMap((p) => rallyDestinations(s, p.id).map((to): CorteoMove => ({ type: 'mobile', piece: p.id, to })));
}

export function moveRally(c: CorteoContext, piece: string, to: string): string | null {
  const s = c.s;
  if (!rallyDestinations(s, piece).includes(to)) return 'corteo.error.unreachable';
  const scen = s.scen!;
  const p = scen.pieces.find((x) => x.id === piece)!;
  const from = p.at;
  const city = cityOf(s);
  p.at = to;
  scen.moved.push(piece);
  if (city.hexes[to].terrain === 'metro') p.metro = s.hand;
  else delete p.metro;
  if (city.hexes[to].terrain === 'caserma') {
    p.rest = 'safe';
    p.hand = s.hand;
    c.log('corteo.log.rallySafe', { piece, from, to });
  } else c.log('corteo.log.rallyMoved', { piece, from, to });
  return null;
}

// ---------------------------------------------------------------------------------------------
// The clinics, the dissolution and the schedule of the return.

function award(c: CorteoContext, side: 'corteo' | 'potere', points: number, why: string, params: Record<string, string | number> = {}): void {
  c.s.scen!.points[side] += points;
  c.s.score[side] += points;
  c.log('corteo.log.scenarioPoints', { side: `corteo.scenario.side.${side}`, points, why, ...params });
}

/** The clinic hex nearest to a hex. */
function nearestClinic(city: CityMap, from: string): string {
  const h = parseHexKey(from);
  const clinics = city.objectives.filter((o) => o.kind === 'clinica').flatMap((o) => o.hexes);
  return clinics.reduce((a, b) => (hexDistance(parseHexKey(b), h) < hexDistance(parseHexKey(a), h) ? b : a));
}

/**
 * Antifascista's hook after every move that can bring a corteo unit onto a rally piece's hex
 * (moving, advancing, retreating): the piece goes to a clinic (declared in the step table's `after`).
 */
export const RALLY_HUNT: AfterMove<CorteoState, CorteoMove, StepName, CorteoContext> = { steps: ['move', 'advance', 'retreat'], run: (c) => huntRally(c) };

/**
 * After every move: a rally piece whose hex a corteo unit has entered goes to the nearest clinic,
 * for the corteo's points (doubled on a reactionary organisation's hex); the first one before
 * hand 5 dissolves the rally.
 */
export function huntRally(c: CorteoContext): void {
  const s = c.s;
  const r = rallyOf(s);
  if (!r || !s.scen) return;
  const occ = occupancy(s);
  const city = cityOf(s);
  for (const p of s.scen.pieces) {
    if (!live(p) || !(occ.get(p.at) ?? []).some((u) => sideOf(u.id) === 'corteo')) continue;
    const from = p.at;
    const objective = city.hexes[from].objective;
    const kind = objective ? city.objectives.find((o) => o.id === objective)?.kind : undefined;
    const doubled = kind !== undefined && r.hospital.doubledOn.includes(kind);
    p.at = nearestClinic(city, from);
    p.rest = 'clinic';
    p.hand = s.hand;
    delete p.metro;
    c.log('corteo.log.rallyClinic', { piece: p.id, from, to: p.at });
    award(c, 'corteo', r.hospital.points * (doubled ? 2 : 1), doubled ? 'corteo.scenario.why.hospitalDouble' : 'corteo.scenario.why.hospital');
    if (s.scen.dissolved === undefined && s.hand < r.staysUntil) {
      s.scen.dissolved = s.hand;
      award(c, 'corteo', r.dissolvedEarly, 'corteo.scenario.why.dissolvedEarly');
    }
  }
}

/** The start of a hand: a rally still whole when it is due to leave dissolves then, for the potere. */
export function rallyHandStart(c: CorteoContext): void {
  const s = c.s;
  const r = rallyOf(s);
  if (!r || !s.scen || s.hand !== r.staysUntil || s.scen.dissolved !== undefined) return;
  s.scen.dissolved = s.hand;
  award(c, 'potere', r.dissolvedOnTime, 'corteo.scenario.why.dissolvedOnTime');
}

/** Pieces safe in the barracks now. */
export const safeCount = (s: { scen?: ScenarioState }): number => (s.scen?.pieces ?? []).filter((p) => p.rest === 'safe').length;

/** The end of a hand: the pieces that reached the barracks since the last count score if the schedule is met. */
export function rallyHandEnd(c: CorteoContext): void {
  const s = c.s;
  const r = rallyOf(s);
  if (!r || !s.scen) return;
  const row = r.safe.schedule.find((x) => x.hand === s.hand);
  const last = Math.max(...r.safe.schedule.map((x) => x.hand));
  if (!row && s.hand <= last) return;
  const safe = safeCount(s);
  const count = safe - (s.scen.counted ?? 0);
  s.scen.counted = safe;
  if (!row) return;
  if (count >= row.atLeast && count > 0) award(c, 'potere', r.safe.points * count, 'corteo.scenario.why.safe', { count });
  else c.log('corteo.log.rallyMissed', { hand: s.hand, count, need: row.atLeast });
}

/** The schedule's row for a hand, for the screens and the app players. */
export function safeDue(s: WithOptions, hand: number): number | null {
  return rallyOf(s)?.safe.schedule.find((x) => x.hand === hand)?.atLeast ?? null;
}

/**
 * The number of hands of a game: the scenario's (or the base game's `hands`), plus any agreed
 * (before the game in the wizard, in saves made before the in-game agreement; or in the game).
 */
export const handsOf = (s: WithOptions & { scen?: ScenarioState }, hands: number): number =>
  (scenarioIn(s.options)?.hands ?? hands) + (rallyOf(s) ? (s.options.extraHands ?? 0) + (s.scen?.extra ?? 0) : 0);

// ---------------------------------------------------------------------------------------------
// Prolonging the game by agreement (D: «si devono stabilire entro la 8a MANO ... le eventuali
// altre mani da giocare»). At the end of the hand the scenario names, the corteo may propose
// more hands or pass; if it passes, the potere may. The other side accepts or refuses. One
// proposal a side at most, both public; a game without the option never stops here.

const prolongOf = (s: WithOptions) => (s.options.prolong ? (rallyOf(s)?.prolong ?? null) : null);

/** The end of a hand: is it the moment to agree on more hands? */
export const prolongDue = (s: CorteoState): boolean => {
  const p = prolongOf(s);
  return Boolean(p && s.scen && !s.scen.prolong && s.hand === p.by);
};

/** Opens the agreement: the corteo speaks first. */
export function openProlong(c: CorteoContext): void {
  const s = c.s;
  s.scen = { ...s.scen!, prolong: { side: 'corteo' } };
  s.side = 'corteo';
  c.goto('prolong');
}

/** The side deciding: N more hands or pass; or, answering an offer, yes or no. */
export function prolongMoves(s: CorteoState): CorteoMove[] {
  const p = s.scen?.prolong;
  const spec = prolongOf(s);
  if (stepNow(s) !== 'prolong' || !p || p.closed || !spec) return [];
  if (p.hands) return [{ type: 'agree', yes: true }, { type: 'agree', yes: false }];
  return [...Array.from({ length: spec.max }, (_, i): CorteoMove => ({ type: 'prolong', hands: i + 1 })), { type: 'done' }];
}

/** One of the moves `prolongMoves` lists now; `scen.prolong.closed` once settled (the next hand begins). */
const offered = (s: CorteoState, m: CorteoMove): boolean => prolongMoves(s).some((x) => JSON.stringify(x) === JSON.stringify(m));

/** A side proposes `hands` more hands; the other answers. */
export function offerProlong(c: CorteoContext, m: MoveOf<CorteoMove, 'prolong'>): string | null {
  const s = c.s;
  if (!offered(s, m)) return 'corteo.error.badProlong';
  const p = s.scen!.prolong!;
  const next = p.side === 'corteo' ? 'potere' : 'corteo';
  c.log(`corteo.log.prolongOffer.${p.side}`, { hands: m.hands });
  s.scen = { ...s.scen!, prolong: { side: next, hands: m.hands } };
  s.side = next;
  return null;
}

/** The answer to a proposal: the hands are added, or not; settled either way. */
export function agreeProlong(c: CorteoContext, m: MoveOf<CorteoMove, 'agree'>): string | null {
  const s = c.s;
  if (!offered(s, m)) return 'corteo.error.badProlong';
  const p = s.scen!.prolong!;
  const hands = p.hands!;
  if (m.yes) s.scen = { ...s.scen!, extra: (s.scen!.extra ?? 0) + hands };
  s.scen = { ...s.scen!, prolong: { side: p.side, hands, closed: true } };
  c.log(m.yes ? `corteo.log.prolongAgreed.${p.side}` : `corteo.log.prolongRefused.${p.side}`, { hands, last: handsOf(s, HANDS) });
  return null;
}

/** A side passes: the potere may still propose after the corteo; after the potere, settled. */
export function passProlong(c: CorteoContext, m: MoveOf<CorteoMove, 'done'>): string | null {
  const s = c.s;
  if (!offered(s, m)) return 'corteo.error.badProlong';
  const p = s.scen!.prolong!;
  c.log(`corteo.log.prolongPass.${p.side}`, {});
  if (p.side === 'corteo') {
    s.scen = { ...s.scen!, prolong: { side: 'potere' } };
    s.side = 'potere';
  } else s.scen = { ...s.scen!, prolong: { side: p.side, closed: true } };
  return null;
}
