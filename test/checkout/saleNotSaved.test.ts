import 'fake-indexeddb/auto';
import { afterEach, expect, test } from 'vitest';
import { completeSale } from '../../src/db/orders';
import { saleNotSavedText } from '../../src/checkout/saleNotSaved';
import { activateLanguage, i18n } from '../../src/i18n/i18n';
import { openTestDb } from '../kit/db';
import { brandHeader } from '../kit/orders';
import { makeBrand, makeSession } from '../kit/factories';
import { emptyCart } from '../../src/cart/cart';

afterEach(() => activateLanguage('en'));

// That every reason is worded in both languages: test/i18n/refusals.test.ts.
test('the store refuses an empty order with its reason, which the screen words in Arabic', async () => {
  const db = openTestDb();
  const refused = await completeSale(db, { cart: emptyCart(2, null), payments: [], brands: [makeBrand(brandHeader)], session: makeSession() });
  expect(refused).toEqual({ ok: false, reason: 'empty' });
  if (refused.ok) return;
  await activateLanguage('ar');
  expect(i18n._(saleNotSavedText(refused.reason))).toBe('الطلب فارغ.');
});
