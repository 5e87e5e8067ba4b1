// Corteo's movement (C 4-6): terrain costs with the worked example of 4c, prohibitions by side
// and unit type, zones of control and their terrain exceptions, disengaging, stacking, the
// metro, running, barricades, garrisons and the barracks' exits.
import { describe, expect, it } from 'vitest';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { destinations } from '../../../src/games/corteo/rules/movement.ts';
import { movementMoves } from '../../../src/games/corteo/rules/movement-moves.ts';
import { zocOf } from '../../../src/games/corteo/rules/board.ts';
import type { CorteoMove, CorteoState } from '../../../src/games/corteo/rules/types.ts';
import { BLIND, BLIND2, CELERE, CO42, CO42B, CO44, GR41, LACR, PIANT, SP64, SP66, key, place } from './helpers.ts';

const reach = (s: CorteoState, id: string) => destinations(s, id);
const play = (s: CorteoState, seat: number, m: CorteoMove) => {
  const r = corteoRules.apply(s, seat, m);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};

describe('movement costs (4c)', () => {
  it('example a: four viale hexes and two strada hexes cost a 4-speed unit its 4 points', () => {
    const s = place(['.====...'], { [CO44]: [0, 0] });
    const d = reach(s, CO44);
    expect(d.get(key(0, 6))).toBe(8); // half points: 4 x 1 + 2 x 2
    expect(d.has(key(0, 7))).toBe(false);
  });

  it('example b: one viale hex and three strada hexes cost 3 1/2, counted as 4', () => {
    const s = place(['.=....', '######'], { [CO44]: [0, 0] });
    const d = reach(s, CO44);
    expect(d.get(key(0, 4))).toBe(7);
    expect(d.has(key(0, 5))).toBe(false);
    const after = play(s, 0, { type: 'move', unit: CO44, to: key(0, 4) });
    // The lone half point of the viale counts as a whole one: nothing is left for a strada.
    expect(destinations(after, CO44).size).toBe(0);
    // Two half points make a whole one: another viale hex would still fit in the 4 points.
    const twoViali = place(['.=...=', '######'], { [CO44]: [0, 0] });
    expect(reach(twoViali, CO44).get(key(0, 5))).toBe(8);
  });

  it('a rise costs 2 points climbing and 1/2 coming down', () => {
    // The slope at (0,1) climbs westward (its uphill is NW): from (0,2) going west climbs.
    const up = place(['.^.'], { [CO44]: [0, 2] });
    expect(reach(up, CO44).get(key(0, 1))).toBe(4);
    const down = place(['.v.'], { [CO44]: [0, 2] });
    expect(reach(down, CO44).get(key(0, 1))).toBe(1);
  });

  it('buildings, the river and walls stop everyone; case popolari only the potere', () => {
    const s = place(['.#.', '.~.', '.p.'], { [CO44]: [0, 0], [CELERE]: [2, 2] });
    expect(reach(s, CO44).has(key(0, 1))).toBe(false);
    expect(reach(s, CO44).has(key(1, 1))).toBe(false);
    expect(reach(s, CO44).has(key(2, 1))).toBe(true);
    const p = { ...s, side: 'potere' as const };
    expect(destinations(p, CELERE).has(key(2, 1))).toBe(false);
    const walled = place(['..'], { [CO44]: [0, 0] }, {}, 'base', { walls: [[[0, 0], [0, 1]]] });
    expect(reach(walled, CO44).has(key(0, 1))).toBe(false);
  });

  it('gardens, objectives and stairs are closed to blindati and lacrimogeni, open to the celere', () => {
    const s = place(['.g.', '.o.', '.s.'], { [BLIND]: [0, 0], [LACR]: [2, 0], [CELERE]: [0, 2] }, { side: 'potere' });
    expect(reach(s, BLIND).has(key(0, 1))).toBe(false);
    expect(reach(s, LACR).has(key(2, 1))).toBe(false);
    expect(reach(s, CELERE).has(key(0, 1))).toBe(true);
    expect(reach(s, CELERE).has(key(1, 1))).toBe(true);
  });

  it('crowded places are the corteo\u2019s, not the potere\u2019s (ruling)', () => {
    const s = place(['.a.'], { [CO44]: [0, 0], [CELERE]: [0, 2] });
    expect(reach(s, CO44).has(key(0, 1))).toBe(true);
    expect(reach({ ...s, side: 'potere' }, CELERE).has(key(0, 1))).toBe(false);
  });
});

