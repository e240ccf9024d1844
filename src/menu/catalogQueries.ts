/**
 * The questions the selling screen asks about the whole catalog of a generation without
 * holding it: search, a scanned code, products by id and whether each deal can be sold. At
 * grocery scale they are answered where the whole catalog is (the catalog worker,
 * `menu/worker/`); over a catalog already in memory by the same pure rules
 * (`memoryQueries`). Either way the answer is the one the pure rule gives for the whole
 * catalog of that generation: `searchProducts`, `scanBarcode`, `dealAvailability`.
 *
 * Every question names its generation. An answer about a generation that is no longer the
 * active one is `null`, never an answer about another generation, so the screen never mixes
 * two generations.
 */
import type { Product, Quota } from '../core/catalog';
import type { ScaleBarcodeConfig, ScanResult } from './barcode';
import type { DealCheck } from './dealSlots';
import type { CategoryScope } from './scope';
import type { SearchResult } from './searchProducts';

/** The availability the screen holds (the poll's quotas and sold-out list), sent with a deals question. */
export interface AvailabilityRows {
  quotas: readonly Quota[];
  soldOut: readonly number[] | null;
}

/**
 * A scan's answer: `scanBarcode`'s, and for a product found, the rail candidate categories
 * whose 2.10.5 listing holds it (`listedIn`), so the screen can tell under which brand it is
 * listed (2.10.1, 2.10.9).
 */
export type ScanAnswer = ScanResult & { listedIn?: readonly number[] };

export interface CatalogQueries {
  /** `searchProducts` over the rail of generation `gen` (a kiosk's: its sellable products). */
  search(gen: number, text: string, allowed: CategoryScope, kiosk: boolean): Promise<SearchResult | null>;
  /** `scanBarcode` over every product of generation `gen` (a kiosk's: its sellable products), with the categories listing it. */
  scan(gen: number, code: string, scale: ScaleBarcodeConfig, kiosk: boolean): Promise<ScanAnswer | null>;
  /** The products of `ids` (first row of a repeated id), in the order asked; unknown ids are left out. */
  products(gen: number, ids: readonly number[]): Promise<Product[] | null>;
  /** `dealAvailability` of each deal of `ids` under `scope`, by deal id, with the screen's availability. */
  deals(gen: number, ids: readonly number[], scope: CategoryScope, availability: AvailabilityRows, kiosk: boolean): Promise<Map<number, DealCheck> | null>;
}
