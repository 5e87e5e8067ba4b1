import { describe, expect, it } from 'vitest';
import { SENATE_CARDS, activeTrack, type PowerCard } from '../../../src/games/rubico/content.ts';
import { DECISION_KINDS, REASON_KEYS, cardKind, cardRef, cardsInPlay, marciaPlaces, needNow, stepsToNextCastrum, tallyReveal, stageOf, type MarciaKind, type RubicoState } from '../../../src/games/rubico/rules.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import { ENGINE_REASONS } from '../../../src/engine/steps.ts';
import { act, arrange, choose, clone, kindsOf, play, refuse, rules, suggestAll } from './helpers.ts';

const tally = (kinds: MarciaKind[], n = 5, extra: Partial<Parameters<typeof tallyReveal>[1]> = {}) =>
  tallyReveal(kinds, { n, vesta: false, effects: [], iuno: false, ...extra });

/** A game with n players, Caesar at `pos`, chosen powers, in turn 1's suggest step. */
function game(n: number, opts: { pos?: number; powers?: (PowerCard | null)[]; seed?: number; first?: number } = {}): RubicoState {
  let s = rules.setup({ firstCenturion: opts.first ?? 0 }, n, opts.seed ?? 7);
  s = { ...s, pos: opts.pos ?? 0, powers: opts.powers ?? s.powers };
  while (stageOf(s) === 'roles') s = act(s, { type: 'ack' });
  return s;
}

/** Index into the row of the Senate card with this id. */
const senateIndex = (id: string) => SENATE_CARDS.findIndex((c) => c.id === id);

/** Replays `s` with different RNG states until the reveal order satisfies `ok`. */
function revealUntil(s: RubicoState, ok: (kinds: MarciaKind[]) => boolean): RubicoState {
  for (let seed = 0; seed < 5000; seed++) {
    const r = play({ ...s, rng: seedRng(seed) }, s.centurion, { type: 'reveal' });
    if (ok(r.played.map(cardKind))) return r;
  }
  throw new Error('no seed gives that order');
}

