// Scenario Antirepressivo (D) on the advanced game's rules, for three players: the corteo in the
// hands of two players ("Destra" and "Sinistra", seats 0 and 2; with two seats one person plays
// both), each placing, moving and fighting its own units in turn and scoring its own points on
// its own victory table; the trial of three defendants at the Tribunale, the verdict's dice for
// a corteo that kept the sentence strategy, the liberation by force, the potere's helicopter to
// the prison. The scenario is data (content/scenarios/antirepressivo.ts); the shared rules call
// in here by small hooks. Our readings are in content/scenarios/antirepressivo-rulings.ts.
import { hexDistance, parseHexKey } from '../../../engine/hex.ts';
import type { AfterMove } from '../../../engine/steps.ts';
import type { Outcome } from '../../../engine/types.ts';
import { SPECIAL_UNITS, unitRecord } from '../content/pieces.ts';
import { scenarioById, type BlocSpec, type TrialSpec } from '../content/scenarios/index.ts';
import type { Side } from '../content/types.ts';
import { cityOf, editUnit, isHex, neighbours, occupancy, sideOf, stackRoom, standable } from './board.ts';
import { withFaces } from './combat.ts';
import type { CorteoContext } from './context.ts';
import { stepNow } from './now.ts';
import { SIDE_SEAT, type Board, type BlocsState, type CorteoMove, type CorteoOptions, type CorteoState, type ScenarioState, type StepName, type UnitState } from './types.ts';

type Bloc = BlocSpec['id'];
type WithOptions = { options: CorteoOptions };

export const blocSpecs = (s: WithOptions): readonly BlocSpec[] | null => scenarioById(s.options.scenario)?.blocs ?? null;
export const trialOf = (s: WithOptions): TrialSpec | null => scenarioById(s.options.scenario)?.trial ?? null;
const blocsOf = (s: Pick<Board, 'scen'>): BlocsState | null => s.scen?.blocs ?? null;

export const isDefendant = (id: string): boolean => unitRecord(id).special === 'defendant';

/** The corteo player a corteo unit belongs to (null outside the scenario, or for the potere). */
export function blocOf(s: WithOptions, id: string): Bloc | null {
  const specs = blocSpecs(s);
  const r = unitRecord(id);
  if (!specs || r.side !== 'corteo') return null;
  const marked = r.special === 'asterisk' ? specs.find((b) => b.extras?.includes('asterisk')) : undefined;
  return (marked ?? specs.find((b) => r.component && b.components.includes(r.component)) ?? specs[0]).id;
}

/** The seat of a corteo player: Sinistra sits at seat 2 when three play; else both are seat 0. */
export const blocSeat = (s: Pick<Board, 'scen'>, bloc: Bloc): number => (bloc === 'sinistra' && blocsOf(s)?.seats === 3 ? 2 : SIDE_SEAT.corteo);

/**
 * The seat that decides for a side: the potere's, or the corteo player acting now (for a corteo
 * unit's own retreat, its player).
 */
export function seatOf(s: CorteoState, side: Side, unitId?: string): number {
  const b = blocsOf(s);
  if (!b || side === 'potere') return SIDE_SEAT[side];
  const owner = unitId && sideOf(unitId) === 'corteo' ? blocOf(s, unitId) : null;
  return blocSeat(s, owner ?? b.active);
}

/** The seat that names the heads (10): the player of the head's component. */
export function headSeat(s: CorteoState): number {
  const id = s.units.find((u) => s.headComponent && unitRecord(u.id).component === s.headComponent)?.id;
  const bloc = id ? blocOf(s, id) : null;
  return bloc ? blocSeat(s, bloc) : SIDE_SEAT.corteo;
}

/** May the corteo player acting now use this unit? (Always, outside the scenario.) */
export const inActiveBloc = (s: CorteoState, id: string): boolean => {
  const b = blocsOf(s);
  return !b || sideOf(id) !== 'corteo' || blocOf(s, id) === b.active;
};

