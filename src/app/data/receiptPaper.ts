/**
 * What a receipt takes besides its sale: the branch's settings as the last sync read them
 * (assumed-contracts 11) and this terminal's "Tax invoice QR". A file of its own, loaded with
 * the receipt rather than the first paint.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { readReceiptPaper } from '../../db/branchSettings';
import type { ReceiptPaper } from '../../checkout/receipt';
import { useDb } from './DbProvider';

/** Undefined while being read, so a receipt never prints with the wrong page. */
export function useReceiptPaper(): ReceiptPaper | undefined {
  const db = useDb();
  return useLiveQuery(() => readReceiptPaper(db), [db]);
}
