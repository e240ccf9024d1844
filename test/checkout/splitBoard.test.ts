import { describe, expect, test } from 'vitest';
import { billsOfUnits, MAX_BILLS, splitByUnits, splitEqually } from '../../src/checkout/split';
import { boardUnits, splitBoardReducer, startBoard, unitsOf, type SplitBoard, type SplitBoardEvent } from '../../src/checkout/splitBoard';
import { orderTotals } from '../../src/cart/totals';
import type { CartLine } from '../../src/cart/cart';
import { ids } from '../kit/catalogs';
import { makeLineRequest } from '../kit/factories';
import { cartOf } from '../kit/orders';

// Three burgers at 1.750 (l1) and one fries at 0.500 (l2).
const lines = cartOf(2, makeLineRequest({ product_id: ids.burger, quantity: 3 }), makeLineRequest({ product_id: ids.fries, quantity: 1 })).lines;
const play = (events: readonly SplitBoardEvent[], on: readonly CartLine[] = lines, from: SplitBoard = startBoard()) =>
  events.reduce((board, event) => splitBoardReducer(board, event, on), from);
const billTotals = (board: SplitBoard, on: readonly CartLine[] = lines) => {
  const made = billsOfUnits(on, boardUnits(board, on), board.bills);
  if (!made.ok) throw new Error(made.reason);
  return made.bills.map((b) => orderTotals({ lines: b }).total);
};

describe('"Split bill" by tapping', () => {
  test('everything starts on bill 1 with bill 2 chosen: two taps put one burger and the fries on bill 2', () => {
    const board = play([
      { type: 'unitsMoved', line_id: 'l1', from: 0, all: false },
      { type: 'unitsMoved', line_id: 'l2', from: 0, all: false },
    ]);
    expect(lines.map((l) => unitsOf(board, l))).toEqual([
      [2, 1],
      [0, 1],
    ]);
    expect(billTotals(board)).toEqual([3500, 2250]);
    expect(splitByUnits(lines, boardUnits(board, lines), board.bills)).toMatchObject({ ok: true });
  });

  test('"All" moves every unit of the line on that bill; a tap on the chosen bill\'s own line moves nothing', () => {
    const all = play([{ type: 'unitsMoved', line_id: 'l1', from: 0, all: true }]);
    expect(unitsOf(all, lines[0]!)).toEqual([0, 3]);
    expect(play([{ type: 'unitsMoved', line_id: 'l1', from: 1, all: false }], lines, all)).toBe(all);
  });

  test('choosing bill 1 and tapping a unit on bill 2 brings it back; each bill\'s total follows', () => {
    const board = play([
      { type: 'unitsMoved', line_id: 'l1', from: 0, all: true },
      { type: 'billChosen', bill: 0 },
      { type: 'unitsMoved', line_id: 'l1', from: 1, all: false },
    ]);
    expect(unitsOf(board, lines[0]!)).toEqual([1, 2]);
    expect(billTotals(board)).toEqual([2250, 3500]);
  });

  test('"Add bill" adds a bill and chooses it, up to the most bills a split makes', () => {
    const three = play([{ type: 'billAdded' }, { type: 'unitsMoved', line_id: 'l1', from: 0, all: false }]);
    expect([three.bills, three.target, unitsOf(three, lines[0]!)]).toEqual([3, 2, [2, 0, 1]]);
    const full = play(Array.from({ length: MAX_BILLS + 3 }, () => ({ type: 'billAdded' }) as const));
    expect(full.bills).toBe(MAX_BILLS);
  });

  test('the units of every line always add up to its quantity, whatever is tapped', () => {
    const events: SplitBoardEvent[] = [];
    for (let i = 0; i < 40; i += 1) {
      events.push(i % 7 === 0 ? { type: 'billAdded' } : i % 5 === 0 ? { type: 'billChosen', bill: i % 3 } : { type: 'unitsMoved', line_id: i % 2 ? 'l1' : 'l2', from: i % 4, all: i % 9 === 0 });
      const board = play(events);
      for (const line of lines) expect(unitsOf(board, line).reduce((a, b) => a + b, 0)).toBe(line.quantity);
    }
  });

  test('a share of an equal split does not move: the order shows the units refusal until split again in equal parts', () => {
    const halves = splitEqually(lines, 2);
    if (!halves.ok) throw new Error(halves.reason);
    const bill = halves.bills[0]!;
    const board = play([{ type: 'unitsMoved', line_id: 'l1', from: 0, all: false }], bill);
    expect(board).toEqual(startBoard());
    expect(billsOfUnits(bill, boardUnits(board, bill), board.bills)).toMatchObject({ ok: false, reason: 'units' });
  });
});
