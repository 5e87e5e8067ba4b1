// Determinism (a seed plus the move log replays a game exactly), the undo barriers, JSON state,
// and illegal moves: rejected with a reason key, the state untouched.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/engine/rng.ts';
import { canUndo, replay, step, type LoggedMove } from '../../../src/engine/replay.ts';
import { ENGINE_REASONS } from '../../../src/engine/steps.ts';
import {
  REASON_KEYS,
  ribelleRules,
  type RibelleMove,
  stageOf,
  type RibelleState,
} from '../../../src/games/repubblica-ribelle/rules.ts';
import { randomMove } from '../../../src/engine/playout.ts';
import { sensibleMove } from '../../../src/games/repubblica-ribelle/bot.ts';
import { json } from './helpers.ts';

/** The engine's random policy over Ribelle's legal moves, in the shape of `sensibleMove`. */
const random = (s: RibelleState, seat: number, rng: Rng) => randomMove(ribelleRules, s, seat, rng);

function playLogged(n: number, seed: number, demo: boolean, policy = sensibleMove) {
  const start = ribelleRules.setup({ demo }, n, seed);
  let s = start;
  const log: LoggedMove[] = [];
  const states: RibelleState[] = [s];
  const rng = new Rng([seed, 1, 2, 3]);
  while (!ribelleRules.outcome(s)) {
    const d = ribelleRules.decision(s)!;
    const r = step<RibelleState>(ribelleRules, s, d.seat, policy(s, d.seat, rng));
    if (!r.ok) throw new Error(r.reason);
    log.push(r.entry);
    s = r.state;
    states.push(s);
  }
  return { start, log, final: s, states };
}

describe('replay', () => {
  it('replays a game exactly from its seed and move log', () => {
    for (const [n, demo] of [
      [1, false],
      [4, true],
      [6, false],
    ] as const) {
      const { log, final } = playLogged(n, 4000 + n, demo);
      const again = replay<RibelleState>(ribelleRules, ribelleRules.setup({ demo }, n, 4000 + n), log);
      expect(again).toEqual(final);
      expect(ribelleRules.view(again, 'table')).toEqual(ribelleRules.view(final, 'table'));
      // The state is plain JSON.
      expect(json(final)).toEqual(final);
    }
  });

  it('deals differently for different seeds, identically for the same one', () => {
    const a = ribelleRules.setup({ demo: false }, 3, 1);
    const b = ribelleRules.setup({ demo: false }, 3, 1);
    const c = ribelleRules.setup({ demo: false, boards: ['rosso', 'verde', 'blu'] }, 3, 2);
    expect(a).toEqual(b);
    const d = ribelleRules.setup({ demo: false, boards: ['rosso', 'verde', 'blu'] }, 3, 1);
    expect(c.deck).not.toEqual(d.deck);
  });

  it('flags draws, shuffles and reveals as undo barriers; a Manovre move can be taken back', () => {
    const { log, states } = playLogged(3, 4100, false);
    const reveals = log.filter((e) => (e.move as RibelleMove).type === 'reveal');
    expect(reveals.length).toBeGreaterThan(0);
    expect(reveals.every((e) => e.barrier)).toBe(true);
    const i = log.findIndex((e) => (e.move as RibelleMove).type === 'move' && stageOf(states[log.indexOf(e)]) === 'maneuver');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(log[i].barrier).toBe(false);
    expect(canUndo(ribelleRules, states[i + 1], log.slice(0, i + 1), log[i].seat)).toBe(true);
  });
});

describe('illegal moves', () => {
  const junk: unknown[] = [
    null,
    42,
    {},
    { type: 'nope' },
    { type: 'chooseBoard', board: 'nero' },
    { type: 'move', piece: 'tank', from: 'montefiorino', to: 'toano' },
    { type: 'move', piece: 'dm', from: 'roma', to: 'toano' },
    { type: 'move', piece: 'dm', from: 'montefiorino', to: 'ligonchio' },
    { type: 'play', card: 'az-999' },
    { type: 'play', card: 'ld-viola-2' },
    { type: 'activate', card: 'az-001', target: { seat: 9 } },
    { type: 'score', card: 'ld-rosso-1' },
    { type: 'removeDm', at: 'roma' },
    { type: 'discard', card: 42 },
    { type: 'bonusPiece', piece: 'tank' },
    { type: 'reveal' },
    { type: 'ready' },
    { type: 'done' },
    { type: 'pass' },
    { type: 'stop' },
    { type: 'endActivation' },
  ];

  it('rejects them with a reason key and leaves the state as it was', () => {
    const { states } = playLogged(3, 4200, false, random);
    const { states: more } = playLogged(2, 4201, true, sensibleMove);
    let tried = 0;
    for (const s of [...states, ...more].filter((_, i) => i % 3 === 0)) {
      if (ribelleRules.outcome(s)) continue;
      const before = json(s);
      const d = ribelleRules.decision(s)!;
      const legal = ribelleRules.legalMoves(s, d.seat).map((m) => JSON.stringify(m));
      for (const m of junk) {
        if (legal.includes(JSON.stringify(m))) continue;
        const r = ribelleRules.apply(s, d.seat, m as RibelleMove);
        if (r.ok) continue; // e.g. 'done' or 'reveal' when they happen to be legal in another form
        expect([...REASON_KEYS, ...Object.values(ENGINE_REASONS)]).toContain(r.reason);
        tried++;
      }
      // Another seat may not move.
      const other = (d.seat + 1) % s.n;
      if (other !== d.seat) {
        const r = ribelleRules.apply(s, other, JSON.parse(legal[0]) as RibelleMove);
        expect(r).toEqual({ ok: false, reason: ENGINE_REASONS.notYourTurn });
      }
      expect(s).toEqual(before);
    }
    expect(tried).toBeGreaterThan(500);
  });

  it('accepts every legal move it lists', () => {
    const { states } = playLogged(4, 4300, false, random);
    for (const s of states.filter((_, i) => i % 7 === 0)) {
      if (ribelleRules.outcome(s)) continue;
      const d = ribelleRules.decision(s)!;
      const moves = ribelleRules.legalMoves(s, d.seat);
      expect(moves.length).toBeGreaterThan(0);
      expect(moves.length).toBeLessThan(400);
      for (const m of moves) expect(ribelleRules.apply(s, d.seat, m).ok, JSON.stringify(m)).toBe(true);
      for (let o = 0; o < s.n; o++) if (o !== d.seat) expect(ribelleRules.legalMoves(s, o)).toEqual([]);
    }
  });
});
