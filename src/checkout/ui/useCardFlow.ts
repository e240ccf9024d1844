/**
 * "Card" on a till with a terminal (assumed-contracts 13), wired to the sale: before a new
 * payment every stored one not yet final is asked again; the new payment is stored with the
 * order, then sent and followed; its approval stores the sale (src/db/cardPayments.ts) and
 * the receipt opens. A payment left in flight (a reload while waiting) is followed again as
 * soon as "Payment" is open. Used by "Payment" only (TillPayment.tsx), so it loads with it, not
 * with the page; mounted while "Payment" is open, so a closed "Payment" forgets the last
 * payment's outcome.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CardCharge } from '../cardPayment';
import type { CompletedOrder } from '../order';
import type { SaleExtras } from '../payment';
import type { CardFlow } from './CardPaymentPanel';
import type { Catalog } from '../../core/catalog';
import type { CartState } from '../../cart/cart';
import type { CardPaymentRow } from '../../db/schema';
import { ZERO } from '../../core/money';
import { claimCardPayment, useCardPayment, useCardService, type CardService } from '../../app/data/cardPayments';
import { useCardInFlight } from '../../app/data/cardInFlight';
import { useSettings } from '../../app/data/settings';
import type { SaleWrites } from '../../app/data/printingActions';

/** What the card flow is wired to: the sale being paid and what follows its approval. */
export interface CardFlowInput {
  catalog: Catalog;
  cart: CartState | undefined;
  onSale: (order: CompletedOrder) => void;
  /** What the sale stores with it (its slips, its kitchen screens' tickets), planned once when the card is followed. */
  plan: () => Promise<SaleWrites>;
}

export function useCardFlow({ catalog, cart, onSale, plan }: CardFlowInput): CardFlow | null {
  const terminal = useSettings()?.cardTerminal ?? null;
  const service = useCardService();
  const inFlight = useCardInFlight();
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const shownId = inFlight?.payment_id ?? paymentId;
  const payment = useCardPayment(shownId);
  const { currency_decimals: digits } = catalog.session.config;
  const currency = catalog.session.location.currency;

  const follow = useCallback(
    async (row: CardPaymentRow, claimed?: { release(): void }) => {
      // Claimed before anything is awaited: recovery, running meanwhile, leaves it to this page.
      const claim = claimed ?? claimCardPayment(row.payment_id);
      if (!claim) return;
      try {
        const s = await service();
        // Planned while the payment's request is on its way: the customer's terminal waits for neither.
        await s.follow(row, { currency, digits, writes: plan(), onRecorded: (r) => r.order && r.payment.state === 'approved' && onSale(r.order) });
      } finally {
        claim.release();
      }
    },
    [service, plan, currency, digits, onSale],
  );

  // A payment in flight when "Payment" opens (after a reload) is followed again.
  useEffect(() => {
    if (inFlight) void follow(inFlight);
  }, [inFlight, follow]);

  if (!terminal) return null;
  return {
    terminalName: terminal.name,
    payment: payment ? { state: payment.state, cancel_asked: payment.cancel_asked } : null,
    async start(charge: CardCharge, extras: SaleExtras) {
      if (!cart) return;
      const s = await service();
      // Recovery first: what was left in flight is settled before a new payment is made.
      await s.recover(async () => plan());
      // Claimed before it is stored: the status bar's recovery (on start, on reconnect), running
      // meanwhile, would otherwise find it unknown to the service before it is sent, and fail it.
      const id = crypto.randomUUID();
      const claim = claimCardPayment(id)!;
      let row: Awaited<ReturnType<CardService['begin']>>;
      try {
        row = await s.begin({
          payment_id: id,
          cart,
          others: charge.others,
          amount: charge.amount,
          tip: charge.tip,
          sale_tip: extras.tip ?? ZERO,
          guests: extras.guests ?? null,
          brands: catalog.brands,
          session: catalog.session,
          terminal_id: terminal.terminal_id,
          now: new Date(),
        });
      } catch (error) {
        claim.release();
        throw error;
      }
      if (!s.isRefusal(row)) {
        setPaymentId(row.payment_id);
        return void follow(row, claim);
      }
      // This id was never stored. Another payment still in flight is followed first; a sale the
      // till would refuse is said, nothing sent.
      claim.release();
      if (row.reason !== 'in-flight') return row;
      setPaymentId(row.payment.payment_id);
      void follow(row.payment);
    },
    cancel() {
      if (shownId) void service().then((s) => s.cancel(shownId));
    },
  };
}
