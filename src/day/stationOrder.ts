/**
 * Which kitchen station makes an item, and the items grouped by station (the rule of
 * `stations.ts`); a station as typed in Settings. Loaded with the kitchen's tickets and
 * Settings, not with the first screen.
 */
import type { KitchenStation, StationLinks } from './stations';

/** The first station, in the stations' order, that makes one of `ids`; -1 when none does. */
function makerOf(ids: readonly number[], stations: readonly KitchenStation[]): number {
  return ids.length === 0 ? -1 : stations.findIndex((s) => s.category_ids.some((id) => ids.includes(id)));
}

/** The index of the station that makes a product with these links: its main category's first, then its others'; 0 when none does. */
export function stationIndex(links: StationLinks, stations: readonly KitchenStation[]): number {
  const main = makerOf(links.main, stations);
  if (main >= 0) return main;
  const other = makerOf(links.others, stations);
  return other < 0 ? 0 : other;
}

/**
 * The items grouped by station, in the stations' order, each station with its items in their
 * own order; a station with nothing to make is left out. With no station set, one group named null.
 */
export function byStation<T>(
  items: readonly T[],
  stations: readonly KitchenStation[],
  linksOf: (item: T) => StationLinks,
): { station: string | null; items: T[] }[] {
  if (stations.length === 0) return items.length === 0 ? [] : [{ station: null, items: [...items] }];
  const groups = stations.map((s) => ({ station: s.name, items: [] as T[] }));
  for (const item of items) groups[stationIndex(linksOf(item), stations)]?.items.push(item);
  return groups.filter((g) => g.items.length > 0);
}

/** A station as typed in Settings: its name trimmed; null when it has none. */
export function cleanStation(station: KitchenStation): KitchenStation | null {
  const name = station.name.trim();
  return name === '' ? null : { name, category_ids: [...new Set(station.category_ids)], ...(station.screen ? { screen: true } : {}) };
}
