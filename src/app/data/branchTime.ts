/**
 * The branch's time zone, which every document's time is read in (`formatDocumentTime`): a
 * receipt, a kitchen ticket, a refund, "Orders" and the reports all tell the same time.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { readBranchTimeZone } from '../../db/activeGeneration';
import { useDb } from './DbProvider';

/** Undefined while being read, so nothing prints a time in the wrong zone. */
export function useBranchTimeZone(): string | undefined {
  const db = useDb();
  return useLiveQuery(() => readBranchTimeZone(db), [db]);
}
