import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, test } from 'vitest';
import { markAvailability } from '../../src/db/availabilityMarks';
import { markUploaded, markRejected } from '../../src/db/outbox';
import { readAvailability } from '../../src/db/catalogReader';
import { readHeldAvailability } from '../../src/db/quotaSales';
import { connectTo } from '../kit/db';
import { syncMetaAt } from './migrations/fixture';

const T = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;

async function tillWithList(soldOut: number[], polledAt = T(0)) {
  const factory = new IDBFactory();
  const db = connectTo(factory);
  await db.syncMeta.put({ ...syncMetaAt(1), id: 'sync' });
  await db.soldOut.put({ id: 'latest', product_ids: soldOut, fetched_at: polledAt, sent_at: polledAt });
  return { db, factory };
}

const poll = (db: ReturnType<typeof connectTo>, soldOut: number[], sentAt: string) =>
  db.soldOut.put({ id: 'latest', product_ids: soldOut, fetched_at: sentAt, sent_at: sentAt });

describe('assumed-contracts 12: marking a product sold out at the till', () => {
  test('the mark shows at once, in this tab and another, and is queued under its own key', async () => {
    const { db, factory } = await tillWithList([5]);
    expect(await markAvailability(db, { id: 'change-1', product_id: 41, sold_out: true, marked_at: T(1) })).toEqual({ ok: true });
    expect((await readHeldAvailability(db, 1)).soldOut).toEqual([5, 41]);
    const otherTab = connectTo(factory);
    expect((await readAvailability(otherTab, 1)).soldOut).toEqual([5, 41]);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ client_order_id: 'change-1', kind: 'availability' })]);
  });

  test('a poll before the server answered does not undo the mark; the poll after the answer is the truth', async () => {
    const { db } = await tillWithList([]);
    await markAvailability(db, { id: 'change-1', product_id: 41, sold_out: true, marked_at: T(1) });
    await poll(db, [], T(2));
    expect((await readAvailability(db, 1)).soldOut).toEqual([41]);
    await markUploaded(db, 'change-1', 'change-1', T(3));
    expect((await readAvailability(db, 1)).soldOut).toEqual([41]);
    // A poll asked for before the answer arrived may not hold it yet.
    await poll(db, [], T(2));
    expect((await readAvailability(db, 1)).soldOut).toEqual([41]);
    // Asked for after: the server's list stands, whatever it says (another till made it available).
    await poll(db, [], T(4));
    expect((await readAvailability(db, 1)).soldOut).toEqual([]);
  });

  test('"Available again" takes a polled sold-out product off the list at once', async () => {
    const { db } = await tillWithList([41, 5]);
    await markAvailability(db, { id: 'change-2', product_id: 41, sold_out: false, marked_at: T(1) });
    expect((await readAvailability(db, 1)).soldOut).toEqual([5]);
  });

  test('a mark the server refused falls back to the list at once', async () => {
    const { db } = await tillWithList([]);
    await markAvailability(db, { id: 'change-1', product_id: 999, sold_out: true, marked_at: T(1) });
    await markRejected(db, 'change-1', 'Not found');
    expect((await readAvailability(db, 1)).soldOut).toEqual([]);
    expect(await db.availabilityChanges.get('change-1')).toMatchObject({ upload: 'rejected', message: 'Not found' });
    expect(await db.outbox.count()).toBe(0);
  });

  test('a server without a sold-out list cannot confirm a mark: refused, nothing queued', async () => {
    const db = connectTo(new IDBFactory());
    expect(await markAvailability(db, { id: 'change-1', product_id: 41, sold_out: true, marked_at: T(1) })).toEqual({ ok: false, reason: 'no-list' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.availabilityChanges.count()).toBe(0);
  });
});
