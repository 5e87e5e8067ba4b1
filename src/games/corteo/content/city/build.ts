// Builds the CityMap from the plan: paints terrain layer by layer, raises the historic walls
// on every hexside between the new town and the old town (gates left open) and the prison's
// enclosure, and collects the index of places, the edges and their parts.
import { hex, hexKey, hexLine, hexNeighbours, hexsideKey, type Hex } from '../../../../engine/hex.ts';
import type { Barracks, CityHex, CityMap, EdgePart, HexsideFeature, MetroStation, Objective, Place } from '../map-types.ts';
import { OBJECTIVES, SHORT_NAMES } from './objectives.ts';
import {
  AVENUES, BARRACKS, BRIDGES, BUILDINGS, COLS, GATES, METRO, RISES, ROWS, STREETS, WALL_COL, WALLED, ZONES,
  riverCols, type Cell, type PlanPlace, type Shape,
} from './plan.ts';
import { rc, text } from './source.ts';

/** The axial hex of an offset cell (odd rows shifted right). */
export function cellHex([c, r]: Cell): Hex {
  return hex(c - (r - (r & 1)) / 2, r);
}
/** The offset cell of an axial hex. */
export function hexCell(h: Hex): Cell {
  return [h.q + (h.r - (h.r & 1)) / 2, h.r];
}
export const cellKey = (c: Cell): string => hexKey(cellHex(c));

/** The cells of a shape. Lines along one row or one column are exact; others use hexLine. */
export function shapeCells(shape: Shape): Cell[] {
  if ('cells' in shape) return [...shape.cells];
  if ('area' in shape) {
    const [c1, r1, c2, r2] = shape.area;
    const out: Cell[] = [];
    for (let r = r1; r <= r2; r++) for (let c = c1; c <= c2; c++) out.push([c, r]);
    return out;
  }
  const out: Cell[] = [];
  const push = (cell: Cell) => {
    const last = out[out.length - 1];
    if (!last || last[0] !== cell[0] || last[1] !== cell[1]) out.push(cell);
  };
  const pts = shape.line;
  if (pts.length === 1) push(pts[0]);
  for (let i = 1; i < pts.length; i++) {
    const [a, b] = [pts[i - 1], pts[i]];
    if (a[1] === b[1]) {
      const s = Math.sign(b[0] - a[0]) || 1;
      for (let c = a[0]; c !== b[0] + s; c += s) push([c, a[1]]);
    } else if (a[0] === b[0]) {
      const s = Math.sign(b[1] - a[1]);
      for (let r = a[1]; r !== b[1] + s; r += s) push([a[0], r]);
    } else {
      for (const h of hexLine(cellHex(a), cellHex(b))) push(hexCell(h));
    }
  }
  return out;
}

const RECONSTRUCTED = rc(
  'La mappa non è stampata nel regolamento: città ricostruita da noi sulla descrizione di 1d e sui luoghi citati nelle regole.',
  'The rulebook does not print the map: our city, built on the description of 1d and the places the rules name.',
);

