/**
 * Why a sync failed, in the status bar's words (`FailureReason` of `status.ts`): read by the
 * sync engine, so it loads with the sync, not with the first paint.
 */
import { msg } from '@lingui/core/macro';
import type { SyncError } from './fullSync';
import type { FailureReason } from './status';

const PLAIN_WORDS: Record<FailureReason, string> = {
  unauthorized: msg`The server rejected the API key.`.id,
  server: msg`The server answered with an error.`.id,
  unreachable: msg`The server cannot be reached.`.id,
  storage: msg`This device could not store the catalog.`.id,
};

/** The status-bar reason of a sync error; `cancelled` is not a failure and gives null. */
export function failureOf(error: SyncError): { reason: FailureReason; message: string } | null {
  switch (error.kind) {
    case 'unauthorized':
      return { reason: 'unauthorized', message: PLAIN_WORDS.unauthorized };
    case 'server':
    case 'malformed':
    case 'rejected':
      return { reason: 'server', message: error.message || PLAIN_WORDS.server };
    case 'network':
    case 'timeout':
      return { reason: 'unreachable', message: error.message || PLAIN_WORDS.unreachable };
    case 'storage':
      return { reason: 'storage', message: error.message || PLAIN_WORDS.storage };
    case 'cancelled':
      return null;
    default: {
      const never: never = error;
      return never;
    }
  }
}
