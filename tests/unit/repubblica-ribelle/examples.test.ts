// The rulebook's worked examples and the rules around them.
import { describe, expect, it } from 'vitest';
import { ACTION_CARDS, RESOURCES } from '../../../src/games/repubblica-ribelle/content.ts';
import { ribelleRules, stageOf, type RibelleState } from '../../../src/games/repubblica-ribelle/rules.ts';
import { act, cardId, clearHands, drive, give, loc, next, pick, playMission, setMission, skipToMission, start } from './helpers.ts';

/** Cards whose activation is a phase-II resource: never activatable in phase I. */
const quiet = (c: (typeof ACTION_CARDS)[number]) => RESOURCES.some((r) => r.phase === 2 && r.id === c.activation);
const ids = (xs: number[]) => xs.map(cardId);

/** Reveals and runs the resolution until the first decision (or, with none, to the next round). */
function revealed(s: RibelleState): RibelleState {
  return next(s, { type: 'reveal' });
}
/** The mission just resolved (still current, or archived when the round ended without decisions). */
const resOf = (s: RibelleState) => (s.res ?? s.lastRes)!;

describe('worked examples', () => {
  it('difficulty 7 with 4 players needs 28 military points (7 x 4)', () => {
    for (const [lastValue, success] of [
      [4, true],
      [3, false],
    ] as const) {
      let s = start(4, 11);
      setMission(s, 'M12'); // difficulty 7, at Madonna di Pietravolta (Frassinoro): no bonus for anyone
      expect(ribelleRules.view(s, 'table').target).toBe(28);
      clearHands(s);
      const fours = pick((c) => quiet(c) && c.military === 4, 6);
      const last = pick((c) => quiet(c) && c.military === lastValue, 1, fours);
      give(s, 0, fours.slice(0, 2));
      give(s, 1, fours.slice(2, 4));
      give(s, 2, fours.slice(4, 6));
      give(s, 3, last);
      s = skipToMission(s);
      s = playMission(s, { 0: ids(fours.slice(0, 2)), 1: ids(fours.slice(2, 4)), 2: ids(fours.slice(4, 6)), 3: ids(last) });
      s = revealed(s);
      expect(resOf(s).teamTotal).toBe(24 + lastValue);
      expect(resOf(s).target).toBe(28);
      expect(resOf(s).success).toBe(success);
    }
  });

  it('three grain cards with one DM and one CP at Cerredolo: only two can be activated', () => {
    let s = start(3, 12);
    setMission(s, 'M11');
    clearHands(s);
    const grain = pick((c) => c.activation === 'grano' && ['plusPerCard', 'support', 'draw'].includes(c.effect), 3);
    const star = pick((c) => c.activation === 'stella' && ['plusPerCard', 'support', 'draw'].includes(c.effect), 1);
    give(s, 0, [...grain, ...star]);
    s.seats[0].dm[0] = loc('cerredolo');
    s.seats[0].cp[0] = loc('cerredolo');
    s = skipToMission(s);
    s = playMission(s, { 0: ids([...grain, ...star]) });
    s = revealed(s);
    expect(ribelleRules.decision(s)).toEqual({ seat: 0, secret: false, kind: 'ribelle.step.activate' });
    expect(ribelleRules.view(s, 'table').detail.activatable.sort()).toEqual(ids([...grain, ...star]).sort());
    s = act(s, 0, { type: 'activate', card: cardId(grain[0]) });
    expect(ribelleRules.apply(s, 0, { type: 'activate', card: cardId(grain[0]) })).toEqual({ ok: false, reason: 'ribelle.error.alreadyActivated' });
    s = act(s, 0, { type: 'activate', card: cardId(grain[1]) });
    // Two pieces on the grain store: the third grain card stays idle (the Stella card still can).
    expect(ribelleRules.apply(s, 0, { type: 'activate', card: cardId(grain[2]) })).toEqual({ ok: false, reason: 'ribelle.error.noResourcePiece' });
    expect(ribelleRules.view(s, 'table').detail.activatable).toEqual(ids(star));
    expect(s.res!.seats[0].activated.map((a) => a.card)).toEqual(grain.slice(0, 2));
  });

  it('adds the DM, CP and base bonuses once to the total, not to each card', () => {
    for (const code of ['M11', 'P11'] as const) {
      let s = start(3, 13);
      setMission(s, code); // both at Montefiorino
      clearHands(s);
      const kind = code === 'M11' ? 'military' : 'political';
      const cards = pick((c) => quiet(c) && c[kind] >= 2, 3);
      give(s, 0, cards);
      const x = s.seats[0];
      x.base = loc('montefiorino');
      x.dm = [loc('montefiorino'), loc('farneta'), -1];
      x.cp = [loc('rubbiano'), -1, -1];
      s = skipToMission(s);
      s = playMission(s, { 0: ids(cards) });
      s = revealed(s);
      const r = s.res!.seats[0];
      const sum = cards.reduce((a, ci) => a + ACTION_CARDS[ci][kind], 0);
      expect(r.cardPoints).toBe(sum);
      expect(r.pieceBonus).toBe(code === 'M11' ? 2 : 1);
      expect(r.baseBonus).toBe(2);
      expect(r.total).toBe(sum + r.pieceBonus + 2);
    }
  });

  it('gives the top contributor’s bonus to nobody on a tie', () => {
    for (const tie of [true, false]) {
      let s = start(3, 14);
      setMission(s, 'M11'); // target 18
      clearHands(s);
      const a = pick((c) => quiet(c) && c.military === 4, 2);
      const b = pick((c) => quiet(c) && c.military === 4, tie ? 2 : 1, a);
      const c3 = pick((c) => quiet(c) && c.military === 4, 2, [...a, ...b]);
      const extra = pick((c) => quiet(c) && c.military === 3, 1, [...a, ...b, ...c3]);
      give(s, 0, a);
      give(s, 1, tie ? b : [...b, ...extra]);
      give(s, 2, [...c3]);
      // Seat 2 keeps a card back: totals 8, 8 (or 7), 4.
      s = skipToMission(s);
      s = playMission(s, { 0: ids(a), 1: ids(tie ? b : [...b, ...extra]), 2: ids(c3.slice(0, 1)) });
      s = revealed(s);
      expect(s.res!.success).toBe(true);
      const dmBefore = s.seats.map((x) => x.dm.filter((l) => l >= 0).length);
      s = drive(s);
      if (tie) {
        expect(s.res ?? s.lastRes).toBeTruthy();
        const res = s.lastRes!;
        expect(res.highest).toEqual({ kind: 'tie' });
        expect(s.seats.map((x) => x.piles[0].length)).toEqual([1, 1, 1]);
        expect(s.seats.map((x) => x.dm.filter((l) => l >= 0).length)).toEqual(dmBefore);
      } else {
        // Seat 0 (8) beats seat 1 (7): one more card in its military box and a DM at its base.
        expect(s.lastRes!.highest).toEqual({ kind: 'seat', seat: 0 });
        expect(s.seats.map((x) => x.piles[0].length)).toEqual([2, 1, 1]);
        expect(s.seats[0].dm.filter((l) => l === s.seats[0].base)).toHaveLength(1);
      }
    }
  });

  it('gives the phase-II bonus piece to no one on a tie, else to the single best (DM or CP)', () => {
    for (const tie of [true, false]) {
      let s = start(2, 15);
      setMission(s, 'S11');
      // This is the last mission of phase I.
      s.missions = s.missions.filter((m) => ribelleRules.view({ ...s, mission: m }, 'table').mission!.phase === 2);
      if (!tie) s.seats[0].dm[1] = loc('frassinoro');
      s = skipToMission(s);
      while (stageOf(s) === 'mission') s = next(s, { type: 'pass' });
      s = next(s, { type: 'reveal' });
      // Failed: Perdere tutto and -1 support each (limit 4 cards); supply; discard to 4.
      s = drive(s, (x) => ribelleRules.decision(x)?.kind === 'ribelle.step.phaseBonus');
      expect(s.phaseCounts).toEqual(tie ? [6, 6] : [7, 6]);
      if (tie) {
        expect(stageOf(s)).toBe('staff');
        expect(s.phaseBonusSeat).toBe(-1);
        expect(s.logs.flat().some((e) => e.key === 'ribelle.log.phaseBonusTie')).toBe(true);
      } else {
        expect(ribelleRules.decision(s)).toEqual({ seat: 0, secret: false, kind: 'ribelle.step.phaseBonus' });
        s = act(s, 0, { type: 'bonusPiece', piece: 'cp' });
        expect(s.seats[0].cp.filter((l) => l >= 0)).toEqual([s.seats[0].base]);
      }
      expect(s.phase).toBe(2);
      expect(s.seats[1].cp.filter((l) => l >= 0)).toEqual([]);
    }
  });

  it('Perdere tutto! An empty scoring box costs one support instead; a full one loses its top card', () => {
    let s = start(3, 16);
    setMission(s, 'M11');
    const [bottom, top] = pick((c) => quiet(c), 2, [...s.seats.flatMap((x) => x.hand)]);
    s.deck = s.deck.filter((c) => c !== bottom && c !== top);
    s.seats[0].piles[0] = [bottom, top];
    s = skipToMission(s);
    s = playMission(s, {});
    s = next(s, { type: 'reveal' });
    expect(s.res!.success).toBe(false);
    s = drive(s);
    expect(s.seats[0].piles[0]).toEqual([bottom]);
    expect(s.discard).toContain(top);
    expect(s.seats.map((x) => x.support)).toEqual([4, 3, 3]);
    expect(s.seats.map((x) => x.dm.filter((l) => l >= 0).length)).toEqual([0, 0, 0]);
    expect(s.health).toBe(2);
    const log = s.logs.flat().map((e) => e.key);
    expect(log.filter((k) => k === 'ribelle.log.perdereTutto')).toHaveLength(2);
  });
});
