/**
 * "Search orders": one typed text finds a sale by its ticket number (any part of it), by its
 * amount as the cashier reads it ("4.5" and "4.500" are the same amount, in Latin or
 * Arabic-Indic digits) or by an item's name in either language, folded as the menu's search
 * folds it ("cafe" finds "Café", Arabic without its vowel marks). A document's key is made once
 * per list (`searchKey`), so each keystroke compares plain strings and numbers only.
 */
import { latinDigits } from '../core/digits';
import type { Money, CurrencyDigits } from '../core/money';
import type { Named } from '../core/names';
import { parseTypedMoney } from '../core/typedNumber';
import { foldText } from '../menu/search';

/** What a sale or a refund is found by. */
export interface SearchKey {
  ticket: string;
  total: Money;
  names: readonly string[];
}

const fold = (text: string) => foldText(latinDigits(text)).trim();

/** The key of a document with a ticket, a total and named lines. */
export function searchKey(ticket_no: string, total: Money, lines: readonly Named[]): SearchKey {
  const names = lines.flatMap((l) => (l.localize_name ? [l.name, l.localize_name] : [l.name])).map(fold);
  return { ticket: fold(ticket_no), total, names };
}

/**
 * The test a typed search puts to each key, or null when nothing is typed (every document
 * shows). A text that reads as an amount also finds the documents of exactly that total.
 */
export function searchFor(typed: string, digits: CurrencyDigits): ((key: SearchKey) => boolean) | null {
  const text = fold(typed);
  if (text === '') return null;
  const amount = parseTypedMoney(text, digits);
  const total = amount.ok ? amount.value : null;
  return (key) => key.ticket.includes(text) || key.total === total || key.names.some((n) => n.includes(text));
}
