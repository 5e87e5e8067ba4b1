import { describe, expect, it } from 'vitest';
import { BOARDS, MISSIONS } from '../../../src/games/repubblica-ribelle/content.ts';
import { ribelleRules, stageOf, type RibelleState } from '../../../src/games/repubblica-ribelle/rules.ts';
import { act, cardId, cardPlaces, clearHands, give, json, loc, next, pick, setMission, skipToMission, start } from './helpers.ts';

describe('set-up (Preparazione della partita)', () => {
  it('lets the boards be chosen on the table from the first player clockwise, then prepares the rest', () => {
    let s: RibelleState = ribelleRules.setup({ demo: false, firstPlayer: 2 }, 4, 5);
    expect(stageOf(s)).toBe('board');
    expect(s.deck).toHaveLength(0);
    const order: number[] = [];
    for (const b of ['verde', 'rosso', 'arancio', 'blu']) {
      const d = ribelleRules.decision(s)!;
      expect(d).toMatchObject({ secret: false, kind: 'ribelle.step.board' });
      order.push(d.seat);
      if (b === 'rosso') {
        const bad = ribelleRules.apply(s, d.seat, { type: 'chooseBoard', board: 'verde' });
        expect(bad).toEqual({ ok: false, reason: 'ribelle.error.boardTaken' });
      }
      s = act(s, d.seat, { type: 'chooseBoard', board: b as 'rosso' });
    }
    expect(order).toEqual([2, 3, 0, 1]);
    expect(stageOf(s)).toBe('staff');
    expect(s.seats.map((x) => BOARDS[x.board].id)).toEqual(['arancio', 'blu', 'verde', 'rosso']);
  });

  it('places the pieces, builds the mission deck (4 of phase I over 6 of phase II), deals 5 cards, health 3', () => {
    const s = start(4, 9);
    for (const x of s.seats) {
      const b = BOARDS[x.board];
      expect(x.base).toBe(loc(b.base[0]));
      expect(x.cp.filter((l) => l === x.base)).toHaveLength(1);
      expect(x.dm.filter((l) => l === loc('montefiorino'))).toHaveLength(1);
      expect(x.dm.filter((l) => l < 0)).toHaveLength(2);
      expect(x.cp.filter((l) => l < 0)).toHaveLength(2);
      expect(x.support).toBe(b.centre);
      expect(x.hand).toHaveLength(5);
      expect(x.leader1).toBe('hand');
      expect(x.leader2).toBe('side');
    }
    // The first round has drawn the first phase-I mission.
    const deck = [s.mission, ...s.missions];
    expect(deck.map((m) => MISSIONS[m].phase)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    expect(s.health).toBe(3);
    expect(s.players).toBe(4);
    expect(cardPlaces(s).sort((a, b) => a - b)).toEqual(Array.from({ length: 114 }, (_, i) => i));
  });

  it('prepares the demonstration game: one mission per type in phase I, two in phase II, health 2', () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = start(3, seed, true);
      const deck = [s.mission, ...s.missions].map((m) => MISSIONS[m]);
      expect(deck.map((m) => m.phase)).toEqual([1, 1, 1, 2, 2]);
      expect(deck.slice(0, 3).map((m) => m.kind).sort()).toEqual(['military', 'political', 'social']);
      expect(s.health).toBe(2);
    }
  });

  it('adds automated partisans: two for one player, one for two, so at least three factions play', () => {
    expect(start(1).auto).toBe(2);
    expect(start(1).players).toBe(3);
    expect(start(2).auto).toBe(1);
    expect(start(3).auto).toBe(0);
    expect(ribelleRules.minSeats).toBe(1);
    expect(ribelleRules.maxSeats).toBe(6);
  });

  it('rejects bad options', () => {
    expect(() => ribelleRules.setup({ demo: false }, 0, 1)).toThrow();
    expect(() => ribelleRules.setup({ demo: false }, 7, 1)).toThrow();
    expect(() => ribelleRules.setup({ demo: false, firstPlayer: 3 }, 3, 1)).toThrow();
    expect(() => ribelleRules.setup({ demo: false, boards: ['rosso', 'rosso'] }, 2, 1)).toThrow();
    expect(() => ribelleRules.setup({ demo: false, boards: ['nero'] }, 1, 1)).toThrow();
  });
});

