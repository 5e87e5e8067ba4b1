// Partigiani automatizzati: three face-up cards each at step 3, scored by their gears.
import { describe, expect, it } from 'vitest';
import { ACTION_CARDS, MISSIONS, RESOURCES } from '../../../src/games/repubblica-ribelle/content.ts';
import { autoScore, ribelleRules, stageOf } from '../../../src/games/repubblica-ribelle/rules.ts';
import { cardId, cardPlaces, clearHands, drive, give, missionIdx, next, pick, playMission, setMission, skipToMission, stack, start } from './helpers.ts';

const quiet = (c: (typeof ACTION_CARDS)[number]) => RESOURCES.some((r) => r.phase === 2 && r.id === c.activation);

const greens = (k: 0 | 1 | 2, g: number, exclude: number[] = []) => [
  ...pick((c) => c.gears[k], g, exclude),
  ...pick((c) => !c.gears[k], 3 - g, exclude),
];

describe('automated partisans', () => {
  it('score by the gear tables of the rulebook', () => {
    const d = MISSIONS[missionIdx('M12')].difficulty!; // 7
    expect([3, 2, 1, 0].map((g) => autoScore(missionIdx('M12'), g))).toEqual([d + 2, d, d - 2, Math.ceil(d / 2)]);
    // Political phase I: 8 / 6-7.  Social phase I: 9 / 7-8.  Social phase II: 10 / 8-9.
    expect([3, 2, 1, 0].map((g) => autoScore(missionIdx('P11'), g))).toEqual([10, 7, 6, 3]);
    expect([3, 2, 1, 0].map((g) => autoScore(missionIdx('S11'), g))).toEqual([11, 8, 7, 4]);
    expect([3, 2, 1, 0].map((g) => autoScore(missionIdx('S21'), g))).toEqual([12, 9, 8, 4]);
    expect([3, 2, 1, 0].map((g) => autoScore(missionIdx('P21'), g))).toEqual([13, 10, 8, 4]);
  });

  it('draw three face-up cards each at step 3, count for the team, and are discarded after', () => {
    let s = start(1, 51);
    setMission(s, 'M11'); // 6 x 3 players = 18
    const a1 = greens(0, 3);
    const a2 = greens(0, 2, a1);
    stack(s, [...a1, ...a2]);
    s = next(s, { type: 'ready' });
    while (stageOf(s) === 'maneuver') s = next(s, { type: 'endManeuver' });
    const v = ribelleRules.view(s, 'table');
    expect(v.automatedHands.map((h) => h.cards.map((c) => c.id))).toEqual([a1.map(cardId), a2.map(cardId)]);
    expect(v.automatedHands.map((h) => [h.greens, h.score])).toEqual([
      [3, 8],
      [2, 6],
    ]);
    expect(ribelleRules.decision(s)).toEqual({ seat: 0, secret: true, kind: 'ribelle.step.playMilitary' });
    // The player adds 4 (a card) + 1 (the DM at Montefiorino): 19 >= 18.
    const [four] = pick((c) => quiet(c) && c.military === 4, 1, [...a1, ...a2]);
    give(s, 0, [four]);
    s = playMission(s, { 0: [cardId(four)] });
    s = next(s, { type: 'reveal' });
    expect(s.res!.teamTotal).toBe(8 + 6 + 5);
    expect(s.res!.success).toBe(true);
    // The first partisan played the most: no top-contributor bonus for the player.
    expect(s.res!.highest).toEqual({ kind: 'auto', auto: 1 });
    s = drive(s);
    expect(s.seats[0].piles[0]).toHaveLength(1);
    expect(s.autoHands).toEqual([]);
    for (const c of [...a1, ...a2]) expect(s.discard).toContain(c);
    expect(cardPlaces(s).sort((a, b) => a - b)).toEqual(Array.from({ length: 114 }, (_, i) => i));
  });

  it('remove objectives by their played value; a partisan can be the lowest, and only tied players pay', () => {
    let s = start(2, 52);
    setMission(s, 'P11'); // 3 objectives; 8 removes two, 6-7 one
    clearHands(s);
    stack(s, greens(1, 3)); // the one partisan plays 10: two objectives
    const fours = pick((c) => quiet(c) && c.political === 4, 2);
    const three = pick((c) => quiet(c) && c.political === 3, 1, fours);
    give(s, 0, fours.slice(0, 1));
    give(s, 0, three); // 7: one objective
    give(s, 1, fours.slice(1)); // 4: none
    s = skipToMission(s);
    s = playMission(s, { 0: [cardId(fours[0]), cardId(three[0])], 1: [cardId(fours[1])] });
    s = next(s, { type: 'reveal' });
    s = drive(s);
    const res = s.lastRes!;
    expect(res.autos.map((a) => [a.score, a.removed])).toEqual([[10, 2]]);
    expect(res.success).toBe(true);
    expect(res.lowest).toEqual([1]);
    expect(s.seats.map((x) => x.support)).toEqual([4, 3]);
  });

  it('play in the demo and full game with one and two players without waiting for them', () => {
    for (const n of [1, 2]) {
      let s = start(n, 53, true);
      let guard = 0;
      while (stageOf(s) !== 'over' && guard++ < 400) {
        const d = ribelleRules.decision(s)!;
        expect(d.seat).toBeLessThan(n);
        const moves = ribelleRules.legalMoves(s, d.seat);
        s = next(s, moves[moves.length - 1]);
      }
      expect(stageOf(s)).toBe('over');
      const autoLogs = s.logs.flat().filter((e) => e.key === 'ribelle.log.autoScore');
      expect(autoLogs.length).toBeGreaterThan(0);
      expect(autoLogs.every((e) => typeof e.params.auto === 'number')).toBe(true);
    }
  });
});
