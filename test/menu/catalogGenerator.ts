/**
 * Large deterministic catalogs for timing the menu index: categories, brands with groups and
 * products filed under them by `type` and `category_id`, some combos, add-ons and barcodes.
 */
import type { Catalog } from '../../src/core/catalog';
import { money } from '../../src/core/money';
import { makeBrand, makeBrandGroup, makeCatalog, makeCategory, makeProduct, makeSession } from '../kit/factories';

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
