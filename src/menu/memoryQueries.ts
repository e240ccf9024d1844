/**
 * The catalog questions (`CatalogQueries`) answered over a catalog already in memory, by the
 * pure rules over the whole catalog: what the catalog worker answers with, and its fallback
 * in the main thread.
 *
 * A kiosk's catalog is its sellable products only (`isKioskSellable`), as the selling screen
 * sells it. The menu index of a generation is built on its first question, once per kiosk
 * flag, and kept for the next ones; a question about another generation drops it, so at most
 * the indexes of one generation are held.
 */
import type { Catalog } from '../core/catalog';
import { availabilityOf } from '../core/availability';
import { isKioskSellable } from '../menu/kioskItems';
import type { ScaleBarcodeConfig } from './barcode';
import { scanBarcode } from './scanBarcode';
import type { AvailabilityRows, CatalogQueries, ScanAnswer } from './catalogQueries';
import { type SlotSource } from './deals';
import { dealAvailability, type DealCheck } from './dealSlots';
import { buildMenuIndex, productById, type FullMenuIndex } from './fullMenuIndex';
import { idLookupOf, type IdLookup } from './idLookup';
import { listingsHolding, searchProducts } from './searchProducts';

/** The catalog of generation `gen` when it is held, null for any other generation. */
export type CatalogOf = (gen: number) => Catalog | null;

interface Held {
  gen: number;
  catalog: Catalog;
  full?: FullMenuIndex;
  kiosk?: FullMenuIndex;
  byId?: IdLookup;
}

/** The slot source of an index with the screen's availability instead of the catalog's snapshot. */
function slotSource(index: FullMenuIndex, availability: AvailabilityRows): SlotSource {
  return {
    listings: index.listings,
    categories: index.categories,
    availability: availabilityOf({ quotas: [...availability.quotas], soldOut: availability.soldOut }),
  };
}

/** `scanBarcode` over the whole index, with the categories whose listing holds the product found. */
export function scanAnswer(index: FullMenuIndex, code: string, scale: ScaleBarcodeConfig): ScanAnswer {
  const found = scanBarcode(index.barcodes, code, scale);
  return found.kind === 'unknown' ? found : { ...found, listedIn: listingsHolding(index.rail, found.product.id) };
}

export function memoryQueries(catalogOf: CatalogOf): CatalogQueries {
  let held: Held | null = null;

  /** What is held of `gen` (started afresh when the generation or its catalog changed); null when `gen` is not held. */
  function holding(gen: number): Held | null {
    const catalog = catalogOf(gen);
    if (catalog === null) return null;
    if (held === null || held.gen !== gen || held.catalog !== catalog) held = { gen, catalog };
    return held;
  }

  function indexOf(gen: number, kiosk: boolean): FullMenuIndex | null {
    const h = holding(gen);
    if (h === null) return null;
    if (kiosk) return (h.kiosk ??= buildMenuIndex({ ...h.catalog, products: h.catalog.products.filter(isKioskSellable) }));
    return (h.full ??= buildMenuIndex(h.catalog));
  }

  return {
    async search(gen, text, allowed, kiosk) {
      const index = indexOf(gen, kiosk);
      return index && searchProducts(index, allowed, text);
    },
    async scan(gen, code, scale, kiosk) {
      const index = indexOf(gen, kiosk);
      if (index === null) return null;
      return scanAnswer(index, code, scale);
    },
    async products(gen, ids) {
      const h = holding(gen);
      if (h === null) return null;
      // The whole catalog's rows: a line's product is priced whatever screen sold it.
      const productsById = (h.byId ??= h.full?.productsById ?? idLookupOf(h.catalog.products));
      return ids.flatMap((id) => productById({ products: h.catalog.products, productsById }, id) ?? []);
    },
    async deals(gen, ids, scope, availability, kiosk) {
      const index = indexOf(gen, kiosk);
      if (index === null) return null;
      const source = slotSource(index, availability);
      const checks = new Map<number, DealCheck>();
      for (const id of ids) {
        const deal = productById(index, id);
        if (deal !== undefined) checks.set(id, dealAvailability(deal, source, scope));
      }
      return checks;
    },
  };
}
