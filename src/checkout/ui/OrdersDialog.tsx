/**
 * The "Orders" dialog (ui-contract "Payment and receipt"): today's sales, each with its
 * ticket number, time, total and upload state (`Waiting`, `Uploaded` or `Rejected`). Above
 * them, the rejected sales of any day: each stays in sight until someone acts. A rejected
 * sale shows the server's words and "Retry upload"; a waiting one shows why it still waits;
 * every sale can be reprinted. Each sale is a list item named by its ticket number. A kiosk
 * order to pay at the counter shows `Unpaid` and "Mark paid" (which asks for the manager PIN)
 * until staff took the money; one left from an earlier day shows its date.
 */
import { formatMoney, type CurrencyDigits } from '../../core/money';
import type { ListedOrder } from '../../db/orders';
import type { OrderRow, UploadState } from '../../db/schema';
import { Dialog } from '../../ui/Dialog';
import './orders.css';
import { useT } from '../../i18n/useT';
import { currentLanguage } from '../../i18n/i18n';
import { msg } from '../../core/names';

export interface OrdersDialogProps {
  /** Today's sales, in the order to show them (newest first). */
  orders: readonly ListedOrder[];
  /** Rejected sales of any day, shown above today's. */
  rejected?: readonly ListedOrder[];
  /** Orders of earlier days still waiting to upload or to be paid, shown below today's. */
  earlier?: readonly ListedOrder[];
  digits: CurrencyDigits;
  /** The branch's time zone for the times shown; the device's when absent. */
  timeZone?: string;
  onRetry: (clientOrderId: string) => void;
  onReprint: (order: OrderRow) => void;
  onMarkPaid: (order: OrderRow) => void;
  onClose: () => void;
}

const STATE_TEXT: Record<UploadState, string> = {
  unpaid: msg('Unpaid'),
  waiting: msg('Waiting'),
  uploaded: msg('Uploaded'),
  rejected: msg('Rejected'),
};

function time(iso: string, timeZone: string | undefined, withDate: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', ...(withDate ? { day: 'numeric', month: 'short' } : {}) };
  const locale = currentLanguage().intl;
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    // An unknown zone from the server: the device's own.
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

type ItemProps = { order: ListedOrder; withDate: boolean } & Pick<OrdersDialogProps, 'digits' | 'timeZone' | 'onRetry' | 'onReprint' | 'onMarkPaid'>;

function OrderItem({ order, withDate, digits, timeZone, onRetry, onReprint, onMarkPaid }: ItemProps) {
  const why = order.upload === 'rejected' ? order.message : order.upload === 'waiting' ? order.last_error : null;
  const { t } = useT();
  return (
    <li className={`orders__item orders__item--${order.upload}`} aria-label={order.ticket_no}>
      <div className="orders__row">
        <span className="orders__ticket">{order.ticket_no}</span>
        <time className="orders__time" dateTime={order.created_at}>
          {time(order.created_at, timeZone, withDate)}
        </time>
        <span className="money orders__total">{formatMoney(order.totals.total, digits)}</span>
        <span className={`orders__state orders__state--${order.upload}`}>{t(STATE_TEXT[order.upload])}</span>
      </div>
      {why && <p className={`orders__message orders__message--${order.upload}`}>{t(why)}</p>}
      <div className="orders__actions">
        {order.upload === 'unpaid' && (
          <button type="button" className="btn btn--small btn--primary" onClick={() => onMarkPaid(order)}>
            {t('Mark paid')}
          </button>
        )}
        {order.upload === 'rejected' && (
          <button type="button" className="btn btn--small" onClick={() => onRetry(order.client_order_id)}>
            {t('Retry upload')}
          </button>
        )}
        <button type="button" className="btn btn--small" onClick={() => onReprint(order)}>
          {t('Reprint')}
        </button>
      </div>
    </li>
  );
}

export function OrdersDialog({ orders, rejected = [], earlier = [], digits, timeZone, onRetry, onReprint, onMarkPaid, onClose }: OrdersDialogProps) {
  const { t } = useT();
  const footer = (
    <button type="button" className="btn btn--primary" onClick={onClose}>
      {t('Close')}
    </button>
  );
  const item = (order: ListedOrder, withDate: boolean) => (
    <OrderItem key={order.client_order_id} {...{ order, withDate, digits, timeZone, onRetry, onReprint, onMarkPaid }} />
  );
  return (
    <Dialog title={t('Orders')} className="orders" onEscape={onClose} footer={footer}>
      {rejected.length > 0 && (
        <>
          <h3 className="orders__heading">{t('Rejected')}</h3>
          <ul className="orders__list" aria-label={t('Rejected sales')}>
            {rejected.map((order) => item(order, true))}
          </ul>
          <h3 className="orders__heading">{t('Today')}</h3>
        </>
      )}
      {orders.length === 0 ? (
        <p className="orders__empty">{t('No sales today.')}</p>
      ) : (
        <ul className="orders__list" aria-label={t("Today's sales")}>
          {orders.map((order) => item(order, false))}
        </ul>
      )}
      {earlier.length > 0 && (
        <>
          <h3 className="orders__heading">{t('Earlier, still open')}</h3>
          <ul className="orders__list" aria-label={t('Earlier open orders')}>
            {earlier.map((order) => item(order, true))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
