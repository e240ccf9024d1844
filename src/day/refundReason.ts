/**
 * Why a refund is made, as "Refund" asks it: one of the common reasons, tapped, and what the
 * cashier types (another reason, or more about the chosen one). The refund stores the chosen
 * reason in its English words, as a void does (assumed-contracts 10), so the owner reads the
 * same reason whatever the language of the till; what was typed follows as typed.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { english, type Translate } from '../core/names';

/** The reasons "Refund" offers, by key, in the order shown. */
export const REFUND_REASONS = ['changed-mind', 'wrong-item', 'damaged', 'other'] as const;
export type RefundReasonKey = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABEL: Readonly<Record<RefundReasonKey, MessageDescriptor>> = {
  'changed-mind': msg`Customer changed mind`,
  'wrong-item': msg`Wrong item`,
  damaged: msg`Damaged`,
  other: msg`Other`,
};

/**
 * The reason in words (`t`: English, as stored, unless told): the chosen reason, with what was
 * typed after it ("Wrong item: asked for no onions"); with "Other" or none chosen, what was
 * typed alone. Empty when neither says anything: the refund is then refused for its reason.
 */
export function refundReason(chosen: RefundReasonKey | null, typed: string, t: Translate = english): string {
  const text = typed.trim();
  if (chosen === null || chosen === 'other') return text;
  const label = t(REFUND_REASON_LABEL[chosen]);
  return text === '' ? label : `${label}: ${text}`;
}
