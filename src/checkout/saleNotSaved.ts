/**
 * Why a paid sale was not stored (src/db/orders.ts `completeSale`), as a closed set of reasons,
 * and the cashier's words for each, worded once in the message catalog: the store refuses with
 * a reason, never with an English sentence, and the screen says it in the language on screen.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { STOCK_CHANGED_MESSAGE } from '../cart/stock';
import { shiftRefusalText } from '../day/shiftRefusal';
import { BELOW_ZERO_MESSAGE } from './payment';

/** `shift-digits`: the open shift cannot count the sale's amounts exactly (`digits-changed`, src/day/shiftRefusal.ts). */
export type SaleNotSavedReason = 'empty' | 'below-zero' | 'changed' | 'stock-changed' | 'no-open-shift' | 'shift-digits';

export const SALE_NOT_SAVED_REASONS: readonly SaleNotSavedReason[] = ['empty', 'below-zero', 'changed', 'stock-changed', 'no-open-shift', 'shift-digits'];

/** The cashier's words for `reason`: a message of the catalogs (its id is its English text). */
export function saleNotSavedText(reason: SaleNotSavedReason): MessageDescriptor {
  switch (reason) {
    case 'empty':
      return msg`The order is empty.`;
    case 'below-zero':
      return { id: BELOW_ZERO_MESSAGE };
    case 'changed':
      return msg`The order was changed on another screen. Check it and take payment again.`;
    case 'stock-changed':
      return { id: STOCK_CHANGED_MESSAGE };
    case 'no-open-shift':
      return msg`Open a shift to sell on this terminal.`;
    case 'shift-digits':
      return shiftRefusalText('digits-changed');
    default: {
      const never: never = reason;
      return never;
    }
  }
}
