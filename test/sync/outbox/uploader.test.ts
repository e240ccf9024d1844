import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { invoiceBody } from '../../../src/sync/contracts/invoiceBody';
import type { PosDb } from '../../../src/db/schema';
import { saveConnection } from '../../../src/db/settings';
import { retryRejected } from '../../../src/db/outbox';
import { createUploader, type Uploader, type UploaderOptions } from '../../../src/sync/outbox/uploader';
import { openTestDb, queue } from '../../kit/db';
import { fakeClock, fireNextTimer, T0, until } from '../../kit/timers';
import { fakeNetwork } from '../../kit/network';
import { invalid, invoiceServer, serverError, unauthorized } from '../../kit/fetch';
import { orderRow } from '../../kit/orders';
import { sharedLocks } from '../../kit/locks';

const SERVER = 'https://pos.example.com';

const uploaders: Uploader[] = [];
afterEach(() => {
  for (const u of uploaders.splice(0)) u.stop();
});

async function setup(options: Partial<UploaderOptions> & { online?: boolean; connected?: boolean; db?: PosDb } = {}) {
  const db = options.db ?? openTestDb();
  if (options.connected !== false) await saveConnection(db, SERVER, 'key-1');
  const server = invoiceServer();
  const clock = fakeClock(T0);
  const net = fakeNetwork(options.online ?? true);
  const make = (extra: Partial<UploaderOptions> = {}) => {
    const uploader = createUploader({
      db,
      fetch: server.fetch,
      network: net.network,
      timers: clock.timers,
      now: clock.now,
      random: () => 0.5,
      locks: null,
      ...options,
      ...extra,
    });
    uploaders.push(uploader);
    return uploader;
  };
  return {
    db,
    server,
    clock,
    net,
    make,
    uploadState: async (id: string) => (await db.orders.get(id))?.upload,
    entry: (id: string) => db.outbox.get(id),
  };
}

