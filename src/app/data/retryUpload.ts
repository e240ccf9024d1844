/** Sending a refused document again (`src/db/outbox.ts`): "Orders" and the shift's dialogs, loaded on first use. */
import { useCallback } from 'react';
import { retryRejected } from '../../db/outbox';
import type { OutboxKind } from '../../db/schema';
import { useDb } from './DbProvider';

/** "Retry upload": a refused sale, refund or shift goes back into the queue. */
export function useRetryUpload(): (id: string, kind?: OutboxKind) => Promise<boolean> {
  const db = useDb();
  return useCallback((id, kind = 'sale') => retryRejected(db, id, Date.now(), kind), [db]);
}
