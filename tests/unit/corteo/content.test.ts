// Corteo's content: the counters and their totals as the rulebook prints them (and our ruling
// where they disagree), the schedules, the dice tables and their worked examples, the victory levels.
import { describe, expect, it } from 'vitest';
import {
  COMBAT_TABLE, COMPONENTS, CORTEO_UNITS, POTERE_UNITS, SCHEDULES, SPECIAL_UNITS, THROW_TABLE, UNIT_TYPES, corteoContent, oddsColumn,
  readTable, throwColumn, totalPower, victoryLevel,
} from '../../../src/games/corteo/content/index.ts';
import { sideOf } from '../../../src/games/corteo/rules/board.ts';

describe('Corteo pieces', () => {
  it('the corteo has 33 units of the printed types (5 6-6, 7 6-4, 5 4-4, 8 4-2, 8 4-1), 102 points', () => {
    expect(CORTEO_UNITS).toHaveLength(33);
    const count = (s: number, p: number) => CORTEO_UNITS.filter((u) => u.speed === s && u.power === p).length;
    expect([count(6, 6), count(6, 4), count(4, 4), count(4, 2), count(4, 1)]).toEqual([5, 7, 5, 8, 8]);
    expect(totalPower(CORTEO_UNITS)).toBe(102);
    expect(corteoContent.rulings.some((r) => r.text.en.includes('102 points'))).toBe(true);
  });

  it("every counter's id begins with its side's letter, which the rules read its side from", () => {
    for (const u of [...CORTEO_UNITS, ...POTERE_UNITS, ...SPECIAL_UNITS]) {
      expect(u.id.slice(0, 2), u.id).toBe(u.side === 'corteo' ? 'c-' : 'p-');
      expect(sideOf(u.id), u.id).toBe(u.side);
    }
    expect(() => sideOf('x-none')).toThrow();
  });

  it('every component has at least two units, so any may hold the head', () => {
    for (const c of COMPONENTS) expect(CORTEO_UNITS.filter((u) => u.component === c).length).toBeGreaterThanOrEqual(2);
    expect(new Set(CORTEO_UNITS.map((u) => u.id)).size).toBe(33);
  });

  it('the potere has 50 units for 190 points, by the printed types', () => {
    expect(POTERE_UNITS).toHaveLength(50);
    expect(totalPower(POTERE_UNITS)).toBe(190);
    expect([UNIT_TYPES.blindati.speed, UNIT_TYPES.blindati.power]).toEqual([8, 4]);
    expect([UNIT_TYPES.lacrimogeni.speed, UNIT_TYPES.lacrimogeni.power]).toEqual([4, 6]);
    expect([UNIT_TYPES.carabinieri.speed, UNIT_TYPES.carabinieri.power]).toEqual([6, 4]);
  });

  it('the special pieces: national corteo MOV 3 of 4-2 and 1 of 4-4, five finanza 2-2, seven asterisk units for 32', () => {
    const nat = SPECIAL_UNITS.filter((u) => u.special === 'national');
    expect(nat.map((u) => `${u.speed}-${u.power}`).sort()).toEqual(['4-2', '4-2', '4-2', '4-4']);
    expect(SPECIAL_UNITS.filter((u) => u.special === 'finanza')).toHaveLength(5);
    const star = SPECIAL_UNITS.filter((u) => u.special === 'asterisk');
    expect(star).toHaveLength(7);
    expect(totalPower(star)).toBe(32);
  });
});

describe('Corteo schedules', () => {
  it('the units left off the map after the start are exactly the reinforcements of both games', () => {
    // Start: 10 piantoni, 5 vigili, 10 celere, 5 carabinieri = 90 points; the rest is 100.
    const left = 190 - (10 * 2 + 5 * 2 + 10 * 4 + 5 * 4);
    expect(left).toBe(100);
    expect(SCHEDULES.advanced.reduce((n, r) => n + (r.power ?? 0), 0)).toBe(left);
    const base = SCHEDULES.base.flatMap((r) => r.units ?? []);
    const by = (k: string) => base.filter((u) => u.kind === k).reduce((n, u) => n + u.count, 0);
    expect([by('blindati'), by('lacrimogeni'), by('carabinieri')]).toEqual([5, 10, 5]);
    // The base game's hands bring 20, 30, 20, 30 points, as the advanced game's schema.
    expect(SCHEDULES.base.map((r) => (r.units ?? []).reduce((n, u) => n + u.count * UNIT_TYPES[u.kind].power, 0))).toEqual(
      SCHEDULES.advanced.map((r) => r.power),
    );
  });
});

