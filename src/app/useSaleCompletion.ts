/**
 * Completing a sale on the selling screen: whether "Payment" is open, the sale stored, then its
 * receipt.
 *
 * "Complete sale" writes the sale, its outbox entry and the emptied order in one transaction
 * (src/db/orders.ts); a full device first drops the image cache and tries once more
 * (storagePressure.ts), and a write that still fails reaches the payment dialog, which keeps
 * the payment open. The open payment is also told to the till's state (tillStore.ts), so an
 * update never reloads the page in the middle of a payment.
 *
 * "Sell only with an open shift": a sale with no shift open is refused by the store (a typed
 * refusal, `no-open-shift`) and asks for a shift instead (`askShift`), over the payment, which
 * stays as it was; once the shift is opened the same payment completes the sale, and "Cancel"
 * goes back to the payment. Any other refusal goes back to the payment, which says it.
 *
 * With printers set up (Settings "Printers"), the sale's slips (and the drawer kick of a cash
 * sale) are stored in the sale's own transaction (src/devices/service.ts `saleJobsOf`), then
 * the print queue takes them: whatever the printers do, the sale stays complete, and a sale
 * is never stored without its slips.
 */
import { useCallback, useMemo, useState } from 'react';
import { stationLinksOf } from '../day/stations';
import type { Catalog } from '../core/catalog';
import type { CartState } from '../cart/cart';
import type { CompletedOrder } from '../checkout/order';
import type { SettledPayment } from '../checkout/payment';
import type { SaleExtras } from '../checkout/payment';
import type { SaleNotSaved } from '../checkout/saleNotSaved';
import type { PricingIndex } from '../cart/pricing';
import { useSaleStore } from './data/sale';
import { withStorageRelief } from './storageRelief';
import { tillStore } from './tillStore';
import { useSalePrints } from './data/printing';
import type { SaleWrites } from './data/printingActions';
import { tellSaleCompleted } from './display/useTellDisplay';
import type { CardFlowInput } from '../checkout/ui/useCardFlow';

/** `pricing`: the order's products and add-ons, whose own sold-out flags the sale is checked with when no sold-out poll is stored. */
export function useSaleCompletion(catalog: Catalog, cart: CartState | undefined, pricing: Pick<PricingIndex, 'products' | 'addons'>) {
  const loadSaleStore = useSaleStore();
  const [paying, setPayingState] = useState(false);
  const setPaying = useCallback((open: boolean) => {
    setPayingState(open);
    tillStore.setState({ paymentOpen: open });
  }, []);
  const [receipt, setReceipt] = useState<CompletedOrder | null>(null);
  const [askShift, setAskShift] = useState<{ answer(opened: boolean): void } | null>(null);
  // A product's station, read from the catalog as "Send to kitchen" reads it.
  const linksOf = useMemo(() => stationLinksOf(pricing.products, catalog.categories), [pricing.products, catalog.categories]);
  const prints = useSalePrints(catalog.channels, linksOf, pricing.products, catalog.categories);
  const currency = catalog.session.location.currency;
  /** A sale stored by an approved card (src/db/cardPayments.ts): its receipt, as "Complete sale" shows it. */
  const cardSale = useCallback(
    (order: CompletedOrder) => {
      setPaying(false);
      setReceipt(order);
      prints.stored();
      tellSaleCompleted(order, currency);
    },
    [setPaying, prints, currency],
  );
  // The card terminal's flow runs in "Payment" (src/checkout/ui/TillPayment.tsx), loaded with it.
  const cardFlow: CardFlowInput = { catalog, cart, onSale: cardSale, plan: prints.plan };

  /**
   * Stores the sale paid with `payments` (with its tip and guests), or a kiosk order to be paid
   * at the counter; its refusal, for the payment to say, when it was not stored.
   */
  async function complete(payments: SettledPayment[], extras: SaleExtras & { payAtCounter?: boolean } = {}): Promise<SaleNotSaved | undefined> {
    const { payAtCounter = false, tip, guests } = extras;
    if (!cart) return;
    const soldOutSnapshot = (id: number) => (pricing.products.get(id) ?? pricing.addons.get(id))?.is_sold_out === 1;
    // The sale's store loads with the first sale (precached, so offline too), not with the page.
    const { completeSale } = await loadSaleStore();
    // The slips are stored with the sale: with printers set up, what they need is read first.
    const printing = await prints.plan().catch(() => ({}) as SaleWrites);
    const store = () =>
      withStorageRelief(() => completeSale({ cart, payments, brands: catalog.brands, session: catalog.session, payAtCounter, soldOutSnapshot, tip, guests, ...printing }));
    let stored = await store();
    if (!stored.ok && stored.reason === 'no-open-shift') {
      const opened = await new Promise<boolean>((answer) => setAskShift({ answer }));
      setAskShift(null);
      if (!opened) return;
      stored = await store();
    }
    // Any other refusal is said by the payment, which stays as it was.
    if (!stored.ok) return stored;
    const { order } = stored;
    setPaying(false);
    setReceipt(order);
    if (printing.prints) prints.stored();
    tellSaleCompleted(order, catalog.session.location.currency);
  }

  /** One of the sale's dialogs is up: payment, the shift it asks for, or the receipt. */
  const showing = paying || receipt !== null || askShift !== null;
  return { cardFlow, paying, setPaying, receipt, closeReceipt: () => setReceipt(null), complete, askShift, showing, linksOf };
}
