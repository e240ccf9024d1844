import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, test } from 'vitest';
import { beginCardPayment, inFlight, isCardStartRefusal, recordCardEvent } from '../../src/db/cardPayments';
import { CART_ID } from '../../src/db/cart';
import type { CardPaymentRow, PosDb } from '../../src/db/schema';
import { createApiClient } from '../../src/sync/api/client';
import { cancelAndRecord, recoverCardPayments, sendAndFollow, sendCardRefunds, type PlanCardPrints } from '../../src/sync/cardRecovery';
import { confirmRefund } from '../../src/db/refunds';
import { refundBody } from '../../src/sync/contracts/refundBody';
import { invoiceBody } from '../../src/sync/contracts/invoiceBody';
import type { Timers } from '../../src/sync/platform/timers';
import { headOfQueue } from '../../src/db/outbox';
import { saveConnection } from '../../src/db/settings';
import { saveSettingsAudited } from '../../src/db/settingsAudited';
import { createUploader } from '../../src/sync/outbox/uploader';
import { createReachability } from '../../src/sync/platform/network';
import { probeServer } from '../../src/sync/probe';
import { fakeClock, until } from '../kit/timers';
import { m, makeBrand, makeSession } from '../kit/factories';
import { connectTo } from '../kit/db';
import { emulatorPerFile, KEY } from '../kit/emulator';
import { brandHeader, cartOf, cash, exampleBurger, sold } from '../kit/orders';
import { kitchenFactsOf, planSale } from '../../src/app/data/printingActions';
import { english } from '../../src/core/names';
import { NO_LINKS } from '../../src/day/stations';
import { readSettings } from '../../src/db/settings';

const emu = emulatorPerFile({ reset: true });
const session = makeSession();
const api = () => createApiClient({ baseUrl: emu.url, apiKey: KEY, timeoutMs: 2_000 });
const T0 = new Date('2026-11-29T09:00:00.000Z');

/** A till with the example order on screen (4.600 KWD), on its own IndexedDB; `reload` opens it again as a page reload would. */
async function till() {
  const factory = new IDBFactory();
  const db = connectTo(factory);
  const cart = cartOf(2, exampleBurger);
  await db.open();
  await db.cart.put({ id: CART_ID, ...cart });
  return { db, cart, reload: () => connectTo(factory) };
}

let ids = 0;
async function begin(db: PosDb, cart: Awaited<ReturnType<typeof till>>['cart'], overrides: { others?: ReturnType<typeof cash>[]; amount?: string; tip?: string } = {}): Promise<CardPaymentRow> {
  const row = await beginCardPayment(db, {
    cart,
    others: overrides.others ?? [],
    amount: m(overrides.amount ?? '4.600'),
    tip: m(overrides.tip ?? '0'),
    sale_tip: m(overrides.tip ?? '0'),
    guests: null,
    brands: [makeBrand(brandHeader)],
    session,
    terminal_id: 'T-1',
    now: T0,
    newId: () => `id-${++ids}`,
  });
  if (isCardStartRefusal(row)) throw new Error(row.reason);
  return row;
}

/** Timers whose waits end at once: the test follows the payment without sleeping. */
const instant: Timers = { setTimeout: (cb) => (queueMicrotask(cb), 0), clearTimeout: () => {}, now: () => 0 };
const follow = (db: PosDb, row: CardPaymentRow, signal?: AbortSignal) => sendAndFollow(db, api(), row, { currency: 'KWD', digits: 3, timers: instant, signal });

/** A payment sent, then the till cut off; the customer approves meanwhile; the till starts again. */
async function approvedWhileCutOff() {
  const { db, cart, reload } = await till();
  const row = await begin(db, cart);
  await follow(db, row, AbortSignal.abort());
  emu.control.cardCustomerActs('approve', 'T-1');
  db.close();
  return { row, after: reload() };
}

