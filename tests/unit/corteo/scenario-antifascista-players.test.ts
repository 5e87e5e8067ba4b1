// The app players in scenario Antifascista, through their observation only: the normal corteo
// places and activates the POC's dissidents and hunts the rally's pieces; the normal potere walks
// the rally back to the barracks from hand 5 and scores on the schedule; the easy levels too play
// to the end with legal moves only.
import { describe, expect, it } from 'vitest';
import { indexOfMove, observe, type Level, type Observation } from '../../../src/engine/players.ts';
import { Rng, seedRng } from '../../../src/engine/rng.ts';
import players from '../../../src/games/corteo/players.ts';
import { corteoRules, type CorteoMove, type CorteoOptions, type CorteoState, type CorteoView } from '../../../src/games/corteo/rules.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';

function playOut(levels: readonly [Level, Level], seed: number, options: Partial<CorteoOptions> = {}): { end: CorteoState; moves: CorteoMove[] } {
  const rngs = [new Rng(seedRng(seed + 1)), new Rng(seedRng(seed + 2))];
  let s = corteoRules.setup({ mode: 'advanced', map: 'citta', scenario: 'antifascista', ...options }, 2, seed);
  const moves: CorteoMove[] = [];
  for (let d = corteoRules.decision(s); d; d = corteoRules.decision(s)) {
    const obs = observe(corteoRules, s, d.seat, 2) as Observation<CorteoView, CorteoMove>;
    const m = players.choose(levels[d.seat], obs, rngs[d.seat]);
    expect(indexOfMove(obs.moves, m), `${JSON.stringify(m)} is not legal`).toBeGreaterThanOrEqual(0);
    const r = corteoRules.apply(s, d.seat, m);
    if (!r.ok) throw new Error(r.reason);
    s = r.state;
    moves.push(m);
  }
  return { end: s, moves };
}

const why = (s: CorteoState, key: string) => s.log.flat().filter((e) => e.key === 'corteo.log.scenarioPoints' && e.params?.why === key);

describe('Antifascista: the app players', () => {
  it('normal against normal: the dissidents are rolled for, the rally walks back to the barracks and somebody scores for it', () => {
    const { end, moves } = playOut(['normal', 'normal'], 1);
    expect(stepNow(end)).toBe('over');
    expect(moves.some((m) => m.type === 'activate')).toBe(true);
    expect(moves.some((m) => m.type === 'mobile')).toBe(true);
    // The corteo sends pieces to the clinics; the potere brings some to safety on the schedule.
    expect(why(end, 'corteo.scenario.why.hospital').length).toBeGreaterThan(0);
    expect(why(end, 'corteo.scenario.why.safe').length).toBeGreaterThan(0);
    expect(end.scen!.pieces.filter((p) => p.rest === 'safe').length).toBeGreaterThan(0);
    // Every dissident was placed on the case popolari; the ones activated play as normal units.
    const active = end.log.flat().filter((e) => e.key === 'corteo.log.dissidentActive').map((e) => String(e.params?.unit));
    expect(active.length + Object.keys(end.scen!.dormant ?? {}).length).toBe(5);
  });

  it('normal against normal with the agreement in play: asked at the end of hand 8, settled by the standing', () => {
    const { end, moves } = playOut(['normal', 'normal'], 3, { prolong: true });
    expect(stepNow(end)).toBe('over');
    const log = end.log.flat().map((e) => e.key).filter((k) => k.startsWith('corteo.log.prolong'));
    // Someone spoke at the end of hand 8 (a pass or an offer), once, and the game lasted what was agreed.
    expect(log[0]).toMatch(/^corteo\.log\.prolong(Pass|Offer)\.corteo$/);
    expect(end.scen!.prolong!.closed).toBe(true);
    expect(end.hand).toBe(10 + (end.scen!.extra ?? 0));
    // The app proposes two hands when it proposes.
    expect(moves.filter((m) => m.type === 'prolong').every((m) => m.type === 'prolong' && m.hands === 2)).toBe(true);
  });

  it('easy against easy, the rally in Piazza Quinta Colonna with two extra hands (a save from before): to the end with legal moves only', () => {
    const { end } = playOut(['easy', 'easy'], 7, { rallyPlace: 'piazza-quinta-colonna', extraHands: 2 });
    expect(stepNow(end)).toBe('over');
    expect(end.hand).toBe(12);
    expect(end.result).not.toBeNull();
  });
});
