/**
 * Where a tapped product goes (the till's tap on a product with something to choose). Apart
 * from ./start.ts: it computes the picker's result, which the first load does not carry; the
 * selling screen loads it on such a tap.
 */
import type { Catalog, Product } from '../core/catalog';
import type { LineRequest } from '../core/line';
import { hasSlots } from '../menu/deals';
import type { PickerIndex } from './pickerIndex';
import { result } from './result';
import { needsPicker, plainRequest, start } from './start';

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
