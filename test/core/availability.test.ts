import { describe, expect, test } from 'vitest';
import type { Catalog, Quota } from '../../src/core/catalog';
import { availabilityOf, isSoldOut, remainingStock, remainingStockLookup } from '../../src/core/availability';
import { cartRulesFrom } from '../../src/cart/rules';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { start } from '../../src/picker/start';
import { makeCatalog, makeCategory, makeProduct, makeProductIn } from '../kit/factories';

const quota = (product_id: number, remaining_stock: number): Quota => ({ product_id, quota: 20, remaining_stock });

const burgers = makeCategory({ id: 5, name: 'Burgers' });
const deal = makeProduct({ id: 900, name: 'Meal deal', is_combo: 1, categories: [{ category_id: 5, max_allowed: 1 }] });

function catalogOf(flag: 0 | 1, soldOut: readonly number[] | null, quotas: Quota[]): Catalog {
  return makeCatalog({
    categories: [burgers],
    products: [makeProductIn(burgers, { id: 41, is_sold_out: flag }), makeProductIn(burgers, { id: 42 }), deal],
    soldOut,
    quotas,
  });
}

/**
 * One rule, three readers: the menu greys the card, the picker leaves it out of a combo slot,
 * the cart refuses to add it. Each must give the same answer for the same catalog.
 */
const soldOutTable: Array<[string, 0 | 1, readonly number[] | null, Quota[], boolean, number | null]> = [
  ['2.2 the snapshot flag 1 is sold out', 1, null, [], true, null],
  ['2.2 the snapshot flag 0 is for sale', 0, null, [], false, null],
  ['assumed-contracts 5: the sold-out poll listing the product makes it sold out over a 0 snapshot', 0, [41], [], true, null],
  ['assumed-contracts 5: the sold-out poll not listing the product makes it for sale over a 1 snapshot', 1, [99], [], false, null],
  ['assumed-contracts 5: an empty sold-out poll means nothing is sold out', 1, [], [], false, null],
  ['2.10.11 a quota with remaining_stock 0 is sold out', 0, null, [quota(41, 0)], true, 0],
  ['2.10.11 a quota with stock left is for sale', 0, null, [quota(41, 3)], false, 3],
  ['2.10.11 a quota of another product does not matter', 0, null, [quota(42, 0)], false, null],
  ['2.10.11 a quota at 0 is sold out even when the poll does not list it', 0, [], [quota(41, 0)], true, 0],
  ['2.10.11 a negative remainder is nothing left', 0, null, [quota(41, -2)], true, 0],
  ['2.10.11 repeated quota rows: the lowest remaining_stock wins (0 then 5)', 0, null, [quota(41, 0), quota(41, 5)], true, 0],
  ['2.10.11 repeated quota rows: the lowest remaining_stock wins (5 then 0)', 0, null, [quota(41, 5), quota(41, 0)], true, 0],
  ['2.10.11 repeated quota rows: the lowest remaining_stock wins (1 then 3)', 0, null, [quota(41, 1), quota(41, 3)], false, 1],
];

describe('sold out, one rule for menu, picker and cart (2.2, 2.10.11, assumed-contracts 4 and 5)', () => {
  test.each(soldOutTable)('%s', (_rule, flag, soldOut, quotas, expected, remaining) => {
    const catalog = catalogOf(flag, soldOut, quotas);
    const product = catalog.products[0]!;

    expect(isSoldOut(availabilityOf(catalog), product)).toBe(expected);
    // The menu greys the card.
    expect(isSoldOut(buildMenuIndex(catalog).availability, product)).toBe(expected);
    // The picker leaves it out of a combo slot.
    const offered = start(deal, catalog).slots[0]?.candidates.map((c) => c.product_id) ?? [];
    expect(offered.includes(41)).toBe(!expected);
    // The cart refuses it and caps it at the same remainder.
    const rules = cartRulesFrom(catalog);
    expect(rules.isSoldOut(41)).toBe(expected);
    expect(rules.remainingStock(41)).toBe(remaining);
    expect(remainingStock(availabilityOf(catalog), 41) === null ? null : Math.max(0, remainingStock(availabilityOf(catalog), 41)!)).toBe(remaining);
  });
});

describe('2.10.11 remaining stock', () => {
  test.each<[string, Quota[], number | null]>([
    ['a product with no quota row has no limit', [quota(9, 1)], null],
    ['a quota row gives its remaining_stock', [quota(41, 3)], 3],
    ['several rows for one product keep the smallest remainder', [quota(41, 5), quota(41, 2), quota(41, 4)], 2],
  ])('2.10.11 %s', (_, quotas, expected) => {
    expect(remainingStock(availabilityOf({ soldOut: null, quotas }), 41)).toBe(expected);
    expect(remainingStockLookup(quotas).get(41) ?? null).toBe(expected);
  });
});
