// The page's side of the app players: one worker kept for the app's life, a request sent for
// each decision and its answer matched by id. Where there is no Worker (vitest, happy-dom) or
// the worker cannot start (a chunk missing after an update), the page thinks itself, after
// yielding, so the table has drawn before it. A failed decision rejects with an error whose
// `reason` (when it has one) is the catalog key the table shows: `update.reloadToGoOn` when the
// players' code is gone with an update, in the worker and in the page alike.
import { think, type ThinkAnswer, type ThinkRequest } from './think.ts';
import type { WorkerAnswer, WorkerRequest } from './worker.ts';

/** What the table asks of the app: a legal move for a request. */
export interface Thinker {
  think(req: ThinkRequest): Promise<unknown>;
}

export interface WorkerLike {
  postMessage(req: WorkerRequest): void;
  addEventListener(type: 'message', fn: (e: MessageEvent<WorkerAnswer>) => void): void;
  addEventListener(type: 'error' | 'messageerror', fn: (e: Event) => void): void;
  terminate(): void;
}

interface Pending {
  req: ThinkRequest;
  resolve: (move: unknown) => void;
  reject: (err: unknown) => void;
}

function startWorker(): WorkerLike | null {
  if (typeof Worker === 'undefined') return null;
  // This exact form lets Vite find the worker and emit it (with its chunks) in the build.
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as WorkerLike;
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The error a failed answer rejects with, carrying its reason. */
function failure(answer: Extract<ThinkAnswer, { error: string }>): Error {
  return Object.assign(new Error(answer.error), answer.reason ? { reason: answer.reason } : {});
}

async function thinkInPage(req: ThinkRequest): Promise<unknown> {
  await yieldToPage();
  const answer = await think(req);
  if ('error' in answer) throw failure(answer);
  return answer.move;
}

export class ThinkHost implements Thinker {
  private worker: WorkerLike | null = null;
  /** The worker could not be started or broke: think in the page from now on. */
  private broken = false;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly start: () => WorkerLike | null = startWorker) {}

  think(req: ThinkRequest): Promise<unknown> {
    const worker = this.ensureWorker();
    if (!worker) return thinkInPage(req);
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { req, resolve, reject });
      worker.postMessage({ id, ...req });
    });
  }

  private ensureWorker(): WorkerLike | null {
    if (this.worker || this.broken) return this.worker;
    try {
      this.worker = this.start();
    } catch {
      this.worker = null;
    }
    if (!this.worker) {
      this.broken = true;
      return null;
    }
    this.worker.addEventListener('message', (e) => this.answered(e.data));
    this.worker.addEventListener('error', () => this.fail());
    this.worker.addEventListener('messageerror', () => this.fail());
    return this.worker;
  }

  private answered(a: WorkerAnswer): void {
    const p = this.pending.get(a.id);
    if (!p) return;
    this.pending.delete(a.id);
    if ('error' in a) p.reject(failure(a));
    else p.resolve(a.move);
  }

  /** The worker failed (it could not load, or crashed): what it held is thought in the page. */
  private fail(): void {
    this.worker?.terminate();
    this.worker = null;
    this.broken = true;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const p of waiting) thinkInPage(p.req).then(p.resolve, p.reject);
  }
}

let shared: ThinkHost | null = null;

/** The app's one host (and so one worker), made on first use. */
export function appThinker(): ThinkHost {
  return (shared ??= new ThinkHost());
}
