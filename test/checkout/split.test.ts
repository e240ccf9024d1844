import { describe, expect, test } from 'vitest';
import { splitByUnits, splitEqually } from '../../src/checkout/split';
import { cartReducer, type CartLine, type CartState } from '../../src/cart/cart';
import { orderTotals } from '../../src/cart/totals';
import { kitchenUnits } from '../../src/cart/kitchen';
import { money, type Money } from '../../src/core/money';
import { usageOf } from '../../src/cart/stock';
import { kitchenSend } from '../../src/day/kitchenTicket';
import { ids } from '../kit/catalogs';
import { makeLineRequest } from '../kit/factories';
import { card, cartOf, exampleBurger, orderOf, saleContext } from '../kit/orders';

const sum = (amounts: readonly number[]) => amounts.reduce((a, b) => a + b, 0);
const totals = (bills: readonly CartLine[][]) => bills.map((b) => orderTotals({ lines: b }).total);
/** Thousandths of a unit, so sums are exact. */
const milli = (q: number) => Math.round(q * 1000);

// Burgers at 1.750 (3 with 10 % off) and fries at 0.500.
const cart = cartOf(2, makeLineRequest({ product_id: ids.burger, quantity: 3 }), makeLineRequest({ product_id: ids.fries, quantity: 1 }));
const discounted: CartLine[] = cart.lines.map((l, i) => (i === 0 ? { ...l, discount_pct: 10, discount: money(525), total: money(4725) } : l));
const orderTotal = orderTotals({ lines: discounted }).total;
// The contract's line: 2 burgers with cheese and sauce, 2.300 each.
const burgers = cartOf(2, exampleBurger);

/** A piece is priced at its own quantity: its unit amount (options and add-ons, less the discount) times its quantity, within a minor unit and a half. */
function pricedAtItsQuantity(piece: CartLine, line: CartLine): void {
  const each = (line.subtotal * (1 - line.discount_pct / 100)) / line.quantity;
  expect(Math.abs(piece.total - piece.quantity * each)).toBeLessThanOrEqual(1.5);
}

