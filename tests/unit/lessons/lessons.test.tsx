// @vitest-environment happy-dom
// Every lesson, replayed in Node as the table plays it: each scripted step asks a legal move that
// its own test accepts, marks at least one element, and every element it marks is on the screen
// the person sees at that moment (the private screen for a secret decision, else the table).
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { LESSONS, lessonNames } from '../../../src/games/lessons.ts';
import { loadGame } from '../../../src/games/registry.ts';
import { indexOfMove } from '../../../src/engine/players.ts';
import { isAsked, isOptionalMark, markId, scriptLength } from '../../../src/table/lesson/script.ts';
import { loadShellStrings, t } from '../../../src/i18n/index.ts';
import { playLesson } from './replay.ts';

describe.each(Object.keys(LESSONS))('the %s lesson', (gameId) => {
  it('asks a legal move at every step and marks elements that are on the screen', async () => {
    await loadShellStrings();
    const lesson = await LESSONS[gameId]();
    const pkg = await loadGame(gameId);
    const rules = pkg.rules;
    const names = lessonNames(lesson, 'Tu');
    const seats = names.map((name, i) => ({ name, color: ['#c33', '#3a3', '#33c', '#aa3', '#a3a', '#3aa', '#a33'][i] }));
    const seen: string[] = [];
    await playLesson(lesson, rules, names, async (ask, state) => {
      const d = rules.decision(state)!;
      const moves = rules.legalMoves(state, lesson.person);
      expect(indexOfMove(moves, ask.move), `step ${ask.index}: ${JSON.stringify(ask.move)}`).toBeGreaterThanOrEqual(0);
      expect(isAsked(ask, ask.move, rules.view(state, lesson.person))).toBe(true);
      expect(ask.marks.length).toBeGreaterThan(0);
      // The words exist in both languages and every parameter is filled.
      for (const lang of ['it', 'en'] as const) {
        const words = t(ask.words.key, ask.words.params, lang);
        expect(words, `${ask.words.key} in ${lang}`).not.toBe(ask.words.key);
        expect(words).not.toMatch(/[{}]/);
      }
      const box = document.createElement('div');
      document.body.append(box);
      const onMove = async () => ({ ok: true });
      await act(() => {
        if (d.secret) render(<pkg.Private view={rules.view(state, lesson.person)} seat={lesson.person} seats={seats} decision={d} moves={moves} onMove={onMove} />, box);
        else render(<pkg.Table view={rules.view(state, 'table')} seats={seats} decision={d} moves={moves} onMove={onMove} alone />, box);
      });
      const aboutAtStart = !!ask.about && !!box.querySelector(`[data-testid="${ask.about}"]`);
      // The marks are tapped in order, as the coach rings them: each but the last opens the next
      // (a piece, then the place it goes to; a card, then its button). A mark the screen may not
      // show ('?', a picker) is passed when absent, as the coach passes it.
      for (const [i, mark] of ask.marks.entries()) {
        const el = box.querySelector(`[data-testid="${markId(mark)}"]`);
        if (!el && isOptionalMark(mark) && i < ask.marks.length - 1) continue;
        expect(el, `step ${ask.index} marks ${mark}`).not.toBeNull();
        if (i < ask.marks.length - 1) {
          // A click event, as a tap sends it (an SVG hex on a map has no click()).
          await act(() => void el!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
        }
      }
      // What the words are about is on screen as the step begins or by its last tap (a combat's
      // odds open with the combat).
      if (ask.about) expect(aboutAtStart || !!box.querySelector(`[data-testid="${ask.about}"]`), `step ${ask.index} is about ${ask.about}`).toBe(true);
      render(null, box);
      box.remove();
      seen.push(`${ask.index}:${ask.marks.join('+')}`);
    });
    expect(seen.length).toBe(scriptLength(lesson));
    // Every step of the script was reached.
    expect(new Set(seen.map((s) => s.split(':')[0])).size).toBe(lesson.steps.length);
  });
});
