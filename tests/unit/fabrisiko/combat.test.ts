// The mountains' two-turn crossing and ridge fights, aircraft that cannot conquer, the bomber's
// raids on structures and on the economy.
import { describe, expect, it } from 'vitest';
import { fabrisikoRules as R } from '../../../src/games/fabrisiko/rules.ts';
import { LINKS } from '../../../src/games/fabrisiko/rules/board.ts';
import { moveOptions } from '../../../src/games/fabrisiko/rules/movement.ts';
import { endTurn } from '../../../src/games/fabrisiko/rules/turn.ts';
import type { FabState, Fighter, LossVector } from '../../../src/games/fabrisiko/rules/types.ts';
import { LOSS_CHOICES_CAP, isLegalLoss, lossChoices, lossOptionCount, lossOptions } from '../../../src/games/fabrisiko/rules/losses.ts';
import { sensibleLoss } from '../../../src/games/fabrisiko/odds.ts';
import { T, apply, at, game, put, run, stage, stepNow } from './helpers.ts';

const fightOut = (s: FabState): FabState => {
  for (let i = 0; i < 500 && stepNow(s) === 'battle'; i++) s = apply(s, R.legalMoves(s, R.decision(s)!.seat)[0]);
  return s;
};

describe('mountains', () => {
  const ridge = LINKS[T('grotte')].find((l) => l.to === T('vallemontagnana'))!.ridge;

  it('infantry takes two turns to cross: onto the ridge, then down the other side', () => {
    let s = game(['melano', 'albacina']);
    s.turnIdx = s.order.indexOf(0);
    at(s, 'invade');
    s.owner[T('grotte')] = 0;
    put(s, 0, 'inf', 'grotte');
    s = apply(s, { type: 'move', from: T('grotte'), to: ridge, kind: 'inf', n: 1 });
    expect(s.units.find((u) => u.o === 0 && u.k === 'inf')!.at).toBe(ridge);
    expect(moveOptions(s, 'invade').some((m) => m.type === 'move' && m.from === ridge)).toBe(false);
    // Next turn of seat 0: down into Vallemontagnana, which is taken.
    const next = run(s, (c) => {
      c.s.units = c.s.units.map((u) => ({ ...u, mv: 0, from: -1 }));
    });
    at(next, 'invade');
    const after = apply(next, { type: 'move', from: ridge, to: T('vallemontagnana'), kind: 'inf', n: 1 });
    expect(after.owner[T('vallemontagnana')]).toBe(0);
  });

  it('infantry of two players on the same ridge fight there, everyone hitting on 1', () => {
    let s = game(['melano', 'albacina'], 5);
    s.turnIdx = s.order.indexOf(0);
    at(s, 'invade');
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
    at(s, 'invade');
    put(s, 0, 'bomber', 'melano', 6);
    put(s, 1, 'inf', 'paterno', 1);
    s.owner[T('paterno')] = 1;
    s = apply(s, { type: 'move', from: T('melano'), to: T('paterno'), kind: 'bomber', n: 6 });
    s = apply(s, { type: 'next' });
    s = apply(s, { type: 'battle', at: T('paterno'), bombers: [] });
    s = fightOut(s);
    expect(s.owner[T('paterno')]).toBe(1);
    expect(stepNow(s)).toBe('regroup');
    const home = moveOptions(s, 'regroup').find((m) => m.type === 'move' && m.kind === 'bomber' && m.to === T('melano'));
    expect(home).toBeDefined();
    const stayed = run(s, (c) => endTurn(c));
    expect(stayed.units.some((u) => u.o === 0 && u.k === 'bomber')).toBe(false);
  });

  it('a bomber may raid a structure (hit on 7 or less) or strike the economy (1D10 resources lost)', () => {
    let s = game(['melano', 'albacina'], 8);
    s.turnIdx = s.order.indexOf(0);
    at(s, 'invade');
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
    at(s, 'invade');
    s.owner[T('ca-maiano')] = 0;
    put(s, 0, 'tank', 'ca-maiano', 2);
    put(s, 1, 'inf', 'attiggio', 2);
    s.owner[T('attiggio')] = 1;
    s = apply(s, { type: 'move', from: T('ca-maiano'), to: T('attiggio'), kind: 'tank', n: 2 });
    s = apply(s, { type: 'next' });
    s = apply(s, { type: 'battle', at: T('attiggio'), bombers: [] });
    if (stage(s) === 'defendCards') s = apply(s, { type: 'cards', cards: [], aa: 0, colle: false });
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

describe('casualty choices', () => {
  const big = { inf: 30, aa: 4, tank: 20, fighter: 12, bomber: 8 };
  const bigHits = { land: 15, any: 16, antiAir: 6 };
  const key = (v: LossVector) => JSON.stringify(v);
  const worth = (v: LossVector) => v.inf + 1.1 * v.aa + 3 * v.tank + 5 * v.fighter + 8 * v.bomber;

  it('a large battle offers a few distinct legal choices, the cheapest first', () => {
    const all = lossOptions(big, bigHits);
    expect(all.length).toBeGreaterThan(1000);
    expect(lossOptionCount(big, bigHits)).toBe(all.length);
    const offered = lossChoices(big, bigHits);
    expect(offered.length).toBeGreaterThan(3);
    expect(offered.length).toBeLessThanOrEqual(LOSS_CHOICES_CAP);
    expect(new Set(offered.map(key)).size).toBe(offered.length);
    const legal = new Set(all.map(key));
    for (const o of offered) expect(legal.has(key(o))).toBe(true);
    expect(offered[0]).toEqual(sensibleLoss(big, bigHits, false));
    expect(worth(offered[0])).toBe(Math.min(...all.map(worth)));
    // The corners are there: sparing the tanks or giving them all before the infantry, sparing
    // the bombers or the fighters.
    expect(offered.some((o) => o.tank === 0)).toBe(true);
    expect(offered.some((o) => o.tank === big.tank)).toBe(true);
    expect(offered.some((o) => o.bomber === 0) && offered.some((o) => o.fighter === 0)).toBe(true);
  });

  it('a small battle lists every legal choice', () => {
    const alive = { inf: 3, aa: 1, tank: 2, fighter: 1, bomber: 1 };
    const hits = { land: 2, any: 1, antiAir: 1 };
    const all = lossOptions(alive, hits);
    expect(all.length).toBeLessThanOrEqual(LOSS_CHOICES_CAP);
    expect(lossChoices(alive, hits).map(key).sort()).toEqual(all.map(key).sort());
    for (const o of all) expect(isLegalLoss(alive, hits, o)).toBe(true);
    expect(isLegalLoss(alive, hits, { inf: 2, aa: 0, tank: 0, fighter: 1, bomber: 1 })).toBe(false);
  });

  it('the rules accept any legal count, listed or not (as older saves hold), and refuse the rest', () => {
    let s = game(['melano', 'albacina'], 4);
    const attacker = s.order[0];
    const defender = 1 - attacker;
    s.turnIdx = 0;
    s.flow = [{ step: 'battles' }, { step: 'losses' }];
    const f = (k: Fighter['k'], aa = false): Fighter => ({ k, bonus: 0, aa, hit: false, mv: 0, from: -1 });
    const many = (k: Fighter['k'], n: number, aa = false) => Array.from({ length: n }, () => f(k, aa));
    s.battle = {
      at: T('ca-maiano'), attacker, defender, ridge: false,
      a: many('inf', 5),
      d: [...many('inf', 30), ...many('inf', 4, true), ...many('tank', 20), ...many('fighter', 12), ...many('bomber', 8)],
      round: 1, side: 'a', aCards: [], dCards: [], colle: false, fulmineo: false, valorosa: false,
      betrayA: 0, betrayD: 0, roll: [], fire: [], hits: bigHits,
    };
    const moves = R.legalMoves(s, defender);
    expect(moves.length).toBeLessThanOrEqual(LOSS_CHOICES_CAP);
    const listed = new Set(moves.map((m) => key((m as { take: LossVector }).take)));
    const unlisted = lossOptions(big, bigHits).find((o) => !listed.has(key(o)))!;
    expect(unlisted).toBeDefined();
    const r = R.apply(s, defender, { type: 'losses', take: unlisted });
    expect(r.ok).toBe(true);
    s = (r as { state: FabState }).state;
    const hit = s.battle!.d.filter((u) => u.hit);
    expect(hit.filter((u) => u.k === 'tank')).toHaveLength(unlisted.tank);
    expect(hit.filter((u) => u.aa)).toHaveLength(unlisted.aa);
    const bad = R.apply(game(['melano', 'albacina'], 4), defender, { type: 'losses', take: { ...unlisted, inf: unlisted.inf + 1 } });
    expect(bad.ok).toBe(false);
  });
});
