/**
 * Kitchen tickets on the kitchen printers of their stations (src/devices/service.ts over
 * routing.ts): the same tickets, grouped by the same stations, as the screen prints.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { createPrintService } from '../../src/devices/service';
import { jobsNeedingHelp } from '../../src/db/printJobs';
import { kitchenSend, type KitchenSource } from '../../src/day/kitchenTicket';
import type { KitchenStation } from '../../src/day/stations';
import type { PrinterSetting } from '../../src/devices/settings';
import { NO_PRINTER } from '../../src/devices/printer/queue';
import { english } from '../../src/core/names';
import { connectTo } from '../kit/db';
import { FakePrinter, fakeConnector, makePrinter } from '../kit/devices';
import { decodeEscPos } from '../kit/escpos';
import { cartOf, cash, orderOf } from '../kit/orders';
import { ids } from '../kit/catalogs';
import { makeLineRequest } from '../kit/factories';

const words = { t: english, name: (row: { name: string }) => row.name, direction: 'ltr' as const };
const STATIONS: KitchenStation[] = [
  { name: 'Grill', category_ids: [1] },
  { name: 'Fryer', category_ids: [2] },
];
const linksOf = (id: number) => ({ main: [], others: id === ids.burger ? [1] : id === ids.fries ? [2] : [] });
const burgerAndFries = () => cartOf(2, makeLineRequest({ product_id: ids.burger }), makeLineRequest({ product_id: ids.fries, quantity: 2 }));
const send = (source: KitchenSource, voidsOnly = false) =>
  kitchenSend(source, { order_name: 'Table 4', channels: [], at: '2026-11-21T09:15:00.000Z', stations: STATIONS, linksOf, voids_only: voidsOnly }, words);

async function kitchen(printers: PrinterSetting[]) {
  const db = connectTo(new IDBFactory());
  const devices = { grill: new FakePrinter(), fryer: new FakePrinter(), every: new FakePrinter(), receipt: new FakePrinter() };
  const connector = fakeConnector(devices);
  await db.open();
  await db.settings.update('terminal', { printers });
  const service = createPrintService(db, { usb: connector, serial: connector, bluetooth: connector });
  const paper = (name: keyof typeof devices) => devices[name].writes.map((bytes) => decodeEscPos(bytes));
  return { db, service, paper };
}

const kitchenPrinter = (id: string, stations: string[]) => makePrinter({ id, role: 'kitchen', drawer: false, stations });
/** A slip's lines as they read, size marks and centring dropped. */
const said = (slip: string[] | undefined) => (slip ?? []).map((l) => l.replace('[2x] ', '').trim());
const madeOn = (paper: string[][]) => paper.map((slip) => said(slip).filter((l) => l.includes(' × ')));

test('two kitchen printers of two stations get only their station\'s lines, each ticket headed with its station', async () => {
  const { service, paper } = await kitchen([makePrinter({ id: 'receipt' }), kitchenPrinter('grill', ['Grill']), kitchenPrinter('fryer', ['Fryer'])]);
  expect(await service.printKitchen(send(burgerAndFries()), '21/11/2026 12:15', words)).toBe(true);
  await service.retry();
  expect(madeOn(paper('grill'))).toEqual([['1 × Chicken burger']]);
  expect(madeOn(paper('fryer'))).toEqual([['2 × Fries']]);
  expect(said(paper('grill')[0])).toContain('Grill');
  expect(said(paper('fryer')[0])).toContain('Fryer');
  expect(said(paper('fryer')[0])).not.toContain('Grill');
  expect(paper('receipt')).toEqual([]);
});

test('a later send is marked ADDED, a void prints VOID, and a reprint COPY, on the station\'s printer', async () => {
  const { service, paper } = await kitchen([kitchenPrinter('grill', ['Grill']), kitchenPrinter('fryer', ['Fryer'])]);
  const cart = burgerAndFries();
  const burger = cart.lines[0]!;
  const added = send({ ...cart, lines: [{ ...burger, quantity: 2, sent: 1 }], });
  const voided = send({ ...cart, lines: [], voids: [{ line: burger, reason: 'wrong-item', voided_at: '2026-11-21T09:16:00.000Z', approved_by: null, printed: false }] }, true);
  await service.printKitchen(added, 'd', words);
  await service.printKitchen(voided, 'd', words);
  await service.printKitchen(added, 'd', words, true);
  await service.retry();
  const [first, voidSlip, copy] = paper('grill');
  expect(said(first)).toContain('ADDED');
  expect(said(voidSlip)).not.toContain('ADDED');
  expect(madeOn([first!])).toEqual([['1 × Chicken burger']]);
  expect(madeOn([voidSlip!])).toEqual([['VOID 1 × Chicken burger']]);
  expect(said(copy)[0]).toBe('COPY');
  expect(said(first)).not.toContain('COPY');
  expect(paper('fryer')).toEqual([]);
});

