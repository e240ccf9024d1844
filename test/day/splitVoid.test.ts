import { describe, expect, test } from 'vitest';
import { splitByUnits, splitEqually } from '../../src/checkout/split';
import type { CartLine } from '../../src/cart/cart';
import { NO_OTHER_BILLS, splitClear, type ClearedShare } from '../../src/day/splitVoid';
import { orderVoid, voidSlipLines } from '../../src/day/orderVoid';
import { ids } from '../kit/catalogs';
import { makeLineRequest } from '../kit/factories';
import { cartOf, exampleBurger } from '../kit/orders';
import { invoiceLine } from '../../src/sync/contracts/invoiceBody';
import { lineTotalError } from '../../emulator/strict';

const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);
/** Thousandths of a unit, so sums are exact. */
const milli = (q: number) => Math.round(q * 1000);
const sentAll = (lines: readonly CartLine[]) => lines.map((l) => ({ ...l, sent: l.quantity }));
/** A bill's "Send to kitchen": the units it makes are sent. */
const sentBill = (bill: readonly CartLine[]) => bill.map((l) => (l.kitchen_units ? { ...l, sent: l.kitchen_units } : l));

// The contract's line: 2 burgers with cheese and sauce, 2.300 each.
const burgers = cartOf(2, exampleBurger);
const oneBurger = cartOf(2, makeLineRequest({ product_id: ids.burger, quantity: 1 }));

function equalBills(lines: readonly CartLine[], parts: number): CartLine[][] {
  const split = splitEqually(lines, parts);
  if (!split.ok) throw new Error(split.reason);
  return split.bills;
}

/**
 * Clears the bills `order` in turn (indexes), the bills in `paid` sold first, each clear
 * reading the bills still open, the sold ones and the clears before it, as the till does.
 */
function clearInTurn(bills: readonly CartLine[][], order: readonly number[], paid: readonly number[] = []) {
  const cleared: ClearedShare[] = [];
  const done = new Set<number>(paid);
  return order.map((b) => {
    const open = bills.filter((_, i) => i !== b && !done.has(i));
    const made = splitClear({ split_part: b + 1, lines: bills[b]! }, { open, sold: paid.map((p) => bills[p]!), cleared });
    cleared.push(...made.cleared);
    done.add(b);
    return { lines: made.lines, voided: sum(made.lines.map((l) => milli(l.quantity))), total: sum(made.lines.map((l) => l.total)), slips: sum(made.slips.map((l) => l.quantity)) };
  });
}

const permutations = (n: number): number[][] =>
  n === 1 ? [[0]] : permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, at) => [...p.slice(0, at), n - 1, ...p.slice(at)]));

describe('clearing every bill of a split order voids what the kitchen made, once', () => {
  test('1 burger in 2 bills: the shares 0.5 and 0.5 are voided, and the clear of the second prints the burger VOID', () => {
    const bills = equalBills(sentAll(oneBurger.lines), 2);
    for (const order of permutations(2)) {
      const clears = clearInTurn(bills, order);
      expect(clears.map((c) => [c.voided, c.slips])).toEqual([[500, 0], [500, 1]]);
      expect(sum(clears.map((c) => c.total))).toBe(oneBurger.lines[0]!.total);
    }
  });

  test('2 burgers in 3 bills, in every order of clearing: 2 burgers voided, 2 printed VOID, the whole amount', () => {
    const bills = equalBills(sentAll(burgers.lines), 3);
    for (const order of permutations(3)) {
      const clears = clearInTurn(bills, order);
      expect(sum(clears.map((c) => c.voided))).toBe(2000);
      expect(sum(clears.map((c) => c.slips))).toBe(2);
      expect(sum(clears.map((c) => c.total))).toBe(burgers.lines[0]!.total);
      // No clear voids more than its bill's share.
      clears.forEach((c, i) => expect(c.voided).toBeLessThanOrEqual(milli(bills[order[i]!]![0]!.quantity)));
    }
  });

  test('1 burger in 3 bills sent after the split by the bill that makes it: 1 voided in every order', () => {
    const bills = equalBills(oneBurger.lines, 3).map(sentBill);
    expect(bills.map((b) => b[0]!.sent ?? 0)).toEqual([0, 1, 0]);
    for (const order of permutations(3)) {
      const clears = clearInTurn(bills, order);
      expect([sum(clears.map((c) => c.voided)), sum(clears.map((c) => c.slips))]).toEqual([1000, 1]);
    }
  });

  test('2 burgers in 3 bills, only the first bill\'s burger sent: that 1 is voided in every order, the unsent one never', () => {
    const bills = equalBills(burgers.lines, 3).map((b, i) => (i === 0 ? sentBill(b) : b));
    for (const order of permutations(3)) {
      const clears = clearInTurn(bills, order);
      expect([sum(clears.map((c) => c.voided)), sum(clears.map((c) => c.slips))]).toEqual([1000, 1]);
      // A part of a share is priced at its own quantity, as the server checks every line.
      for (const line of clears.flatMap((c) => c.lines)) expect(lineTotalError(invoiceLine(line, 3) as unknown as Record<string, unknown>, 3)).toBe(0);
    }
  });

  test('bills by item void their own whole units; their VOID slips are the same units', () => {
    const split = splitByUnits(sentAll(burgers.lines), new Map([[burgers.lines[0]!.line_id, [1, 1]]]), 2);
    if (!split.ok) throw new Error(split.reason);
    const docs = split.bills.map((lines, b) =>
      orderVoid({ ...burgers, lines, split_of: 'order-1', split_part: b + 1 }, { client_order_id: `v${b}`, created_at: '2026-11-21T12:00:00.000Z', location_id: 3, reason: 'other', approved_by: null, by: null, digits: 3 }),
    );
    expect(docs.map((d) => d?.lines.map((l) => l.quantity))).toEqual([[1], [1]]);
    expect(docs.map((d) => d && voidSlipLines(d).map((l) => l.quantity))).toEqual([[1], [1]]);
  });
});

