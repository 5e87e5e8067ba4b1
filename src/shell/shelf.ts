// A game's shelf of the players' own records (games/types.ts Shelf) on the app's database: the
// scenarios table, their files, and the player's words for a refused file.
import type { Shelf, ShelfRow } from '../games/types.ts';
import { t } from '../i18n/index.ts';
import { importScenario, ScenarioRefused, ScenarioStore, scenarioFileName, scenarioFileText } from '../storage/scenarios.ts';
import { downloadText } from './download.ts';
import { store } from './services.ts';

const scenarios = new ScenarioStore(store.db);

const playerError = (err: unknown): Error =>
  new Error(err instanceof ScenarioRefused ? err.why : t((err as { reason?: string }).reason ?? 'import.error.corrupt'));

export function shelfFor(gameId: string, library: ScenarioStore = scenarios): Shelf {
  const row = (r: ShelfRow) => ({ ...r, gameId });
  const plain = ({ id, name, updatedAt, data }: ShelfRow): ShelfRow => ({ id, name, updatedAt, data });
  return {
    list: async () => (await library.list(gameId)).map(plain),
    put: async (r) => library.put(row(r)).catch((err: unknown) => Promise.reject(playerError(err))),
    remove: async (id) => library.remove(id).catch((err: unknown) => Promise.reject(playerError(err))),
    exportFile: (r) => downloadText(scenarioFileName(row(r)), scenarioFileText(row(r))),
    importFile: async (file, check) => {
      try {
        return plain(await importScenario(library, file, gameId, check));
      } catch (err) {
        throw playerError(err);
      }
    },
  };
}
