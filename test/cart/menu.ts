/**
 * A small KWD menu (3 digits) for the cart reducer tests, with quotas and sold-out products.
 */
import { makeCatalog, makeItem, makeModifierGroup, makeProduct, m } from '../kit/factories';
import type { Catalog } from '../../src/core/catalog';

export const DELIVERY = 4;

export const ids = {
  burger: 41, fries: 42, deal: 50, halloumi: 60, cake: 70, sauce: 77,
  soldOutSnapshot: 80, noStockLeft: 81, cheese: 901,
} as const;

export function kwdMenu(overrides: Partial<Catalog> = {}): Catalog {
  return makeCatalog({
    products: [
      makeProduct({ id: ids.burger, name: 'Chicken burger', actual_price: m('1.750'), discount_pct: 10,
        price_levels: [{ channel_id: DELIVERY, channel_name: 'Delivery app', channel_actual_price: m('2.100') }] }),
      makeProduct({ id: ids.fries, name: 'Fries', actual_price: m('0.500'), combo_price: m('0.150') }),
      makeProduct({ id: ids.deal, name: 'Burger deal', actual_price: m('2.500'), is_combo: 1, discount_pct: 50 }),
      makeProduct({ id: ids.halloumi, name: 'Halloumi', actual_price: m('1.500'), is_weightage_item: 1, discount_pct: 15 }),
      makeProduct({ id: ids.cake, name: 'Cake by order', actual_price: m('0'), is_open_price: 1 }),
      makeProduct({ id: ids.soldOutSnapshot, name: 'Shawarma', is_sold_out: 1 }),
      makeProduct({ id: ids.noStockLeft, name: 'Kunafa' }),
    ],
    addons: [makeProduct({ id: ids.sauce, name: 'Garlic sauce', actual_price: m('0.300'), is_addon: 1 })],
    modifierGroups: [makeModifierGroup({ id: 90, items: [makeItem({ id: ids.cheese, modifier_id: 90, actual_price: m('0.250') })] })],
    quotas: [
      { product_id: ids.burger, quota: 20, remaining_stock: 3 },
      { product_id: ids.fries, quota: 10, remaining_stock: 2 },
      { product_id: ids.halloumi, quota: 5, remaining_stock: 2 },
      { product_id: ids.noStockLeft, quota: 5, remaining_stock: 0 },
    ],
    ...overrides,
  });
}
