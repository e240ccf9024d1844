/**
 * A counter order that lapsed: cancelled as `lapsed`, by nobody, at the time it was found so.
 * Written by "Mark paid" (orders.ts) and by the sweep (counterOrders.ts), inside their
 * transactions on `orders`.
 */
import type { OrderRow } from './schema';

export const lapsedChange = (now: Date): Pick<OrderRow, 'upload' | 'cancelled'> => ({
  upload: 'cancelled',
  cancelled: { at: now.toISOString(), reason: 'lapsed' },
});
