// The step table and the move context on a tiny game: a counter race where each seat in turn
// adds 1 or 2 (a public step), then rolls a secret die every third turn.
import { describe, expect, it } from 'vitest';
import { appendToLog, MoveContext } from '../../../src/engine/context.ts';
import { defineRules, ENGINE_REASONS } from '../../../src/engine/steps.ts';
import { formatLogEntry, logOf, logParams, PLAIN_LOG, type LogEntry, type LogFormat } from '../../../src/engine/log.ts';
import { seedRng, Rng } from '../../../src/engine/rng.ts';
import { playout, randomMove } from '../../../src/engine/playout.ts';
import { canUndo, replay } from '../../../src/engine/replay.ts';

interface RaceState {
  rng: number[];
  n: number;
  turn: number;
  totals: number[];
  die: number | null;
  step: 'add' | 'roll' | 'over';
  log: LogEntry[];
}
type RaceMove = { type: 'add'; by: 1 | 2 } | { type: 'roll' };

const race = defineRules<RaceState, RaceMove, RaceState, Record<string, never>, 'add' | 'roll'>({
  id: 'race',
  contentVersion: 1,
  minSeats: 2,
  maxSeats: 3,
  defaultOptions: () => ({}),
  optionsProblem: () => null,
  setup: (_o, n, seed) => ({ rng: [...seedRng(seed)], n, turn: 0, totals: new Array(n).fill(0), die: null, step: 'add', log: [] }),
  stepOf: (s) => (s.step === 'over' ? null : s.step),
  draft: (s) => ({ ...s, totals: s.totals.slice() }),
  writeLog: appendToLog,
  view: (s) => s,
  outcome: (s) => (s.step === 'over' ? { winners: [s.totals.indexOf(Math.max(...s.totals))], reasonKey: 'race.win' } : null),
  steps: {
    add: {
      kind: 'race.step.add',
      seat: (s) => s.turn % s.n,
      accepts: ['add'],
      moves: () => [{ type: 'add', by: 1 }, { type: 'add', by: 2 }],
      apply(c, seat, move) {
        if (move.type !== 'add' || (move.by !== 1 && move.by !== 2)) return 'race.error.by';
        c.s.totals[seat] += move.by;
        c.log('race.log.add', { seat, by: move.by });
        if (c.s.totals[seat] >= 6) c.s.step = 'over';
        else if (c.s.turn % 3 === 2) c.s.step = 'roll';
        else c.s.turn++;
      },
    },
    roll: {
      kind: (s) => (s.die === null ? 'race.step.roll' : 'race.step.reroll'),
      seat: (s) => s.turn % s.n,
      secret: true,
      accepts: ['roll'],
      moves: () => [{ type: 'roll' }],
      apply(c, seat) {
        c.s.die = c.rng.int(1, 6);
        c.barrier();
        c.log('race.log.rolled', { seat });
        c.s.turn++;
        c.s.step = 'add';
      },
    },
  },
});