test('a station no printer chose goes to the printer of every station; with none it waits in the status bar, never lost', async () => {
  const served = await kitchen([kitchenPrinter('grill', ['Grill']), kitchenPrinter('every', [])]);
  await served.service.printKitchen(send(burgerAndFries()), 'd', words);
  await served.service.retry();
  expect(madeOn(served.paper('grill'))).toEqual([['1 × Chicken burger']]);
  expect(madeOn(served.paper('every'))).toEqual([['1 × Chicken burger'], ['2 × Fries']]);

  const orphaned = await kitchen([kitchenPrinter('grill', ['Grill']), kitchenPrinter('fryer', ['Fries and chips'])]);
  await orphaned.service.printKitchen(send(burgerAndFries()), 'd', words);
  await orphaned.service.retry();
  expect(madeOn(orphaned.paper('grill'))).toEqual([['1 × Chicken burger']]);
  expect(orphaned.paper('fryer')).toEqual([]);
  const waiting = await jobsNeedingHelp(orphaned.db);
  expect(waiting.map((j) => [j.kind, j.title, j.error])).toEqual([['kitchen', 'Table 4 · Fryer', NO_PRINTER]]);
  expect(waiting[0]!.document.lines).toContainEqual(expect.objectContaining({ text: '2 × Fries' }));
});

test('with no kitchen printer nothing is queued: the ticket\'s dialog prints', async () => {
  const { db, service } = await kitchen([makePrinter({ id: 'receipt' })]);
  expect(await service.printKitchen(send(burgerAndFries()), 'd', words)).toBe(false);
  expect(await db.printJobs.count()).toBe(0);
});

test('a completed sale prints its kitchen tickets by station, as its screen groups them', async () => {
  const { service, paper } = await kitchen([makePrinter({ id: 'receipt' }), kitchenPrinter('grill', ['Grill']), kitchenPrinter('fryer', ['Fryer'])]);
  const order = orderOf(burgerAndFries(), [cash('2.575', '5.000')]);
  const tickets = kitchenSend(order, { channels: [], at: order.created_at, stations: STATIONS, linksOf }, words);
  await service.printSale({ order, date: 'd', channels: [], kitchenOnReceipt: false, kitchen: tickets }, words, true);
  await service.retry();
  expect(madeOn(paper('grill'))).toEqual([['1 × Chicken burger']]);
  expect(madeOn(paper('fryer'))).toEqual([['2 × Fries']]);
  expect(paper('receipt')).toHaveLength(1);
});

test('in training every slip of a sale says TRAINING first and last: the receipt and each station\'s ticket; out of it none does', async () => {
  const printers = [makePrinter({ id: 'receipt' }), kitchenPrinter('grill', ['Grill']), kitchenPrinter('fryer', ['Fryer'])];
  const { db, service, paper } = await kitchen(printers);
  await db.settings.update('terminal', { training: { started_at: '2026-11-26T10:00:00.000Z', started_by: null } });
  const order = orderOf(burgerAndFries(), [cash('2.575', '5.000')]);
  const tickets = kitchenSend(order, { channels: [], at: order.created_at, stations: STATIONS, linksOf }, words);
  await service.printSale({ order, date: 'd', channels: [], kitchenOnReceipt: false, kitchen: tickets }, words, true);
  await service.retry();
  const slips = [...paper('receipt'), ...paper('grill'), ...paper('fryer')].map((slip) => said(slip).filter((l) => l !== '' && !l.startsWith('[')));
  expect(slips).toHaveLength(3);
  for (const slip of slips) expect([slip[0], slip.at(-1)]).toEqual(['TRAINING', 'TRAINING']);

  const real = await kitchen(printers);
  await real.service.printSale({ order, date: 'd', channels: [], kitchenOnReceipt: false, kitchen: tickets }, words, true);
  await real.service.retry();
  expect([...real.paper('receipt'), ...real.paper('grill')].flat().some((l) => l.includes('TRAINING'))).toBe(false);
});

test('a ticket no printer served prints on "Retry" once a printer serves its station, on each that does; others keep waiting', async () => {
  const { db, service, paper } = await kitchen([kitchenPrinter('grill', ['Grill'])]);
  await service.printKitchen(send(burgerAndFries()), 'd', words);
  await service.retry();
  expect(madeOn(paper('fryer'))).toEqual([]);
  expect((await jobsNeedingHelp(db)).map((j) => j.title)).toEqual(['Table 4 · Fryer']);

  // The manager sets up two printers for the fryer, then taps "Retry" in the status bar.
  await db.settings.update('terminal', { printers: [kitchenPrinter('grill', ['Grill']), kitchenPrinter('fryer', ['Fryer']), kitchenPrinter('every', [])] });
  await service.retry();
  expect(madeOn(paper('fryer'))).toEqual([['2 × Fries']]);
  expect(madeOn(paper('every'))).toEqual([['2 × Fries']]);
  expect(madeOn(paper('grill'))).toEqual([['1 × Chicken burger']]);
  expect(await jobsNeedingHelp(db)).toEqual([]);
});
