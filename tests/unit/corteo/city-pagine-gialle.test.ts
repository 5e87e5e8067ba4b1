import { describe, expect, it } from 'vitest';
import { CITY, normalize, searchPlaces } from '../../../src/games/corteo/content/city/index.ts';
import { placeName } from '../../../src/games/corteo/ui/model.ts';
import { uiStrings } from '../../../src/games/corteo/strings/ui.ts';
import { defineStrings } from '../../../src/i18n/strings.ts';
import { addCatalogs } from '../../../src/i18n/index.ts';

// The table's words, for the names made of a phrase ("vicino alle Case Rosse").
addCatalogs(defineStrings(uiStrings));

const ids = (q: string) => searchPlaces(CITY, q).map((h) => h.id);

describe('the Pagine Gialle', () => {
  it('ignores accents, case, punctuation and the rulebook\u2019s abbreviations', () => {
    expect(normalize('  P.za  della RÓBBA ')).toBe('piazza della robba');
    expect(normalize('P.zale Odio')).toBe('piazzale odio');
    expect(normalize("Via 'Ndante")).toBe('via ndante');
    for (const q of ['piazza della robba', 'P.za della Robba', 'PIAZZA DELLA RÒBBA', 'pza robba']) expect(ids(q)[0], q).toBe('piazza-robba');
  });

  it('finds a place with its hexes, the whole name first', () => {
    const [first] = searchPlaces(CITY, 'Piazza Mento');
    expect(first).toMatchObject({ id: 'piazza-mento', kind: 'piazza', name: 'Piazza Mento' });
    expect(first.hexes).toEqual(CITY.piazzaMento);
  });

  it('finds everything at a name: square, embassy, church and metro of the Robba', () => {
    const found = ids('robba');
    for (const id of ['piazza-robba', 'diplo-robba', 'chiesa-robba', 'metro-robba']) expect(found).toContain(id);
  });

  it('finds objectives by what they are, in Italian or English, with their address', () => {
    const gov = searchPlaces(CITY, 'governo');
    expect(gov[0]).toMatchObject({ id: 'governo', kind: 'obiettivo', name: 'Governo \u2014 Piazza Fontana' });
    expect(gov[0].hexes).toEqual(CITY.objectives.find((o) => o.id === 'governo')!.hexes);
    expect(ids('clinica').filter((id) => id.startsWith('clinica'))).toHaveLength(2);
    expect(ids('clinic')).toEqual(expect.arrayContaining(['clinica-tip-tap', 'clinica-orale']));
    expect(ids('embassy')).toHaveLength(5);
    expect(ids('negozi')).toHaveLength(12);
    expect(ids('carcere')).toEqual(expect.arrayContaining(['carcere', 'carcere-edificio']));
  });

  it('finds barracks by number and stations by name', () => {
    expect(ids('caserma 4')).toEqual(['caserma-4']);
    expect(ids('metro storico')).toEqual(['metro-storico']);
    expect(ids('Corso Storico')[0]).toBe('corso-storico');
  });

  it('reads "S." as san and words by their beginning', () => {
    expect(ids('san carlo')[0]).toBe('piazza-san-carlo');
    expect(ids('S. Carlo al Berto')[0]).toBe('piazza-san-carlo');
    expect(ids('bulv capp')).toContain('bulvar-cappuccini');
    expect(ids('ndante')).toEqual(expect.arrayContaining(['via-ndante', 'diplo-ndante']));
  });

  it('answers nothing to an empty or unknown query', () => {
    expect(searchPlaces(CITY, '')).toEqual([]);
    expect(searchPlaces(CITY, ' .. ')).toEqual([]);
    expect(searchPlaces(CITY, 'zanzibar')).toEqual([]);
  });

  it('finds every place of the index by its own name, first', () => {
    for (const p of CITY.places) expect(searchPlaces(CITY, p.name)[0]?.id, p.name).toBe(p.id);
  });

  it('finds every objective by its printed address', () => {
    for (const o of CITY.objectives) expect(ids(o.address), o.address).toContain(o.id);
  });
});

describe('a hex named for players', () => {
  it('names a barracks\u2019 hexes and a station\u2019s by the building, never by coordinates', () => {
    const questura = CITY.barracks.find((b) => b.number === 1)!;
    for (const k of questura.hexes) expect(placeName(CITY, k)).toBe('Questura Centrale');
    const station = CITY.metro[0];
    expect(placeName(CITY, station.hex)).toBe(station.name.it);
    // No barracks or station hex is left as a bare "col,row".
    const bare = Object.keys(CITY.hexes).filter((k) => placeName(CITY, k) === k);
    const named = Object.keys(CITY.hexes).filter((k) => CITY.hexes[k].terrain === 'caserma' || CITY.hexes[k].terrain === 'metro');
    expect(named.filter((k) => bare.includes(k))).toEqual([]);
  });

  it('names a block or the river by the named hex beside it, with the article joined', () => {
    const blocks = Object.keys(CITY.hexes).filter((k) => CITY.hexes[k].terrain === 'caseggiato' || CITY.hexes[k].terrain === 'fiume');
    const names = blocks.map((k) => placeName(CITY, k));
    expect(names.filter((n) => /^\d+,\d+$/.test(n)).length).toBeLessThan(blocks.length / 4);
    expect(names.filter((n) => n.startsWith('vicino ')).length).toBeGreaterThan(blocks.length / 2);
    expect(names.some((n) => n.includes('a Le '))).toBe(false);
  });
});
