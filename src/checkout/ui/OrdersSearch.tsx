/**
 * "Search orders" in "Orders": the searchbox, and the lists narrowed to what it finds
 * (orderSearch.ts) over the sales and refunds held on this terminal. Each list's keys are made
 * once per list read, and the narrowing follows the typing at a lower priority
 * (`useDeferredValue`), so a day of many sales never holds a keystroke back.
 */
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo } from 'react';
import type { CurrencyDigits, Money } from '../../core/money';
import type { Named } from '../../core/names';
import { searchFor, searchKey, type SearchKey } from '../orderSearch';

export function SearchOrders({ value, onText }: { value: string; onText(text: string): void }) {
  const { t } = useLingui();
  return (
    <input
      type="search"
      className="orders__search"
      aria-label={t`Search orders`}
      placeholder={t`Ticket, amount or item`}
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      value={value}
      onChange={(e) => onText(e.target.value)}
    />
  );
}

type Doc = { ticket_no: string; lines: readonly Named[] };

/** A sale's amount as it is searched: its total. */
export const saleTotal = (sale: { totals: { total: Money } }): Money => sale.totals.total;
/** A refund's amount as it is searched: what it gave back. */
export const refundTotal = (refund: { total: Money }): Money => refund.total;

/**
 * `list` narrowed to the documents `typed` finds; the list itself while nothing is typed.
 * `total` (`saleTotal`, `refundTotal`) reads a document's amount; the keys are made again only
 * when the list is read again.
 */
export function useSearched<T extends Doc>(list: readonly T[], typed: string, digits: CurrencyDigits, total: (doc: T) => Money): readonly T[] {
  const deferred = useDeferredValue(typed);
  const keys = useMemo(() => list.map((doc): [T, SearchKey] => [doc, searchKey(doc.ticket_no, total(doc), doc.lines)]), [list, total]);
  return useMemo(() => {
    const test = searchFor(deferred, digits);
    return test ? keys.filter(([, key]) => test(key)).map(([doc]) => doc) : list;
  }, [keys, list, deferred, digits]);
}
