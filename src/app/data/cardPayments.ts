/**
 * Card payments on the till's terminal (assumed-contracts 13): the payment in flight read live
 * (for the refusals of clearing, parking and locking, and for "Payment"), and the service that
 * starts, follows, cancels and recovers payments (src/db/cardPayments.ts and
 * src/sync/cardRecovery.ts, loaded with the first use, not with the page).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import type { CardPaymentRow, PosDb } from '../../db/schema';
import type { PlanCardPrints } from '../../sync/cardRecovery';
import { useDb } from './DbProvider';

/** A payment read live by its id; undefined while loading or when there is none. */
export function useCardPayment(paymentId: string | null): CardPaymentRow | undefined {
  const db = useDb();
  return useLiveQuery(async () => (paymentId === null ? undefined : db.cardPayments.get(paymentId)), [db, paymentId]);
}

/** The payments this page follows itself now: recovery leaves them to it. */
const following = new Set<string>();

/**
 * Claims the payment for this page, at once (before anything is awaited), so a recovery
 * running meanwhile leaves it alone; null when this page already follows it. `release` once
 * the following ends.
 */
export function claimCardPayment(paymentId: string): { release(): void } | null {
  if (following.has(paymentId)) return null;
  following.add(paymentId);
  return { release: () => following.delete(paymentId) };
}

async function loadService(db: PosDb) {
  const [store, driver, contracts, { createApiClient }, { readSettings }] = await Promise.all([
    import('../../db/cardPayments'),
    import('../../sync/cardRecovery'),
    import('../../sync/contracts/cardPayments'),
    import('../../sync/api/client'),
    import('../../db/settings'),
  ]);
  const api = async () => {
    const s = await readSettings(db);
    return createApiClient({ baseUrl: s.serverUrl ?? '', apiKey: s.apiKey });
  };
  return {
    begin: (input: Parameters<typeof store.beginCardPayment>[1]) => store.beginCardPayment(db, input),
    isRefusal: store.isCardStartRefusal,
    /** Follows a payment this page claimed (`claimCardPayment`). */
    follow: async (row: CardPaymentRow, options: Parameters<typeof driver.sendAndFollow>[3]) => driver.sendAndFollow(db, await api(), row, options),
    cancel: async (paymentId: string) => driver.cancelAndRecord(db, await api(), paymentId),
    /** `prints`: what each sale it completes stores with it (slips, kitchen screens' tickets). */
    recover: async (prints?: PlanCardPrints) => {
      const client = await api();
      // Card refunds left unanswered (a reload, the service out of reach) are sent again too.
      await driver.sendCardRefunds(db, client).catch(() => undefined);
      return driver.recoverCardPayments(db, client, { skip: following, ...(prints ? { prints } : {}) });
    },
    /** Sends the card refunds of the refund document `refund` (stored with it). */
    sendRefunds: async (refund: string) => driver.sendCardRefunds(db, await api(), { refund }),
    terminals: async () => contracts.fetchCardTerminals(await api()),
  };
}

export type CardService = Awaited<ReturnType<typeof loadService>>;

/** Loads the card service on first use. */
export function useCardService(): () => Promise<CardService> {
  const db = useDb();
  return useCallback(() => loadService(db), [db]);
}
