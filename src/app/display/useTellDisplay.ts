/** The selling screen's order and brand, told to the customer display as they change. */
import { useContext, useEffect } from 'react';
import { TrainingMarkContext } from '../../ui/trainingMarkContext';
import type { Brand } from '../../core/catalog';
import type { CurrencyDigits } from '../../core/money';
import type { CartState } from '../../cart/cart';
import { orderTotals } from '../../cart/totals';
import type { CompletedOrder } from '../../checkout/order';
import { add, ZERO } from '../../core/money';
import type { DisplayEvent } from '../../devices/display/view';

/**
 * The display's side of the till (its reducer and channel) loads after the first paint: the
 * events wait on the one load, so they reach it in the order they were told.
 */
let loaded: Promise<{ tellDisplay(event: DisplayEvent): void }> | undefined;
function tellDisplay(event: DisplayEvent): void {
  loaded ??= import('./tellDisplay');
  void loaded.then((m) => m.tellDisplay(event));
}

export function useTellDisplay(cart: CartState | undefined, brand: Brand | undefined, digits: CurrencyDigits, currency: string): void {
  // In training the display says so: the customer sees no trainee's sale as a real one.
  const training = useContext(TrainingMarkContext);
  useEffect(() => tellDisplay({ type: 'trainingChanged', training }), [training]);
  useEffect(() => {
    if (brand) tellDisplay({ type: 'brandShown', brand: { name: brand.brand_name, localize_name: brand.localize_name ?? null, logo: brand.brand_thumbnail || null } });
  }, [brand]);
  useEffect(() => {
    if (!cart) return;
    const lines = cart.lines.map((l) => ({ line_id: l.line_id, name: l.name, localize_name: l.localize_name ?? null, quantity: l.quantity, weight_g: l.weight_g, total: l.total }));
    tellDisplay({ type: 'orderChanged', order: { lines, total: orderTotals(cart).total, digits, currency } });
  }, [cart, digits, currency]);
}

/** A completed sale's thank-you: its ticket, total, tip and the change the tenders gave back. */
export function tellSaleCompleted(order: CompletedOrder, currency: string): void {
  const change_due = add(...order.payments.map((p) => p.change));
  tellDisplay({ type: 'saleCompleted', thanks: { ticket_no: order.ticket_no, total: order.totals.total, tip: order.tip ?? ZERO, change_due, digits: order.digits, currency } });
}
