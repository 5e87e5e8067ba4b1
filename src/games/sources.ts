// The provenance report behind `npm run sources` and the Fonti screen: for each game, each
// component family with how many records come from the rulebook and how many are ours.
import { summarizeContent, type FamilySummary, type GameContent } from '../engine/content.ts';
import { GAMES } from './catalog.ts';

export interface GameSources {
  game: string;
  families: FamilySummary[];
}

/** Loads only the content modules, not the UI, so it also runs in Node. */
const CONTENT: Record<string, () => Promise<GameContent>> = {
  rubico: () => import('./rubico/content.ts').then((m) => m.rubicoContent),
  'repubblica-ribelle': () => import('./repubblica-ribelle/content.ts').then((m) => m.ribelleContent),
  'fiamme-d-assalto': () => import('./fiamme-d-assalto/content.ts').then((m) => m.fiammeContent),
};

export async function loadContent(gameId: string): Promise<GameContent | null> {
  const load = CONTENT[gameId];
  return load ? load() : null;
}

export async function sourcesReport(): Promise<GameSources[]> {
  const out: GameSources[] = [];
  for (const g of GAMES) {
    const content = await loadContent(g.id);
    if (content) out.push({ game: g.id, families: summarizeContent(content) });
  }
  return out;
}
