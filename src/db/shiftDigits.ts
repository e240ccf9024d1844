/**
 * A sale or refund counted in the open shift must be writable in the shift's currency digits
 * (src/day/shiftDigits.ts): the check its transaction gives `recordInOpenShift`. Apart from
 * shiftFields.ts, which is in the first load, so its message loads with the first sale.
 */
import { msg } from '@lingui/core/macro';
import type { CompletedOrder } from '../checkout/order';
import type { CurrencyDigits } from '../core/money';
import type { Refund } from '../day/refund';
import { refundInDigits, saleInDigits } from '../day/shiftDigits';

/**
 * The document's amounts cannot be written in the open shift's currency digits (the server
 * changed `currency_decimals` during the shift): it is refused, nothing written, rather than
 * counted wrong in the shift's report. The message is of the catalogs.
 */
export class ShiftDigitsError extends Error {
  override name = 'ShiftDigitsError';
  constructor() {
    // Its English text, the message's id: shown translated with `translate(error.message)`.
    super(msg`The currency’s decimals changed on the server during this shift, and this amount cannot be counted in the open shift exactly. Close the shift and open a new one.`.id);
  }
}

/** For `recordInOpenShift`: throws `ShiftDigitsError` when the sale cannot be counted in `digits`. */
export const saleFits = (sale: CompletedOrder) => (digits: CurrencyDigits): void => {
  if (saleInDigits(sale, digits) === null) throw new ShiftDigitsError();
};

/** For `recordInOpenShift`: throws `ShiftDigitsError` when the refund cannot be counted in `digits`. */
export const refundFits = (refund: Refund) => (digits: CurrencyDigits): void => {
  if (refundInDigits(refund, digits) === null) throw new ShiftDigitsError();
};
