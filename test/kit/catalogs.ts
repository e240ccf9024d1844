/**
 * Whole catalogs: the small KWD menu (3 digits) of the cart, checkout and database tests, with
 * quotas and sold-out products, and large generated ones for timing the menu index.
 */
import type { Catalog } from '../../src/core/catalog';
import { money } from '../../src/core/money';
import { m, makeBrand, makeBrandGroup, makeCatalog, makeCategory, makeItem, makeModifierGroup, makeProduct, makeSession } from './factories';

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

/** The shape of a generated catalog; the same seed gives the same catalog on every run. */
export interface GeneratedShape {
  products: number;
  categories: number;
  brands: number;
  groupsPerBrand: number;
  seed: number;
}

const WORDS = ['Café', 'Latte', 'Burger', 'Crème', 'Shawarma', 'شاي', 'كبة', 'Falafel', 'Brûlée', 'Tea', 'Juice', 'Wrap'];

/** Park-Miller generator: the same seed gives the same catalog on every run. */
function generator(seed: number): (n: number) => number {
  let state = seed % 2147483647 || 1;
  return (n) => {
    state = (state * 48271) % 2147483647;
    return state % n;
  };
}

/**
 * A large catalog for timing the menu index: categories, brands with groups, products filed
 * under them by `type` and `category_id`, some combos, add-ons and barcodes.
 */
export function generateCatalog(shape: GeneratedShape): Catalog {
  const pick = generator(shape.seed);
  const categories = Array.from({ length: shape.categories }, (_, i) =>
    makeCategory({ id: i + 1, name: i === 0 ? 'Combo' : `Category ${i + 1}` }),
  );
  const brands = Array.from({ length: shape.brands }, (_, b) =>
    makeBrand({
      brand_id: b + 1,
      groups: Array.from({ length: shape.groupsPerBrand }, (_, g) =>
        makeBrandGroup({
          group_id: (b + 1) * 100 + g,
          brand_id: b + 1,
          categories: Array.from({ length: 1 + pick(40) }, () => 1 + pick(shape.categories)),
        }),
      ),
    }),
  );
  const products = Array.from({ length: shape.products }, (_, i) => {
    const category = categories[pick(categories.length)]!;
    const filedBy = pick(10);
    return makeProduct({
      id: i + 1,
      name: `${WORDS[pick(WORDS.length)]} ${WORDS[pick(WORDS.length)]} ${i + 1}`,
      localize_name: pick(3) === 0 ? `${WORDS[pick(WORDS.length)]} ${i + 1}` : null,
      actual_price: money(100 + pick(5000)),
      type: filedBy === 0 ? null : filedBy === 1 ? category.name.toLowerCase() : category.name,
      category_ids: filedBy === 2 ? [] : [category.id],
      category_sort_order: pick(4) === 0 ? null : pick(50),
      is_combo: pick(50) === 0 ? 1 : 0,
      is_addon: pick(40) === 0 ? 1 : 0,
      is_sold_out: pick(30) === 0 ? 1 : 0,
      barcode_value: pick(2) === 0 ? String(1000000 + i) : null,
    });
  });
  return makeCatalog({ session: makeSession({ user: { brand_id: 1 } }), brands, categories, products });
}
