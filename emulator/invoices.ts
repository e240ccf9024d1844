/**
 * Invoice upload (assumed-contracts 6 to 8): sale body validation and the store of what the
 * route accepted, sales and refunds (refunds.ts) kept apart but under one set of keys and one
 * numbering. A key seen before answers with the first document's data and stores nothing,
 * whatever the new body says, sale or refund.
 */
import { checkDocumentStaff } from './staff.ts';
import { checkBrand, checkGuests, checkMethod, checkOrderFields, isNumber, isRecord, nonEmptyString, readAmount, type FieldError } from './fields.ts';
import type { StoredInvoice, StoredRefund } from './types.ts';
import { checkSplitOf, checkVoids } from './voids.ts';
import { checkLineTotals, checkSaleBranch } from './strict.ts';

export type InvoiceError = FieldError;

export interface InvoiceRules {
  isKnownProduct(id: number): boolean;
  /** Minor-unit digits of the session currency. */
  currencyDecimals: number;
  /** The session's branch: a sale of another is refused. */
  locationId: number;
}

/** Every reason the body cannot be stored; empty when it is valid. */
export function validateInvoice(body: unknown, rules: InvoiceRules): InvoiceError[] {
  if (!isRecord(body)) return [{ field: 'body', message: 'body must be a JSON object' }];
  const errors: InvoiceError[] = [];
  const scale = 10 ** rules.currencyDecimals;
  const minor = (v: number): number => Math.round(v * scale);

  if (body.kind !== undefined && body.kind !== 'sale') errors.push({ field: 'kind', message: 'kind must be "sale" or "refund" when given' });
  if (!nonEmptyString(body.client_order_id)) errors.push({ field: 'client_order_id', message: 'client_order_id must be a non-empty string' });
  if (!nonEmptyString(body.ticket_no)) errors.push({ field: 'ticket_no', message: 'ticket_no is required' });
  checkBrand(body.brand_id, 'brand_id', errors);
  checkSaleBranch(body, rules.locationId, errors);
  checkOrderFields(body, errors);
  checkDocumentStaff(body, errors);
  checkGuests(body, errors);
  checkLineTotals(body.lines, rules.currencyDecimals, errors);
  // assumed-contracts 10: not part of the total, 0 or more; absent is 0.
  const tip = body.tip === undefined ? 0 : readAmount(body.tip, 'tip', rules.currencyDecimals, errors);
  checkVoids(body, rules, errors);
  checkSplitOf(body, errors);

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
      if (isRecord(p)) checkMethod(p, `payments[${i}]`, errors);
      if (isRecord(p) && isNumber(p.amount)) paid += minor(p.amount);
      else errors.push({ field: `payments[${i}].amount`, message: 'amount must be a number' });
    });
    if (tip !== null && tip > 0 && paid < total + tip) {
      errors.push({ field: 'payments', message: `payments (${paid / scale}) do not cover the total and the tip (${(total + tip) / scale})` });
    } else if (paid < total) errors.push({ field: 'payments', message: `payments (${paid / scale}) do not cover the total (${body.total})` });
  }
  return errors;
}

export interface InvoiceStore {
  /** The sale, refund or void document first stored under `key`. */
  byKey(key: string): StoredInvoice | StoredRefund | undefined;
  addVoid(key: string, body: Record<string, unknown>, receivedAt: string): StoredInvoice;
  /** Void documents (assumed-contracts 10), oldest first. */
  voids(): StoredInvoice[];
  add(key: string, body: Record<string, unknown>, receivedAt: string): StoredInvoice;
  addRefund(key: string, body: Record<string, unknown>, receivedAt: string): StoredRefund;
  /** The first sale stored with this `client_order_id`. */
  saleById(clientOrderId: string): StoredInvoice | undefined;
  /** The refunds stored of the sale with this `client_order_id`, oldest first. */
  refundsOf(clientOrderId: string): StoredRefund[];
  /** Sales only, oldest first. */
  list(): StoredInvoice[];
  refunds(): StoredRefund[];
  clear(): void;
}

const FIRST_INVOICE_ID = 5001;

export function createInvoiceStore(): InvoiceStore {
  const sales = new Map<string, StoredInvoice>();
  const refunds = new Map<string, StoredRefund>();
  const voids = new Map<string, StoredInvoice>();
  let nextId = FIRST_INVOICE_ID;
  const stored = (key: string, body: Record<string, unknown>, receivedAt: string): StoredInvoice => ({
    invoice_id: nextId++,
    client_order_id: String(body.client_order_id),
    idempotency_key: key,
    body,
    received_at: receivedAt,
  });
  return {
    byKey: (key) => sales.get(key) ?? refunds.get(key) ?? voids.get(key),
    addVoid(key, body, receivedAt) {
      const voided = stored(key, body, receivedAt);
      voids.set(key, voided);
      return voided;
    },
    voids: () => [...voids.values()].map((v) => structuredClone(v)),
    add(key, body, receivedAt) {
      const invoice = stored(key, body, receivedAt);
      sales.set(key, invoice);
      return invoice;
    },
    addRefund(key, body, receivedAt) {
      const refund: StoredRefund = { ...stored(key, body, receivedAt), refund_of: String(body.refund_of) };
      refunds.set(key, refund);
      return refund;
    },
    saleById: (id) => [...sales.values()].find((s) => s.client_order_id === id),
    refundsOf: (id) => [...refunds.values()].filter((r) => r.refund_of === id),
    list: () => [...sales.values()].map((i) => structuredClone(i)),
    refunds: () => [...refunds.values()].map((r) => structuredClone(r)),
    clear() {
      sales.clear();
      refunds.clear();
      voids.clear();
      nextId = FIRST_INVOICE_ID;
    },
  };
}
