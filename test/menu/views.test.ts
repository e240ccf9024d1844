import { describe, expect, test } from 'vitest';
import { availabilityOf } from '../../src/core/availability';
import type { Catalog } from '../../src/core/catalog';
import { isKioskSellable } from '../../src/menu/kioskItems';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { viewMenuIndex, type MenuIndex } from '../../src/menu/menuIndex';
import { menuView } from '../../src/menu/menuView';
import { joinListings, listingRecords } from '../../src/menu/listingRecords';
import { listingFor, withParts } from '../../src/menu/views';
import { catalogViews } from '../../src/menu/deriveViews';
import { generateCatalog } from '../kit/catalogs';
import { makeProductIn, makeCategory } from '../kit/factories';

/** A generated catalog with weighed and open-price items, and a category whose exact-type rows are all weighed. */
function sellingCatalog(seed: number, products: number): Catalog {
  const generated = generateCatalog({ products, categories: 40, brands: 3, groupsPerBrand: 4, seed });
  const scaleOnly = makeCategory({ id: 41, name: 'Deli counter' });
  return {
    ...generated,
    categories: [...generated.categories, scaleOnly],
    products: [
      ...generated.products.map((p) =>
        p.id % 17 === 0 ? { ...p, is_weightage_item: 1 as const } : p.id % 23 === 0 ? { ...p, is_open_price: 1 as const } : p,
      ),
      makeProductIn(scaleOnly, { id: 900_001, name: 'Ham (per kg)', is_weightage_item: 1 }),
      { ...makeProductIn(scaleOnly, { id: 900_002, name: 'Sliced cheese' }), type: 'deli counter' },
    ],
  };
}

const kioskOf = (catalog: Catalog): Catalog => ({ ...catalog, products: catalog.products.filter(isKioskSellable) });

/** The index built from the stored views, every listing read. */
function fromViews(catalog: Catalog, kiosk: boolean): MenuIndex {
  const { head, listings } = catalogViews(catalog, 1);
  const byId = new Map(listings.map((l) => [l.id, listingFor(l, kiosk)]));
  return viewMenuIndex(head, catalog.session, byId, availabilityOf(catalog), kiosk);
}

/** Every brand, group and category a cashier can select, as the menu shows it. */
function everyView(index: MenuIndex) {
  const shown = [];
  for (const brand of index.brands) {
    for (const group of [null, ...brand.groups.map((g) => g.group_id)]) {
      const rail = menuView(index, { brandId: brand.brand_id, groupId: group, categoryId: null }).rail;
      for (const category of [null, ...rail.map((c) => c.id)]) {
        const view = menuView(index, { brandId: brand.brand_id, groupId: group, categoryId: category });
        shown.push({
          brand: view.brand?.brand_id,
          group: view.group?.group_id ?? null,
          allowed: view.allowed === null ? null : [...view.allowed].sort((a, b) => a - b),
          rail: view.rail.map((c) => c.id),
          category: view.category?.id ?? null,
          products: view.products.map((p) => p.id),
        });
      }
    }
  }
  return shown;
}

describe('the stored views of a generation give the menu the pure rules give the whole catalog (2.10.2 to 2.10.5)', () => {
  for (const [seed, size] of [[3, 600], [11, 2500], [42, 5000]] as const) {
    for (const kiosk of [false, true]) {
      test(`generated catalog seed ${seed}, ${size} products, ${kiosk ? 'kiosk' : 'till'}: every brand, group and category`, () => {
        const catalog = sellingCatalog(seed, size);
        const whole = buildMenuIndex(kiosk ? kioskOf(catalog) : catalog);
        const views = fromViews(catalog, kiosk);
        expect(views.railCandidates.map((c) => c.id)).toEqual(whole.railCandidates.map((c) => c.id));
        expect(views.deals.map((p) => p.id)).toEqual(whole.deals.map((p) => p.id));
        expect(views.brands).toEqual(whole.brands);
        expect([...views.categories.keys()]).toEqual([...whole.categories.keys()]);
        for (const id of whole.categories.keys()) {
          expect(views.listings.get(id)?.map((p) => p.id) ?? [], `listing of category ${id}`).toEqual(whole.listings.get(id)?.map((p) => p.id) ?? []);
        }
        expect(everyView(views)).toEqual(everyView(whole));
      });
    }
  }

  test('a kiosk whose exact-type rows are all weighed lists the id and type matches instead (2.10.5), as the kiosk catalog does', () => {
    const catalog = sellingCatalog(3, 600);
    const { listings } = catalogViews(catalog, 1);
    const deli = listings.find((l) => l.id === 41);
    expect(listingFor(deli, false).map((p) => p.id)).toEqual([900_001]);
    expect(listingFor(deli, true).map((p) => p.id)).toEqual([900_002]);
    expect(buildMenuIndex(kioskOf(catalog)).listings.get(41)?.map((p) => p.id)).toEqual([900_002]);
  });
});

describe('a listing stored as records', () => {
  const deli = makeCategory({ id: 5, name: 'Deli' });
  const rows = Array.from({ length: 7 }, (_, i) => makeProductIn(deli, { id: 100 + i, name: `Cut ${i}` }));
  const listing = { gen: 2, id: 5, products: rows, kiosk: rows.slice(0, 4) };

  test('splits a listing and a kiosk\'s own alike, slice for slice, and joins them back whole', () => {
    const { head, parts } = listingRecords(listing, 3);
    expect(head.products.map((p) => p.id)).toEqual([100, 101, 102]);
    expect(head.kiosk?.map((p) => p.id)).toEqual([100, 101, 102]);
    expect(head.parts).toBe(2);
    expect(parts.map((p) => [p.part, p.products.map((r) => r.id), p.kiosk?.map((r) => r.id)])).toEqual([
      [1, [103, 104, 105], [103]],
      [2, [106], []],
    ]);
    expect(joinListings([head], [...parts].reverse())).toEqual([listing]);
    expect(withParts(head, parts.slice(0, 1)).parts).toBe(1);
  });

  test('a listing of one record or fewer products is stored as it is', () => {
    const { head, parts } = listingRecords({ gen: 2, id: 5, products: rows }, 7);
    expect(head).toEqual({ gen: 2, id: 5, products: rows });
    expect(parts).toEqual([]);
  });
});
