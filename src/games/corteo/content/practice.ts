// A small practice city drawn as text, a quick board for a short game beside the full city
// (content/city/). `cityFromArt` turns rows of characters into a CityMap, so the rules' tests
// draw the corners of town each rule needs.
import { hexDistance, hexKey, hexNeighbour, hexsideKey, parseHexKey, type Hex } from '../../../engine/hex.ts';
import type { Barracks, CityHex, CityMap, EdgePart, HexDirection, HexsideFeature, Objective, ObjectiveKind } from './map-types.ts';
import { rc, text } from './source.ts';

/**
 * Characters: `.` strada, `=` viale, `m` viale of Piazza Mento, `a` affollato, `#` caseggiato,
 * `P` caseggiato of the prison, `p` case popolari, `o` obiettivo, `C` caserma, `1`-`9` a
 * strada that is the exit of that barracks, `M` metro, `g` giardino, `~` fiume, `s` scale,
 * `^` pendio climbing north-west, `v` pendio climbing south-east, a space: off the map.
 */
export interface ArtSpec {
  id: string;
  rows: readonly string[];
  /** Objectives in the order their `o` hexes appear (row by row): kind, name, address, value. */
  objectives?: readonly { kind: ObjectiveKind; it: string; en: string; address: string; value: number }[];
  /** Walls: pairs of offset cells [row, col] on either side of the hexside. */
  walls?: readonly [[number, number], [number, number], HexsideFeature?][];
}

/** The axial hex of an offset cell (odd rows shifted right by half a hex). */
export function cell(row: number, col: number): Hex {
  return { q: col - (row - (row & 1)) / 2, r: row };
}
export const cellKey = (row: number, col: number): string => hexKey(cell(row, col));

const PROV = rc('Città di prova disegnata da noi per i test e le partite brevi.', 'A practice city of ours for tests and short games.');

const TERRAIN_OF: Record<string, CityHex['terrain']> = {
  '.': 'strada', '=': 'viale', m: 'viale', a: 'affollato', '#': 'caseggiato', P: 'caseggiato', p: 'popolari', o: 'obiettivo',
  C: 'caserma', M: 'metro', g: 'giardino', '~': 'fiume', s: 'scale', '^': 'pendio', v: 'pendio',
};