describe('card payments stored before they are sent', () => {
  test('the payment is stored with its order before any request leaves', async () => {
    const { db, cart } = await till();
    const row = await begin(db, cart);
    expect(await db.cardPayments.get(row.payment_id)).toMatchObject({ state: 'created', cart, client_order_id: row.client_order_id });
    expect(emu.control.cardLedger().payments).toEqual([]);
  });

  test('a second payment is refused while one is in flight', async () => {
    const { db, cart } = await till();
    await begin(db, cart);
    const again = await beginCardPayment(db, { cart, others: [], amount: m('4.600'), tip: m('0'), sale_tip: m('0'), guests: null, brands: [], session, terminal_id: 'T-1', now: T0 });
    expect(isCardStartRefusal(again) && again.reason).toBe('in-flight');
  });

  test('a sale the till would refuse is refused before anything is stored or sent: no shift open, or the order changed', async () => {
    const { db, cart } = await till();
    const input = { cart, others: [], amount: m('4.600'), tip: m('0'), sale_tip: m('0'), guests: null, brands: [], session, terminal_id: 'T-1', now: T0 };
    await saveSettingsAudited(db, { shiftRequired: true });
    expect(await beginCardPayment(db, input)).toEqual({ ok: false, reason: 'no-open-shift' });
    await saveSettingsAudited(db, { shiftRequired: false });
    expect(await beginCardPayment(db, { ...input, cart: { ...cart, revision: cart.revision + 1 } })).toEqual({ ok: false, reason: 'changed' });
    expect(await db.cardPayments.count()).toBe(0);
    expect(emu.control.cardLedger().payments).toEqual([]);
  });

  test('approved: the sale completes in the transaction that records the approval, with the card on the invoice', async () => {
    const { db, cart } = await till();
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    const row = await begin(db, cart);
    const done = await follow(db, row);
    expect(done?.payment.state).toBe('approved');
    const order = await db.orders.get(row.client_order_id);
    expect(order?.payments).toEqual([expect.objectContaining({ method: 'card', payment_id: row.payment_id, card_brand: 'Visa', last4: '4242' })]);
    expect(invoiceBody(order!).payments[0]).toMatchObject({ method: 'card', payment_id: row.payment_id, last4: '4242', amount: 4.6 });
    expect((await db.cart.get(CART_ID))?.lines).toEqual([]);
    expect(await db.outbox.get(row.client_order_id)).toBeDefined();
  });

  test('declined: said so, no sale, the order stays; a new try is a new payment_id', async () => {
    const { db, cart } = await till();
    emu.control.setCardTerminal('T-1', { customer: 'decline' });
    const first = await begin(db, cart);
    expect((await follow(db, first))?.payment.state).toBe('declined');
    expect(await db.orders.count()).toBe(0);
    expect((await db.cart.get(CART_ID))?.lines).toHaveLength(1);
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    const second = await begin(db, cart);
    expect(second.payment_id).not.toBe(first.payment_id);
    await follow(db, second);
    expect(await db.orders.count()).toBe(1);
  });

  test('split: cash first, then the card for the rest, both on the sale', async () => {
    const { db, cart } = await till();
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    const row = await begin(db, cart, { others: [cash('2.000', '2.000')], amount: '2.600' });
    await follow(db, row);
    const order = await db.orders.get(row.client_order_id);
    expect(order?.payments.map((p) => [p.method, p.amount])).toEqual([['cash', m('2.000')], ['card', m('2.600')]]);
    expect(emu.control.cardLedger().payments[0]!.amount).toBe(2.6);
  });

  test('a tip on the terminal is charged with the amount and recorded on the sale', async () => {
    const { db, cart } = await till();
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    const row = await begin(db, cart, { tip: '0.400' });
    await follow(db, row);
    expect(emu.control.cardLedger().payments[0]).toMatchObject({ amount: 4.6, tip: 0.4 });
    const order = await db.orders.get(row.client_order_id);
    expect(order?.tip).toBe(m('0.400'));
    expect(order?.payments[0]).toMatchObject({ amount: m('5.000'), tip: m('0.400') });
  });

  test('"Cancel payment" before the payment left the till: cancelled, never sent, nothing charged', async () => {
    const { db, cart } = await till();
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    const row = await begin(db, cart);
    expect((await cancelAndRecord(db, api(), row.payment_id))?.payment.state).toBe('cancelled');
    expect((await follow(db, row))?.payment.state).toBe('cancelled');
    expect(emu.control.cardLedger().payments).toEqual([]);
    expect(await db.orders.count()).toBe(0);
  });

  test('"Cancel payment" while the payment\'s request is still on its way: the cancel waits for it, so the terminal is not left waiting', async () => {
    const { db, cart } = await till();
    const row = await begin(db, cart);
    // The payment's request is held on its way (a slow network); everything else goes at once.
    let release = () => {};
    let onItsWay = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = createApiClient({
      baseUrl: emu.url,
      apiKey: KEY,
      timeoutMs: 2_000,
      fetch: async (input, init) => {
        if (init?.method === 'POST' && String(input).endsWith('/card-payments')) {
          onItsWay = true;
          await held;
        }
        // A cancel that overtook the payment's request is answered before that request goes on.
        if (String(input).endsWith('/cancel')) {
          const answer = await fetch(input, init);
          release();
          return answer;
        }
        return fetch(input, init);
      },
    });
    const following = sendAndFollow(db, slow, row, { currency: 'KWD', digits: 3, timers: instant });
    await expect.poll(() => onItsWay).toBe(true);
    const cancelled = cancelAndRecord(db, slow, row.payment_id);
    await expect.poll(async () => (await db.cardPayments.get(row.payment_id))?.cancel_asked).toBe(true);
    // Two turns for a cancel sent at once to reach the service; then the request goes on anyway.
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
    release();
    expect((await cancelled)?.payment.state).toBe('cancelled');
    await following;
    expect(emu.control.cardLedger().payments.map((p) => p.state)).toEqual(['cancelled']);
    expect(await db.orders.count()).toBe(0);
  });

  test('cancel while waiting: cancelled, no sale; a customer who paid first keeps the sale', async () => {
    const { db, cart } = await till();
    const row = await begin(db, cart);
    const stop = new AbortController();
    const following = follow(db, row, stop.signal);
    await expect.poll(async () => (await db.cardPayments.get(row.payment_id))?.state).toBe('pending');
    expect((await cancelAndRecord(db, api(), row.payment_id))?.payment.state).toBe('cancelled');
    stop.abort();
    await following;
    expect(await db.orders.count()).toBe(0);

    const paid = await begin(db, cart);
    const stop2 = new AbortController();
    const following2 = follow(db, paid, stop2.signal);
    await expect.poll(async () => (await db.cardPayments.get(paid.payment_id))?.state).toBe('pending');
    emu.control.cardCustomerActs('approve', 'T-1');
    expect((await cancelAndRecord(db, api(), paid.payment_id))?.order?.client_order_id).toBe(paid.client_order_id);
    stop2.abort();
    await following2;
    expect(await db.orders.count()).toBe(1);
  });
});

