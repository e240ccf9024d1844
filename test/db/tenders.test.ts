import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { readSettings } from '../../src/db/settings';
import { saveSettingsAudited } from '../../src/db/settingsAudited';
import { addTender, removeTender } from '../../src/db/tenders';
import type { PosDb } from '../../src/db/schema';
import { openTestDb } from '../kit/db';

let db: PosDb;
beforeEach(() => {
  db = openTestDb();
});
afterEach(() => db.close());

test('a tender is added once, checked against those stored; removing it leaves the others', async () => {
  expect(await addTender(db, { name: 'KNET', code: 'knet', kind: 'card' })).toMatchObject({ ok: true });
  expect(await addTender(db, { name: 'Voucher', code: 'voucher', kind: 'cash' })).toMatchObject({ ok: true });
  expect(await addTender(db, { name: 'KNET again', code: 'knet', kind: 'card' })).toEqual({ ok: false, reason: 'code-taken', name: 'KNET' });
  expect((await readSettings(db)).tenders).toEqual([
    { name: 'KNET', code: 'knet', kind: 'card' },
    { name: 'Voucher', code: 'voucher', kind: 'cash' },
  ]);
  await removeTender(db, 'knet');
  expect((await readSettings(db)).tenders).toEqual([{ name: 'Voucher', code: 'voucher', kind: 'cash' }]);
});

test('a settings row written before these options reads no tenders and no tip or guests asked; each option is stored alone', async () => {
  const row = await readSettings(db);
  expect([row.tenders, row.askTip, row.askGuests, row.blindCount]).toEqual([undefined, undefined, undefined, undefined]);
  await saveSettingsAudited(db, { askTip: true });
  await saveSettingsAudited(db, { blindCount: false });
  expect(await readSettings(db)).toMatchObject({ askTip: true, blindCount: false, kiosk: row.kiosk });
});
