// Phase 1-B: the obligatory event card and its effects (rulebook, "Carte evento"). Playing the
// card calls its effect (`eventEffect`), which ends at once or after the decisions it asks for:
// the revolt's frazione and retreat, the earthquake's epicentre and the structures lost, the heat
// wave's units lost (a queue of tasks, one a player who owes them); the event step then resumes.
import type { Frame } from '../../../engine/flow.ts';
import type { Json, Seat } from '../../../engine/types.ts';
import { STRUCTURE_KINDS, isAir, rowFor, type StructureKind, type UnitKind } from '../content/pieces.ts';
import { REPERTI_TABLE, kindOf, type EventKind } from '../content/cards.ts';
import {
  FABRIANO_NODE, LINKS, MAJOR_NODES, TERRITORY_COUNT, activeSeat, addUnits, hasSheet, homeOf, maxMove, removeUnits, unitsOnBoard,
} from './board.ts';
import type { FabContext } from './context.ts';
import { discard, drawFor, takeFromHand } from './hands.ts';
import { gain, infantryLost, pay } from './resources.ts';
import { playableEvents } from './turn.ts';
import type { FabMove, FabState, Owed } from './types.ts';

export function playEvent(c: FabContext, card: string): string | null {
  const s = c.s;
  const seat = activeSeat(s);
  if (!playableEvents(s, seat).includes(card)) return 'fabrisiko.error.noCard';
  takeFromHand(c, seat, card);
  discard(c, [card]);
  const kind = kindOf(card) as EventKind;
  c.eventsPlayed().push(kind);
  c.barrier();
  c.log('fabrisiko.log.event', { seat, kind });
  c.call('eventEffect', kind);
  return null;
}

/** The effect of the event just played (the frame's data is its kind): ends, or asks for the decisions it needs. */
export function eventEffect(c: FabContext): void {
  const s = c.s;
  const seat = activeSeat(s);
  const kind = c.args as EventKind;
  switch (kind) {
    case 'ribellione':
      if (revoltTargets(s, seat).length > 0) return c.goto('revoltPick');
      break;
    case 'terremoto':
      // The player picks the epicentre among their territories.
      return c.goto('quake');
    case 'palio':
      s.palio = true;
      if (s.owner[FABRIANO_NODE] >= 0) drawFor(c, s.owner[FABRIANO_NODE], 1);
      break;
    case 'crescita':
      s.crescita = true;
      break;
    case 'sagra':
      if (!s.sagra.includes(seat)) c.sagraSeats().push(seat);
      break;
    case 'caldo': {
      const owed = heatWave(c);
      if (owed.length > 0) return c.callEach(owed.map((o): Frame => ({ step: 'heat', args: o as unknown as Json })));
      break;
    }
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
  c.end();
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
    c.goto('revoltFlee');
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
  for (const k of STRUCTURE_KINDS) if (s[k][at]) c.structures(k)[at] = false;
  gain(c, seat, 2 * structures, 'fabrisiko.why.revolt');
  c.owners()[at] = -1;
  s.revoltAt = -1;
  c.end();
}

// ---------------------------------------------------------------------------------------------
// Terremoto: the territory you pick and every bordering one; each owner pays 2 a structure there
// or removes, one by one and by their own choice, those left unpaid.

/** The epicentre: any territory of the player's. */
export function epicentreOptions(s: FabState): FabMove[] {
  const seat = activeSeat(s);
  const out: FabMove[] = [];
  for (let t = 0; t < TERRITORY_COUNT; t++) if (s.owner[t] === seat) out.push({ type: 'epicentre', at: t });
  return out;
}

/** The structures a player who owes them may lose (the task's data says who, how many, where). */
export function quakeOptions(s: FabState, o: Owed): FabMove[] {
  return o.nodes.flatMap((t) => STRUCTURE_KINDS.filter((k) => s[k][t] && s.owner[t] === o.seat).map((kind) => ({ type: 'quakeLose' as const, at: t, kind })));
}

/** The epicentre hits it and every bordering territory: each owner pays, the unpaid structures are owed, one by one. */
export function epicentre(c: FabContext, at: number): string | null {
  const s = c.s;
  if (!epicentreOptions(s).some((m) => m.type === 'epicentre' && m.at === at)) return 'fabrisiko.error.badTarget';
  const hit = [at, ...LINKS[at].map((l) => l.to)];
  c.log('fabrisiko.log.quake', { seat: activeSeat(s), at });
  const owed: Owed[] = [];
  const seats = [...new Set(hit.map((t) => s.owner[t]).filter((x) => x >= 0))];
  for (const who of seats) {
    const mine = hit.filter((t) => s.owner[t] === who);
    const structures = mine.reduce((n, t) => n + (s.factory[t] ? 1 : 0) + (s.aa[t] ? 1 : 0), 0);
    const afford = Math.min(structures, Math.floor(s.res[who] / 2));
    pay(c, who, 2 * afford, 'fabrisiko.why.quake');
    if (structures > afford) owed.push({ seat: who, count: structures - afford, nodes: mine });
  }
  c.callEach(owed.map((o): Frame => ({ step: 'quakeLoss', args: o as unknown as Json })));
  return null;
}

/** A structure the earthquake takes from the player whose task this is. */
export function quakeLose(c: FabContext, at: number, kind: StructureKind): string | null {
  const s = c.s;
  const o = c.args as unknown as Owed;
  if (!quakeOptions(s, o).some((m) => m.type === 'quakeLose' && m.at === at && m.kind === kind)) return 'fabrisiko.error.badTarget';
  c.structures(kind)[at] = false;
  c.log('fabrisiko.log.quakeLost', { seat: o.seat, at, kind });
  if (o.count <= 1) c.end();
  else c.setArgs({ ...o, count: o.count - 1 } as unknown as Json);
  return null;
}

// ---------------------------------------------------------------------------------------------
// Caldo estremo: every player pays 1 a unit on the board; for each resource short, a unit of
// their choice is removed.

/** Everyone pays; those short owe units, in turn order from the active player. */
function heatWave(c: FabContext): Owed[] {
  const s = c.s;
  const owed: Owed[] = [];
  for (const i of s.order.slice(s.turnIdx).concat(s.order.slice(0, s.turnIdx))) {
    const units = unitsOnBoard(s, i);
    const paid = Math.min(units, s.res[i]);
    pay(c, i, paid, 'fabrisiko.why.caldo');
    if (units > paid) owed.push({ seat: i, count: units - paid, nodes: [] });
  }
  return owed;
}

/** The units a player who owes them may lose, one of each stack's kind and place. */
export function heatOptions(s: FabState, seat: Seat): FabMove[] {
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

/** A unit the heat wave takes from the player whose task this is. */
export function heat(c: FabContext, at: number, kind: UnitKind): string | null {
  const s = c.s;
  const o = c.args as unknown as Owed;
  if (removeUnits(s, o.seat, kind, at, 1) !== 1) return 'fabrisiko.error.noUnits';
  c.log('fabrisiko.log.heatLost', { seat: o.seat, at, kind });
  if (kind === 'inf') infantryLost(c, 1);
  if (o.count <= 1 || unitsOnBoard(s, o.seat) === 0) c.end();
  else c.setArgs({ ...o, count: o.count - 1 } as unknown as Json);
  return null;
}

export { hasSheet, maxMove };
