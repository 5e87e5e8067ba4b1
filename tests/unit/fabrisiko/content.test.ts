// FabRisiko!'s content: the printed counts and totals, a sane map, provenance everywhere.
import { describe, expect, it } from 'vitest';
import {
  ALL_CARD_IDS, BORDERS, CARDS, DECK_SIZES, FACTIONS, FACTION_IDS, PIECES, RULINGS, START_RESOURCES, TERRITORIES, fabrisikoContent, kindOf, territoriesToWin,
} from '../../../src/games/fabrisiko/content/index.ts';
import { validateContent } from '../../../src/engine/content.ts';

describe('FabRisiko! content', () => {
  it('has the 35 territories: Fabriano with 10 resources, the four major frazioni and 30 others', () => {
    expect(TERRITORIES).toHaveLength(35);
    expect(new Set(TERRITORIES.map((t) => t.id)).size).toBe(35);
    const fab = TERRITORIES.find((t) => t.id === 'fabriano')!;
    expect(fab.resources).toBe(10);
    expect(Math.max(...TERRITORIES.filter((t) => t.id !== 'fabriano').map((t) => t.resources))).toBeLessThan(10);
    expect(TERRITORIES.filter((t) => t.kind === 'major').map((t) => t.id).sort()).toEqual(['albacina', 'collamato', 'marischio', 'melano']);
    expect(TERRITORIES.filter((t) => t.kind === 'frazione')).toHaveLength(30);
    for (const t of TERRITORIES) {
      expect(t.x).toBeGreaterThanOrEqual(0);
      expect(t.x).toBeLessThanOrEqual(1000);
      expect(t.y).toBeGreaterThanOrEqual(0);
      expect(t.y).toBeLessThanOrEqual(1000);
    }
  });

  it('has a connected map of known territories, no border twice, mountain borders in the west', () => {
    const ids = new Set(TERRITORIES.map((t) => t.id));
    const seen = new Set<string>();
    const nbr = new Map<string, string[]>();
    for (const b of BORDERS) {
      expect(ids.has(b.a) && ids.has(b.b) && b.a !== b.b, `${b.a}-${b.b}`).toBe(true);
      const key = [b.a, b.b].sort().join('|');
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      nbr.set(b.a, [...(nbr.get(b.a) ?? []), b.b]);
      nbr.set(b.b, [...(nbr.get(b.b) ?? []), b.a]);
    }
    const reached = new Set(['fabriano']);
    const todo = ['fabriano'];
    while (todo.length) for (const n of nbr.get(todo.pop()!) ?? []) if (!reached.has(n)) (reached.add(n), todo.push(n));
    expect(reached.size).toBe(35);
    // Planar: a planar map of 35 cells has at most 3*35-6 borders.
    expect(BORDERS.length).toBeLessThanOrEqual(3 * 35 - 6);
    const west = BORDERS.filter((b) => b.mountain && ['vallemontagnana', 'campodonico', 'serradica'].some((x) => x === b.a || x === b.b));
    expect(west.length).toBeGreaterThan(0);
    // No border crosses another (positions as points, borders as segments).
    const at = new Map(TERRITORIES.map((t) => [t.id, t]));
    const cross = (p: { x: number; y: number }, q: { x: number; y: number }, r: { x: number; y: number }) => (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
    for (const e of BORDERS) for (const f of BORDERS) {
      if (e === f || [e.a, e.b].some((x) => x === f.a || x === f.b)) continue;
      const [a, b, c, d] = [at.get(e.a)!, at.get(e.b)!, at.get(f.a)!, at.get(f.b)!];
      const crosses = cross(a, b, c) * cross(a, b, d) < 0 && cross(c, d, a) * cross(c, d, b) < 0;
      expect(crosses, `${e.a}-${e.b} crosses ${f.a}-${f.b}`).toBe(false);
    }
  });

  it('has the printed pieces and their summary table', () => {
    expect([PIECES.inf.movement, PIECES.inf.fire, PIECES.inf.cost]).toEqual([1, 2, 1]);
    expect([PIECES.tank.movement, PIECES.tank.fire, PIECES.tank.cost]).toEqual([2, 4, 3]);
    expect([PIECES.fighter.movement, PIECES.fighter.fire, PIECES.fighter.cost]).toEqual([4, 5, 5]);
    expect([PIECES.bomber.movement, PIECES.bomber.fire, PIECES.bomber.cost]).toEqual([6, 7, 8]);
    expect([PIECES.factory.cost, PIECES.aa.cost]).toEqual([10, 12]);
    const units = PIECES.inf.perColour + PIECES.tank.perColour + PIECES.fighter.perColour + PIECES.bomber.perColour;
    expect(units).toBe(84);
  });

  it('has 22 strategic and 33 event cards, each card id once', () => {
    const count = (type: string) => CARDS.filter((c) => c.type === type).reduce((n, c) => n + c.copies, 0);
    expect(count('strategic')).toBe(DECK_SIZES.strategic);
    expect(count('event')).toBe(DECK_SIZES.event);
    expect(ALL_CARD_IDS).toHaveLength(55);
    expect(new Set(ALL_CARD_IDS).size).toBe(55);
    expect(kindOf('palio#2')).toBe('palio');
  });

  it('has four factions on their major frazioni, and the victory thresholds', () => {
    expect(FACTION_IDS.map((f) => FACTIONS[f].home)).toEqual(['melano', 'marischio', 'collamato', 'albacina']);
    expect([2, 3, 4].map(territoriesToWin)).toEqual([26, 23, 21]);
  });

  it('gives every record a provenance and lists its rulings', () => {
    expect(() => validateContent(fabrisikoContent)).not.toThrow();
    expect(fabrisikoContent.rulings.length).toBeGreaterThan(5);
  });

  it('marks the starting units and resources reconstructed, lists them as a ruling, and keeps them within the box', () => {
    for (const f of FACTION_IDS) {
      expect(FACTIONS[f].startProvenance.source).toBe('reconstructed');
      for (const start of [FACTIONS[f].start, FACTIONS[f].startTwoPlayers]) {
        expect(start.factory).toBe(1);
        for (const k of ['inf', 'tank', 'fighter', 'bomber'] as const) expect(start[k] ?? 0).toBeLessThanOrEqual(PIECES[k].perColour);
      }
    }
    expect(START_RESOURCES.provenance.source).toBe('reconstructed');
    for (const n of [2, 3, 4]) {
      const byPosition = START_RESOURCES.byPlayers[n];
      expect(byPosition).toHaveLength(n);
      // The first player starts with nothing, as the rulebook has it; later players never with less.
      expect(byPosition[0]).toBe(0);
      for (let i = 1; i < n; i++) expect(byPosition[i]).toBeGreaterThanOrEqual(byPosition[i - 1]);
    }
    const sheet = RULINGS.find((r) => r.section === 'La scheda della frazione maggiore')!;
    const [many, two] = sheet.text.it.split('A 2 giocatori');
    for (const f of FACTION_IDS) {
      expect(many).toContain(`${FACTIONS[f].start.inf} fanterie`);
      expect(two).toContain(`${FACTIONS[f].startTwoPlayers.inf} fanterie`);
    }
    expect(sheet.text.it).toContain(START_RESOURCES.byPlayers[4].slice(1).join(', '));
  });
});