// ---------------------------------------------------------------------------------------------
// Set-up.

/** The scenario's extra corteo counters: the Movement's 7 with an asterisk, placed; the defendants, on trial. */
export function antirepressivoUnits(options: CorteoOptions): UnitState[] {
  const specs = scenarioById(options.scenario)?.blocs;
  if (!specs) return [];
  const marks = new Set(specs.flatMap((b) => b.extras ?? []));
  const trial = scenarioById(options.scenario)?.trial?.defendants ?? [];
  return SPECIAL_UNITS.filter((u) => (u.special === 'asterisk' && marks.has('asterisk')) || trial.includes(u.id)).map((u) => ({ id: u.id, at: 'reserve' }));
}

export function withAntirepressivo(options: CorteoOptions, seats: number, scen: ScenarioState | undefined): ScenarioState | undefined {
  const sc = scenarioById(options.scenario);
  if (!scen || !sc?.blocs || !sc.trial) return scen;
  return {
    ...scen,
    blocs: {
      active: 'destra',
      seats: seats >= 3 ? 3 : 2,
      points: { destra: 0, sinistra: 0 },
      holders: {},
      strategy: 'sentence',
      defendants: Object.fromEntries(sc.trial.defendants.map((id) => [id, 'trial'])),
    },
  };
}

/** After a corteo player placed its units: Destra hands over to Sinistra (true), or placing is over. */
export function nextPlacer(s: CorteoState): boolean {
  const b = blocsOf(s);
  if (!b || stepNow(s) !== 'placeCorteo' || b.active !== 'destra') return false;
  s.scen!.blocs = { ...b, active: 'sinistra' };
  return true;
}

/** At the start of each corteo movement phase Destra moves first. */
export function startCorteoPhase(s: CorteoState): void {
  const b = blocsOf(s);
  if (b && b.active !== 'destra') s.scen!.blocs = { ...b, active: 'destra' };
}

// ---------------------------------------------------------------------------------------------
// Movement: each corteo player its own units; the change of strategy; the helicopter.

const courtHexes = (s: CorteoState): string[] => {
  const t = trialOf(s);
  return t ? [...(cityOf(s).objectives.find((o) => o.id === t.court)?.hexes ?? [])] : [];
};

const onTrial = (b: BlocsState): string[] => Object.keys(b.defendants).filter((id) => b.defendants[id] === 'trial');

/** The units a movement-phase move uses. */
function unitsOfMove(m: CorteoMove): string[] {
  switch (m.type) {
    case 'move':
    case 'metro':
    case 'enter':
    case 'barricade':
    case 'unbarricade':
      return [m.unit];
    case 'throw':
      return m.with ? [m.unit, m.with] : [m.unit];
    default:
      return [];
  }
}

/** Is the Tribunale still closed to the corteo: strategy a, or b chosen in this very hand? */
const courtClosed = (s: CorteoState): boolean => {
  const b = blocsOf(s);
  return Boolean(b && (b.strategy === 'sentence' || b.forceHand === s.hand));
};

/** The corteo keeps out of the Tribunale's hexes while the court is closed to it. */
const intoCourt = (s: CorteoState, m: CorteoMove): boolean =>
  courtClosed(s) && (m.type === 'move' || m.type === 'metro' || m.type === 'advance') && sideOf(m.unit) === 'corteo' && courtHexes(s).includes(m.to);

/** The movement phase's moves as the scenario shapes them: its own moves added (`blocExtras`). */
export function blocMoves(s: CorteoState, moves: CorteoMove[]): CorteoMove[] {
  return [...blocShaped(s, moves), ...blocExtras(s)];
}

