/**
 * Barcode scans: an exact match on `barcode_value` first, then in-store scale labels (EAN-13
 * with a configurable prefix, an item code and an embedded weight or price), laid out as the
 * shop's scale prints them ("Scale labels" in Settings).
 *
 * A scale label's item code is matched against products whose `barcode_value` is all digits,
 * and then against their `plu` (2.4, the keypad code a scale prints), compared as numbers
 * (leading zeros ignored): a product with `barcode_value` "123" or "00123", or `plu` 123, is
 * item 00123.
 */
import type { Product } from '../core/catalog';
import { money, mulDiv, type Money } from '../core/money';

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
  /** Trimmed `barcode_value`, first product wins. */
  readonly byBarcode: ReadonlyMap<string, Product>;
  /** All-digit `barcode_value`, then `plu`, without leading zeros; first product wins. */
  readonly byItemCode: ReadonlyMap<string, Product>;
}

const DIGITS = /^\d+$/;
/** An EAN-13 label keeps at least one digit each for prefix, value and check: item codes are shorter. */
const MAX_ITEM_CODE = 10;
const EAN13 = /^\d{13}$/;

function itemCodeKey(digits: string): string {
  return digits.replace(/^0+/, '') || '0';
}

/** Indexes the sellable rows by barcode; add-ons are never sold on their own, so they are left out. */
export function barcodeLookup(products: readonly Product[]): BarcodeLookup {
  const byBarcode = new Map<string, Product>();
  const byItemCode = new Map<string, Product>();
  const sellable = products.filter((p) => p.is_addon !== 1);
  for (const p of sellable) {
    const code = p.barcode_value?.trim() ?? '';
    if (code === '') continue;
    if (!byBarcode.has(code)) byBarcode.set(code, p);
    if (DIGITS.test(code)) {
      const key = code.charCodeAt(0) === 48 ? itemCodeKey(code) : code;
      if (key.length <= MAX_ITEM_CODE && !byItemCode.has(key)) byItemCode.set(key, p);
    }
  }
  // A product's barcode wins over another's PLU: the barcodes were matched first before PLUs existed.
  for (const p of sellable) {
    if (p.plu && p.plu.length <= MAX_ITEM_CODE && !byItemCode.has(p.plu)) byItemCode.set(p.plu, p);
  }
  return { byBarcode, byItemCode };
}

/** EAN-13: 13 digits whose last is the check digit of the first twelve (weights 1, 3, 1, 3, ...). */
export function isValidEan13(code: string): boolean {
  if (!EAN13.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (code.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === code.charCodeAt(12) - 48;
}

/**
 * Resolves a scanned code. An exact `barcode_value` match always wins. A valid EAN-13 scale
 * label gives `weighed` for a sold-by-weight product (weight mode) or `priced` (price mode);
 * a weight label on a product not sold by weight gives that product as one unit. A label
 * whose embedded value is zero, an unknown item code or any other code gives `unknown`.
 */
export function scanBarcode(
  lookup: BarcodeLookup,
  code: string,
  config: ScaleBarcodeConfig = DEFAULT_SCALE_CONFIG,
): ScanResult {
  const trimmed = code.trim();
  const unknown: ScanResult = { kind: 'unknown', code: trimmed };
  if (trimmed === '') return unknown;
  const exact = lookup.byBarcode.get(trimmed);
  if (exact) return { kind: 'product', product: exact };
  if (!isValidEan13(trimmed)) return unknown;
  const prefix = config.prefixes.find((p) => p !== '' && trimmed.startsWith(p));
  if (prefix === undefined) return unknown;
  const codeStart = config.itemCodeStart === undefined ? prefix.length : config.itemCodeStart - 1;
  const valueStart = codeStart + config.itemCodeLength;
  if (config.itemCodeLength < 1 || codeStart < prefix.length || valueStart >= 12) return unknown;
  const product = lookup.byItemCode.get(itemCodeKey(trimmed.slice(codeStart, valueStart)));
  const value = Number(trimmed.slice(valueStart, 12));
  if (product === undefined || value === 0) return unknown;
  if (config.embedded === 'price') return { kind: 'priced', product, price: money(value) };
  if (product.is_weightage_item === 1) return { kind: 'weighed', product, weight_g: value };
  return { kind: 'product', product };
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
