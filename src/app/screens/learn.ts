// "Impara giocando" from the home: loads the game and its lesson, makes the lesson's save and
// opens it on the table, where the coach leads it. Comes with the rest of the shell (rest.tsx),
// not in the home's first script.
import { LESSONS, lessonNames } from '../../games/lessons.ts';
import { t } from '../../i18n/index.ts';
// The toast comes with the rest of the shell too: imported, not loaded.
import { showToast } from '../../ui/toast.tsx';

export async function startLesson(gameId: string, kiosk: boolean, beforePlay?: (saveId: string) => Promise<void> | void): Promise<void> {
  const [{ startGame, lessonStart }, { loadGame }] = await Promise.all([import('../../shell/start.ts'), import('../../games/registry.ts')]);
  try {
    const [lesson, pkg] = await Promise.all([LESSONS[gameId](), loadGame(gameId)]);
    await startGame({ ...lessonStart(lesson, pkg, kiosk, lessonNames(lesson, t('lesson.you'))), persist: !kiosk, beforePlay });
  } catch (err) {
    showToast(t((err as { reason?: string }).reason ?? 'error.gameUnavailable'), 'error');
  }
}
