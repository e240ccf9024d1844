/**
 * The answers of the upload routes (assumed-contracts 6 to 9): a sale or a refund on
 * `POST /api/v2/invoices`, a shift summary on `POST /api/v2/shifts`. Each is keyed by
 * `Idempotency-Key`: a key seen before answers 200 with the first document's data and stores
 * nothing; a refused body stores nothing and leaves its key free for the corrected upload.
 */
import { staffPerformance } from './staff.ts';
import { isRecord, type FieldError } from './fields.ts';
import { validateInvoice, type InvoiceRules } from './invoices.ts';
import { isRefundBody, overRefundErrors, validateRefund } from './refunds.ts';
import { json } from './responses.ts';
import type { Reply } from './responses.ts';
import { validateShift } from './shifts.ts';
import { isVoidBody, validateVoid } from './voids.ts';
import type { EmulatorState } from './state.ts';
import type { StoredInvoice, StoredRefund } from './types.ts';

const keyMissing = (): Reply => json(400, { status: false, message: 'Idempotency-Key header is required' });
const refused = (message: string, errors: FieldError[]): Reply => json(422, { status: false, message, errors });

function parsed(text: string): { ok: true; body: unknown } | { ok: false } {
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const notJson: FieldError[] = [{ field: 'body', message: 'body must be JSON' }];

/** Sales and refunds answer alike (assumed-contracts 8: "answers as section 6"). */
function invoiceAnswer(status: 200 | 201, doc: StoredInvoice | StoredRefund): Reply {
  const what = 'refund_of' in doc ? 'Refund' : 'Invoice';
  return json(status, {
    status: true,
    message: status === 201 ? `${what} synced` : `${what} already synced`,
    data: { invoice_id: doc.invoice_id, client_order_id: doc.client_order_id },
  });
}

function receiveRefund(key: string, body: Record<string, unknown>, state: EmulatorState, rules: InvoiceRules): Reply {
  const errors = validateRefund(body, rules);
  if (errors.length > 0) return refused('Invalid refund', errors);
  const refundOf = String(body.refund_of);
  const sale = state.invoices.saleById(refundOf);
  if (sale === undefined) return refused('Unknown sale', [{ field: 'refund_of', message: `no sale with client_order_id ${refundOf}` }]);
  const earlier = state.invoices.refundsOf(refundOf).map((r) => r.body);
  const over = overRefundErrors(body, sale.body, earlier, rules.currencyDecimals);
  if (over.length > 0) return refused('Refund exceeds the sale', over);
  // assumed-contracts 13: money given back to a card was refunded on that card, for that amount.
  const card = state.cards.checkRefundPayments(body, sale.body, rules.currencyDecimals);
  if (card.length > 0) return refused('Invalid refund', card);
  return invoiceAnswer(201, state.invoices.addRefund(key, body, new Date().toISOString()));
}

/** `POST /api/v2/invoices`: a sale (assumed-contracts 6, 7), a refund (`kind: "refund"`, 8) or a cleared order's void (`kind: "void"`, 10). */
export function receiveInvoice(key: string, text: string, state: EmulatorState): Reply {
  if (key === '') return keyMissing();
  const seen = state.invoices.byKey(key);
  if (seen) return invoiceAnswer(200, seen);
  const read = parsed(text);
  if (!read.ok) return refused('Invalid invoice', notJson);
  const index = state.index();
  const rules: InvoiceRules = {
    isKnownProduct: (id) => index.productById.has(id),
    currencyDecimals: index.tenant.session.config.currency_decimals,
    locationId: index.tenant.session.location.id,
  };
  if (isRefundBody(read.body)) return receiveRefund(key, read.body, state, rules);
  if (isVoidBody(read.body)) {
    const refusedVoid = validateVoid(read.body, rules);
    if (refusedVoid.length > 0) return refused('Invalid void', refusedVoid);
    // A void takes nothing from the quotas: what was made was made.
    return invoiceAnswer(201, state.invoices.addVoid(key, read.body, new Date().toISOString()));
  }
  const errors = validateInvoice(read.body, rules);
  // assumed-contracts 13: a sale never names a card payment the acquirer did not approve for it.
  if (errors.length === 0 && isRecord(read.body)) errors.push(...state.cards.checkSalePayments(read.body, rules.currencyDecimals));
  if (errors.length > 0) return refused('Invalid invoice', errors);
  const stored = state.invoices.add(key, read.body as Record<string, unknown>, new Date().toISOString());
  state.quotaSales.sold(stored.body);
  return invoiceAnswer(201, stored);
}

/** `POST /api/v2/shifts` (assumed-contracts 9). */
export function receiveShift(key: string, text: string, state: EmulatorState): Reply {
  if (key === '') return keyMissing();
  const seen = state.shifts.byKey(key);
  if (seen) return json(200, { status: true, message: 'Shift already synced', data: { shift_id: seen.shift_id } });
  const read = parsed(text);
  if (!read.ok) return refused('Invalid shift', notJson);
  const errors = validateShift(read.body, state.index().tenant.session.config.currency_decimals);
  if (errors.length > 0 || !isRecord(read.body)) return refused('Invalid shift', errors);
  const shift = state.shifts.add(key, read.body, new Date().toISOString());
  return json(201, { status: true, message: 'Shift synced', data: { shift_id: shift.shift_id } });
}

/**
 * `GET /api/v2/staff-performance?date=YYYY-MM-DD` (assumed-contracts 10): the day's figures
 * per cashier from the sales, refunds and void documents stored (emulator/staff.ts); 422 without a date.
 */
export function staffPerformanceReply(state: EmulatorState, date: string | undefined): Reply {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return refused('Invalid date', [{ field: 'date', message: 'date must be YYYY-MM-DD' }]);
  const digits = state.index().tenant.session.config.currency_decimals;
  const stored = { sales: state.invoices.list(), refunds: state.invoices.refunds(), voids: state.invoices.voids() };
  const by_cashier = staffPerformance(stored, date, digits);
  return json(200, { status: true, message: 'Staff performance', data: { date, by_cashier } });
}

/**
 * `POST /api/v2/products/{id}/availability` (assumed-contracts 12): `{is_sold_out: 0|1}`.
 * 404 for an unknown product, 422 for any other body; the same key again answers 200 and
 * changes nothing. A change taken makes the sold-out list (5) and the product's snapshot
 * say so, as the back office would.
 */
export function receiveAvailability(key: string, productId: number, text: string, state: EmulatorState): Reply {
  if (key === '') return keyMissing();
  if (state.availability.some((a) => a.key === key)) return json(200, { status: true, message: 'Availability already updated' });
  if (!state.index().productById.has(productId)) return json(404, { status: false, message: 'Product not found' });
  const read = parsed(text);
  const value = read.ok && isRecord(read.body) ? read.body.is_sold_out : undefined;
  if (value !== 0 && value !== 1) return refused('Invalid availability', [{ field: 'is_sold_out', message: 'is_sold_out must be 0 or 1' }]);
  state.availability.push({ key, product_id: productId, is_sold_out: value, received_at: new Date().toISOString() });
  const soldOut = new Set(state.index().tenant.soldOut);
  if (value === 1) soldOut.add(productId);
  else soldOut.delete(productId);
  state.control.setSoldOut([...soldOut]);
  return json(200, { status: true, message: 'Availability updated' });
}
