/**
 * The "Orders" dialog (ui-contract "Payment and receipt"): today's sales, each with its
 * ticket number, time, total and upload state (`Waiting`, `Uploaded` or `Rejected`). A
 * rejected sale shows the server's words and "Retry upload"; every sale can be reprinted.
 * Each sale is a list item named by its ticket number. A kiosk order to pay at the counter
 * shows `Unpaid` and "Mark paid" (which asks for the manager PIN) until staff took the money.
 */
import { formatMoney, type CurrencyDigits } from '../../core/money';
import type { OrderRow, UploadState } from '../../db/schema';
import { Dialog } from './Dialog';
import './orders.css';

export interface OrdersDialogProps {
  /** Today's sales, in the order to show them (newest first). */
  orders: readonly OrderRow[];
  digits: CurrencyDigits;
  onRetry: (clientOrderId: string) => void;
  onReprint: (order: OrderRow) => void;
  onMarkPaid: (order: OrderRow) => void;
  onClose: () => void;
}

const STATE_TEXT: Record<UploadState, string> = {
  unpaid: 'Unpaid',
  waiting: 'Waiting',
  uploaded: 'Uploaded',
  rejected: 'Rejected',
};

function time(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

function OrderItem({ order, digits, onRetry, onReprint, onMarkPaid }: { order: OrderRow } & Pick<OrdersDialogProps, 'digits' | 'onRetry' | 'onReprint' | 'onMarkPaid'>) {
  return (
    <li className={`orders__item orders__item--${order.upload}`} aria-label={order.ticket_no}>
      <div className="orders__row">
        <span className="orders__ticket">{order.ticket_no}</span>
        <time className="orders__time" dateTime={order.created_at}>
          {time(order.created_at)}
        </time>
        <span className="money orders__total">{formatMoney(order.totals.total, digits)}</span>
        <span className={`orders__state orders__state--${order.upload}`}>{STATE_TEXT[order.upload]}</span>
      </div>
      {order.upload === 'rejected' && order.message && <p className="orders__message">{order.message}</p>}
      <div className="orders__actions">
        {order.upload === 'unpaid' && (
          <button type="button" className="btn btn--small btn--primary" onClick={() => onMarkPaid(order)}>
            Mark paid
          </button>
        )}
        {order.upload === 'rejected' && (
          <button type="button" className="btn btn--small" onClick={() => onRetry(order.client_order_id)}>
            Retry upload
          </button>
        )}
        <button type="button" className="btn btn--small" onClick={() => onReprint(order)}>
          Reprint
        </button>
      </div>
    </li>
  );
}

export function OrdersDialog({ orders, digits, onRetry, onReprint, onMarkPaid, onClose }: OrdersDialogProps) {
  const footer = (
    <button type="button" className="btn btn--primary" onClick={onClose}>
      Close
    </button>
  );
  return (
    <Dialog title="Orders" className="orders" onEscape={onClose} footer={footer}>
      {orders.length === 0 ? (
        <p className="orders__empty">No sales today.</p>
      ) : (
        <ul className="orders__list" aria-label="Today's sales">
          {orders.map((order) => (
            <OrderItem key={order.client_order_id} order={order} digits={digits} onRetry={onRetry} onReprint={onReprint} onMarkPaid={onMarkPaid} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
