import { describe, expect, test } from 'vitest';
import type { Quota } from '../../src/core/catalog';
import { quotasAfterSales, soldUnitsOf, type PolledQuota, type SoldUnits } from '../../src/cart/quotaSales';
import { makeLineRequest } from '../kit/factories';
import { cartOf } from '../kit/orders';
import { ids } from '../kit/catalogs';

const POLL = Date.parse('2026-11-21T12:00:00.000Z');
const before = POLL - 60_000;
const after = POLL + 60_000;
const row = (product_id: number, remaining_stock: number, polled_at = POLL): PolledQuota =>
  ({ product_id, quota: 20, remaining_stock, polled_at });
const sold = (product_id: number, quantity: number, acknowledged_at: number | null): SoldUnits => ({ product_id, quantity, acknowledged_at });
const left = (quotas: readonly Quota[]) => quotas.map((q) => [q.product_id, q.remaining_stock]);

describe('2.10.11 across orders: a sale the last quota poll cannot have counted reduces remaining_stock (assumed-contracts 4)', () => {
  test.each<[string, PolledQuota[], SoldUnits[], number[][]]>([
    ['no sales: the polled remainder', [row(74, 2)], [], [[74, 2]]],
    ['a completed sale not yet uploaded counts', [row(74, 2)], [sold(74, 1, null)], [[74, 1]]],
    ['two sales offline use up the quota', [row(74, 2)], [sold(74, 1, null), sold(74, 1, null)], [[74, 0]]],
    ['a sale uploaded after the poll was sent counts: the poll cannot include it', [row(74, 2)], [sold(74, 1, after)], [[74, 1]]],
    ['a sale uploaded at the very moment the poll was sent counts (the safe side)', [row(74, 2)], [sold(74, 1, POLL)], [[74, 1]]],
    ['a sale uploaded before the poll was sent is in the polled remainder already', [row(74, 2)], [sold(74, 1, before)], [[74, 2]]],
    ['sales of a product with no quota change nothing', [row(74, 2)], [sold(41, 5, null)], [[74, 2]]],
    ['each row is judged by its own poll time', [row(74, 2, POLL), row(30, 9, after + 1)], [sold(74, 1, after), sold(30, 1, after)], [[74, 1], [30, 9]]],
    ['selling past the remainder (a quota cut on the server) leaves it below zero: sold out', [row(74, 1)], [sold(74, 3, null)], [[74, -2]]],
    ['repeated rows of one product are each reduced, so the lowest still wins', [row(74, 5), row(74, 2)], [sold(74, 1, null)], [[74, 4], [74, 1]]],
    ['a bill\'s share of a unit (a split order) takes the unit it began: 0.667 of 3 leaves 2', [row(74, 3)], [sold(74, 0.667, null)], [[74, 2]]],
    ['the shares of the bills add up to whole units again', [row(74, 3)], [sold(74, 0.667, null), sold(74, 0.667, null), sold(74, 0.666, null)], [[74, 1]]],
  ])('%s', (_rule, quotas, sales, expected) => {
    expect(left(quotasAfterSales(quotas, sales))).toEqual(expected);
  });

  test('the quota rows come back without their poll time, as the menu, picker and cart read them', () => {
    expect(quotasAfterSales([row(74, 2)], [])).toEqual([{ product_id: 74, quota: 20, remaining_stock: 2 }]);
  });
});

describe('the units a completed sale holds, as the cart counts them (assumed-contracts 4)', () => {
  test('every line that holds a product counts: line quantities, combo children and add-ons', () => {
    const cart = cartOf(
      2,
      makeLineRequest({ product_id: ids.burger, quantity: 2, addons: [{ product_id: ids.sauce, quantity: 1 }] }),
      makeLineRequest({ product_id: ids.deal, quantity: 2, children: [{ product_id: ids.fries, slot_category_id: 5, quantity: 1, options: [] }] }),
      makeLineRequest({ product_id: ids.burger }),
    );
    expect(soldUnitsOf(cart.lines, after)).toEqual([
      sold(ids.burger, 3, after), sold(ids.sauce, 2, after), sold(ids.deal, 2, after), sold(ids.fries, 2, after),
    ]);
  });
});
