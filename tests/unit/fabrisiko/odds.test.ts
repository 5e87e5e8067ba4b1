// The battle calculator: sure outcomes, symmetry, what AA sites and the ridge change, and its
// agreement with the rules' own battle played many times on a constructed board.
import { describe, expect, it } from 'vitest';
import { battleOdds, pickLoss, sensibleLoss, type OddsInput } from '../../../src/games/fabrisiko/odds.ts';
import { aliveOf, lossOptions, sameLoss } from '../../../src/games/fabrisiko/rules/losses.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import type { FabMove, FabState, LossVector } from '../../../src/games/fabrisiko/rules/types.ts';
import type { UnitKind } from '../../../src/games/fabrisiko/content/index.ts';
import { R, T, apply, at, game, put, stage, stepNow } from './helpers.ts';

describe('battle odds', () => {
  it('ten tanks against one infantry always win and conquer', () => {
    const o = battleOdds({ attacker: { tank: 10 }, defender: { inf: 1 } }, 500);
    expect(o.win).toBe(1);
    expect(o.conquer).toBe(1);
    expect(o.defenderLeft.inf).toBe(0);
    expect(o.attackerLeft.tank).toBeGreaterThan(9.5);
  });

  it('one infantry against ten tanks always loses', () => {
    const o = battleOdds({ attacker: { inf: 1 }, defender: { tank: 10 } }, 500);
    expect(o.lose).toBe(1);
    expect(o.win).toBe(0);
    expect(o.attackerLeft.inf).toBe(0);
  });

  it('aircraft alone may win but never conquer', () => {
    const o = battleOdds({ attacker: { bomber: 4 }, defender: { inf: 1 } }, 500);
    expect(o.win).toBeGreaterThan(0.95);
    expect(o.conquer).toBe(0);
  });

  it('equal infantry on a ridge (everyone hits on 1, simultaneous losses) is even', () => {
    const o = battleOdds({ attacker: { inf: 4 }, defender: { inf: 4 }, ridge: true }, 6000, 3);
    expect(Math.abs(o.win - o.lose)).toBeLessThan(0.04);
    expect(o.conquer).toBe(0);
    expect(o.win + o.lose + o.draw).toBeCloseTo(1, 10);
  });

  it('more attackers never lower the odds, and the same seed gives the same figures', () => {
    const base: OddsInput = { attacker: { inf: 3, tank: 1 }, defender: { inf: 4 } };
    const a = battleOdds(base, 3000, 7);
    const b = battleOdds({ ...base, attacker: { inf: 3, tank: 3 } }, 3000, 7);
    expect(b.win).toBeGreaterThan(a.win + 0.1);
    expect(battleOdds(base, 3000, 7)).toEqual(a);
  });

  it('only AA infantry hurts aircraft; an AA site on the way and Difesa valorosa cost the attacker', () => {
    expect(battleOdds({ attacker: { fighter: 2 }, defender: { inf: 4 } }, 1000, 2).win).toBe(1);
    const air: OddsInput = { attacker: { fighter: 2 }, defender: { inf: 4, aa: 4 } };
    const plain = battleOdds(air, 4000, 2).win;
    expect(plain).toBeLessThan(0.8);
    expect(battleOdds({ ...air, aaSite: true }, 4000, 2).win).toBeLessThan(plain - 0.08);
    expect(battleOdds({ ...air, valorosa: true }, 4000, 2).win).toBeLessThan(plain - 0.15);
  });

  it('the fire cap holds: +2 on a bomber (7) hits on 9, not 9 plus Valorosa', () => {
    // Both sides with one armed bomber, the defender with Valorosa too: the cap makes them equal,
    // and the attacker (who fires first but whose victim fires back) is as likely to win as to lose.
    const o = battleOdds({ attacker: { bomber: 1 }, defender: { bomber: 1 }, armaSegretaA: 1, armaSegretaD: 1, valorosa: true }, 8000, 5);
    expect(Math.abs(o.win - o.lose)).toBeLessThan(0.03);
  });

  it('casualties: the cheapest first, the attacker keeps a land unit to conquer with', () => {
    const alive = { inf: 1, aa: 0, tank: 0, fighter: 2, bomber: 0 };
    const options: LossVector[] = [
      { inf: 1, aa: 0, tank: 0, fighter: 0, bomber: 0 },
      { inf: 0, aa: 0, tank: 0, fighter: 1, bomber: 0 },
    ];
    expect(pickLoss(options, alive, false)).toEqual(options[0]);
    expect(pickLoss(options, alive, true)).toEqual(options[1]);
  });

  it('the casualties built directly are always one of the rules\' options, and the cheapest one', () => {
    const rng = new Rng(seedRng(9));
    const cost = (o: LossVector) => o.inf + 1.1 * o.aa + 3 * o.tank + 5 * o.fighter + 8 * o.bomber;
    for (let i = 0; i < 400; i++) {
      const alive = { inf: rng.int(0, 4), aa: rng.int(0, 2), tank: rng.int(0, 3), fighter: rng.int(0, 2), bomber: rng.int(0, 2) };
      const hits = { land: rng.int(0, 4), any: rng.int(0, 3), antiAir: rng.int(0, 2) };
      const options = lossOptions(alive, hits);
      const mine = sensibleLoss(alive, hits, false);
      expect(options.some((o) => sameLoss(o, mine)), JSON.stringify({ alive, hits, mine })).toBe(true);
      expect(cost(mine)).toBeCloseTo(Math.min(...options.map(cost)), 6);
      const keep = sensibleLoss(alive, hits, true);
      expect(options.some((o) => sameLoss(o, keep)), JSON.stringify({ alive, hits, keep })).toBe(true);
    }
  });
});

