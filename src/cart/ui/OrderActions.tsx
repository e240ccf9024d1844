/**
 * The order's cashier actions beside "Pay": "Park order", "Parked orders" and "Order note"
 * (ui-contract "Parked orders and the order note"). Their dialogs, with what they are handed
 * (the live list of parked orders, parking and reopening, the note: ParkFlow.tsx), load on
 * first use. What became of an order ("Order parked as Table 4.") is said in a status line.
 * Not shown in kiosk mode: parking and notes are the cashier's.
 *
 * "Parked orders" keeps that exact name and shows how many wait as a badge beside it, said to a
 * screen reader as its description ("3 orders wait"), live across tabs.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { isBlankOrder, type CartState } from '../cart';
import type { CurrencyDigits } from '../../core/money';
import { useLingui } from '@lingui/react/macro';
import { CARD_IN_FLIGHT_MESSAGE } from '../../checkout/cardInFlight';
import { useCardInFlight } from '../../app/data/cardInFlight';
import type { ParkDialogKind } from './ParkDialogs';
import { useParkedCount } from '../../app/data/parkedCount';
import type { OrderDiscountWiring } from './OrderDiscountDialog';

const ParkFlow = lazy(() => import('./ParkFlow').then((m) => ({ default: m.ParkFlow })));
/** Loaded with the first order discount: most sales have none. */
const OrderDiscountDialog = lazy(() => import('./OrderDiscountDialog').then((m) => ({ default: m.OrderDiscountDialog })));

export function OrderActions({ cart, brandId, digits, onNote, discount }: {
  cart: CartState;
  /** The brand an order never stored would take. */
  brandId: number;
  digits: CurrencyDigits;
  /** Writes the order note as a cart event; resolves to the refusal's sentence, or null once stored. */
  onNote(note: string): Promise<string | null>;
  /** "Order discount" (OrderDiscountDialog); absent: not offered. */
  discount?: OrderDiscountWiring | undefined;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState<ParkDialogKind | null>(null);
  const [said, setSaid] = useState<string>();
  // What an order discount could not give is said as an alert: the cashier tells the customer.
  const [saidRefused, setSaidRefused] = useState(false);
  const [discounting, setDiscounting] = useState(false);
  const parked = useParkedCount() ?? 0;
  const cardInFlight = useCardInFlight();
  const { i18n } = useLingui();
  const countId = useId();
  const say = (text: string | undefined, refused = false) => {
    setSaid(text);
    setSaidRefused(refused);
  };
  const button = (which: ParkDialogKind, label: string, disabled = false, count = 0) => (
    <button
      type="button"
      className="btn"
      disabled={disabled}
      aria-describedby={count > 0 ? countId : undefined}
      onClick={() => {
        // An order a card is being charged for stays on screen until the payment ends.
        if (which === 'park' && cardInFlight) return setSaid(i18n._(CARD_IN_FLIGHT_MESSAGE));
        say(undefined);
        setOpen(which);
      }}
    >
      {label}
      {count > 0 && (
        <span className="badge order__count" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
  return (
    <>
      <div className="order__actions">
        {button('park', t`Park order`, isBlankOrder(cart))}
        {button('parked', t`Parked orders`, false, parked)}
        {button('note', t`Order note`)}
        {discount && (
          <button type="button" className="btn" disabled={cart.lines.length === 0} onClick={() => (say(undefined), setDiscounting(true))}>
            {t`Order discount`}
          </button>
        )}
      </div>
      {parked > 0 && (
        <span id={countId} hidden>
          {t`${plural(parked, { one: '# order waits', other: '# orders wait' })}`}
        </span>
      )}
      {cart.note && <p className="order__note">{t`Note: ${{ note: cart.note }}`}</p>}
      {/* Over the lines, above the buttons: what was done pushes no button a finger is reaching for. */}
      {said && (
        <p role={saidRefused ? 'alert' : 'status'} className="order__said">
          {said}
        </p>
      )}
      <Suspense fallback={null}>
        {open && (
          <ParkFlow which={open} cart={cart} brandId={brandId} digits={digits} onNote={onNote} onDone={(text) => (setOpen(null), say(text))} />
        )}
        {discounting && discount && (
          <OrderDiscountDialog
            lines={cart.lines}
            digits={digits}
            wiring={discount}
            onDone={(text, refused) => (setDiscounting(false), say(text, refused))}
            onCancel={() => setDiscounting(false)}
          />
        )}
      </Suspense>
    </>
  );
}
