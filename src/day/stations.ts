/**
 * Kitchen stations (Settings "Kitchen stations"): each has a name and the categories it makes
 * (Grill, Drinks, Desserts). A product goes to the station of its main category (2.2 `type`,
 * the category it is filed under by name), else to the first station that makes one of its
 * `category_id` links; one no station makes goes to the first station. A deal's items go each
 * to its own product's station. With no station set, the kitchen is one station with no name.
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

/** The first station, in the stations' order, that makes one of `ids`; -1 when none does. */
function makerOf(ids: readonly number[], stations: readonly KitchenStation[]): number {
  return ids.length === 0 ? -1 : stations.findIndex((s) => s.category_ids.some((id) => ids.includes(id)));
}

/** The index of the station that makes a product with these links: its main category's first, then its others'; 0 when none does. */
export function stationIndex(links: StationLinks, stations: readonly KitchenStation[]): number {
  const main = makerOf(links.main, stations);
  if (main >= 0) return main;
  const other = makerOf(links.others, stations);
  return other < 0 ? 0 : other;
}

/**
 * The items grouped by station, in the stations' order, each station with its items in their
 * own order; a station with nothing to make is left out. With no station set, one group named null.
 */
export function byStation<T>(
  items: readonly T[],
  stations: readonly KitchenStation[],
  linksOf: (item: T) => StationLinks,
): { station: string | null; items: T[] }[] {
  if (stations.length === 0) return items.length === 0 ? [] : [{ station: null, items: [...items] }];
  const groups = stations.map((s) => ({ station: s.name, items: [] as T[] }));
  for (const item of items) groups[stationIndex(linksOf(item), stations)]?.items.push(item);
  return groups.filter((g) => g.items.length > 0);
}

/** A station as typed in Settings: its name trimmed; null when it has none. */
export function cleanStation(station: KitchenStation): KitchenStation | null {
  const name = station.name.trim();
  return name === '' ? null : { name, category_ids: [...new Set(station.category_ids)], ...(station.screen ? { screen: true } : {}) };
}