export function cityFromArt(spec: ArtSpec): CityMap {
  const hexes: Record<string, CityHex> = {};
  const objectives: Objective[] = [];
  const metro: CityMap['metro'][number][] = [];
  const prison: string[] = [];
  const piazzaMento: string[] = [];
  const exits = new Map<number, string[]>();
  const barracksHexes: string[] = [];
  const rows = spec.rows.length;
  const cols = Math.max(...spec.rows.map((r) => r.length));
  spec.rows.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      if (ch === ' ') return;
      const key = cellKey(row, col);
      if (/[1-9]/.test(ch)) {
        hexes[key] = { terrain: 'strada', barracks: Number(ch) };
        exits.set(Number(ch), [...(exits.get(Number(ch)) ?? []), key]);
        return;
      }
      const terrain = TERRAIN_OF[ch];
      if (!terrain) throw new Error(`${spec.id}: unknown map character "${ch}" at ${row},${col}`);
      const h: CityHex = { terrain };
      if (ch === '^') h.up = 2 as HexDirection;
      if (ch === 'v') h.up = 5 as HexDirection;
      if (ch === 'P') (h.prison = true), prison.push(key);
      if (ch === 'm') piazzaMento.push(key);
      if (ch === 'C') barracksHexes.push(key);
      if (ch === 'M') {
        h.station = `metro-${metro.length + 1}`;
        metro.push({ id: h.station, name: text(`Metro ${metro.length + 1}`, `Metro ${metro.length + 1}`), hex: key, provenance: PROV });
      }
      if (ch === 'o') {
        const o = spec.objectives?.[objectives.length];
        if (!o) throw new Error(`${spec.id}: objective ${objectives.length + 1} has no record`);
        const id = `${o.kind}-${objectives.length + 1}`;
        h.objective = id;
        objectives.push({ id, kind: o.kind, name: text(o.it, o.en), address: o.address, hexes: [key], value: o.value, provenance: PROV });
      }
      hexes[key] = h;
    });
  });
  // Each barracks hex belongs to the barracks of the nearest numbered exit.
  const barracks: Barracks[] = [...exits.entries()].sort(([a], [b]) => a - b).map(([number, ex]) => ({
    number, name: text(`Caserma ${number}`, `Barracks ${number}`), hexes: [], exits: ex, provenance: PROV,
  }));
  if (barracksHexes.length && !barracks.length) throw new Error(`${spec.id}: barracks without a numbered exit`);
  for (const key of barracksHexes) {
    const h = parseHexKey(key);
    let best = barracks[0];
    for (const b of barracks) if (hexDistance(h, parseHexKey(b.exits[0])) < hexDistance(h, parseHexKey(best.exits[0]))) best = b;
    (best.hexes as string[]).push(key);
    hexes[key].barracks = best.number;
  }
  const hexsides: Record<string, HexsideFeature> = {};
  for (const [a, b, f] of spec.walls ?? []) hexsides[hexsideKey(cell(...a), cell(...b))] = f ?? 'muro';
  const edges: Record<'north' | 'south' | 'east' | 'west', string[]> = { north: [], south: [], east: [], west: [] };
  const edgePart: Record<string, EdgePart> = {};
  for (const key of Object.keys(hexes)) {
    const h = parseHexKey(key);
    const off = (d: number) => !(hexKey(hexNeighbour(h, d)) in hexes);
    if (h.r === 0) edges.north.push(key);
    if (h.r === rows - 1) edges.south.push(key);
    const col = h.q + (h.r - (h.r & 1)) / 2;
    if (col === 0 || (off(3) && col < cols / 2)) edges.west.push(key);
    if (col === cols - 1 || (off(0) && col >= cols / 2)) edges.east.push(key);
    if (h.r === 0 || h.r === rows - 1) edgePart[key] = col < cols / 3 ? 1 : col < (2 * cols) / 3 ? 2 : 3;
  }
  return {
    id: spec.id, name: text('Città di prova', 'Practice city'), cols, rows, hexes, hexsides, objectives, barracks, metro, prison, piazzaMento,
    edges, edgePart, places: [], provenance: PROV,
  };
}

/** The practice city: Piazza Mento top left, a river with two bridges, three barracks, eight objectives. */
export const PRACTICE_CITY: CityMap = cityFromArt({
  id: 'practice',
  rows: [
    'mmmmm=......##~#o#..CC1.',
    'mmmmm=.#p#..##~##..#a#C.',
    'mmmmm=.#p#....~...o#a#..',
    'mmmmm=M.....o.~....M....',
    '=======.#.#.==========o.',
    '..#.#.=.#o#...~.#gg#.##.',
    '..#o#.=.###...~.#ss#....',
    '..###.=.......~..^^.....',
    '2C...==============.==PP',
    'C...#.#...#...~.#.#..#PP',
    'C.#a#.#M#.o...~.#o#.p...',
    '...................3CCC.',
  ],
  objectives: [
    { kind: 'governo', it: 'Governo', en: 'Government', address: 'Piazza Fontana', value: 20 },
    { kind: 'tv', it: 'TV', en: 'TV', address: 'Largo Selva Nera', value: 10 },
    { kind: 'tribunale', it: 'Tribunale', en: 'Law courts', address: 'Piazzale Odio', value: 15 },
    { kind: 'giornale', it: 'Giornale', en: 'Newspaper', address: 'Via Veline', value: 6 },
    { kind: 'chiesa', it: 'Chiesa', en: 'Church', address: 'Piazza S. Carlo al Berto', value: 5 },
    { kind: 'bar', it: 'Bar', en: 'Bar', address: 'Piazza Obelix', value: 5 },
    { kind: 'cinema', it: 'Cinema', en: 'Cinema', address: 'Via Seggio', value: 4 },
    { kind: 'negozio', it: 'Negozio', en: 'Shop', address: 'Via Dotto', value: 2 },
  ],
  walls: [
    [[7, 8], [7, 9]],
    [[9, 8], [9, 9], 'mura'],
  ],
});
