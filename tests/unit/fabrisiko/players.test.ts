// FabRisiko!'s app players: the sampled state shows the seat its own view (also in a battle where
// the attacker's cards are still hidden), the same choice whatever the hidden cards are, and the
// general's judgement on constructed boards (invade where the odds favour it, not where they do
// not, the cheapest casualties, aircraft flown home).
import { describe, expect, it } from 'vitest';
import { observe, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import players, { boardValue, strongCandidates } from '../../../src/games/fabrisiko/players.ts';
import { sensibleChoice } from '../../../src/games/fabrisiko/bot.ts';
import { determinize } from '../../../src/games/fabrisiko/determinize.ts';
import checks from '../../../src/games/fabrisiko/checks.ts';
import type { FabMove, FabState, FabView } from '../../../src/games/fabrisiko/rules/types.ts';
import { LINKS } from '../../../src/games/fabrisiko/rules/board.ts';
import { R, T, apply, at, game, put, stage, stepNow } from './helpers.ts';

const obsOf = (s: FabState): Observation<FabView, FabMove> => {
  const seat = R.decision(s)!.seat;
  return observe(R, s, seat, s.n) as Observation<FabView, FabMove>;
};
const choose = (s: FabState, level: 'easy' | 'normal' | 'strong' = 'normal', seed = 1): FabMove => players.choose(level, obsOf(s), new Rng(seedRng(seed)));

/** Seat 0 (Albacina) at its invasion step, with cards in every hand. */
function invading(): FabState {
  const s = game(['albacina', 'marischio', 'collamato'], 3);
  s.turnIdx = s.order.indexOf(0);
  at(s, 'invade');
  const ids = s.deck.draw.splice(0, 9);
  s.hands = [ids.slice(0, 3), ids.slice(3, 6), ids.slice(6, 9)];
  return s;
}

/** Seat `seat` holds exactly `cards`; its old cards go to the draw pile (every card still in one place). */
function give(s: FabState, seat: number, cards: string[]): void {
  s.deck.draw = s.deck.draw.concat(s.hands[seat]).filter((id) => !cards.includes(id));
  s.hands = s.hands.map((h, i) => (i === seat ? cards.slice() : h.filter((id) => !cards.includes(id))));
}

describe('determinize', () => {
  it('a defender deciding while the attacker\'s cards are hidden gets a state that shows it the same view', () => {
    let s = invading();
    s.owner[T('attiggio')] = 1;
    put(s, 1, 'inf', 'attiggio', 2);
    s.units.push({ o: 0, k: 'tank', at: T('attiggio'), n: 3, mv: 1, from: T('albacina') }, { o: 0, k: 'fighter', at: T('attiggio'), n: 1, mv: 1, from: T('albacina') });
    give(s, 0, ['armaSegreta#1', 'tradimento#1']);
    s.res[0] = 2;
    at(s, 'battles');
    s = apply(s, { type: 'battle', at: T('attiggio'), bombers: [] });
    s = apply(s, { type: 'cards', cards: ['armaSegreta#1'], aa: 0, colle: false });
    expect(stage(s)).toBe('defendCards');
    for (let seat = 0; seat < 3; seat++) {
      const v = R.view(s, seat);
      for (let k = 0; k < 5; k++) {
        const t = determinize(v, seat, new Rng(seedRng(k)));
        expect(R.view(t, seat)).toEqual(v);
        expect(checks.invariants(t)).toEqual([]);
      }
    }
    // The defender's moves in the sample are its real ones.
    const t = determinize(R.view(s, 1), 1, new Rng(seedRng(4)));
    expect(R.legalMoves(t, 1)).toEqual(R.legalMoves(s, 1));
  });

  it('refuses a view that is not the seat\'s', () => {
    const s = invading();
    expect(() => determinize(R.view(s, 1), 0, new Rng(seedRng(1)))).toThrow();
  });
});

describe('the normal general', () => {
  it('walks into an empty frazione next door', () => {
    const s = invading();
    put(s, 0, 'inf', 'albacina', 4);
    const m = choose(s);
    expect(m.type).toBe('move');
    const mv = m as Extract<FabMove, { type: 'move' }>;
    expect(s.owner[mv.to]).toBe(-1);
  });

  it('invades a weak neighbour, not a strong one', () => {
    const weak = invading();
    weak.owner.fill(0);
    weak.owner[T('marischio')] = 1;
    weak.owner[T('collamato')] = 2;
    weak.owner[T('ca-maiano')] = 1;
    put(weak, 0, 'inf', 'albacina', 6);
    put(weak, 0, 'tank', 'albacina', 4);
    put(weak, 1, 'inf', 'ca-maiano', 1);
    const m = choose(weak) as Extract<FabMove, { type: 'move' }>;
    expect(m).toMatchObject({ type: 'move', to: T('ca-maiano') });

    const strong = structuredClone(weak);
    strong.units = strong.units.filter((u) => u.at !== T('ca-maiano'));
    put(strong, 1, 'tank', 'ca-maiano', 12);
    expect(choose(strong)).toEqual({ type: 'next' });
  });

  it('takes the cheapest casualties and flies its aircraft home after a battle', () => {
    let s = invading();
    s.owner[T('ca-maiano')] = 1;
    put(s, 1, 'inf', 'ca-maiano', 1);
    s.units.push({ o: 0, k: 'fighter', at: T('ca-maiano'), n: 2, mv: 1, from: T('albacina') });
    for (let seat = 0; seat < 3; seat++) give(s, seat, []);
    at(s, 'battles');
    s = apply(s, choose(s));
    for (let i = 0; i < 200 && stepNow(s) === 'battle'; i++) {
      const m = choose(s);
      if (m.type === 'losses') expect(m.take.fighter).toBe(0);
      s = apply(s, m);
    }
    expect(stepNow(s)).toBe('regroup');
    // Aircraft cannot conquer: they fly back to a territory of their own.
    expect(choose(s)).toMatchObject({ type: 'move', from: T('ca-maiano'), kind: 'fighter' });
  });

  it('never declares the Tournament\'s time up, at either level', () => {
    const s = invading();
    s.options = { tournament: true, physicalDice: false };
    put(s, 0, 'inf', 'albacina', 1);
    for (let k = 0; k < 30; k++) {
      expect(choose(s, 'easy', k).type).not.toBe('timeUp');
      expect(choose(s, 'normal', k).type).not.toBe('timeUp');
    }
  });
});

describe('near victory', () => {
  /**
   * Seat 0 (Marischio) holds 21 of the 23 territories it needs with 3 players; the rest are held
   * by small garrisons that the usual caution (0.7 odds, pickets on every frontier) would not
   * attack with the units at hand. Seat 0 plays last, so the count is checked right after it.
   */
  function nearWin(): FabState {
    const s = game(['marischio', 'albacina', 'collamato'], 2);
    const byDistance = [...Array(35).keys()].sort((a, b) => distance(T('marischio'), a) - distance(T('marischio'), b));
    const mine = byDistance.filter((t) => t !== T('albacina') && t !== T('collamato')).slice(0, 21);
    s.owner = s.owner.map((_, t) => (mine.includes(t) ? 0 : distance(T('albacina'), t) <= distance(T('collamato'), t) ? 1 : 2));
    s.owner[T('albacina')] = 1;
    s.owner[T('collamato')] = 2;
    s.units = [];
    put(s, 1, 'inf', 'albacina', 8);
    put(s, 2, 'inf', 'collamato', 8);
    for (let t = 0; t < 35; t++) {
      if (s.owner[t] === 0) {
        const front = LINKS[t].some((l) => s.owner[l.to] !== 0);
        if (front) put(s, 0, 'inf', t, 3), put(s, 0, 'tank', t, 1);
      } else if (t !== T('albacina') && t !== T('collamato')) put(s, s.owner[t], 'inf', t, 5);
    }
    put(s, 0, 'inf', 'marischio', 3);
    s.order = [1, 2, 0];
    s.turnIdx = 2;
    at(s, 'invade');
    for (let seat = 0; seat < 3; seat++) give(s, seat, []);
    return s;
  }

  it('goes for the win: from 21 of 23 territories it takes the rest within two rounds', () => {
    let s = nearWin();
    expect(s.owner.filter((o) => o === 0)).toHaveLength(21);
    const rngs = [1, 2, 3].map((k) => new Rng(seedRng(k)));
    for (let i = 0; i < 20_000 && !s.winners && s.globalTurn <= 3; i++) {
      const seat = R.decision(s)!.seat;
      s = apply(s, players.choose('normal', observe(R, s, seat, 3) as Observation<FabView, FabMove>, rngs[seat]));
    }
    expect(s.winners).toEqual([0]);
    expect(s.globalTurn).toBeLessThanOrEqual(3);
  });

  it('attacks at odds it would otherwise wait on, only when near the count', () => {
    const s = nearWin();
    const first = choose(s);
    expect(first).toMatchObject({ type: 'move' });
    expect(s.owner[(first as Extract<FabMove, { type: 'move' }>).to]).not.toBe(0);
    // The same board with fewer territories held: the cautious general waits.
    const far = structuredClone(s);
    const held = far.owner.flatMap((o, t) => (o === 0 && !LINKS[t].some((l) => far.owner[l.to] !== 0) && t !== T('marischio') ? [t] : []));
    for (const t of held.slice(0, 6)) far.owner[t] = -1;
    const m = choose(far);
    expect(m.type === 'next' || far.owner[(m as Extract<FabMove, { type: 'move' }>).to] === -1).toBe(true);
  });
});

/** Steps between two territories over the map's borders. */
function distance(from: number, to: number): number {
  const d = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const t = queue.shift()!;
    for (const l of LINKS[t]) if (!d.has(l.to)) d.set(l.to, d.get(t)! + 1), queue.push(l.to);
  }
  return d.get(to) ?? 99;
}

