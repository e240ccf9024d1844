/**
 * A sale or refund counted in the open shift must be writable in the shift's currency digits
 * (src/day/shiftDigits.ts): the check its transaction gives `recordInOpenShift`, which refuses
 * the document with `digits-changed` (worded by src/day/shiftRefusal.ts) when it does not fit.
 * Apart from shiftFields.ts, which is in the first load.
 */
import type { CompletedOrder } from '../checkout/order';
import type { CurrencyDigits } from '../core/money';
import type { Refund } from '../day/refund';
import { refundInDigits, saleInDigits } from '../day/shiftDigits';

/** For `recordInOpenShift`: whether the sale can be counted exactly in `digits`. */
export const saleFits = (sale: CompletedOrder) => (digits: CurrencyDigits): boolean => saleInDigits(sale, digits) !== null;

/** For `recordInOpenShift`: whether the refund can be counted exactly in `digits`. */
export const refundFits = (refund: Refund) => (digits: CurrencyDigits): boolean => refundInDigits(refund, digits) !== null;
