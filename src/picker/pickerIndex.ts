/**
 * Lookups the picker needs, built once per catalog generation so that opening a picker costs
 * the product's own links, never a scan of the catalog (tens of thousands of products, groups
 * of thousands of items).
 *
 * The index is read-only after it is built; a new catalog generation or sold-out poll means a
 * new index.
 */
import { isSoldOut, type Availability } from '../core/availability';
import type { Catalog, ModifierGroup, Product } from '../core/catalog';
import { slotSourceOf, type SlotSource } from '../menu/deals';
import type { CurrencyDigits } from '../core/money';
import { groupsById, offeredItems } from '../core/optionGroups';
import type { PickerItem } from './state';

/** A branch option group with its items sorted once (2.7: served unsorted). */
export interface IndexedGroup {
  id: number;
  name: string;
  localize_name: string | null;
  /** By priority, then id; duplicate ids dropped. */
  items: readonly PickerItem[];
  /** Item id to its position in `items`. */
  position: ReadonlyMap<number, number>;
}

export interface PickerIndex {
  readonly kind: 'pickerIndex';
  digits: CurrencyDigits;
  groups: ReadonlyMap<number, IndexedGroup>;
  /** Add-ons that are not sold out, by each trimmed lower-case category name in their `type`. */
  addonsByCategoryName: ReadonlyMap<string, readonly Product[]>;
  /** The menu's 2.10.5 category listings, for combo slots: the menu index itself where there is one. */
  slots: SlotSource;
  /** Sold out and remaining stock, asked through `core/availability` like the menu and the cart. */
  availability: Availability;
}

function indexGroup(group: ModifierGroup): IndexedGroup {
  const items: PickerItem[] = offeredItems(group).map((item) => ({
    id: item.id,
    name: item.name,
    localize_name: item.localize_name,
    price: item.actual_price,
    instructions: item.instructions,
  }));
  return { id: group.id, name: group.name, localize_name: group.localize_name, items, position: new Map(items.map((item, i) => [item.id, i])) };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The category names in a csv `type`, each trimmed and lower-cased, once each, in order: the
 * names an add-on is offered under (assumed-contracts 3), and the categories a product filed
 * in several is sold from ("Burgers,Meals"), matched the same way.
 */
export function categoryNames(row: Pick<Product, 'type'>): string[] {
  const names = (row.type ?? '').split(',').map((name) => name.trim().toLowerCase());
  return [...new Set(names.filter((name) => name !== ''))];
}

/**
 * Pass the menu index of the same catalog as `slots` (it is a `SlotSource`) so the combo
 * slots read the grid's own listings instead of building them again.
 */
export function buildPickerIndex(catalog: Catalog, slots: SlotSource = slotSourceOf(catalog)): PickerIndex {
  const groups = new Map<number, IndexedGroup>();
  for (const [id, group] of groupsById(catalog.modifierGroups)) groups.set(id, indexGroup(group));
  // The one sold-out rule, as the slot source (the menu index of the same catalog) read it.
  const availability = slots.availability;

  const addonsByCategoryName = new Map<string, Product[]>();
  for (const addon of catalog.addons) {
    if (isSoldOut(availability, addon)) continue;
    for (const name of categoryNames(addon)) push(addonsByCategoryName, name, addon);
  }

  return {
    kind: 'pickerIndex',
    digits: catalog.session.config.currency_decimals,
    groups,
    addonsByCategoryName,
    slots,
    availability,
  };
}

/** Accepts either a catalog or an index already built from it. */
export function toPickerIndex(source: Catalog | PickerIndex): PickerIndex {
  return 'kind' in source && source.kind === 'pickerIndex' ? source : buildPickerIndex(source as Catalog);
}
