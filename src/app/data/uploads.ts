/** What the status bar says of the uploads (read once for every screen by `DbProvider`), and sending a refused document again. */
import { useCallback, useContext } from 'react';
import type { UploadsSummary } from '../../db/orderCounts';
import { retryRejected } from '../../db/outbox';
import type { OutboxKind } from '../../db/schema';
import { UploadsContext, useDb } from './DbProvider';

const NOTHING: UploadsSummary = { waiting: 0, rejected: 0, reason: null };

/** The documents waiting to upload, those refused for good, and why the first waiting one waits; nothing until read. */
export function useUploadsSummary(): UploadsSummary {
  return useContext(UploadsContext) ?? NOTHING;
}

/** "Retry upload": a refused sale, refund or shift goes back into the queue. */
export function useRetryUpload(): (id: string, kind?: OutboxKind) => Promise<boolean> {
  const db = useDb();
  return useCallback((id, kind = 'sale') => retryRejected(db, id, Date.now(), kind), [db]);
}
