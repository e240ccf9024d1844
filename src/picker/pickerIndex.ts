/**
 * Lookups the picker needs, built once per catalog generation so that opening a picker costs
 * the product's own links, never a scan of the catalog (tens of thousands of products, groups
 * of thousands of items).
 *
 * The index is read-only after it is built; a new catalog generation or sold-out poll means a
 * new index.
 */
import type { Catalog, Category, ModifierGroup, Product } from '../core/catalog';
import type { CurrencyDigits } from '../core/money';
import { groupsById, offeredItems } from '../core/optionGroups';
import type { PickerItem } from './state';

/** A branch option group with its items sorted once (2.7: served unsorted). */
export interface IndexedGroup {
  id: number;
  name: string;
  /** By priority, then id; duplicate ids dropped. */
  items: readonly PickerItem[];
  /** Item id to its position in `items`. */
  position: ReadonlyMap<number, number>;
}

export interface PickerIndex {
  readonly kind: 'pickerIndex';
  digits: CurrencyDigits;
  groups: ReadonlyMap<number, IndexedGroup>;
  categories: ReadonlyMap<number, Category>;
  /** Add-ons that are not sold out, by each trimmed lower-case category name in their `type`. */
  addonsByCategoryName: ReadonlyMap<string, readonly Product[]>;
  /** Sellable (non-combo, non-add-on) products, for combo slots (2.10.5). */
  productsByType: ReadonlyMap<string, readonly Product[]>;
  productsByLowerType: ReadonlyMap<string, readonly Product[]>;
  productsByCategoryId: ReadonlyMap<number, readonly Product[]>;
  /** The latest sold-out poll (it replaces the snapshot), or null to use `is_sold_out`. */
  soldOut: ReadonlySet<number> | null;
  /** Product id to its quota's remaining stock (assumed-contracts 4). */
  remaining: ReadonlyMap<number, number>;
}

function indexGroup(group: ModifierGroup): IndexedGroup {
  const items: PickerItem[] = offeredItems(group).map((item) => ({
    id: item.id,
    name: item.name,
    price: item.actual_price,
    instructions: item.instructions,
  }));
  return { id: group.id, name: group.name, items, position: new Map(items.map((item, i) => [item.id, i])) };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

type StockView = Pick<PickerIndex, 'soldOut' | 'remaining'>;

/** 2.10.11 with assumed-contracts 4 and 5: sold out by flag or poll, or by a quota at 0. */
export function isSoldOut(product: Product, stock: StockView): boolean {
  const flagged = stock.soldOut ? stock.soldOut.has(product.id) : product.is_sold_out === 1;
  const left = stock.remaining.get(product.id);
  return flagged || (left !== undefined && left <= 0);
}

/** Names an add-on is offered under: its csv `type`, each name trimmed and lower-cased. */
export function addonCategoryNames(addon: Product): string[] {
  const names = (addon.type ?? '').split(',').map((name) => name.trim().toLowerCase());
  return [...new Set(names.filter((name) => name !== ''))];
}

export function buildPickerIndex(catalog: Catalog): PickerIndex {
  const groups = new Map<number, IndexedGroup>();
  for (const [id, group] of groupsById(catalog.modifierGroups)) groups.set(id, indexGroup(group));
  const remaining = new Map<number, number>();
  for (const quota of catalog.quotas) remaining.set(quota.product_id, quota.remaining_stock);
  const stock: StockView = { soldOut: catalog.soldOut ? new Set(catalog.soldOut) : null, remaining };

  const addonsByCategoryName = new Map<string, Product[]>();
  for (const addon of catalog.addons) {
    if (isSoldOut(addon, stock)) continue;
    for (const name of addonCategoryNames(addon)) push(addonsByCategoryName, name, addon);
  }

  const productsByType = new Map<string, Product[]>();
  const productsByLowerType = new Map<string, Product[]>();
  const productsByCategoryId = new Map<number, Product[]>();
  for (const product of catalog.products) {
    if (product.is_combo !== 0 || product.is_addon === 1) continue;
    if (product.type !== null) {
      push(productsByType, product.type, product);
      push(productsByLowerType, product.type.toLowerCase(), product);
    }
    for (const id of product.category_ids) push(productsByCategoryId, id, product);
  }

  return {
    kind: 'pickerIndex',
    digits: catalog.session.config.currency_decimals,
    groups,
    categories: new Map(catalog.categories.filter((c) => c.is_deleted !== 1).map((c) => [c.id, c])),
    addonsByCategoryName,
    productsByType,
    productsByLowerType,
    productsByCategoryId,
    ...stock,
  };
}

/** Accepts either a catalog or an index already built from it. */
export function toPickerIndex(source: Catalog | PickerIndex): PickerIndex {
  return 'kind' in source && source.kind === 'pickerIndex' ? source : buildPickerIndex(source as Catalog);
}
