/** The payments recorded so far in a split, each removable while the sale is open. */
import { formatMoney, type CurrencyDigits } from '../../core/money';
import type { SettledPayment } from '../payment';
import { methodLabel } from '../tenders';
import { useLanguage } from '../../i18n/react';
import { useLingui } from '@lingui/react/macro';

export function PaymentList({ payments, digits, disabled, onRemove }: {
  payments: readonly SettledPayment[];
  digits: CurrencyDigits;
  disabled: boolean;
  onRemove: (index: number) => void;
}) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  if (payments.length === 0) return null;
  return (
    <ul className="payments" aria-label={t`Payments`}>
      {payments.map((p, i) => (
        <li key={i} className="payments__item">
          <span>{methodLabel(p, translate)}</span>
          <span className="money">{formatMoney(p.tendered, digits)}</span>
          <button type="button" className="btn btn--small btn--danger" disabled={disabled} onClick={() => onRemove(i)}>
            {t`Remove payment`}
          </button>
        </li>
      ))}
    </ul>
  );
}
