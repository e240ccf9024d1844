import 'fake-indexeddb/auto';
import { afterEach, expect, test } from 'vitest';
import { emulatorPerFile } from '../../kit/emulator';
import { invoiceBody } from '../../../src/sync/contracts/invoiceBody';
import { completeSale } from '../../../src/db/orders';
import type { PosDb } from '../../../src/db/schema';
import { saveConnection } from '../../../src/db/settings';
import { createUploader, type Uploader } from '../../../src/sync/outbox/uploader';
import { createReachability, type Reachability } from '../../../src/sync/platform/network';
import { probeServer } from '../../../src/sync/probe';
import { makeBrand, makeSession } from '../../kit/factories';
import { brandHeader, cartOf, cash, exampleBurger, orderRow, sold } from '../../kit/orders';
import { openTestDb, queue } from '../../kit/db';
import { fakeClock, fireNextTimer, T0, until } from '../../kit/timers';

const emu = emulatorPerFile({ reset: true });

const uploaders: Uploader[] = [];
const networks: Reachability[] = [];
afterEach(() => {
  for (const u of uploaders.splice(0)) u.stop();
  for (const n of networks.splice(0)) n.stop();
});

/** A short timeout only where the server is made to hang; a slow first answer must not count as one. */
async function setup(timeoutMs = 10_000) {
  const db = openTestDb();
  // A terminal provisioned to sell without a shift: these tests are about the upload.
  await saveConnection(db, emu.url, 'demo-key', { shiftRequired: false });
  const clock = fakeClock(T0);
  // Real reachability on the fake clock: a request with no answer puts it offline, and its
  // probe (the next timer) against the emulator brings it back.
  const network = createReachability({ probe: probeServer(db), timers: clock.timers, browser: null });
  networks.push(network);
  const uploader = createUploader({
    db,
    network,
    timers: clock.timers,
    now: clock.now,
    random: () => 0.5,
    locks: null,
    timeoutMs,
  });
  uploaders.push(uploader);
  return { db, clock, uploader };
}

const invoiceRequests = () => emu.control.requests().filter((r) => r.path === '/api/v2/invoices');

async function waitForAttempts(db: PosDb, id: string, attempts: number) {
  await until(async () => expect((await db.outbox.get(id))?.attempts).toBe(attempts));
}

async function waitForUpload(db: PosDb, id: string) {
  await until(async () => expect((await db.orders.get(id))?.upload).toBe('uploaded'));
  return (await db.orders.get(id))!;
}

test('6 a sale completed at the till reaches the server as one invoice with the contract body', async () => {
  const { db, uploader } = await setup();
  const cart = cartOf(2, exampleBurger);
  await db.cart.put({ id: 'current', ...cart });
  const order = await sold(completeSale(db, {
    cart,
    payments: [cash('4.600', '5.000')],
    brands: [makeBrand(brandHeader)],
    session: makeSession(),
    now: () => new Date(T0),
  }));
  await uploader.start();
  const row = await waitForUpload(db, order.client_order_id);
  const [invoice, ...more] = emu.control.invoices();
  expect(more).toEqual([]);
  expect(invoice).toMatchObject({ idempotency_key: order.client_order_id, body: invoiceBody(order) });
  expect(row.invoice_id).toBe(invoice!.invoice_id);
  expect(await db.outbox.count()).toBe(0);
});

test('6 two server errors, then success: exactly one invoice', async () => {
  const { db, clock, uploader } = await setup();
  const a = orderRow();
  await queue(db, { order: a, queuedAt: T0 });
  emu.control.setFault('invoices', { kind: 'http500', times: 2 });
  await uploader.start();
  await waitForAttempts(db, a.client_order_id, 1);
  await fireNextTimer(clock);
  await waitForAttempts(db, a.client_order_id, 2);
  await fireNextTimer(clock);
  const row = await waitForUpload(db, a.client_order_id);
  expect(invoiceRequests().map((r) => r.status)).toEqual([500, 500, 201]);
  expect(emu.control.invoices()).toEqual([expect.objectContaining({ invoice_id: row.invoice_id, idempotency_key: a.client_order_id })]);
});

