/**
 * A completed order's products' station links, for its kitchen tickets printed again from
 * "Orders" or sent when a counter order is paid: the products are read from the catalog held
 * (fetched from the whole generation when not cached), as "Send to kitchen" reads them.
 */
import type { Category } from '../../core/catalog';
import { NO_LINKS, stationLinksOf, type StationLinks } from '../../day/stations';
import { orderProductIds, type CatalogSource } from '../catalog/source';

export type LinksFor = (lines: readonly { product_id: number; children: readonly { product_id: number }[] }[]) => Promise<(productId: number) => StationLinks>;

export function orderLinks(source: CatalogSource, categories: readonly Category[]): LinksFor {
  return async (lines) => {
    await source.fetchProducts(orderProductIds(lines));
    return stationLinksOf(source.products, categories);
  };
}

/**
 * The stations of an order's products, read from the catalog held (`linksFor`); with no
 * catalog held, or a read that fails, none: every item goes to the first station.
 */
export function linksOfOrder(linksFor: LinksFor | undefined, lines: Parameters<LinksFor>[0]): Promise<(productId: number) => StationLinks> {
  const none = () => NO_LINKS;
  return linksFor ? linksFor(lines).catch(() => none) : Promise.resolve(none);
}
