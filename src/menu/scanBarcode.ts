/**
 * The lookup of barcode.ts built from the catalog, and a scanned code resolved against it: an
 * exact `barcode_value` first, then the shop's scale labels as "Scale labels" lays them out.
 * Run by the catalog worker (and a thread standing in for it), never by the first load.
 */
import { codeKey, latinDigits } from '../core/digits';
import type { Product } from '../core/catalog';
import { money } from '../core/money';
import { DEFAULT_SCALE_CONFIG, type BarcodeLookup, type ScaleBarcodeConfig, type ScanResult } from './barcode';

const EAN13 = /^\d{13}$/;

/** An EAN-13 label keeps at least one digit each for prefix, value and check: item codes are shorter. */
const MAX_ITEM_CODE = 10;

/** Indexes the sellable rows by barcode; add-ons are never sold on their own, so they are left out. */
export function barcodeLookup(products: readonly Product[]): BarcodeLookup {
  const byBarcode = new Map<string, Product>();
  const byItemCode = new Map<string, Product>();
  const sellable = products.filter((p) => p.is_addon !== 1);
  for (const p of sellable) {
    const code = latinDigits(p.barcode_value ?? '');
    if (code === '') continue;
    if (!byBarcode.has(code)) byBarcode.set(code, p);
    const key = codeKey(code);
    if (key !== null && key.length <= MAX_ITEM_CODE && !byItemCode.has(key)) byItemCode.set(key, p);
  }
  // A product's barcode wins over another's PLU: the barcodes were matched first before PLUs existed.
  for (const p of sellable) {
    const key = p.plu ? codeKey(p.plu) : null;
    if (key !== null && key.length <= MAX_ITEM_CODE && !byItemCode.has(key)) byItemCode.set(key, p);
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
 * The code is read as a typed one is: a scanner set to an Arabic keyboard layout types
 * Arabic-Indic (U+0660..U+0669) or Persian (U+06F0..U+06F9) digits, which are the same code.
 */
export function scanBarcode(
  lookup: BarcodeLookup,
  code: string,
  config: ScaleBarcodeConfig = DEFAULT_SCALE_CONFIG,
): ScanResult {
  const trimmed = latinDigits(code);
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
  const product = lookup.byItemCode.get(codeKey(trimmed.slice(codeStart, valueStart)) ?? '');
  const value = Number(trimmed.slice(valueStart, 12));
  if (product === undefined || value === 0) return unknown;
  if (config.embedded === 'price') return { kind: 'priced', product, price: money(value) };
  if (product.is_weightage_item === 1) return { kind: 'weighed', product, weight_g: value };
  return { kind: 'product', product };
}
