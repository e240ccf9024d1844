/**
 * Product search: case- and accent-insensitive substring match on `name` and `localize_name`,
 * over the products the category rail can reach. Folding happens once per catalog (the
 * `SearchTable`); a search scans only the folded strings. A number typed (in any digits) that
 * is a product's PLU (2.4, the keypad code) finds that product first, whatever group or
 * category is shown, as a scan of it would (its brand is chosen as a scan's: `scannedBrandId`).
 */
import type { Product } from '../core/catalog';
import { latinDigits } from '../core/digits';
import { idsInScope, type CategoryScope } from './scope';

/** A PLU as the table keys it: "0079" and "79" are one code. */
const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/** Results shown at most; the total still counts every match. */
export const SEARCH_LIMIT = 200;

/** Combining marks (Latin accents, Arabic harakat, shadda, sukun, superscript alef) and the Arabic tatweel. */
const MARKS = /[\p{M}\u0640]/gu;
const NON_ASCII = /[\u0080-\uffff]/;
/** White space other than single spaces; most names have none, so the replace is skipped. */
const ODD_SPACES = /[^\S ]| {2}/;
const SPACES = /\s+/g;
const CONTROLS = /\p{Cc}/gu;
/** Joins name and second-language name so that a query cannot match across the two. */
const SEPARATOR = '\u0001';

/** Lower case, canonical decomposition with the marks removed, runs of white space as one space. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  const bare = NON_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
  return ODD_SPACES.test(bare) ? bare.replace(SPACES, ' ') : bare;
}

/** Folds name and second-language name in one pass; the separator survives folding. */
export function searchKey(product: Product): string {
  return foldText(product.localize_name === null ? product.name : product.name + SEPARATOR + product.localize_name);
}

export interface SearchTable {
  /** Parallel arrays in rail order: category id, then the 2.10.5 order inside the category. */
  readonly keys: readonly string[];
  readonly products: readonly Product[];
  /** For each product, the first rail candidate category whose 2.10.5 listing holds it. */
  readonly categoryIds: readonly number[];
  /** The further candidate categories of the few products listed in more than one, by position. */
  readonly moreCategoryIds: ReadonlyMap<number, readonly number[]>;
  /** Position by PLU (digits without leading zeros), the first product listed with it. */
  readonly plus: ReadonlyMap<string, number>;
  /** Position by product id. */
  readonly positions: ReadonlyMap<number, number>;
}

/**
 * Builds the table from the unscoped 2.10.5 listing of every rail candidate, in rail order,
 * so results read in the order the grid shows them. A product listed in several categories
 * appears once, where it is first listed.
 */
export function searchTable(listings: Iterable<readonly [number, readonly Product[]]>): SearchTable {
  const keys: string[] = [];
  const products: Product[] = [];
  const categoryIds: number[] = [];
  const moreCategoryIds = new Map<number, number[]>();
  const position = new Map<number, number>();
  const plus = new Map<string, number>();
  for (const [categoryId, listing] of listings) {
    for (const product of listing) {
      const at = position.get(product.id);
      if (at === undefined) {
        const plu = product.plu ? withoutLeadingZeros(latinDigits(product.plu.trim())) : '';
        if (plu && !plus.has(plu)) plus.set(plu, keys.length);
        position.set(product.id, keys.length);
        keys.push(searchKey(product));
        products.push(product);
        categoryIds.push(categoryId);
      } else {
        const more = moreCategoryIds.get(at);
        if (more) more.push(categoryId);
        else moreCategoryIds.set(at, [categoryId]);
      }
    }
  }
  return { keys, products, categoryIds, moreCategoryIds, plus, positions: position };
}

/** The rail candidate categories whose 2.10.5 listing holds the product, in rail order; none when no listing does. */
export function listingsHolding(table: SearchTable, productId: number): number[] {
  const at = table.positions.get(productId);
  return at === undefined ? [] : [table.categoryIds[at]!, ...(table.moreCategoryIds.get(at) ?? [])];
}

export interface SearchResult {
  /** At most the limit, in rail order; the product whose PLU was typed first. */
  readonly products: readonly Product[];
  /** Every match, including those past the limit. */
  readonly total: number;
  /** The product whose PLU was typed, with the rail candidate categories listing it (a scan's `listedIn`). */
  readonly plu?: { readonly productId: number; readonly listedIn: readonly number[] };
}

const NO_RESULT: SearchResult = Object.freeze({ products: Object.freeze([]), total: 0 });

/**
 * Products whose name or second-language name contains `text` (folded), among those a cashier
 * could reach through the rail of `allowed` (the effective scope of the view, 2.10.3):
 * listed in a rail category and, per 2.10.5, with no `category_id` or one of its ids inside the scope.
 * A number that is a product's PLU finds that product first wherever a rail lists it, as a
 * scan does: the keypad code names one product, whatever group or category is shown.
 * Blank text matches nothing, so the grid shows the selected category instead.
 */
export function searchProducts(
  index: { readonly search: SearchTable },
  allowed: CategoryScope,
  text: string,
  limit: number = SEARCH_LIMIT,
): SearchResult {
  const query = foldText(text.replace(CONTROLS, '')).trim();
  if (query === '') return NO_RESULT;
  const { keys, products, categoryIds, moreCategoryIds, plus } = index.search;
  const reachable = (i: number) =>
    idsInScope(allowed, products[i]!.category_ids) &&
    (allowed === null || allowed.has(categoryIds[i]!) || (moreCategoryIds.get(i)?.some((id) => allowed.has(id)) ?? false));
  const found: Product[] = [];
  let total = 0;
  // The product whose PLU was typed (in any digits) comes first, wherever it is listed.
  const digits = latinDigits(query);
  const byPlu = /^\d+$/.test(digits) ? plus.get(withoutLeadingZeros(digits)) : undefined;
  if (byPlu !== undefined) {
    total++;
    if (limit > 0) found.push(products[byPlu]!);
  }
  for (let i = 0; i < keys.length; i++) {
    if (i === byPlu || !keys[i]!.includes(query) || !reachable(i)) continue;
    total++;
    if (found.length < limit) found.push(products[i]!);
  }
  if (byPlu === undefined) return { products: found, total };
  const productId = products[byPlu]!.id;
  return { products: found, total, plu: { productId, listedIn: listingsHolding(index.search, productId) } };
}
