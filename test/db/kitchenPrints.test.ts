/**
 * Kitchen tickets are written with what they print: a send to the kitchen, a line's void and a
 * cleared order's void store their tickets' print jobs in their own transaction
 * (src/db/cartPrinted.ts `dispatchPrinted`, src/db/kitchen.ts `clearAsVoid`), and a reprint from
 * "Orders" goes to each station's printer marked COPY.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { dispatchCart, readCart } from '../../src/db/cart';
import { dispatchPrinted } from '../../src/db/cartPrinted';
import { clearAsVoid, splitOrder } from '../../src/db/kitchen';
import { parkedOrders, reopenOrder } from '../../src/db/parked';
import { splitEqually } from '../../src/checkout/split';
import { voidSlipLines, type OrderVoid } from '../../src/day/orderVoid';
import { voidBody } from '../../src/sync/contracts/voidBody';
import type { PosDb } from '../../src/db/schema';
import type { CartState } from '../../src/cart/cart';
import { kitchenCopy, kitchenSend, type KitchenTicket } from '../../src/day/kitchenTicket';
import type { KitchenStation, StationLinks } from '../../src/day/stations';
import { kitchenJobsOf } from '../../src/devices/service';
import { screenTicketsFor, splitByScreen } from '../../src/kitchen/screenTicket';
import type { PrintDocument } from '../../src/devices/printer/document';
import { english } from '../../src/core/names';
import { connectTo } from '../kit/db';
import { makePrinter } from '../kit/devices';
import { added, contextFor } from '../kit/cart';
import { ids, kwdMenu } from '../kit/catalogs';
import { makeLineRequest } from '../kit/factories';
import { exampleOrder } from '../kit/orders';

const ctx = contextFor(kwdMenu());
const BRAND = 2;
const MANAGER = { staff_id: 'manager-pin', name: 'Manager' };
const words = { t: english, name: (row: { name: string }) => row.name, direction: 'ltr' as const };
const STATIONS: KitchenStation[] = [
  { name: 'Grill', category_ids: [1] },
  { name: 'Drinks', category_ids: [2] },
];
const printers = [makePrinter({ id: 'receipt' }), makePrinter({ id: 'grill', role: 'kitchen', drawer: false, stations: ['Grill'] }), makePrinter({ id: 'drinks', role: 'kitchen', drawer: false, stations: ['Drinks'] })];
/** Burgers are made at the grill, every other product at the drinks station. */
const linksOf = (productId: number): StationLinks => ({ main: [productId === ids.burger ? 1 : 2], others: [] });
const ticketsOf = (source: CartState, voidsOnly = false) =>
  kitchenSend(source, { channels: [], at: '2026-11-21T12:00:00.000Z', stations: STATIONS, linksOf, voids_only: voidsOnly, order_name: source.name ?? null, order_note: null }, words);
const jobsOf = (tickets: readonly KitchenTicket[], copy = false) => kitchenJobsOf(tickets, '21/11/2026 15:00', words, printers, copy, false);
const texts = (document: PrintDocument) => document.lines.flatMap((l) => ('text' in l ? [l.text] : []));

async function till(): Promise<PosDb> {
  const db = connectTo(new IDBFactory());
  await db.open();
  await dispatchCart(db, (cart) => added(cart, ctx, makeLineRequest({ product_id: ids.burger, quantity: 2 }), 'line-1', BRAND), ctx, BRAND);
  await dispatchCart(db, (cart) => added(cart, ctx, makeLineRequest({ product_id: ids.fries, quantity: 1 }), 'line-2', BRAND), ctx, BRAND);
  return db;
}

/** "Send to kitchen" (with the steps before it), as the selling screen makes it: its tickets built from the stored order. */
async function sendPrinted(db: PosDb, before: Parameters<typeof dispatchPrinted>[1] = [], voidsOnly = false) {
  let made: KitchenTicket[] = [];
  const result = await dispatchPrinted(
    db,
    [
      ...before,
      (current) => {
        made = ticketsOf(current, voidsOnly);
        return { type: 'kitchenSent', voids_only: voidsOnly };
      },
    ],
    ctx,
    BRAND,
    () => jobsOf(made),
  );
  return { result, made };
}

const stored = async (db: PosDb) => (await db.printJobs.orderBy('created_at').toArray()).map((j) => [j.printer_id, j.state, texts(j.document).filter((t) => /×|ADDED|VOID|COPY/.test(t))]);

