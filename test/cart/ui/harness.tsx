/**
 * The order panel as the shell runs it: the real cart reducer applied to the panel's events,
 * the refusal handed back, the state kept here.
 */
import { useState } from 'react';
import { cartReducer, isCartRefusal, type CartContext, type CartEvent, type CartState } from '../../../src/cart/cart';
import { OrderPanel, type OrderPanelProps } from '../../../src/cart/ui/OrderPanel';
import type { Channel } from '../../../src/core/catalog';
import { orderStockProblems } from '../../../src/cart/orderStock';

export function Harness({ initial, ctx, channels = [], onPay = () => {}, payDisabled, events = [], modify }: {
  initial: CartState;
  ctx: CartContext;
  channels?: Channel[];
  onPay?: () => void;
  payDisabled?: boolean;
  /** Every event the panel dispatched, in order. */
  events?: CartEvent[];
  /** What a line's editor may change besides the cart's own events ("Modify", "Re-weigh", the note). */
  modify?: OrderPanelProps['modify'];
}) {
  const [state, setState] = useState(initial);
  const onEvent: OrderPanelProps['onEvent'] = (event) => {
    events.push(event);
    const next = cartReducer(state, event, ctx);
    if (isCartRefusal(next)) return next;
    setState(next);
    return null;
  };
  return (
    <OrderPanel
      state={state}
      digits={3}
      channels={channels}
      discountCap={ctx.rules.discountCap}
      onEvent={onEvent}
      onPay={onPay}
      payDisabled={payDisabled}
      // The whole order checked against the rules, as the selling screen does.
      problems={orderStockProblems(state.lines, ctx.rules)}
      modify={modify}
    />
  );
}