/** The movement phase's moves the scenario allows: the corteo player's own units, the court while closed. */
export function blocShaped(s: CorteoState, moves: CorteoMove[]): CorteoMove[] {
  const b = blocsOf(s);
  if (!b || stepNow(s) !== 'move' || s.side === 'potere') return moves;
  // Asked of every listed move: each unit's bloc once, the court's state once.
  const mine = new Map<string, boolean>();
  const usable = (id: string): boolean => {
    let ok = mine.get(id);
    if (ok === undefined) mine.set(id, (ok = inActiveBloc(s, id)));
    return ok;
  };
  const closed = courtClosed(s);
  return moves.filter((m) => unitsOfMove(m).every(usable) && !(closed && intoCourt(s, m)));
}

/** The scenario's own moves of the movement phase: the corteo's strategy b, the potere's helicopter. */
export function blocExtras(s: CorteoState): CorteoMove[] {
  const b = blocsOf(s);
  if (!b || stepNow(s) !== 'move') return [];
  if (s.side === 'potere') return b.strategy === 'force' && onTrial(b).length ? [{ type: 'helicopter' }] : [];
  return b.strategy === 'sentence' ? [{ type: 'strategy' }] : [];
}

/** Why the scenario refuses a move of the movement or advance step, or null. */
export function blocRefuses(s: CorteoState, m: CorteoMove): string | null {
  const b = blocsOf(s);
  if (!b) return m.type === 'strategy' || m.type === 'helicopter' ? 'corteo.error.notInScenario' : null;
  if (s.side === 'corteo' && !unitsOfMove(m).every((id) => inActiveBloc(s, id))) return 'corteo.error.notYourUnit';
  if (intoCourt(s, m)) return 'corteo.error.courtClosed';
  if (m.type === 'strategy' && (s.side !== 'corteo' || b.strategy !== 'sentence')) return 'corteo.error.notInScenario';
  if (m.type === 'helicopter' && (s.side !== 'potere' || b.strategy !== 'force' || !onTrial(b).length)) return 'corteo.error.noHelicopter';
  return null;
}

/** Strategy b: the corteo gives up the verdict and goes for the Tribunale, for the rest of the game. */
export function chooseForce(c: CorteoContext): null {
  const b = blocsOf(c.s)!;
  c.s.scen!.blocs = { ...b, strategy: 'force', forceHand: c.s.hand };
  c.log('corteo.log.strategyForce', { bloc: `corteo.bloc.${b.active}` });
  return null;
}

/** The helicopter: every defendant still on trial goes to the prison, out of the corteo's reach. */
export function flyDefendants(c: CorteoContext): null {
  const b = blocsOf(c.s)!;
  const flown = onTrial(b);
  c.s.scen!.blocs = { ...b, defendants: { ...b.defendants, ...Object.fromEntries(flown.map((id) => [id, 'flown'])) } };
  c.log('corteo.log.helicopter', { count: flown.length });
  return null;
}

/**
 * Destra's "done" hands the movement phase to Sinistra, once `close` (the step table's: the unit
 * moving stops, the objectives left are covered) allows it: null when it did, or close's reason;
 * undefined outside Destra's movement phase.
 */
export function passToSinistra(c: CorteoContext, close: (c: CorteoContext) => string | null): string | null | undefined {
  const s = c.s;
  const b = blocsOf(s);
  if (!b || s.side !== 'corteo' || stepNow(s) !== 'move' || b.active !== 'destra') return undefined;
  const why = close(c);
  if (why) return why;
  // `close` covered the objectives left and credited their points to the players who held them:
  // kept (`coverKept`); a game made before the fix lost them, and replays so.
  s.scen!.blocs = { ...(s.options.coverKept ? blocsOf(s)! : b), active: 'sinistra' };
  s.done = [];
  s.moving = null;
  s.running = false;
  c.log('corteo.log.blocTurn', { bloc: 'corteo.bloc.sinistra' });
  return null;
}

