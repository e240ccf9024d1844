/**
 * The words of each void reason: the "Void" dialog shows them in the till's language, and the
 * server reads them in English (assumed-contracts 10), whatever the till's language. Apart from
 * kitchen.ts so the first load, which carries the order's rules, does not carry them: the
 * dialog and the upload load them when used.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { english } from '../core/names';
import type { VoidReason } from './kitchen';

/** The dialog's words for each reason. */
export const VOID_REASON_LABEL: Readonly<Record<VoidReason, MessageDescriptor>> = {
  'changed-mind': msg`Customer changed mind`,
  'wrong-item': msg`Wrong item`,
  'kitchen-error': msg`Kitchen error`,
  other: msg`Other`,
};

/** The reason as the server reads it: the dialog's English words. */
export const voidReasonText = (reason: VoidReason): string => english(VOID_REASON_LABEL[reason]);
