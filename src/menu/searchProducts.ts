/**
 * Product search over the `SearchTable` (search.ts), or the table the sync stored
 * (storedSearch.ts): what a search finds and where a product is listed. Apart from the table, which the screen's menu index builds, because only the
 * catalog worker (and a thread standing in for it) runs a search: the first load never
 * carries it.
 */
import type { Product } from '../core/catalog';
import { codeKey } from '../core/digits';
import { positionOf } from './idLookup';
import { idsInScope, type CategoryScope } from './scope';
import { CONTROLS, foldText, WIDE, type KeyString, type RailPositions, type SearchTable } from './search';

/** The key that position `at` of a keys' string falls in, at or after key `from`. */
function keyHolding(starts: Int32Array, at: number, from: number): number {
  let low = from;
  let high = starts.length - 2;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Finds none. */
const NONE = () => -1;

/**
 * The keys of `keys` holding `query`, one a call, as their table positions (ascending); -1
 * when there are no more. A key holding it twice counts once.
 */
function matchesIn({ text, starts, positions }: KeyString, query: string): () => number {
  let i = 0;
  let at = text.indexOf(query);
  return () => {
    if (at < 0) return -1;
    i = keyHolding(starts, at, i);
    at = text.indexOf(query, starts[i + 1]);
    return positions[i]!;
  };
}

/** Results shown at most; the total still counts every match. */
export const SEARCH_LIMIT = 200;

/**
 * What a search reads of a table, in memory (`SearchTable`) or as the sync stored it
 * (`StoredSearchTable`, storedSearch.ts): the keys, the category each position is first
 * listed in, and each position's own `category_ids`, by position.
 */
export interface Searchable {
  readonly narrow: KeyString;
  readonly wide: KeyString;
  readonly categoryIds: Float64Array;
  readonly moreCategoryIds: ReadonlyMap<number, readonly number[]>;
  /** The position of the product first listed with this PLU (digits without leading zeros). */
  pluPosition(key: string): number | undefined;
  /** Whether the `category_ids` of the product at `at` pass 2.10.5's allowed-ids step (`idsInScope`) in `allowed`, a scope. */
  ownIdsInScope(at: number, allowed: ReadonlySet<number>): boolean;
}

/** The rail candidate categories listing the product at `at`, in rail order. */
export function listedAt(table: Searchable, at: number): number[] {
  return [table.categoryIds[at]!, ...(table.moreCategoryIds.get(at) ?? [])];
}

/** The rail candidate categories whose 2.10.5 listing holds the product, in rail order; none when no listing does. */
export function listingsHolding(rail: RailPositions, productId: number): number[] {
  const at = positionOf(rail.positions, productId);
  return at < 0 ? [] : [rail.categoryIds[at]!, ...(rail.moreCategoryIds.get(at) ?? [])];
}

/** A search's matches as table positions: at most the limit, in rail order, the typed PLU's first. */
export interface FoundPositions {
  readonly positions: readonly number[];
  /** Every match, including those past the limit. */
  readonly total: number;
  /** The position of the product whose PLU was typed. */
  readonly plu?: number;
}

export interface SearchResult {
  /** At most the limit, in rail order; the product whose PLU was typed first. */
  readonly products: readonly Product[];
  /** Every match, including those past the limit. */
  readonly total: number;
  /** The product whose PLU was typed, with the rail candidate categories listing it (a scan's `listedIn`). */
  readonly plu?: { readonly productId: number; readonly listedIn: readonly number[] };
}

const NO_MATCH: FoundPositions = Object.freeze({ positions: Object.freeze([]), total: 0 });
const NO_RESULT: SearchResult = Object.freeze({ products: Object.freeze([]), total: 0 });

/**
 * The positions of the products whose name or second-language name contains `text` (folded),
 * among those a cashier could reach through the rail of `allowed` (the effective scope of
 * the view, 2.10.3): listed in a rail category and, per 2.10.5, with no `category_id` or one
 * of its ids inside the scope. A number that is a product's PLU finds that product first
 * wherever a rail lists it, as a scan does: the keypad code names one product, whatever group
 * or category is shown. Blank text matches nothing, so the grid shows the selected category.
 */
export function searchPositions(table: Searchable, allowed: CategoryScope, text: string, limit: number = SEARCH_LIMIT): FoundPositions {
  const query = foldText(text.replace(CONTROLS, '')).trim();
  if (query === '') return NO_MATCH;
  const { narrow, wide, categoryIds, moreCategoryIds } = table;
  const reachable = (i: number) =>
    allowed === null ||
    (table.ownIdsInScope(i, allowed) && (allowed.has(categoryIds[i]!) || (moreCategoryIds.get(i)?.some((id) => allowed.has(id)) ?? false)));
  const found: number[] = [];
  let total = 0;
  // The product whose PLU was typed (in any digits) comes first, wherever it is listed.
  const typed = codeKey(query);
  const byPlu = typed === null ? undefined : table.pluPosition(typed);
  if (byPlu !== undefined) {
    total++;
    if (limit > 0) found.push(byPlu);
  }
  // The matches of the two strings, merged in rail order; a narrow key cannot hold a wide character.
  const nextNarrow = WIDE.test(query) ? NONE : matchesIn(narrow, query);
  const nextWide = matchesIn(wide, query);
  let inNarrow = nextNarrow();
  let inWide = nextWide();
  while (inNarrow >= 0 || inWide >= 0) {
    let i: number;
    if (inWide < 0 || (inNarrow >= 0 && inNarrow < inWide)) {
      i = inNarrow;
      inNarrow = nextNarrow();
    } else {
      i = inWide;
      inWide = nextWide();
    }
    if (i === byPlu || !reachable(i)) continue;
    total++;
    if (found.length < limit) found.push(i);
  }
  return byPlu === undefined ? { positions: found, total } : { positions: found, total, plu: byPlu };
}

/** The in-memory table as a search reads it. */
function searchableOf(table: SearchTable): Searchable {
  return {
    narrow: table.narrow,
    wide: table.wide,
    categoryIds: table.categoryIds,
    moreCategoryIds: table.moreCategoryIds,
    pluPosition: (key) => table.plus.get(key),
    ownIdsInScope: (at, allowed) => idsInScope(allowed, table.products[at]!.category_ids),
  };
}

/** `searchPositions` over the table of a catalog in memory, as its products; blank text reads no table (the index builds its keys on the first search). */
export function searchProducts(
  index: { readonly search: SearchTable },
  allowed: CategoryScope,
  text: string,
  limit: number = SEARCH_LIMIT,
): SearchResult {
  if (foldText(text.replace(CONTROLS, '')).trim() === '') return NO_RESULT;
  const table = index.search;
  const found = searchPositions(searchableOf(table), allowed, text, limit);
  const products = found.positions.map((at) => table.products[at]!);
  if (found.plu === undefined) return { products, total: found.total };
  const productId = table.products[found.plu]!.id;
  return { products, total: found.total, plu: { productId, listedIn: listedAt(searchableOf(table), found.plu) } };
}
