/**
 * What the customer display shows, as the till tells it through a BroadcastChannel: the
 * brand's idle screen while no order is open, the order's lines and total while one is, and a
 * thank-you with the ticket number, the tip and the change due once the sale completes. The till keeps
 * the same state with the same reducer, so a display opened (or reloaded) mid-order is sent it
 * whole (`stateShown`). In training the display says TRAINING over whatever it shows, so no
 * customer takes a trainee's sale for a real one. Pure: no clock, no channel.
 */
import type { CurrencyDigits, Money } from '../../core/money';
import type { Named } from '../../core/names';

export interface DisplayLine extends Named {
  line_id: string;
  quantity: number;
  /** Grams for a weighed line, else null. */
  weight_g: number | null;
  total: Money;
}

export interface DisplayOrder {
  lines: readonly DisplayLine[];
  total: Money;
  digits: CurrencyDigits;
  currency: string;
}

export interface DisplayThanks {
  ticket_no: string;
  total: Money;
  /** The tip paid over the total; 0 when none. */
  tip: Money;
  /** What the tenders gave back (cash over the total); 0 when none. */
  change_due: Money;
  digits: CurrencyDigits;
  currency: string;
}

export type DisplayScreen = { kind: 'idle' } | { kind: 'order'; order: DisplayOrder } | { kind: 'thanks'; thanks: DisplayThanks };

export interface DisplayState {
  /** The brand the till sells under, for the idle screen; null before the till said. */
  brand: (Named & { logo: string | null }) | null;
  screen: DisplayScreen;
  /** The till sells in training: the display says TRAINING. Absent in a state told by an older till. */
  training?: boolean;
}

export type DisplayEvent =
  | { type: 'brandShown'; brand: Named & { logo: string | null } }
  /** The open order as it stands; an order with no lines is no order. */
  | { type: 'orderChanged'; order: DisplayOrder }
  | { type: 'saleCompleted'; thanks: DisplayThanks }
  /** The thank-you has been shown long enough. */
  | { type: 'thanksEnded' }
  /** The till went into training or out of it. */
  | { type: 'trainingChanged'; training: boolean }
  /** The till's whole state, for a display that has just opened. */
  | { type: 'stateShown'; state: DisplayState };

/** What a display sends the till: it has opened and wants the state. */
export interface DisplayHello {
  type: 'displayOpened';
}

export const DISPLAY_CHANNEL = 'pos-customer-display';

export const IDLE: DisplayState = { brand: null, screen: { kind: 'idle' } };

function sameOrder(a: DisplayOrder, b: DisplayOrder): boolean {
  return (
    a.total === b.total &&
    a.digits === b.digits &&
    a.currency === b.currency &&
    a.lines.length === b.lines.length &&
    a.lines.every((l, i) => {
      const m = b.lines[i];
      return !!m && l.line_id === m.line_id && l.name === m.name && l.localize_name === m.localize_name && l.quantity === m.quantity && l.weight_g === m.weight_g && l.total === m.total;
    })
  );
}

function orderChanged(state: DisplayState, order: DisplayOrder): DisplayState {
  const { screen } = state;
  if (order.lines.length === 0) {
    // The order empties as its sale completes: the thank-you stays until the next order.
    return screen.kind === 'order' ? { ...state, screen: { kind: 'idle' } } : state;
  }
  if (screen.kind === 'order' && sameOrder(screen.order, order)) return state;
  return { ...state, screen: { kind: 'order', order } };
}

export function displayReducer(state: DisplayState, event: DisplayEvent): DisplayState {
  switch (event.type) {
    case 'brandShown': {
      const b = state.brand;
      const e = event.brand;
      return b && b.name === e.name && b.localize_name === e.localize_name && b.logo === e.logo ? state : { ...state, brand: e };
    }
    case 'orderChanged':
      return orderChanged(state, event.order);
    case 'saleCompleted':
      return { ...state, screen: { kind: 'thanks', thanks: event.thanks } };
    case 'thanksEnded':
      return state.screen.kind === 'thanks' ? { ...state, screen: { kind: 'idle' } } : state;
    case 'trainingChanged':
      return !!state.training === event.training ? state : { ...state, training: event.training };
    case 'stateShown':
      return event.state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