describe('the strong general', () => {
  /** Seat 0 at its invasion step beside Ca' Maiano (seat 1's), with `inf` and `tanks` at home against `def` infantry there. */
  function facing(inf: number, tanks: number, def: number): FabState {
    const s = invading();
    // Seat 0 holds the 18 territories nearest home (short of pushing for the win), seat 2 the rest.
    const near = [...Array(35).keys()].sort((a, b) => distance(T('albacina'), a) - distance(T('albacina'), b)).slice(0, 18);
    s.owner = s.owner.map((_, t) => (near.includes(t) ? 0 : 2));
    s.owner[T('marischio')] = 1;
    s.owner[T('collamato')] = 2;
    s.owner[T('ca-maiano')] = 1;
    put(s, 0, 'inf', 'albacina', inf);
    put(s, 0, 'tank', 'albacina', tanks);
    put(s, 1, 'inf', 'ca-maiano', def);
    return s;
  }
  const planOf = (s: FabState): FabMove => sensibleChoice(R.view(s, 0), 0, obsOf(s).moves, new Rng(seedRng(1)), false);

  it('judges where the plan starts an invasion or stops, against stopping or a bolder general; nothing else', () => {
    const s = facing(6, 2, 4);
    const plan = planOf(s);
    expect(plan).toMatchObject({ type: 'move', to: T('ca-maiano') });
    expect(strongCandidates(obsOf(s), plan, new Rng(seedRng(1)))).toEqual([plan, { type: 'next' }]);
    // Walking into an empty frazione is the plan's alone.
    const empty = invading();
    put(empty, 0, 'inf', 'albacina', 4);
    const walk = planOf(empty);
    expect(walk.type).toBe('move');
    expect(strongCandidates(obsOf(empty), walk, new Rng(seedRng(1)))).toBeNull();
    // Outside the invasion the plan plays unjudged.
    const buying = at(facing(6, 2, 4), 'buy');
    buying.res[0] = 10;
    expect(strongCandidates(obsOf(buying), planOf(buying), new Rng(seedRng(1)))).toBeNull();
  });

  it('offers the bolder invasion where the plan would wait, and the samples may take it', () => {
    // Five infantry against three: the plan wants 70 % odds this early, a bolder general 45 %.
    const s = facing(5, 0, 3);
    const plan = planOf(s);
    expect(plan).toEqual({ type: 'next' });
    const c = strongCandidates(obsOf(s), plan, new Rng(seedRng(1)));
    expect(c).toEqual([{ type: 'next' }, { type: 'move', from: T('albacina'), to: T('ca-maiano'), kind: 'inf', n: 1 }]);
    // Every seed's search finds the frazione worth the infantry it costs.
    for (const seed of [1, 2, 3]) expect(choose(s, 'strong', seed)).toEqual(c![1]);
    expect(choose(s, 'normal')).toEqual({ type: 'next' });
  });

  it('takes a frazione the samples show is there for the taking, and plays a legal move deterministically', () => {
    const s = facing(6, 2, 1);
    const a = choose(s, 'strong', 5);
    expect(a).toMatchObject({ type: 'move', to: T('ca-maiano') });
    expect(choose(s, 'strong', 5)).toEqual(a);
  });

  it('is honest at a judged decision: the same choice whatever the other hands and the deck hold', () => {
    const s = facing(6, 2, 4);
    const obs = obsOf(s);
    for (let k = 0; k < 3; k++) {
      const other = checks.reshuffleHidden(s, 0, new Rng(seedRng(100 + k)));
      expect(other.hands[1]).not.toEqual(s.hands[1]);
      const obs2 = obsOf(other);
      expect(obs2).toEqual(obs);
      expect(players.choose('strong', obs2, new Rng(seedRng(9)))).toEqual(players.choose('strong', obs, new Rng(seedRng(9))));
    }
  });

  it('values the board as the seats\' shares: they sum to one, and a conquest raises the conqueror\'s', () => {
    const s = facing(6, 2, 4);
    const sum = [0, 1, 2].reduce((x, seat) => x + boardValue(s, seat), 0);
    expect(sum).toBeCloseTo(1, 9);
    const taken = structuredClone(s);
    taken.owner[T('ca-maiano')] = 0;
    taken.units = taken.units.filter((u) => u.at !== T('ca-maiano'));
    expect(boardValue(taken, 0)).toBeGreaterThan(boardValue(s, 0));
    expect(boardValue(taken, 1)).toBeLessThan(boardValue(s, 1));
  });
});
