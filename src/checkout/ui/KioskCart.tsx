/**
 * The customer's order at the kiosk, always in view beside the menu (or under it in portrait),
 * never a drawer to find: its lines with what they were made of, one more or one less of each,
 * the total and "Pay". No channel, no discount, no staff action. A line that became sold out or
 * over what is left says so with "Remove" and "Reduce to N", and "Pay" waits for it to be
 * settled, as at the till.
 */
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CartEvent, CartRefusal, CartState } from '../../cart/cart';
import { orderTotals } from '../../cart/totals';
import type { LineStockProblem } from '../../cart/orderStock';
import { LineDetails } from '../../cart/ui/LineDetails';
import { useOrderMessage } from '../../cart/ui/useOrderMessage';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import { useLanguage } from '../../i18n/react';

const StockProblem = lazy(() => import('../../cart/ui/StockProblem').then((m) => ({ default: m.StockProblem })));

export function KioskCart({ cart, digits, problems, onEvent, onPay }: {
  cart: CartState | undefined;
  digits: CurrencyDigits;
  problems: readonly LineStockProblem[];
  /** Checks the change against the order shown and stores it; the refusal, if any. */
  onEvent(event: CartEvent): CartRefusal | null;
  onPay(): void;
}) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const { message, answered, pay: payChecked } = useOrderMessage();
  const lines = cart?.lines ?? [];
  const total = orderTotals({ lines }).total;

  function send(event: CartEvent): boolean {
    const refusal = onEvent(event);
    answered(refusal, lines);
    return refusal === null;
  }

  const pay = () => payChecked(problems, onPay);

  return (
    <section className="kiosk-cart" aria-labelledby="kiosk-cart-title" aria-busy={cart === undefined || undefined}>
      <h2 id="kiosk-cart-title" className="kiosk-cart__title">{t`Your order`}</h2>
      {lines.length === 0 && <p className="kiosk-cart__empty">{t`Tap a product to add it to your order.`}</p>}
      <ul className="kiosk-cart__lines" aria-label={t`Order`}>
        {lines.map((line) => {
          const problem = problems.find((p) => p.line_id === line.line_id);
          return (
            <li key={line.line_id} className="kiosk-cart__line">
              <div className="kiosk-cart__top">
                <span className="kiosk-cart__name">{name(line)}</span>
                <span role="group" className="money" aria-label={t`Line total`}>{formatMoney(line.total, digits)}</span>
              </div>
              <LineDetails line={line} />
              {problem && (
                <Suspense fallback={null}>
                  <StockProblem problem={problem} line={line} send={send} />
                </Suspense>
              )}
              <div className="kiosk-cart__actions">
                <button type="button" className="btn" disabled={line.quantity <= 1} onClick={() => send({ type: 'quantityChanged', line_id: line.line_id, quantity: line.quantity - 1 })}>
                  <span aria-hidden="true">−</span>
                  <span className="visually-hidden">{t`Decrease quantity`}</span>
                </button>
                <span role="group" className="kiosk-cart__qty" aria-label={t`Quantity`}>{line.quantity}</span>
                <button type="button" className="btn" onClick={() => send({ type: 'quantityChanged', line_id: line.line_id, quantity: line.quantity + 1 })}>
                  <span aria-hidden="true">+</span>
                  <span className="visually-hidden">{t`Increase quantity`}</span>
                </button>
                <button type="button" className="btn btn--danger kiosk-cart__remove" onClick={() => send({ type: 'lineRemoved', line_id: line.line_id })}>
                  {t`Remove line`}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {message && <p role="alert" className="alert kiosk-cart__alert">{message}</p>}
      <div className="kiosk-cart__foot">
        <span className="kiosk-cart__total-label">{t`Total`}</span>
        <span role="group" className="money kiosk-cart__total" aria-label={t`Order total`}>{formatMoney(total, digits)}</span>
        <button type="button" className="btn btn--primary kiosk-cart__pay" disabled={lines.length === 0} onClick={pay}>
          {t`Pay`}
        </button>
      </div>
    </section>
  );
}
