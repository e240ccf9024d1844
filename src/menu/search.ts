/**
 * Product search: case- and accent-insensitive substring match on `name` and `localize_name`,
 * over the products the category rail can reach. Folding happens once per catalog (the
 * `SearchTable`); a search scans only the folded strings (`searchProducts`, in
 * searchProducts.ts). A number typed (in any digits) that is a product's PLU (2.4, the keypad
 * code) finds that product first, whatever group or category is shown, as a scan of it would
 * (its brand is chosen as a scan's: `scannedBrandId`).
 */
import type { Product } from '../core/catalog';
import { codeKey } from '../core/digits';
import { idLookupOf, type IdLookup } from './idLookup';

/** Combining marks (Latin accents, Arabic harakat, shadda, sukun, superscript alef) and the Arabic tatweel. */
const MARKS = /[\p{M}\u0640]/gu;
const NON_ASCII = /[\u0080-\uffff]/;
/** White space other than single spaces; most names have none, so the replace is skipped. */
const ODD_SPACES = /[^\S ]| {2}/;
const SPACES = /\s+/g;
export const CONTROLS = /\p{Cc}/gu;
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

/**
 * The folded keys of every product on the rail, in rail order, as compact as a catalog of
 * 200,000 products needs (the worker holds one per generation): one string of every key, each
 * followed by `END`, with each key's start in a typed array, instead of a string per product;
 * the category ids in a typed array.
 */
export interface SearchTable {
  /** Every key in order, each followed by `END`: a query (never holding `END`) matches inside one key. */
  readonly text: string;
  /** Where each key starts in `text`, and one more: where the next would. */
  readonly starts: Int32Array;
  /** The products, parallel to the keys: category id, then the 2.10.5 order inside the category. */
  readonly products: readonly Product[];
  /** For each product, the first rail candidate category whose 2.10.5 listing holds it. */
  readonly categoryIds: Float64Array;
  /** The further candidate categories of the few products listed in more than one, by position. */
  readonly moreCategoryIds: ReadonlyMap<number, readonly number[]>;
  /** Position by PLU (digits without leading zeros), the first product listed with it. */
  readonly plus: ReadonlyMap<string, number>;
  /** Position by product id. */
  readonly positions: IdLookup;
}

/** Ends each key in `SearchTable.text`; a control character, which a query never holds (`CONTROLS`). */
export const END = '\u0000';

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
        const plu = product.plu ? codeKey(product.plu) : null;
        if (plu !== null && !plus.has(plu)) plus.set(plu, keys.length);
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
  const starts = new Int32Array(keys.length + 1);
  for (let i = 0; i < keys.length; i++) starts[i + 1] = starts[i]! + keys[i]!.length + END.length;
  const text = keys.length === 0 ? '' : keys.join(END) + END;
  return { text, starts, products, categoryIds: Float64Array.from(categoryIds), moreCategoryIds, plus, positions: idLookupOf(products) };
}