function awardBloc(c: CorteoContext, bloc: Bloc, points: number, why: string, params: Record<string, string | number> = {}): void {
  const s = c.s;
  const b = blocsOf(s)!;
  s.scen!.points.corteo += points;
  s.score.corteo += points;
  s.scen!.blocs = { ...b, points: { ...b.points, [bloc]: b.points[bloc] + points } };
  // The corteo player's seat too: the log says whose points they are (ui/log.ts).
  c.log('corteo.log.scenarioPoints', { side: 'corteo.scenario.side.corteo', bloc: `corteo.bloc.${bloc}`, seat: blocSeat(s, bloc), points, why, ...params });
}

function awardPotere(c: CorteoContext, points: number, why: string, params: Record<string, string | number> = {}): void {
  c.s.scen!.points.potere += points;
  c.s.score.potere += points;
  c.log('corteo.log.scenarioPoints', { side: 'corteo.scenario.side.potere', points, why, ...params });
}

/** Puts a freed defendant on the free hex nearest the Tribunale where it may stand. */
function join(s: CorteoState, id: string, from: string): void {
  const city = cityOf(s);
  const h = parseHexKey(from);
  const occ = occupancy(s);
  const free = Object.keys(city.hexes)
    .filter((k) => standable(s, id, k, city) && stackRoom(s, id, k, occ, city))
    .sort((a, b) => hexDistance(parseHexKey(a), h) - hexDistance(parseHexKey(b), h) || (a < b ? -1 : 1));
  if (free.length) editUnit(s, id).at = free[0];
}

/**
 * Antirepressivo's hook after every move that can bring a corteo unit onto the Tribunale's hexes
 * (moving, advancing, retreating): the defendants go free (declared in the step table's `after`).
 */
export const COURT_STORM: AfterMove<CorteoState, CorteoMove, StepName, CorteoContext> = { steps: ['move', 'advance', 'retreat'], run: (c) => stormCourt(c) };

/** Strategy b: a corteo unit on a hex of the Tribunale frees the defendants still there; they join the corteo. */
export function stormCourt(c: CorteoContext): void {
  const s = c.s;
  const b = blocsOf(s);
  const t = trialOf(s);
  if (!b || !t || courtClosed(s) || !onTrial(b).length) return;
  const occ = occupancy(s);
  const at = courtHexes(s).find((k) => (occ.get(k) ?? []).some((u) => sideOf(u.id) === 'corteo'));
  if (!at) return;
  const freed = onTrial(b);
  s.scen!.blocs = { ...b, defendants: { ...b.defendants, ...Object.fromEntries(freed.map((id) => [id, 'force'])) } };
  for (const id of freed) join(s, id, at);
  c.log('corteo.log.courtStormed', { at, count: freed.length });
  for (const bloc of ['destra', 'sinistra'] as const) awardBloc(c, bloc, t.freed.force[bloc] * freed.length, 'corteo.scenario.why.freedForce', { count: freed.length });
}

// ---------------------------------------------------------------------------------------------
// Combat: Destra declares the combats of its own elements first, then Sinistra all the rest.

const destraIn = (s: CorteoState, ids: readonly string[]): boolean => ids.some((id) => blocOf(s, id) === 'destra');

/** The corteo player whose combats these are: Destra while some combat is all its own. */
export function combatBloc(s: CorteoState, moves: readonly CorteoMove[]): Bloc {
  return moves.some((m) => m.type === 'combat' && m.attackers.every((id) => blocOf(s, id) === 'destra' || destraIn(s, stackOf(s, id)))) ? 'destra' : 'sinistra';
}

const stackOf = (s: CorteoState, id: string): string[] => {
  const at = s.units.find((u) => u.id === id)?.at;
  return s.units.filter((u) => u.at === at).map((u) => u.id);
};

/** The combats the corteo player in turn may declare now. */
export function blocCombatMoves(s: CorteoState, moves: CorteoMove[]): CorteoMove[] {
  if (!blocsOf(s) || s.side !== 'corteo') return moves;
  if (combatBloc(s, moves) === 'sinistra') return moves;
  return moves.filter((m) => m.type === 'combat' && m.attackers.every((id) => blocOf(s, id) === 'destra' || destraIn(s, stackOf(s, id))));
}

