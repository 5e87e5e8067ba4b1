// The app players' worker: thinking happens here, off the page, so the table never blocks while
// the app searches. It receives a request (table/players/think.ts) and answers its move.
import { think, type ThinkRequest } from './think.ts';

export type WorkerRequest = ThinkRequest & { id: number };
export type WorkerAnswer = { id: number } & ({ move: unknown } | { error: string; reason?: string });

// The worker's global scope, typed by hand: the project's lib is the page's DOM.
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(answer: WorkerAnswer): void;
};

scope.onmessage = (e) => {
  const { id, ...req } = e.data;
  think(req).then(
    (answer) => scope.postMessage({ id, ...answer }),
    (err: unknown) => scope.postMessage({ id, error: String(err) }),
  );
};