/** Plays the rules' battle at Attiggio to its end, the sides taking the casualties the calculator takes. */
function ruleBattle(a: Partial<Record<UnitKind, number>>, d: Partial<Record<UnitKind, number>>, seed: number): 'win' | 'lose' | 'draw' {
  let s: FabState = game(['albacina', 'marischio'], seed);
  s.turnIdx = s.order.indexOf(0);
  at(s, 'battles');
  s.owner[T('attiggio')] = 1;
  for (const [k, n] of Object.entries(a)) s.units.push({ o: 0, k: k as UnitKind, at: T('attiggio'), n, mv: 1, from: T('albacina') });
  for (const [k, n] of Object.entries(d)) put(s, 1, k as UnitKind, 'attiggio', n);
  s = apply(s, { type: 'battle', at: T('attiggio'), bombers: [] });
  while (stepNow(s) === 'battle') {
    const b = s.battle!;
    const seat = R.decision(s)!.seat;
    const moves = R.legalMoves(s, seat) as FabMove[];
    let m = moves[0];
    if (stage(s) === 'losses') {
      const list = seat === b.attacker ? b.a : b.d;
      m = { type: 'losses', take: sensibleLoss(aliveOf(list, false), b.hits, seat === b.attacker) };
    }
    s = apply(s, m);
  }
  const atk = s.units.some((u) => u.o === 0 && u.at === T('attiggio'));
  const def = s.units.some((u) => u.o === 1 && u.at === T('attiggio'));
  return atk && !def ? 'win' : def && !atk ? 'lose' : 'draw';
}

describe('battle odds against the rules', () => {
  it('agree with the rules\' battle played 300 times', () => {
    const a = { inf: 3, tank: 2 };
    const d = { inf: 5, tank: 1 };
    const odds = battleOdds({ attacker: a, defender: d }, 6000, 11);
    let wins = 0;
    let losses = 0;
    const N = 300;
    for (let g = 0; g < N; g++) {
      const r = ruleBattle(a, d, 1000 + g);
      if (r === 'win') wins++;
      if (r === 'lose') losses++;
    }
    // Three standard deviations of 300 games (at most 0.029 each) and the calculator's own noise.
    expect(odds.win).toBeGreaterThan(0.2);
    expect(odds.win).toBeLessThan(0.8);
    expect(Math.abs(wins / N - odds.win)).toBeLessThan(0.1);
    expect(Math.abs(losses / N - odds.lose)).toBeLessThan(0.1);
  });
});
