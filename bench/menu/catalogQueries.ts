/**
 * What the menu benchmark types and scans: typed queries are 3- and 6-letter prefixes of
 * words of random product names, scans the EAN-13 barcodes of random products the menu sells
 * (`withEan13Barcodes` gives every product with a barcode one of its own). The same seed picks
 * the same products on every run, in the runner (Node) as in the page.
 */
import type { Catalog, Product } from '../../src/core/catalog';
import { ean13 } from '../../test/kit/factories';

/** Park-Miller, as the catalog generator: the same seed picks the same products on every run. */
function picker(seed: number): <T>(list: readonly T[]) => T {
  let state = seed % 2147483647 || 1;
  return (list) => {
    state = (state * 48271) % 2147483647;
    return list[state % list.length]!;
  };
}

/** Every product that has a barcode gets an EAN-13 one of its own (prefix 4: never read as a scale label). */
export function withEan13Barcodes(catalog: Catalog): Catalog {
  const ean = (p: Product) => ean13(`4${String(p.id).padStart(11, '0')}`);
  return { ...catalog, products: catalog.products.map((p) => (p.barcode_value === null ? p : { ...p, barcode_value: ean(p) })) };
}

/** What a cashier types: 3- and 6-letter prefixes (a shorter word whole) of words of random product names. */
export function typedQueries(catalog: Catalog, count: number, seed = 1): string[] {
  const pick = picker(seed);
  const grid = catalog.products.filter((p) => p.is_combo === 0 && p.is_addon === 0);
  return Array.from({ length: count }, (_, i) => {
    const words = pick(grid).name.split(' ').filter((w) => w.length >= 3 && !/^\d+$/.test(w));
    return pick(words).slice(0, i % 2 === 0 ? 3 : 6);
  });
}

/**
 * The barcodes of random products a scan adds to the order: not add-ons (never sold alone),
 * not sold out (a scan of one says so instead of choosing it).
 */
export function scannedCodes(catalog: Catalog, count: number, seed = 2): string[] {
  const pick = picker(seed);
  const scannable = catalog.products.filter((p) => p.barcode_value !== null && p.is_addon === 0 && p.is_sold_out === 0);
  return Array.from({ length: count }, () => pick(scannable).barcode_value!);
}
