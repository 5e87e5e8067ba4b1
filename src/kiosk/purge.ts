// Which saves the kiosk removes, and how each is counted. A kiosk game on no screen is over:
// a finished one counts as finished, anything else (walked away from, closed by the idle
// countdown, cut by a power failure) as abandoned. Saves made outside kiosk mode are never
// touched.
import type { SaveMeta } from '../storage/db.ts';
import { modeOfSave } from './entries.ts';

export interface PurgeItem {
  id: string;
  gameId: string;
  mode: string;
  lang: string;
  outcome: 'finished' | 'abandoned';
}

export function selectPurge(saves: readonly SaveMeta[], keepId?: string | null): PurgeItem[] {
  return saves
    .filter((s) => s.kiosk === 1 && s.id !== keepId)
    .map((s) => ({
      id: s.id,
      gameId: s.gameId,
      mode: modeOfSave(s.gameId, s.setup?.options),
      lang: s.language === 'en' ? 'en' : 'it',
      outcome: s.status === 'finished' ? ('finished' as const) : ('abandoned' as const),
    }));
}