/** Before a combat: the player who will choose its retreats and advance (the attacker's, or the defender's). */
export function noteFight(s: CorteoState, bloc: Bloc | null): void {
  const b = blocsOf(s);
  if (b && bloc && b.active !== bloc) s.scen!.blocs = { ...b, active: bloc };
}

/** The corteo player of a combat's corteo units. */
export const fightBloc = (s: CorteoState, attackers: readonly string[], defenders: readonly string[]): Bloc | null => {
  if (!blocsOf(s)) return null;
  const corteo = s.side === 'corteo' ? attackers : defenders;
  return destraIn(s, corteo) ? 'destra' : corteo.length ? blocOf(s, corteo[0]) : null;
};

// ---------------------------------------------------------------------------------------------
// Objectives: each held hex is the player's with more power on it (Destra, the head's, on a tie).

export function noteHolder(s: CorteoState, key: string, units: readonly UnitState[]): void {
  const b = blocsOf(s);
  if (!b) return;
  const power = { destra: 0, sinistra: 0 };
  for (const u of units) {
    const bloc = blocOf(s, u.id);
    if (bloc) power[bloc] += unitRecord(u.id).power;
  }
  s.scen!.blocs = { ...b, holders: { ...b.holders, [key]: power.sinistra > power.destra ? 'sinistra' : 'destra' } };
}

/** A covered objective's points to the player who held it. */
export function creditCover(s: CorteoState, key: string, value: number): string | null {
  const b = blocsOf(s);
  if (!b) return null;
  const bloc = b.holders[key] ?? 'destra';
  const { [key]: _gone, ...holders } = b.holders;
  s.scen!.blocs = { ...b, holders, points: { ...b.points, [bloc]: b.points[bloc] + value } };
  return `corteo.bloc.${bloc}`;
}

// ---------------------------------------------------------------------------------------------
// The end: the verdict's dice, the convictions, each corteo player's result.

/** Power of the corteo's units in the prison (arrested), all or one player's. */
export function arrestedPower(s: Pick<Board, 'options' | 'units'>, bloc?: Bloc): number {
  return s.units.filter((u) => u.at === 'prison' && sideOf(u.id) === 'corteo' && (!bloc || blocOf(s, u.id) === bloc)).reduce((n, u) => n + unitRecord(u.id).power, 0);
}

/** Corteo units in the trial's square or next to it. */
export function unitsInSquare(s: Pick<Board, 'options' | 'units'>): number {
  const t = trialOf(s);
  if (!t) return 0;
  const city = cityOf(s);
  const square = city.places.find((p) => p.id === t.square)?.hexes ?? [];
  const area = new Set([...square, ...square.flatMap((k) => neighbours(city, k))]);
  return s.units.filter((u) => isHex(u.at) && area.has(u.at) && sideOf(u.id) === 'corteo').length;
}

/** What strategy a still needs, for the end, the screens and the app players. */
export function sentenceStanding(s: Board): { arrests: number; cap: number; objectives: number; need: number; square: number; needSquare: number } | null {
  const t = trialOf(s);
  const b = blocsOf(s);
  if (!t || !b) return null;
  return {
    arrests: arrestedPower(s),
    cap: t.defendants.reduce((n, id) => n + unitRecord(id).power, 0),
    objectives: Object.values(s.covered).reduce((n, v) => n + v, 0),
    need: t.sentence.objectives,
    square: unitsInSquare(s),
    needSquare: t.sentence.unitsInSquare,
  };
}

