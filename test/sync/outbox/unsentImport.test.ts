/**
 * "Export unsent" on one terminal, "Import unsent" on another of the same server, and both
 * terminals uploading: each sale, refund and shift is stored by the server exactly once, and
 * each terminal ends with it acknowledged.
 */
import 'fake-indexeddb/auto';
import { afterEach, expect, test } from 'vitest';
import { completeSale } from '../../../src/db/orders';
import { confirmRefund } from '../../../src/db/refunds';
import type { PosDb } from '../../../src/db/schema';
import { saveConnection } from '../../../src/db/settings';
import { closeShift, openShift } from '../../../src/db/shifts';
import { importUnsent, unsentCount, unsentDocuments } from '../../../src/db/unsent';
import { createUploader, type Uploader } from '../../../src/sync/outbox/uploader';
import { createReachability, type Reachability } from '../../../src/sync/platform/network';
import { probeServer } from '../../../src/sync/probe';
import { m, makeBrand, makeSession } from '../../kit/factories';
import { emulatorPerFile } from '../../kit/emulator';
import { openTestDb } from '../../kit/db';
import { brandHeader, cartOf, cash, exampleBurger, sold } from '../../kit/orders';
import { fakeClock, T0, until } from '../../kit/timers';

const emu = emulatorPerFile({ reset: true });
const running: Array<Uploader | Reachability> = [];
afterEach(() => {
  for (const r of running.splice(0)) r.stop();
});

async function terminal(): Promise<PosDb> {
  const db = openTestDb();
  await saveConnection(db, emu.url, 'demo-key');
  return db;
}

function upload(db: PosDb): Uploader {
  const clock = fakeClock(T0);
  const network = createReachability({ probe: probeServer(db), timers: clock.timers, browser: null });
  const uploader = createUploader({ db, network, timers: clock.timers, now: clock.now, random: () => 0.5, locks: null });
  running.push(network, uploader);
  return uploader;
}

test('documents exported from one terminal and imported on another reach the server once each, whichever terminal sends them', async () => {
  const a = await terminal();
  await openShift(a, { cashier_name: 'Amal', opening_float: m('20.000'), location_id: 3, digits: 3, now: new Date(T0) });
  const sales = [];
  for (let i = 1; i <= 3; i++) {
    const cart = { ...cartOf(2, exampleBurger), revision: i };
    await a.cart.put({ id: 'current', ...cart });
    sales.push(await sold(completeSale(a, { cart, payments: [cash('4.600', '5.000')], brands: [makeBrand(brandHeader)], session: makeSession(), now: () => new Date(T0 + i * 1000) })));
  }
  const refund = await confirmRefund(a, { saleId: sales[0]!.client_order_id, request: [{ of_line: 0, quantity: 1 }], reason: 'Cold', approved_by: { staff_id: 'manager-1', name: 'Mona' }, now: () => new Date(T0 + 5000) });
  if (!refund.ok) throw new Error(refund.reason);
  await closeShift(a, m('33.800'), new Date(T0 + 6000));
  expect(await unsentCount(a)).toBe(5);

  // Terminal A is written off; its export goes to terminal B.
  const b = await terminal();
  expect(await importUnsent(b, await unsentDocuments(a))).toMatchObject({ queued: 5 });

  // Both send (A came back after all): the server stores each once.
  await Promise.all([upload(b).start(), upload(a).start()]);
  await until(async () => expect([await a.outbox.count(), await b.outbox.count()]).toEqual([0, 0]));
  expect(emu.control.invoices().map((i) => i.idempotency_key).sort()).toEqual(sales.map((s) => s.client_order_id).sort());
  expect(emu.control.refunds().map((r) => r.idempotency_key)).toEqual([refund.refund.client_order_id]);
  expect(emu.control.shifts()).toHaveLength(1);
  for (const db of [a, b]) expect(await unsentCount(db)).toBe(0);
});