describe('Rubico setup', () => {
  it('deals roles, power cards and the Senate row for every count', () => {
    const reds: Record<number, number> = { 3: 2, 4: 2, 5: 3, 6: 3, 7: 4 };
    for (let n = 3; n <= 7; n++) {
      for (let seed = 0; seed < 20; seed++) {
        const s = rules.setup({ firstCenturion: n - 1 }, n, seed);
        expect(s.roles.filter((r) => r === 'red').length).toBe(reds[n]);
        expect(s.roles.filter((r) => r === 'blue').length).toBe(n - reds[n]);
        if (n === 3) expect(s.powers).toEqual([null, null, null]);
        else {
          expect(s.powers.every((p) => p !== null)).toBe(true);
          expect(new Set(s.powers).size).toBe(n);
        }
        expect(s.senate[0]).toBe(0);
        expect([...s.senate].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
        expect(s.pos).toBe(0);
        expect(s.centurion).toBe(n - 1);
        expect(rules.decision(s)).toEqual({ seat: 0, secret: true, kind: 'rubico.step.roles' });
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      }
    }
  });

  it('starts turn 1 after every role is seen: draws per the table, the Centurion draws none', () => {
    for (let n = 3; n <= 7; n++) {
      let s = rules.setup({ firstCenturion: 1 }, n, 3);
      for (let seat = 0; seat < n; seat++) {
        expect(rules.decision(s)!.seat).toBe(seat);
        s = play(s, seat, { type: 'ack' });
      }
      expect(s.turn).toBe(1);
      expect(stageOf(s)).toBe('suggest');
      const k = n <= 4 ? 4 : 3;
      s.hands.forEach((h, seat) => expect(h.length).toBe(seat === 1 ? 0 : k));
      expect(s.deck.length).toBe(cardsInPlay(n).length - (n - 1) * k);
      expect(marciaPlaces(s).sort((a, b) => a - b)).toEqual([...cardsInPlay(n)].sort((a, b) => a - b));
      expect(s.need).toBe(stepsToNextCastrum(n, 0) + 2);
      expect(rules.decision(s)).toEqual({ seat: 2 % n, secret: true, kind: DECISION_KINDS.suggest });
    }
  });

  it('rejects bad set-up options', () => {
    expect(() => rules.setup({ firstCenturion: 5 }, 5, 1)).toThrow();
    expect(() => rules.setup({ firstCenturion: 0 }, 8, 1)).toThrow();
    expect(() => rules.setup({ firstCenturion: 0 }, 2, 1)).toThrow();
    expect(rules.defaultOptions(4)).toEqual({ firstCenturion: 0 });
  });
});

describe('Rubico role step and the Senate recognition', () => {
  it('at 5 and 7 players tells blue seats the other blues and red seats only that it happened', () => {
    for (const n of [5, 7]) {
      const s = rules.setup({ firstCenturion: 0 }, n, 11);
      const blues = s.roles.flatMap((r, i) => (r === 'blue' ? [i] : []));
      for (let seat = 0; seat < n; seat++) {
        const me = rules.view(s, seat).me!;
        expect(me.role).toBe(s.roles[seat]);
        expect(me.recognitionHappened).toBe(true);
        if (s.roles[seat] === 'blue') expect(me.allies).toEqual(blues.filter((b) => b !== seat));
        else expect(me.allies).toBeNull();
        // Same shape for every seat.
        expect(Object.keys(me).sort()).toEqual(Object.keys(rules.view(s, 0).me!).sort());
      }
    }
  });

  it('at 3, 4 and 6 players tells nobody anything', () => {
    for (const n of [3, 4, 6]) {
      const s = rules.setup({ firstCenturion: 0 }, n, 11);
      for (let seat = 0; seat < n; seat++) {
        const me = rules.view(s, seat).me!;
        expect(me.recognitionHappened).toBe(false);
        expect(me.allies).toBeNull();
        expect(me.power).toBe(s.powers[seat]);
      }
    }
  });
});

describe('Rubico Centurion choice (rulebook example, 5 players, Caesar 2 steps from the Castrum)', () => {
  // 5 players: the active track is Ravenna, Ariminum, Ancona, Corfinium, Roma; from Ancona (2)
  // Roma, the last Castrum, is 2 steps away.
  const base = () => suggestAll(game(5, { pos: 2, powers: [null, null, null, null, null] }));

  it('asks for 4 cards', () => {
    const s = base();
    expect(activeTrack(5)[2].id).toBe('ancona');
    expect(s.need).toBe(4);
    expect(rules.view(s, 'table').needNow).toBe(4);
    expect(rules.decision(s)).toEqual({ seat: 0, secret: false, kind: 'rubico.step.choose' });
  });

  it('accepts 1 from each of 4 players, 2 + 2, and 1 + 1 + 2', () => {
    for (const picks of [
      [[1, 0], [2, 0], [3, 0], [4, 0]],
      [[1, 0], [1, 1], [3, 2], [3, 0]],
      [[2, 1], [4, 0], [1, 0], [1, 2]],
    ] as [number, number][][]) {
      const s = choose(base(), picks);
      expect(stageOf(s)).toBe('reveal');
    }
  });

  it('refuses a third card from the same player, a fifth card, and confirming too early', () => {
    let s = base();
    s = act(s, { type: 'take', seat: 1, slot: 0 });
    s = act(s, { type: 'take', seat: 1, slot: 1 });
    refuse(s, 0, { type: 'take', seat: 1, slot: 2 }, 'rubico.error.seatLimit');
    refuse(s, 0, { type: 'confirm' }, 'rubico.error.needNotReached');
    refuse(s, 0, { type: 'take', seat: 1, slot: 1 }, 'rubico.error.alreadyTaken');
    refuse(s, 0, { type: 'take', seat: 0, slot: 0 }, 'rubico.error.badSeat');
    refuse(s, 0, { type: 'take', seat: 2, slot: 3 }, 'rubico.error.badSlot');
    refuse(s, 0, { type: 'untake', seat: 2, slot: 0 }, 'rubico.error.notTaken');
    s = act(s, { type: 'take', seat: 2, slot: 0 });
    s = act(s, { type: 'take', seat: 3, slot: 0 });
    refuse(s, 0, { type: 'take', seat: 4, slot: 0 }, 'rubico.error.needReached');
    // Giving a card back makes room again.
    s = act(s, { type: 'untake', seat: 3, slot: 0 });
    expect(s.taken[3]).toEqual([]);
    s = act(s, { type: 'take', seat: 4, slot: 0 });
    expect(rules.legalMoves(s, 0)).toEqual([{ type: 'confirm' }]);
    s = act(s, { type: 'confirm' });
    expect(stageOf(s)).toBe('reveal');
  });

  it('lists takes (never past the limits) and confirm only when ready', () => {
    let s = base();
    expect(rules.legalMoves(s, 0).length).toBe(12);
    s = act(s, { type: 'take', seat: 1, slot: 0 });
    s = act(s, { type: 'take', seat: 1, slot: 2 });
    const moves = rules.legalMoves(s, 0);
    expect(moves.some((m) => m.type === 'take' && m.seat === 1)).toBe(false);
    expect(moves.some((m) => m.type === 'confirm')).toBe(false);
    expect(rules.legalMoves(s, 1)).toEqual([]);
  });

  it('caps the number at what can be taken (ruling)', () => {
    const s = { ...base(), need: 99 };
    expect(needNow(s)).toBe(8);
  });
});

describe('Rubico reveal: Giano, counting, Senate calls', () => {
  it('rulebook example: red, Giano, blue + Pompeo gives 1 step and 1 Senate card (2 at 3 players)', () => {
    const t5 = tally(['red', 'giano', 'blue', 'pompeo'], 5);
    expect([t5.red, t5.blue, t5.pompeo, t5.steps, t5.senateCalls]).toEqual([2, 1, 1, 1, 1]);
    expect(t5.cards[1]).toEqual({ kind: 'giano', counts: 'red', note: null });
    const t3 = tally(['red', 'giano', 'blue', 'pompeo'], 3);
    expect(t3.senateCalls).toBe(2);
  });

  it('the same example played on the table', () => {
    let s = suggestAll(game(5, { powers: [null, null, null, null, null] }));
    s = arrange(s, { 1: ['red', 'blue', 'blue'], 2: ['giano', 'blue', 'blue'], 3: ['blue', 'red', 'red'], 4: ['pompeo', 'red', 'red'] });
    s = choose(s, [[1, 0], [2, 0], [3, 0]]);
    expect(s.need).toBe(3);
    // need is 3 here (Caesar 1 step from Ariminum); Minerva-free: add the Pompeo by hand.
    s = { ...s, forced: [[], [], [], [], [0]] };
    const r = revealUntil(s, (k) => k.join() === 'red,giano,blue,pompeo');
    expect(r.lastReveal!.red).toBe(2);
    expect(r.lastReveal!.blue).toBe(1);
    expect(r.lastReveal!.moved).toBe(1);
    expect(r.lastReveal!.senateFlipped).toEqual([0]);
    expect(r.senateUp).toBe(1);
    expect(r.pos).toBe(1);
    expect(r.lastReveal!.stoppedAtCastrum).toBe(true);
    expect(stageOf(r)).toBe('endTurn');
  });

  it('a Giano revealed first has no effect; consecutive Gianos copy the same card', () => {
    const a = tally(['giano', 'red']);
    expect(a.cards[0]).toEqual({ kind: 'giano', counts: null, note: 'gianoFirst' });
    expect(a.red).toBe(1);
    const b = tally(['giano', 'giano', 'blue']);
    expect(b.cards.map((c) => c.counts)).toEqual([null, null, 'blue']);
    const c = tally(['blue', 'giano', 'giano', 'red']);
    expect([c.blue, c.red, c.steps]).toEqual([3, 1, 0]);
    const d = tally(['red', 'giano', 'blue', 'giano', 'giano']);
    expect([d.red, d.blue, d.steps]).toEqual([2, 3, 0]);
    const e = tally(['pompeo', 'giano', 'red']);
    expect([e.pompeo, e.senateCalls]).toEqual([2, 2]);
  });

  it('Pompeo is not blue; the blue threshold is 2 (1 at 3 players)', () => {
    expect(tally(['blue', 'red', 'red'], 5).senateCalls).toBe(0);
    expect(tally(['blue', 'red', 'red'], 3).senateCalls).toBe(1);
    expect(tally(['blue', 'blue', 'red'], 5).senateCalls).toBe(1);
    expect(tally(['pompeo', 'pompeo', 'red'], 7)).toMatchObject({ blue: 0, senateCalls: 2, steps: 1 });
    expect(tally(['pompeo', 'blue', 'blue', 'pompeo'], 7).senateCalls).toBe(3);
    expect(tally(['blue', 'blue', 'blue', 'red']).steps).toBe(0);
  });

  it('Senate effects add virtual cards; Iuno adds 2 red and a Pompeo; Vesta cancels as ruled', () => {
    expect(tally(['red'], 5, { effects: ['plusRed', 'plusRed'] })).toMatchObject({ red: 3, steps: 3 });
    expect(tally(['blue'], 5, { effects: ['plusBlue'] })).toMatchObject({ blue: 2, senateCalls: 1 });
    expect(tally([], 5, { iuno: true })).toMatchObject({ red: 2, pompeo: 1, steps: 2, senateCalls: 1 });
    const v = tally(['red', 'giano', 'pompeo', 'giano'], 5, { vesta: true, iuno: true, effects: ['plusRed', 'plusBlue'] });
    expect(v).toMatchObject({ red: 3, blue: 0, pompeo: 0, steps: 3, senateCalls: 0, virtual: { red: 2, blue: 0, pompeo: 0 } });
    expect(v.cards.map((c) => c.note)).toEqual([null, 'cancelled', 'cancelled', 'cancelled']);
    // Vesta does not cancel the blue threshold.
    expect(tally(['blue', 'blue'], 5, { vesta: true }).senateCalls).toBe(1);
  });
});

describe('Rubico advance and victory', () => {
  it('stops at the first Castrum even with steps to spare', () => {
    let s = suggestAll(game(5, { powers: [null, null, null, null, null] }));
    s = arrange(s, { 1: ['red', 'red', 'red'], 2: ['red', 'red', 'blue'] });
    s = choose(s, [[1, 0], [1, 1], [2, 0]]);
    s = act(s, { type: 'reveal' });
    expect(s.lastReveal).toMatchObject({ steps: 3, moved: 1, from: 0, to: 1, stoppedAtCastrum: true, senateCalls: 0 });
    expect(s.pos).toBe(1);
    // Next turn: the need is counted from Ariminum to Roma.
    s = act(s, { type: 'next' });
    expect(s.centurion).toBe(1);
    expect(s.need).toBe(stepsToNextCastrum(5, 1) + 2);
    expect(s.need).toBe(5);
  });

  it('red wins at once on reaching Roma, without a Senate phase', () => {
    let s = suggestAll(game(5, { pos: 3, powers: [null, null, null, null, null] }));
    s = arrange(s, { 1: ['red', 'pompeo', 'blue'], 2: ['red', 'blue', 'blue'] });
    s = choose(s, [[1, 0], [1, 1], [2, 0]]);
    s = act(s, { type: 'reveal' });
    expect(s.lastReveal).toMatchObject({ red: 2, pompeo: 1, steps: 2, moved: 1, to: 4, senateCalls: 0, winner: 'red' });
    expect(stageOf(s)).toBe('over');
    expect(s.senateUp).toBe(0);
    const o = rules.outcome(s)!;
    expect(o.reasonKey).toBe('rubico.win.caesar');
    expect(o.details).toEqual({ faction: 'red' });
    expect(o.winners).toEqual(s.roles.flatMap((r, i) => (r === 'red' ? [i] : [])));
    expect(rules.decision(s)).toBeNull();
    expect(rules.activeSeats(s)).toEqual([]);
    refuse(s, 0, { type: 'next' }, ENGINE_REASONS.gameOver);
  });

  it('blue wins at once when 4 face-up Senate cards show one legion', () => {
    let s = suggestAll(game(5, { powers: [null, null, null, null, null] }));
    const row = [0, senateIndex('senato-plus-blue'), senateIndex('senato-plus-red-a'), senateIndex('senato-discard-random')];
    const rest = [1, 2, 3, 4, 5, 6, 7].filter((i) => !row.includes(i));
    s = { ...s, senate: [...row, ...rest], senateUp: 3, senateTurn: [0, 0, 0] };
    s = arrange(s, { 1: ['pompeo', 'blue', 'blue'], 2: ['blue', 'red', 'red'] });
    s = choose(s, [[1, 0], [1, 1], [2, 0]]);
    s = act(s, { type: 'reveal' });
    expect(s.lastReveal!.senateCalls).toBe(2);
    expect(s.lastReveal!.senateFlipped).toEqual([3]);
    expect(s.senateUp).toBe(4);
    const o = rules.outcome(s)!;
    expect(o.reasonKey).toBe('rubico.win.senate');
    expect(o.winners).toEqual(s.roles.flatMap((r, i) => (r === 'blue' ? [i] : [])));
    expect(rules.view(s, 'table').legionCounts).toEqual({ I: 4, XV: 0 });
  });

  it('the jolly counts for both legions', () => {
    let s = suggestAll(game(5, { powers: [null, null, null, null, null] }));
    const row = [0, senateIndex('senato-extra-draw'), senateIndex('senato-plus-red-b'), senateIndex('senato-plus-red-c'), senateIndex('senato-jolly')];
    const rest = [1, 2, 3, 4, 5, 6, 7].filter((i) => !row.includes(i));
    s = { ...s, senate: [...row, ...rest], senateUp: 4, senateTurn: [0, 0, 0, 0] };
    s = arrange(s, { 1: ['pompeo', 'red', 'red'], 2: ['red', 'red', 'red'] });
    s = choose(s, [[1, 0], [2, 1], [2, 0]]);
    s = act(s, { type: 'reveal' });
    expect(s.senateUp).toBe(5);
    expect(rules.outcome(s)!.reasonKey).toBe('rubico.win.senate');
  });
});

describe('Rubico Senate effects', () => {
  /** Turn 1 flips the card with `id` (placed first after the void card, which is flipped too). */
  function withActive(id: string): RubicoState {
    let s = suggestAll(game(5, { powers: [null, null, null, null, null] }));
    const idx = senateIndex(id);
    s = { ...s, senate: [0, idx, ...[1, 2, 3, 4, 5, 6, 7].filter((i) => i !== idx)] };
    s = arrange(s, { 1: ['pompeo', 'blue', 'blue'], 2: ['blue', 'red', 'red'] });
    s = choose(s, [[1, 0], [1, 1], [2, 0]]);
    s = act(s, { type: 'reveal' });
    expect(s.lastReveal!.senateFlipped).toEqual([0, 1]);
    expect(rules.view(s, 'table').activeEffects.next).toEqual(['void', SENATE_CARDS[idx].effect]);
    s = act(s, { type: 'next' });
    expect(s.active).toEqual([0, 1]);
    expect(rules.view(s, 'table').activeEffects.senate).toEqual(['void', SENATE_CARDS[idx].effect]);
    return suggestAll(s);
  }

  it('plusRed counts one more red card, for this turn only', () => {
    let s = withActive('senato-plus-red-a');
    s = arrange(s, { 2: ['red', 'red', 'red'], 3: ['red', 'blue', 'blue'] });
    const before = s.pos;
    s = choose(s, [[2, 0], [2, 1], [3, 1]]);
    s = act(s, { type: 'reveal' });
    expect(s.lastReveal).toMatchObject({ red: 3, blue: 1, virtual: { red: 1, blue: 0, pompeo: 0 } });
    expect(s.pos).toBe(before + 1);
    s = act(s, { type: 'next' });
    expect(s.active).toEqual([]);
  });

  it('plusBlue counts one more blue card (also for the threshold)', () => {
    let s = withActive('senato-plus-blue');
    s = arrange(s, { 2: ['red', 'red', 'red'], 3: ['blue', 'red', 'red'] });
    s = choose(s, [[2, 0], [3, 0], [3, 1]]);
    s = act(s, { type: 'reveal' });
    expect(s.lastReveal).toMatchObject({ red: 2, blue: 2, steps: 0, senateCalls: 1 });
  });

  it('extraDraw adds the top card of the deck to the chosen ones', () => {
    let s = withActive('senato-extra-draw');
    const deckBefore = s.deck.length;
    const top = s.deck[s.deck.length - 1];
    s = choose(s, [[2, 0], [3, 0], [4, 0]]);
    s = act(s, { type: 'reveal' });
    expect(s.played.length).toBe(4);
    expect(s.played).toContain(top);
    expect(s.deck.length).toBe(deckBefore - 1);
    expect(s.lastReveal!.extraDrawn).toBe(true);
    expect(marciaPlaces(s).length).toBe(cardsInPlay(5).length);
  });

  it('discardRandom discards one chosen card unseen', () => {
    let s = withActive('senato-discard-random');
    s = choose(s, [[2, 0], [3, 0], [4, 0]]);
    s = act(s, { type: 'reveal' });
    expect(s.played.length).toBe(2);
    expect(s.discard.length).toBe(1);
    expect(s.lastReveal!.discardedUnseen).toBe(1);
    expect(rules.view(s, 'table').lastReveal!.cards.length).toBe(2);
    const hidden = cardRef(s.discard[0]).id;
    for (let v = 0; v < 5; v++) expect(JSON.stringify(rules.view(s, v === 0 ? 'table' : v))).not.toContain(hidden);
    expect(marciaPlaces(s).length).toBe(cardsInPlay(5).length);
  });

  it('the void card and the jolly have no effect', () => {
    let s = withActive('senato-jolly');
    s = arrange(s, { 2: ['red', 'red', 'red'], 3: ['red', 'blue', 'blue'] });
    s = choose(s, [[2, 0], [2, 1], [3, 1]]);
    s = act(s, { type: 'reveal' });
    expect(s.lastReveal!.virtual).toEqual({ red: 0, blue: 0, pompeo: 0 });
    expect(s.lastReveal!.extraDrawn).toBe(false);
    expect(s.lastReveal!.discardedUnseen).toBe(0);
  });
});

describe('Rubico power cards', () => {
  const P5: (PowerCard | null)[] = [null, 'venus', 'minerva', 'roma', 'fortuna'];

  it('Venus/Eris cover one of your own cards: the Centurion cannot take it, nor Minerva force it', () => {
    let s = game(5, { powers: P5 });
    s = act(s, { type: 'suggest', order: [2, 0, 1], power: { card: 'venus', slot: 1 } });
    expect(s.covered[1]).toBe(1);
    expect(s.usedPowers).toEqual([{ seat: 1, card: 'venus', turn: 1, step: 'suggest', seatTarget: null, slot: 1, dir: null }]);
    const table = rules.view(s, 'table');
    expect(table.rows[1]).toMatchObject({ placed: true, suggested: 0, covered: 1 });
    expect(table.seats[1]).toEqual({ seat: 1, holdsPower: false, used: 'venus' });
    s = suggestAll(s);
    refuse(s, 0, { type: 'take', seat: 1, slot: 1 }, 'rubico.error.covered');
    expect(rules.legalMoves(s, 0).some((m) => m.type === 'take' && m.seat === 1 && m.slot === 1)).toBe(false);
    s = choose(s, [[1, 0], [3, 0], [4, 0]]);
    // Power step: Minerva (seat 2) may not force the covered card.
    expect(rules.decision(s)).toEqual({ seat: 2, secret: true, kind: 'rubico.step.power' });
    refuse(s, 2, { type: 'power', use: { card: 'minerva', seat: 1, slot: 1 } }, 'rubico.error.covered');
  });

  it('Venus cannot be played after the choice, Minerva and Roma not before it', () => {
    let s = game(5, { powers: P5 });
    refuse(s, 1, { type: 'suggest', order: [0, 1, 2], power: { card: 'minerva', seat: 2, slot: 0 } }, 'rubico.error.noPower');
    s = act(s, { type: 'suggest', order: [0, 1, 2] });
    refuse(s, 2, { type: 'suggest', order: [0, 1, 2], power: { card: 'minerva', seat: 3, slot: 0 } }, 'rubico.error.powerNotNow');
    s = suggestAll(s);
    s = choose(s, [[1, 0], [2, 0], [3, 0]]);
    // Every holder is asked, the Venus holder too (only passing is open to it).
    expect(rules.decision(s)!.seat).toBe(1);
    expect(rules.legalMoves(s, 1)).toEqual([{ type: 'power', use: null }]);
    refuse(s, 1, { type: 'power', use: { card: 'venus', slot: 0 } }, 'rubico.error.powerNotNow');
    refuse(s, 1, { type: 'power', use: { card: 'iuno' } }, 'rubico.error.noPower');
    refuse(s, 1, { type: 'power' }, ENGINE_REASONS.badMove);
    s = act(s, { type: 'power', use: null });
    expect(rules.decision(s)!.seat).toBe(2);
  });

  it('Minerva/Cibelis make the Centurion take a chosen card too, beyond the number and the 2-per-player limit', () => {
    for (const card of ['minerva', 'cibelis'] as const) {
      let s = suggestAll(game(5, { powers: [null, null, card, null, null] }));
      s = choose(s, [[1, 0], [1, 1], [3, 0]]);
      expect(rules.decision(s)!.seat).toBe(2);
      refuse(s, 2, { type: 'power', use: { card, seat: 2, slot: 0 } }, 'rubico.error.badSeat');
      refuse(s, 2, { type: 'power', use: { card, seat: 0, slot: 0 } }, 'rubico.error.badSeat');
      refuse(s, 2, { type: 'power', use: { card, seat: 1, slot: 0 } }, 'rubico.error.alreadyTaken');
      const forcedCard = s.hands[1][2];
      s = act(s, { type: 'power', use: { card, seat: 1, slot: 2 } });
      expect(s.forced[1]).toEqual([2]);
      expect(stageOf(s)).toBe('reveal');
      expect(rules.view(s, 'table').rows[1]).toMatchObject({ taken: [0, 1], forced: [2] });
      s = act(s, { type: 'reveal' });
      expect(s.played.length).toBe(4);
      expect(s.played).toContain(forcedCard);
      expect(s.hands[1]).toEqual([-1, -1, -1]);
    }
  });

  it('Roma shows one untaken card of another player to its player only, in a private peek step', () => {
    let s = suggestAll(game(5, { powers: [null, null, null, 'roma', null] }));
    s = choose(s, [[1, 0], [2, 0], [4, 0]]);
    refuse(s, 3, { type: 'power', use: { card: 'roma', seat: 1, slot: 0 } }, 'rubico.error.alreadyTaken');
    const seen = s.hands[1][2];
    s = act(s, { type: 'power', use: { card: 'roma', seat: 1, slot: 2 } });
    expect(rules.decision(s)).toEqual({ seat: 3, secret: true, kind: 'rubico.step.peek' });
    const me = rules.view(s, 3).me!;
    expect(me.pendingPeek).toMatchObject({ seat: 1, slot: 2, card: { kind: cardKind(seen) } });
    const id = me.pendingPeek!.card.id;
    expect(JSON.stringify(rules.view(s, 'table'))).not.toContain(id);
    for (const other of [0, 2, 4]) expect(JSON.stringify(rules.view(s, other))).not.toContain(id);
    // Seat 1 owns the card: it sees it in its own hand, not as a peek.
    expect(rules.view(s, 1).me!.peeks).toEqual([]);
    s = act(s, { type: 'ack' });
    expect(stageOf(s)).toBe('reveal');
    expect(rules.view(s, 3).me!.pendingPeek).toBeNull();
    expect(rules.view(s, 3).me!.peeks.length).toBe(1);
  });

  it('Fortuna moves Caesar one cell without changing the number of cards, never behind the start', () => {
    let s = game(5, { powers: [null, null, null, null, 'fortuna'] });
    s = act(s, { type: 'suggest', order: [0, 1, 2] });
    s = act(s, { type: 'suggest', order: [0, 1, 2] });
    s = act(s, { type: 'suggest', order: [0, 1, 2] });
    refuse(s, 4, { type: 'suggest', order: [0, 1, 2], power: { card: 'fortuna', dir: -1 } }, 'rubico.error.fortunaAtStart');
    refuse(s, 4, { type: 'suggest', order: [0, 1, 2], power: { card: 'fortuna', dir: 2 } }, ENGINE_REASONS.badMove);
    s = act(s, { type: 'suggest', order: [0, 1, 2], power: { card: 'fortuna', dir: 1 } });
    expect(s.pos).toBe(1);
    expect(s.need).toBe(3);
    expect(stageOf(s)).toBe('choose');
  });

  it('Fortuna into Roma wins for Caesar at once (ruling)', () => {
    let s = game(5, { pos: 3, powers: [null, 'fortuna', null, null, null] });
    s = act(s, { type: 'suggest', order: [0, 1, 2], power: { card: 'fortuna', dir: 1 } });
    expect(s.pos).toBe(4);
    expect(rules.outcome(s)!.reasonKey).toBe('rubico.win.caesar');
  });

  it('Vesta cancels Senate effects, Pompeo and Giano this turn; Iuno adds 2 red and a Pompeo', () => {
    let s = suggestAll(game(5, { powers: [null, 'vesta', 'iuno', null, null] }));
    s = { ...s, active: [0, 1], senate: [0, senateIndex('senato-plus-blue'), ...[1, 2, 3, 4, 5, 6, 7].filter((i) => i !== senateIndex('senato-plus-blue'))], senateUp: 2, senateTurn: [0, 0] };
    s = arrange(s, { 1: ['red', 'pompeo', 'giano'], 3: ['giano', 'red', 'red'] });
    s = choose(s, [[1, 0], [1, 1], [3, 0]]);
    s = act(s, { type: 'power', use: { card: 'vesta' } });
    s = act(s, { type: 'power', use: { card: 'iuno' } });
    expect(s.vesta && s.iuno).toBe(true);
    s = act(s, { type: 'reveal' });
    expect(s.lastReveal).toMatchObject({ vesta: true, red: 3, blue: 0, pompeo: 0, senateCalls: 0, virtual: { red: 2, blue: 0, pompeo: 0 } });
    expect(s.pos).toBe(1);
    expect(s.usedPowers.map((u) => u.card)).toEqual(['vesta', 'iuno']);
    s = act(s, { type: 'next' });
    expect(s.vesta || s.iuno).toBe(false);
  });

  it('a used power card is gone for good; the power step is skipped when nobody holds one, and at 3 players', () => {
    let s = suggestAll(game(4, { powers: [null, 'iuno', null, null] }));
    s = choose(s, [[1, 0], [2, 0], [3, 0]]);
    expect(stageOf(s)).toBe('power');
    s = act(s, { type: 'power', use: { card: 'iuno' } });
    s = act(s, { type: 'reveal' });
    if (stageOf(s) === 'over') return;
    s = suggestAll(act(s, { type: 'next' }));
    const need = needNow(s);
    const picks: [number, number][] = [];
    for (let seat = 0; seat < 4 && picks.length < need; seat++) {
      if (seat === s.centurion) continue;
      picks.push([seat, 0]);
      if (picks.length < need) picks.push([seat, 1]);
    }
    s = choose(s, picks);
    expect(stageOf(s)).toBe('reveal');
    let t = suggestAll(game(3));
    t = choose(t, [[1, 0], [1, 1], [2, 0]]);
    expect(stageOf(t)).toBe('reveal');
  });

  it('marks power plays, reveals and new turns as undo barriers, plain layouts and takes not', () => {
    let s = game(5, { powers: [null, 'venus', null, 'vesta', null] });
    const plain = rules.apply(s, 1, { type: 'suggest', order: [0, 1, 2] });
    expect(plain.ok && !plain.barrier).toBe(true);
    const covered = rules.apply(s, 1, { type: 'suggest', order: [0, 1, 2], power: { card: 'venus', slot: 2 } });
    expect(covered.ok && covered.barrier).toBe(true);
    s = suggestAll(s);
    const take = rules.apply(s, 0, { type: 'take', seat: 1, slot: 0 });
    expect(take.ok && !take.barrier).toBe(true);
    s = choose(s, [[1, 0], [2, 0], [3, 0]]);
    s = act(s, { type: 'power', use: null });
    const vesta = rules.apply(s, 3, { type: 'power', use: { card: 'vesta' } });
    expect(vesta.ok && vesta.barrier).toBe(true);
    s = act(s, { type: 'power', use: null });
    const reveal = rules.apply(s, 0, { type: 'reveal' });
    expect(reveal.ok && reveal.barrier).toBe(true);
  });

  it('the Centurion is never asked for a power', () => {
    let s = suggestAll(game(5, { powers: ['iuno', 'vesta', null, null, null] }));
    s = choose(s, [[1, 0], [2, 0], [3, 0]]);
    expect(s.queue).toEqual([1]);
  });
});

describe('Rubico turn flow and bad input', () => {
  it('passes the Centurion clockwise and reshuffles every Marcia card each turn', () => {
    let s = suggestAll(game(6, { first: 5, powers: [null, null, null, null, null, null] }));
    expect(rules.decision(s)!.seat).toBe(5);
    s = choose(s, [[0, 0], [1, 0], [2, 0]]);
    s = act(s, { type: 'reveal' });
    if (stageOf(s) === 'over') return;
    expect(rules.decision(s)).toEqual({ seat: 5, secret: false, kind: 'rubico.step.endTurn' });
    s = act(s, { type: 'next' });
    expect(s.centurion).toBe(0);
    expect(s.turn).toBe(2);
    expect(s.hands[0]).toEqual([]);
    expect(s.played).toEqual([]);
    expect(marciaPlaces(s).length).toBe(cardsInPlay(6).length);
    expect(rules.decision(s)!.seat).toBe(1);
  });

  it('refuses wrong seats, wrong steps and malformed moves, changing nothing', () => {
    const s = game(5, { powers: [null, 'venus', null, null, null] });
    refuse(s, 2, { type: 'suggest', order: [0, 1, 2] }, ENGINE_REASONS.notYourTurn);
    refuse(s, 1, { type: 'take', seat: 2, slot: 0 }, ENGINE_REASONS.wrongStep);
    refuse(s, 1, null, ENGINE_REASONS.badMove);
    refuse(s, 1, { nope: 1 }, ENGINE_REASONS.badMove);
    refuse(s, 1, { type: 'suggest', order: [0, 0, 1] }, 'rubico.error.badOrder');
    refuse(s, 1, { type: 'suggest', order: [0, 1] }, 'rubico.error.badOrder');
    refuse(s, 1, { type: 'suggest', order: 'abc' }, 'rubico.error.badOrder');
    refuse(s, 1, { type: 'suggest', order: [0, 1, 2], power: { card: 'venus', slot: 3 } }, 'rubico.error.badSlot');
    refuse(s, 1, { type: 'suggest', order: [0, 1, 2], power: { card: 'eris', slot: 0 } }, 'rubico.error.noPower');
    refuse(s, 1, { type: 'suggest', order: [0, 1, 2], power: 'venus' }, ENGINE_REASONS.badMove);
    const reasons = new Set<string>(REASON_KEYS);
    expect(reasons.size).toBe(REASON_KEYS.length);
    for (const r of reasons) expect(r.startsWith('rubico.error.')).toBe(true);
  });

  it('lays out the row as ordered: order[0] is the suggested card', () => {
    let s = game(5, { powers: [null, null, null, null, null] });
    const hand = s.hands[1].slice();
    s = act(s, { type: 'suggest', order: [2, 0, 1] });
    expect(s.hands[1]).toEqual([hand[2], hand[0], hand[1]]);
    expect(rules.view(s, 1).me!.hand.map((c) => c.slot)).toEqual([0, 1, 2]);
    expect(rules.view(s, 1).me!.hand[0].kind).toBe(cardKind(hand[2]));
  });

  it('keeps the state JSON round-trip safe and never mutates the input', () => {
    const rng = new Rng(seedRng(5));
    let s = game(7);
    for (let i = 0; i < 300 && stageOf(s) !== 'over'; i++) {
      const d = rules.decision(s)!;
      const moves = rules.legalMoves(s, d.seat);
      const m = moves[rng.int(0, moves.length - 1)];
      const before = clone(s);
      const r = rules.apply(s, d.seat, m);
      expect(r.ok).toBe(true);
      expect(s).toEqual(before);
      if (r.ok) s = r.state;
      expect(clone(s)).toEqual(s);
    }
    expect(kindsOf(marciaPlaces(s))).toEqual(kindsOf(cardsInPlay(7)));
  });
});