describe('a share sold is never voided', () => {
  test('1 burger in 2 bills, one paid: the other\'s clear voids its 0.5 and prints nothing VOID', () => {
    const bills = equalBills(sentAll(oneBurger.lines), 2);
    expect(clearInTurn(bills, [1], [0]).map((c) => [c.voided, c.slips])).toEqual([[500, 0]]);
    expect(clearInTurn(bills, [0], [1]).map((c) => [c.voided, c.slips])).toEqual([[500, 0]]);
  });

  test('2 burgers in 3 bills, the first paid: the two cleared void 1.333 and print 1 burger VOID, in either order', () => {
    const bills = equalBills(sentAll(burgers.lines), 3);
    for (const order of [[1, 2], [2, 1]]) {
      const clears = clearInTurn(bills, order, [0]);
      expect([sum(clears.map((c) => c.voided)), sum(clears.map((c) => c.slips))]).toEqual([1333, 1]);
    }
  });

  test('a bill paid for a share of a burger only one bill sent: the cleared bills void the rest of what was made', () => {
    // 1 burger in 2, sent by the first bill; the second is paid, the first cleared: 0.5 was made for nothing.
    const bills = equalBills(oneBurger.lines, 2).map((b, i) => (i === 0 ? sentBill(b) : b));
    expect(clearInTurn(bills, [0], [1]).map((c) => c.voided)).toEqual([500]);
  });
});

describe('a bill is voided once', () => {
  const bills = equalBills(sentAll(oneBurger.lines), 2);

  test('a bill cleared again (its clear already recorded) voids nothing more', () => {
    const first = splitClear({ split_part: 1, lines: bills[0]! }, { open: [bills[1]!], sold: [], cleared: [] });
    expect(first.lines.map((l) => l.quantity)).toEqual([0.5]);
    const again = splitClear({ split_part: 1, lines: bills[0]! }, { open: [bills[1]!], sold: [], cleared: first.cleared });
    expect(again).toEqual({ lines: [], slips: [], cleared: [] });
  });

  test('a clear recorded both on its document and on the bill still open is counted once', () => {
    const first = splitClear({ split_part: 1, lines: bills[0]! }, { open: [bills[1]!], sold: [], cleared: [] });
    const last = splitClear({ split_part: 2, lines: bills[1]! }, { open: [], sold: [], cleared: [...first.cleared, ...first.cleared] });
    expect([last.lines.map((l) => l.quantity), last.slips.map((l) => l.quantity)]).toEqual([[0.5], [1]]);
  });

  test('a bill cleared with no other bill known voids only its own share of what it sent', () => {
    expect(bills.map((b) => splitClear({ lines: b }, NO_OTHER_BILLS).lines.map((l) => l.quantity))).toEqual([[0.5], []]);
  });
});
