// The mountains' two-turn crossing and ridge fights, aircraft that cannot conquer, the bomber's
// raids on structures and on the economy.
import { describe, expect, it } from 'vitest';
import { fabrisikoRules as R } from '../../../src/games/fabrisiko/rules.ts';
import { LINKS } from '../../../src/games/fabrisiko/rules/board.ts';
import { moveOptions } from '../../../src/games/fabrisiko/rules/movement.ts';
import { endTurn } from '../../../src/games/fabrisiko/rules/turn.ts';
import type { FabState } from '../../../src/games/fabrisiko/rules/types.ts';
import { T, apply, game, put, run } from './helpers.ts';

const fightOut = (s: FabState): FabState => {
  for (let i = 0; i < 500 && s.step === 'battle'; i++) s = apply(s, R.legalMoves(s, R.decision(s)!.seat)[0]);
  return s;
};

describe('mountains', () => {
  const ridge = LINKS[T('grotte')].find((l) => l.to === T('vallemontagnana'))!.ridge;

  it('infantry takes two turns to cross: onto the ridge, then down the other side', () => {
    let s = game(['melano', 'albacina']);
    s.turnIdx = s.order.indexOf(0);
    s.step = 'invade';
    s.owner[T('grotte')] = 0;
    put(s, 0, 'inf', 'grotte');
    s = apply(s, { type: 'move', from: T('grotte'), to: ridge, kind: 'inf', n: 1 });
    expect(s.units.find((u) => u.o === 0 && u.k === 'inf')!.at).toBe(ridge);
    expect(moveOptions(s, 'invade').some((m) => m.type === 'move' && m.from === ridge)).toBe(false);
    // Next turn of seat 0: down into Vallemontagnana, which is taken.
    const next = run(s, (c) => {
      c.s.units = c.s.units.map((u) => ({ ...u, mv: 0, from: -1 }));
    });
    next.step = 'invade';
    const after = apply(next, { type: 'move', from: ridge, to: T('vallemontagnana'), kind: 'inf', n: 1 });
    expect(after.owner[T('vallemontagnana')]).toBe(0);
  });

  it('infantry of two players on the same ridge fight there, everyone hitting on 1', () => {
    let s = game(['melano', 'albacina'], 5);
    s.turnIdx = s.order.indexOf(0);
    s.step = 'invade';
    s.owner[T('grotte')] = 0;
    put(s, 0, 'inf', 'grotte', 3);
    put(s, 1, 'inf', ridge, 2);
    s = apply(s, { type: 'move', from: T('grotte'), to: ridge, kind: 'inf', n: 3 });
    s = apply(s, { type: 'next' });
    s = apply(s, { type: 'battle', at: ridge, bombers: [] });
    expect(s.battle!.ridge).toBe(true);
    s = apply(s, { type: 'fire' });
    expect(s.battle?.fire ?? [1]).toEqual(expect.arrayContaining([1]));
    expect((s.battle?.fire ?? []).every((f) => f === 1)).toBe(true);
    s = fightOut(s);
    const left = s.units.filter((u) => u.at === ridge);
    expect(new Set(left.map((u) => u.o)).size).toBeLessThanOrEqual(1);
  });
});

describe('aircraft and bombers', () => {
  it('aircraft that destroy every defender do not conquer, and must fly home', () => {
    let s = game(['melano', 'albacina'], 6);
    s.turnIdx = s.order.indexOf(0);
    s.step = 'invade';
    put(s, 0, 'bomber', 'melano', 6);
    put(s, 1, 'inf', 'paterno', 1);
    s.owner[T('paterno')] = 1;
    s = apply(s, { type: 'move', from: T('melano'), to: T('paterno'), kind: 'bomber', n: 6 });
    s = apply(s, { type: 'next' });
    s = apply(s, { type: 'battle', at: T('paterno'), bombers: [] });
    s = fightOut(s);
    expect(s.owner[T('paterno')]).toBe(1);
    expect(s.step).toBe('regroup');
    const home = moveOptions(s, 'regroup').find((m) => m.type === 'move' && m.kind === 'bomber' && m.to === T('melano'));
    expect(home).toBeDefined();
    const stayed = run(s, (c) => endTurn(c));
    expect(stayed.units.some((u) => u.o === 0 && u.k === 'bomber')).toBe(false);
  });

  it('a bomber may raid a structure (hit on 7 or less) or strike the economy (1D10 resources lost)', () => {
    let s = game(['melano', 'albacina'], 8);
    s.turnIdx = s.order.indexOf(0);
    s.step = 'invade';
    s.owner[T('ca-maiano')] = 1;
    s.factory[T('ca-maiano')] = true;
    s.res[1] = 30;
    put(s, 0, 'bomber', 'melano', 2);
    s = apply(s, { type: 'move', from: T('melano'), to: T('ca-maiano'), kind: 'bomber', n: 2 });
    s = apply(s, { type: 'next' });
    const options = R.legalMoves(s, 0);
    expect(options).toContainEqual({ type: 'battle', at: T('ca-maiano'), bombers: ['factory', 'factory'] });
    expect(options).toContainEqual({ type: 'battle', at: T('ca-maiano'), bombers: ['strategic'] });
    const raid = apply(s, { type: 'battle', at: T('ca-maiano'), bombers: ['strategic', 'factory'] });
    const strike = raid.log.flat().find((e) => e.key === 'fabrisiko.log.strategic')!;
    expect(raid.res[1]).toBe(30 - (strike.params!.n as number));
    const bomb = raid.log.flat().find((e) => e.key === 'fabrisiko.log.raid')!;
    expect(raid.factory[T('ca-maiano')]).toBe(!bomb.params!.hit);
    expect(raid.owner[T('ca-maiano')]).toBe(1);
  });
});

describe('physical dice', () => {
  it('takes the battle dice from the table: the entered faces decide the hits, a wrong entry is refused', () => {
    let s = game(['albacina', 'collamato'], 9);
    s.options = { tournament: false, physicalDice: true };
    s.turnIdx = s.order.indexOf(0);
    s.step = 'invade';
    s.owner[T('ca-maiano')] = 0;
    put(s, 0, 'tank', 'ca-maiano', 2);
    put(s, 1, 'inf', 'attiggio', 2);
    s.owner[T('attiggio')] = 1;
    s = apply(s, { type: 'move', from: T('ca-maiano'), to: T('attiggio'), kind: 'tank', n: 2 });
    s = apply(s, { type: 'next' });
    s = apply(s, { type: 'battle', at: T('attiggio'), bombers: [] });
    if (s.battle!.stage === 'defendCards') s = apply(s, { type: 'cards', cards: [], aa: 0, colle: false });
    expect(R.apply(s, 0, { type: 'fire' })).toEqual({ ok: false, reason: 'error.badDice' });
    expect(R.apply(s, 0, { type: 'fire', faces: [1] })).toEqual({ ok: false, reason: 'error.badDice' });
    s = apply(s, { type: 'fire', faces: [4, 5] });
    expect(s.battle!.roll).toEqual([4, 5]);
    expect(s.log.flat().some((e) => e.params?.source === 'entered')).toBe(true);
    // One hit (4 on a tank's 4), on one of two infantry: it waits in the Perdite box and fires back.
    expect(s.battle!.d.filter((u) => u.hit)).toHaveLength(1);
    expect(s.battle!.side).toBe('d');
  });
});
