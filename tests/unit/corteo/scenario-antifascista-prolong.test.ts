// Antifascista's prolonging by agreement (D: «si devono stabilire entro la 8a MANO ... le eventuali
// altre mani da giocare»), as our ruling builds it: at the end of hand 8 the corteo proposes 1-3
// more hands or passes, then the potere may; the other side accepts or refuses; both public.
// Games without the option (saved before) never stop there.
import { describe, expect, it } from 'vitest';
import { en, it as itCat } from '../../../src/games/corteo/strings.ts';
import { chooseProlong } from '../../../src/games/corteo/bot-antifascista.ts';
import { corteoRules } from '../../../src/games/corteo/rules.ts';
import { CITY } from '../../../src/games/corteo/content/city/index.ts';
import { objectiveValue } from '../../../src/games/corteo/rules/objectives.ts';
import { handsOf } from '../../../src/games/corteo/rules/antifascista.ts';
import type { CorteoMove, CorteoOptions, CorteoState } from '../../../src/games/corteo/rules/types.ts';
import { stepNow } from '../../../src/games/corteo/rules/now.ts';
import { startAt } from '../../../src/engine/flow.ts';

const OPTIONS: CorteoOptions = { mode: 'advanced', map: 'citta', scenario: 'antifascista', prolong: true };

const play = (s: CorteoState, seat: number, m: CorteoMove) => {
  const r = corteoRules.apply(s, seat, m);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
};

/** The potere's movement phase of a hand, with no unit on the map: its "done" ends the hand. */
function endOfHand(hand: number, options: CorteoOptions = OPTIONS): CorteoState {
  const s = corteoRules.setup(options, 2, 3);
  for (const u of s.units) u.at = 'reserve';
  return play({ ...s, flow: startAt('move'), side: 'potere', hand, headComponent: 'MOV' }, 1, { type: 'done' });
}

const keys = (s: CorteoState) => s.log.flat().map((e) => e.key);

/** Plays the potere's "done" through the movement phases until the game is over. */
function toTheEnd(s: CorteoState): CorteoState {
  for (let i = 0; i < 40 && stepNow(s) !== 'over'; i++) s = play(s, s.side === 'corteo' ? 0 : 1, { type: 'done' });
  return s;
}

