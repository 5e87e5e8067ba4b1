// Rubico's Centurion row model (bot.ts): what a sensible seat of each role lays first in its row
// and leaves in it, and the strong level's Centurion taking cards by it.
import { describe, expect, it } from 'vitest';
import { observe, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { redBelief, sensibleMove, sensibleRowOdds } from '../../../src/games/rubico/bot.ts';
import { rubicoRules as rules, stageOf, type RubicoMove, type RubicoState, type RubicoView } from '../../../src/games/rubico/rules.ts';

const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

describe('the row model', () => {
  for (const n of [3, 4, 5, 6, 7]) {
    it(`at ${n} players: a red row leads with red, a blue row with blue or Pompeo, and what is left says the opposite`, () => {
      const { red, blue } = sensibleRowOdds(n);
      for (const o of [red.first, red.rest, blue.first, blue.rest]) expect(sum(o)).toBeCloseTo(1, 9);
      expect(red.first.red).toBeGreaterThan(0.6);
      expect(blue.first.blue + blue.first.pompeo).toBeGreaterThan(0.6);
      // A red seat keeps its blue cards back; a blue seat its red ones.
      expect(red.rest.blue + red.rest.pompeo).toBeGreaterThan(blue.rest.blue + blue.rest.pompeo);
      expect(blue.rest.red).toBeGreaterThan(red.rest.red);
    });
  }
});

/** The first state of a seeded random 5-player game where a blue Centurion starts choosing. */
function blueCenturionChoosing(seed: number): RubicoState | null {
  const rng = new Rng(seedRng(seed));
  let s = rules.setup({ firstCenturion: seed % 5 }, 5, seed);
  while (!rules.outcome(s)) {
    const seat = rules.decision(s)!.seat;
    if (stageOf(s) === 'choose' && s.roles[s.centurion] === 'blue' && s.taken.every((t) => t.length === 0)) return s;
    const r = rules.apply(s, seat, rng.pick(rules.legalMoves(s, seat)));
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
  }
  return null;
}

describe("the strong Centurion's choice", () => {
  it("a blue Centurion at 5 players (who knows the roles) takes its ally's suggested card and the red seats' other cards, never a red seat's suggested one", () => {
    let checked = 0;
    for (let seed = 1; checked < 10 && seed < 200; seed++) {
      let s = blueCenturionChoosing(seed);
      if (!s) continue;
      const rng = new Rng(seedRng(seed));
      const takes: { seat: number; slot: number }[] = [];
      for (;;) {
        const obs = observe(rules, s, s.centurion, 5) as Observation<RubicoView, RubicoMove>;
        const m = sensibleMove(obs, rng, true);
        if (m.type !== 'take') break;
        takes.push(m);
        const r = rules.apply(s, s.centurion, m);
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
      expect(takes.length).toBeGreaterThan(0);
      // Three red rows hold six cards besides their suggested ones: more than a turn asks.
      const ally = (seat: number) => s.roles[seat] === 'blue';
      for (const t of takes) expect(ally(t.seat) ? t.slot === 0 : t.slot !== 0).toBe(true);
      checked++;
    }
    expect(checked).toBe(10);
  });
});

describe('what the seats did, read as evidence of their roles (the strong level)', () => {
  /** Beliefs at the first take of each Centurion's choice from turn 2 on, in seeded games of sensible players. */
  function separation(n: number, games: number, acts: boolean): number {
    let red = 0;
    let blue = 0;
    let reds = 0;
    let blues = 0;
    for (let g = 0; g < games; g++) {
      const seed = 300 + g;
      let s = rules.setup({ firstCenturion: seed % n }, n, seed);
      const rngs = Array.from({ length: n }, (_, i) => new Rng(seedRng(seed * 31 + i)));
      while (!rules.outcome(s)) {
        const seat = rules.decision(s)!.seat;
        const obs = observe(rules, s, seat, n) as Observation<RubicoView, RubicoMove>;
        if (stageOf(s) === 'choose' && s.turn >= 2 && s.taken.every((t) => t.length === 0)) {
          redBelief(obs.view, acts).forEach((b, i) => {
            if (i === seat) return;
            if (s.roles[i] === 'red') (red += b), reds++;
            else (blue += b), blues++;
          });
        }
        const r = rules.apply(s, seat, sensibleMove(obs, rngs[seat]));
        if (!r.ok) throw new Error(r.reason);
        s = r.state;
      }
    }
    return red / reds - blue / blues;
  }

  for (const n of [4, 6]) {
    it(`at ${n} players the power plays and the Centurions' choices tell reds from blues far better than the reveals alone`, () => {
      const reveals = separation(n, 30, false);
      const acts = separation(n, 30, true);
      expect(reveals).toBeGreaterThan(0);
      expect(acts).toBeGreaterThan(reveals + 0.25);
    });
  }

  it('a Fortuna played forward says red, played back says blue', () => {
    let s = rules.setup({ firstCenturion: 0 }, 4, 9);
    while (stageOf(s) === 'roles') s = (rules.apply(s, rules.decision(s)!.seat, { type: 'ack' }) as { state: RubicoState }).state;
    const seat = s.roles.findIndex((r, i) => i !== 2 && r === 'red');
    const view = rules.view(s, seat) as RubicoView;
    const played = (dir: 1 | -1): RubicoView => ({ ...view, log: [...view.log, { key: 'rubico.log.power', params: { seat: 2, card: 'fortuna', dir } }] });
    expect(redBelief(played(1), false)[2]).toBeCloseTo(redBelief(view, false)[2], 9);
    expect(redBelief(played(1), true)[2]).toBeGreaterThan(0.7);
    expect(redBelief(played(-1), true)[2]).toBeLessThan(0.2);
  });
});
