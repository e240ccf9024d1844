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

const ParkFlow = lazy(() => import('./ParkFlow').then((m) => ({ default: m.ParkFlow })));

export function OrderActions({ cart, brandId, digits, onNote }: {
  cart: CartState;
  /** The brand an order never stored would take. */
  brandId: number;
  digits: CurrencyDigits;
  /** Writes the order note as a cart event; resolves to the refusal's sentence, or null once stored. */
  onNote(note: string): Promise<string | null>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState<ParkDialogKind | null>(null);
  const [said, setSaid] = useState<string>();
  const parked = useParkedCount() ?? 0;
  const cardInFlight = useCardInFlight();
  const { i18n } = useLingui();
  const countId = useId();
  const button = (which: ParkDialogKind, label: string, disabled = false, count = 0) => (
    <button
      type="button"
      className="btn"
      disabled={disabled}
      aria-describedby={count > 0 ? countId : undefined}
      onClick={() => {
        // An order a card is being charged for stays on screen until the payment ends.
        if (which === 'park' && cardInFlight) return setSaid(i18n._(CARD_IN_FLIGHT_MESSAGE));
        setSaid(undefined);
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
      </div>
      {parked > 0 && (
        <span id={countId} hidden>
          {t`${plural(parked, { one: '# order waits', other: '# orders wait' })}`}
        </span>
      )}
      {cart.note && <p className="order__note">{t`Note: ${{ note: cart.note }}`}</p>}
      {/* Over the lines, above the buttons: what was done pushes no button a finger is reaching for. */}
      {said && (
        <p role="status" className="order__said">
          {said}
        </p>
      )}
      <Suspense fallback={null}>
        {open && (
          <ParkFlow which={open} cart={cart} brandId={brandId} digits={digits} onNote={onNote} onDone={(text) => (setOpen(null), setSaid(text))} />
        )}
      </Suspense>
    </>
  );
}