test('"Send to kitchen" stores each station\'s ticket for its printer with the send; a second send with nothing new stores nothing', async () => {
  const db = await till();
  await sendPrinted(db);
  expect((await readCart(db, BRAND)).lines.map((l) => l.sent)).toEqual([2, 1]);
  expect(await stored(db)).toEqual([
    ['grill', 'queued', [expect.stringMatching(/^2 × /)]],
    ['drinks', 'queued', [expect.stringMatching(/^1 × /)]],
  ]);
  await sendPrinted(db);
  expect(await db.printJobs.count()).toBe(2);
});

test('a line voided after it was sent and its VOID slip are one write; a refused void stores no slip', async () => {
  const db = await till();
  await sendPrinted(db);
  await db.printJobs.clear();
  const voided = (quantity: number) => () => ({ type: 'lineVoided' as const, line_id: 'line-1', quantity, reason: 'changed-mind' as const, voided_at: '2026-11-21T12:05:00.000Z', approved_by: MANAGER });
  const refused = await sendPrinted(db, [voided(5)], true);
  expect(refused.result).toMatchObject({ ok: false });
  expect(await db.printJobs.count()).toBe(0);
  await sendPrinted(db, [voided(1)], true);
  const cart = await readCart(db, BRAND);
  expect(cart.voids?.map((v) => v.printed)).toEqual([true]);
  // Only the grill makes burgers: only it is told to stop one.
  expect(await stored(db)).toEqual([['grill', 'queued', [expect.stringMatching(/^VOID 1 × /)]]]);
});

test('a sent order cleared stores its VOID slips with the void document; an order changed meanwhile stores neither', async () => {
  const db = await till();
  await sendPrinted(db);
  await db.printJobs.clear();
  const slips = (cart: CartState) => (voided: { lines: CartState['lines'] }) =>
    jobsOf(ticketsOf({ ...cart, lines: [], voids: voided.lines.map((line) => ({ line, reason: 'changed-mind', voided_at: '2026-11-21T12:05:00.000Z', approved_by: MANAGER, printed: false })) }, true));
  const cart = await readCart(db, BRAND);
  const input = { reason: 'changed-mind' as const, approved_by: MANAGER, location_id: 3, digits: 3 as const, brandId: BRAND, prints: slips(cart), newId: () => 'void-1' };
  expect(await clearAsVoid(db, { ...input, revision: cart.revision - 1 })).toEqual({ ok: false, reason: 'changed' });
  expect([await db.voids.count(), await db.printJobs.count()]).toEqual([0, 0]);
  expect(await clearAsVoid(db, { ...input, revision: cart.revision })).toMatchObject({ ok: true });
  expect(await db.voids.count()).toBe(1);
  expect(await stored(db)).toEqual([
    ['grill', 'queued', [expect.stringMatching(/^VOID 2 × /)]],
    ['drinks', 'queued', [expect.stringMatching(/^VOID 1 × /)]],
  ]);
});

test('the bills of a split order cleared one by one: VOID slips and void documents each add up to what the kitchen made', async () => {
  const db = await till();
  await sendPrinted(db);
  await db.printJobs.clear();
  const made = await readCart(db, BRAND);
  const split = splitEqually(made.lines, 3);
  if (!split.ok) throw new Error(split.reason);
  let n = 0;
  await splitOrder(db, { revision: made.revision, bills: split.bills, brandId: BRAND, billName: (name, part, parts) => `${name ?? 'Order'} (${part}/${parts})`, newId: () => `split-${++n}` });
  const clear = async () => {
    const cart = await readCart(db, BRAND);
    const prints = (voided: OrderVoid) =>
      jobsOf(ticketsOf({ ...cart, lines: [], voids: voidSlipLines(voided).map((line) => ({ line, reason: 'changed-mind', voided_at: '2026-11-21T12:05:00.000Z', approved_by: MANAGER, printed: false })) }, true));
    const done = await clearAsVoid(db, { revision: cart.revision, reason: 'changed-mind', approved_by: MANAGER, location_id: 3, digits: 3, brandId: BRAND, prints, newId: () => `void-${++n}` });
    expect(done).toMatchObject({ ok: true });
  };
  // Bill 1 (open), then bill 3, then bill 2, each reopened from "Parked orders".
  await clear();
  for (const parked of (await parkedOrders(db)).sort((a, b) => (b.cart.split_part ?? 0) - (a.cart.split_part ?? 0))) {
    await reopenOrder(db, parked.id, BRAND);
    await clear();
  }
  const units = (rows: readonly { product_id: number; quantity: number }[]) =>
    rows.reduce<Record<number, number>>((by, l) => ({ ...by, [l.product_id]: Math.round(((by[l.product_id] ?? 0) + l.quantity) * 1000) / 1000 }), {});
  const documents = (await db.voids.toArray()).map(voidBody);
  expect(units(documents.flatMap((d) => d.lines))).toEqual({ [ids.burger]: 2, [ids.fries]: 1 });
  expect(Math.round(documents.reduce((a, d) => a + d.void_total, 0) * 1000)).toBe(made.lines.reduce((a, l) => a + l.total, 0));
  expect(await db.outbox.count()).toBe(documents.length);
  const slips = (await db.printJobs.toArray()).flatMap((j) => texts(j.document).flatMap((t) => /^VOID (\S+) × /.exec(t) ?? []).filter((_, i) => i % 2 === 1).map((q) => [j.printer_id, Number(q)] as const));
  const slipped = (printer: string) => slips.filter(([p]) => p === printer).reduce((a, [, q]) => a + q, 0);
  expect([slipped('grill'), slipped('drinks')]).toEqual([2, 1]);
});

