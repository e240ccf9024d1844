import { expect, test } from 'vitest';
import { answerOf, callback, startWorker, WorkerStopped } from '../../src/rpc/workerRpc';
import { channelWorker } from '../kit/worker';

interface Api {
  double(n: number): Promise<number>;
  never(): Promise<number>;
  count(to: number, onCount: (n: number) => void): Promise<void>;
}

const api: Api = {
  double: async (n) => n * 2,
  never: () => new Promise<number>(() => {}),
  async count(to, onCount) {
    for (let n = 1; n <= to; n++) await onCount(n);
  },
};

test('a call crosses to the worker and its answer comes back, with callbacks called across', async () => {
  const worker = startWorker<Api>(() => channelWorker(api));
  expect(await worker.call((remote) => remote.double(21))).toBe(42);
  const heard: number[] = [];
  await worker.call((remote) => remote.count(3, callback((n: number) => void heard.push(n))));
  expect(heard).toEqual([1, 2, 3]);
  worker.end();
});

test('a worker that errors rejects the calls in flight and every later one, and is terminated', async () => {
  const stand = channelWorker(api);
  const reasons: string[] = [];
  const worker = startWorker<Api>(() => stand, (reason) => reasons.push(reason));
  const waiting = worker.call((remote) => remote.never());
  stand.fail();
  await expect(waiting).rejects.toBeInstanceOf(WorkerStopped);
  await expect(worker.call((remote) => remote.double(1))).rejects.toThrow('The worker stopped: its script failed or could not be loaded.');
  expect(stand.terminated).toBe(true);
  expect(reasons).toEqual(['The worker stopped: its script failed or could not be loaded.']);
});

test('ending a worker settles the calls in flight instead of leaving them waiting', async () => {
  const stand = channelWorker(api);
  const worker = startWorker<Api>(() => stand);
  const waiting = worker.call((remote) => remote.never());
  worker.end();
  await expect(waiting).rejects.toThrow('The worker was ended.');
  expect(stand.terminated).toBe(true);
});

test('what a call throws is answered as a value with its message', async () => {
  expect(await answerOf(async () => 7, 'Counting')).toEqual({ ok: true, value: 7 });
  expect(
    await answerOf(async () => {
      throw new Error('the disk could not be read');
    }, 'The catalog could not be read'),
  ).toEqual({ ok: false, message: 'The catalog could not be read: the disk could not be read' });
});
