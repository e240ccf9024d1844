/**
 * Why a paid sale was not stored (src/db/orders.ts `completeSale`), and why a counter order was
 * not marked paid (`markCounterOrderPaid`), as closed sets of typed refusals, and the cashier's
 * words for each, worded once in the message catalog: the store returns the refusal as a value
 * (nothing written), never an English sentence, and the screen says it in the language on screen.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LineStockProblem } from '../cart/orderStock';
import { STOCK_CHANGED_MESSAGE } from '../cart/stock';
import { shiftRefusalText } from '../day/shiftRefusal';
import type { CompletedOrder } from './order';
import { BELOW_ZERO_MESSAGE, type SaleRefusal } from './payment';

/**
 * A sale the store refused, nothing written and the order kept: an empty order, a total below
 * zero (`SaleRefusal`), the order changed on another screen since it was paid for, a line sold
 * out or over what is left (`problems`, checked in the sale's own transaction), "Sell only with
 * an open shift" with none open, or an open shift that cannot count the sale's amounts exactly
 * (`shift-digits`: `digits-changed`, src/day/shiftRefusal.ts).
 */
export type SaleNotSaved =
  | SaleRefusal
  | { ok: false; reason: 'empty' | 'changed' | 'no-open-shift' | 'shift-digits' }
  | { ok: false; reason: 'stock-changed'; problems: readonly LineStockProblem[] };

/** What completing a sale did: the sale stored, or why it was not. */
export type SaleOutcome = { ok: true; order: CompletedOrder } | SaleNotSaved;

export type SaleNotSavedReason = SaleNotSaved['reason'];

/** Every reason, once: a reason added to `SaleNotSaved` fails to compile until it is listed here. */
const EVERY_REASON: Record<SaleNotSavedReason, true> = {
  empty: true,
  'below-zero': true,
  changed: true,
  'stock-changed': true,
  'no-open-shift': true,
  'shift-digits': true,
};

export const SALE_NOT_SAVED_REASONS = Object.keys(EVERY_REASON) as readonly SaleNotSavedReason[];

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

/** Why "Mark paid" wrote nothing: the order no longer waits, it lapsed (now cancelled as such), or a shift must be opened first. */
export type MarkPaidRefusal = { ok: false; reason: 'not-waiting' | 'lapsed' | 'no-open-shift' | 'digits-changed' };

export type MarkPaidRefusalReason = MarkPaidRefusal['reason'];

/** Every reason, once, with its words (a message of the catalogs). */
const MARK_PAID_TEXT: Record<MarkPaidRefusalReason, MessageDescriptor> = {
  'not-waiting': msg`This order is no longer waiting for payment.`,
  lapsed: msg`This order waited longer than counter orders are kept, and was cancelled as lapsed. Take no money for it.`,
  'no-open-shift': msg`No shift is open on this terminal: open one to take the money.`,
  'digits-changed': shiftRefusalText('digits-changed'),
};

export const MARK_PAID_REFUSAL_REASONS = Object.keys(MARK_PAID_TEXT) as readonly MarkPaidRefusalReason[];

/** The cashier's words for why "Mark paid" wrote nothing. */
export const markPaidRefusalText = (reason: MarkPaidRefusalReason): MessageDescriptor => MARK_PAID_TEXT[reason];
