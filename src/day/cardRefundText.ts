/**
 * What the cashier reads of a card refund the acquirer refused: the amount that did not go back
 * to the card and the acquirer's words. Said by "Refund" when it is answered and by "Orders"
 * beside the refund, in the language on screen.
 */
import { msg } from '@lingui/core/macro';
import { formatMoney, type CurrencyDigits, type Money } from '../core/money';
import type { Translate } from '../core/names';

/** `row`: a refused card refund as stored (`message`: the acquirer's words, when it gave any). */
export function cardRefusedText(row: { amount: Money; digits: CurrencyDigits; message: string | null }, t: Translate): string {
  const amount = formatMoney(row.amount, row.digits);
  return row.message
    ? t(msg`The card service refused to give ${{ amount }} back to the card (${{ message: row.message }}): nothing went back to the card. Give it back another way.`)
    : t(msg`The card service refused to give ${{ amount }} back to the card: nothing went back to the card. Give it back another way.`);
}
