/**
 * The "Orders" dialog (ui-contract "Payment and receipt"): today's sales, each with its
 * ticket number, time, total and upload state (`Waiting`, `Uploaded` or `Rejected`). Above
 * them, the rejected sales of any day: each stays in sight until someone acts. A rejected
 * sale shows the server's words and "Retry upload"; a waiting one shows why it still waits;
 * every sale can be reprinted. Each sale is a list item named by its ticket number. A kiosk
 * order to pay at the counter shows `Unpaid` and "Mark paid" (which asks for the manager PIN)
 * until staff took the money; one left from an earlier day shows its date.
 *
 * A paid sale has "Refund" and "Kitchen ticket" and says `Refunded` or `Partly refunded` once
 * refunds gave something back. Refunds are listed apart, each named by its own ticket, with the
 * sale it refunds, its total and upload state (with the server's words and "Retry upload" when
 * rejected; while waiting, the sale it waits for, said rejected when the server refused it) and
 * "Reprint". Below them the cleared orders whose void has not reached the server
 * (ClearedOrders.tsx), a refused one with "Retry upload".
 *
 * Each sale shows its items and how it was paid at a glance (OrderGlance.tsx); "Search orders"
 * narrows every list to the sales and refunds found by ticket, amount or item (OrdersSearch.tsx).
 */
import { msg } from '@lingui/core/macro';
import { useState, type ReactNode } from 'react';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import type { ListedOrder, ListedRefund } from '../../db/ordersList';
import type { OrderRow, OrderState, RefundRow, VoidRow } from '../../db/schema';
import { COUNTER_CANCEL_LABEL } from '../counterCancel';
import { refundState } from '../../day/refunds';
import { cardRefusedText } from '../../day/cardRefundText';
import { Dialog } from '../../ui/Dialog';
import './orders.css';
import { useLanguage } from '../../i18n/react';
import { CallMark } from './CallMark';
import { useLingui } from '@lingui/react/macro';
import { formatDocumentTime } from '../../i18n/i18n';
import { OrderGlance } from './OrderGlance';
import { refundTotal, saleTotal, SearchOrders, useSearched } from './OrdersSearch';
import { ClearedOrders } from './ClearedOrders';
import { UPLOAD_STATE_TEXT } from './uploadStateText';


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
  /** "Cancel order" of a counter order still unpaid; absent: not offered. */
  onCancelOrder?: (order: OrderRow) => void;
  onClose: () => void;
  /** Refunds to list: rejected ones of any day, today's, and earlier ones still waiting. */
  refunds?: readonly ListedRefund[];
  /** Every refund of each listed sale, to mark it refunded. */
  refundsBySale?: ReadonlyMap<string, readonly RefundRow[]>;
  onRefund?: (order: OrderRow) => void;
  onKitchenTicket?: (order: OrderRow) => void;
  onRetryRefund?: (clientOrderId: string) => void;
  onReprintRefund?: (refund: RefundRow) => void;
  /** Voids of cleared orders not yet on the server: refused ones of any day, then waiting ones. */
  voids?: readonly VoidRow[];
  onRetryVoid?: (clientOrderId: string) => void;
  /** Finds a sale of any day by its ticket number (typed, or scanned from its receipt). */
  onFind?: (ticket: string) => void;
  /** The answer to the last "Find sale": the sale and its refunds, or null when none has that ticket. */
  found?: { ticket: string; sale: { order: ListedOrder; refunds: readonly RefundRow[] } | null } | null;
}

/** The branch's time, as the receipt prints it (`formatDocumentTime`). */
const time = (iso: string, timeZone: string | undefined, withDate: boolean): string => formatDocumentTime(iso, timeZone ?? '', withDate ? 'dayTime' : 'time');

type ItemProps = { order: ListedOrder; withDate: boolean; refunds: readonly RefundRow[] } & Pick<
  OrdersDialogProps,
  'digits' | 'timeZone' | 'onRetry' | 'onReprint' | 'onMarkPaid' | 'onCancelOrder' | 'onRefund' | 'onKitchenTicket'
>;

const REFUND_TEXT = { none: null, partly: msg`Partly refunded`, whole: msg`Refunded` } as const;

/** Why a document is not uploaded: the server's words when rejected, the last failure while waiting. */
const whyOf = (row: { upload: OrderState; message: string | null; last_error?: string | null }) =>
  row.upload === 'rejected' ? row.message : row.upload === 'waiting' ? row.last_error : null;

