// The engine's order of play (engine/flow.ts) on a tiny game: on your turn you attack or pass;
// an attack calls a battle (two rolls by the defender) that ends with a result the turn resumes
// with; every turn ends with an automatic procedure that runs a queue of tallies, then hands the
// turn over or ends the game. A hook declared on the battle step counts its rolls.
import { describe, expect, it } from 'vitest';
import { appendToLog, type MoveContext } from '../../../src/engine/context.ts';
import { startAt, type Frame } from '../../../src/engine/flow.ts';
import type { LogEntry } from '../../../src/engine/log.ts';
import { playout } from '../../../src/engine/playout.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { defineRules, ENGINE_REASONS } from '../../../src/engine/steps.ts';

interface SiegeState {
  rng: number[];
  flow: Frame[];
  player: 0 | 1;
  score: number[];
  tallies: number;
  rolls: number;
  log: LogEntry[];
}
type SiegeMove = { type: 'attack'; fury: 1 | 2 } | { type: 'pass' } | { type: 'roll' };
type Step = 'turn' | 'battle' | 'endTurn' | 'tally';
type C = MoveContext<SiegeState>;

const siege = defineRules<SiegeState, SiegeMove, SiegeState, Record<string, never>, Step>({
  id: 'siege',
  contentVersion: 1,
  minSeats: 2,
  maxSeats: 2,
  defaultOptions: () => ({}),
  optionsProblem: () => null,
  setup: (_o, _n, seed) => ({ rng: [...seedRng(seed)], flow: startAt('turn'), player: 0, score: [0, 0], tallies: 0, rolls: 0, log: [] }),
  draft: (s) => ({ ...s, score: s.score.slice() }),
  writeLog: appendToLog,
  view: (s) => s,
  outcome: (s) => (s.flow.length === 0 ? { winners: [s.score[0] >= 2 ? 0 : 1], reasonKey: 'siege.win' } : null),
  steps: {
    turn: {
      kind: 'siege.step.turn',
      seat: (s) => s.player,
      moves: () => [{ type: 'attack', fury: 1 }, { type: 'attack', fury: 2 }, { type: 'pass' }],
      on: {
        attack: (c, move) => {
          // The move's type is narrowed (the typecheck fails otherwise: a pass has no fury).
          const fury: 1 | 2 = move.fury;
          c.call('battle', { round: 0, fury });
        },
        pass: (c: C) => c.goto('endTurn'),
      },
      resume(c, result) {
        if ((result as { won: boolean }).won) c.s.score[c.s.player]++;
        c.goto('endTurn');
      },
    },
    battle: {
      kind: 'siege.step.battle',
      seat: (s) => 1 - s.player,
      secret: true,
      moves: () => [{ type: 'roll' }],
      on: {
        roll: (c) => {
          const { round, fury } = c.args as { round: number; fury: number };
          const die = c.rng.int(1, 6);
          if (round === 0) return c.setArgs({ round: 1, fury: fury + (die >= 4 ? 1 : 0) });
          c.end({ won: fury + (die >= 4 ? 1 : 0) >= 3 });
        },
      },
    },
    endTurn: {
      run: (c) => c.callEach([{ step: 'tally', args: 0 }, { step: 'tally', args: 1 }]),
      resume(c) {
        if (c.s.score.some((n) => n >= 2)) return c.endAll();
        c.s.player = c.s.player === 0 ? 1 : 0;
        c.goto('turn');
      },
    },
    tally: {
      run(c) {
        c.s.tallies++;
        c.log('siege.log.tally', { seat: c.args as number, score: c.s.score[c.args as number] });
        c.end();
      },
    },
  },
  after: [{ steps: ['battle'], run: (c) => c.s.rolls++ }],
});

const play = (s: SiegeState, seat: number, move: SiegeMove): SiegeState => {
  const r = siege.apply(s, seat, move);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};

describe('the order of play in the engine', () => {
  const s0 = siege.setup({}, 2, 11);

  it('names the step on top of the stack, and its seat, secrecy and moves', () => {
    expect(siege.stepOf(s0)).toBe('turn');
    expect(siege.decision(s0)).toEqual({ seat: 0, secret: false, kind: 'siege.step.turn' });
    expect(siege.legalMoves(s0, 0)).toHaveLength(3);
  });

  it('calls a sub-step with its data, and leaves the previous state alone', () => {
    const s1 = play(s0, 0, { type: 'attack', fury: 2 });
    expect(s1.flow).toEqual([{ step: 'turn' }, { step: 'battle', args: { round: 0, fury: 2 } }]);
    expect(siege.decision(s1)).toEqual({ seat: 1, secret: true, kind: 'siege.step.battle' });
    expect(s0.flow).toEqual([{ step: 'turn' }]);
  });

  it('takes only the moves the step on top handles, by own name', () => {
    const s1 = play(s0, 0, { type: 'attack', fury: 1 });
    expect(siege.apply(s1, 1, { type: 'pass' })).toEqual({ ok: false, reason: ENGINE_REASONS.wrongStep });
    for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(siege.apply(s1, 1, { type } as never)).toEqual({ ok: false, reason: ENGINE_REASONS.wrongStep });
    }
  });

  it('returns to the caller with the result, runs the procedures and the queue, and runs hooks after their steps', () => {
    let s = play(s0, 0, { type: 'attack', fury: 2 });
    s = play(s, 1, { type: 'roll' });
    expect(s.flow).toHaveLength(2);
    expect(s.rolls).toBe(1);
    const before = s;
    s = play(s, 1, { type: 'roll' });
    expect(s.rolls).toBe(2);
    // The battle ended, the turn resumed, the end of turn ran both tallies and passed the turn.
    expect(s.flow).toEqual([{ step: 'turn' }]);
    expect(s.player).toBe(1);
    expect(s.tallies).toBe(2);
    expect(s.log.map((e) => e.params?.seat)).toEqual([0, 1]);
    // The turn's resume scored the battle before the tallies ran, in queue order.
    expect(s.log[0].params?.score).toBe(s.score[0]);
    expect(before.flow).toHaveLength(2);
  });

  it('plays random games to their end, when the stack is empty', () => {
    for (let seed = 0; seed < 50; seed++) {
      const { state, ended } = playout(siege, siege.setup({}, 2, seed), new Rng(seedRng(seed)), 500);
      expect(ended).toBe(true);
      expect(state.flow).toEqual([]);
      expect(siege.decision(state)).toBeNull();
      expect(Math.max(...state.score)).toBe(2);
      expect(state.tallies).toBeGreaterThan(0);
    }
  });

  it('refuses to rest on an automatic step', () => {
    const stuck = { ...s0, flow: [{ step: 'tally', args: 0 }] };
    expect(() => siege.decision(stuck)).toThrow(/automatic step tally/);
  });
});
