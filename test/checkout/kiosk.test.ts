import { describe, expect, test } from 'vitest';
import { LAST_CALL_NUMBER, nextCallNumber, paidInFull, type CallCounter } from '../../src/checkout/kiosk';
import { isKioskSellable } from '../../src/menu/kioskItems';
import { m } from '../kit/factories';

test('a kiosk offers only items with a fixed price per piece: no open price, no weight typed by the customer', () => {
  expect(isKioskSellable({ is_open_price: 0, is_weightage_item: 0 })).toBe(true);
  expect(isKioskSellable({ is_open_price: 1, is_weightage_item: 0 })).toBe(false);
  expect(isKioskSellable({ is_open_price: 0, is_weightage_item: 1 })).toBe(false);
});

test('staff confirm the whole amount as paid, with no change', () => {
  expect(paidInFull(m('4.600'), 'card')).toEqual([{ method: 'card', amount: m('4.600'), tendered: m('4.600'), change: 0 }]);
});

describe('the call number of the next kiosk order', () => {
  test.each([
    ['the first order ever is 1', null, '2026-03-14', { day: '2026-03-14', value: 1 }],
    ['the next order of the day is one more', { day: '2026-03-14', value: 41 }, '2026-03-14', { day: '2026-03-14', value: 42 }],
    ['a new day starts again at 1', { day: '2026-03-14', value: 317 }, '2026-03-15', { day: '2026-03-15', value: 1 }],
    ['after 999 it is 1 again, the same day', { day: '2026-03-14', value: LAST_CALL_NUMBER }, '2026-03-14', { day: '2026-03-14', value: 1 }],
    ['998 is followed by 999', { day: '2026-03-14', value: 998 }, '2026-03-14', { day: '2026-03-14', value: 999 }],
    ['a clock set back to an earlier day starts that day at 1', { day: '2026-03-15', value: 5 }, '2026-03-14', { day: '2026-03-14', value: 1 }],
    ['a damaged stored value starts again at 1', { day: '2026-03-14', value: -3 }, '2026-03-14', { day: '2026-03-14', value: 1 }],
    ['a stored value that is not whole starts again at 1', { day: '2026-03-14', value: 2.5 }, '2026-03-14', { day: '2026-03-14', value: 1 }],
  ] as const)('%s', (_rule, last, day, next) => {
    expect(nextCallNumber(last, day)).toEqual(next);
  });

  test('a call number is never more than three digits, whatever the day brings', () => {
    let counter: CallCounter | null = null;
    for (let i = 0; i < 2500; i++) {
      counter = nextCallNumber(counter, '2026-03-14');
      expect(counter.value).toBeGreaterThanOrEqual(1);
      expect(String(counter.value).length).toBeLessThanOrEqual(3);
    }
    expect(counter?.value).toBe(2500 - 2 * 999);
  });
});
