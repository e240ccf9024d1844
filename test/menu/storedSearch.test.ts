import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../src/core/catalog';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { searchPositions, searchProducts } from '../../src/menu/searchProducts';
import { searchableStored, storedSearchTable } from '../../src/menu/storedSearch';
import { catalogViews } from '../../src/menu/deriveViews';
import { generateCatalog } from '../kit/catalogs';
import { makeCategory, makeProduct } from '../kit/factories';

/** A generated catalog with PLUs, open-price and weighed items, and a category whose named items are all open-price. */
function shop(): Catalog {
  const generated = generateCatalog({ products: 3_000, categories: 12, brands: 2, groupsPerBrand: 3, seed: 11 });
  const products = generated.products.map((p, i) => ({
    ...p,
    plu: i % 7 === 0 ? String(i).padStart(5, '0') : p.plu,
    is_open_price: i % 11 === 0 ? 1 : p.is_open_price,
    is_weightage_item: i % 13 === 0 ? 1 : p.is_weightage_item,
  }));
  const cakes = makeCategory({ id: 99, name: 'Cakes' });
  const byOrder = [1, 2].map((n) => makeProduct({ id: 9_000 + n, name: `Cake by order ${n}`, type: 'Cakes', is_open_price: 1, category_ids: [] }));
  const filedById = makeProduct({ id: 9_010, name: 'Cake slice', type: null, category_ids: [99] });
  // Listed by name under Juices and by id under Fresh (which has nothing filed by name); the apple only under Juices.
  const juices = makeCategory({ id: 97, name: 'Juices' });
  const fresh = makeCategory({ id: 98, name: 'Fresh' });
  const orange = makeProduct({ id: 9_020, name: 'Orange juice', type: 'Juices', category_ids: [98] });
  const apple = makeProduct({ id: 9_021, name: 'Apple juice', type: 'Juices', category_ids: [97] });
  return { ...generated, categories: [...generated.categories, juices, fresh, cakes], products: [...products, ...byOrder, filedById, orange, apple] };
}

const QUERIES = ['juice', 'caf', 'latte 1', 'crème', 'creme', 'شاي', 'كبة 2', 'brulee 3', 'cake', '00014', '14', '٠٠٠٢١', 'wrap tea', 'nothing like this', ' ', '9'];

describe('the search table the sync stores', () => {
  const catalog = shop();
  const views = catalogViews(catalog, 1);

  test('finds what the index of the whole catalog finds, in its order, with its total and PLU, in every scope', () => {
    const index = buildMenuIndex(catalog);
    const stored = storedSearchTable(views);
    const searchable = searchableStored(stored);
    const scopes = [null, new Set([97]), new Set([98]), new Set([97, 98]), ...catalog.brands.flatMap((b) => b.groups.map((g) => new Set(g.categories)))];
    for (const query of QUERIES) {
      for (const allowed of scopes) {
        const expected = searchProducts(index, allowed, query);
        const found = searchPositions(searchable, allowed, query);
        const asked = `${query} in ${allowed === null ? 'every category' : [...allowed].join(',')}`;
        expect([...found.positions].map((at) => stored.ids[at]), asked).toEqual(expected.products.map((p) => p.id));
        expect(found.total, asked).toBe(expected.total);
        expect(found.plu === undefined ? undefined : stored.ids[found.plu], asked).toBe(expected.plu?.productId);
      }
    }
  });

  test('each product found is at the row the table names in its category\'s stored listing', () => {
    const till = storedSearchTable(views);
    const listings = new Map(views.listings.map((l) => [l.id, l.products]));
    till.ids.forEach((id, at) => expect(listings.get(till.categoryIds[at]!)![till.rows[at]!]?.id).toBe(id));
    // Found under Fresh, where it is listed second; the apple, filed under Juices alone, is not.
    expect(searchPositions(searchableStored(till), new Set([98]), 'juice').positions.map((at) => till.ids[at])).toEqual([9_020]);
    expect(searchPositions(searchableStored(till), new Set([97]), 'juice').positions.map((at) => till.ids[at])).toEqual([9_021]);
  });
});
