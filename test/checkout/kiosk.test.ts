import { expect, test } from 'vitest';
import { isKioskSellable, paidInFull } from '../../src/checkout/kiosk';
import { m } from '../kit/factories';

test('a kiosk offers only items with a fixed price per piece: no open price, no weight typed by the customer', () => {
  expect(isKioskSellable({ is_open_price: 0, is_weightage_item: 0 })).toBe(true);
  expect(isKioskSellable({ is_open_price: 1, is_weightage_item: 0 })).toBe(false);
  expect(isKioskSellable({ is_open_price: 0, is_weightage_item: 1 })).toBe(false);
});

test('staff confirm the whole amount as paid, with no change', () => {
  expect(paidInFull(m('4.600'), 'card')).toEqual([{ method: 'card', amount: m('4.600'), tendered: m('4.600'), change: 0 }]);
});
