// Mission outcomes per legend, the passage to phase II, defeat and the final scoring.
import { describe, expect, it } from 'vitest';
import { ACTION_CARDS, BOARDS, MISSIONS, RESOURCES } from '../../../src/games/repubblica-ribelle/content.ts';
import { ENGINE_REASONS } from '../../../src/engine/steps.ts';
import { finalScores, ribelleRules, stageOf, type RibelleState } from '../../../src/games/repubblica-ribelle/rules.ts';
import { act, cardId, cardPlaces, clearHands, drive, give, loc, missionIdx, next, pick, playMission, setMission, skipToMission, start } from './helpers.ts';

const quietIn = (phase: 1 | 2) => (c: (typeof ACTION_CARDS)[number]) =>
  RESOURCES.some((r) => r.phase !== phase && r.id === c.activation);
const ids = (xs: number[]) => xs.map(cardId);

/** A crafted phase-II state at the Stato Maggiore. */
function phaseTwo(n: number, seed: number): RibelleState {
  const s = start(n, seed);
  s.phase = 2;
  s.missions = s.missions.filter((m) => MISSIONS[m].phase === 2);
  for (const x of s.seats) {
    x.leader1 = 'kept';
    x.leader2 = 'hand';
    x.dm = [-1, -1, -1];
    x.cp = [-1, -1, -1];
    x.base = loc(BOARDS[x.board].base[1]);
  }
  return s;
}

describe('mission outcomes', () => {
  it('political success: thresholds remove objectives, the best gets a CP, support and a card; the lowest (ties too) lose support', () => {
    let s = start(3, 31);
    setMission(s, 'P11'); // 6-7 removes one, 8+ removes two; 3 objectives
    clearHands(s);
    const eight = pick((c) => quietIn(1)(c) && c.political === 4, 2);
    const six = pick((c) => quietIn(1)(c) && c.political === 3, 4, eight);
    give(s, 0, eight);
    give(s, 1, six.slice(0, 2));
    give(s, 2, six.slice(2, 4));
    // No CP in Montefiorino's territory, no base there: totals are the cards.
    s = skipToMission(s);
    s = playMission(s, { 0: ids(eight), 1: ids(six.slice(0, 2)), 2: ids(six.slice(2, 4)) });
    s = next(s, { type: 'reveal' });
    // Seat 0 is counted first and puts its political card before the others are counted.
    expect(ribelleRules.decision(s)).toEqual({ seat: 0, secret: true, kind: 'ribelle.step.scorePile' });
    s = drive(s);
    const res = s.lastRes!;
    expect(res.seats.map((r) => [r.total, r.reached, r.removed])).toEqual([
      [8, 2, 2],
      [6, 1, 1],
      [6, 1, 0],
    ]);
    expect(res.success).toBe(true);
    expect(res.lowest).toEqual([1, 2]);
    expect(s.seats[0].cp.filter((l) => l === s.seats[0].base)).toHaveLength(2);
    expect(s.seats.map((x) => x.piles[1].length)).toEqual([1, 1, 1]);
    expect(s.seats.map((x) => x.support)).toEqual([5, 3, 3]);
    expect(s.health).toBe(3);
  });

  it('political failure follows the legend as printed: military box card and a DM lost, health -1', () => {
    let s = start(3, 32);
    setMission(s, 'P12');
    s = skipToMission(s);
    s = playMission(s, {});
    s = next(s, { type: 'reveal' });
    s = drive(s);
    expect(s.health).toBe(2);
    expect(s.seats.every((x) => x.dm.every((l) => l < 0))).toBe(true);
    expect(s.seats.map((x) => x.support)).toEqual([3, 3, 3]); // Perdere tutto: empty military boxes
  });

  it('social failure: a card from the social box (or support) and one support each, health -1', () => {
    let s = start(3, 33);
    setMission(s, 'S12');
    const [c] = s.deck.slice(0, 1);
    s.deck = s.deck.slice(1);
    s.seats[2].piles[2] = [c];
    s = skipToMission(s);
    s = playMission(s, {});
    s = next(s, { type: 'reveal' });
    s = drive(s);
    expect(s.seats.map((x) => x.support)).toEqual([2, 2, 3]);
    expect(s.seats[2].piles[2]).toEqual([]);
    expect(s.health).toBe(2);
  });

  it('M14 (+missione): everyone scores a card then draws; the single best also wins the mission card (2 points)', () => {
    let s = start(3, 34);
    setMission(s, 'M14'); // difficulty 8 x 3 = 24
    clearHands(s);
    const fours = pick((c) => quietIn(1)(c) && c.military === 4, 7);
    give(s, 0, fours.slice(0, 3));
    give(s, 1, fours.slice(3, 5));
    give(s, 2, fours.slice(5, 7));
    s = skipToMission(s);
    s = playMission(s, { 0: ids(fours.slice(0, 3)), 1: ids(fours.slice(3, 5)), 2: ids(fours.slice(5, 7)) });
    s = next(s, { type: 'reveal' });
    expect(s.res!.teamTotal).toBeGreaterThanOrEqual(24);
    expect(s.res!.highest).toEqual({ kind: 'seat', seat: 0 });
    s = drive(s);
    expect(s.seats.map((x) => x.piles[0].length)).toEqual([2, 1, 1]);
    expect(s.seats[0].won).toEqual([missionIdx('M14')]);
    expect(s.seats[0].dm.filter((l) => l >= 0)).toHaveLength(1);
  });

  it('P24: reaching 8 brings back a used leader (else a political card); the single best wins the card', () => {
    let s = phaseTwo(3, 35);
    setMission(s, 'P24'); // 8-10 one objective, 11+ two
    clearHands(s);
    s.seats[0].leader2 = 'played';
    const four = pick((c) => quietIn(2)(c) && c.political === 4, 5);
    give(s, 0, four.slice(0, 2)); // 8
    give(s, 1, four.slice(2, 5)); // 12
    s = skipToMission(s);
    s = playMission(s, { 0: ids(four.slice(0, 2)), 1: ids(four.slice(2, 5)) });
    s = next(s, { type: 'reveal' });
    s = drive(s);
    expect(s.lastRes!.seats.map((r) => r.reached)).toEqual([1, 2, 0]);
    expect(s.lastRes!.success).toBe(true);
    expect(s.seats[0].leader2).toBe('hand');
    expect(s.lastRes!.highest).toEqual({ kind: 'seat', seat: 1 });
    expect(s.seats[1].won).toEqual([missionIdx('P24')]);
    expect(s.seats.map((x) => x.piles[1].length)).toEqual([0, 1, 0]);
  });

  it('P24 failure: everyone loses the leader (Perdere tutto if already used) and a political card, health -1', () => {
    let s = phaseTwo(3, 36);
    setMission(s, 'P24');
    s.seats[2].leader2 = 'played';
    s = skipToMission(s);
    s = playMission(s, {});
    s = next(s, { type: 'reveal' });
    s = drive(s);
    expect(s.seats.map((x) => x.leader2)).toEqual(['played', 'played', 'played']);
    // Empty political boxes: -1 each; seat 2's used leader: one more.
    expect(s.seats.map((x) => x.support)).toEqual([3, 3, 2]);
    expect(s.health).toBe(2);
  });
});