/** Has the corteo earned the verdict's dice (strategy a kept, its conditions met at the end)? */
export function verdictDue(s: CorteoState): boolean {
  const b = blocsOf(s);
  const st = sentenceStanding(s);
  if (!b || !st || b.strategy !== 'sentence' || !onTrial(b).length) return false;
  return st.arrests <= st.cap && st.objectives >= st.need && st.square >= st.needSquare;
}

/** The verdict's step: one die per defendant still on trial, rolled by Destra. */
export function verdictMoves(s: CorteoState): CorteoMove[] {
  const b = blocsOf(s);
  return b && onTrial(b).length ? withFaces(s, [{ type: 'roll' }]) : [];
}

/**
 * Rolls for the next defendant (in strategy a all three are still on trial: only strategy b frees
 * or flies them); true once every defendant has had its die.
 */
export function rollVerdict(c: CorteoContext, faces: unknown): string | boolean {
  const s = c.s;
  const b = blocsOf(s)!;
  const t = trialOf(s)!;
  const id = t.defendants[(b.verdict ?? []).length];
  const value = c.die('corteo', 'corteo.roll.verdict', { unit: id }, faces);
  if (typeof value === 'string') return value;
  const acquitted = t.sentence.acquitOn.includes(value);
  const verdict = [...(b.verdict ?? []), value];
  s.scen!.blocs = { ...b, verdict, defendants: acquitted ? { ...b.defendants, [id]: 'sentence' } : b.defendants };
  c.log(acquitted ? 'corteo.log.acquitted' : 'corteo.log.notAcquitted', { unit: id, value });
  if (acquitted) for (const bloc of ['destra', 'sinistra'] as const) awardBloc(c, bloc, t.freed.sentence[bloc], 'corteo.scenario.why.freedSentence', { count: 1 });
  return verdict.length >= t.defendants.length;
}

/** The end, before the advanced game's last arrests: the defendants still on trial are convicted. */
export function convict(c: CorteoContext): void {
  const b = blocsOf(c.s);
  const t = trialOf(c.s);
  if (!b || !t) return;
  const left = onTrial(b).length;
  if (left) awardPotere(c, t.convicted * left, 'corteo.scenario.why.convicted', { count: left });
}

/** Each corteo player's final: its points less the arrests of its units and the potere's scenario points. */
export function blocResults(s: CorteoState): void {
  const b = blocsOf(s);
  const specs = blocSpecs(s);
  if (!b || !specs) return;
  const results = {} as NonNullable<BlocsState['results']>;
  for (const spec of specs) {
    const final = b.points[spec.id] - arrestedPower(s, spec.id) - s.scen!.points.potere;
    const level = spec.victory.find((l) => l.min === null || final >= l.min) ?? spec.victory[spec.victory.length - 1];
    results[spec.id] = { final, level: level.key, winner: level.winner };
  }
  s.scen!.blocs = { ...b, results };
}

/**
 * The outcome of three players: each corteo player who reached a winning level of its table wins;
 * the potere wins when neither did and one of them lost.
 */
export function antirepressivoOutcome(s: Pick<CorteoState, 'scen' | 'score'>): Outcome | null {
  const b = blocsOf(s);
  if (!b?.results) return null;
  const { destra, sinistra } = b.results;
  const corteo = (['destra', 'sinistra'] as const).filter((k) => b.results![k].winner === 'corteo');
  const potere = corteo.length === 0 && (destra.winner === 'potere' || sinistra.winner === 'potere');
  const winners = potere ? [SIDE_SEAT.potere] : [...new Set(corteo.map((k) => blocSeat(s, k)))];
  const reasonKey = potere ? 'corteo.antirep.end.potere' : corteo.length === 2 ? 'corteo.antirep.end.both' : corteo.length ? `corteo.antirep.end.${corteo[0]}` : 'corteo.antirep.end.draw';
  return {
    winners,
    reasonKey,
    details: { corteo: s.score.corteo, potere: s.score.potere, destra: destra.final, sinistra: sinistra.final, destraLevel: destra.level, sinistraLevel: sinistra.level },
  };
}