/** Lets watchers and passes that could run do so, before asserting that something did not happen. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('what is sent', () => {
  test('6 every attempt of an order carries Idempotency-Key = client_order_id and the same body', async () => {
    const t = await setup();
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    t.server.next(serverError(), serverError(503));
    await t.make().start();
    await until(async () => expect((await t.entry(a.client_order_id))?.attempts).toBe(1));
    await fireNextTimer(t.clock);
    await until(async () => expect((await t.entry(a.client_order_id))?.attempts).toBe(2));
    await fireNextTimer(t.clock);
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('uploaded'));
    expect(t.server.keys()).toEqual([a.client_order_id, a.client_order_id, a.client_order_id]);
    for (const call of t.server.calls) {
      expect(call.body).toEqual(invoiceBody(a));
      expect(call.authorization).toBe('Bearer key-1');
    }
  });

  test('orders go oldest first by the time they were queued, one at a time', async () => {
    const t = await setup();
    const [a, b, c] = [orderRow(), orderRow(), orderRow()];
    await queue(t.db, { order: c, queuedAt: T0 + 3 }, { order: a, queuedAt: T0 + 1 }, { order: b, queuedAt: T0 + 2 });
    await t.make().start();
    await until(async () => expect(await t.db.outbox.count()).toBe(0));
    expect(t.server.keys()).toEqual([a.client_order_id, b.client_order_id, c.client_order_id]);
    expect(t.server.maxInFlight()).toBe(1);
  });

  test('an acknowledged order is uploaded with the server invoice id and time, and leaves the queue', async () => {
    const t = await setup();
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    const uploader = t.make();
    await uploader.start();
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('uploaded'));
    expect(await t.db.orders.get(a.client_order_id)).toMatchObject({ invoice_id: 9001, uploaded_at: new Date(T0).toISOString(), message: null });
    expect(await t.entry(a.client_order_id)).toBeUndefined();
    // The status turns idle just after the order is marked uploaded: a state to wait for on a busy machine.
    await until(() => expect(uploader.status.getState()).toEqual({ kind: 'idle', retryAt: null }));
  });

  test('the status says uploading while sending and turns idle only after the order is marked uploaded', async () => {
    const t = await setup();
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    const uploader = t.make();
    const kinds: string[] = [];
    const stateAtIdle: Array<Promise<string | undefined>> = [];
    uploader.status.subscribe((s) => {
      kinds.push(s.kind);
      if (s.kind === 'idle') stateAtIdle.push(t.uploadState(a.client_order_id));
    });
    await uploader.start();
    await until(() => expect(kinds).toContain('idle'));
    expect(kinds[0]).toBe('uploading');
    expect(await Promise.all(stateAtIdle)).toEqual(stateAtIdle.map(() => 'uploaded'));
  });
});

describe('6 a refused order (422) never blocks the rest', () => {
  test('it is marked rejected with the server words, kept, leaves the queue, and the next order still uploads', async () => {
    const t = await setup();
    const [a, b] = [orderRow(), orderRow()];
    await queue(t.db, { order: a, queuedAt: T0 + 1 }, { order: b, queuedAt: T0 + 2 });
    t.server.next(invalid('Invalid invoice', [{ field: 'lines[0].product_id', message: 'unknown product 41' }]));
    await t.make().start();
    await until(async () => expect(await t.uploadState(b.client_order_id)).toBe('uploaded'));
    expect(await t.db.orders.get(a.client_order_id)).toMatchObject({
      upload: 'rejected',
      message: 'Invalid invoice: lines[0].product_id: unknown product 41',
      invoice_id: null,
      lines: a.lines,
    });
    expect(await t.db.outbox.count()).toBe(0);
    expect(t.server.keys()).toEqual([a.client_order_id, b.client_order_id]);
  });

  test('Retry upload queues a rejected order again and it is sent under the same key', async () => {
    const t = await setup();
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    t.server.next(invalid('Unknown product'));
    await t.make().start();
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('rejected'));
    expect(await retryRejected(t.db, a.client_order_id, T0 + 5)).toBe(true);
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('uploaded'));
    expect(t.server.keys()).toEqual([a.client_order_id, a.client_order_id]);
    expect((await t.db.orders.get(a.client_order_id))?.message).toBeNull();
  });

  test('only a rejected order can be queued again', async () => {
    const t = await setup({ online: false });
    const [waiting, uploaded] = [orderRow(), orderRow({ upload: 'uploaded', invoice_id: 1 })];
    await queue(t.db, { order: waiting, queuedAt: T0, entry: { attempts: 3 } });
    await t.db.orders.add(uploaded);
    expect(await retryRejected(t.db, waiting.client_order_id)).toBe(false);
    expect(await retryRejected(t.db, uploaded.client_order_id)).toBe(false);
    expect(await retryRejected(t.db, 'no-such-order')).toBe(false);
    expect(await t.db.outbox.toArray()).toEqual([expect.objectContaining({ client_order_id: waiting.client_order_id, attempts: 3 })]);
  });
});

describe('4 one bad sale never blocks the others', () => {
  const proxy = (status: number, message: string) => ({ status, body: { status: false, message } });

  test.each([
    [400, 'Bad Request'],
    [404, 'Not Found'],
    [410, 'Gone'],
    [413, 'Payload Too Large'],
    [414, 'URI Too Long'],
    [415, 'Unsupported Media Type'],
  ])('%i refuses the sale for good: it is rejected with the server words and the next sale uploads', async (status, words) => {
    const t = await setup();
    const [a, b] = [orderRow(), orderRow()];
    await queue(t.db, { order: a, queuedAt: T0 + 1 }, { order: b, queuedAt: T0 + 2 });
    t.server.next(proxy(status, words));
    await t.make().start();
    await until(async () => expect(await t.uploadState(b.client_order_id)).toBe('uploaded'));
    expect(await t.db.orders.get(a.client_order_id)).toMatchObject({ upload: 'rejected', message: `Server error ${status}: ${words}` });
    expect(t.server.keys()).toEqual([a.client_order_id, b.client_order_id]);
  });

  test.each([403, 408, 429, 500, 503])('%i is temporary: the sale stays queued with the reason and is tried again', async (status) => {
    const t = await setup();
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    t.server.next(proxy(status, 'Try later'));
    await t.make().start();
    await until(async () => expect(await t.entry(a.client_order_id)).toMatchObject({ attempts: 1, last_error: `Server error ${status}: Try later` }));
    expect(await t.uploadState(a.client_order_id)).toBe('waiting');
    await fireNextTimer(t.clock);
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('uploaded'));
  });

  test('a head the server keeps refusing for now steps aside after three tries: the sales behind it upload', async () => {
    const t = await setup();
    const [a, b, c] = [orderRow(), orderRow(), orderRow()];
    await queue(t.db, { order: a, queuedAt: T0 + 1 }, { order: b, queuedAt: T0 + 2 }, { order: c, queuedAt: T0 + 3 });
    t.server.next(proxy(403, 'Forbidden'), proxy(403, 'Forbidden'), proxy(403, 'Forbidden'));
    await t.make().start();
    await until(async () => expect((await t.entry(a.client_order_id))?.attempts).toBe(1));
    await fireNextTimer(t.clock);
    await until(async () => expect((await t.entry(a.client_order_id))?.attempts).toBe(2));
    await fireNextTimer(t.clock);
    await until(async () => expect(await t.uploadState(c.client_order_id)).toBe('uploaded'));
    expect(await t.uploadState(b.client_order_id)).toBe('uploaded');
    expect(await t.entry(a.client_order_id)).toMatchObject({ attempts: 3, last_error: 'Server error 403: Forbidden' });
    await fireNextTimer(t.clock);
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('uploaded'));
    const [ka, kb, kc] = [a, b, c].map((o) => o.client_order_id);
    expect(t.server.keys()).toEqual([ka, ka, ka, kb, kc, ka]);
  });

  test('a sale that stepped aside does not hold a new sale queued behind it while it waits', async () => {
    const t = await setup();
    const [a, b] = [orderRow(), orderRow()];
    await queue(t.db, { order: a, queuedAt: T0 + 1, entry: { attempts: 5, next_attempt_at: T0 + 60_000 } });
    await t.make().start();
    await until(() => expect(t.clock.delays()).toEqual([60_000]));
    await queue(t.db, { order: b, queuedAt: T0 + 2 });
    await until(async () => expect(await t.uploadState(b.client_order_id)).toBe('uploaded'));
    await until(() => expect(t.clock.delays()).toEqual([60_000]));
    expect(t.server.keys()).toEqual([b.client_order_id]);
  });

  test('an entry that names one it must follow (a refund, its sale) is never sent first, even when that one steps aside', async () => {
    const t = await setup();
    const [sale, refund, other] = [orderRow(), orderRow(), orderRow()];
    await queue(
      t.db,
      { order: sale, queuedAt: T0 + 1 },
      { order: refund, queuedAt: T0 + 2, entry: { after: sale.client_order_id } },
      { order: other, queuedAt: T0 + 3 },
    );
    t.server.next(proxy(503, 'Busy'), proxy(503, 'Busy'), proxy(503, 'Busy'));
    await t.make().start();
    for (let n = 0; n < 3; n += 1) await fireNextTimer(t.clock);
    await until(async () => expect(await t.db.outbox.count()).toBe(0));
    const [s, r, o] = [sale, refund, other].map((x) => x.client_order_id);
    expect(t.server.keys()).toEqual([s, s, s, o, s, r]);
  });

  test('an entry whose sale was rejected waits; it goes once the sale is retried and uploaded', async () => {
    const t = await setup();
    const [sale, refund] = [orderRow(), orderRow()];
    await queue(t.db, { order: sale, queuedAt: T0 + 1 }, { order: refund, queuedAt: T0 + 2, entry: { after: sale.client_order_id } });
    t.server.next(invalid('Unknown product'));
    const uploader = t.make();
    await uploader.start();
    await until(async () => expect(await t.uploadState(sale.client_order_id)).toBe('rejected'));
    await until(() => expect(uploader.status.getState()).toEqual({ kind: 'idle', retryAt: null }));
    expect(await t.uploadState(refund.client_order_id)).toBe('waiting');
    expect(t.server.keys()).toEqual([sale.client_order_id]);
    await retryRejected(t.db, sale.client_order_id, T0 + 5);
    await until(async () => expect(await t.db.outbox.count()).toBe(0));
    expect(t.server.keys()).toEqual([sale.client_order_id, sale.client_order_id, refund.client_order_id]);
  });
});

describe('a temporary failure', () => {
  test('keeps the order at the head with one more attempt; later sales wait behind it and follow it in order', async () => {
    const t = await setup();
    const [a, b] = [orderRow(), orderRow()];
    await queue(t.db, { order: a, queuedAt: T0 + 1 }, { order: b, queuedAt: T0 + 2 });
    t.server.next(serverError());
    const uploader = t.make();
    await uploader.start();
    await until(async () => expect((await t.entry(a.client_order_id))?.attempts).toBe(1));
    const head = await t.entry(a.client_order_id);
    expect(head).toMatchObject({ next_attempt_at: T0 + 1_000, last_error: expect.stringContaining('Server error 500') });
    expect(await t.entry(b.client_order_id)).toMatchObject({ attempts: 0 });
    expect(await t.uploadState(a.client_order_id)).toBe('waiting');
    await until(() => expect(uploader.status.getState()).toEqual({ kind: 'idle', retryAt: T0 + 1_000 }));
    await until(() => expect(t.clock.delays()).toEqual([1_000]));
    expect(t.server.keys()).toEqual([a.client_order_id]);

    await fireNextTimer(t.clock);
    await until(async () => expect(await t.db.outbox.count()).toBe(0));
    expect(t.server.keys()).toEqual([a.client_order_id, a.client_order_id, b.client_order_id]);
  });

  test('waits longer after each failure, up to the cap', async () => {
    const t = await setup({ baseDelayMs: 1_000, maxDelayMs: 8_000 });
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    t.server.next(...Array.from({ length: 6 }, () => serverError()));
    await t.make().start();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await until(async () => expect((await t.entry(a.client_order_id))?.attempts).toBe(attempt));
      waits.push((await t.entry(a.client_order_id))!.next_attempt_at - t.clock.now());
      await until(() => expect(t.clock.delays()).toEqual([waits[waits.length - 1]]));
      await fireNextTimer(t.clock);
    }
    // random 0.5: half of 1, 2, 4, 8, 8, 8 seconds.
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000]);
  });

  test('the wait is jittered: a random point below the ceiling', async () => {
    const randoms = [0.9, 0.1];
    const t = await setup({ baseDelayMs: 1_000, random: () => randoms.shift() ?? 0 });
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    t.server.next(serverError(), serverError());
    await t.make().start();
    await until(async () => expect((await t.entry(a.client_order_id))?.next_attempt_at).toBe(T0 + 900));
    await until(() => expect(t.clock.delays()).toEqual([900]));
    await fireNextTimer(t.clock);
    await until(async () => expect((await t.entry(a.client_order_id))?.next_attempt_at).toBe(T0 + 900 + 200));
  });

  test('once the server answers, the orders behind the head no longer wait out an older backoff', async () => {
    const t = await setup();
    const [a, b] = [orderRow(), orderRow()];
    await queue(t.db, { order: a, queuedAt: T0 + 1 }, { order: b, queuedAt: T0 + 2, entry: { attempts: 2, next_attempt_at: T0 + 60_000 } });
    await t.make().start();
    await until(async () => expect(await t.db.outbox.count()).toBe(0));
    expect(t.clock.now()).toBe(T0);
  });

  test('the network coming back retries at once, without waiting out the backoff', async () => {
    const t = await setup({ baseDelayMs: 60_000 });
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    t.server.next('refuse');
    const uploader = t.make();
    await uploader.start();
    await until(async () => expect((await t.entry(a.client_order_id))?.attempts).toBe(1));
    t.net.set(false);
    expect(uploader.status.getState().kind).toBe('waiting-for-network');
    expect(t.clock.delays()).toEqual([]);
    t.net.set(true);
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('uploaded'));
    expect(t.clock.now()).toBe(T0);
  });

  test('offline, nothing is sent; the online event sends the queue', async () => {
    const t = await setup({ online: false });
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    const uploader = t.make();
    await uploader.start();
    await settle();
    expect(uploader.status.getState().kind).toBe('waiting-for-network');
    expect(t.server.calls).toHaveLength(0);
    t.net.set(true);
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('uploaded'));
  });

  test('uploadNow sends the head at once, without waiting out the backoff', async () => {
    const t = await setup({ baseDelayMs: 60_000 });
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    t.server.next(serverError());
    const uploader = t.make();
    await uploader.start();
    await until(async () => expect((await t.entry(a.client_order_id))?.attempts).toBe(1));
    await uploader.uploadNow();
    expect(await t.uploadState(a.client_order_id)).toBe('uploaded');
  });
});

describe('5 retry times and a wall clock set wrong', () => {
  const YEAR = 365 * 24 * 60 * 60_000;

  test.each([
    ['jumped a year ahead, then corrected', T0 + YEAR, T0],
    ['set a year back', T0, T0 - YEAR],
  ])('a wall clock %s does not hold a sale for a year: the backoff runs on the monotonic clock', async (_case, atFailure, afterwards) => {
    const t = await setup();
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    t.clock.setWall(atFailure);
    t.server.next(serverError());
    await t.make().start();
    await until(async () => expect((await t.entry(a.client_order_id))?.next_attempt_at).toBe(atFailure + 1_000));
    t.clock.setWall(afterwards);
    await until(() => expect(t.clock.delays()).toEqual([1_000]));
    await fireNextTimer(t.clock);
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('uploaded'));
  });

  test('a stored retry time further ahead than the longest backoff is taken as due when a page starts', async () => {
    const t = await setup({ maxDelayMs: 60_000 });
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0, entry: { attempts: 4, next_attempt_at: T0 + YEAR } });
    await t.make().start();
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('uploaded'));
    expect(t.clock.now()).toBe(T0);
  });
});

describe('a refused key (401)', () => {
  test('pauses uploads (no timer, no retry on new sales or the network) until the key changes', async () => {
    const t = await setup();
    const [a, b] = [orderRow(), orderRow()];
    await queue(t.db, { order: a, queuedAt: T0 + 1 });
    t.server.next(unauthorized);
    const uploader = t.make();
    await uploader.start();
    await until(() => expect(uploader.status.getState().kind).toBe('paused-unauthorized'));
    expect(await t.entry(a.client_order_id)).toMatchObject({ attempts: 0 });
    expect(t.clock.delays()).toEqual([]);

    await queue(t.db, { order: b, queuedAt: T0 + 2 });
    t.net.set(false);
    t.net.set(true);
    await settle();
    expect(t.server.calls).toHaveLength(1);
    expect(uploader.status.getState().kind).toBe('paused-unauthorized');

    await saveConnection(t.db, SERVER, 'key-2');
    await until(async () => expect(await t.db.outbox.count()).toBe(0));
    expect(t.server.calls.map((c) => [c.key, c.authorization])).toEqual([
      [a.client_order_id, 'Bearer key-1'],
      [a.client_order_id, 'Bearer key-2'],
      [b.client_order_id, 'Bearer key-2'],
    ]);
    // The status turns idle after the last row has left the outbox, not in the same step.
    await until(() => expect(uploader.status.getState()).toEqual({ kind: 'idle', retryAt: null }));
  });

  test('uploadNow tries the same key once more (it may have been re-enabled on the server)', async () => {
    const t = await setup();
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    t.server.next(unauthorized);
    const uploader = t.make();
    await uploader.start();
    await until(() => expect(uploader.status.getState().kind).toBe('paused-unauthorized'));
    await uploader.uploadNow();
    expect(await t.uploadState(a.client_order_id)).toBe('uploaded');
  });
});

describe('when uploads start', () => {
  test('a new sale is uploaded without being asked', async () => {
    const t = await setup();
    const uploader = t.make();
    await uploader.start();
    await settle();
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('uploaded'));
  });

  test('sales queued before a reload are uploaded when the new page starts its uploader', async () => {
    const t = await setup();
    const [a, b] = [orderRow(), orderRow()];
    await queue(t.db, { order: a, queuedAt: T0 + 1 }, { order: b, queuedAt: T0 + 2 });
    t.server.next('refuse');
    const before = t.make();
    await before.start();
    await until(async () => expect((await t.entry(a.client_order_id))?.attempts).toBe(1));
    before.stop();
    expect(t.clock.delays()).toEqual([]);

    // The refused connection put the old page offline; the new page starts reachable.
    t.net.set(true);
    const after = t.make();
    await after.start();
    await until(() => expect(t.clock.delays()).toEqual([1_000]));
    await fireNextTimer(t.clock);
    await until(async () => expect(await t.db.outbox.count()).toBe(0));
    expect(t.server.keys()).toEqual([a.client_order_id, a.client_order_id, b.client_order_id]);
  });

  test('the backoff stored before a reload is honoured by the new page', async () => {
    const t = await setup();
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0, entry: { attempts: 4, next_attempt_at: T0 + 7_000 } });
    const uploader = t.make();
    await uploader.start();
    await until(() => expect(t.clock.delays()).toEqual([7_000]));
    expect(t.server.calls).toHaveLength(0);
    await fireNextTimer(t.clock);
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('uploaded'));
  });

  test('an unconnected terminal sends nothing; connecting starts the upload', async () => {
    const t = await setup({ connected: false });
    const a = orderRow();
    await queue(t.db, { order: a, queuedAt: T0 });
    await t.make().start();
    await settle();
    expect(t.server.calls).toHaveLength(0);
    await saveConnection(t.db, SERVER, 'key-1');
    await until(async () => expect(await t.uploadState(a.client_order_id)).toBe('uploaded'));
  });

  test('a queue entry whose order row is gone is dropped and the rest still upload', async () => {
    const t = await setup();
    const b = orderRow();
    await t.db.outbox.add({ client_order_id: 'lost', queued_at: T0, attempts: 0, next_attempt_at: 0, last_error: null });
    await queue(t.db, { order: b, queuedAt: T0 + 1 });
    await t.make().start();
    await until(async () => expect(await t.uploadState(b.client_order_id)).toBe('uploaded'));
    expect(await t.db.outbox.count()).toBe(0);
    expect(t.server.keys()).toEqual([b.client_order_id]);
  });
});

describe('two tabs', () => {
  test('with one Web Lock they never send the same order at the same time, and send each order once', async () => {
    const locks = sharedLocks();
    const t = await setup({ locks });
    const orders = Array.from({ length: 5 }, () => orderRow());
    await queue(t.db, ...orders.map((order, i) => ({ order, queuedAt: T0 + i })));
    t.server.next(serverError());
    const [first, second] = [t.make(), t.make()];
    await Promise.all([first.start(), second.start()]);
    await until(async () => expect((await t.entry(orders[0]!.client_order_id))?.attempts).toBe(1));
    await until(() => expect(t.clock.delays()).toEqual([1_000, 1_000]));
    // Both tabs' timers come due together.
    await fireNextTimer(t.clock);
    await fireNextTimer(t.clock);
    await until(async () => expect(await t.db.outbox.count()).toBe(0));
    await settle();
    expect(t.server.maxInFlight()).toBe(1);
    const ids = orders.map((o) => o.client_order_id);
    expect(t.server.keys()).toEqual([ids[0], ...ids]);
  });
});