describe('Da Fase I a Fase II', () => {
  it('runs steps a-i: pieces off, phase-II resources and bases, support centred, leaders, refill to 5, health kept', () => {
    let s = start(3, 37);
    setMission(s, 'M11');
    s.missions = s.missions.filter((m) => MISSIONS[m].phase === 2);
    clearHands(s);
    const fours = pick((c) => quietIn(1)(c) && c.military === 4, 6);
    give(s, 0, fours.slice(0, 2));
    give(s, 1, fours.slice(2, 4));
    give(s, 2, fours.slice(4, 6));
    s.seats[0].support = 7;
    s = skipToMission(s);
    s = playMission(s, { 0: ids(fours.slice(0, 2)), 1: [...ids(fours.slice(2, 4)), 'ld-verde-1'] });
    s = next(s, { type: 'reveal' });
    s = drive(s, (x) => x.phase === 2);
    expect(s.phase).toBe(2);
    s = drive(s);
    expect(stageOf(s)).toBe('staff');
    expect(MISSIONS[s.mission].phase).toBe(2);
    for (const x of s.seats) {
      const b = BOARDS[x.board];
      expect(x.base).toBe(loc(b.base[1]));
      expect(x.support).toBe(b.centre);
      expect(x.leader2).toBe('hand');
      expect(x.hand.length).toBeGreaterThanOrEqual(5);
      expect(x.piles[0].length).toBeGreaterThanOrEqual(1);
      const pieces = x.dm.filter((l) => l >= 0).length + x.cp.filter((l) => l >= 0).length;
      expect(pieces).toBeLessThanOrEqual(1);
    }
    expect(s.seats.map((x) => x.leader1)).toEqual(['kept', 'played', 'kept']);
    expect(ribelleRules.view(s, 'table').resources.map((r) => r.id).sort()).toEqual(['lanci', 'ospedale', 'viveri']);
    expect(s.health).toBe(3);
    expect(cardPlaces(s).length).toBe(114);
  });

  it('draws 2 cards per round in phase II, plus one for the faction on the token', () => {
    let s = phaseTwo(3, 38);
    setMission(s, 'S21');
    s.token = 'alleati';
    s = skipToMission(s);
    s = playMission(s, {});
    s = next(s, { type: 'reveal' });
    s = drive(s);
    const round = s.logs[s.logs.length - 2];
    expect(round.filter((e) => e.key === 'ribelle.log.supply').map((e) => e.params.cards)).toEqual([2, 2, 2]);
    // Alleati: the Fiamma board (verde, seat 1) draws the extra card.
    expect(round.filter((e) => e.key === 'ribelle.log.supplyExtra').map((e) => e.params.seat)).toEqual([1]);
  });
});

