/**
 * Barcode scans: an exact match on `barcode_value` first, then in-store scale labels (EAN-13
 * with a configurable prefix, an item code and an embedded weight or price), laid out as the
 * shop's scale prints them ("Scale labels" in Settings).
 *
 * A scale label's item code is matched against products whose `barcode_value` is all digits,
 * and then against their `plu` (2.4, the keypad code a scale prints), compared as numbers
 * (leading zeros ignored): a product with `barcode_value` "123" or "00123", or `plu` 123, is
 * item 00123. The lookup (`barcodeLookup`) and the scan itself (`scanBarcode`) are in
 * scanBarcode.ts: only the catalog worker runs them, so the first load carries the lookup's
 * types and the label's weight, not the scan.
 */
import type { Product } from '../core/catalog';
import { mulDiv, type Money } from '../core/money';

export interface ScaleBarcodeConfig {
  /** Leading digits that mark a scale label, tried in order (EAN-13 reserves 20 to 29 for in-store use). */
  readonly prefixes: readonly string[];
  /** Digits of the item code; the embedded value fills the rest up to the check digit. */
  readonly itemCodeLength: number;
  /**
   * Position (1 = the label's first digit) of the item code's first digit; right after the
   * prefix when absent. Digits between the prefix and the item code are not read.
   */
  readonly itemCodeStart?: number;
  /** What the value digits hold: grams (kg with 3 decimals), or the label price in the currency's minor units. */
  readonly embedded: 'weight' | 'price';
}

export const DEFAULT_SCALE_CONFIG: ScaleBarcodeConfig = Object.freeze({
  prefixes: Object.freeze(['20', '21', '22', '23', '24', '25', '26', '27', '28', '29']),
  itemCodeLength: 5,
  embedded: 'weight',
});

export type ScanResult =
  | { kind: 'product'; product: Product }
  | { kind: 'weighed'; product: Product; weight_g: number }
  | { kind: 'priced'; product: Product; price: Money }
  | { kind: 'unknown'; code: string };

export interface BarcodeLookup {
  /** Trimmed `barcode_value` in Latin digits, first product wins. */
  readonly byBarcode: ReadonlyMap<string, Product>;
  /** All-digit `barcode_value`, then `plu`, without leading zeros; first product wins. */
  readonly byItemCode: ReadonlyMap<string, Product>;
}

/**
 * The weight in grams a price-embedded scale label stands for, on a product sold by weight
 * (undefined otherwise). The scale priced it at the product's own price per kg, so the weight
 * is found from `actual_price`, not the order channel's price; the line is then priced like
 * any weighing, on the order's channel.
 */
export function labelWeight(product: Product, price: Money): number | undefined {
  if (product.is_weightage_item !== 1 || product.actual_price <= 0) return undefined;
  return mulDiv(price, 1000, product.actual_price);
}
