/** What a "Manager approval" is asked for, in the language on screen. */
import { msg } from '@lingui/core/macro';
import type { ApprovalAction } from '../staff';
import { useLanguage } from '../../i18n/react';

const NAMES = {
  discount: msg`A discount above the cashier’s limit`,
  refund: msg`A refund`,
  void: msg`A void`,
  'cash-out': msg`Cash out`,
  drawer: msg`Open drawer`,
  'reopen-payment': msg`A payment confirmed by staff`,
  settings: msg`Settings`,
  staff: msg`Staff`,
  role: msg`A person’s role`,
  pin: msg`Reset PIN`,
  tenders: msg`Tenders`,
  training: msg`Training`,
  kiosk: msg`Kiosk mode`,
  'kiosk-orders': msg`Orders`,
  'sold-out': msg`Sold out`,
  'terminal-data': msg`The terminal’s data`,
  server: msg`Change server or key`,
} as const satisfies Record<ApprovalAction, unknown>;

export function useActionName(action: ApprovalAction): string {
  return useLanguage().translate(NAMES[action]);
}
