/**
 * Kitchen stations (Settings "Kitchen stations"): each has a name and the categories it makes
 * (Grill, Drinks, Desserts). A product goes to the station of its main category (2.2 `type`,
 * the category it is filed under by name), else to the first station that makes one of its
 * `category_id` links; one no station makes goes to the first station. A deal's items go each
 * to its own product's station. With no station set, the kitchen is one station with no name.
 *
 * Here: the links a product's station is read from (read as a sale is paid); which station
 * makes an item and the items grouped by station are `stationOrder.ts`'s, loaded with the
 * tickets.
 */
import type { Category, Product } from '../core/catalog';

export interface KitchenStation {
  name: string;
  category_ids: number[];
  /**
   * "Kitchen screen": the station reads its tickets on a kitchen screen (assumed-contracts 14)
   * and gets paper only when the screen does not take a ticket in time. Absent = paper.
   */
  screen?: boolean;
}

/**
 * The category links a product's station is read from, main link first: the ids of the
 * categories its `type` names (2.2: the exact name, else the name in any case), then its
 * `category_ids` (the secondary link). Deleted categories name nothing.
 */
export function stationLinks(product: Pick<Product, 'type' | 'category_ids'>, categories: readonly Category[]): StationLinks {
  const type = product.type?.trim() ?? '';
  if (type === '') return { main: [], others: product.category_ids };
  const live = categories.filter((c) => c.is_deleted === 0);
  const exact = live.filter((c) => c.name === type);
  const lower = type.toLowerCase();
  const main = (exact.length > 0 ? exact : live.filter((c) => c.name.toLowerCase() === lower)).map((c) => c.id);
  return { main, others: product.category_ids };
}

/** A product's links to categories: its main link (2.2 `type`) and its secondary ones (`category_id`). */
export interface StationLinks {
  main: readonly number[];
  others: readonly number[];
}

/** The links of a product the catalog no longer has: none, so it goes to the first station. */
export const NO_LINKS: StationLinks = { main: [], others: [] };

/**
 * The station of each product id, from the catalog's products and categories, as every ticket
 * of the till reads it (the selling screen's send, a sale's tickets, a reprint from "Orders").
 */
export function stationLinksOf(products: ReadonlyMap<number, Pick<Product, 'type' | 'category_ids'>>, categories: readonly Category[]): (productId: number) => StationLinks {
  const made = new Map<number, StationLinks>();
  return (productId) => {
    let links = made.get(productId);
    if (!links) {
      const product = products.get(productId);
      links = product ? stationLinks(product, categories) : NO_LINKS;
      made.set(productId, links);
    }
    return links;
  };
}
