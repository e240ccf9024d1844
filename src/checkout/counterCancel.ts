/**
 * The words of each reason a counter order was cancelled unpaid, shown in the till's language
 * ("Cancel order" and "Orders"). Apart from kiosk.ts so the first load does not carry them.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CounterCancelReason } from './kiosk';

export const COUNTER_CANCEL_LABEL: Readonly<Record<CounterCancelReason, MessageDescriptor>> = {
  'not-collected': msg`Customer did not come to pay`,
  'changed-mind': msg`Customer changed mind`,
  'ordered-twice': msg`Ordered twice`,
  other: msg`Other`,
  lapsed: msg`Lapsed`,
};