export function buildCity(): CityMap {
  const hexes: Record<string, CityHex> = {};
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < COLS; c++) hexes[cellKey([c, r])] = { terrain: 'caseggiato' };
  const inMap = (cell: Cell) => cell[0] >= 0 && cell[0] < COLS && cell[1] >= 0 && cell[1] < ROWS;
  const keysOf = (p: PlanPlace): string[] => {
    const cs = shapeCells(p.shape);
    for (const cell of cs) if (!inMap(cell)) throw new Error(`${p.id}: cell ${cell} off the map`);
    return cs.map(cellKey);
  };
  const paint = (p: PlanPlace) => {
    if (!p.paint) return;
    for (const k of keysOf(p)) {
      const h: CityHex = { terrain: p.paint };
      if (p.up !== undefined) h.up = p.up;
      if (p.bridge) h.bridge = true;
      hexes[k] = h;
    }
  };

  ZONES.forEach(paint);
  STREETS.forEach(paint);
  AVENUES.forEach(paint);
  for (let r = 0; r < ROWS; r++) for (const c of riverCols(r)) hexes[cellKey([c, r])] = { terrain: 'fiume' };
  BRIDGES.forEach(paint);
  RISES.forEach(paint);

  const objectives: Objective[] = OBJECTIVES.map((o) => {
    const keys = o.cells.map(cellKey);
    for (const k of keys) hexes[k] = { terrain: 'obiettivo', objective: o.id };
    return {
      id: o.id, kind: o.kind, name: text(o.it, o.en), short: text(...SHORT_NAMES[o.kind]), address: o.address, hexes: keys, value: o.value,
      provenance: rc(
        `Nome e indirizzo da 12b; posto e valore (${o.value} a esa) nostri, coerenti con i totali degli scenari (77, 68, 150).`,
        `Name and address from 12b; place and value (${o.value} a hex) ours, consistent with the scenarios' totals (77, 68, 150).`,
      ),
    };
  });

  const barracks: Barracks[] = BARRACKS.map((b) => {
    const keys = b.cells.map(cellKey);
    for (const k of keys) hexes[k] = { terrain: 'caserma', barracks: b.number };
    const exits = b.exits.map(cellKey);
    for (const k of exits) hexes[k] = { ...hexes[k], barracks: b.number };
    return {
      number: b.number, name: text(b.it, b.en), hexes: keys, exits,
      provenance: rc('Caserme numerate (3a, 6c); numero, posto e nome nostri.', 'Numbered barracks (3a, 6c); number, place and name ours.'),
    };
  });

  const metro: MetroStation[] = METRO.map((m) => {
    const k = cellKey(m.cell);
    hexes[k] = { terrain: 'metro', station: m.id };
    return { id: m.id, name: text(`Metro ${m.name}`, `${m.name} metro`), hex: k, provenance: m.name === 'Corso Storico' ? { source: 'rulebook', section: 'C 3a' } : rc('Stazione ricostruita: la mappa non è stampata.', 'Reconstructed station: the map is not printed.') };
  });

  const prisonPlace = BUILDINGS.find((b) => b.id === 'carcere-edificio') as PlanPlace;
  const prison = keysOf(prisonPlace);
  for (const k of prison) hexes[k] = { terrain: 'caseggiato', prison: true };

  // Walls: the historic walls between the new town (column < WALL_COL) and the old town,
  // except at the gates; recent walls round the walled buildings.
  const hexsides: Record<string, HexsideFeature> = {};
  const gates = new Set(GATES.map((g) => { const [a, b] = shapeCells(g.shape); return hexsideKey(cellHex(a), cellHex(b)); }));
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < WALL_COL; c++) {
      const h = cellHex([c, r]);
      for (const n of hexNeighbours(h)) {
        const [nc, nr] = hexCell(n);
        if (nr < 0 || nr >= ROWS || nc < WALL_COL || nc > WALL_COL + 1) continue;
        const side = hexsideKey(h, n);
        if (!gates.has(side)) hexsides[side] = 'mura';
      }
    }
  }
  for (const id of WALLED) {
    const inside = new Set(keysOf(BUILDINGS.find((b) => b.id === id) as PlanPlace));
    for (const k of inside) {
      const [q, r] = k.split(',').map(Number);
      for (const n of hexNeighbours(hex(q, r))) {
        const nk = hexKey(n);
        if (!inside.has(nk) && hexes[nk] && hexes[nk].terrain !== 'obiettivo') hexsides[hexsideKey(hex(q, r), n)] = 'muro';
      }
    }
  }

  const places: Place[] = [...AVENUES, ...STREETS, ...BRIDGES, ...RISES, ...GATES, ...ZONES, ...BUILDINGS].map((p) => {
    const place: Place = { id: p.id, kind: p.kind, name: p.name, hexes: keysOf(p), provenance: placeProvenance(p.name) };
    if (p.note) place.note = text(p.note[0], p.note[1]);
    return place;
  });

  const edges = { north: [] as string[], south: [] as string[], east: [] as string[], west: [] as string[] };
  const edgePart: Record<string, EdgePart> = {};
  for (let c = 0; c < COLS; c++) {
    edges.north.push(cellKey([c, 0]));
    edges.south.push(cellKey([c, ROWS - 1]));
    for (const r of [0, ROWS - 1]) edgePart[cellKey([c, r])] = c < WALL_COL ? 1 : c < riverCols(r)[0] ? 2 : 3;
  }
  for (let r = 0; r < ROWS; r++) {
    edges.west.push(cellKey([0, r]));
    edges.east.push(cellKey([COLS - 1, r]));
  }

  return {
    id: 'citta', name: text('La Città', 'The City'), cols: COLS, rows: ROWS, hexes, hexsides, objectives, barracks, metro,
    prison, piazzaMento: keysOf(AVENUES.find((p) => p.id === 'piazza-mento') as PlanPlace), edges, edgePart, places,
    provenance: RECONSTRUCTED,
  };
}

/** The rulebook names these places; the rest of the index is ours. */
const NAMED_IN_RULEBOOK = new Set([
  'Piazza Mento', 'Corso Storico', 'Viale Nin', 'Corso Maltese', 'Viale Billikid', 'Piazza Fontana', 'Via Cento Celle',
  'Piazzale Odio', 'Largo alle Tangenti', 'Lungozombi dei Camionisti', 'Via del Greggio', 'Via Losim', 'Via Coca', 'Via Cola',
  'Largo Selva Nera', 'Via Veline', 'Via Larga', 'Vicolo Afgano', 'Piazza della Robba', 'Bulvar dei Cappuccini', "Via del Rock'n roll",
  "Via 'Ndante", 'Via Gary Baldi', 'Piazza Quinta Colonna', 'Vicolo Marocchino', 'Piazza Obelix', 'Viale Ovaliani', 'Via Seggio',
  'Piazza S. Carlo al Berto', 'Via il Polacco Errante', 'Via Tip Tap', 'Via Orale', 'Largo Sibemolle', 'Via Dotto', 'Via Roto',
  'Corso Corto', 'Largo Rizia', 'Via Tram', 'Via Mazzo', 'Via Chiappo', 'Via Dobbo', 'Lungozombi degli Accavallati',
  'Bulvar dei Cornetti', 'Piazzale Bombe',
]);

function placeProvenance(name: string) {
  return NAMED_IN_RULEBOOK.has(name)
    ? rc('Nome dal regolamento (12b, 3a, D); tracciato nostro.', 'Name from the rulebook (12b, 3a, D); its course ours.')
    : rc('Nome e tracciato nostri, nello spirito dei nomi del regolamento.', 'Name and course ours, in the spirit of the rulebook\u2019s names.');
}
