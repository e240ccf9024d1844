/**
 * Opening the option picker on a product, and deciding whether it needs one at all.
 */
import type { Catalog, Product } from '../core/catalog';
import type { LineRequest } from '../core/line';
import { addonChoices, offeredAddons } from './addons';
import { hasSlots } from '../menu/deals';
import type { CategoryScope } from '../menu/scope';
import { comboSlots } from './comboSlots';
import { hasVisibleGroup, visibleGroups } from './groups';
import { toPickerIndex, type PickerIndex } from './pickerIndex';
import { result } from './result';
import type { GroupState, PickerState } from './state';
import { kilograms } from '../cart/lineText';
import { labelWeight } from '../menu/barcode';
import { formatMoney, type Money } from '../core/money';

export interface StartOptions {
  /** A weight already known (a scale barcode), in whole grams; weighed products only. */
  weight_g?: number | null;
  /** The allowed category ids of the brand the deal is sold under (`dealScope`); null = none. */
  scope?: CategoryScope;
  /**
   * The price of a price-embedded scale label: it prices the line (`labelledRequest`), so
   * neither a price nor a weight is asked.
   */
  labelPrice?: Money;
}

/**
 * The picker as it opens: visible groups with their pre-ticks, offered add-ons, combo slots,
 * an empty price field for an open price, the weight field (pre-filled from `weight_g`).
 * Pass a prebuilt `PickerIndex` so that opening does not index the catalog each time.
 */
export function start(product: Product, source: Catalog | PickerIndex, options: StartOptions = {}): PickerState {
  const index = toPickerIndex(source);
  const weight = options.weight_g;
  const labelled = options.labelPrice !== undefined;
  let weightText: string | null = null;
  if (product.is_weightage_item === 1 && !labelled) {
    weightText = weight !== undefined && weight !== null && Number.isSafeInteger(weight) && weight > 0 ? kilograms(weight) : '';
  }
  return {
    product,
    digits: index.digits,
    groups: visibleGroups(product, index),
    addons: addonChoices(product, index),
    slots: comboSlots(product, index, options.scope ?? null),
    priceText: product.is_open_price === 1 && !labelled ? '' : null,
    weightText,
    note: '',
  };
}

/**
 * False when the product has no visible option group, no open price, no weight, no add-on
 * and no combo slot: it goes straight to the order as `plainRequest(product)`. A combo with
 * slots always opens the picker, even when a slot has nothing left: the picker says why the
 * deal cannot be sold, and it is never added as a plain line without its parts.
 */
export function needsPicker(product: Product, source: Catalog | PickerIndex): boolean {
  return product.is_open_price === 1 || product.is_weightage_item === 1 || needsChoices(product, source);
}

/** The product has something to choose besides its price or weight: options, add-ons or combo slots. */
export function needsChoices(product: Product, source: Catalog | PickerIndex): boolean {
  const index = toPickerIndex(source);
  return hasVisibleGroup(product, index) || offeredAddons(product, index).length > 0 || hasSlots(product);
}

/** Where a tapped product goes: to the order as `request`, or to the picker. */
export type Opening = { to: 'order'; request: LineRequest } | { to: 'picker' };

/**
 * The picker asks only what it must. At the till a product goes straight to the order when
 * its picker would open ready to add: nothing to type (price, weight), no combo slot, and
 * every required group met by its pre-ticks (2.10.6). The line is then exactly what "Add to
 * order" would have made of the picker as it opens (pre-ticks and limits as 2.6/2.7 read them),
 * and "Modify" on the line opens the picker on it. A kiosk always opens the picker when there
 * is anything to choose: customers choose their extras.
 */
export function openingOf(product: Product, source: Catalog | PickerIndex, at: { kiosk: boolean }): Opening {
  if (!needsPicker(product, source)) return { to: 'order', request: plainRequest(product) };
  if (at.kiosk || product.is_open_price === 1 || product.is_weightage_item === 1 || hasSlots(product)) return { to: 'picker' };
  const opened = result(start(product, source));
  return opened.ok ? { to: 'order', request: opened.request } : { to: 'picker' };
}

/** Whether "Modify" can open the picker on a line of `request`: it has choices, and no combo parts or label price to rebuild. */
export function canModify(product: Product, source: Catalog | PickerIndex, request: LineRequest): boolean {
  return needsChoices(product, source) && !hasSlots(product) && request.children.length === 0 && request.label_price == null;
}

/**
 * The picker opened on a line of the order ("Modify"): the product's groups and add-ons with
 * the line's choices ticked instead of the pre-ticks, its note, its typed price or weight.
 * A choice the catalog no longer offers is dropped, so the picker shows what is still to choose.
 */
export function startFrom(product: Product, source: Catalog | PickerIndex, request: LineRequest): PickerState {
  const opened = start(product, source, { weight_g: request.weight_g });
  const picksOf = (group: GroupState) =>
    group.items.flatMap((item) => {
      const chosen = request.options.find((o) => o.modifier_id === group.id && o.item_id === item.id);
      return chosen ? [{ item_id: item.id, quantity: chosen.quantity, instructions: chosen.instructions.filter((id) => item.instructions.some((i) => i.id === id)) }] : [];
    });
  return {
    ...opened,
    groups: opened.groups.map((group) => ({ ...group, picks: picksOf(group) })),
    addons: opened.addons.map((addon) => ({ ...addon, quantity: Math.min(addon.max, request.addons.find((a) => a.product_id === addon.product_id)?.quantity ?? 0) })),
    priceText: opened.priceText !== null && request.open_price !== null ? formatMoney(request.open_price, opened.digits) : opened.priceText,
    note: request.note,
  };
}

/**
 * The line of a price-embedded scale label: sold at the label's price. A weighed product's
 * weight is derived from it at the product's price per kg (`labelWeight`, shown on the line
 * and the receipt, never priced again); a unit product sells one unit at that price.
 */
export function labelledRequest(request: LineRequest, product: Product, labelPrice: Money): LineRequest {
  const weight_g = product.is_weightage_item === 1 ? (labelWeight(product, labelPrice) ?? null) : null;
  return { ...request, weight_g, open_price: null, label_price: labelPrice };
}

/** One unit of the product with no choices. */
export function plainRequest(product: Product): LineRequest {
  return {
    product_id: product.id,
    quantity: 1,
    weight_g: null,
    open_price: null,
    options: [],
    addons: [],
    children: [],
    note: '',
  };
}
