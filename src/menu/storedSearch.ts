/**
 * A generation's search table as the sync stores it (`searchTables`, beside the listings), so
 * that a catalog worker that has just started answers its first search from one record,
 * without reading every product and building its index first (seconds at 200,000 products on
 * a tablet). The record holds what a search reads (`Searchable`, searchProducts.ts): the
 * folded keys and their positions, the category each product is first listed in, each
 * product's own `category_ids` and the PLUs, all in strings and typed arrays, which IndexedDB
 * stores and reads back as they are; and, for each position, the product's id and its row in
 * that category's stored listing, so the worker reads only the listing records holding the
 * products it shows.
 *
 * Built from the stored views (`CatalogViews`) by the same rule as the table of a catalog in
 * memory (`searchTable` over the rail candidates' listings), so both find the same products
 * in the same order. A till's only: a kiosk has no search box (its searches, should any come,
 * are answered from the whole generation).
 */
import { positionOf } from './idLookup';
import { END, searchTable, type KeyString } from './search';
import type { Searchable } from './searchProducts';
import type { CatalogViews } from './views';

export interface StoredSearchTable {
  gen: number;
  /** One table a generation. */
  id: 0;
  readonly narrow: KeyString;
  readonly wide: KeyString;
  /** Each position's product id. */
  readonly ids: Float64Array;
  /** Each position's first rail candidate category listing it. */
  readonly categoryIds: Float64Array;
  /** Each position's row in the stored listing of its category. */
  readonly rows: Int32Array;
  /** The further categories of the few products listed in more than one: position, then their ids. */
  readonly more: readonly (readonly [number, readonly number[]])[];
  /** Each position's own `category_ids`: those of position i are `ownIds[ownStarts[i]]` up to `ownStarts[i + 1]`. */
  readonly ownStarts: Int32Array;
  readonly ownIds: Float64Array;
  /** The PLU keys in ascending order (each followed by `END`), with the position first listed with each. */
  readonly plus: KeyString;
}

/** `keys` (distinct) sorted, as a `KeyString` whose positions are `positionOf` each. */
function sortedKeys(entries: Iterable<readonly [string, number]>): KeyString {
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const starts = new Int32Array(sorted.length + 1);
  sorted.forEach(([key], i) => (starts[i + 1] = starts[i]! + key.length + END.length));
  return {
    text: sorted.map(([key]) => key + END).join(''),
    starts,
    positions: Int32Array.from(sorted, ([, at]) => at),
  };
}

/** The stored search table of `views`. */
export function storedSearchTable(views: CatalogViews): StoredSearchTable {
  const { head } = views;
  const byId = new Map(views.listings.map((l) => [l.id, l.products]));
  const candidates = head.railCandidates;
  const table = searchTable(candidates.map((id) => [id, byId.get(id) ?? []] as const));
  const count = table.products.length;
  const rows = new Int32Array(count).fill(-1);
  for (const id of candidates) {
    (byId.get(id) ?? []).forEach((product, row) => {
      const at = positionOf(table.positions, product.id);
      if (at >= 0 && rows[at] === -1 && table.categoryIds[at] === id) rows[at] = row;
    });
  }
  const ownStarts = new Int32Array(count + 1);
  table.products.forEach((p, i) => (ownStarts[i + 1] = ownStarts[i]! + p.category_ids.length));
  return {
    gen: head.gen,
    id: 0,
    narrow: table.narrow,
    wide: table.wide,
    ids: Float64Array.from(table.products, (p) => p.id),
    categoryIds: table.categoryIds,
    rows,
    more: [...table.moreCategoryIds],
    ownStarts,
    ownIds: Float64Array.from(table.products.flatMap((p) => p.category_ids)),
    plus: sortedKeys(table.plus),
  };
}

/** The position of `key` among the sorted keys of `plus`, read by binary search; undefined when none. */
function pluPosition({ text, starts, positions }: KeyString, key: string): number | undefined {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const held = text.slice(starts[mid]!, starts[mid + 1]! - END.length);
    if (held < key) low = mid + 1;
    else if (held > key) high = mid;
    else return positions[mid]!;
  }
  return undefined;
}

/** The stored table as a search reads it. */
export function searchableStored(table: StoredSearchTable): Searchable {
  const more = new Map(table.more);
  return {
    narrow: table.narrow,
    wide: table.wide,
    categoryIds: table.categoryIds,
    moreCategoryIds: more,
    pluPosition: (key) => pluPosition(table.plus, key),
    ownIdsInScope(at, allowed) {
      const from = table.ownStarts[at]!;
      const to = table.ownStarts[at + 1]!;
      if (from === to) return true;
      for (let k = from; k < to; k++) if (allowed.has(table.ownIds[k]!)) return true;
      return false;
    },
  };
}
