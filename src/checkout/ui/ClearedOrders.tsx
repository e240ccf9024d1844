/**
 * "Cleared orders" in "Orders": the voids of orders cleared after the kitchen had them that
 * have not reached the server (`src/db/waiting.ts`): refused ones of any day first, each with
 * the server's words and "Retry upload" as a refused sale has, then those still waiting. Each
 * item is named by the order's name, or "Cleared order" and its time.
 */
import { useLingui } from '@lingui/react/macro';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import type { VoidRow } from '../../db/schema';
import { formatDocumentTime } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/react';
import { UPLOAD_STATE_TEXT } from './uploadStateText';

function ClearedOrder({ voided, digits, timeZone, onRetry }: { voided: VoidRow; digits: CurrencyDigits; timeZone: string | undefined; onRetry?: (id: string) => void }) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const when = formatDocumentTime(voided.created_at, timeZone ?? '', 'dayTime');
  const name = voided.order_name ?? t`Cleared order ${{ when }}`;
  return (
    <li className={`orders__item orders__item--${voided.upload}`} aria-label={name}>
      <div className="orders__row">
        <span className="orders__ticket">{name}</span>
        <time className="orders__time" dateTime={voided.created_at}>
          {when}
        </time>
        <span className="money orders__total">{formatMoney(voided.void_total, digits)}</span>
        <span className={`orders__state orders__state--${voided.upload}`}>{translate(UPLOAD_STATE_TEXT[voided.upload])}</span>
      </div>
      {voided.upload === 'rejected' && voided.message && <p className="orders__message orders__message--rejected">{translate(voided.message)}</p>}
      {voided.upload === 'rejected' && onRetry && (
        <div className="orders__actions">
          <button type="button" className="btn btn--small" onClick={() => onRetry(voided.client_order_id)}>
            {t`Retry upload`}
          </button>
        </div>
      )}
    </li>
  );
}

export function ClearedOrders({ voids, timeZone, onRetry }: { voids: readonly VoidRow[]; timeZone?: string; onRetry?: (id: string) => void }) {
  const { t } = useLingui();
  if (voids.length === 0) return null;
  return (
    <>
      <h3 className="orders__heading">{t`Cleared orders`}</h3>
      <ul className="orders__list" aria-label={t`Cleared orders`}>
        {voids.map((voided) => (
          <ClearedOrder key={voided.client_order_id} voided={voided} digits={voided.digits} timeZone={timeZone} onRetry={onRetry} />
        ))}
      </ul>
    </>
  );
}
