/**
 * Reads a sale back from the Receipt dialog's text: the ticket number and the total, money
 * kept as whole minor units (3 decimals here), never as a float.
 */

export interface ReceiptReading {
  ticket: string;
  /** Minor units. */
  total: number;
}

/** `"1.250"` (any digits after the point) as minor units of `digits` decimals; null if not money. */
export function minorUnits(text: string, digits = 3): number | null {
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim().replace(/,/g, ''));
  if (!m) return null;
  const [, sign, whole = '0', fraction = ''] = m;
  if (fraction.length > digits) return null;
  const value = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return sign ? -value : value;
}

/** An invoice's decimal number as minor units; rounding only absorbs the float's last bit. */
export function numberToMinor(value: unknown, digits = 3): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 10 ** digits) : null;
}

/** The "Ticket" and "Total" rows of the receipt (not "Subtotal"); null when either is missing. */
export function readReceipt(text: string, digits = 3): ReceiptReading | null {
  const ticket = /(?:^|\n)\s*Ticket\s+(\S+)/.exec(text)?.[1];
  const total = /(?:^|\n)\s*Total\s+(-?[\d,]+(?:\.\d+)?)\s*(?:\n|$)/.exec(text)?.[1];
  if (ticket === undefined || total === undefined) return null;
  const minor = minorUnits(total, digits);
  return minor === null ? null : { ticket, total: minor };
}

/** A refund's receipt: its own ticket (the "Ticket" row) and "Total refunded"; null when either is missing. */
export function readRefundReceipt(text: string, digits = 3): ReceiptReading | null {
  const ticket = /(?:^|\n)\s*Ticket\s+(\S+)/.exec(text)?.[1];
  const total = /(?:^|\n)\s*Total refunded\s+([\d,]+(?:\.\d+)?)\s*(?:\n|$)/.exec(text)?.[1];
  if (ticket === undefined || total === undefined) return null;
  const minor = minorUnits(total, digits);
  return minor === null ? null : { ticket, total: minor };
}

/** The running number at the end of a ticket (`T3-ABCD-000042` -> 42); null when there is none. */
export function ticketSeq(ticket: string): number | null {
  const m = /(\d+)$/.exec(ticket);
  return m ? Number(m[1]) : null;
}

export function formatMinor(minor: number, digits = 3): string {
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}
