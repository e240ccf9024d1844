import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { createPrintService, INTERRUPTED } from '../../../src/devices/service';
import { claimPrintJob, jobsNeedingHelp } from '../../../src/db/printJobs';
import { connectTo } from '../../kit/db';
import { FakePrinter, fakeConnector, makePrinter } from '../../kit/devices';
import { decodeEscPos } from '../../kit/escpos';
import { exampleOrder } from '../../kit/orders';
import { english } from '../../../src/core/names';
import type { PosDb } from '../../../src/db/schema';
import { kitchenSend } from '../../../src/day/kitchenTicket';
import { NO_LINKS } from '../../../src/day/stations';

const words = { t: english, name: (row: { name: string }) => row.name, direction: 'ltr' as const };

async function till(factory = new IDBFactory()) {
  const db = connectTo(factory);
  const receipt = new FakePrinter();
  const kitchen = new FakePrinter();
  const connector = fakeConnector({ receipt, kitchen });
  await db.open();
  await db.settings.update('terminal', {
    printers: [makePrinter({ id: 'receipt' }), makePrinter({ id: 'kitchen', role: 'kitchen', drawer: false })],
  });
  const service = createPrintService(db, { usb: connector, serial: connector, bluetooth: connector });
  return { db, factory, receipt, kitchen, service };
}

const order = exampleOrder();
const kitchen = kitchenSend(order, { channels: [], at: order.created_at, stations: [], linksOf: () => NO_LINKS });
const sale = { order, date: '21/11/2026 12:15', channels: [], kitchenOnReceipt: false, kitchen };
const states = async (db: PosDb) => (await db.printJobs.orderBy('created_at').toArray()).map((j) => [j.kind, j.state]);

test('a cash sale prints its receipt with the drawer kick on the receipt printer and its ticket on the kitchen printer, once each', async () => {
  const { db, receipt, kitchen, service } = await till();
  await service.printSale(sale, words, true);
  await service.retry();
  expect(receipt.writes).toHaveLength(1);
  expect(decodeEscPos(receipt.writes[0]!)[0]).toBe('[drawer]');
  expect(kitchen.writes).toHaveLength(1);
  expect(decodeEscPos(kitchen.writes[0]!).some((l) => l.includes('Kitchen ticket'))).toBe(true);
  expect(await states(db)).toEqual([['receipt', 'printed'], ['kitchen', 'printed']]);
});

test('a card sale does not open the drawer', async () => {
  const { receipt, service } = await till();
  await service.printSale(sale, words, false);
  await service.retry();
  expect(decodeEscPos(receipt.writes[0]!)).not.toContain('[drawer]');
});

test('a printer that is off keeps its job queued and prints it once it is back; the other printer is not held up', async () => {
  const { db, receipt, kitchen, service } = await till();
  receipt.present = false;
  await service.printSale(sale, words, true);
  await service.retry();
  expect(kitchen.writes).toHaveLength(1);
  expect(receipt.writes).toHaveLength(0);
  expect((await jobsNeedingHelp(db)).map((j) => [j.kind, j.state, j.error])).toEqual([['receipt', 'queued', 'not-connected']]);
  receipt.present = true;
  await service.retry();
  expect(receipt.writes).toHaveLength(1);
  expect(kitchen.writes).toHaveLength(1);
});

test('a printer unplugged in the middle of a job leaves it waiting; "Retry" prints it once', async () => {
  const { db, receipt, service } = await till();
  receipt.unplugMidWrite = true;
  await service.printSale(sale, words, true);
  // The queue's own turn meets the unplugged printer; the job then waits for a person, however
  // long that turn takes.
  await expect.poll(async () => (await jobsNeedingHelp(db)).map((j) => [j.kind, j.state])).toEqual([['receipt', 'waiting']]);
  receipt.present = true;
  await service.retry();
  await service.retry();
  expect(receipt.writes).toHaveLength(2); // the half that went, then the whole job once
  expect(decodeEscPos(receipt.writes[1]!).filter((l) => l === '[cut]')).toHaveLength(1);
  expect(await jobsNeedingHelp(db)).toEqual([]);
});

test('no job prints twice over a reload: a job cut off while printing waits for "Retry"', async () => {
  const { db, factory, service } = await till();
  await service.printSale({ ...sale }, words, false);
  // The page closes right after the job was claimed: it is stored as printing.
  const [job] = await db.printJobs.toArray();
  await db.printJobs.update(job!.id, { state: 'printing' });
  db.close();
  const again = await till(factory);
  again.service.start();
  await expect.poll(async () => (await again.db.printJobs.get(job!.id))?.state).toBe('waiting');
  expect((await again.db.printJobs.get(job!.id))?.error).toBe(INTERRUPTED);
  // Printed only when a person says so.
  expect(again.receipt.writes).toHaveLength(0);
});

test('a job is claimed once: a second claim (another tab) gets nothing', async () => {
  const { db, service } = await till();
  await service.printSale(sale, words, false);
  await expect.poll(() => db.printJobs.where('state').equals('printed').count()).toBe(2);
  const [job] = await db.printJobs.where('state').equals('printed').toArray();
  expect(job).toBeDefined();
  expect(await claimPrintJob(db, job!.id)).toBeNull();
});
