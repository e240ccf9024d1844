import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { kickDrawer, kitchenFactsOf, planSale } from '../../../src/app/data/printingActions';
import { english } from '../../../src/core/names';
import type { PosDb } from '../../../src/db/schema';
import { readSettings } from '../../../src/db/settings';
import { openTestDb } from '../../kit/db';
import { makePrinter } from '../../kit/devices';
import { exampleOrder } from '../../kit/orders';

const words = { t: english, name: (row: { name: string }) => row.name, direction: 'ltr' as const };

/** A till with a receipt printer whose port opens the drawer; in training when `training`. */
async function till(training: boolean): Promise<PosDb> {
  const db = openTestDb();
  await readSettings(db);
  await db.settings.update('terminal', {
    printers: [makePrinter({ id: 'receipt' })],
    training: training ? { started_at: '2026-11-21T09:00:00.000Z', started_by: null } : null,
  });
  return db;
}

const isKick = (job: { kind: string; document: { drawer?: unknown } }) => !!job.document.drawer || job.kind === 'drawer';
const drawerKicks = async (db: PosDb) => (await db.printJobs.toArray()).filter(isKick);

/** The slips a cash sale stores with it (src/db/orders.ts `prints`). */
async function saleJobs(db: PosDb) {
  const { prints } = await planSale(db, [], words, () => ({ main: [], others: [] }), kitchenFactsOf(new Map(), []));
  return prints ? prints(exampleOrder()) : [];
}

test('a cash sale opens the drawer at the till', async () => {
  const db = await till(false);
  expect((await saleJobs(db)).filter(isKick)).toHaveLength(1);
});

test('in training a cash sale prints its receipt but the drawer stays shut, and "Open drawer" opens nothing', async () => {
  const db = await till(true);
  const jobs = await saleJobs(db);
  expect(jobs.map((job) => job.kind)).toEqual(['receipt']);
  expect(jobs.filter(isKick)).toEqual([]);
  await kickDrawer(db, 'no-sale');
  expect(await drawerKicks(db)).toEqual([]);
});
