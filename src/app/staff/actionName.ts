/** What a "Manager approval" is asked for, in the language on screen. */
import { msg } from '@lingui/core/macro';
import type { ApprovalAction } from '../../staff/staff';
import { useLanguage } from '../../i18n/react';

const NAMES = {
  discount: msg`A discount above the cashier’s limit`,
  refund: msg`A refund`,
  void: msg`A void`,
  'cash-out': msg`Cash out`,
  'reopen-payment': msg`A payment confirmed by staff`,
  manage: msg`Staff screens`,
} as const satisfies Record<ApprovalAction, unknown>;

export function useActionName(action: ApprovalAction): string {
  return useLanguage().translate(NAMES[action]);
}
