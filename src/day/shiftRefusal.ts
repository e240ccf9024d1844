/**
 * Why a shift action was refused (src/day/shift.ts `ShiftRefusal`: the shift rules' refusals
 * and the store's own, a shift that cannot count a document's amounts), and the cashier's words
 * for each, worded once in the message catalog: the store returns the refusal as a value, never
 * an English sentence, and the screen says it in the language on screen.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShiftRefusal } from './shift';

export type ShiftRefusalReason = ShiftRefusal['reason'];

/** Every reason, once: a reason added to `ShiftRefusal` fails to compile until it is listed here. */
const EVERY_REASON: Record<ShiftRefusalReason, true> = {
  'shift-open': true,
  'no-open-shift': true,
  'other-shift': true,
  'cashier-missing': true,
  'negative-amount': true,
  'not-positive': true,
  'reason-missing': true,
  'too-large': true,
  'digits-changed': true,
};

export const SHIFT_REFUSAL_REASONS = Object.keys(EVERY_REASON) as readonly ShiftRefusalReason[];

/** The cashier's words for `reason`: a message of the catalogs (its id is its English text). */
export function shiftRefusalText(reason: ShiftRefusalReason): MessageDescriptor {
  switch (reason) {
    case 'shift-open':
      return msg`A shift is already open on this terminal. Close it before opening another.`;
    case 'no-open-shift':
      return msg`No shift is open on this terminal.`;
    case 'other-shift':
      return msg`This shift was closed on another screen and another one is open: nothing was recorded.`;
    case 'cashier-missing':
      return msg`Type the cashier’s name.`;
    case 'negative-amount':
      return msg`An amount below zero cannot be counted.`;
    case 'not-positive':
      return msg`Type an amount above 0.`;
    case 'reason-missing':
      return msg`Type a reason: cash moved without one cannot be accounted for at the close.`;
    case 'too-large':
      return msg`That amount is too large.`;
    case 'digits-changed':
      return msg`The currency’s decimals changed on the server during this shift, and this amount cannot be counted in the open shift exactly. Close the shift and open a new one.`;
    default: {
      const never: never = reason;
      return never;
    }
  }
}