/** A listed sale's or refund's first row: its ticket, time, amount and upload state, then `children`. */
function ItemHead({ doc, amount, timeZone, withDate, children }: {
  doc: { ticket_no: string; created_at: string; upload: OrderState };
  amount: string;
  timeZone: string | undefined;
  withDate: boolean;
  children?: ReactNode;
}) {
  const { translate } = useLanguage();
  return (
    <div className="orders__row">
      <span className="orders__ticket">{doc.ticket_no}</span>
      <time className="orders__time" dateTime={doc.created_at}>
        {time(doc.created_at, timeZone, withDate)}
      </time>
      <span className="money orders__total">{amount}</span>
      <span className={`orders__state orders__state--${doc.upload}`}>{translate(UPLOAD_STATE_TEXT[doc.upload])}</span>
      {children}
    </div>
  );
}

function OrderItem({ order, withDate, refunds, digits, timeZone, onRetry, onReprint, onMarkPaid, onCancelOrder, onRefund, onKitchenTicket }: ItemProps) {
  const why = whyOf(order);
  // A counter order not paid (yet, or ever) is no sale: nothing went to the kitchen, nothing to refund.
  const paid = order.upload !== 'unpaid' && order.upload !== 'cancelled' && order.upload !== 'handed_over';
  const refunded = REFUND_TEXT[refundState(order, refunds)];
  const { t } = useLingui();
  const { translate } = useLanguage();
  return (
    <li className={`orders__item orders__item--${order.upload}`} aria-label={order.ticket_no}>
      <ItemHead doc={order} amount={formatMoney(order.totals.total, digits)} timeZone={timeZone} withDate={withDate}>
        {refunded && <span className="orders__refunded">{translate(refunded)}</span>}
        <CallMark call={order.call_no} />
      </ItemHead>
      <OrderGlance order={order} />
      {why && <p className={`orders__message orders__message--${order.upload}`}>{translate(why)}</p>}
      {order.cancelled && (
        <p className="orders__message">{t`Cancelled unpaid: ${{ reason: translate(COUNTER_CANCEL_LABEL[order.cancelled.reason]) }}`}</p>
      )}
      <div className="orders__actions">
        {order.upload === 'unpaid' && (
          <button type="button" className="btn btn--small btn--primary" onClick={() => onMarkPaid(order)}>
            {t`Mark paid`}
          </button>
        )}
        {order.upload === 'unpaid' && onCancelOrder && (
          <button type="button" className="btn btn--small" onClick={() => onCancelOrder(order)}>
            {t`Cancel order`}
          </button>
        )}
        {order.upload === 'rejected' && (
          <button type="button" className="btn btn--small" onClick={() => onRetry(order.client_order_id)}>
            {t`Retry upload`}
          </button>
        )}
        <button type="button" className="btn btn--small" onClick={() => onReprint(order)}>
          {t`Reprint`}
        </button>
        {paid && onKitchenTicket && (
          <button type="button" className="btn btn--small" onClick={() => onKitchenTicket(order)}>
            {t`Kitchen ticket`}
          </button>
        )}
        {paid && onRefund && (
          <button type="button" className="btn btn--small" onClick={() => onRefund(order)}>
            {t`Refund`}
          </button>
        )}
      </div>
    </li>
  );
}

function RefundItem({ refund, digits, timeZone, onRetry, onReprint }: {
  refund: ListedRefund;
  digits: CurrencyDigits;
  timeZone: string | undefined;
  onRetry?: (clientOrderId: string) => void;
  onReprint?: (refund: RefundRow) => void;
}) {
  const why = whyOf(refund);
  const { t } = useLingui();
  const { translate } = useLanguage();
  return (
    <li className={`orders__item orders__item--${refund.upload}`} aria-label={refund.ticket_no}>
      <ItemHead doc={refund} amount={`-${formatMoney(refund.total, digits)}`} timeZone={timeZone} withDate />
      <p className="orders__message">{t`Refund: ${{ reason: refund.reason }}`}</p>
      {refund.waits_for && (
        <p className={`orders__message orders__message--${refund.waits_for.upload === 'rejected' ? 'rejected' : 'waiting'}`}>
          {refund.waits_for.upload === 'rejected'
            ? t`Waits for its sale ${{ ticket: refund.waits_for.ticket_no }}, which the server rejected: send that sale again ("Retry upload") once its cause is fixed.`
            : t`Waits for its sale ${{ ticket: refund.waits_for.ticket_no }} to upload first.`}
        </p>
      )}
      {why && <p className={`orders__message orders__message--${refund.upload}`}>{translate(why)}</p>}
      {refund.card_refused?.map((row) => (
        <p key={row.key} className="orders__message orders__message--rejected">
          {cardRefusedText(row, translate)}
        </p>
      ))}
      <div className="orders__actions">
        {refund.upload === 'rejected' && onRetry && (
          <button type="button" className="btn btn--small" onClick={() => onRetry(refund.client_order_id)}>
            {t`Retry upload`}
          </button>
        )}
        {onReprint && (
          <button type="button" className="btn btn--small" onClick={() => onReprint(refund)}>
            {t`Reprint`}
          </button>
        )}
      </div>
    </li>
  );
}

