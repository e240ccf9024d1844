/**
 * A sale's slips are written with the sale (src/db/orders.ts `prints`, src/devices/service.ts
 * `saleJobsOf`), and one tab runs the print queue, a tab taking it over finding what a closed
 * tab left half printed.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { completeSale, type CompleteSaleInput } from '../../src/db/orders';
import { CART_ID } from '../../src/db/cart';
import { claimPrintJob, jobsNeedingHelp } from '../../src/db/printJobs';
import type { PosDb } from '../../src/db/schema';
import { createPrintService, INTERRUPTED, saleJobsOf, STALE_CLAIM_MS, type QueueLock } from '../../src/devices/service';
import { DEFAULT_PAPER } from '../../src/checkout/receipt';
import type { CompletedOrder } from '../../src/checkout/order';
import { english } from '../../src/core/names';
import { connectTo } from '../kit/db';
import { FakePrinter, fakeConnector, makePrinter } from '../kit/devices';
import { makeBrand, makeSession } from '../kit/factories';
import { cartOf, cash, exampleBurger, sold } from '../kit/orders';

const words = { t: english, name: (row: { name: string }) => row.name, direction: 'ltr' as const };
const printers = [makePrinter({ id: 'receipt' }), makePrinter({ id: 'kitchen', role: 'kitchen', drawer: false })];
const slips = (order: CompletedOrder) =>
  saleJobsOf({ order, date: 'd', channels: [], kitchenOnReceipt: false, kitchen: [{ ticket_no: order.ticket_no, order_name: null, channel: null, created_at: order.created_at, order_note: null, lines: [], mark: null, station: null }] }, words, true, printers, DEFAULT_PAPER, false);

async function till(): Promise<PosDb> {
  const db = connectTo(new IDBFactory());
  await db.open();
  await db.settings.update('terminal', { printers });
  await db.cart.put({ id: CART_ID, ...cartOf(2, exampleBurger) });
  return db;
}

const sale = async (db: PosDb, overrides: Partial<CompleteSaleInput> = {}): Promise<CompleteSaleInput> => ({
  cart: (await db.cart.get(CART_ID))!,
  payments: [cash('4.600', '5.000')],
  brands: [makeBrand({ brand_id: 2, brand_name: 'Burger Yard' })],
  session: makeSession(),
  prints: slips,
  ...overrides,
});

test('a sale is stored with its slips, in its own transaction: the receipt and the kitchen ticket wait for the queue, named by its ticket', async () => {
  const db = await till();
  const order = await sold(completeSale(db, await sale(db)));
  // Nothing has run the queue: the slips are there because the sale wrote them.
  const jobs = await db.printJobs.orderBy('created_at').toArray();
  expect(jobs.map((j) => [j.kind, j.printer_id, j.state])).toEqual([
    ['receipt', 'receipt', 'queued'],
    ['kitchen', 'kitchen', 'queued'],
  ]);
  expect(jobs[0]!.title).toBe(order.ticket_no);
});

test('a sale that is not stored leaves no slip, and slips that cannot be made leave no sale', async () => {
  const db = await till();
  const input = await sale(db);
  await expect(completeSale(db, { ...input, cart: { ...input.cart, revision: input.cart.revision + 1 } })).resolves.toEqual({ ok: false, reason: 'changed' });
  expect(await db.printJobs.count()).toBe(0);
  const broken = () => {
    throw new Error('no paper');
  };
  await expect(completeSale(db, { ...input, prints: broken })).rejects.toThrow('no paper');
  expect(await db.orders.count()).toBe(0);
  expect(await db.printJobs.count()).toBe(0);
});

/** Web Locks over two tabs: the first to ask holds it until its tab closes, then the next waiting takes it. */
function fakeLocks() {
  const waiting: { work: () => Promise<void>; granted: () => void }[] = [];
  let held = false;
  const next = () => {
    const first = waiting.shift();
    if (!first) return;
    held = true;
    first.granted();
    void first.work();
  };
  return {
    lock: ((_name, work) => new Promise<void>((granted) => {
      waiting.push({ work, granted });
      if (!held) next();
    })) as QueueLock,
    /** The holding tab closed: its lock goes to the next tab waiting. */
    closed: () => {
      held = false;
      next();
    },
  };
}

test('one tab runs the queue; a slip a closed tab left printing shows as needing "Retry" once another tab takes the queue over', async () => {
  const factory = new IDBFactory();
  const first = connectTo(factory);
  await first.open();
  await first.settings.update('terminal', { printers });
  const locks = fakeLocks();
  const devices = { receipt: new FakePrinter(), kitchen: new FakePrinter() };
  const connector = fakeConnector(devices);
  const tabA = createPrintService(first, { usb: connector, serial: connector, bluetooth: connector }, locks.lock);
  tabA.start();
  const second = connectTo(factory);
  const tabB = createPrintService(second, { usb: connector, serial: connector, bluetooth: connector }, locks.lock);
  tabB.start();
  // Tab A took a slip to print and was closed in the middle of it.
  await first.printJobs.add({ id: 'cut', printer_id: 'receipt', kind: 'receipt', title: 'T3-000042', document: { direction: 'ltr', lines: [], cut: true, drawer: false }, state: 'queued', attempts: 0, created_at: 1, error: null, done_at: null });
  expect(await claimPrintJob(first, 'cut')).not.toBeNull();
  expect(await jobsNeedingHelp(second)).toEqual([]);
  locks.closed();
  await expect.poll(async () => (await jobsNeedingHelp(second)).map((j) => [j.id, j.state, j.error])).toEqual([['cut', 'waiting', INTERRUPTED]]);
  expect(devices.receipt.writes).toEqual([]);
});

test('without Web Locks every tab runs the queue: a slip another tab is printing now is left to it, one claimed long ago waits for "Retry"', async () => {
  const factory = new IDBFactory();
  const db = connectTo(factory);
  await db.open();
  await db.settings.update('terminal', { printers });
  const slip = (id: string) => ({ id, printer_id: 'receipt', kind: 'receipt' as const, title: id, document: { direction: 'ltr' as const, lines: [], cut: true, drawer: false }, state: 'queued' as const, attempts: 0, created_at: 1, error: null, done_at: null });
  await db.printJobs.bulkAdd([slip('now'), slip('cut')]);
  await claimPrintJob(db, 'now');
  await claimPrintJob(db, 'cut', Date.now() - STALE_CLAIM_MS - 1);
  const devices = { receipt: new FakePrinter(), kitchen: new FakePrinter() };
  const connector = fakeConnector(devices);
  createPrintService(connectTo(factory), { usb: connector, serial: connector, bluetooth: connector }, null).start();
  await expect.poll(async () => (await jobsNeedingHelp(db)).map((j) => [j.id, j.state])).toEqual([['cut', 'waiting']]);
  expect((await db.printJobs.get('now'))?.state).toBe('printing');
  expect(devices.receipt.writes).toEqual([]);
});