describe('recovery: asked again, never charged twice', () => {
  test('approved with the answer lost, then a reload: the sale completes, marked completed after a restart', async () => {
    const { db, cart, reload } = await till();
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    emu.control.setFault('cardpay', { kind: 'dropAfterStore', times: 1 });
    const row = await begin(db, cart);
    const stop = new AbortController();
    stop.abort();
    await follow(db, row, stop.signal);
    expect((await db.cardPayments.get(row.payment_id))?.state).toBe('created');
    db.close();

    const after = reload();
    const recovery = await recoverCardPayments(after, api());
    expect(recovery.completed.map((o) => o.client_order_id)).toEqual([row.client_order_id]);
    expect((await after.orders.get(row.client_order_id))?.completed_after_restart).toBe(true);
    expect((await after.cart.get(CART_ID))?.lines).toEqual([]);
    expect(emu.control.cardLedger().payments).toHaveLength(1);
  });

  test('a power cut between approved and stored: the next start completes the sale once, and a second recovery adds nothing', async () => {
    const { after } = await approvedWhileCutOff();
    await recoverCardPayments(after, api());
    await recoverCardPayments(after, api());
    expect(await after.orders.count()).toBe(1);
    expect(await after.outbox.count()).toBe(1);
    expect(emu.control.cardLedger().charged_twice).toEqual([]);
  });

  test('a sale completed by recovery stores its kitchen slip once, as a sale completed at the payment does', async () => {
    const { row, after } = await approvedWhileCutOff();
    const kitchenSlip: PlanCardPrints = async (paid) => ({
      prints: (order) => [
        { id: `kitchen-${order.ticket_no}`, printer_id: 'kitchen-1', kind: 'kitchen', title: `Kitchen ${paid.client_order_id}`, document: { direction: 'ltr', lines: [], cut: true, drawer: false } },
      ],
    });
    // Recovery at start and recovery before a new payment, at once, then the page following it.
    await Promise.all([recoverCardPayments(after, api(), { prints: kitchenSlip }), recoverCardPayments(after, api(), { prints: kitchenSlip })]);
    await recoverCardPayments(after, api(), { prints: kitchenSlip });
    await sendAndFollow(after, api(), (await after.cardPayments.get(row.payment_id))!, { currency: 'KWD', digits: 3, timers: instant, writes: kitchenSlip(row).then((w) => w ?? {}) });
    const slips = await after.printJobs.toArray();
    expect(slips.map((j) => j.title)).toEqual([`Kitchen ${row.client_order_id}`]);
    expect(await after.orders.count()).toBe(1);
  });

  test('a card sale completed by recovery sends its items to a station set to "Kitchen screen", as the payment would', async () => {
    const { row, after } = await approvedWhileCutOff();
    await readSettings(after);
    await after.settings.update('terminal', { kitchenStations: [{ name: 'Kitchen', category_ids: [], screen: true }] });
    const words = { t: english, name: (r: { name: string }) => r.name, direction: 'ltr' as const };
    const plan: PlanCardPrints = () => planSale(after, [], words, () => NO_LINKS, kitchenFactsOf(new Map(), []));
    await recoverCardPayments(after, api(), { prints: plan });
    const tickets = await after.kitchenTickets.toArray();
    expect(tickets.map((t) => [t.station, t.client_order_id, t.kind])).toEqual([['Kitchen', row.client_order_id, 'new']]);
    expect(tickets[0]?.lines.map((l) => l.quantity)).toEqual(['2']);
  });

  test('recovery running while the page starts following a payment: it is never sent once found unknown, nothing charged without a sale', async () => {
    const { db, cart } = await till();
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    const row = await begin(db, cart);
    // Recovery asks first: the service does not know the payment yet, so it is failed.
    await recoverCardPayments(db, api());
    expect((await db.cardPayments.get(row.payment_id))?.state).toBe('failed');
    // The page then follows the row it read before.
    const followed = await follow(db, row);
    expect(followed?.payment.state).toBe('failed');
    expect(emu.control.cardLedger().payments).toEqual([]);
    expect(await db.orders.count()).toBe(0);
  });

  test('an approval recorded twice stores one sale', async () => {
    const { db, cart } = await till();
    const row = await begin(db, cart);
    const answer = { type: 'answerReceived', answer: { state: 'approved', approval: { auth_code: '1', card_brand: 'Visa', last4: '4242', reference: 'R' } } } as const;
    await recordCardEvent(db, row.payment_id, answer);
    await recordCardEvent(db, row.payment_id, answer);
    expect(await db.orders.count()).toBe(1);
  });

  test('a payment the service never took is failed, nothing charged, and the till may take a new one', async () => {
    const { db, cart } = await till();
    const row = await begin(db, cart);
    const recovery = await recoverCardPayments(db, api());
    expect(recovery.open).toEqual([]);
    expect((await db.cardPayments.get(row.payment_id))?.state).toBe('failed');
    expect(await inFlight(db)).toBeNull();
  });

  test('a pending payment stays open to be followed; the service out of reach changes nothing', async () => {
    const { db, cart } = await till();
    const row = await begin(db, cart);
    await follow(db, row, AbortSignal.abort());
    expect((await recoverCardPayments(db, api())).open.map((p) => p.payment_id)).toEqual([row.payment_id]);
    emu.control.setFault('cardstatus', { kind: 'http500' });
    emu.control.cardCustomerActs('approve', 'T-1');
    expect((await recoverCardPayments(db, api())).open).toHaveLength(1);
    expect(await db.orders.count()).toBe(0);
    emu.control.clearFaults();
    expect((await recoverCardPayments(db, api())).completed).toHaveLength(1);
  });

  test('an approved payment whose sale is stored is left alone', async () => {
    const { db, cart } = await till();
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    await follow(db, await begin(db, cart));
    expect(await recoverCardPayments(db, api())).toEqual({ completed: [], open: [] });
  });
});

