/**
 * What the parking dialogs are handed (`Parking`), wired to the database and the cart: the live
 * list of parked orders, the name the park form offers in the language on screen, parking and
 * reopening (src/app/data/parked.ts) and the note. Loaded with the first of the dialogs, with
 * them: a till that never parks an order never loads any of it.
 */
import { useMemo } from 'react';
import type { CartState } from '../cart';
import { cleanNote, ORDER_NOTE_MAX, textLength } from '../orderText';
import { ORDER_NAME_FORMAT, ORDER_NAME_MESSAGE, parkedSummary, suggestedName } from '../parked';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import { useLanguage } from '../../i18n/react';
import { useParked, useParkedWrites } from '../../app/data/parked';
import { ParkDialogs, type ParkDialogKind, type Parking } from './ParkDialogs';

export function ParkFlow({ which, cart, brandId, digits, onNote, onDone }: {
  which: ParkDialogKind;
  cart: CartState;
  /** The brand an order never stored would take. */
  brandId: number;
  digits: CurrencyDigits;
  onNote(note: string): Promise<string | null>;
  onDone(said?: string): void;
}) {
  const { translate } = useLanguage();
  // A default name reads in the language on screen ("طلب 3"); names made in English still count.
  const nameFormats = useMemo(() => [translate(ORDER_NAME_MESSAGE), ORDER_NAME_FORMAT], [translate]);
  const rows = useParked();
  const { park, reopen } = useParkedWrites(brandId, nameFormats);
  const parking: Parking = {
    list: rows?.map((row) => {
      const { lines, total } = parkedSummary(row.cart);
      return { id: row.id, name: row.name, lines, total: formatMoney(total, digits), by: row.parked_by?.name ?? null };
    }),
    suggestedName: rows && suggestedName(cart, rows.map((r) => r.name), nameFormats),
    note: cart.note ?? '',
    noteLength: (typed) => textLength(cleanNote(typed)),
    noteMax: ORDER_NOTE_MAX,
    park,
    reopen,
    writeNote: onNote,
  };
  return <ParkDialogs which={which} parking={parking} onDone={onDone} />;
}
