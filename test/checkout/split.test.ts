import { describe, expect, test } from 'vitest';
import { equalParts, splitByUnits, splitEqually } from '../../src/checkout/split';
import type { CartLine } from '../../src/cart/cart';
import { orderTotals } from '../../src/cart/totals';
import { money, type Money } from '../../src/core/money';
import { usageOf } from '../../src/cart/stock';
import { ids } from '../kit/catalogs';
import { makeLineRequest } from '../kit/factories';
import { cartOf } from '../kit/orders';

const sum = (amounts: readonly Money[]) => amounts.reduce((a, b) => a + b, 0);
const totals = (bills: readonly CartLine[][]) => bills.map((b) => orderTotals({ lines: b }).total);

describe('equal parts in whole minor units, the last taking the rest', () => {
  test.each([
    [1250, 2, [625, 625]],
    [1000, 3, [333, 333, 334]],
    [5, 4, [1, 1, 1, 2]],
    [7, 1, [7]],
  ])('%i in %i parts', (total, parts, expected) => {
    const shares = equalParts(money(total), parts);
    expect(shares).toEqual(expected);
    expect(sum(shares)).toBe(total);
  });
});

// Burgers at 1.750 (3 with 10 % off) and fries at 0.500.
const cart = cartOf(2, makeLineRequest({ product_id: ids.burger, quantity: 3 }), makeLineRequest({ product_id: ids.fries, quantity: 1 }));
const discounted: CartLine[] = cart.lines.map((l, i) => (i === 0 ? { ...l, discount_pct: 10, discount: money(525), total: money(4725) } : l));
const orderTotal = orderTotals({ lines: discounted }).total;

describe('moving lines or units to bills', () => {
  test('units of a line go to two bills; the bills add up to the order exactly', () => {
    const split = splitByUnits(discounted, new Map([['l1', [2, 1]], ['l2', [0, 1]]]), 2);
    if (!split.ok) throw new Error(split.reason);
    expect(split.bills.map((b) => b.map((l) => [l.line_id, l.quantity]))).toEqual([[['l1', 2]], [['l1', 1], ['l2', 1]]]);
    expect(sum(totals(split.bills))).toBe(orderTotal);
  });

  test.each([
    ['units that do not add up to the quantity', new Map([['l1', [1, 1]]]), 2, 'units'],
    ['a bill left empty', new Map([['l1', [3, 0]], ['l2', [1, 0]]]), 2, 'empty-bill'],
    ['one bill', new Map(), 1, 'bills'],
  ] as const)('refused: %s', (_label, units, bills, reason) => {
    expect(splitByUnits(discounted, units, bills)).toMatchObject({ ok: false, reason });
  });

  test('the units the kitchen had go with the first pieces', () => {
    const sent = discounted.map((l) => ({ ...l, sent: l.quantity }));
    const split = splitByUnits(sent, new Map([['l1', [2, 1]], ['l2', [1, 0]]]), 2);
    if (!split.ok) throw new Error(split.reason);
    expect(split.bills.flat().map((l) => l.sent)).toEqual([2, 1, 1]);
  });
});

describe('"Equal parts"', () => {
  test.each([2, 3, 4, 7])('%i bills add up exactly to the order, each line\'s shares to the line', (parts) => {
    const split = splitEqually(discounted, parts);
    if (!split.ok) throw new Error(split.reason);
    const bills = totals(split.bills);
    expect(sum(bills)).toBe(orderTotal);
    expect(bills.slice(0, -1).every((t) => t === bills[0])).toBe(true);
    for (const line of discounted) {
      const shares = split.bills.flat().filter((l) => l.line_id === line.line_id);
      expect(sum(shares.map((s) => s.total))).toBe(line.total);
      expect(sum(shares.map((s) => s.discount))).toBe(line.discount);
      expect(shares.filter((s) => s.share?.counts_stock)).toHaveLength(1);
    }
    // The units are counted once, whatever the number of bills.
    expect(usageOf(split.bills.flat())).toEqual(usageOf(discounted));
  });

  test('refused below one minor unit a bill, or with a line below zero', () => {
    expect(splitEqually(discounted, 20)).toMatchObject({ ok: true });
    const tiny = discounted.map((l) => ({ ...l, total: money(1), subtotal: money(1), discount: money(0) }));
    expect(splitEqually(tiny, 3)).toEqual({ ok: false, reason: 'too-small' });
    expect(splitEqually([{ ...discounted[0]!, total: money(-5) }], 2)).toEqual({ ok: false, reason: 'below-zero' });
  });
});
