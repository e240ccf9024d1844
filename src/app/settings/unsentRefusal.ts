/** The words of a refusal while anything has not reached the server (Settings, "Change server or key"). */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** Why an action that would lose `count` unsent documents was refused: the server changed, a log-out, a clear. */
export function unsentRefusal(action: 'server' | 'log-out' | 'clear', count: number): MessageDescriptor {
  switch (action) {
    case 'server':
      return msg`The server was not changed: ${plural(count, { one: '# sale, refund, shift, void or sold-out mark has', other: '# sales, refunds, shifts, voids or sold-out marks have' })} not reached the server yet. Let them upload first, or save them with "Export unsent".`;
    case 'log-out':
      return msg`Not logged out: ${plural(count, { one: '# sale, refund, shift, void or sold-out mark has', other: '# sales, refunds, shifts, voids or sold-out marks have' })} not reached the server yet. Let them upload first, or save them with "Export unsent".`;
    case 'clear':
      return msg`Nothing was cleared: ${plural(count, { one: '# sale, refund, shift, void or sold-out mark has', other: '# sales, refunds, shifts, voids or sold-out marks have' })} not reached the server yet. Let them upload first, or save them with "Export unsent".`;
    default: {
      const never: never = action;
      return never;
    }
  }
}
