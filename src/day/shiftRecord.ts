/**
 * A sale or refund recorded in an open shift (src/day/shift.ts), once: recording it again
 * changes nothing. The shift reducer's rule for `saleRecorded` and `refundRecorded`, in a module
 * of its own so that the sale's transaction (src/db/shiftFields.ts) uses it without bringing
 * the rest of the shift's rules into the first load.
 */

/** What a shift keeps of its documents. */
interface RecordedDocuments {
  sale_ids: readonly string[];
  refund_ids: readonly string[];
}

export interface DocumentRecorded {
  type: 'saleRecorded' | 'refundRecorded';
  client_order_id: string;
}

/** Adds `id` once. */
const withId = (ids: readonly string[], id: string): readonly string[] | null => (ids.includes(id) ? null : [...ids, id]);

export function recordedIn<S extends RecordedDocuments>(state: S, event: DocumentRecorded): S {
  if (event.type === 'saleRecorded') {
    const sale_ids = withId(state.sale_ids, event.client_order_id);
    return sale_ids === null ? state : { ...state, sale_ids };
  }
  const refund_ids = withId(state.refund_ids, event.client_order_id);
  return refund_ids === null ? state : { ...state, refund_ids };
}
