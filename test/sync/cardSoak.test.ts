/**
 * The card payments' short soak: one till sells a seeded run of orders by card against the
 * emulator's acquirer, each meeting what the field meets (an approval, a decline then another try,
 * a customer who walks away, the answer to the payment lost, the same request sent twice, and a
 * power cut between "approved" and "sale stored", the till's database closed and opened again),
 * uploads its sales (each twice, as a retry would), and the acquirer's ledger must say:
 * charged twice 0, approved without sale 0, sale without approval 0, and one sale per order.
 * `CARD_SOAK_SEED` and `CARD_SOAK_ORDERS` replay or lengthen it.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { beginCardPayment, isCardStartRefusal } from '../../src/db/cardPayments';
import { CART_ID } from '../../src/db/cart';
import type { CardPaymentRow, PosDb } from '../../src/db/schema';
import { createApiClient } from '../../src/sync/api/client';
import { recoverCardPayments, sendAndFollow } from '../../src/sync/cardRecovery';
import { uploadInvoice } from '../../src/sync/contracts/invoices';
import type { Timers } from '../../src/sync/platform/timers';
import { mulberry32 } from '../../e2e/soak/prng';
import { connectTo } from '../kit/db';
import { emulatorPerFile, KEY } from '../kit/emulator';
import { m, makeBrand, makeSession } from '../kit/factories';
import { brandHeader, cartOf, exampleBurger } from '../kit/orders';

const emu = emulatorPerFile({ reset: true });
const session = makeSession();
const api = () => createApiClient({ baseUrl: emu.url, apiKey: KEY, timeoutMs: 2_000 });
const instant: Timers = { setTimeout: (cb) => (queueMicrotask(cb), 0), clearTimeout: () => {}, now: () => 0 };

const SCENARIOS = ['approved', 'declined-then-approved', 'walked-away-then-approved', 'answer-lost', 'sent-twice', 'cut-after-approval'] as const;
type Scenario = (typeof SCENARIOS)[number];

const SEED = Number(process.env.CARD_SOAK_SEED ?? 20261129);
const ORDERS = Number(process.env.CARD_SOAK_ORDERS ?? 18);

test(`card soak (seed ${SEED}, ${ORDERS} orders): charged twice 0, approved without sale 0, sale without approval 0`, async () => {
  const rng = mulberry32(SEED);
  const factory = new IDBFactory();
  let db: PosDb = connectTo(factory);
  await db.open();
  /** A power cut: the page's database is gone mid-flow, and the till starts again and asks first. */
  const powerCut = async () => {
    db.close();
    db = connectTo(factory);
    await recoverCardPayments(db, api());
  };
  const begin = async (): Promise<CardPaymentRow> => {
    const cart = (await db.cart.get(CART_ID))!;
    const row = await beginCardPayment(db, { cart, others: [], amount: m('4.600'), tip: m('0'), sale_tip: m('0'), guests: null, brands: [makeBrand(brandHeader)], session, terminal_id: 'T-1', now: new Date() });
    if (isCardStartRefusal(row)) throw new Error(row.reason === 'in-flight' ? `a payment is still in flight: ${row.payment.payment_id}` : `the sale was refused: ${row.reason}`);
    return row;
  };
  const follow = (row: CardPaymentRow, signal?: AbortSignal) => sendAndFollow(db, api(), row, { currency: 'KWD', digits: 3, timers: instant, ...(signal ? { signal } : {}) });
  const customer = (answer: 'approve' | 'decline' | 'walk-away' | null) => emu.control.setCardTerminal('T-1', { customer: answer });

  const ran: Scenario[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const scenario = SCENARIOS[Math.floor(rng.next() * SCENARIOS.length)]!;
    ran.push(scenario);
    await db.cart.put({ id: CART_ID, ...cartOf(2, exampleBurger) });
    switch (scenario) {
      case 'approved':
        customer('approve');
        await follow(await begin());
        break;
      case 'declined-then-approved':
      case 'walked-away-then-approved':
        customer(scenario === 'declined-then-approved' ? 'decline' : 'walk-away');
        await follow(await begin());
        customer('approve');
        await follow(await begin());
        break;
      case 'answer-lost':
        customer('approve');
        emu.control.setFault('cardpay', { kind: 'dropAfterStore', times: 1 });
        await follow(await begin(), AbortSignal.abort());
        await powerCut();
        break;
      case 'sent-twice': {
        customer('approve');
        emu.control.setFault('cardpay', { kind: 'dropAfterStore', times: 1 });
        const row = await begin();
        await follow(row, AbortSignal.abort());
        // The same stored payment sent again (a second tab, a retry): the same key, one charge.
        await follow(row);
        break;
      }
      case 'cut-after-approval': {
        customer(null);
        await follow(await begin(), AbortSignal.abort());
        emu.control.cardCustomerActs('approve', 'T-1');
        await powerCut();
        break;
      }
      default: {
        const never: never = scenario;
        throw new Error(never);
      }
    }
    emu.control.clearFaults();
  }

  // The outbox's work, done twice as a retry would: every stored sale reaches the service once.
  for (let round = 0; round < 2; round++) {
    for (const order of await db.orders.toArray()) expect((await uploadInvoice(api(), order)).kind).toBe('accepted');
  }

  const ledger = emu.control.cardLedger();
  const approved = ledger.payments.filter((p) => p.state === 'approved');
  const verdict = { charged_twice: ledger.charged_twice.length, approved_without_sale: ledger.approved_without_sale.length, sale_without_approval: ledger.sale_without_approval.length };
  expect(verdict, `scenarios: ${ran.join(', ')}`).toEqual({ charged_twice: 0, approved_without_sale: 0, sale_without_approval: 0 });
  expect(approved).toHaveLength(ORDERS);
  expect(await db.orders.count()).toBe(ORDERS);
  expect(emu.control.invoices()).toHaveLength(ORDERS);
  expect(new Set(ran).size).toBe(SCENARIOS.length);
});
