import { describe, expect, test } from 'vitest';
import { orderStockProblems } from '../../src/cart/orderStock';
import { rules } from '../kit/cart';

type Line = Parameters<typeof orderStockProblems>[0][number];

const line = (line_id: string, product_id: number, quantity: number, more: Partial<Line> = {}): Line => ({
  line_id,
  product_id,
  quantity,
  weight_g: null,
  addons: [],
  children: [],
  ...more,
});

const quota = (left: Record<number, number>) => rules({ remainingStock: (id) => left[id] ?? null });

describe('2.10.11 on the whole order: every line checked against sold-out and what is left', () => {
  test('an order within its quotas and with nothing sold out has no problem', () => {
    expect(orderStockProblems([line('a', 1, 2), line('b', 2, 9)], quota({ 1: 2 }))).toEqual([]);
  });

  test('a parked order of 2 reopened after 2 of a quota of 2 were sold: nothing left, only Remove settles it', () => {
    expect(orderStockProblems([line('a', 74, 2)], quota({ 74: 0 }))).toEqual([
      { line_id: 'a', reason: 'quota', product_id: 74, remaining: 0, reduceTo: 0 },
    ]);
  });

  test('a quota poll lowered what is left below the line: Reduce to what is left', () => {
    expect(orderStockProblems([line('a', 74, 3)], quota({ 74: 2 }))).toEqual([
      { line_id: 'a', reason: 'quota', product_id: 74, remaining: 2, reduceTo: 2 },
    ]);
  });

  test('a product marked sold out meanwhile is a problem whatever its quota', () => {
    const soldOut = rules({ isSoldOut: (id) => id === 5 });
    expect(orderStockProblems([line('a', 4, 1), line('b', 5, 1)], soldOut)).toEqual([
      { line_id: 'b', reason: 'sold-out', product_id: 5, reduceTo: 0 },
    ]);
  });

  test('the first lines take what is left; a later line is held to the rest', () => {
    expect(orderStockProblems([line('a', 74, 2), line('b', 74, 2)], quota({ 74: 3 }))).toEqual([
      { line_id: 'b', reason: 'quota', product_id: 74, remaining: 1, reduceTo: 1 },
    ]);
  });

  test('combo children and add-ons count times the line quantity, and the reduction is in whole lines', () => {
    const meal = line('a', 83, 3, { children: [{ product_id: 44, quantity: 2 }], addons: [{ product_id: 77, quantity: 1 }] });
    expect(orderStockProblems([meal], quota({ 44: 5 }))).toEqual([{ line_id: 'a', reason: 'quota', product_id: 44, remaining: 5, reduceTo: 2 }]);
    expect(orderStockProblems([meal], quota({ 44: 5, 77: 1 }))).toEqual([{ line_id: 'a', reason: 'quota', product_id: 77, remaining: 1, reduceTo: 1 }]);
  });

  test('a weighed line is one piece: over its quota it can only be removed', () => {
    expect(orderStockProblems([line('a', 79, 1, { weight_g: 750 }), line('b', 79, 1, { weight_g: 300 })], quota({ 79: 1 }))).toEqual([
      { line_id: 'b', reason: 'quota', product_id: 79, remaining: 0, reduceTo: 0 },
    ]);
  });
});
