/**
 * A sale's items and payments at a glance, under its row in "Orders": "2 × Burger, Cola,
 * +3 more" and "Cash, KNET · Tip 0.500", in the language on screen (orderGlance.ts picks
 * what shows).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../core/money';
import { useLanguage } from '../../i18n/react';
import type { CompletedOrder } from '../order';
import { itemsAtGlance, paymentsAtGlance } from '../orderGlance';
import { methodLabel } from '../tenders';

/** Between the items, and between the tenders, of one sale. */
const SEPARATOR = msg({ message: ', ', comment: 'Between the items, or the tenders, of a sale in "Orders"' });

export function OrderGlance({ order }: { order: Pick<CompletedOrder, 'lines' | 'payments' | 'tip' | 'digits'> }) {
  const { t } = useLingui();
  const { name, translate } = useLanguage();
  const separator = translate(SEPARATOR);
  const { items, more } = itemsAtGlance(order.lines);
  const { methods, tip } = paymentsAtGlance(order);
  const words = items.map(({ line, quantity }) => (quantity === null ? name(line) : t`${quantity} × ${{ name: name(line) }}`));
  if (more > 0) words.push(t`+${more} more`);
  const paid = methods.map((m) => methodLabel(m, translate)).join(separator);
  return (
    <div className="orders__glance">
      {words.length > 0 && <p className="orders__items">{words.join(separator)}</p>}
      {paid && (
        <p className="orders__paid">
          {paid}
          {tip > 0 && ` · ${t`Tip ${{ amount: formatMoney(tip, order.digits) }}`}`}
        </p>
      )}
    </div>
  );
}
