/**
 * Entry of the sync Web Worker (loaded by `createFullSyncRun` in `runner.ts`): fetch, decode
 * and database writes of a full sync run here, off the main thread.
 */
import { createWorkerHost } from './host';
import type { WorkerReply, WorkerRequest } from './protocol';

const scope = self as unknown as {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
};

const onMessage = createWorkerHost((reply) => scope.postMessage(reply));
scope.addEventListener('message', (event) => onMessage(event.data));
