/** The staff list's refusals (src/staff/staff.ts) in words. */
import { msg } from '@lingui/core/macro';
import type { Message } from '../../core/names';
import type { StaffRefusal } from '../staffList';

export function staffRefusalText(refusal: StaffRefusal): Message {
  switch (refusal.reason) {
    case 'name-missing':
      return msg`Type a name.`;
    case 'name-taken':
      return msg`Someone on this terminal already has that name.`;
    case 'last-manager':
      return msg`The terminal keeps one manager at least: make someone else a manager first.`;
    case 'manager-exists':
      return msg`This terminal already has a manager.`;
    case 'unknown-person':
      return msg`This person was removed on another screen.`;
    default: {
      const never: never = refusal;
      return never;
    }
  }
}
