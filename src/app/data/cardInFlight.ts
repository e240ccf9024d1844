/**
 * The card payment of this till not yet final, read live: what clearing, parking and locking
 * ask before they act (the rest of the card payments' hooks, cardPayments.ts, load with use).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { CardPaymentRow } from '../../db/schema';
import { useDb } from './DbProvider';

/** The payment of this till not yet final, read live; null when none, undefined while loading. */
export function useCardInFlight(): CardPaymentRow | null | undefined {
  const db = useDb();
  return useLiveQuery(async () => (await db.cardPayments.where('state').anyOf('created', 'pending').first()) ?? null, [db]);
}
