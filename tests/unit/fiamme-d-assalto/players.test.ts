// Fiamme d'assalto's app players: the determinization (a sampled state shows the very view it
// came from, keeps the game's invariants and offers the same legal moves), the honesty test (the
// choice stays when the decks' order, the aside cards, the bag and the tokens' hidden sides are
// dealt again), legal choices, and whole missions with the app in every seat at each level.
import { describe, expect, it } from 'vitest';
import { indexOfMove, observe, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import checks from '../../../src/games/fiamme-d-assalto/checks.ts';
import { MISSION_IDS, type MissionId } from '../../../src/games/fiamme-d-assalto/content.ts';
import players from '../../../src/games/fiamme-d-assalto/players.ts';
import { OBJECTIVE_IDS, REGULAR_TRENCH } from '../../../src/games/fiamme-d-assalto/rules/state.ts';
import {
  fiammeRules,
  rosterAfter,
  stepNow,
  type CampaignRoster,
  type FiammeMove,
  type FiammeState,
  type FiammeView,
} from '../../../src/games/fiamme-d-assalto/rules.ts';

const rngOf = (...seed: number[]) => new Rng(seedRng(seed.reduce((a, x) => a * 31 + x, 11)));
const obsOf = (s: FiammeState, seat: number) => observe(fiammeRules, s, seat, s.seatCount) as Observation<FiammeView, FiammeMove> | null;

/** A seeded mission (random and app moves mixed), calling `visit` on every state; the final state. */
function walk(mission: MissionId, seats: number, seed: number, visit: (s: FiammeState, k: number) => void, roster: CampaignRoster | null = null, physicalDice = false): FiammeState {
  let s = fiammeRules.setup({ mission, physicalDice, roster }, seats, seed);
  const rng = rngOf(seed, mission, seats);
  for (let k = 0; stepNow(s) !== 'over'; k++) {
    visit(s, k);
    const d = fiammeRules.decision(s)!;
    const obs = obsOf(s, d.seat)!;
    const m = rng.int(0, 2) === 0 ? rng.pick(obs.moves) : players.choose('normal', obs, rng);
    const r = fiammeRules.apply(s, d.seat, m);
    if (!r.ok) throw new Error(`${stepNow(s)} ${JSON.stringify(m)}: ${r.reason}`);
    s = r.state;
  }
  visit(s, -1);
  return s;
}

/**
 * The order of play under the step, as the rules call their steps: a selection die returns alike
 * to the selection and to a volunteer, and the veterans' queue is what is left of it.
 */
const flowNames = (s: FiammeState) => s.flow.map((f) => (f.step === 'volunteer' ? JSON.stringify({ step: 'selection' }) : f.step === 'veterans' ? f.step : JSON.stringify(f)));

const SETS: [MissionId, number][] = MISSION_IDS.flatMap((m) => [[m, 1] as [MissionId, number], [m, 2] as [MissionId, number]]);

function checkDeterminized(s: FiammeState, k: number, where: string): void {
  for (let seat = 0; seat < s.seatCount; seat++) {
    const v = fiammeRules.view(s, seat);
    const t = players.determinize!(v, seat, rngOf(k, seat)) as FiammeState;
    expect(fiammeRules.view(t, seat), `${where} state ${k} seat ${seat}`).toEqual(v);
    expect(checks.invariants(t), `${where} state ${k} seat ${seat}`).toEqual([]);
    expect(flowNames(t), `${where} state ${k} seat ${seat}`).toEqual(flowNames(s));
    const d = fiammeRules.decision(s);
    if (d?.seat === seat) expect(fiammeRules.legalMoves(t, seat)).toEqual(fiammeRules.legalMoves(s, seat));
  }
}

describe("Fiamme d'assalto app players", () => {
  it('offers easy and normal', () => {
    expect(players.levels).toEqual(['easy', 'normal']);
  });

  it('determinizes every mission, solo and co-op: the same view again, the invariants kept', () => {
    let checked = 0;
    for (const [mission, seats] of SETS) {
      for (let g = 0; g < 3; g++) {
        walk(mission, seats, 40 + g, (s, k) => {
          checkDeterminized(s, k, `M${mission} seats ${seats} game ${g}`);
          checked++;
        });
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('samples what nobody knows: the decks vary, the objective stays in the half it was shuffled into', () => {
    const s = fiammeRules.setup({ mission: 2, physicalDice: false, roster: null }, 2, 5);
    const v = fiammeRules.view(s, 0);
    const top = Math.floor(REGULAR_TRENCH.length / 2);
    const orders = new Set<string>();
    for (let k = 0; k < 40; k++) {
      const t = players.determinize!(v, 0, rngOf(k)) as FiammeState;
      orders.add(t.trenchDeck.join() + t.tdnDeck.join());
      const at = t.trenchDeck.findIndex((id) => OBJECTIVE_IDS.includes(id));
      expect(at).toBeGreaterThanOrEqual(0);
      expect(at).toBeLessThan(t.trenchDeck.length - top);
    }
    expect(orders.size).toBeGreaterThan(30);
  });

  it('determinizes a campaign mission and physical dice', () => {
    const first = walk(5, 2, 7, () => {});
    walk(4, 2, 8, (s, k) => checkDeterminized(s, k, 'campaign'), rosterAfter(first));
    walk(3, 1, 9, (s, k) => checkDeterminized(s, k, 'physical dice'), null, true);
  });

  it('is honest: the same view gives the same move when the hidden facts are dealt again', () => {
    let compared = 0;
    for (const [mission, seats] of SETS) {
      walk(mission, seats, 70 + mission, (s, k) => {
        const d = fiammeRules.decision(s);
        if (!d) return;
        const obs = obsOf(s, d.seat)!;
        const other = obsOf(checks.reshuffleHidden(s, d.seat, rngOf(k, 3)) as FiammeState, d.seat)!;
        expect(other.view).toEqual(obs.view);
        expect(other.moves).toEqual(obs.moves);
        for (const level of players.levels) {
          const a = players.choose(level, obs, rngOf(k, 5));
          expect(indexOfMove(obs.moves, a), `${level} ${JSON.stringify(a)}`).toBeGreaterThanOrEqual(0);
          expect(players.choose(level, other, rngOf(k, 5))).toEqual(a);
          compared++;
        }
      });
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('strong is honest and legal where it searches, overrules the careful player somewhere, and stops at the deadline', () => {
    // A handful of seeded decisions with a choice to judge (spend, reroll, pick, volunteer): the
    // searched level is the costly one, so a few states, not whole missions.
    let searched = 0;
    let overruled = 0;
    for (const [mission, seats] of [[3, 1], [5, 2]] as [MissionId, number][]) {
      let here = 0;
      walk(mission, seats, 40 + mission, (s, k) => {
        const d = fiammeRules.decision(s);
        if (!d || here >= 4) return;
        const obs = obsOf(s, d.seat)!;
        if (!['spend', 'reroll', 'pick', 'volunteer'].includes(obs.view.step) || obs.moves.length < 2) return;
        const other = obsOf(checks.reshuffleHidden(s, d.seat, rngOf(k, 4)) as FiammeState, d.seat)!;
        const a = players.choose('strong', obs, rngOf(k, 6));
        expect(indexOfMove(obs.moves, a), JSON.stringify(a)).toBeGreaterThanOrEqual(0);
        expect(players.choose('strong', other, rngOf(k, 6))).toEqual(a);
        // With the thinking time spent (the worker's deadline passed), no sample: the scripted move.
        expect(players.choose('strong', obs, rngOf(k, 6), { now: () => 1, deadline: 0 })).toEqual(players.choose('normal', obs, rngOf(k, 6)));
        if (JSON.stringify(a) !== JSON.stringify(players.choose('normal', obs, rngOf(k, 6)))) overruled++;
        searched++;
        here++;
      });
    }
    expect(searched).toBe(8);
    expect(overruled).toBeGreaterThan(0);
  });

  it('throws fair dice when the table uses physical dice', () => {
    let s = fiammeRules.setup({ mission: 3, physicalDice: true, roster: null }, 2, 31);
    const rng = rngOf(31);
    const single = new Set<number>();
    while (stepNow(s) !== 'over') {
      const d = fiammeRules.decision(s)!;
      const obs = obsOf(s, d.seat)!;
      const m = players.choose('normal', obs, rng);
      expect(indexOfMove(obs.moves, m)).toBeGreaterThanOrEqual(0);
      if (m.type === 'roll' && m.values?.length === 1) single.add(m.values[0]);
      s = (fiammeRules.apply(s, d.seat, m) as { state: FiammeState }).state;
    }
    expect(single.size).toBe(6);
  });

  for (const level of ['easy', 'normal'] as const) {
    it(`plays every mission to the end with the app in every seat at ${level}`, () => {
      for (const [mission, seats] of SETS) {
        let s = fiammeRules.setup({ mission, physicalDice: false, roster: null }, seats, 900 + mission);
        const rng = rngOf(mission, seats);
        let moves = 0;
        while (stepNow(s) !== 'over') {
          const d = fiammeRules.decision(s)!;
          const obs = obsOf(s, d.seat)!;
          const m = players.choose(level, obs, rng);
          expect(indexOfMove(obs.moves, m)).toBeGreaterThanOrEqual(0);
          const r = fiammeRules.apply(s, d.seat, m);
          if (!r.ok) throw new Error(`${stepNow(s)} ${JSON.stringify(m)}: ${r.reason}`);
          s = r.state;
          expect(++moves).toBeLessThan(2000);
        }
        expect(fiammeRules.outcome(s)).not.toBeNull();
        expect(checks.invariants(s)).toEqual([]);
      }
    });
  }
});