describe('the round', () => {
  it('1 Stato Maggiore: the first player reads the mission to all; a political mission asks for silence', () => {
    const s = start(3, 2);
    setMission(s, 'P11');
    const v = ribelleRules.view(s, 'table');
    expect(v.decision).toEqual({ seat: 0, secret: false, kind: 'ribelle.step.staff' });
    expect(v.mission?.code).toBe('P11');
    expect(v.talk).toBe('silent');
    expect(v.helpKey).toBe('ribelle.help.staffSilent');
    expect(v.objectives).toBe(3);
    setMission(s, 'S11');
    expect(ribelleRules.view(s, 'table').talk).toBe('free');
    setMission(s, 'M12');
    expect(ribelleRules.view(s, 'table')).toMatchObject({ talk: 'free', helpKey: 'ribelle.help.staff', target: 21 });
  });

  it('2 Manovre: movement points from the support track, roads only, first Radici move free, any locality', () => {
    let s = start(3, 3);
    s = next(s, { type: 'ready' });
    expect(ribelleRules.decision(s)).toEqual({ seat: 0, secret: false, kind: 'ribelle.step.maneuver' });
    expect(s.mp).toBe(3);
    // Not adjacent: Montefiorino to Ligonchio.
    const before = json(s);
    const far = ribelleRules.apply(s, 0, { type: 'move', piece: 'dm', from: 'montefiorino', to: 'ligonchio' });
    expect(far).toEqual({ ok: false, reason: 'ribelle.error.notAdjacent' });
    expect(s).toEqual(before);
    // Free along the Radici: Montefiorino -> Cerredolo.
    s = act(s, 0, { type: 'move', piece: 'dm', from: 'montefiorino', to: 'cerredolo' });
    expect(s.mp).toBe(3);
    expect(s.radiciUsed).toBe(true);
    // The second Radici move costs 1: Cerredolo -> Baiso, standing on San Cassiano.
    s = act(s, 0, { type: 'move', piece: 'dm', from: 'cerredolo', to: 'sancassiano' });
    expect(s.mp).toBe(2);
    // A secondary road: Baiso -> Toano (Cavola).
    s = act(s, 0, { type: 'move', piece: 'dm', from: 'sancassiano', to: 'cavola' });
    s = act(s, 0, { type: 'move', piece: 'dm', from: 'cavola', to: 'cerredolo' });
    expect(s.mp).toBe(0);
    const tired = ribelleRules.apply(s, 0, { type: 'move', piece: 'dm', from: 'cerredolo', to: 'montefiorino' });
    expect(tired).toEqual({ ok: false, reason: 'ribelle.error.noMovement' });
    expect(ribelleRules.legalMoves(s, 0)).toEqual([{ type: 'endManeuver' }]);
    s = act(s, 0, { type: 'endManeuver' });
    expect(ribelleRules.decision(s)?.seat).toBe(1);
    expect(s.seats[0].dm).toContain(loc('cerredolo'));
  });

  it('3 Missione, military: starting left of the first player, each plays any number face down', () => {
    let s = start(3, 4);
    setMission(s, 'M11');
    s = skipToMission(s);
    const d = ribelleRules.decision(s)!;
    expect(d).toEqual({ seat: 1, secret: true, kind: 'ribelle.step.playMilitary' });
    const hand = s.seats[1].hand.map(cardId);
    s = act(s, 1, { type: 'play', card: hand[0] });
    s = act(s, 1, { type: 'play', card: hand[1] });
    s = act(s, 1, { type: 'play', card: 'ld-verde-1' });
    const v = ribelleRules.view(s, 'table');
    expect(v.seats[1].playedCount).toBe(3);
    expect(v.seats[1].handSize).toBe(3);
    expect(v.seats[1].leaderHeld).toBe(true);
    s = act(s, 1, { type: 'done' });
    s = act(s, 2, { type: 'done' });
    s = act(s, 0, { type: 'done' });
    expect(ribelleRules.decision(s)).toEqual({ seat: 0, secret: false, kind: 'ribelle.step.reveal' });
  });

  it('3 Missione, political/social: play one or pass, round and round until all have passed', () => {
    let s = start(3, 5);
    setMission(s, 'S11');
    s = skipToMission(s);
    const seen: string[] = [];
    let guard = 0;
    while (stageOf(s) === 'mission' && guard++ < 40) {
      const d = ribelleRules.decision(s)!;
      expect(d.kind).toBe('ribelle.step.playOne');
      const x = s.seats[d.seat];
      // Seat 1 plays two cards, seat 2 one, seat 0 passes at once.
      const want = d.seat === 1 ? 2 : d.seat === 2 ? 1 : 0;
      if (x.played.length < want) {
        s = act(s, d.seat, { type: 'play', card: cardId(x.hand[0]) });
        seen.push(`${d.seat}p`);
      } else {
        s = act(s, d.seat, { type: 'pass' });
        seen.push(`${d.seat}x`);
      }
    }
    expect(seen).toEqual(['1p', '2p', '0x', '1p', '2x', '1x']);
    expect(stageOf(s)).toBe('reveal');
  });

  it('4 Risoluzione: the reveal is an undo barrier; 5 Rifornimenti; 6 the token passes right and flips', () => {
    let s = start(4, 6);
    setMission(s, 'M11');
    s = skipToMission(s);
    s = next(s, { type: 'done' });
    s = next(s, { type: 'done' });
    s = next(s, { type: 'done' });
    s = next(s, { type: 'done' });
    const hands = s.seats.map((x) => x.hand.length);
    const r = ribelleRules.apply(s, 0, { type: 'reveal' });
    expect(r.ok && r.barrier).toBe(true);
    s = (r as { state: RibelleState }).state;
    // Nobody played: the mission fails (no card on any box: Perdere tutto, -1 support each).
    while (stageOf(s) === 'tasks') {
      const d = ribelleRules.decision(s)!;
      const m = ribelleRules.legalMoves(s, d.seat).find((x) => x.type === 'endActivation' || x.type === 'removeDm' || x.type === 'discard')!;
      s = act(s, d.seat, m);
    }
    expect(s.health).toBe(2);
    // Phase I: 1 card each; Cumer shown: the Stella boards (rosso, blu) draw one more. The failure
    // cost one support (limit 4 cards), so the excess was discarded at the end of the round.
    const stella = s.seats.map((x) => BOARDS[x.board].faction === 'stella');
    const supply = s.logs[s.logs.length - 2].filter((e) => e.key === 'ribelle.log.supply' || e.key === 'ribelle.log.supplyExtra');
    expect(supply.map((e) => e.params.seat)).toEqual([0, 1, 2, 3, 0, 2]);
    s.seats.forEach((x, i) => expect(x.hand.length).toBe(Math.min(hands[i] + 1 + (stella[i] ? 1 : 0), 4)));
    expect(s.first).toBe(3);
    expect(s.token).toBe('alleati');
    expect(s.round).toBe(2);
    expect(s.seats.map((x) => x.support)).toEqual([3, 3, 3, 3]);
  });

  it('6 Fine del round: cards over the hand limit are discarded by the owner, in private', () => {
    let s = start(3, 7);
    setMission(s, 'S12');
    clearHands(s);
    give(s, 1, pick(() => true, 7));
    s = skipToMission(s);
    while (stageOf(s) === 'mission') s = next(s, { type: 'pass' });
    s = next(s, { type: 'reveal' });
    while (stageOf(s) === 'tasks') {
      const d = ribelleRules.decision(s)!;
      if (d.kind === 'ribelle.step.discard') break;
      const m = ribelleRules.legalMoves(s, d.seat).find((x) => x.type === 'endActivation' || x.type === 'score')!;
      s = act(s, d.seat, m);
    }
    const d = ribelleRules.decision(s)!;
    expect(d).toEqual({ seat: 1, secret: true, kind: 'ribelle.step.discard' });
    // Support went down (failed social mission + Perdere tutto): limit 4, hand 7 + 1 drawn.
    const x = s.seats[1];
    const limit = BOARDS[x.board].track[x.support].hand;
    expect(ribelleRules.view(s, 1).me!.over).toBe(x.hand.length - limit);
    while (ribelleRules.decision(s)?.kind === 'ribelle.step.discard') s = next(s, { type: 'discard', card: cardId(s.seats[1].hand[0]) });
    expect(s.seats[1].hand.length).toBe(limit);
    expect(stageOf(s)).toBe('staff');
  });
});
