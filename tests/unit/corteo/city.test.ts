import { describe, expect, it } from 'vitest';
import { hexDistance, hexKey, hexNeighbours, hexsideKey, parseHexKey } from '../../../src/engine/hex.ts';
import { CITY, cappucciniFront, cellKey, cityAscii, hexCell, slopeStep, TERRAIN_EFFECTS, wallBetween } from '../../../src/games/corteo/content/city/index.ts';
import { cityProblems } from '../../../src/games/corteo/content/city/validate.ts';
import { TERRAINS, type CityMap, type ObjectiveKind } from '../../../src/games/corteo/content/map-types.ts';

const ROAD = new Set(['strada', 'viale', 'pendio', 'scale']);
const cellOf = (k: string) => hexCell(parseHexKey(k));
const sumOf = (kinds: ObjectiveKind[]) =>
  CITY.objectives.filter((o) => kinds.includes(o.kind)).reduce((s, o) => s + o.value * o.hexes.length, 0);

/** Hexes reachable from `from` stepping only on hexes `ok` lets through, never across a wall. */
function flood(from: readonly string[], ok: (k: string) => boolean, city: CityMap = CITY): Set<string> {
  const seen = new Set(from);
  const todo = [...from];
  while (todo.length > 0) {
    const k = todo.pop() as string;
    for (const n of hexNeighbours(parseHexKey(k))) {
      const nk = hexKey(n);
      if (seen.has(nk) || !city.hexes[nk] || !ok(nk) || wallBetween(city, k, nk)) continue;
      seen.add(nk);
      todo.push(nk);
    }
  }
  return seen;
}

