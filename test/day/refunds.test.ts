import { describe, expect, test } from 'vitest';
import { priceRefund, refundableLines, refundState, refundAmount, type LineRefundable, type PastRefund } from '../../src/day/refunds';
import { money, type Money } from '../../src/core/money';
import { cakeSale, daySale, m } from './fixtures';
import { splitEqually } from '../../src/checkout/split';
import { card, cartOf, exampleBurger, orderOf } from '../kit/orders';

const past = (...lines: Array<[of_line: number, quantity: number, amount: string]>): PastRefund => ({
  lines: lines.map(([of_line, quantity, amount]) => ({ of_line, quantity, amount: m(amount) })),
  payments: [],
});

/** What a line of `paid` for `sold` units has left after `refunded` units worth `refundedAmount`. */
const left = (paid: Money, sold: number, refunded = 0, refundedAmount: Money = m('0')): LineRefundable => ({
  of_line: 0,
  sold,
  paid,
  refunded_quantity: refunded,
  refunded_amount: refundedAmount,
  quantity: sold - refunded,
  amount: money(paid - refundedAmount),
});

/** Refunds a line one unit at a time, each priced after the ones before. */
function oneAtATime(paid: Money, sold: number): Money[] {
  const amounts: Money[] = [];
  for (let i = 0; i < sold; i++) amounts.push(refundAmount(left(paid, sold, i, money(amounts.reduce((a, b) => a + b, 0))), 1));
  return amounts;
}

describe('what a line may still give back (assumed-contracts 8)', () => {
  test('a sale with no refunds: every line whole, its units and what was paid for it after its discount', () => {
    expect(refundableLines(daySale(), []).map(({ quantity, amount }) => ({ quantity, amount }))).toEqual([
      { quantity: 3, amount: m('4.882') },
      { quantity: 2, amount: m('1.000') },
      { quantity: 1, amount: m('0.500') },
    ]);
  });

  test('8 the refunds already made, all of them, are taken off line by line', () => {
    const lines = refundableLines(daySale(), [past([0, 1, '1.627']), past([0, 1, '1.627'], [1, 2, '1.000'])]);
    expect(lines[0]).toMatchObject({ refunded_quantity: 2, refunded_amount: m('3.254'), quantity: 1, amount: m('1.628') });
    expect(lines[1]).toMatchObject({ quantity: 0, amount: m('0') });
    expect(lines[2]).toMatchObject({ quantity: 1, amount: m('0.500') });
  });

  test('a line with a price below zero has nothing to refund: a refund only gives money back', () => {
    const sale = cakeSale('1.000', 1);
    const negative = { ...sale, lines: sale.lines.map((l) => ({ ...l, total: m('-1.000') })) };
    expect(refundableLines(negative, [])[0]).toMatchObject({ quantity: 0, amount: m('0') });
  });
});

describe('a part of a line refunds its share of the line total, in exact minor units', () => {
  test.each([
    ['1.000 for 3', '1.000', 3, ['0.333', '0.333', '0.334']],
    ['2.000 for 3', '2.000', 3, ['0.666', '0.667', '0.667']],
    ['4.882 for 3 (3 burgers less 7%)', '4.882', 3, ['1.627', '1.627', '1.628']],
    ['0.002 for 3: the first unit gives back nothing rather than more than its share', '0.002', 3, ['0.000', '0.001', '0.001']],
    ['1.750 for 2, an even split', '1.750', 2, ['0.875', '0.875']],
  ])('%s, one unit at a time: never more than the share so far, and the last unit takes the remainder', (_label, paid, sold, amounts) => {
    expect(oneAtATime(m(paid), sold)).toEqual(amounts.map((a) => m(a)));
  });

  test('one unit at a time, k units have given back floor(total x k / sold), and all of them exactly the total, for every total and count', () => {
    for (let sold = 1; sold <= 7; sold++) {
      for (let paid = 0; paid <= 60; paid++) {
        let sum = 0;
        oneAtATime(money(paid), sold).forEach((a, i) => {
          sum += a;
          expect(sum).toBe(Math.floor((paid * (i + 1)) / sold));
        });
        expect(sum).toBe(paid);
      }
    }
  });

  test('splitting a refund changes nothing: two units at once give back what one and then one do', () => {
    const first = refundAmount(left(m('4.882'), 3), 1);
    const second = refundAmount(left(m('4.882'), 3, 1, first), 1);
    expect(refundAmount(left(m('4.882'), 3), 2)).toBe(first + second);
  });

  test('the whole line at once gives back exactly what was paid', () => {
    expect(refundAmount(left(m('4.882'), 3), 3)).toBe(m('4.882'));
  });

  test('after an earlier refund that gave back more than its share, a unit gives back no more than what is left, never below zero', () => {
    expect(refundAmount(left(m('1.000'), 3, 1, m('0.900')), 1)).toBe(m('0'));
    expect(refundAmount(left(m('1.000'), 3, 1, m('0.900')), 2)).toBe(m('0.100'));
  });

  test('an amount too large for floats to multiply exactly is still shared exactly', () => {
    const paid = money(Number.MAX_SAFE_INTEGER - 1);
    expect(refundAmount(left(paid, 3), 2)).toBe(money(6004799503160660));
  });
});

