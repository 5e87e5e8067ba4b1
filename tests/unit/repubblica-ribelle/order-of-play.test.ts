// The order of play as the engine keeps it (rules/steps.ts, rules/tasks.ts): a round's first half
// goes step to step at the bottom of the stack, the reveal calls the queue of its second half,
// and the queue unwinds to the reveal when the round ends, so every round starts from a stack of
// one frame; the views' list of tasks still to come is read back from the stack, and a stack
// rebuilt from that list (as an app player's determinized state has it) plays on the same way.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { ribelleRules, stageOf, type RibelleState } from '../../../src/games/repubblica-ribelle/rules.ts';
import { flowOfTasks } from '../../../src/games/repubblica-ribelle/rules/tasks.ts';
import { sensibleMove } from '../../../src/games/repubblica-ribelle/bot.ts';
import { randomMove } from '../../../src/engine/playout.ts';

function play(n: number, seed: number, demo: boolean, visit: (s: RibelleState) => void): RibelleState {
  const rng = new Rng(seedRng(seed));
  let s = ribelleRules.setup({ demo }, n, seed);
  visit(s);
  while (!ribelleRules.outcome(s)) {
    const seat = ribelleRules.decision(s)!.seat;
    const m = seed % 2 === 0 ? sensibleMove(s, seat, rng) : randomMove(ribelleRules, s, seat, rng);
    const r = ribelleRules.apply(s, seat, m!);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
    visit(s);
  }
  return s;
}

describe('the order of play', () => {
  it('starts every round from one frame, keeps the stack shallow and empties it at the end', () => {
    for (const [n, seed, demo] of [[1, 11, true], [3, 12, false], [4, 13, true], [6, 14, false]] as const) {
      let rounds = 0;
      let deepest = 0;
      const end = play(n, seed, demo, (s) => {
        expect(ribelleRules.view(s, 'table').step).toBe(stageOf(s));
        deepest = Math.max(deepest, s.flow.length);
        if (stageOf(s) === 'staff') {
          rounds++;
          expect(s.flow).toEqual([{ step: 'staff' }]);
        }
        if (stageOf(s) !== 'tasks') expect(s.flow).toHaveLength(stageOf(s) === 'over' ? 0 : 1);
      });
      expect(end.flow).toEqual([]);
      expect(rounds).toBe(end.round);
      // Deepest: the phase-II bonus piece (reveal, outcome, end of round, phase check, each with its queue).
      expect(deepest).toBeLessThanOrEqual(9);
    }
  });

  it('reads the tasks still to come back from the stack, and a stack rebuilt from them plays on alike', () => {
    let checked = 0;
    play(4, 21, false, (s) => {
      if (stageOf(s) !== 'tasks') return;
      const tasks = ribelleRules.view(s, 'table').tasks;
      const rebuilt: RibelleState = { ...s, flow: flowOfTasks(tasks) };
      expect(ribelleRules.view(rebuilt, 'table')).toEqual(ribelleRules.view(s, 'table'));
      const seat = ribelleRules.decision(s)!.seat;
      for (const m of ribelleRules.legalMoves(s, seat)) {
        const a = ribelleRules.apply(s, seat, m);
        const b = ribelleRules.apply(rebuilt, seat, m);
        if (!a.ok || !b.ok) throw new Error('a legal move refused');
        expect(ribelleRules.view(b.state, 'table')).toEqual(ribelleRules.view(a.state, 'table'));
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(50);
  });
});
