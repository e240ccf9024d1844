/**
 * Assumed contracts 6 and 8: `POST /api/v2/invoices` (sync_invoice) for a sale, with the body
 * invoiceBody.ts writes, and for a refund, with refundBody.ts's. Every attempt carries
 * `Idempotency-Key: <client_order_id>` of the document, so a retry after a lost answer is
 * acknowledged (200, same invoice) instead of stored twice. What each answer means for the
 * queue is upload.ts's.
 */
import * as v from 'valibot';
import type { CompletedOrder } from '../../checkout/order';
import type { ApiClient } from '../api/client';
import { reasonOf } from '../decode/rows';
import type { Refund } from '../../day/refund';
import { invoiceBody } from './invoiceBody';
import { refundBody } from './refundBody';
import { voidBody } from './voidBody';
import type { OrderVoid } from '../../day/orderVoid';
import { outcomeOfError, type UploadOutcome } from './upload';

const INVOICES_PATH = '/api/v2/invoices';

const invoiceId = v.union(
  [v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.nonEmpty())],
  'expected an invoice id',
);

const answerSchema = v.object({
  data: v.object({
    invoice_id: invoiceId,
    client_order_id: v.optional(v.nullable(v.string()), null),
  }),
});

/** Decodes a 2xx answer; one that names no invoice (or another order) is retried. */
function decodeInvoiceAnswer(body: unknown, clientOrderId: string): UploadOutcome {
  const parsed = v.safeParse(answerSchema, body, { abortEarly: true });
  if (!parsed.success) return { kind: 'retry', reason: `Unexpected answer from ${INVOICES_PATH}: ${reasonOf(parsed.issues)}`, reached: true };
  const { invoice_id, client_order_id } = parsed.output.data;
  if (client_order_id !== null && client_order_id !== clientOrderId) {
    return { kind: 'retry', reason: `Unexpected answer from ${INVOICES_PATH}: it names another order.`, reached: true };
  }
  return { kind: 'accepted', invoice_id };
}

async function postInvoice(api: ApiClient, body: object, clientOrderId: string, signal?: AbortSignal): Promise<UploadOutcome> {
  const res = await api.post(INVOICES_PATH, { body, headers: { 'Idempotency-Key': clientOrderId }, signal });
  return res.ok ? decodeInvoiceAnswer(res.value.body, clientOrderId) : outcomeOfError(res.error);
}

export function uploadInvoice(api: ApiClient, order: CompletedOrder, signal?: AbortSignal): Promise<UploadOutcome> {
  return postInvoice(api, invoiceBody(order), order.client_order_id, signal);
}

/** A refund goes to the same route under its own key; its sale must be uploaded first (the queue sees to it). */
export function uploadRefund(api: ApiClient, refund: Refund, signal?: AbortSignal): Promise<UploadOutcome> {
  return postInvoice(api, refundBody(refund), refund.client_order_id, signal);
}

/** A cleared order's void (assumed-contracts 10): the same route, under its own key, exactly once. */
export function uploadVoid(api: ApiClient, voided: OrderVoid, signal?: AbortSignal): Promise<UploadOutcome> {
  return postInvoice(api, voidBody(voided), voided.client_order_id, signal);
}
