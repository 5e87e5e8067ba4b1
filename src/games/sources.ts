// The provenance report behind `npm run sources` and the Fonti screen: for each game, each
// component family with how many records come from the rulebook and how many are ours.
import { summarizeContent, type FamilySummary, type GameContent } from '../engine/content.ts';
import { GAMES, gameEntry } from './registry.ts';

export interface GameSources {
  game: string;
  families: FamilySummary[];
}

/** Loads only the content module, not the UI, so it also runs in Node. */
export async function loadContent(gameId: string): Promise<GameContent | null> {
  const load = gameEntry(gameId)?.content;
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