describe('card refunds go back to the card that paid', () => {
  async function paidByCard() {
    const { db, cart, reload } = await till();
    emu.control.setCardTerminal('T-1', { customer: 'approve' });
    const row = await begin(db, cart);
    await follow(db, row);
    return { db, row, reload };
  }
  const refundOne = (db: PosDb, saleId: string) => confirmRefund(db, { saleId, request: [{ of_line: 0, quantity: 1 }], reason: 'Cold', now: () => T0 });

  test('the card refund is stored with the refund, names the card payment, and is sent on it once', async () => {
    const { db, row } = await paidByCard();
    const outcome = await refundOne(db, row.client_order_id);
    if (!outcome.ok) throw new Error(outcome.reason);
    const [given] = outcome.refund.payments;
    expect(given).toMatchObject({ method: 'card', payment_id: row.payment_id, amount: m('2.300') });
    const stored = await db.cardRefunds.toArray();
    expect(stored).toEqual([expect.objectContaining({ key: given!.card_refund_key, refund: outcome.refund.client_order_id, payment_id: row.payment_id, state: 'created' })]);
    // Nothing left the till before it was stored.
    expect(emu.control.cardLedger().refunds).toEqual([]);
    expect(refundBody(outcome.refund).payments[0]).toMatchObject({ method: 'card', payment_id: row.payment_id, card_refund_key: given!.card_refund_key, amount: 2.3 });

    expect((await sendCardRefunds(db, api())).map((r) => r.state)).toEqual(['refunded']);
    expect(await sendCardRefunds(db, api())).toEqual([]);
    expect(emu.control.cardLedger().refunds).toEqual([expect.objectContaining({ payment_id: row.payment_id, amount: 2.3 })]);
  });

  test('a card refund whose answer was lost is sent again after a reload under the same key: the card is refunded once', async () => {
    const { db, row, reload } = await paidByCard();
    const outcome = await refundOne(db, row.client_order_id);
    if (!outcome.ok) throw new Error(outcome.reason);
    emu.control.setFault('cardrefund', { kind: 'dropAfterStore', times: 1 });
    expect(await sendCardRefunds(db, api())).toEqual([]);
    expect((await db.cardRefunds.toArray()).map((r) => r.state)).toEqual(['created']);
    db.close();
    const after = reload();
    expect((await sendCardRefunds(after, api())).map((r) => r.state)).toEqual(['refunded']);
    expect(emu.control.cardLedger().refunds).toHaveLength(1);
  });

  test('the refund document waits for its card refund: it is uploaded only once the acquirer refunded the card, and then at once', async () => {
    const { db, row } = await paidByCard();
    await saveConnection(db, emu.url, KEY, { shiftRequired: false });
    const approved_by = { staff_id: '5e1b0000-0000-4000-8000-000000000005', name: 'Mona' };
    const outcome = await confirmRefund(db, { saleId: row.client_order_id, request: [{ of_line: 0, quantity: 1 }], reason: 'Cold', approved_by, now: () => T0 });
    if (!outcome.ok) throw new Error(outcome.reason);
    const clock = fakeClock(T0.getTime());
    const network = createReachability({ probe: probeServer(db), timers: clock.timers, browser: null });
    const uploader = createUploader({ db, network, timers: clock.timers, now: clock.now, random: () => 0.5, locks: null });
    await uploader.start();
    try {
      await until(async () => expect((await db.orders.get(row.client_order_id))?.upload).toBe('uploaded'));
      // The sale is up; its refund still waits for the card, and the service has no refund.
      expect(await headOfQueue(db)).toBeNull();
      expect(emu.control.refunds()).toEqual([]);
      expect((await sendCardRefunds(db, api())).map((r) => r.state)).toEqual(['refunded']);
      await until(async () => expect(await db.refunds.get(outcome.refund.client_order_id)).toMatchObject({ upload: 'uploaded', message: null }));
      expect(emu.control.refunds()).toEqual([expect.objectContaining({ body: expect.objectContaining(refundBody(outcome.refund)) })]);
    } finally {
      uploader.stop();
      network.stop();
    }
  });

  test('a sale paid by a typed card has no card payment to refund: nothing is sent', async () => {
    const { db, cart } = await till();
    const { completeSale } = await import('../../src/db/orders');
    const sale = await sold(completeSale(db, { cart, payments: [{ method: 'card', amount: m('4.600'), tendered: m('4.600'), change: m('0') }], brands: [makeBrand(brandHeader)], session, now: () => T0 }));
    const outcome = await refundOne(db, sale.client_order_id);
    expect(outcome.ok && outcome.refund.payments[0]).toEqual({ method: 'card', amount: m('2.300') });
    expect(await db.cardRefunds.count()).toBe(0);
  });
});