describe('Corteo dice tables', () => {
  it('odds are rounded in the defender\u2019s favour (8a examples)', () => {
    expect(oddsColumn(4, 4)).toBe('1-1'); // 6-4 of the potere on a 4-4 of the corteo
    expect(oddsColumn(4, 6)).toBe('1-2'); // 4-4 on 6-6: 4 to 6 is read as 4 to 8
    expect(oddsColumn(12, 4)).toBe('3-1'); // three potere units (12) on one corteo unit (4), 8b
    expect(oddsColumn(4, 16)).toBe('1-4'); // one potere unit (4) on three corteo units (16), 8b
    expect(oddsColumn(8, 4)).toBe('2-1');
    expect(oddsColumn(7, 4)).toBe('1-1');
    expect(oddsColumn(40, 4)).toBe('5-1'); // beyond 5 to 1: the end column
    expect(oddsColumn(1, 12)).toBe('1-5');
  });

  it('a throw reads 1-2 from half the target\u2019s power and nothing below (7b)', () => {
    expect(throwColumn(2, 4)).toBe('1-2');
    expect(throwColumn(3, 4)).toBe('1-2');
    expect(throwColumn(1, 4)).toBeNull();
    expect(throwColumn(6, 4)).toBe('1-1');
    expect(throwColumn(8, 4)).toBe('2-1');
    expect(throwColumn(30, 4)).toBe('5-1');
  });

  it('the example of 7c: 6-6 throws on 4-4 at 1-1, die 4, the target retreats one hex', () => {
    expect(readTable(THROW_TABLE, throwColumn(6, 4)!, 4)).toBe('R1');
  });

  it('combat never eliminates: only retreats and panics; better odds never give worse results', () => {
    const rank = { AP: 0, AR: 1, DR: 2, DP: 3 } as const;
    for (const col of COMBAT_TABLE.columns) {
      const row = COMBAT_TABLE.rows[col];
      expect(row).toHaveLength(6);
      for (let d = 1; d < 6; d++) expect(rank[row[d]]).toBeGreaterThanOrEqual(rank[row[d - 1]]);
    }
    for (let i = 1; i < COMBAT_TABLE.columns.length; i++) {
      for (let d = 0; d < 6; d++) {
        expect(rank[COMBAT_TABLE.rows[COMBAT_TABLE.columns[i]][d]]).toBeGreaterThanOrEqual(rank[COMBAT_TABLE.rows[COMBAT_TABLE.columns[i - 1]][d]]);
      }
    }
    expect(COMBAT_TABLE.provenance.source).toBe('reconstructed');
    expect(THROW_TABLE.provenance.source).toBe('reconstructed');
  });
});

describe('Corteo victory levels', () => {
  it('base: 70 and over crushing corteo, 50-69 narrow, 20-49 draw, 0-19 narrow potere, below 0 crushing potere', () => {
    const at = (n: number) => victoryLevel('base', n).key.split('.').pop();
    expect([at(85), at(70), at(69), at(50), at(49), at(20), at(19), at(0), at(-1), at(-40)]).toEqual([
      'corteoCrushing', 'corteoCrushing', 'corteoNarrow', 'corteoNarrow', 'draw', 'draw', 'potereNarrow', 'potereNarrow', 'potereCrushing', 'potereCrushing',
    ]);
  });
  it('advanced adds the corteo\u2019s rout beyond 20 below zero', () => {
    expect(victoryLevel('advanced', -20).key).toBe('corteo.victory.potereCrushing');
    expect(victoryLevel('advanced', -21).key).toBe('corteo.victory.corteoRout');
    expect(victoryLevel('advanced', 55).winner).toBe('corteo');
    expect(victoryLevel('advanced', 30).winner).toBeNull();
  });
});
