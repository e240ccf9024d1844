/**
 * The soak's verdict: every sale whose receipt appeared must reach the server exactly once,
 * under its own idempotency key, carrying the receipt's total, and the server must hold
 * nothing else. Ticket numbers on receipts must count up by one, since a skipped number is a
 * sale stored that no receipt showed.
 */
import { formatMinor, numberToMinor, ticketSeq } from './receiptText';

export interface CompletedSale {
  sale: number;
  tab: number;
  ticket: string;
  /** Minor units, as printed on the receipt. */
  total: number;
}

/** What the emulator stored (`control.invoices()`), narrowed to what is compared. */
export interface ReceivedInvoice {
  client_order_id: string;
  idempotency_key: string;
  body: Record<string, unknown>;
}

export interface Reconciliation {
  invoices: number;
  duplicates: string[];
  missing: string[];
  mismatched: string[];
  extra: string[];
  keyMismatches: string[];
  ticketBreaks: string[];
}

export function reconcile(sales: readonly CompletedSale[], invoices: readonly ReceivedInvoice[], digits = 3): Reconciliation {
  const result: Reconciliation = {
    invoices: invoices.length,
    duplicates: [],
    missing: [],
    mismatched: [],
    extra: [],
    keyMismatches: [],
    ticketBreaks: [],
  };
  const money = (minor: number | null) => (minor === null ? 'not a number' : formatMinor(minor, digits));

  const bySaleTicket = new Map<string, CompletedSale>();
  let previous: CompletedSale | null = null;
  for (const sale of sales) {
    if (bySaleTicket.has(sale.ticket)) result.ticketBreaks.push(`sale ${sale.sale}: ticket ${sale.ticket} printed twice`);
    bySaleTicket.set(sale.ticket, sale);
    const seq = ticketSeq(sale.ticket);
    const prev = previous ? ticketSeq(previous.ticket) : null;
    if (seq === null) result.ticketBreaks.push(`sale ${sale.sale}: ticket ${sale.ticket} has no number`);
    else if (prev !== null && seq !== prev + 1) {
      result.ticketBreaks.push(`sale ${sale.sale}: ticket ${sale.ticket} follows ${previous?.ticket ?? ''}`);
    }
    previous = sale;
  }

  const seenIds = new Set<string>();
  const seenTickets = new Set<string>();
  const invoiced = new Set<string>();
  for (const inv of invoices) {
    const ticket = String(inv.body.ticket_no ?? '');
    const id = inv.client_order_id;
    if (inv.idempotency_key !== id) result.keyMismatches.push(`${ticket}: key ${inv.idempotency_key} for order ${id}`);
    if (seenIds.has(id) || seenTickets.has(ticket)) {
      result.duplicates.push(`${ticket} (order ${id})`);
      continue;
    }
    seenIds.add(id);
    seenTickets.add(ticket);
    const sale = bySaleTicket.get(ticket);
    if (!sale) {
      result.extra.push(`${ticket} total ${money(numberToMinor(inv.body.total, digits))} (order ${id})`);
      continue;
    }
    invoiced.add(ticket);
    const total = numberToMinor(inv.body.total, digits);
    if (total !== sale.total) {
      result.mismatched.push(`${ticket}: receipt ${money(sale.total)}, invoice ${money(total)}`);
    }
  }
  for (const sale of sales) {
    if (!invoiced.has(sale.ticket)) result.missing.push(`${sale.ticket} (sale ${sale.sale}, ${money(sale.total)})`);
  }
  return result;
}

/** The kinds of wrongness, each a list; an empty list for every kind is a clean run. */
export function problemsOf(r: Reconciliation): Record<string, string[]> {
  return {
    duplicates: r.duplicates,
    missing: r.missing,
    'mismatched totals': r.mismatched,
    extra: r.extra,
    'idempotency key is not the order id': r.keyMismatches,
    'ticket numbers out of sequence': r.ticketBreaks,
  };
}

export function isClean(r: Reconciliation): boolean {
  return Object.values(problemsOf(r)).every((list) => list.length === 0);
}
