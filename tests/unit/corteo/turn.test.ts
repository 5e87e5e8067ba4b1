// Corteo's set-up, hands and turns, reinforcement schedules, objectives and the end (B 5, 14,
// 15; C 3, 6c, 12, 14).
import { describe, expect, it } from 'vitest';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { isHex } from '../../../src/games/corteo/rules/board.ts';
import { endGame, holdObjectives } from '../../../src/games/corteo/rules/objectives.ts';
import { startHexes } from '../../../src/games/corteo/rules/setup.ts';
import { SCENARIO_HOOKS } from '../../../src/games/corteo/rules/steps.ts';
import { beginMovement } from '../../../src/games/corteo/rules/turn.ts';
import type { CorteoMove, CorteoState } from '../../../src/games/corteo/rules/types.ts';
import { unitRecord } from '../../../src/games/corteo/content/pieces.ts';
import { CELERE, CO42, CO44, SP64, SP66, key, place, withContext } from './helpers.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { startAt } from '../../../src/engine/flow.ts';

const play = (s: CorteoState, seat: number, m: CorteoMove) => {
  const r = corteoRules.apply(s, seat, m);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};

/** Plays 'done' where it is offered, else the first legal move, until `stop` holds. */
function until(s: CorteoState, stop: (s: CorteoState) => boolean): CorteoState {
  for (let i = 0; i < 200 && !stop(s); i++) {
    const seat = corteoRules.activeSeats(s)[0];
    const moves = corteoRules.legalMoves(s, seat);
    s = play(s, seat, moves.find((m) => m.type === 'done') ?? moves[0]);
  }
  return s;
}

function started(mode: 'base' | 'advanced', map = 'practice'): CorteoState {
  let s = corteoRules.setup({ mode, map }, 2, 7);
  s = play(s, 0, { type: 'done' });
  s = play(s, 0, { type: 'head', component: 'AUTOP' });
  return play(s, 1, { type: 'done' });
}

describe('set-up (B 5, C 3a)', () => {
  it('the corteo stands in Piazza Mento, two a hex; the potere places 30 of its 50 units', () => {
    const s = started('base');
    expect(stepNow(s)).toBe('move');
    expect(s.side).toBe('corteo');
    expect(s.hand).toBe(1);
    const corteo = s.units.filter((u) => u.id.startsWith('c-'));
    const mento = new Set(startHexes({ ...s, units: s.units.map((u) => ({ ...u, at: 'reserve' })) }, corteo[0].id, SCENARIO_HOOKS));
    expect(corteo.every((u) => mento.has(u.at))).toBe(true);
    const potere = s.units.filter((u) => u.id.startsWith('p-') && isHex(u.at));
    expect(potere).toHaveLength(30);
    const count = (k: string) => potere.filter((u) => unitRecord(u.id).kind === k).length;
    expect([count('piantoni'), count('vigili'), count('celere'), count('carabinieri'), count('blindati')]).toEqual([10, 5, 10, 5, 0]);
    expect(s.headComponent).toBe('AUTOP');
  });

  it('piantoni go on objectives, celere in barracks; anything else is refused', () => {
    let s = corteoRules.setup({ mode: 'base', map: 'practice' }, 2, 7);
    s = play(play(s, 0, { type: 'done' }), 0, { type: 'head', component: 'MOV' });
    const piantone = 'p-piantoni-1';
    const street = key(3, 8); // a strada of the practice city
    expect(corteoRules.apply(s, 1, { type: 'place', unit: piantone, at: street })).toEqual({ ok: false, reason: 'corteo.error.badPlace' });
    expect(corteoRules.apply(s, 1, { type: 'place', unit: 'p-blindati-1', at: key(0, 21) })).toEqual({ ok: false, reason: 'corteo.error.notToPlace' });
  });
});

describe('the vigili (B 5)', () => {
  it('start within seven hexes of a metro, barracks or objective hex', () => {
    const s = place(['M..............', '...............'], {}, { flow: startAt('placePotere'), side: 'potere' });
    const hexes = startHexes(s, 'p-vigili-1', SCENARIO_HOOKS);
    expect(hexes).toContain(key(0, 7));
    expect(hexes).not.toContain(key(0, 8));
    expect(hexes).toContain(key(0, 0));
  });
});

