// Tells the app's other tabs and windows at once about every committed write to a save, so a
// tab showing that game can reload it (or leave it, once deleted) instead of acting on a stale
// position. One BroadcastChannel for the app; absent where the browser has none (tests).

/** A committed write: the save's new move count and revision, or `moveCount: null` once deleted. */
export interface SaveNews {
  id: string;
  moveCount: number | null;
  rev: number;
}

export interface SaveChannel {
  post(news: SaveNews): void;
  /** Calls `fn` for news from other tabs (never this tab's own); returns the unsubscribe. */
  listen(fn: (news: SaveNews) => void): () => void;
  close(): void;
}

export const SAVE_CHANNEL = 'passamano-saves';

export function openSaveChannel(name: string = SAVE_CHANNEL): SaveChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  let bc: BroadcastChannel;
  try {
    bc = new BroadcastChannel(name);
  } catch {
    return null;
  }
  const listeners = new Set<(news: SaveNews) => void>();
  bc.onmessage = (e: MessageEvent) => {
    const n = e.data as Partial<SaveNews> | null;
    if (!n || typeof n.id !== 'string' || typeof n.rev !== 'number') return;
    if (n.moveCount !== null && typeof n.moveCount !== 'number') return;
    for (const fn of [...listeners]) fn(n as SaveNews);
  };
  return {
    post(news) {
      try {
        bc.postMessage(news);
      } catch {
        // A closed channel only means nobody is listening.
      }
    },
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    close() {
      listeners.clear();
      bc.close();
    },
  };
}