describe('Antifascista: more hands agreed in the game', () => {
  it('the wizard\u2019s games stop at the end of hand 8, not before, and the corteo speaks first', () => {
    expect(stepNow(endOfHand(7))).toBe('move');
    expect(endOfHand(7).hand).toBe(8);
    const s = endOfHand(8);
    expect(stepNow(s)).toBe('prolong');
    expect(s.hand).toBe(8);
    const d = corteoRules.decision(s)!;
    expect(d.seat).toBe(0);
    expect(d.kind).toBe('corteo.step.prolong.corteo');
    expect(corteoRules.legalMoves(s, 0)).toEqual([{ type: 'prolong', hands: 1 }, { type: 'prolong', hands: 2 }, { type: 'prolong', hands: 3 }, { type: 'done' }]);
    expect(corteoRules.legalMoves(s, 1)).toEqual([]);
  });

  it('games without the option (saved before) go straight on to hand 9, and only a rally scenario keeps it', () => {
    const { prolong: _p, ...old } = OPTIONS;
    const s = endOfHand(8, old);
    expect(stepNow(s)).toBe('move');
    expect(s.hand).toBe(9);
    expect(corteoRules.setup({ mode: 'advanced', map: 'citta', scenario: 'internazionalista', prolong: true }, 2, 1).options.prolong).toBeUndefined();
    expect(corteoRules.setup(OPTIONS, 2, 1).options.prolong).toBe(true);
  });

  it('the corteo proposes two hands, the potere accepts: the game ends after hand 12', () => {
    let s = play(endOfHand(8), 0, { type: 'prolong', hands: 2 });
    const d = corteoRules.decision(s)!;
    expect(d.seat).toBe(1);
    expect(d.kind).toBe('corteo.step.prolongAnswer.potere');
    expect(corteoRules.legalMoves(s, 1)).toEqual([{ type: 'agree', yes: true }, { type: 'agree', yes: false }]);
    s = play(s, 1, { type: 'agree', yes: true });
    expect(s.scen!.extra).toBe(2);
    expect(handsOf(s, 10)).toBe(12);
    expect({ step: stepNow(s), hand: s.hand, side: s.side }).toEqual({ step: 'move', hand: 9, side: 'corteo' });
    expect(keys(s)).toEqual(expect.arrayContaining(['corteo.log.prolongOffer.corteo', 'corteo.log.prolongAgreed.potere']));
    const agreed = s.log.flat().find((e) => e.key === 'corteo.log.prolongAgreed.potere')!;
    expect(agreed.params).toEqual({ hands: 2, last: 12 });
    const end = toTheEnd(s);
    expect(stepNow(end)).toBe('over');
    expect(end.hand).toBe(12);
    // Asked once: hands 9-12 never stop for it again.
    expect(keys(end).filter((k) => k.startsWith('corteo.log.prolongOffer'))).toHaveLength(1);
  });

  it('the corteo passes, the potere proposes one, the corteo refuses: ten hands', () => {
    let s = play(endOfHand(8), 0, { type: 'done' });
    expect(corteoRules.decision(s)!.seat).toBe(1);
    expect(corteoRules.decision(s)!.kind).toBe('corteo.step.prolong.potere');
    s = play(s, 1, { type: 'prolong', hands: 1 });
    expect(corteoRules.decision(s)!.seat).toBe(0);
    s = play(s, 0, { type: 'agree', yes: false });
    expect(s.scen!.extra).toBeUndefined();
    expect(s.hand).toBe(9);
    expect(keys(s)).toEqual(expect.arrayContaining(['corteo.log.prolongPass.corteo', 'corteo.log.prolongOffer.potere', 'corteo.log.prolongRefused.corteo']));
    expect(toTheEnd(s).hand).toBe(10);
  });

  it('both pass: ten hands; the wrong seat and a fourth hand are refused', () => {
    const s = endOfHand(8);
    const wrong = corteoRules.apply(s, 1, { type: 'prolong', hands: 1 });
    expect(wrong.ok).toBe(false);
    const four = corteoRules.apply(s, 0, { type: 'prolong', hands: 4 });
    expect(four.ok || four.reason).toBe('corteo.error.badProlong');
    const answer = corteoRules.apply(s, 0, { type: 'agree', yes: true });
    expect(answer.ok || answer.reason).toBe('corteo.error.badProlong');
    const both = play(play(s, 0, { type: 'done' }), 1, { type: 'done' });
    expect(both.hand).toBe(9);
    expect(keys(both)).toEqual(expect.arrayContaining(['corteo.log.prolongPass.corteo', 'corteo.log.prolongPass.potere']));
    expect(toTheEnd(both).hand).toBe(10);
  });

  it('the app players decide by their side\u2019s standing: behind, they propose and accept; ahead, they pass and refuse', () => {
    const s = endOfHand(8);
    const propose = corteoRules.legalMoves(s, 0);
    // No points yet: the advanced table calls 0 a narrow win of the potere.
    expect(chooseProlong(s, 'corteo', propose)).toEqual({ type: 'prolong', hands: 2 });
    const ahead = { ...s, score: { corteo: 80, potere: 0 } };
    expect(chooseProlong(ahead, 'corteo', propose)).toEqual({ type: 'done' });
    const offered = play(s, 0, { type: 'prolong', hands: 2 });
    const answers = corteoRules.legalMoves(offered, 1);
    expect(chooseProlong(offered, 'potere', answers)).toEqual({ type: 'agree', yes: false });
    expect(chooseProlong({ ...offered, score: { corteo: 60, potere: 0 } }, 'potere', answers)).toEqual({ type: 'agree', yes: true });
    // Objectives the corteo holds count as its points to come: 45 is a draw, 45 and a held
    // objective of 5 or more a narrow win of the corteo.
    const hex = Object.keys(CITY.hexes).find((k) => objectiveValue(s, k) >= 5)!;
    const draw = { ...s, score: { corteo: 45, potere: 0 } };
    expect(chooseProlong(draw, 'corteo', propose)).toEqual({ type: 'prolong', hands: 2 });
    expect(chooseProlong({ ...draw, held: { [hex]: 8 } }, 'corteo', propose)).toEqual({ type: 'done' });
  });

  it('every word of the agreement is in both languages', () => {
    const words = ['corteo.step.prolong', 'corteo.step.prolongAnswer', 'corteo.log.prolongOffer', 'corteo.log.prolongPass', 'corteo.log.prolongAgreed', 'corteo.log.prolongRefused', 'corteo.ui.prolong.offer']
      .flatMap((k) => [`${k}.corteo`, `${k}.potere`]);
    for (const k of [...words, 'corteo.ui.prolong.hint', 'corteo.ui.prolong.more', 'corteo.ui.prolong.pass', 'corteo.ui.prolong.accept', 'corteo.ui.prolong.refuse', 'corteo.ui.scenario.extra', 'corteo.error.badProlong']) {
      expect(itCat[k], k).toBeTruthy();
      expect(en[k], k).toBeTruthy();
    }
  });
});