describe('hands, turns and reinforcements (B 4-5, C 6c)', () => {
  it('a hand is the corteo\u2019s movement and combat, then the potere\u2019s; the base game\u2019s second hand brings the 5 blindati', () => {
    let s = started('base');
    const steps: string[] = [];
    s = until(s, (t) => (steps.push(`${t.hand} ${t.side} ${stepNow(t)}`), stepNow(t) === 'reinforce'));
    const seen = [...new Set(steps)];
    expect(seen.indexOf('1 corteo move')).toBe(0);
    expect(seen.indexOf('1 potere move')).toBeGreaterThan(seen.indexOf('1 corteo heads'));
    expect(seen.indexOf('2 corteo move')).toBeGreaterThan(seen.indexOf('1 potere move'));
    expect(s.hand).toBe(2);
    expect(s.side).toBe('potere');
    const kinds = new Set(corteoRules.legalMoves(s, 1).map((m) => (m.type === 'place' ? unitRecord(m.unit).kind : m.type)));
    expect([...kinds]).toEqual(['blindati']);
  });

  it('the advanced game\u2019s reinforcements are power points spent on any units off the map', () => {
    const s = withContext({ ...started('advanced'), hand: 3 }, (c) => beginMovement(c, 'potere'));
    expect(stepNow(s)).toBe('reinforce');
    expect(s.reinforce).toEqual({ power: 30, kinds: [] });
    const kinds = new Set(corteoRules.legalMoves(s, 1).map((m) => (m.type === 'place' ? unitRecord(m.unit).kind : m.type)));
    expect([...kinds].sort()).toEqual(['blindati', 'carabinieri', 'lacrimogeni']);
    const lac = corteoRules.legalMoves(s, 1).find((m) => m.type === 'place' && unitRecord(m.unit).kind === 'lacrimogeni')!;
    const t = play(s, 1, lac);
    expect(t.reinforce?.power).toBe(24);
  });

  it('the example of 3a: the 20 points of hand 2 buy 5 blindati, or 2 lacrimogeni and 2 carabinieri', () => {
    // On the full city, whose seven barracks have room for them.
    const s = withContext({ ...started('advanced', 'citta'), hand: 2 }, (c) => beginMovement(c, 'potere'));
    expect(s.reinforce).toEqual({ power: 20, kinds: [] });
    let t = s;
    for (const kind of ['lacrimogeni', 'lacrimogeni', 'carabinieri', 'carabinieri']) {
      t = play(t, 1, corteoRules.legalMoves(t, 1).find((m) => m.type === 'place' && unitRecord(m.unit).kind === kind)!);
    }
    expect(t.reinforce).toBeNull();
    expect(stepNow(t)).toBe('move');
    let b = s;
    for (let i = 0; i < 5; i++) b = play(b, 1, corteoRules.legalMoves(b, 1).find((m) => m.type === 'place' && unitRecord(m.unit).kind === 'blindati')!);
    expect(stepNow(b)).toBe('move');
    expect(b.units.filter((u) => unitRecord(u.id).kind === 'blindati' && u.at !== 'reserve')).toHaveLength(5);
  });

  it('a panicked potere unit turns face up when the potere moves in the next hand', () => {
    const s = place(['1C.'], { [CELERE]: [0, 1] }, { hand: 2 });
    s.units.find((u) => u.id === CELERE)!.panic = 1;
    const t = withContext(s, (c) => beginMovement(c, 'potere'));
    expect(t.units.find((u) => u.id === CELERE)!.panic).toBeUndefined();
  });
});

describe('objectives (12a)', () => {
  it('occupied at the end of a hand, held; covered and scored once the corteo leaves it', () => {
    const s = place(['..o..'], { [CO44]: [0, 2] });
    const held = withContext(s, (c) => holdObjectives(c));
    expect(held.held).toEqual({ [key(0, 2)]: 1 });
    const next = { ...held, hand: 2 };
    // It must leave: the phase does not end while it can.
    expect(corteoRules.legalMoves(next, 0).some((m) => m.type === 'done')).toBe(false);
    const left = play(next, 0, { type: 'move', unit: CO44, to: key(0, 3) });
    expect(left.covered).toEqual({ [key(0, 2)]: 5 });
    expect(left.score.corteo).toBe(5);
    // A covered objective is a building.
    expect(corteoRules.legalMoves({ ...left, moving: null, done: [] }, 0).some((m) => m.type === 'move' && m.to === key(0, 2))).toBe(false);
  });

  it('two stacked units score the objective once', () => {
    const s = place(['..o..'], { [CO44]: [0, 2], [CO42]: [0, 2] });
    const t = withContext(withContext(s, (c) => holdObjectives(c)), (c) => endGame(c));
    expect(t.score.corteo).toBe(5);
  });

  it('occupied but cleared before the hand ends: no points', () => {
    const s = place(['..o..'], { [CELERE]: [0, 3] });
    const t = withContext(s, (c) => holdObjectives(c));
    expect(t.held).toEqual({});
  });
});

describe('the end (B 15, C 14)', () => {
  it('base: objectives minus arrests, read on the victory table', () => {
    const s = { ...place(['..o..'], { [CO44]: [0, 2] }), hand: 10 };
    s.units.find((u) => u.id === SP66)!.at = 'prison';
    const t = withContext({ ...s, covered: { x: 60 }, score: { corteo: 60, potere: 6 } }, (c) => {
      holdObjectives(c);
      endGame(c);
    });
    expect(t.score).toEqual({ corteo: 65, potere: 6 });
    expect(t.result).toEqual({ final: 59, level: 'corteo.victory.corteoNarrow', winner: 'corteo' });
    expect(corteoRules.outcome(t)).toMatchObject({ winners: [0], reasonKey: 'corteo.victory.corteoNarrow' });
  });

  it('advanced: spezzoni left in the open are arrested; in case popolari, the metro or a crowd they are safe', () => {
    const s = place(['.pMa.'], { [SP66]: [0, 0], [SP64]: [0, 1], 'c-MOV-66-1': [0, 2], 'c-LC-66-1': [0, 3], [CO44]: [0, 4] }, {}, 'advanced');
    const t = withContext(s, (c) => endGame(c));
    expect(t.units.find((u) => u.id === SP66)!.at).toBe('prison');
    expect(t.units.filter((u) => u.at === 'prison').map((u) => u.id)).toEqual([SP66]);
    expect(t.score.potere).toBe(6);
    expect(t.result?.level).toBe('corteo.victory.potereCrushing');
  });
});
