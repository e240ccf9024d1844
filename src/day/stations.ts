/**
 * Kitchen stations (Settings "Kitchen stations"): each has a name and the categories it makes
 * (Grill, Drinks, Desserts). Every line goes to the first station that makes one of its
 * product's categories; a line no station makes goes to the first station. With no station
 * set, the kitchen is one station with no name.
 */

export interface KitchenStation {
  name: string;
  category_ids: number[];
}

/** The index of the station that makes a product filed under `categoryIds`; 0 when none does. */
export function stationIndex(categoryIds: readonly number[], stations: readonly KitchenStation[]): number {
  const found = stations.findIndex((s) => s.category_ids.some((id) => categoryIds.includes(id)));
  return found < 0 ? 0 : found;
}

/**
 * The items grouped by station, in the stations' order, each station with its items in their
 * own order; a station with nothing to make is left out. With no station set, one group named null.
 */
export function byStation<T>(
  items: readonly T[],
  stations: readonly KitchenStation[],
  categoriesOf: (item: T) => readonly number[],
): { station: string | null; items: T[] }[] {
  if (stations.length === 0) return items.length === 0 ? [] : [{ station: null, items: [...items] }];
  const groups = stations.map((s) => ({ station: s.name, items: [] as T[] }));
  for (const item of items) groups[stationIndex(categoriesOf(item), stations)]?.items.push(item);
  return groups.filter((g) => g.items.length > 0);
}

/** A station as typed in Settings: its name trimmed; null when it has none. */
export function cleanStation(station: KitchenStation): KitchenStation | null {
  const name = station.name.trim();
  return name === '' ? null : { name, category_ids: [...new Set(station.category_ids)] };
}
