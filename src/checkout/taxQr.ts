/**
 * The QR code of a simplified tax invoice as Saudi Arabia's phase-1 e-invoicing defines it:
 * five TLV fields (tag one byte, length one byte, the value's UTF-8 bytes), base64-encoded.
 * Tags: 1 the seller's name, 2 its VAT registration number, 3 the invoice's time (ISO 8601),
 * 4 the total with VAT, 5 the VAT amount. Made offline from the sale as it was stored.
 */
import { formatMoney, type CurrencyDigits, type Money } from '../core/money';

export interface TaxInvoiceFields {
  seller: string;
  vat_no: string;
  /** ISO 8601 instant. */
  timestamp: string;
  total: Money;
  vat: Money;
  digits: CurrencyDigits;
}

/** A field's value fits in its one length byte: longer text is cut at a character boundary. */
const MAX_VALUE_BYTES = 255;

function valueBytes(text: string): Uint8Array {
  const encoder = new TextEncoder();
  let bytes = encoder.encode(text);
  if (bytes.length <= MAX_VALUE_BYTES) return bytes;
  const chars = [...text];
  while (bytes.length > MAX_VALUE_BYTES) {
    chars.pop();
    bytes = encoder.encode(chars.join(''));
  }
  return bytes;
}

/** ISO 8601 to the second, in UTC (`2026-11-21T09:15:02Z`): the form the scanners of the authority read. */
export function invoiceTimestamp(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z');
}

/** The five TLV fields in tag order. */
export function taxInvoiceTlv(fields: TaxInvoiceFields): Uint8Array {
  const values = [
    fields.seller.trim(),
    fields.vat_no.trim(),
    invoiceTimestamp(fields.timestamp),
    formatMoney(fields.total, fields.digits),
    formatMoney(fields.vat, fields.digits),
  ].map(valueBytes);
  const out = new Uint8Array(values.reduce((n, v) => n + 2 + v.length, 0));
  let at = 0;
  values.forEach((value, i) => {
    out[at] = i + 1;
    out[at + 1] = value.length;
    out.set(value, at + 2);
    at += 2 + value.length;
  });
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** What the QR code holds: the TLV fields, base64. */
export function taxInvoiceQrText(fields: TaxInvoiceFields): string {
  return toBase64(taxInvoiceTlv(fields));
}

/** The fields of a QR text read back by tag (1 to 5), as text; null when it is not well-formed TLV. */
export function readTaxInvoiceQr(text: string): Map<number, string> | null {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const fields = new Map<number, string>();
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at]!;
    const length = bytes[at + 1];
    if (length === undefined || at + 2 + length > bytes.length) return null;
    try {
      fields.set(tag, decoder.decode(bytes.subarray(at + 2, at + 2 + length)));
    } catch {
      return null;
    }
    at += 2 + length;
  }
  return fields;
}
