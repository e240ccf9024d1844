/**
 * What a self-order kiosk offers: customers type neither prices nor weights (src/checkout/kiosk.ts).
 * Its own module, as the menu index, the stored views and the kiosk's menu all ask it.
 */
import type { Product } from '../core/catalog';

/** A kiosk sells what has a fixed price per item: no open price, no weight typed by the customer. */
export function isKioskSellable(product: Pick<Product, 'is_open_price' | 'is_weightage_item'>): boolean {
  return product.is_open_price !== 1 && product.is_weightage_item !== 1;
}
