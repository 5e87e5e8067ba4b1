// Plays a lesson's set-up with the engine in Node as the table plays it: the app seats as the app
// plays them (the same players, level and seeds as on the table), the person's seat as the script
// asks. `atAsk` sees every step before its move is played.
import type { AnyLesson } from '../../../src/games/lessons.ts';
import type { AnyRules } from '../../../src/engine/types.ts';
import { observe } from '../../../src/engine/players.ts';
import { step } from '../../../src/engine/replay.ts';
import { think } from '../../../src/table/players/think.ts';
import { askNow, lessonAppSeed, scriptLength, type Ask } from '../../../src/table/lesson/script.ts';

export interface Played {
  state: unknown;
  log: { seat: number; move: unknown }[];
}

export async function playLesson(lesson: AnyLesson, rules: AnyRules, names: readonly string[], atAsk: (ask: Ask, state: unknown) => void | Promise<void>): Promise<Played> {
  let state = rules.setup(lesson.options, lesson.seatCount, lesson.seed);
  const log: { seat: number; move: unknown }[] = [];
  let made = 0;
  for (let guard = 0; made < scriptLength(lesson); guard++) {
    if (guard > 500) throw new Error('the lesson never reached its end');
    const d = rules.decision(state);
    if (!d) throw new Error(`the game ended before the lesson's step ${made}`);
    let move: unknown;
    if (d.seat === lesson.person) {
      const ask = askNow(lesson, rules, state, made, names);
      if (!ask) throw new Error(`no ask at the person's decision ${made}`);
      await atAsk(ask, state);
      move = ask.move;
      made++;
    } else {
      const obs = observe(rules, state, d.seat, lesson.seatCount)!;
      const answer = await think({ gameId: lesson.gameId, level: lesson.appLevel, obs, seed: lessonAppSeed(lesson.gameId, log.length), budgetMs: 60_000 });
      if (!('move' in answer)) throw new Error(`the app could not play: ${answer.error}`);
      move = answer.move;
    }
    const r = step(rules, state, d.seat, move);
    if (!r.ok) throw new Error(`move ${JSON.stringify(move)} refused: ${r.reason}`);
    state = r.state;
    log.push({ seat: d.seat, move });
  }
  return { state, log };
}
