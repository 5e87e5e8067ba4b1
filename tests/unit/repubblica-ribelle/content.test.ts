import { describe, expect, it } from 'vitest';
import { summarizeContent, validateContent } from '../../../src/engine/content.ts';
import {
  ACTION_CARDS,
  BOARDS,
  CAPITAL,
  EFFECTS,
  HEALTH,
  LEADERS,
  LOCALITIES,
  MISSIONS,
  RESOURCES,
  RESOURCE_IDS,
  RIVERS,
  ROADS,
  RULINGS,
  SUPPORT_CENTRE,
  SUPPORT_TRACK,
  TERRITORIES,
  VIEWBOX,
  ribelleContent,
} from '../../../src/games/repubblica-ribelle/content.ts';

function inside(x: number, y: number, poly: [number, number][]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

describe('Repubblica Ribelle content', () => {
  it('validates, with a provenance on every record', () => {
    expect(() => validateContent(ribelleContent)).not.toThrow();
    const summary = summarizeContent(ribelleContent);
    const by = Object.fromEntries(summary.map((f) => [f.family, f]));
    expect(by.actions.count).toBe(114);
    expect(by.missions.count).toBe(24);
    expect(by.boards.count).toBe(6);
    expect(by.leaders.count).toBe(12);
    // Cerredolo's grain store is the rulebook's own example.
    expect(by.resources.rulebook).toBe(1);
    expect(RULINGS.length).toBeGreaterThan(15);
  });

  it('draws a map whose localities lie inside their territories, in the viewBox', () => {
    expect(TERRITORIES.length).toBe(14);
    const ids = new Set(TERRITORIES.map((t) => t.id));
    for (const l of LOCALITIES) {
      expect(ids.has(l.territory)).toBe(true);
      const t = TERRITORIES.find((x) => x.id === l.territory)!;
      expect(inside(l.x, l.y, t.polygon), `${l.id} in ${t.id}`).toBe(true);
      for (const u of TERRITORIES) if (u !== t) expect(inside(l.x, l.y, u.polygon), `${l.id} not in ${u.id}`).toBe(false);
    }
    for (const t of TERRITORIES) {
      expect(LOCALITIES.filter((l) => l.territory === t.id && l.major).length, t.id).toBe(1);
      for (const [x, y] of t.polygon) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(VIEWBOX.width);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(VIEWBOX.height);
      }
    }
    for (const c of HEALTH.cells) expect(c.y).toBeLessThan(VIEWBOX.height);
    expect(LOCALITIES.some((l) => l.id === CAPITAL)).toBe(true);
    expect(RIVERS.map((r) => r.id)).toEqual(['secchia', 'secchiello', 'dolo', 'dragone']);
  });

  it('connects every territory by road, with the Strada delle Radici from Cerredolo to the pass', () => {
    const loc = new Map(LOCALITIES.map((l) => [l.id, l.territory]));
    const adj = new Map<string, Set<string>>(TERRITORIES.map((t) => [t.id, new Set()]));
    for (const r of ROADS) {
      expect(loc.has(r.a) && loc.has(r.b), r.id).toBe(true);
      const a = loc.get(r.a)!;
      const b = loc.get(r.b)!;
      if (a !== b) {
        adj.get(a)!.add(b);
        adj.get(b)!.add(a);
      }
    }
    const seen = new Set(['montefiorino']);
    const q = ['montefiorino'];
    while (q.length) for (const x of adj.get(q.shift()!)!) if (!seen.has(x)) (seen.add(x), q.push(x));
    expect(seen.size).toBe(TERRITORIES.length);
    const radici = ROADS.filter((r) => r.kind === 'radici').map((r) => [loc.get(r.a), loc.get(r.b)].join('>'));
    expect(radici).toContain('cerredolo>montefiorino');
    expect(radici).toContain('montefiorino>frassinoro');
    expect(radici).toContain('frassinoro>piandelagotti');
  });

  it('has three resources per phase, grain at Cerredolo', () => {
    expect(RESOURCES.filter((r) => r.phase === 1).length).toBe(3);
    expect(RESOURCES.filter((r) => r.phase === 2).length).toBe(3);
    expect(RESOURCES.find((r) => r.id === 'grano')).toMatchObject({ phase: 1, locality: 'cerredolo' });
    const locs = new Set(LOCALITIES.map((l) => l.id));
    for (const r of RESOURCES) expect(locs.has(r.locality)).toBe(true);
  });

  it('prints the legend’s mission codes and thresholds', () => {
    const codes = MISSIONS.map((m) => m.code).sort();
    const want = ['M', 'P', 'S'].flatMap((k) => [11, 12, 13, 14, 21, 22, 23, 24].map((i) => `${k}${i}`)).sort();
    expect(codes).toEqual(want);
    for (const m of MISSIONS) {
      expect(m.phase).toBe(Number(m.code[1]));
      if (m.kind === 'military') {
        expect(m.difficulty).toBeGreaterThan(0);
        expect(m.legend).toBe(m.code.endsWith('4') ? 'militaryPlus' : 'military');
      } else expect(m.difficulty).toBeNull();
      if (m.kind === 'political') {
        expect(m.thresholds).toEqual(m.phase === 1 ? [6, 8] : [8, 11]);
        expect(m.legend).toBe(m.code === 'P24' ? 'politicalLeader' : 'political');
      }
      if (m.kind === 'social') expect(m.thresholds).toEqual(m.phase === 1 ? [7, 9] : [8, 10]);
      expect(LOCALITIES.some((l) => l.id === m.locality)).toBe(true);
    }
  });

  it('has 114 action cards with values 0-4, one activation, one of seven effects, three gears', () => {
    expect(ACTION_CARDS.length).toBe(114);
    const ids = ACTION_CARDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(114);
    for (const a of ids) for (const b of ids) if (a !== b) expect(b.includes(a)).toBe(false);
    const acts = new Set<string>([...RESOURCE_IDS, 'stella', 'fiamma']);
    for (const c of ACTION_CARDS) {
      for (const v of [c.military, c.political, c.social]) expect(v >= 0 && v <= 4 && Number.isInteger(v)).toBe(true);
      expect(acts.has(c.activation)).toBe(true);
      expect(EFFECTS).toContain(c.effect);
      expect(c.gears).toHaveLength(3);
    }
    for (const e of EFFECTS) expect(ACTION_CARDS.filter((c) => c.effect === e).length).toBeGreaterThanOrEqual(16);
    expect(ACTION_CARDS.filter((c) => c.activation === 'stella').length).toBe(9);
    expect(ACTION_CARDS.filter((c) => c.activation === 'fiamma').length).toBe(9);
  });

  it('has six boards (three per faction) with the support track centred on 5 cards / 3 MP', () => {
    expect(BOARDS.map((b) => b.faction).filter((f) => f === 'stella').length).toBe(3);
    expect(SUPPORT_TRACK[SUPPORT_CENTRE]).toEqual({ hand: 5, mp: 3 });
    const locs = new Set(LOCALITIES.map((l) => l.id));
    for (const b of BOARDS) {
      expect(b.centre).toBe(SUPPORT_CENTRE);
      for (const base of b.base) expect(locs.has(base), base).toBe(true);
      expect(LEADERS.filter((l) => l.board === b.id).map((l) => l.phase).sort()).toEqual([1, 2]);
    }
    // Real names only where FACTS.md confirms them.
    expect(LEADERS.filter((l) => l.realPerson).map((l) => l.id).sort()).toEqual(['ld-blu-1', 'ld-giallo-1', 'ld-rosso-1', 'ld-verde-1']);
  });
});
