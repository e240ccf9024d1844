/**
 * Invoice upload (assumed-contracts 6): body validation and the store that deduplicates on
 * `Idempotency-Key`. A key seen before answers with the first invoice's data and stores
 * nothing, whatever the new body says.
 */
import type { StoredInvoice } from './types.ts';

export interface InvoiceError {
  field: string;
  message: string;
}

export interface InvoiceRules {
  isKnownProduct(id: number): boolean;
  /** Minor-unit digits of the session currency. */
  currencyDecimals: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const nonEmptyString = (v: unknown): boolean => typeof v === 'string' && v.trim() !== '';

function checkBrand(value: unknown, field: string, errors: InvoiceError[]): void {
  if (value === 0) errors.push({ field, message: 'brand_id must not be 0' });
  else if (!isNumber(value) || !Number.isInteger(value)) errors.push({ field, message: 'brand_id is required' });
}

/** Every reason the body cannot be stored; empty when it is valid. */
export function validateInvoice(body: unknown, rules: InvoiceRules): InvoiceError[] {
  if (!isRecord(body)) return [{ field: 'body', message: 'body must be a JSON object' }];
  const errors: InvoiceError[] = [];
  const scale = 10 ** rules.currencyDecimals;
  const minor = (v: number): number => Math.round(v * scale);

  if (!nonEmptyString(body.client_order_id)) errors.push({ field: 'client_order_id', message: 'client_order_id must be a non-empty string' });
  if (!nonEmptyString(body.ticket_no)) errors.push({ field: 'ticket_no', message: 'ticket_no is required' });
  checkBrand(body.brand_id, 'brand_id', errors);

  let lineSum = 0;
  let linesOk = true;
  if (!Array.isArray(body.lines) || body.lines.length === 0) {
    errors.push({ field: 'lines', message: 'lines must be a non-empty array' });
    linesOk = false;
  } else {
    body.lines.forEach((line: unknown, i) => {
      const at = `lines[${i}]`;
      if (!isRecord(line)) {
        errors.push({ field: at, message: 'line must be an object' });
        linesOk = false;
        return;
      }
      if (!isNumber(line.product_id) || !rules.isKnownProduct(line.product_id)) {
        errors.push({ field: `${at}.product_id`, message: `unknown product ${String(line.product_id)}` });
      }
      if (!isNumber(line.quantity) || line.quantity <= 0) errors.push({ field: `${at}.quantity`, message: 'quantity must be above 0' });
      checkBrand(line.brand_id, `${at}.brand_id`, errors);
      if (!isNumber(line.line_total)) {
        errors.push({ field: `${at}.line_total`, message: 'line_total must be a number' });
        linesOk = false;
      } else lineSum += minor(line.line_total);
    });
  }

  if (!isNumber(body.total)) {
    errors.push({ field: 'total', message: 'total must be a number' });
    return errors;
  }
  const total = minor(body.total);
  if (linesOk && Math.abs(total - lineSum) > 1) {
    errors.push({ field: 'total', message: `total ${body.total} is not the sum of line_total (${lineSum / scale})` });
  }
  if (!Array.isArray(body.payments)) {
    errors.push({ field: 'payments', message: 'payments must be an array' });
  } else {
    let paid = 0;
    body.payments.forEach((p: unknown, i) => {
      if (isRecord(p) && isNumber(p.amount)) paid += minor(p.amount);
      else errors.push({ field: `payments[${i}].amount`, message: 'amount must be a number' });
    });
    if (paid < total) errors.push({ field: 'payments', message: `payments (${paid / scale}) do not cover the total (${body.total})` });
  }
  return errors;
}

export interface InvoiceStore {
  byKey(key: string): StoredInvoice | undefined;
  add(key: string, body: Record<string, unknown>, receivedAt: string): StoredInvoice;
  list(): StoredInvoice[];
  clear(): void;
}

const FIRST_INVOICE_ID = 5001;

export function createInvoiceStore(): InvoiceStore {
  const byKey = new Map<string, StoredInvoice>();
  let nextId = FIRST_INVOICE_ID;
  return {
    byKey: (key) => byKey.get(key),
    add(key, body, receivedAt) {
      const invoice: StoredInvoice = {
        invoice_id: nextId++,
        client_order_id: String(body.client_order_id),
        idempotency_key: key,
        body,
        received_at: receivedAt,
      };
      byKey.set(key, invoice);
      return invoice;
    },
    list: () => [...byKey.values()].map((i) => structuredClone(i)),
    clear() {
      byKey.clear();
      nextId = FIRST_INVOICE_ID;
    },
  };
}
