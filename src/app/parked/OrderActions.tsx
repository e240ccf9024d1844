/**
 * The order's cashier actions beside "Pay": "Park order", "Parked orders" and "Order note"
 * (ui-contract "Parked orders and the order note"). Their dialogs load on first use and only
 * lay out what they are handed: the live list of parked orders and the writes (src/db/parked.ts,
 * the cart's note event) are wired here, so the lazily loaded chunk shares no module with the
 * first load. What became of an order ("Order parked as Table 4.") is said in a status line.
 * Not shown in kiosk mode: parking and notes are the cashier's.
 */
import { lazy, Suspense, useState } from 'react';
import { isBlankOrder, type CartState } from '../../cart/cart';
import { cleanNote, ORDER_NOTE_MAX, textLength } from '../../cart/orderText';
import { parkedSummary, suggestedName } from '../../cart/parked';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import { useLingui } from '@lingui/react/macro';
import { useParked, useParkedWrites } from '../data/parked';
import type { ParkDialogKind, Parking } from './ParkDialogs';

const ParkDialogs = lazy(() => import('./ParkDialogs').then((m) => ({ default: m.ParkDialogs })));

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
  const rows = useParked();
  const { park, reopen } = useParkedWrites(brandId);
  const parking: Parking = {
    list: rows?.map((row) => {
      const { lines, total } = parkedSummary(row.cart);
      return { id: row.id, name: row.name, lines, total: formatMoney(total, digits) };
    }),
    suggestedName: rows && suggestedName(cart, rows.map((r) => r.name)),
    note: cart.note ?? '',
    noteLength: (typed) => textLength(cleanNote(typed)),
    noteMax: ORDER_NOTE_MAX,
    park,
    reopen,
    writeNote: onNote,
  };
  const button = (which: ParkDialogKind, label: string, disabled = false) => (
    <button type="button" className="btn" disabled={disabled} onClick={() => (setSaid(undefined), setOpen(which))}>
      {label}
    </button>
  );
  return (
    <>
      <div className="order__actions">
        {button('park', t`Park order`, isBlankOrder(cart))}
        {button('parked', t`Parked orders`)}
        {button('note', t`Order note`)}
      </div>
      {cart.note && <p className="order__note">{t`Note: ${{ note: cart.note }}`}</p>}
      {said && <p role="status">{said}</p>}
      <Suspense fallback={null}>
        {open && <ParkDialogs which={open} parking={parking} onDone={(text) => (setOpen(null), setSaid(text))} />}
      </Suspense>
    </>
  );
}
