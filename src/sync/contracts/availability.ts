/**
 * Assumed contract 12: `POST /api/v2/products/{id}/availability` (update_product_availability),
 * body `{is_sold_out: 1}` or `{is_sold_out: 0}`, under `Idempotency-Key: <the change's UUID>`,
 * sent once through the outbox. 200 `{status:true}` takes the change; 404 (an unknown product)
 * and 422 refuse it for good; what any other answer means for the queue is upload.ts's.
 */
import type { AvailabilityChange } from '../../core/availability';
import type { ApiClient } from '../api/client';
import { outcomeOfError, type UploadOutcome } from './upload';

const availabilityPath = (productId: number): string => `/api/v2/products/${productId}/availability`;

function availabilityBody(change: Pick<AvailabilityChange, 'sold_out'>): { is_sold_out: 0 | 1 } {
  return { is_sold_out: change.sold_out ? 1 : 0 };
}

export async function uploadAvailability(api: ApiClient, change: AvailabilityChange, signal?: AbortSignal): Promise<UploadOutcome> {
  const res = await api.post(availabilityPath(change.product_id), {
    body: availabilityBody(change),
    headers: { 'Idempotency-Key': change.id },
    signal,
  });
  // The answer carries no id of its own: the change's is what the server took.
  return res.ok ? { kind: 'accepted', invoice_id: change.id } : outcomeOfError(res.error);
}
