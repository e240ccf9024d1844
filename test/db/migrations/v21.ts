import { expect } from 'vitest';
import { emptyCart } from '../../../src/cart/cart';
import { readCatalog } from '../../../src/db/catalogReader';
import { readGenerationHead, readListingPart, readListings } from '../../../src/db/catalogViews';
import { completeSale } from '../../../src/db/orders';
import { DEFAULT_SCALE_CONFIG } from '../../../src/menu/barcode';
import { inThreadCatalogQueries } from '../../../src/menu/worker/inThread';
import { contextFor, withLines } from '../../kit/cart';
import { ean13, m, makeBrand, makeCatalog, makeCategory, makeLineRequest, makeProductIn, makeSession } from '../../kit/factories';
import { cash, sold } from '../../kit/orders';
import { syncMetaAt, type VersionFixture } from './fixture';

const snacks = makeCategory({ id: 3, name: 'Snacks' });
/** 700 products in one category: more than two records of 300. */
const products = Array.from({ length: 700 }, (_, i) =>
  makeProductIn(snacks, { id: 1000 + i, name: `Snack ${String(i).padStart(3, '0')}`, barcode_value: ean13(String(400000000000 + i)), actual_price: m('0.250') }),
);
const session = makeSession();
const catalog = makeCatalog({ session, categories: [snacks], products });

/** A terminal selling from generation 7, as version 21 stored it: the category's whole listing in one record. */
export const v21: VersionFixture = {
  version: 21,
  promise: 'a long listing is split into records of 300, the generation stays in use and the till sells from it offline',
  rows: {
    syncMeta: [syncMetaAt(7)],
    session: [{ ...session, gen: 7 }],
    categories: [{ ...snacks, gen: 7 }],
    catalogHeads: [{ gen: 7, id: 0, brands: [], categories: [snacks], railCandidates: [3], kioskRailCandidates: [3], deals: [] }],
    listings: [{ gen: 7, id: 3, products }],
    productChunks: [{ gen: 7, chunk: 0, products: [], order: products.map((p) => p.id) }],
  },
  async upgraded(db) {
    // The screen's reads: the head, the listing's first record, then the two after it.
    expect((await readGenerationHead(db, 7))?.head.railCandidates).toEqual([3]);
    const first = (await readListings(db, 7, [3]))?.get(3);
    expect(first?.products.map((p) => p.id)).toEqual(products.slice(0, 300).map((p) => p.id));
    expect(first?.parts).toBe(2);
    expect((await readListingPart(db, 7, 3, 1))?.products.map((p) => p.id)).toEqual(products.slice(300, 600).map((p) => p.id));
    expect((await readListingPart(db, 7, 3, 2))?.products.map((p) => p.id)).toEqual(products.slice(600).map((p) => p.id));
    expect(await readListingPart(db, 7, 3, 3)).toBeUndefined();
    // The whole generation, as the catalog worker reads it: every product once, in the server's order.
    expect((await readCatalog(db))?.products).toEqual(products);

    // Offline, no sync: the worker finds the last snack by search and by scan, and it is sold.
    const queries = inThreadCatalogQueries(db);
    expect((await queries.search(7, 'snack 699', null, false))?.products.map((p) => p.id)).toEqual([1699]);
    const scanned = await queries.scan(7, products[699]!.barcode_value!, DEFAULT_SCALE_CONFIG, false);
    expect(scanned?.kind !== 'unknown' && scanned?.product.id).toBe(1699);
    const cart = withLines(emptyCart(1, null), contextFor(catalog), [makeLineRequest({ product_id: 1699, quantity: 1 })]);
    await db.cart.put({ id: 'current', ...cart });
    const order = await sold(completeSale(db, {
      cart,
      payments: [cash('0.250', '0.250')],
      brands: [makeBrand()],
      session,
      now: () => new Date('2026-11-26T09:00:00.000Z'),
      newId: () => 'sale-after-upgrade',
    }));
    expect(order.totals.total).toEqual(m('0.250'));
    expect((await db.orders.get('sale-after-upgrade'))?.lines.map((l) => l.product_id)).toEqual([1699]);
  },
};
