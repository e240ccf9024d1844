/**
 * Positions by id, as compact as a catalog of 200,000 products needs (the catalog worker holds
 * one per generation, and one more in the search table): the distinct ids sorted in a
 * `Float64Array` (an id is any positive integer, also past 2^31, and a double holds every one
 * exactly) with each one's position in an `Int32Array`, read by binary search, instead of a
 * hash table of 200,000 entries.
 */

export interface IdLookup {
  /** The distinct ids, ascending. */
  readonly ids: Float64Array;
  /** The position of each id in the list it was built from, parallel to `ids`: the first row of a repeated id. */
  readonly positions: Int32Array;
}

/** The lookup of `rows` by `id`: a repeated id finds its first row. */
export function idLookupOf(rows: readonly { readonly id: number }[]): IdLookup {
  const n = rows.length;
  const order = new Int32Array(n);
  let ascending = true;
  for (let i = 0; i < n; i++) {
    order[i] = i;
    if (i > 0 && rows[i]!.id < rows[i - 1]!.id) ascending = false;
  }
  // Equal ids keep their rows' order, so the first row of a repeated id comes first.
  if (!ascending) order.sort((a, b) => rows[a]!.id - rows[b]!.id || a - b);
  let distinct = 0;
  for (let i = 0; i < n; i++) {
    if (distinct === 0 || rows[order[i]!]!.id !== rows[order[distinct - 1]!]!.id) order[distinct++] = order[i]!;
  }
  const positions = distinct === n ? order : order.slice(0, distinct);
  const ids = new Float64Array(distinct);
  for (let i = 0; i < distinct; i++) ids[i] = rows[positions[i]!]!.id;
  return { ids, positions };
}

/** The position of `id`, -1 when no row has it. */
export function positionOf(lookup: IdLookup, id: number): number {
  const { ids } = lookup;
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ids[mid]! < id) low = mid + 1;
    else high = mid;
  }
  return low < ids.length && ids[low] === id ? lookup.positions[low]! : -1;
}
