/**
 * The order (ui-contract "Order (cart)"): its lines, sales channel, total and the buttons
 * that change it. Props only: the shell applies `cartReducer`, stores the result and hands
 * the refusal back, which this panel turns into an `alert` saying why.
 */
import { useState, type ReactNode } from 'react';
import type { Channel } from '../../core/catalog';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import type { CartEvent, CartLine, CartRefusal, CartState } from '../cart';
import { orderTotals } from '../totals';
import { ChannelSelect } from './ChannelSelect';
import { OrderLine } from './OrderLine';
import { refusalMessage } from './refusalMessage';
import './order.css';

export interface OrderPanelProps {
  state: CartState;
  digits: CurrencyDigits;
  channels: readonly Channel[];
  /** Maximum manual discount percent of a product; 0 = none allowed. */
  discountCap: (productId: number) => number;
  /** The menu prices the line differently now than it was quoted (see `isStale`); none when omitted. */
  isStale?: (line: CartLine) => boolean;
  /** Applies the event; returns the refusal, or null when the cart took it. */
  onEvent: (event: CartEvent) => CartRefusal | null;
  onPay: () => void;
  /** Extra reason to hold the Pay button (a sale being saved); it is always held while the order is empty. */
  payDisabled?: boolean;
  /** More of the order's actions, above "Clear order" and "Pay" (parking, the note). */
  actions?: ReactNode;
}

export function OrderPanel({ state, digits, channels, discountCap, isStale = () => false, onEvent, onPay, payDisabled = false, actions }: OrderPanelProps) {
  const [message, setMessage] = useState<string | null>(null);
  const empty = state.lines.length === 0;

  function send(event: CartEvent): boolean {
    const refusal = onEvent(event);
    setMessage(refusal ? refusalMessage(refusal, state.lines) : null);
    return refusal === null;
  }

  return (
    <section className="order" aria-label="Current order">
      <div className="order__head">
        <ChannelSelect
          channels={channels}
          value={state.channel_id}
          onChange={(channelId) => send({ type: 'channelChanged', channel_id: channelId })}
        />
      </div>
      <ul className="order__lines" aria-label="Order">
        {state.lines.map((line) => (
          <OrderLine
            key={line.line_id}
            line={line}
            digits={digits}
            cap={discountCap(line.product_id)}
            stale={isStale(line)}
            send={send}
            onRefused={setMessage}
          />
        ))}
      </ul>
      <div className="order__foot">
        {empty && <p className="order__empty">No items yet</p>}
        {message && (
          <div role="alert" className="alert order__alert">
            <span>{message}</span>
            <button type="button" className="btn btn--small" onClick={() => setMessage(null)}>
              Dismiss
            </button>
          </div>
        )}
        <div className="order__total">
          <span>Total</span>
          <span className="money" aria-label="Order total">
            {formatMoney(orderTotals(state).total, digits)}
          </span>
        </div>
        {actions}
        <div className="order__buttons">
          <button type="button" className="btn btn--danger" disabled={empty} onClick={() => send({ type: 'orderCleared' })}>
            Clear order
          </button>
          <button type="button" className="btn btn--primary" disabled={empty || payDisabled} onClick={onPay}>
            Pay
          </button>
        </div>
      </div>
    </section>
  );
}