describe('moving lines or units to bills', () => {
  test('units of a line go to two bills; the bills add up to the order exactly', () => {
    const split = splitByUnits(discounted, new Map([['l1', [2, 1]], ['l2', [0, 1]]]), 2);
    if (!split.ok) throw new Error(split.reason);
    expect(split.bills.map((b) => b.map((l) => [l.line_id, l.quantity]))).toEqual([[['l1', 2]], [['l1', 1], ['l2', 1]]]);
    expect(sum(totals(split.bills))).toBe(orderTotal);
    for (const piece of split.bills.flat()) pricedAtItsQuantity(piece, discounted.find((l) => l.line_id === piece.line_id)!);
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

describe('"Equal parts": each bill sells its share of every line', () => {
  test('2 burgers in 3 bills are 0.667, 0.667 and 0.666 of them, priced at those quantities', () => {
    const split = splitEqually(burgers.lines, 3);
    if (!split.ok) throw new Error(split.reason);
    expect(split.bills.map((b) => b.map((l) => l.quantity))).toEqual([[0.667], [0.667], [0.666]]);
    // 4.600 in shares of 2.300 a burger: 1.534, 1.534 and 1.532.
    expect(split.bills.map((b) => b[0]!.total)).toEqual([1534, 1534, 1532]);
  });

  test('one burger in 2 bills is 0.5 on each, half the money each', () => {
    const one = cartOf(2, makeLineRequest({ product_id: ids.burger, quantity: 1 }));
    const split = splitEqually(one.lines, 2);
    if (!split.ok) throw new Error(split.reason);
    expect(split.bills.map((b) => [b[0]!.quantity, b[0]!.total])).toEqual([[0.5, 875], [0.5, 875]]);
  });

  test.each([2, 3, 4, 7, 20])('in %i bills the units and the money of each line add up to the line\'s, and the bills to the order', (parts) => {
    const split = splitEqually(discounted, parts);
    if (!split.ok) throw new Error(split.reason);
    expect(sum(totals(split.bills))).toBe(orderTotal);
    for (const line of discounted) {
      const pieces = split.bills.flat().filter((l) => l.line_id === line.line_id);
      expect(pieces).toHaveLength(parts);
      expect(sum(pieces.map((p) => milli(p.quantity)))).toBe(milli(line.quantity));
      expect(sum(pieces.map((p) => p.total))).toBe(line.total);
      expect(sum(pieces.map((p) => p.subtotal))).toBe(line.subtotal);
      expect(sum(pieces.map((p) => p.discount))).toBe(line.discount);
      for (const piece of pieces) pricedAtItsQuantity(piece, line);
    }
    // Every unit is sold once, on the bills together.
    const used = new Map<number, number>();
    for (const bill of split.bills) for (const [id, n] of usageOf(bill)) used.set(id, milli((used.get(id) ?? 0) + n) / 1000);
    expect(used).toEqual(usageOf(discounted));
  });

  test('refused with a line below zero, or a share smaller than 0.001 of a unit', () => {
    expect(splitEqually([{ ...discounted[0]!, total: money(-5) as Money }], 2)).toEqual({ ok: false, reason: 'below-zero' });
    const tiny = splitEqually(discounted, 2);
    if (!tiny.ok) throw new Error(tiny.reason);
    // 0.002 of a burger cannot be cut in 3 of at least 0.001.
    expect(splitEqually([{ ...tiny.bills[0]![0]!, quantity: 0.002 }], 3)).toEqual({ ok: false, reason: 'too-small' });
  });
});

describe('the kitchen makes each unit of a split order once', () => {
  const send = { channels: [], at: '2026-11-21T09:00:00.000Z', stations: [], linksOf: () => ({ main: [], others: [] }) };
  /** Burgers the kitchen tickets of `lines` ask for. */
  const ticketed = (lines: readonly CartLine[]) => sum(kitchenSend({ lines, channel_id: null }, send).flatMap((t) => t.lines.map((l) => Number(l.quantity))));
  const sent = (state: CartState): CartState => {
    const next = cartReducer(state, { type: 'kitchenSent', voids_only: false }, saleContext);
    if ('ok' in next) throw new Error(next.reason);
    return next;
  };
  const billCart = (lines: CartLine[]): CartState => ({ ...burgers, lines });

  test('sent before the split: no bill sends them again, by "Send to kitchen" or at its payment', () => {
    const before = sent(burgers);
    const split = splitEqually(before.lines, 3);
    if (!split.ok) throw new Error(split.reason);
    expect(split.bills.map((b) => ticketed(b))).toEqual([0, 0, 0]);
    expect(split.bills.map((b) => ticketed(sent(billCart(b)).lines))).toEqual([0, 0, 0]);
    expect(sum(split.bills.flat().map(kitchenUnits))).toBe(2);
  });

  test('sent after the split: the bills send the 2 burgers once between them, and a bill sent twice sends nothing more', () => {
    const split = splitEqually(burgers.lines, 3);
    if (!split.ok) throw new Error(split.reason);
    expect(sum(split.bills.map((b) => ticketed(b)))).toBe(2);
    const afterSend = split.bills.map((b) => sent(billCart(b)));
    expect(afterSend.map((b) => ticketed(b.lines))).toEqual([0, 0, 0]);
  });

  test('sent at each bill\'s payment: the receipts\' kitchen tickets ask for the 2 burgers once between them', () => {
    const split = splitEqually(burgers.lines, 3);
    if (!split.ok) throw new Error(split.reason);
    const paid = split.bills.map((b) => orderOf(billCart(b), [card('1.534')]));
    expect(sum(paid.map((o) => ticketed(o.lines)))).toBe(2);
  });

  test('one of two burgers sent before a split in 2: the other is sent once', () => {
    const half = { ...burgers, lines: burgers.lines.map((l) => ({ ...l, sent: 1 })) };
    const split = splitEqually(half.lines, 2);
    if (!split.ok) throw new Error(split.reason);
    expect(sum(split.bills.map((b) => ticketed(b)))).toBe(1);
  });
});
