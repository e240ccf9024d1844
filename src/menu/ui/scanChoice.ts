/**
 * What a scanned code does on the menu: a choice for the shell (with the weight or price a
 * scale label carries), or the message the cashier sees instead.
 */
import { t } from '@lingui/core/macro';
import type { Product } from '../../core/catalog';
import type { Money } from '../../core/money';
import { isSoldOut, type Availability } from '../../core/availability';
import type { ScanResult } from '../barcode';
import { currentLanguage } from '../../i18n/i18n';
import { localName } from '../../core/names';

export interface MenuChoice {
  product: Product;
  /** From a weight-embedded scale label: the weight in grams. */
  weight_g?: number;
  /** From a price-embedded scale label: the label's price. */
  price?: Money;
  /** A scan of a product only another brand lists: the brand it is sold under (not the shown one). */
  brandId?: number;
}

export type ScanOutcome = { ok: true; choice: MenuChoice } | { ok: false; message: string };

/** What the cashier gets from `scan` (`scanBarcode` of `code`) with the availability shown. */
export function scanChoice(scan: ScanResult, availability: Availability, code: string): ScanOutcome {
  if (scan.kind === 'unknown') return { ok: false, message: t`No product with barcode ${{ code: scan.code }}` };
  const { product } = scan;
  if (isSoldOut(availability, product)) return {
      ok: false,
      message: t`${{ name: localName(product, currentLanguage().localNames) }} is sold out (barcode ${{ code: code.trim() }})`,
    };
  if (scan.kind === 'weighed') return { ok: true, choice: { product, weight_g: scan.weight_g } };
  if (scan.kind === 'priced') return { ok: true, choice: { product, price: scan.price } };
  return { ok: true, choice: { product } };
}