describe('defineRules', () => {
  const s0 = race.setup({}, 2, 7);

  it('derives decision, active seats and legal moves from the step table', () => {
    expect(race.decision(s0)).toEqual({ seat: 0, secret: false, kind: 'race.step.add' });
    expect(race.activeSeats(s0)).toEqual([0]);
    expect(race.legalMoves(s0, 0)).toHaveLength(2);
    expect(race.legalMoves(s0, 1)).toEqual([]);
  });

  it('makes the opening checks once, with the shared reasons, and leaves the state alone', () => {
    const before = JSON.stringify(s0);
    expect(race.apply(s0, 1, { type: 'add', by: 1 })).toEqual({ ok: false, reason: ENGINE_REASONS.notYourTurn });
    expect(race.apply(s0, 0, null as never)).toEqual({ ok: false, reason: ENGINE_REASONS.badMove });
    expect(race.apply(s0, 0, { type: 'roll' })).toEqual({ ok: false, reason: ENGINE_REASONS.wrongStep });
    expect(race.apply(s0, 0, { type: 'add', by: 3 } as never)).toEqual({ ok: false, reason: 'race.error.by' });
    expect(JSON.stringify(s0)).toBe(before);
    const over = { ...s0, step: 'over' as const };
    expect(race.apply(over, 0, { type: 'add', by: 1 })).toEqual({ ok: false, reason: ENGINE_REASONS.gameOver });
    expect(race.decision(over)).toBeNull();
    expect(race.activeSeats(over)).toEqual([]);
  });

  it('applies on a working copy, writes the log once and never touches the RNG unless asked', () => {
    const r = race.apply(s0, 0, { type: 'add', by: 2 });
    if (!r.ok) throw new Error(r.reason);
    expect(r.state.totals).toEqual([2, 0]);
    expect(s0.totals).toEqual([0, 0]);
    expect(r.state.log).toEqual([{ key: 'race.log.add', params: { seat: 0, by: 2 } }]);
    expect(s0.log).toEqual([]);
    expect(r.state.rng).toBe(s0.rng); // shared, not even copied
    expect(r.barrier).toBeUndefined();
  });

  it('stores the RNG back, flags barriers, and derives a secret, state-dependent decision', () => {
    let s = s0;
    for (let i = 0; i < 3; i++) {
      const d = race.decision(s)!;
      const r = race.apply(s, d.seat, { type: 'add', by: 1 });
      if (!r.ok) throw new Error(r.reason);
      s = r.state;
    }
    expect(race.decision(s)).toEqual({ seat: 0, secret: true, kind: 'race.step.roll' });
    const r = race.apply(s, 0, { type: 'roll' });
    if (!r.ok) throw new Error(r.reason);
    expect(r.barrier).toBe(true);
    expect(r.state.rng).not.toEqual(s.rng);
    expect(r.state.die).toBeGreaterThanOrEqual(1);
    expect(r.state.die).toBeLessThanOrEqual(6);
    // Replaying the same moves gives the same die.
    const again = race.apply(s, 0, { type: 'roll' });
    expect(again.ok && again.state.die).toBe(r.state.die);
  });

  it('plays seeded random games to the end, replayably, with no undo past the roll', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const start = race.setup({}, 3, seed);
      const p = playout(race, start, new Rng(seedRng(seed)), 200);
      expect(p.ended).toBe(true);
      expect(replay(race, start, p.log)).toEqual(p.state);
      p.log.forEach((m, i) => {
        if (m.move && (m.move as RaceMove).type === 'roll') expect(m.barrier, `move ${i}`).toBe(true);
      });
      expect(canUndo(race, p.state, p.log, p.log.at(-1)!.seat)).toBe(false);
    }
  });

  it('randomMove picks among legal moves only', () => {
    const rng = new Rng(seedRng(3));
    const seen = new Set<number>();
    for (let i = 0; i < 50; i++) seen.add((randomMove(race, s0, 0, rng) as { by: number }).by);
    expect([...seen].sort()).toEqual([1, 2]);
    expect(randomMove(race, s0, 1, rng)).toBeNull();
  });
});

describe('MoveContext', () => {
  it('opens the RNG lazily and writes nothing when nothing happened', () => {
    const s = { rng: [...seedRng(1)], log: [] as LogEntry[] };
    const c = new MoveContext({ ...s });
    const done = c.finish(appendToLog);
    expect(done.rng).toBe(s.rng);
    expect(done.log).toBe(s.log);
    expect(c.isBarrier).toBe(false);
  });
});

describe('log', () => {
  const t = (key: string, p?: Record<string, string | number>) => `${key}${p ? JSON.stringify(p) : ''}`;
  const FORMAT: LogFormat = {
    types: { seat: 'seat', victim: 'seat', card: 'key', at: 'node', list: 'list' },
    byKey: { 'x.log.betray': { from: 'seat', to: 'seat' } },
    say: { node: (v) => `node ${String(v)}`, list: (v) => (Array.isArray(v) ? v.join('+') : '') },
  };
  it('says each parameter by its declared type, never by its name or by how its value looks', () => {
    const text = formatLogEntry(
      { key: 'x.log', params: { seat: 1, victim: 0, seatTarget: 0, card: 'x.card.red', why: 'x.why.looks.like.a.key', n: 2, yes: true, at: 3, list: [1, 2], other: [1], none: null } },
      FORMAT,
      ['Anna', 'Bruno'],
      (key, p) => (key.startsWith('x.card.') ? 'red card' : `${key}${p ? JSON.stringify(p) : ''}`),
    );
    // seatTarget is not declared a seat: its name no longer makes it one; why is not declared a key: it stays as written.
    expect(text).toBe('x.log{"seat":"Bruno","victim":"Anna","seatTarget":0,"card":"red card","why":"x.why.looks.like.a.key","n":2,"yes":"true","at":"node 3","list":"1+2"}');
    expect(formatLogEntry({ key: 'x.log', params: { seat: 5 } }, FORMAT, ['Anna'], t)).toBe('x.log{"seat":"#6"}');
  });
  it('gives a parameter another type in the entries that say so', () => {
    expect(logParams({ key: 'x.log.betray', params: { from: 0, to: 1 } }, FORMAT, ['Anna', 'Bruno'], t)).toEqual({ from: 'Anna', to: 'Bruno' });
    expect(logParams({ key: 'x.log.move', params: { from: 0, to: 1 } }, FORMAT, ['Anna', 'Bruno'], t)).toEqual({ from: 0, to: 1 });
    expect(logParams({ key: 'x.log', params: { seat: 0, card: 'x.card.red' } }, PLAIN_LOG, ['Anna'], t)).toEqual({ seat: 0, card: 'x.card.red' });
  });
  it('reads a view\'s log or none', () => {
    expect(logOf({ log: [{ key: 'a' }] })).toEqual([{ key: 'a' }]);
    expect(logOf(null)).toEqual([]);
    expect(logOf({ log: 3 })).toEqual([]);
  });
});
