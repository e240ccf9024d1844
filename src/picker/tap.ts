/**
 * Whether a tapped product needs the option picker at all, and the line of a product that
 * needs none: what the selling screen asks on every tap, so the first load carries it without
 * the picker itself (./start.ts).
 */
import type { Catalog, Product } from '../core/catalog';
import type { LineRequest } from '../core/line';
export { plainRequest } from '../core/line';
import { offeredAddons } from './offered';
import { hasSlots } from '../menu/deals';
import { hasVisibleGroup } from './offered';
import { toPickerIndex, type PickerIndex } from './pickerIndex';
import { labelWeight } from '../menu/barcode';
import type { Money } from '../core/money';

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

/** Whether "Modify" can open the picker on a line of `request`: it has choices, and no combo parts or label price to rebuild. */
export function canModify(product: Product, source: Catalog | PickerIndex, request: LineRequest): boolean {
  return needsChoices(product, source) && !hasSlots(product) && request.children.length === 0 && request.label_price == null;
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

