/**
 * Card refunds (assumed-contracts 13 `/refund`): money a refund gives back to the card that paid
 * on the terminal.
 *
 * Promises: a card refund is stored in the transaction that stores its refund document
 * (refunds.ts), under an `Idempotency-Key` made then, BEFORE its request leaves; sending it again
 * (a lost answer, a reload) uses the same key, so the card is refunded once. An answer is
 * recorded once: a row answered stays as it was answered.
 */
import type { RefundRow, CardRefundRow, PosDb } from './schema';

/** The card refunds of a refund document about to be stored: one per payment given back to a terminal's card. */
export function cardRefundsOf(refund: RefundRow, now: Date): CardRefundRow[] {
  return refund.payments.flatMap((p) =>
    p.payment_id && p.card_refund_key
      ? [{ key: p.card_refund_key, refund: refund.client_order_id, payment_id: p.payment_id, amount: p.amount, digits: refund.digits, state: 'created' as const, refund_id: null, message: null, created_at: now.toISOString(), answered_at: null }]
      : [],
  );
}

/** The card refunds not answered yet (of one refund document, or all). */
export async function unsentCardRefunds(db: PosDb, refund?: string): Promise<CardRefundRow[]> {
  const open = await db.cardRefunds.where('state').equals('created').toArray();
  return refund === undefined ? open : open.filter((r) => r.refund === refund);
}

/** The keys of the card refunds not answered yet: a refund document waits while its own are among them (outbox.ts). */
export function unansweredCardRefundKeys(db: PosDb): Promise<string[]> {
  return db.cardRefunds.where('state').equals('created').primaryKeys();
}

type CardRefundAnswer = { state: 'refunded'; refund_id: string } | { state: 'refused'; message: string };

/** Records the acquirer's answer, once; null when no such card refund is stored. */
export async function recordCardRefund(db: PosDb, key: string, answer: CardRefundAnswer, now: Date): Promise<CardRefundRow | null> {
  return db.transaction('rw', db.cardRefunds, async () => {
    const row = await db.cardRefunds.get(key);
    if (!row || row.state !== 'created') return row ?? null;
    const next: CardRefundRow = {
      ...row,
      state: answer.state,
      refund_id: answer.state === 'refunded' ? answer.refund_id : null,
      message: answer.state === 'refused' ? answer.message : null,
      answered_at: now.toISOString(),
    };
    await db.cardRefunds.put(next);
    return next;
  });
}

/** The card refunds the acquirer refused among those of the refund documents `refunds`: nothing went back to those cards. */
export async function refusedCardRefunds(db: PosDb, refunds: readonly string[]): Promise<CardRefundRow[]> {
  return db.cardRefunds.where('refund').anyOf([...refunds]).filter((r) => r.state === 'refused').toArray();
}
