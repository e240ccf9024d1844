/**
 * The one way the till talks to its Web Workers (the sync worker, the catalog worker): Comlink.
 * A worker serves a typed API object (`serve`); the main thread calls it through a `Remote`
 * of the same type (`startWorker`), or, where no worker runs, calls the same object in its own
 * thread. Nothing else crosses: no message types of our own.
 *
 * Promises:
 * - A failure inside a call crosses as a value (`Answer`, or the sync's outcome) with a
 *   message a person can read, never as an exception the other side must guess at.
 * - A call never waits forever: when the worker errors (its script cannot load, it throws
 *   outside a call, a message cannot be read) or is ended, every call in flight and every
 *   later one rejects with `WorkerStopped`, and the worker is terminated. Comlink alone would
 *   leave them waiting.
 * - A callback handed to the worker (`callback`) is released when the call that used it ends,
 *   so its channel does not outlive the call.
 */
import * as Comlink from 'comlink';

export type Remote<Api> = Comlink.Remote<Api>;

/** What a call answers: its value, or why there is none, as plain data that crosses any boundary. */
export type Answer<T> = { ok: true; value: T } | { ok: false; message: string };

/** Runs `work` and answers its value, or what it threw as a message. */
export async function answerOf<T>(work: () => Promise<T>, context: string): Promise<Answer<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (cause) {
    return { ok: false, message: `${context}: ${messageOf(cause)}` };
  }
}

export function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

/** The part of `Worker` the main thread uses (tests pass a stand-in over a `MessageChannel`). */
export interface WorkerLike extends Comlink.Endpoint {
  terminate(): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject): void;
}

/** Serves `api` to the thread that started this worker: the whole body of a worker's entry. */
export function serve(api: object, endpoint: Comlink.Endpoint = self as unknown as Comlink.Endpoint): void {
  Comlink.expose(api, endpoint);
}

/** A function the worker may call back (progress): sent as a channel of its own, not cloned. */
export function callback<F extends (...args: never[]) => unknown>(fn: F): F {
  return Comlink.proxy(fn);
}

/** Ends the channel of a callback received from the other thread; nothing for a local function. */
export function releaseCallback(fn: unknown): void {
  const release = (fn as { [Comlink.releaseProxy]?: () => void } | undefined)?.[Comlink.releaseProxy];
  if (typeof release === 'function') void Promise.resolve(release.call(fn)).catch(() => {});
}

/** Why a call had no answer: the worker stopped (or was ended) before it answered. */
export class WorkerStopped extends Error {
  override name = 'WorkerStopped';
}

export interface RemoteWorker<Api> {
  /** Calls the worker's API; rejects with `WorkerStopped` once the worker has stopped. */
  call<T>(ask: (api: Remote<Api>) => Promise<T>): Promise<T>;
  /** Terminates the worker; calls in flight reject with `WorkerStopped`. */
  end(): void;
}

/**
 * Starts the worker `spawn` makes (throwing when it cannot: no module workers) and wraps its
 * API. `onStop` hears, once, that the worker stopped by itself, with the reason.
 */
export function startWorker<Api>(spawn: () => WorkerLike, onStop: (reason: string) => void = () => {}): RemoteWorker<Api> {
  const worker = spawn();
  const api = Comlink.wrap<Api>(worker);
  const inFlight = new Set<(stopped: WorkerStopped) => void>();
  let stopped: WorkerStopped | null = null;

  function stop(reason: string): boolean {
    if (stopped !== null) return false;
    stopped = new WorkerStopped(reason);
    worker.terminate();
    inFlight.forEach((reject) => reject(stopped!));
    inFlight.clear();
    return true;
  }
  const stopBy = (reason: string) => () => {
    if (stop(reason)) onStop(reason);
  };
  worker.addEventListener('error', stopBy('The worker stopped: its script failed or could not be loaded.'));
  worker.addEventListener('messageerror', stopBy('The worker sent a message this thread could not read.'));

  return {
    call(ask) {
      if (stopped !== null) return Promise.reject(stopped);
      return new Promise((resolve, reject) => {
        inFlight.add(reject);
        ask(api)
          .then(resolve, reject)
          .finally(() => inFlight.delete(reject));
      });
    },
    end: () => void stop('The worker was ended.'),
  };
}
