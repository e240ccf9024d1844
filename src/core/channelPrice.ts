/**
 * A product's unit price on a sales channel: the ONE statement of it, used by the cart's
 * pricing and by every price the screen shows (grid, search results, Deals, the picker's
 * base price), so what a card says is what the line charges.
 */
import type { Product } from './catalog';
import type { Money } from './money';

/**
 * 2.2 `price_levels` and assumed-contracts 2: on a channel, the product's `channel_actual_price`
 * for that `channel_id`; with no channel, or no row for it, `actual_price`. Per kg for a
 * weighed product. An open-price product's typed price replaces it (see `priceLine`).
 */
export function channelPrice(product: Pick<Product, 'actual_price' | 'price_levels'>, channelId: number | null): Money {
  if (channelId === null) return product.actual_price;
  const level = product.price_levels.find((l) => l.channel_id === channelId);
  return level ? level.channel_actual_price : product.actual_price;
}