describe('zones of control (2, 4b, 5a, 6a)', () => {
  it('entering an enemy zone of control ends the move', () => {
    const s = place(['......'], { [SP66]: [0, 0], [CELERE]: [0, 4] });
    const d = reach(s, SP66);
    expect(d.has(key(0, 3))).toBe(true);
    expect(d.has(key(0, 5))).toBe(false);
    const after = play(s, 0, { type: 'move', unit: SP66, to: key(0, 3) });
    expect(after.moving).toBeNull();
  });

  it('no zone of control on stairs or across a wall; none of the potere on the metro', () => {
    const s = place(['.s..', '....'], { [CELERE]: [0, 2] }, {}, 'base', { walls: [[[0, 2], [0, 3]]] });
    const z = zocOf(s, 'potere');
    expect(z.has(key(0, 1))).toBe(false);
    expect(z.has(key(0, 3))).toBe(false);
    const m = place(['.M.'], { [CELERE]: [0, 2] });
    expect(zocOf(m, 'potere').has(key(0, 1))).toBe(false);
  });

  it('a corteo unit disengages for one more point, its first step out of the zone', () => {
    const s = place(['......', '......'], { [CO44]: [0, 2], [CELERE]: [0, 3] });
    const d = reach(s, CO44);
    // 4 points - 1 to disengage = 3: three strada hexes west.
    expect(d.get(key(0, 0))).toBe(4);
    // (1,2) is in the celere's zone: not as the first step (2 half points), only round by (1,1).
    expect(d.get(key(1, 1))).toBe(2);
    expect(d.get(key(1, 2))).toBe(4);
    const after = play(s, 0, { type: 'move', unit: CO44, to: key(0, 0) });
    expect(after.moving).toMatchObject({ id: CO44, spent: 6, budget: 8 });
  });

  it('the potere never leaves the corteo\u2019s zone of control by moving', () => {
    const s = place(['....'], { [CO44]: [0, 0], [CELERE]: [0, 1] }, { side: 'potere' });
    expect(reach(s, CELERE).size).toBe(0);
  });
});

describe('stacking (9)', () => {
  it('two units a hex; passing through a full hex, but not stopping there', () => {
    const s = place(['....'], { [CO44]: [0, 0], [CO42]: [0, 1], [CO42B]: [0, 1] });
    const d = reach(s, CO44);
    expect(d.has(key(0, 1))).toBe(false);
    expect(d.has(key(0, 2))).toBe(true);
  });

  it('blindati stack with nobody outside the barracks', () => {
    const s = place(['....'], { [BLIND]: [0, 0], [BLIND2]: [0, 2] }, { side: 'potere' });
    expect(reach(s, BLIND).has(key(0, 2))).toBe(false);
    expect(reach(s, BLIND).has(key(0, 3))).toBe(true);
  });
});

describe('the metro (5b)', () => {
  it('entering a station ends the move; the next hand the unit leaves from any station', () => {
    const s = place(['.M...M.'], { [SP64]: [0, 0] });
    expect(reach(s, SP64).has(key(0, 2))).toBe(false);
    const rode = play(s, 0, { type: 'move', unit: SP64, to: key(0, 1) });
    expect(rode.moving).toBeNull();
    expect(movementMoves(rode).some((m) => m.type === 'metro')).toBe(false);
    const next = { ...rode, hand: 2, done: [] };
    const exits = movementMoves(next).filter((m) => m.type === 'metro');
    expect(exits).toEqual([{ type: 'metro', unit: SP64, to: key(0, 5) }]);
    const out = play(next, 0, exits[0]);
    expect(out.moving?.id).toBe(SP64);
    expect(destinations(out, SP64).has(key(0, 6))).toBe(true);
  });
});

describe('running (5c)', () => {
  it('never in the first hand; declared before moving, it doubles speed, five in a game', () => {
    const s = place(['..........'], { [GR41]: [0, 0] });
    expect(movementMoves(s).some((m) => m.type === 'run')).toBe(false);
    const h2 = { ...s, hand: 2 };
    const ran = play(h2, 0, { type: 'run' });
    expect(ran.runsLeft).toBe(4);
    expect(reach(ran, GR41).has(key(0, 8))).toBe(true);
    expect(reach(h2, GR41).has(key(0, 5))).toBe(false);
    const moved = play(h2, 0, { type: 'move', unit: GR41, to: key(0, 1) });
    expect(corteoRules.apply(moved, 0, { type: 'run' })).toEqual({ ok: false, reason: 'corteo.error.noRun' });
    expect(movementMoves({ ...h2, runsLeft: 0 }).some((m) => m.type === 'run')).toBe(false);
  });
});

