/**
 * Opening the option picker on a product. Whether it needs one at all, and the lines of a
 * product that needs none, are ./tap.ts (the first load's part), re-exported here.
 */
import type { Catalog, Product } from '../core/catalog';
import type { LineRequest } from '../core/line';
import { addonChoices } from './addons';
import type { CategoryScope } from '../menu/scope';
import { comboSlots } from './comboSlots';
import { visibleGroups } from './groups';
import { toPickerIndex, type PickerIndex } from './pickerIndex';

import type { GroupState, PickerState } from './state';
import { kilograms } from '../cart/lineText';
import { formatMoney, type Money } from '../core/money';

export { canModify, labelledRequest, needsChoices, needsPicker, plainRequest } from './tap';

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