describe('defeat and final scoring', () => {
  it('ends the game at once when the health reaches 0: everyone loses', () => {
    let s = start(3, 39);
    setMission(s, 'M11');
    s.health = 1;
    s = skipToMission(s);
    s = playMission(s, {});
    s = next(s, { type: 'reveal' });
    expect(stageOf(s)).toBe('over');
    expect(s.health).toBe(0);
    expect(ribelleRules.decision(s)).toBeNull();
    expect(ribelleRules.outcome(s)).toMatchObject({ winners: [], reasonKey: 'ribelle.lose.health' });
    const log = s.logs.flat().map((e) => e.key);
    expect(log[log.length - 1]).toBe('ribelle.log.defeat');
    expect(log).not.toContain('ribelle.log.supply');
    expect(ribelleRules.apply(s, 0, { type: 'ready' })).toEqual({ ok: false, reason: ENGINE_REASONS.gameOver });
  });

  it('counts every item of the final score', () => {
    const s = phaseTwo(2, 40);
    const x = s.seats[0];
    const [m4, p3, s2] = [pick((c) => c.military === 4, 1)[0], pick((c) => c.political === 3, 1)[0], pick((c) => c.social === 2, 1)[0]];
    x.piles = [[m4], [p3], [s2]];
    x.leader1 = 'kept';
    x.leader2 = 'hand';
    x.support = 6; // 4 MP
    x.hand = x.hand.slice(0, 3);
    x.dm = [loc('montefiorino'), loc('toano'), -1];
    x.cp = [loc('baiso'), -1, -1];
    x.won = [missionIdx('M24')];
    const score = finalScores(s)[0];
    expect(score).toEqual({
      seat: 0,
      military: 4,
      political: 3,
      social: 2,
      leader1: 2,
      leader2: 3,
      support: 4,
      hand: 3,
      dm: 4,
      cp: 2,
      missions: 2,
      total: 29,
    });
  });

  it('shares the victory on a tie', () => {
    let s = phaseTwo(2, 41);
    setMission(s, 'S21');
    s.missions = [];
    for (const x of s.seats) x.support = 0; // limit 3 cards after the failure
    s = skipToMission(s);
    s = playMission(s, {});
    s = next(s, { type: 'reveal' });
    s = drive(s);
    expect(stageOf(s)).toBe('over');
    const o = ribelleRules.outcome(s)!;
    expect(o.winners).toEqual([0, 1]);
    expect(o.reasonKey).toBe('ribelle.win.shared');
    const scores = (o.details as { scores: { total: number }[] }).scores;
    expect(scores[0].total).toBe(scores[1].total);
    const v = ribelleRules.view(s, 'table');
    expect(v.final).not.toBeNull();
    expect(v.scores).toHaveLength(2);
  });

  it('the undecided table view never waits for the automated partisans', () => {
    let s = start(1, 42);
    for (let i = 0; i < 200 && stageOf(s) !== 'over'; i++) {
      const d = ribelleRules.decision(s)!;
      expect(d.seat).toBe(0);
      const moves = ribelleRules.legalMoves(s, 0);
      s = act(s, 0, moves[moves.length - 1]);
    }
  });
});