describe('a requested refund is checked and priced', () => {
  test('the requested lines in the sale order, each priced, with their total; untouched lines (0) are left out', () => {
    const priced = priceRefund(daySale(), [], [{ of_line: 2, quantity: 1 }, { of_line: 1, quantity: 0 }, { of_line: 0, quantity: 1 }]);
    expect(priced).toEqual({
      ok: true,
      lines: [
        { of_line: 0, product_id: 41, brand_id: 2, name: 'Chicken burger', quantity: 1, amount: m('1.627') },
        { of_line: 2, product_id: 60, brand_id: 2, name: 'Halloumi', quantity: 1, amount: m('0.500') },
      ],
      total: m('2.127'),
    });
  });

  test('8 over two refunds a line never gives back more units than were sold: the second is refused with what is left', () => {
    const first = priceRefund(daySale(), [], [{ of_line: 0, quantity: 2 }]);
    expect(first).toMatchObject({ ok: true, total: m('3.254') });
    const earlier = first.ok ? [{ lines: first.lines, payments: [] }] : [];
    expect(priceRefund(daySale(), earlier, [{ of_line: 0, quantity: 2 }])).toEqual({ ok: false, reason: 'exceeds', of_line: 0, remaining: 1 });
    expect(priceRefund(daySale(), earlier, [{ of_line: 0, quantity: 1 }])).toMatchObject({ ok: true, total: m('1.628') });
  });

  test('a weighed line is one piece: refunded whole, never in part', () => {
    expect(priceRefund(daySale(), [], [{ of_line: 2, quantity: 1 }])).toMatchObject({ ok: true, total: m('0.500') });
    expect(priceRefund(daySale(), [], [{ of_line: 2, quantity: 2 }])).toEqual({ ok: false, reason: 'exceeds', of_line: 2, remaining: 1 });
  });

  test.each([
    ['every quantity 0', [{ of_line: 0, quantity: 0 }], { ok: false, reason: 'nothing-requested' }],
    ['no line at all', [], { ok: false, reason: 'nothing-requested' }],
    ['a line the sale does not have', [{ of_line: 3, quantity: 1 }], { ok: false, reason: 'unknown-line', of_line: 3 }],
    ['the same line twice', [{ of_line: 1, quantity: 1 }, { of_line: 1, quantity: 1 }], { ok: false, reason: 'duplicate-line', of_line: 1 }],
    ['a part of a unit', [{ of_line: 0, quantity: 1.5 }], { ok: false, reason: 'invalid-quantity', of_line: 0 }],
    ['a quantity below 0', [{ of_line: 0, quantity: -1 }], { ok: false, reason: 'invalid-quantity', of_line: 0 }],
    ['more units than were sold', [{ of_line: 1, quantity: 3 }], { ok: false, reason: 'exceeds', of_line: 1, remaining: 2 }],
  ])('%s is refused with the reason', (_label, request, refusal) => {
    expect(priceRefund(daySale(), [], request)).toEqual(refusal);
  });

  test('an order to pay at the counter that was never paid is refused: there is nothing to give back', () => {
    expect(priceRefund(daySale([], { pay_at_counter: true }), [], [{ of_line: 0, quantity: 1 }])).toEqual({ ok: false, reason: 'not-paid' });
  });

  test('a line with a price below zero is refused by name', () => {
    const sale = cakeSale('1.000', 1);
    const negative = { ...sale, lines: sale.lines.map((l) => ({ ...l, total: m('-1.000') })) };
    expect(priceRefund(negative, [], [{ of_line: 0, quantity: 1 }])).toEqual({ ok: false, reason: 'negative-line', of_line: 0 });
  });

  test('free items come back at 0: the units return, no money moves', () => {
    expect(priceRefund(cakeSale('0', 2), [], [{ of_line: 0, quantity: 2 }])).toMatchObject({ ok: true, total: m('0') });
  });
});

describe('a bill of an order split in equal parts refunds its own share, never the order\'s units', () => {
  // 2 burgers (2.300 each) split in 3: each bill sold 0.667, 0.667 or 0.666 of them.
  const split = splitEqually(cartOf(2, exampleBurger).lines, 3);
  if (!split.ok) throw new Error(split.reason);
  const bills = split.bills.map((lines) => orderOf({ ...cartOf(2, exampleBurger), lines }, [card('1.534')]));

  test('a whole burger is more than a bill sold: refused, with what it has left', () => {
    expect(priceRefund(bills[0]!, [], [{ of_line: 0, quantity: 1 }])).toEqual({ ok: false, reason: 'exceeds', of_line: 0, remaining: 0.667 });
  });

  test('its share refunds whole, for what the bill paid; then nothing is left', () => {
    const refund = priceRefund(bills[2]!, [], [{ of_line: 0, quantity: 0.666 }]);
    expect(refund).toMatchObject({ ok: true, total: 1532, lines: [{ of_line: 0, quantity: 0.666, amount: 1532 }] });
    const again = priceRefund(bills[2]!, [past([0, 0.666, '1.532'])], [{ of_line: 0, quantity: 0.666 }]);
    expect(again).toEqual({ ok: false, reason: 'exceeds', of_line: 0, remaining: 0 });
  });

  test('the three bills together refund the 2 burgers and the 4.600 once', () => {
    const refunds = bills.map((bill) => priceRefund(bill, [], [{ of_line: 0, quantity: bill.lines[0]!.quantity }]));
    expect(refunds.map((r) => (r.ok ? r.total : null))).toEqual([1534, 1534, 1532]);
    expect(Math.round(bills.reduce((n, b) => n + b.lines[0]!.quantity, 0) * 1000)).toBe(2000);
  });
});

describe('how much of a sale was refunded, as Orders marks it', () => {
  test('no refund: none; some units or lines back: partly; every line given back over all refunds: whole', () => {
    expect(refundState(daySale(), [])).toBe('none');
    expect(refundState(daySale(), [past([0, 1, '1.627'])])).toBe('partly');
    expect(refundState(daySale(), [past([0, 3, '4.882'], [1, 2, '1.000'])])).toBe('partly');
    expect(refundState(daySale(), [past([0, 3, '4.882']), past([1, 2, '1.000'], [2, 1, '0.500'])])).toBe('whole');
  });
});