test('6 the server stored the invoice but the answer was lost: the retry with the same key gets 200 and still ONE invoice', async () => {
  const { db, clock, uploader } = await setup();
  const a = orderRow();
  await queue(db, { order: a, queuedAt: T0 });
  emu.control.setFault('invoices', { kind: 'dropAfterStore', times: 1 });
  await uploader.start();
  await waitForAttempts(db, a.client_order_id, 1);
  expect(emu.control.invoices()).toHaveLength(1);
  await fireNextTimer(clock);
  const row = await waitForUpload(db, a.client_order_id);
  const invoices = emu.control.invoices();
  expect(invoices).toHaveLength(1);
  expect(row.invoice_id).toBe(invoices[0]!.invoice_id);
  expect(invoiceRequests().map((r) => [r.headers['idempotency-key'], r.status])).toEqual([
    [a.client_order_id, null],
    [a.client_order_id, 200],
  ]);
});

test('7 a server that hangs is given up after the timeout, and the retry succeeds', async () => {
  const { db, clock, uploader } = await setup(1_000);
  const a = orderRow();
  await queue(db, { order: a, queuedAt: T0 });
  emu.control.setFault('invoices', { kind: 'hang', times: 1 });
  await uploader.start();
  await waitForAttempts(db, a.client_order_id, 1);
  expect((await db.outbox.get(a.client_order_id))?.last_error).toContain('sent nothing for 1 s');
  await fireNextTimer(clock);
  const row = await waitForUpload(db, a.client_order_id);
  expect(emu.control.invoices()).toEqual([expect.objectContaining({ invoice_id: row.invoice_id })]);
});

test('6 an invoice the server refuses (422) is rejected with its words; the next sale still uploads', async () => {
  const { db, uploader } = await setup();
  const bad = orderRow();
  const badOrder = { ...bad, lines: bad.lines.map((l) => ({ ...l, product_id: 999_999 })) };
  const good = orderRow();
  await queue(db, { order: badOrder, queuedAt: T0 + 1 }, { order: good, queuedAt: T0 + 2 });
  await uploader.start();
  await waitForUpload(db, good.client_order_id);
  expect(await db.orders.get(bad.client_order_id)).toMatchObject({
    upload: 'rejected',
    message: 'Invalid invoice: lines[0].product_id: unknown product 999999',
  });
  expect(emu.control.invoices().map((i) => i.idempotency_key)).toEqual([good.client_order_id]);
});

test('4 a proxy answering 413 to one sale: it is rejected with those words and the next sale still uploads', async () => {
  const { db, uploader } = await setup();
  const [big, next] = [orderRow(), orderRow()];
  await queue(db, { order: big, queuedAt: T0 + 1 }, { order: next, queuedAt: T0 + 2 });
  emu.control.setFault('invoices', { kind: 'status', status: 413, times: 1 });
  await uploader.start();
  await waitForUpload(db, next.client_order_id);
  expect(await db.orders.get(big.client_order_id)).toMatchObject({ upload: 'rejected', message: 'Server error 413: Payload Too Large' });
  expect(emu.control.invoices().map((i) => i.idempotency_key)).toEqual([next.client_order_id]);
});

test('4 a proxy answering 403 three times: the sale steps aside, the next one uploads, and it follows once its wait is over', async () => {
  const { db, clock, uploader } = await setup();
  const [blocked, next] = [orderRow(), orderRow()];
  await queue(db, { order: blocked, queuedAt: T0 + 1 }, { order: next, queuedAt: T0 + 2 });
  emu.control.setFault('invoices', { kind: 'status', status: 403, times: 3 });
  await uploader.start();
  await waitForAttempts(db, blocked.client_order_id, 1);
  await fireNextTimer(clock);
  await waitForAttempts(db, blocked.client_order_id, 2);
  await fireNextTimer(clock);
  await waitForUpload(db, next.client_order_id);
  expect((await db.outbox.get(blocked.client_order_id))?.last_error).toBe('Server error 403: Forbidden');
  await fireNextTimer(clock);
  await waitForUpload(db, blocked.client_order_id);
  expect(emu.control.invoices().map((i) => i.idempotency_key)).toEqual([next.client_order_id, blocked.client_order_id]);
});