test('a kitchen ticket printed again from "Orders" goes to each station\'s printer, marked COPY', () => {
  const order = { ...exampleOrder(), lines: [...exampleOrder().lines] };
  const jobs = jobsOf(kitchenCopy(order, { channels: [], stations: STATIONS, linksOf }, words), true);
  expect(jobs.length).toBeGreaterThan(0);
  for (const job of jobs) {
    expect(job.printer_id).not.toBe('receipt');
    expect(texts(job.document)[0]).toBe('COPY');
  }
  expect(new Set(jobs.map((j) => j.printer_id)).size).toBe(jobs.length);
});

test('a station with a kitchen screen gets its ticket queued with the send and its VOID with the void, never on paper; a refused void queues none', async () => {
  const db = await till();
  const stations: KitchenStation[] = [STATIONS[0]!, { ...STATIONS[1]!, screen: true }];
  let n = 0;
  const context = { client_order_id: 'order-1', terminal_id: 't-1', location_id: 3, sent_at: '2026-11-21T12:00:00.000Z', newId: () => `k-${++n}`, factsOf: () => ({ category_name: 'Drinks', preparation_time: 4 }) };
  const send = async (before: Parameters<typeof dispatchPrinted>[1], voidsOnly: boolean) => {
    let made = splitByScreen<KitchenTicket>([], stations);
    return dispatchPrinted(
      db,
      [
        ...before,
        (current) => {
          made = splitByScreen(kitchenSend(current, { channels: [], at: '2026-11-21T12:00:00.000Z', stations, linksOf, voids_only: voidsOnly, order_name: null, order_note: null }, words), stations);
          return { type: 'kitchenSent', voids_only: voidsOnly };
        },
      ],
      ctx,
      BRAND,
      () => jobsOf(made.paper),
      () => screenTicketsFor(made.screen, context),
    );
  };
  await send([], false);
  // The fries went to the drinks station's screen, the burgers to the grill's printer.
  expect(await stored(db)).toEqual([['grill', 'queued', [expect.stringMatching(/^2 × /)]]]);
  const queued = async () => (await db.kitchenTickets.orderBy('ticket_id').toArray()).map((t) => [t.ticket_id, t.station, t.kind, t.lines.map((l) => l.quantity)]);
  expect(await queued()).toEqual([['k-1', 'Drinks', 'new', ['1']]]);
  expect((await db.outbox.toArray()).map((e) => [e.client_order_id, e.kind])).toEqual([['k-1', 'kitchen']]);
  const voided = (quantity: number) => () => ({ type: 'lineVoided' as const, line_id: 'line-2', quantity, reason: 'changed-mind' as const, voided_at: '2026-11-21T12:05:00.000Z', approved_by: MANAGER });
  expect(await send([voided(5)], true)).toMatchObject({ ok: false });
  expect(await db.kitchenTickets.count()).toBe(1);
  await send([voided(0)], true);
  expect(await queued()).toEqual([
    ['k-1', 'Drinks', 'new', ['1']],
    ['k-2', 'Drinks', 'void', ['1']],
  ]);
  expect(await db.printJobs.count()).toBe(1);
});
