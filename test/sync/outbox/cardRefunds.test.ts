import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, expect, test } from 'vitest';
import { beginCardPayment, isCardStartRefusal } from '../../../src/db/cardPayments';
import { CART_ID } from '../../../src/db/cart';
import { refundsToShow } from '../../../src/db/ordersList';
import { confirmRefund } from '../../../src/db/refunds';
import type { PosDb } from '../../../src/db/schema';
import { readSettings, saveConnection } from '../../../src/db/settings';
import { createApiClient } from '../../../src/sync/api/client';
import { sendAndFollow } from '../../../src/sync/cardRecovery';
import { CARD_REFUND_GRACE_MS, createUploader, type Uploader } from '../../../src/sync/outbox/uploader';
import { createReachability, type Reachability } from '../../../src/sync/platform/network';
import type { Timers } from '../../../src/sync/platform/timers';
import { probeServer } from '../../../src/sync/probe';
import { connectTo } from '../../kit/db';
import { emulatorPerFile, KEY } from '../../kit/emulator';
import { m, makeBrand, makeSession } from '../../kit/factories';
import { brandHeader, cartOf, exampleBurger } from '../../kit/orders';
import { fakeClock, fireNextTimer, until } from '../../kit/timers';

const emu = emulatorPerFile({ reset: true });
const T0 = new Date('2026-11-29T09:00:00.000Z');
const instant: Timers = { setTimeout: (cb) => (queueMicrotask(cb), 0), clearTimeout: () => {}, now: () => 0 };

const uploaders: Uploader[] = [];
const networks: Reachability[] = [];
afterEach(() => {
  for (const u of uploaders.splice(0)) u.stop();
  for (const n of networks.splice(0)) n.stop();
});

/** A sale paid by card on the terminal, then refunded at T0 on a till that has no card terminal set any more. */
async function cardRefundWaiting(): Promise<{ db: PosDb; refundId: string }> {
  const db = connectTo(new IDBFactory());
  await db.open();
  const cart = cartOf(2, exampleBurger);
  await db.cart.put({ id: CART_ID, ...cart });
  emu.control.setCardTerminal('T-1', { customer: 'approve' });
  const row = await beginCardPayment(db, { cart, others: [], amount: m('4.600'), tip: m('0'), sale_tip: m('0'), guests: null, brands: [makeBrand(brandHeader)], session: makeSession(), terminal_id: 'T-1', now: T0 });
  if (isCardStartRefusal(row)) throw new Error(row.reason);
  await sendAndFollow(db, createApiClient({ baseUrl: emu.url, apiKey: KEY, timeoutMs: 2_000 }), row, { currency: 'KWD', digits: 3, timers: instant });
  await saveConnection(db, emu.url, KEY, { shiftRequired: false });
  expect((await readSettings(db)).cardTerminal ?? null).toBeNull();
  const approved_by = { staff_id: '5e1b0000-0000-4000-8000-000000000005', name: 'Mona' };
  const outcome = await confirmRefund(db, { saleId: row.client_order_id, request: [{ of_line: 0, quantity: 1 }], reason: 'Cold', approved_by, now: () => T0 });
  if (!outcome.ok) throw new Error(outcome.reason);
  return { db, refundId: outcome.refund.client_order_id };
}

function startUploader(db: PosDb, at: number) {
  const clock = fakeClock(at);
  const network = createReachability({ probe: probeServer(db), timers: clock.timers, browser: null });
  networks.push(network);
  const uploader = createUploader({ db, network, timers: clock.timers, now: clock.now, random: () => 0.5, locks: null });
  uploaders.push(uploader);
  return { clock, uploader };
}

test('13 with no card terminal set, the upload sends the card refund left unanswered, then its refund document', async () => {
  const { db, refundId } = await cardRefundWaiting();
  const { uploader } = startUploader(db, T0.getTime() + CARD_REFUND_GRACE_MS);
  await uploader.start();
  await until(async () => expect((await db.refunds.get(refundId))?.upload).toBe('uploaded'));
  expect(emu.control.cardLedger().refunds).toEqual([expect.objectContaining({ amount: 2.3 })]);
  expect((await db.cardRefunds.toArray()).map((r) => r.state)).toEqual(['refunded']);
  expect(emu.control.refunds()).toHaveLength(1);
});

test('13 a card refund just made is left to the refund dialog, then the upload sends it once its grace is over', async () => {
  const { db, refundId } = await cardRefundWaiting();
  const { clock, uploader } = startUploader(db, T0.getTime());
  await uploader.start();
  await until(async () => expect(clock.delays()).toContain(CARD_REFUND_GRACE_MS));
  expect(emu.control.cardLedger().refunds).toEqual([]);
  await fireNextTimer(clock);
  await until(async () => expect((await db.refunds.get(refundId))?.upload).toBe('uploaded'));
  expect(emu.control.cardLedger().refunds).toHaveLength(1);
});

test('13 a card refund the acquirer refuses: its refund is listed in "Orders" with the acquirer\'s words', async () => {
  const { db, refundId } = await cardRefundWaiting();
  emu.control.setFault('cardrefund', { kind: 'status', status: 422 });
  const { uploader } = startUploader(db, T0.getTime() + CARD_REFUND_GRACE_MS);
  await uploader.start();
  await until(async () => expect((await db.cardRefunds.toArray()).map((r) => r.state)).toEqual(['refused']));
  expect(emu.control.cardLedger().refunds).toEqual([]);
  const listed = await refundsToShow(db, '2026-01-01T00:00:00.000Z', []);
  const refund = listed.refunds.find((r) => r.client_order_id === refundId);
  expect(refund?.card_refused).toEqual([expect.objectContaining({ state: 'refused', amount: m('2.300'), message: expect.any(String) })]);
});
