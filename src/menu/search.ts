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
 * Keys in the table's order, each followed by `END`, in one string, with where each starts and
 * its position in the table, instead of a string per product.
 */
export interface KeyString {
  /** The keys in order, each followed by `END`: a query (never holding `END`) matches inside one key. */
  readonly text: string;
  /** Where each key starts in `text`, and one more: where the next would. */
  readonly starts: Int32Array;
  /** The table position (in `SearchTable.products`) of each key, ascending. */
  readonly positions: Int32Array;
}

/**
 * Where each product on the rail is listed: the products in rail order (each once, where it
 * is first listed), the category each is first listed in and the others of the few listed in
 * more than one, and each one's position by id. What a scan's `listedIn` reads; the search
 * keys (`SearchTable`) add to it.
 */
export interface RailPositions {
  /** The products in rail order, each key's: category id, then the 2.10.5 order inside the category. */
  readonly products: readonly Product[];
  /** For each product, the first rail candidate category whose 2.10.5 listing holds it. */
  readonly categoryIds: Float64Array;
  /** The further candidate categories of the few products listed in more than one, by position. */
  readonly moreCategoryIds: ReadonlyMap<number, readonly number[]>;
  /** Position by product id. */
  readonly positions: IdLookup;
}

/**
 * The folded keys of every product on the rail, in rail order, as compact as a catalog of
 * 200,000 products needs (the worker holds one per generation): the keys in two strings,
 * those whose characters all fit in one byte (U+0000 to U+00FF: Latin names) in one that V8
 * holds at one byte a character, the others (Arabic names, about 15 % of the keys) in a second
 * at two, where one string held them all at two; the category ids in a typed array.
 */
export interface SearchTable extends RailPositions {
  /** The keys with no character above U+00FF. */
  readonly narrow: KeyString;
  /** The keys with a character above U+00FF. */
  readonly wide: KeyString;
  /** Position by PLU (digits without leading zeros), the first product listed with it. */
  readonly plus: ReadonlyMap<string, number>;
}

/** Ends each key in `KeyString.text`; a control character, which a query never holds (`CONTROLS`). */
export const END = '\u0000';

/** A character above U+00FF: a key holding one goes in the wide string, a query holding one matches only there. */
export const WIDE = /[\u0100-\uffff]/;

/** Characters turned into a string at a time when the narrow string is built. */
const CHUNK = 4096;

/**
 * `keys`, each followed by `END`, in one string. The narrow keys' string is built from their
 * character codes: V8 holds a string built so at one byte a character when every code fits,
 * where a join would keep two bytes a character if one key is held at two (a key folded
 * through `normalize` is, even when every character fits in one).
 */
function joined(keys: readonly string[], narrow: boolean): string {
  if (!narrow) return keys.length === 0 ? '' : keys.join(END) + END;
  const chunks: string[] = [];
  const codes: number[] = [];
  const end = END.charCodeAt(0);
  for (const key of keys) {
    for (let c = 0; c <= key.length; c++) {
      codes.push(c < key.length ? key.charCodeAt(c) : end);
      if (codes.length === CHUNK) {
        chunks.push(String.fromCharCode(...codes));
        codes.length = 0;
      }
    }
  }
  chunks.push(String.fromCharCode(...codes));
  return chunks.join('');
}

/** The `KeyString` of `keys`, whose table positions are `positions`. */
function keyString(keys: readonly string[], positions: readonly number[], narrow: boolean): KeyString {
  const starts = new Int32Array(keys.length + 1);
  for (let i = 0; i < keys.length; i++) starts[i + 1] = starts[i]! + keys[i]!.length + END.length;
  return { text: joined(keys, narrow), starts, positions: Int32Array.from(positions) };
}

/**
 * Where each product of the unscoped 2.10.5 listings of the rail candidates (given in rail
 * order) is listed: a product listed in several categories appears once, where it is first
 * listed.
 */
export function railPositions(listings: Iterable<readonly [number, readonly Product[]]>): RailPositions {
  const products: Product[] = [];
  const categoryIds: number[] = [];
  const moreCategoryIds = new Map<number, number[]>();
  const position = new Map<number, number>();
  for (const [categoryId, listing] of listings) {
    for (const product of listing) {
      const at = position.get(product.id);
      if (at === undefined) {
        position.set(product.id, products.length);
        products.push(product);
        categoryIds.push(categoryId);
      } else {
        const more = moreCategoryIds.get(at);
        if (more) more.push(categoryId);
        else moreCategoryIds.set(at, [categoryId]);
      }
    }
  }
  return { products, categoryIds: Float64Array.from(categoryIds), moreCategoryIds, positions: idLookupOf(products) };
}

/** The search keys of the products of `rail`, in its order. */
export function searchKeys(rail: RailPositions): SearchTable {
  const narrowKeys: string[] = [];
  const narrowAt: number[] = [];
  const wideKeys: string[] = [];
  const wideAt: number[] = [];
  const plus = new Map<string, number>();
  rail.products.forEach((product, at) => {
    const plu = product.plu ? codeKey(product.plu) : null;
    if (plu !== null && !plus.has(plu)) plus.set(plu, at);
    const key = searchKey(product);
    if (WIDE.test(key)) {
      wideKeys.push(key);
      wideAt.push(at);
    } else {
      narrowKeys.push(key);
      narrowAt.push(at);
    }
  });
  return { ...rail, narrow: keyString(narrowKeys, narrowAt, true), wide: keyString(wideKeys, wideAt, false), plus };
}

/**
 * Builds the table from the unscoped 2.10.5 listing of every rail candidate, in rail order,
 * so results read in the order the grid shows them. A product listed in several categories
 * appears once, where it is first listed.
 */
export function searchTable(listings: Iterable<readonly [number, readonly Product[]]>): SearchTable {
  return searchKeys(railPositions(listings));
}
