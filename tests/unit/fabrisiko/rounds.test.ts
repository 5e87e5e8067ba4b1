// A battle's rounds as the rules and the odds both run them (rules/rounds.ts): whose volley
// follows, when the Perdite box is emptied, when the battle is over.
import { describe, expect, it } from 'vitest';
import { endVolley, markCasualties } from '../../../src/games/fabrisiko/rules/rounds.ts';
import type { Battle, Fighter } from '../../../src/games/fabrisiko/rules/types.ts';

const unit = (k: Fighter['k']): Fighter => ({ k, bonus: 0, aa: false, hit: false, mv: 0, from: -1 });
const battle = (a: Fighter['k'][], d: Fighter['k'][], extra: Partial<Battle> = {}): Battle => ({
  at: 0, attacker: 0, defender: 1, ridge: false, a: a.map(unit), d: d.map(unit), round: 1, side: 'a', aCards: [], dCards: [],
  colle: false, fulmineo: false, valorosa: false, betrayA: 0, betrayD: 0, roll: [], fire: [], hits: { land: 0, any: 0, antiAir: 0 }, ...extra,
});
const none = { inf: 0, aa: 0, tank: 0, fighter: 0, bomber: 0 };

describe('the rounds of a battle', () => {
  it('after the attacker fires, its casualties stay in the Perdite box and fire back; the round ends after the defender', () => {
    const b = battle(['inf', 'tank'], ['inf', 'inf']);
    markCasualties(b.d, { ...none, inf: 2 });
    expect(endVolley(b)).toEqual({ infA: 0, infD: 0, over: false });
    expect(b.side).toBe('d');
    expect(b.d).toHaveLength(2);
    markCasualties(b.a, { ...none, tank: 1 });
    // The Perdite go, the infantry counted (Il Marchigiano), and the defender is gone: no new round.
    expect(endVolley(b)).toEqual({ infA: 0, infD: 2, over: true });
    expect(b.round).toBe(1);
    expect(b.a.map((u) => u.k)).toEqual(['inf']);
  });

  it('takes the Perdite at once in Attacco fulmineo\u2019s first round, and begins a new round while both sides stand', () => {
    const b = battle(['tank'], ['inf', 'tank'], { fulmineo: true });
    markCasualties(b.d, { ...none, inf: 1 });
    expect(endVolley(b)).toEqual({ infA: 0, infD: 1, over: false });
    expect(b.d.map((u) => u.k)).toEqual(['tank']);
    expect(endVolley(b)).toEqual({ infA: 0, infD: 0, over: false });
    expect([b.round, b.side]).toEqual([2, 'a']);
    // From the second round on, the Perdite wait for the end of the round.
    markCasualties(b.d, { ...none, tank: 1 });
    expect(endVolley(b)).toEqual({ infA: 0, infD: 0, over: false });
    expect(b.d).toHaveLength(1);
  });

  it('marks the units with the lowest bonus first within a kind', () => {
    const b = battle([], ['tank', 'tank']);
    b.d[0].bonus = 2;
    markCasualties(b.d, { ...none, tank: 1 });
    expect(b.d.map((u) => u.hit)).toEqual([false, true]);
  });
});