describe('the city map', () => {
  it('is valid, and every hex of the 48 x 38 grid has a terrain of 1d', () => {
    expect(cityProblems(CITY)).toEqual([]);
    expect(Object.keys(CITY.hexes)).toHaveLength(48 * 38);
    for (const h of Object.values(CITY.hexes)) expect(TERRAINS).toContain(h.terrain);
    const used = new Set(Object.values(CITY.hexes).map((h) => h.terrain));
    for (const t of TERRAINS) expect(used.has(t), t).toBe(true);
  });

  it('holds the 60 objectives of 12b at the printed addresses, each once', () => {
    const hexes = CITY.objectives.flatMap((o) => o.hexes);
    expect(hexes).toHaveLength(60);
    expect(new Set(hexes).size).toBe(60);
    expect(new Set(CITY.objectives.map((o) => o.id)).size).toBe(CITY.objectives.length);
    const byKind = (k: ObjectiveKind) => CITY.objectives.filter((o) => o.kind === k).map((o) => o.address).sort();
    expect(byKind('governo')).toEqual(['Piazza Fontana']);
    expect(byKind('carcere')).toEqual(['Via Cento Celle']);
    expect(byKind('tribunale')).toEqual(['Piazzale Odio']);
    expect(byKind('partito-dominante')).toEqual(['Largo alle Tangenti']);
    expect(byKind('poc')).toEqual(['Lungozombi dei Camionisti']);
    expect(byKind('multinazionale')).toEqual(['Via Coca', 'Via Cola', 'Via Losim', 'Via del Greggio']);
    expect(byKind('tv')).toEqual(['Largo Selva Nera']);
    expect(byKind('giornale')).toEqual(['Via Larga', 'Via Veline', 'Vicolo Afgano']);
    expect(byKind('diplomatica')).toEqual(['Bulvar dei Cappuccini', 'P.za della Robba', 'Via Gary Baldi', "Via del Rock'n roll", "Via 'Ndante"].sort());
    expect(byKind('reazionaria')).toEqual(['P.za Quinta Colonna', 'Vicolo Marocchino']);
    expect(byKind('bar')).toEqual(['Piazza Obelix']);
    expect(byKind('albergo')).toEqual(['Viale Ovaliani']);
    expect(byKind('cinema')).toEqual(['Via Seggio']);
    expect(byKind('chiesa')).toEqual(['P.za Della Robba', 'P.za S. Carlo al Berto', 'Via il Polacco Errante']);
    expect(byKind('clinica')).toEqual(['Via Orale', 'Via Tip Tap']);
    expect(byKind('negozio')).toEqual(
      ['Largo Sibemolle', 'Via Dotto', 'Via Roto', 'Corso Corto', 'Largo Rizia', 'Via Tram', 'Via Mazzo', 'P.zale Odio', 'Via Chiappo', 'Via Dobbo', 'Lungozombi degli Accavallati', 'Bulvar dei Cornetti'].sort(),
    );
  });

  it('keeps every total the rulebook prints: 150 in all, Internazionalista 77, Antifascista 68', () => {
    expect(sumOf(CITY.objectives.map((o) => o.kind))).toBe(150);
    expect(sumOf(['diplomatica', 'multinazionale', 'governo', 'partito-dominante', 'tv', 'giornale'])).toBe(77);
    expect(sumOf(['reazionaria', 'governo', 'partito-dominante', 'tv', 'giornale', 'cinema', 'bar', 'albergo', 'tribunale'])).toBe(68);
  });

  it('ranks objectives as 12b words them: seats of power over media over the rest over shops', () => {
    const value = (k: ObjectiveKind) => Math.min(...CITY.objectives.filter((o) => o.kind === k).map((o) => o.value));
    const most = (['governo', 'carcere', 'tribunale', 'partito-dominante', 'poc'] as const).map(value);
    const medium = (['giornale', 'diplomatica', 'reazionaria', 'bar', 'albergo', 'cinema', 'chiesa', 'clinica'] as const).map(value);
    expect(Math.min(...most)).toBeGreaterThan(Math.max(...medium));
    expect(value('multinazionale')).toBeGreaterThan(Math.max(...medium));
    expect(value('tv')).toBeGreaterThan(Math.max(...medium));
    expect(CITY.objectives.filter((o) => o.kind === 'negozio').every((o) => o.value === 1)).toBe(true);
    expect(Math.min(...medium)).toBeGreaterThan(1);
  });

  it('puts each objective next to the street or square of its address', () => {
    for (const o of CITY.objectives) {
      const name = o.address.replace(/^P\.za /i, 'Piazza ').replace(/^P\.zale /, 'Piazzale ').toLowerCase();
      const place = CITY.places.find((p) => p.name.toLowerCase() === name);
      expect(place, o.address).toBeDefined();
      const near = o.hexes.some((h) => place!.hexes.some((p) => hexDistance(parseHexKey(h), parseHexKey(p)) === 1));
      expect(near, o.id).toBe(true);
    }
  });

  it('has Piazza Mento top left, grey, holding the largest line-up two a hex (the Antirepressivo\u2019s 40 units)', () => {
    expect(CITY.piazzaMento.length * 2).toBeGreaterThanOrEqual(40);
    for (const k of CITY.piazzaMento) {
      expect(CITY.hexes[k].terrain).toBe('viale');
      const [c, r] = cellOf(k);
      expect(c).toBeLessThan(CITY.cols / 4);
      expect(r).toBeLessThan(CITY.rows / 4);
    }
    const storico = CITY.metro.find((m) => m.id === 'metro-storico')!;
    expect(Math.min(...CITY.piazzaMento.map((k) => hexDistance(parseHexKey(k), parseHexKey(storico.hex))))).toBeLessThanOrEqual(6);
  });

  it('gives the scenarios\u2019 squares room: the rally (10 units, no stacking) with 5 celere, the motorcade with its escort', () => {
    const size = (id: string) => CITY.places.find((p) => p.id === id)!.hexes.length;
    expect(size('piazza-robba')).toBeGreaterThanOrEqual(13);
    for (const id of ['piazzale-odio', 'piazzale-bombe', 'piazza-quinta-colonna']) expect(size(id), id).toBeGreaterThanOrEqual(10);
    expect(size('piazza-fontana')).toBeGreaterThanOrEqual(10);
    const front = cappucciniFront();
    expect(front).toHaveLength(5);
    for (const k of front) expect(CITY.hexes[k].terrain).toBe('viale');
  });

  it('lets the river be crossed only at its bridges', () => {
    const river = Object.keys(CITY.hexes).filter((k) => CITY.hexes[k].terrain === 'fiume');
    const bridgeCount = Object.values(CITY.hexes).filter((h) => h.bridge).length;
    expect(river.length + bridgeCount).toBe(CITY.rows * 2); // two hexes wide from the north edge to the south
    const eastOfRiver = (k: string) => cellOf(k)[0] > 32;
    const notRiver = (k: string) => CITY.hexes[k].terrain !== 'fiume';
    const noBridge = (k: string) => notRiver(k) && !CITY.hexes[k].bridge;
    const west = flood(CITY.piazzaMento, noBridge);
    expect([...west].some(eastOfRiver)).toBe(false);
    const withBridges = flood(CITY.piazzaMento, notRiver);
    expect([...withBridges].some(eastOfRiver)).toBe(true);
    const bridges = Object.keys(CITY.hexes).filter((k) => CITY.hexes[k].bridge);
    expect(bridges.length).toBeGreaterThanOrEqual(8);
    for (const k of bridges) expect(ROAD.has(CITY.hexes[k].terrain)).toBe(true);
  });

  it('raises the historic walls between the new town and the old town, open only at the gates', () => {
    const mura = Object.entries(CITY.hexsides).filter(([, f]) => f === 'mura').map(([k]) => k);
    expect(mura.length).toBeGreaterThan(CITY.rows);
    for (const side of mura) {
      const cols = side.split('|').map((k) => cellOf(k)[0]).sort((a, b) => a - b);
      expect(cols).toEqual([15, 16]);
    }
    // Roads only: the old town is entered from Viale Billikid through the five gates alone.
    const gates = CITY.places.filter((p) => p.kind === 'porta');
    expect(gates).toHaveLength(5);
    const crossings = new Set<string>();
    for (let r = 0; r < CITY.rows; r++) {
      const k = cellKey([15, r]);
      for (const n of hexNeighbours(parseHexKey(k))) {
        const nk = hexKey(n);
        if (CITY.hexes[nk] && cellOf(nk)[0] === 16 && !wallBetween(CITY, k, nk)) crossings.add(hexsideKey(parseHexKey(k), n));
      }
    }
    expect([...crossings].sort()).toEqual(gates.map((g) => hexsideKey(parseHexKey(g.hexes[0]), parseHexKey(g.hexes[1]))).sort());
  });

  it('walls the prison in, and keeps its building apart from the Carcere objective in Via Cento Celle', () => {
    expect(CITY.prison.length).toBeGreaterThanOrEqual(4);
    for (const k of CITY.prison) {
      expect(CITY.hexes[k]).toMatchObject({ terrain: 'caseggiato', prison: true });
      for (const n of hexNeighbours(parseHexKey(k))) {
        const nk = hexKey(n);
        const h = CITY.hexes[nk];
        if (h && !h.prison && h.terrain !== 'obiettivo') expect(wallBetween(CITY, k, nk), `${k}|${nk}`).toBe(true);
      }
    }
    const carcere = CITY.objectives.find((o) => o.id === 'carcere')!;
    expect(carcere.hexes.some((h) => CITY.prison.some((p) => hexDistance(parseHexKey(h), parseHexKey(p)) === 1))).toBe(true);
  });

  it('reaches every objective, barracks exit and metro station by street from Piazza Mento', () => {
    const streets = flood(CITY.piazzaMento, (k) => ROAD.has(CITY.hexes[k].terrain));
    const onStreet = (k: string) => hexNeighbours(parseHexKey(k)).some((n) => streets.has(hexKey(n)));
    for (const o of CITY.objectives) expect(o.hexes.some(onStreet), o.id).toBe(true);
    for (const b of CITY.barracks) for (const e of b.exits) expect(streets.has(e), `barracks ${b.number}`).toBe(true);
    for (const m of CITY.metro) expect(onStreet(m.hex), m.id).toBe(true);
    for (const k of CITY.edges.east.filter((e) => ROAD.has(CITY.hexes[e].terrain))) expect(streets.has(k), k).toBe(true);
  });

  it('lets the vigili stand where 3a places them: by Viale Nin, Corso Maltese and the gates on Viale Billikid', () => {
    const anchors = [...CITY.objectives.flatMap((o) => o.hexes), ...CITY.barracks.flatMap((b) => b.hexes), ...CITY.metro.map((m) => m.hex)].map(parseHexKey);
    const inReach = (k: string) => anchors.some((a) => hexDistance(a, parseHexKey(k)) <= 7);
    const place = (id: string) => CITY.places.find((p) => p.id === id)!.hexes;
    for (const g of CITY.places.filter((p) => p.kind === 'porta')) expect(g.hexes.every(inReach), g.name).toBe(true);
    expect(place('viale-nin').filter(inReach).length).toBeGreaterThan(10);
    expect(place('corso-maltese').every(inReach)).toBe(true);
    // Not everywhere: the 7 hexes mean something.
    const playable = Object.keys(CITY.hexes).filter((k) => !['caseggiato', 'fiume'].includes(CITY.hexes[k].terrain));
    expect(playable.filter((k) => !inReach(k)).length).toBeGreaterThan(0);
  });

  it('numbers the barracks 1 to 7, each with a numbered street exit beside it', () => {
    expect(CITY.barracks.map((b) => b.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const capacity = CITY.barracks.reduce((s, b) => s + b.hexes.length * 2, 0);
    expect(capacity).toBeGreaterThanOrEqual(15); // 10 celere and 5 carabinieri at the start, two a hex
    for (const b of CITY.barracks) for (const e of b.exits) expect(CITY.hexes[e].barracks).toBe(b.number);
  });

  it('keeps the east edge reachable by avenue for the motorcade, and far from Piazza Mento', () => {
    const eastRoads = CITY.edges.east.filter((k) => ROAD.has(CITY.hexes[k].terrain));
    expect(eastRoads.length).toBeGreaterThanOrEqual(4);
    const bulvarEnd = CITY.places.find((p) => p.id === 'bulvar-cappuccini')!.hexes.at(-1)!;
    expect(CITY.edges.east).toContain(bulvarEnd);
    const d = Math.min(...CITY.piazzaMento.map((a) => Math.min(...eastRoads.map((b) => hexDistance(parseHexKey(a), parseHexKey(b))))));
    expect(d).toBeGreaterThanOrEqual(40);
  });

  it('splits the north and south edges in three parts at the walls and the river', () => {
    for (const edge of [CITY.edges.north, CITY.edges.south]) {
      const parts = edge.map((k) => CITY.edgePart[k]);
      expect(parts[0]).toBe(1);
      expect(parts.at(-1)).toBe(3);
      expect(parts).toContain(2);
      expect([...parts].sort()).toEqual(parts); // west to east, never back
    }
  });

  it('reads a slope by the direction of the step: three directions climb, three descend', () => {
    const slope = Object.entries(CITY.hexes).find(([, h]) => h.terrain === 'pendio')!;
    const at = parseHexKey(slope[0]);
    const readings = hexNeighbours(at).map((n) => slopeStep(slope[1], n, at));
    expect(readings.filter((r) => r === 'salita')).toHaveLength(3);
    expect(readings.filter((r) => r === 'discesa')).toHaveLength(3);
    // Walking up the Salita della Rocca (southwards) climbs, coming back down descends.
    const salita = CITY.places.find((p) => p.id === 'salita-rocca')!.hexes;
    const [a, b] = [parseHexKey(salita[0]), parseHexKey(salita[1])];
    expect(slopeStep(CITY.hexes[salita[1]], a, b)).toBe('salita');
    expect(slopeStep(CITY.hexes[salita[0]], b, a)).toBe('discesa');
    expect(slopeStep(CITY.hexes[cellKey([17, 5])], a, b)).toBeNull();
    expect(TERRAIN_EFFECTS.pendio.cost).toEqual({ salita: 4, discesa: 1 });
  });

  it('states the terrain effects the rulebook prints', () => {
    expect(TERRAIN_EFFECTS.viale.cost).toBe(1);
    expect(TERRAIN_EFFECTS.strada.cost).toBe(2);
    expect(TERRAIN_EFFECTS.caseggiato.enter).toBe('none');
    expect(TERRAIN_EFFECTS.fiume.enter).toBe('none');
    expect(TERRAIN_EFFECTS.popolari).toMatchObject({ enter: 'corteo', corteoPower: 2 });
    expect(TERRAIN_EFFECTS.affollato).toMatchObject({ enter: 'corteo', corteoPower: 0.5, blocksThrow: true });
    for (const t of ['giardino', 'obiettivo', 'scale'] as const) expect(TERRAIN_EFFECTS[t].closedToMotorized).toBe(true);
    for (const t of ['caseggiato', 'fiume', 'scale'] as const) expect(TERRAIN_EFFECTS[t].zoc).toBe('none');
    expect(TERRAIN_EFFECTS.caserma.zoc).toBe('potere');
    expect(TERRAIN_EFFECTS.metro.zoc).toBe('corteo');
    for (const t of ['obiettivo', 'affollato', 'scale', 'giardino', 'fiume', 'caseggiato'] as const) expect(TERRAIN_EFFECTS[t].barricade).toBe(false);
    for (const t of ['strada', 'viale', 'scale'] as const) expect(TERRAIN_EFFECTS[t].blocksThrow).toBe(false);
    expect(TERRAIN_EFFECTS.pendio.blocksThrow).toBe('salita');
  });

  it('refuses a broken map with the reason', () => {
    const broken: CityMap = structuredClone(CITY) as CityMap;
    const gov = broken.objectives.find((o) => o.id === 'governo')!;
    (broken.hexes as Record<string, { terrain: string }>)[gov.hexes[0]] = { terrain: 'strada' };
    (broken.hexsides as Record<string, string>)['0,0|5,5'] = 'muro';
    const problems = cityProblems(broken);
    expect(problems.some((p) => p.includes('governo'))).toBe(true);
    expect(problems.some((p) => p.includes('0,0|5,5'))).toBe(true);
  });

  it('prints as rows of characters, one a hex', () => {
    const rows = cityAscii().split('\n');
    expect(rows).toHaveLength(CITY.rows);
    expect(rows[3].replace(/ /g, '')).toHaveLength(CITY.cols);
  });
});

describe('the city as content', () => {
  it('gives every record a provenance, and marks the map as reconstructed', async () => {
    const { validateContent, summarizeContent } = await import('../../../src/engine/content.ts');
    const { cityFamilies, CITY_RULINGS } = await import('../../../src/games/corteo/content/city/index.ts');
    const content = validateContent({ gameId: 'corteo', families: cityFamilies(CITY), rulings: CITY_RULINGS });
    const summary = summarizeContent(content);
    expect(summary.find((s) => s.family === 'citta')).toMatchObject({ count: 1, reconstructed: 1 });
    expect(summary.find((s) => s.family === 'obiettivi')).toMatchObject({ count: 40, reconstructed: 40 });
    expect(summary.find((s) => s.family === 'terreno')).toMatchObject({ count: 12, rulebook: 12 });
    expect(CITY_RULINGS.length).toBeGreaterThanOrEqual(10);
    for (const r of CITY_RULINGS) expect(r.text.it.length > 20 && r.text.en.length > 20).toBe(true);
  });

  it('offers the Sociale scenario grey places that name at least 11 hexes', () => {
    const grey = CITY.places.filter((p) => p.hexes.filter((k) => CITY.hexes[k].terrain === 'viale').length >= 11);
    expect(grey.length).toBeGreaterThanOrEqual(8);
    expect(grey.map((p) => p.id)).toEqual(expect.arrayContaining(['piazza-mento', 'piazza-fontana', 'piazza-robba', 'piazzale-odio', 'viale-billikid']));
  });

  it('has case popolari for the dissidents, clinics for the rally and crowded places where spezzoni are safe', () => {
    const count = (t: string) => Object.values(CITY.hexes).filter((h) => h.terrain === t).length;
    expect(count('popolari')).toBeGreaterThanOrEqual(5);
    expect(count('affollato')).toBeGreaterThanOrEqual(4);
    expect(CITY.objectives.filter((o) => o.kind === 'clinica').length).toBe(2);
    expect(CITY.metro.length).toBeGreaterThanOrEqual(4); // Sociale: 4 spezzoni in metro hexes
  });
});