const NO_REFUNDS: readonly RefundRow[] = [];
const NO_ORDERS: readonly ListedOrder[] = [];
const NO_LISTED_REFUNDS: readonly ListedRefund[] = [];

/** "Ticket number" and "Find sale": a sale of any day, typed or scanned from its receipt's barcode. */
function FindSale({ onFind }: { onFind(ticket: string): void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  return (
    <form
      className="orders__find"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== '') onFind(text);
      }}
    >
      <label>
        {t`Ticket number`}
        <input type="text" autoComplete="off" spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="submit" className="btn">{t`Find sale`}</button>
    </form>
  );
}

export function OrdersDialog(props: OrdersDialogProps) {
  const { refundsBySale, digits, timeZone, onClose } = props;
  const { onRetry, onReprint, onMarkPaid, onCancelOrder, onRefund, onKitchenTicket } = props;
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const orders = useSearched(props.orders, typed, digits, saleTotal);
  const rejected = useSearched(props.rejected ?? NO_ORDERS, typed, digits, saleTotal);
  const earlier = useSearched(props.earlier ?? NO_ORDERS, typed, digits, saleTotal);
  const refunds = useSearched(props.refunds ?? NO_LISTED_REFUNDS, typed, digits, refundTotal);
  const searching = typed.trim() !== '';
  const nothingFound = searching && orders.length + rejected.length + earlier.length + refunds.length === 0;
  const footer = (
    <button type="button" className="btn btn--primary" onClick={onClose}>
      {t`Close`}
    </button>
  );
  const item = (order: ListedOrder, withDate: boolean) => (
    <OrderItem
      key={order.client_order_id}
      refunds={refundsBySale?.get(order.client_order_id) ?? NO_REFUNDS}
      {...{ order, withDate, digits, timeZone, onRetry, onReprint, onMarkPaid, onCancelOrder, onRefund, onKitchenTicket }}
    />
  );
  return (
    <Dialog title={t`Orders`} className="orders" onEscape={onClose} footer={footer}>
      <SearchOrders value={typed} onText={setTyped} />
      {nothingFound && <p role="status" className="orders__empty">{t`No sale or refund here matches "${{ typed: typed.trim() }}".`}</p>}
      {props.onFind && <FindSale onFind={props.onFind} />}
      {props.found && (
        props.found.sale ? (
          <ul className="orders__list" aria-label={t`Found sale`}>
            <OrderItem
              refunds={props.found.sale.refunds}
              {...{ order: props.found.sale.order, withDate: true, digits, timeZone, onRetry, onReprint, onMarkPaid, onCancelOrder, onRefund, onKitchenTicket }}
            />
          </ul>
        ) : (
          <p role="alert" className="alert">{t`No sale with ticket ${{ ticket: props.found.ticket }} on this terminal.`}</p>
        )
      )}
      {rejected.length > 0 && (
        <>
          <h3 className="orders__heading">{t`Rejected`}</h3>
          <ul className="orders__list" aria-label={t`Rejected sales`}>
            {rejected.map((order) => item(order, true))}
          </ul>
          <h3 className="orders__heading">{t`Today`}</h3>
        </>
      )}
      {orders.length === 0 ? (
        !searching && <p className="orders__empty">{t`No sales today.`}</p>
      ) : (
        <ul className="orders__list" aria-label={t`Today's sales`}>
          {orders.map((order) => item(order, false))}
        </ul>
      )}
      {earlier.length > 0 && (
        <>
          <h3 className="orders__heading">{t`Earlier, still open`}</h3>
          <ul className="orders__list" aria-label={t`Earlier open orders`}>
            {earlier.map((order) => item(order, true))}
          </ul>
        </>
      )}
      {refunds.length > 0 && (
        <>
          <h3 className="orders__heading">{t`Refunds`}</h3>
          <ul className="orders__list" aria-label={t`Refunds`}>
            {refunds.map((refund) => (
              <RefundItem
                key={refund.client_order_id}
                refund={refund}
                digits={digits}
                timeZone={timeZone}
                onRetry={props.onRetryRefund}
                onReprint={props.onReprintRefund}
              />
            ))}
          </ul>
        </>
      )}
      {!searching && props.voids && <ClearedOrders voids={props.voids} timeZone={timeZone} onRetry={props.onRetryVoid} />}
    </Dialog>
  );
}
