/**
 * A Web Worker stand-in for the till's worker RPC (`src/rpc/workerRpc.ts`): it serves an API
 * object through Comlink at the far end of a real `MessageChannel`, as a worker's entry does,
 * so every call and answer crosses as a structured clone, in order, as between threads.
 */
import { serve, type WorkerLike } from '../../src/rpc/workerRpc';

export interface ChannelWorker extends WorkerLike {
  readonly terminated: boolean;
  /** The worker errors as one whose script throws or cannot load does. */
  fail(): void;
}

/** `onTerminate`: what ending the worker stops (a real worker's work ends with it; this one runs in the test's thread). */
export function channelWorker(api: object, onTerminate: () => void = () => {}): ChannelWorker {
  const { port1, port2 } = new MessageChannel();
  serve(api, port2);
  // Node keeps a process alive while a port listens; a test that never ends its worker must still end.
  for (const port of [port1, port2]) (port as { unref?: () => void }).unref?.();
  const failures: Array<(event: Event) => void> = [];
  let terminated = false;
  return {
    get terminated() {
      return terminated;
    },
    postMessage: (message: unknown, transfer?: Transferable[]) => port1.postMessage(message, transfer ?? []),
    addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      if (type === 'error' || type === 'messageerror') failures.push(listener as (event: Event) => void);
      else port1.addEventListener(type, listener);
    },
    removeEventListener: (type: string, listener: EventListenerOrEventListenerObject) => port1.removeEventListener(type, listener),
    start: () => port1.start(),
    terminate() {
      terminated = true;
      onTerminate();
      port1.close();
      port2.close();
    },
    fail: () => failures.forEach((listener) => listener(new Event('error'))),
  };
}
