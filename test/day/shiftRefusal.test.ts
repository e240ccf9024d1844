import 'fake-indexeddb/auto';
import { afterEach, expect, test } from 'vitest';
import { shiftRefusalText } from '../../src/day/shiftRefusal';
import { closeShift, moveCash, openShift } from '../../src/db/shifts';
import { activateLanguage, i18n } from '../../src/i18n/i18n';
import { openTestDb } from '../kit/db';
import { m } from '../kit/factories';

afterEach(() => activateLanguage('en'));

// That every reason is worded in both languages: test/i18n/refusals.test.ts.
test('the store refuses a shift action with a value, nothing written, which the screen words in Arabic', async () => {
  const db = openTestDb();
  const refused = await moveCash(db, 'in', m('1.000'), 'Change');
  expect(refused).toEqual({ ok: false, reason: 'no-open-shift' });
  expect(await db.shifts.count()).toBe(0);
  await openShift(db, { cashier_name: 'Amal', opening_float: m('20.000'), location_id: 3, digits: 3 });
  const count = await closeShift(db, m('-1.000'));
  expect(count).toEqual({ ok: false, reason: 'negative-amount' });
  expect(await db.outbox.count()).toBe(0);
  await activateLanguage('ar');
  expect(i18n._(shiftRefusalText('no-open-shift'))).toBe('لا توجد وردية مفتوحة على هذا الجهاز.');
});