describe('barricades (5d)', () => {
  it('cost two points, stand in the zone of control, block everyone', () => {
    const s = place(['.....', '.....'], { [CO44]: [0, 1], [CELERE]: [0, 4] });
    const after = play(s, 0, { type: 'barricade', unit: CO44, at: key(0, 2) });
    expect(after.barricadesLeft).toBe(9);
    expect(after.moving).toMatchObject({ id: CO44, spent: 4 });
    const p = { ...after, side: 'potere' as const, moving: null, done: [] };
    expect(reach(p, CELERE).has(key(0, 2))).toBe(false);
  });

  it('never on objectives, crowded places, stairs or gardens, nor on an occupied hex', () => {
    const s = place(['.o.', 'a.s', '.g.'], { [CO44]: [1, 1], [CO42]: [0, 0] });
    const spots = movementMoves(s).filter((m) => m.type === 'barricade' && m.unit === CO44).map((m) => (m as { at: string }).at);
    expect(spots).not.toContain(key(0, 1));
    expect(spots).not.toContain(key(1, 0));
    expect(spots).not.toContain(key(1, 2));
    expect(spots).not.toContain(key(2, 1));
    expect(spots).not.toContain(key(0, 0));
  });

  it('are removed only in the advanced game, from the next hand, for two points', () => {
    const base = place(['.....'], { [CELERE]: [0, 3] }, { side: 'potere', barricades: [{ hex: key(0, 2), hand: 1, by: CO44 }], hand: 2 });
    expect(movementMoves(base).some((m) => m.type === 'unbarricade')).toBe(false);
    const adv = place(['.....'], { [CELERE]: [0, 3] }, { side: 'potere', barricades: [{ hex: key(0, 2), hand: 1, by: CO44 }], hand: 2 }, 'advanced');
    const after = play(adv, 1, { type: 'unbarricade', unit: CELERE, at: key(0, 2) });
    expect(after.barricades).toEqual([]);
    expect(after.moving).toMatchObject({ id: CELERE, spent: 4 });
    const same = { ...adv, hand: 1 };
    expect(movementMoves(same).some((m) => m.type === 'unbarricade')).toBe(false);
  });
});

describe('back from off the map (8h)', () => {
  it('out for two hands, the unit re-enters in the third by the same edge and part', () => {
    const rows = ['.........', '.........', '.........'];
    const s = place(rows, {}, { hand: 3 });
    s.units.find((u) => u.id === CO44)!.at = 'off';
    s.units.find((u) => u.id === CO44)!.off = { hand: 1, edge: 'north', part: 1 };
    expect(movementMoves(s).some((m) => m.type === 'enter')).toBe(false);
    const h4 = { ...s, hand: 4 };
    const entries = movementMoves(h4).filter((m) => m.type === 'enter').map((m) => (m as { at: string }).at);
    expect(entries).toEqual([key(0, 0), key(0, 1), key(0, 2)]);
    const back = play(h4, 0, { type: 'enter', unit: CO44, at: key(0, 1) });
    expect(back.units.find((u) => u.id === CO44)).toEqual({ id: CO44, at: key(0, 1) });
    expect(back.moving).toMatchObject({ id: CO44, spent: 2 });
  });
});

describe('the potere\u2019s own rules (6b, 6c)', () => {
  it('a garrison on an objective moves only to a neighbouring objective hex', () => {
    const s = place(['.oo.'], { [PIANT]: [0, 1] }, { side: 'potere' });
    expect([...reach(s, PIANT).keys()]).toEqual([key(0, 2)]);
  });

  it('units leave a barracks only through its numbered exits', () => {
    const s = place(['1C.', '...'], { [CELERE]: [0, 1] }, { side: 'potere' });
    const d = reach(s, CELERE);
    expect(d.get(key(0, 0))).toBe(2);
    // Not straight out east: round by the exit, the whole 4 points.
    expect(d.get(key(0, 2))).toBe(8);
  });
});
