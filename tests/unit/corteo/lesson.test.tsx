// @vitest-environment happy-dom
// Corteo's lesson: a three-hand scenario on a corner of the city, made as the scenario editor
// makes one (an ordinary game option: the rules see nothing new). Its set-up is the one the
// script relies on, every scripted move is legal from the fixed deal with the app playing the
// potere as on the table, the script runs through all three hands, and the game ends after the
// third with the result the end card speaks of.
import { describe, expect, it } from 'vitest';
import { observe } from '../../../src/engine/players.ts';
import { step } from '../../../src/engine/replay.ts';
import { unitRecord } from '../../../src/games/corteo/content/pieces.ts';
import { lesson, LESSON_OPTIONS, LESSON_SCENARIO } from '../../../src/games/corteo/lesson.ts';
import { corteoRules, type CorteoMove, type CorteoState } from '../../../src/games/corteo/rules.ts';
import { customProblem } from '../../../src/games/corteo/rules/scenario-check.ts';
import { forKiosk, lessonNames } from '../../../src/games/lessons.ts';
import { scriptLength } from '../../../src/table/lesson/script.ts';
import { lessonStrings } from '../../../src/games/corteo/strings/lesson.ts';
import { lessonAppSeed } from '../../../src/table/lesson/script.ts';
import { Banner } from '../../../src/games/corteo/ui/Status.tsx';
import { mount } from './mount.ts';
import { think } from '../../../src/table/players/think.ts';
import { playLesson } from '../lessons/replay.ts';

const onMap = (s: CorteoState) => s.units.filter((u) => u.at.includes(','));

describe('Corteo\u2019s lesson', () => {
  it('is an editor\u2019s scenario the options check accepts: the Movement alone, five potere units, three hands', () => {
    expect(customProblem(LESSON_SCENARIO)).toBeNull();
    expect(corteoRules.optionsProblem(LESSON_OPTIONS, lesson.seatCount)).toBeNull();
    expect(LESSON_SCENARIO.hands).toBe(3);
    const s = corteoRules.setup(LESSON_OPTIONS, 2, lesson.seed);
    const corteo = s.units.filter((u) => u.id.startsWith('c-'));
    expect(corteo.length).toBe(7);
    expect(corteo.every((u) => unitRecord(u.id).component === 'MOV')).toBe(true);
    expect(LESSON_SCENARIO.potere.start.reduce((n, l) => n + l.count, 0)).toBe(5);
    expect(LESSON_SCENARIO.potere.schedule).toEqual([]);
  });

  it('shows its own number of hands on the banner, and an ordinary game its ten', async () => {
    const phase = async (options: typeof LESSON_OPTIONS) => {
      let s = corteoRules.setup(options, 2, lesson.seed);
      for (const seat of [0, 0, 1] as const) {
        const r = step(corteoRules, s, seat, corteoRules.legalMoves(s, seat).find((m) => m.type === 'done' || m.type === 'head')!);
        if (!r.ok) throw new Error(r.reason);
        s = r.state as CorteoState;
      }
      const root = await mount(<Banner view={corteoRules.view(s, 'table')} seats={[{ name: 'Tu', color: '#c33' }, { name: 'Bruno', color: '#33c' }]} />);
      return root.querySelector('[data-testid="co-phase"]')!.textContent;
    };
    expect(await phase(LESSON_OPTIONS)).toMatch(/^Mano 1\/3 /);
    expect(await phase({ mode: 'base', map: 'citta' })).toMatch(/^Mano 1\/10 /);
  });

  it('plays every scripted move legally through the three hands, and the game ends after the third', async () => {
    const names = lessonNames(lesson, 'Tu');
    const hands: number[] = [];
    const played = await playLesson(lesson, corteoRules, names, (ask, state) => {
      const s = state as CorteoState;
      hands.push(s.hand);
      // The potere deployed where the scenario says, every unit on its own hex of the corner.
      if (ask.index === 2) expect(onMap(s).filter((u) => u.id.startsWith('p-')).map((u) => u.at).sort()).toEqual(['9,3', '11,4', '16,5', '15,3', '16,3'].sort());
    });
    // The script runs from before the first hand to the last hand's head units.
    expect(hands[0]).toBe(1);
    expect(hands[hands.length - 1]).toBe(3);
    let state = played.state as CorteoState;
    // The objective held in the second hand was left and covered; two spezzoni are in the metro.
    expect(Object.keys(state.covered)).toContain('0,7');
    expect(onMap(state).filter((u) => u.at === '9,2').map((u) => u.id).sort()).toEqual(['c-MOV-64-1', 'c-MOV-66-1']);
    // Going on alone: the potere's last turn, then the end.
    for (let guard = 0, at = played.log.length; corteoRules.decision(state); guard++, at++) {
      expect(guard).toBeLessThan(50);
      const d = corteoRules.decision(state)!;
      expect(d.seat).toBe(1);
      const obs = observe(corteoRules, state, d.seat, 2)!;
      const answer = await think({ gameId: 'corteo', level: lesson.appLevel, obs, seed: lessonAppSeed('corteo', at), budgetMs: 60_000 });
      if (!('move' in answer)) throw new Error(answer.error);
      const r = step(corteoRules, state, d.seat, answer.move as CorteoMove);
      if (!r.ok) throw new Error(r.reason);
      state = r.state as CorteoState;
    }
    expect(state.hand).toBe(3);
    // The shop's two hexes for the corteo, the spezzone left in the street arrested: a draw.
    expect(state.score).toEqual({ corteo: 2, potere: 4 });
    expect(state.result?.level).toBe('corteo.victory.draw');
  }, 60_000);

  it('in the kiosk is the Movement\u2019s first turn, for a visitor\u2019s two minutes: the first hand\u2019s move, throw, contact, barricade, combat and advance, then its own end card', async () => {
    const short = forKiosk(lesson);
    // A part of the whole script, from its start, with its own last words in both languages.
    expect(short.steps).toEqual(lesson.steps.slice(0, short.steps.length));
    expect(scriptLength(short)).toBeLessThan(scriptLength(lesson));
    expect(short.end).toBe('corteo.lesson.kioskEnd');
    expect(lessonStrings[short.end].it).toMatch(/Continua per conto tuo/);
    expect(lessonStrings[short.end].en).toMatch(/Continue on my own/);
    let taps = 0;
    const hands: number[] = [];
    const played = await playLesson(short, corteoRules, lessonNames(short, 'Tu'), (ask, state) => {
      hands.push((state as CorteoState).hand);
      taps += ask.marks.filter((m) => !m.startsWith('?')).length;
    });
    // All in the first hand, the advance its last move (the potere's turn is the visitor's to play on).
    expect(new Set(hands)).toEqual(new Set([1]));
    expect(played.log[played.log.length - 1].move).toMatchObject({ type: 'advance' });
    // On a phone a mark is a tap (the tablet's picker adds one a hex): about half the whole lesson's 41.
    expect(taps).toBe(21);
  }, 60_000);
});
