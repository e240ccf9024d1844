/** The words for a document's upload state, as "Orders" shows them beside each sale, refund and cleared order. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderState } from '../../db/schema';

export const UPLOAD_STATE_TEXT: Record<OrderState, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  cancelled: msg`Cancelled`,
  waiting: msg`Waiting`,
  uploaded: msg`Uploaded`,
  rejected: msg`Rejected`,
  handed_over: msg`Handed over`,
};
