// Phase 1-B: the obligatory event card and its effects (rulebook, "Carte evento").
import type { Seat } from '../../../engine/types.ts';
import { REPERTI_TABLE, STRUCTURE_KINDS, kindOf, rowFor, type EventKind, type StructureKind, type UnitKind } from '../content/index.ts';
import {
  FABRIANO_NODE, LINKS, MAJOR_NODES, TERRITORY_COUNT, addUnits, hasSheet, homeOf, isAir, maxMove, removeUnits, unitsOnBoard,
} from './board.ts';
import type { FabContext } from './context.ts';
import { infantryLost } from './battle.ts';
import { activeSeat, discard, drawFor, gain, pay, playableEvents, takeFromHand, toPlace } from './turn.ts';
import type { FabMove, FabState } from './types.ts';

export function playEvent(c: FabContext, card: string): string | null {
  const s = c.s;
  const seat = activeSeat(s);
  if (!playableEvents(s, seat).includes(card)) return 'fabrisiko.error.noCard';
  takeFromHand(s, seat, card);
  discard(c, [card]);
  const kind = kindOf(card) as EventKind;
  s.eventsThisGlobal.push(kind);
  c.barrier();
  c.log('fabrisiko.log.event', { seat, kind });
  switch (kind) {
    case 'ribellione':
      if (revoltTargets(s, seat).length > 0) {
        s.step = 'revoltPick';
        return null;
      }
      break;
    case 'terremoto':
      // The player picks the epicentre among their territories: the pick is the first owed step.
      s.owed = [{ seat, count: -1, nodes: [] }];
      s.step = 'quake';
      return null;
    case 'palio':
      s.palio = true;
      if (s.owner[FABRIANO_NODE] >= 0) drawFor(c, s.owner[FABRIANO_NODE], 1);
      break;
    case 'crescita':
      s.crescita = true;
      break;
    case 'sagra':
      if (!s.sagra.includes(seat)) s.sagra.push(seat);
      break;
    case 'caldo':
      heatWave(c);
      if (s.owed.length > 0) {
        s.step = 'heat';
        return null;
      }
      break;
    case 'marchigiano':
      s.marchigiano = true;
      break;
    case 'reperti': {
      const [v] = c.roll(seat, 10, 1, 'fabrisiko.roll.reperti');
      const r = rowFor(REPERTI_TABLE.rows, v);
      const extra = r.dice > 0 ? c.roll(seat, 10, r.dice, 'fabrisiko.roll.repertiValue').reduce((a, b) => a + b, 0) : 0;
      gain(c, seat, extra + r.plus, 'fabrisiko.why.reperti');
      break;
    }
    case 'scambi':
      if (s.owner[FABRIANO_NODE] === seat) {
        const majors = MAJOR_NODES.filter((t) => s.owner[t] === seat).length;
        const v = c.roll(seat, 5, majors, 'fabrisiko.roll.scambi').reduce((a, b) => a + b, 0);
        gain(c, seat, v, 'fabrisiko.why.scambi');
      } else c.log('fabrisiko.log.noEffect', { seat, kind });
      break;
  }
  toPlace(c);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Ribellione paesana: the next player picks one of your frazioni (not your major one, not
// Fabriano); your units leave for one bordering territory of yours or are lost; 2 resources a
// structure, the structures go; the frazione turns neutral.

/** The player "to your left": the next in turn order (ruling). */
export const nextSeat = (s: FabState): Seat => s.order[(s.turnIdx + 1) % s.n];

export function revoltTargets(s: FabState, seat: Seat): number[] {
  const out: number[] = [];
  for (let t = 0; t < TERRITORY_COUNT; t++) if (s.owner[t] === seat && t !== FABRIANO_NODE && t !== homeOf(s.faction[seat])) out.push(t);
  return out;
}

export function revoltPick(c: FabContext, at: number): string | null {
  const s = c.s;
  const seat = activeSeat(s);
  if (!revoltTargets(s, seat).includes(at)) return 'fabrisiko.error.badTarget';
  s.revoltAt = at;
  c.log('fabrisiko.log.revolt', { seat, at, by: nextSeat(s) });
  if (s.units.some((u) => u.at === at && u.o === seat) && fleeTargets(s).length > 0) {
    s.step = 'revoltFlee';
    return null;
  }
  finishRevolt(c, -1);
  return null;
}

/** Bordering territories of yours (ruling: all the units go to one of them). */
export function fleeTargets(s: FabState): number[] {
  const seat = activeSeat(s);
  return LINKS[s.revoltAt].filter((l) => s.owner[l.to] === seat).map((l) => l.to);
}

export function flee(c: FabContext, to: number): string | null {
  if (to !== -1 && !fleeTargets(c.s).includes(to)) return 'fabrisiko.error.badTarget';
  finishRevolt(c, to);
  return null;
}

function finishRevolt(c: FabContext, to: number): void {
  const s = c.s;
  const seat = activeSeat(s);
  const at = s.revoltAt;
  const mountain = to >= 0 && LINKS[at].find((l) => l.to === to)!.mountain;
  let lost = 0;
  let lostInf = 0;
  for (const u of s.units.filter((x) => x.at === at && x.o === seat)) {
    // Tanks never cross a mountain border; infantry would need a turn on the ridge (ruling: lost).
    if (to >= 0 && (isAir(u.k) || !mountain)) addUnits(s, seat, u.k, to, u.n, u.mv, u.from);
    else {
      lost += u.n;
      if (u.k === 'inf') lostInf += u.n;
    }
  }
  s.units = s.units.filter((x) => !(x.at === at && x.o === seat));
  if (lost > 0) c.log('fabrisiko.log.revoltLost', { seat, n: lost });
  infantryLost(c, lostInf);
  const structures = STRUCTURE_KINDS.filter((k) => s[k][at]).length;
  for (const k of STRUCTURE_KINDS) s[k][at] = false;
  gain(c, seat, 2 * structures, 'fabrisiko.why.revolt');
  s.owner[at] = -1;
  s.revoltAt = -1;
  toPlace(c);
}

// ---------------------------------------------------------------------------------------------
// Terremoto: the territory you pick and every bordering one; each owner pays 2 a structure there
// or removes, one by one and by their own choice, those left unpaid.

export function quakeOptions(s: FabState): FabMove[] {
  const o = s.owed[0];
  if (o.count < 0) {
    const out: FabMove[] = [];
    for (let t = 0; t < TERRITORY_COUNT; t++) if (s.owner[t] === o.seat) out.push({ type: 'epicentre', at: t });
    return out;
  }
  return o.nodes.flatMap((t) => STRUCTURE_KINDS.filter((k) => s[k][t] && s.owner[t] === o.seat).map((kind) => ({ type: 'quakeLose' as const, at: t, kind })));
}

export function quake(c: FabContext, at: number, kind: StructureKind | null): string | null {
  const s = c.s;
  const o = s.owed[0];
  const ok = quakeOptions(s).some((m) => (m.type === 'epicentre' && kind === null && m.at === at) || (m.type === 'quakeLose' && m.at === at && m.kind === kind));
  if (!ok) return 'fabrisiko.error.badTarget';
  if (o.count < 0) {
    const hit = [at, ...LINKS[at].map((l) => l.to)];
    c.log('fabrisiko.log.quake', { seat: o.seat, at });
    s.owed = [];
    const seats = [...new Set(hit.map((t) => s.owner[t]).filter((x) => x >= 0))];
    for (const who of seats) {
      const mine = hit.filter((t) => s.owner[t] === who);
      const structures = mine.reduce((n, t) => n + (s.factory[t] ? 1 : 0) + (s.aa[t] ? 1 : 0), 0);
      const afford = Math.min(structures, Math.floor(s.res[who] / 2));
      pay(c, who, 2 * afford, 'fabrisiko.why.quake');
      if (structures > afford) s.owed.push({ seat: who, count: structures - afford, nodes: mine });
    }
  } else if (kind) {
    s[kind][at] = false;
    c.log('fabrisiko.log.quakeLost', { seat: o.seat, at, kind });
    o.count--;
    if (o.count <= 0) s.owed.shift();
  }
  if (s.owed.length === 0) toPlace(c);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Caldo estremo: every player pays 1 a unit on the board; for each resource short, a unit of
// their choice is removed.

function heatWave(c: FabContext): void {
  const s = c.s;
  s.owed = [];
  for (const i of s.order.slice(s.turnIdx).concat(s.order.slice(0, s.turnIdx))) {
    const units = unitsOnBoard(s, i);
    const paid = Math.min(units, s.res[i]);
    pay(c, i, paid, 'fabrisiko.why.caldo');
    if (units > paid) s.owed.push({ seat: i, count: units - paid, nodes: [] });
  }
}

export function heatOptions(s: FabState): FabMove[] {
  const seat = s.owed[0].seat;
  const seen = new Set<string>();
  const out: FabMove[] = [];
  for (const u of s.units) {
    const key = `${u.at}:${u.k}`;
    if (u.o !== seat || seen.has(key)) continue;
    seen.add(key);
    out.push({ type: 'heatLose', at: u.at, kind: u.k });
  }
  return out;
}

export function heat(c: FabContext, at: number, kind: UnitKind): string | null {
  const s = c.s;
  const o = s.owed[0];
  if (removeUnits(s, o.seat, kind, at, 1) !== 1) return 'fabrisiko.error.noUnits';
  c.log('fabrisiko.log.heatLost', { seat: o.seat, at, kind });
  if (kind === 'inf') infantryLost(c, 1);
  o.count--;
  if (o.count <= 0 || unitsOnBoard(s, o.seat) === 0) s.owed.shift();
  if (s.owed.length === 0) toPlace(c);
  return null;
}

export { hasSheet, maxMove };
