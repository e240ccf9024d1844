/**
 * The dialogs that finish a sale over the selling screen: the payment (the till's, or the
 * kiosk's with "Pay at the counter"), the receipt (or the kiosk's end screen) and, when the
 * terminal sells only with an open shift, "Open shift" asked at "Pay". Each loads on first use
 * (precached, so offline too): a smaller first load.
 */
import { lazy, Suspense } from 'react';
import { lazyPreload } from '../ui/lazyPreload';
import { useLingui } from '@lingui/react/macro';
import type { Catalog } from '../core/catalog';
import type { StationLinks } from '../day/stations';
import type { CurrencyDigits, Money } from '../core/money';
import type { PaymentChoices } from '../checkout/ui/PaymentDialog';
import type { useSaleCompletion } from './useSaleCompletion';

// The till's payment with its card terminal's flow (the flow loads with it), and the kiosk's:
// loaded ahead when the till is idle (firstUseChunks.ts).
export const TillPayment = lazyPreload(() => import('../checkout/ui/TillPayment').then((m) => m.TillPayment));
export const KioskPayment = lazyPreload(() => import('../checkout/ui/KioskPayment').then((m) => m.KioskPayment));
const CompletionReceipt = lazy(() => import('../checkout/ui/CompletionReceipt').then((m) => ({ default: m.CompletionReceipt })));
// The kiosk's last screen loads on first use too: a till never needs it.
const KioskEnd = lazy(() => import('../checkout/ui/KioskEnd').then((m) => ({ default: m.KioskEnd })));
const KioskKitchenPrint = lazy(() => import('../checkout/ui/KioskKitchenPrint').then((m) => ({ default: m.KioskKitchenPrint })));
const OpenShiftDialog = lazy(() => import('../day/ui/ShiftDialogs').then((m) => ({ default: m.OpenShiftDialog })));

export function SaleDialogs({ sale, total, revision, digits, blocked, choices, kiosk, catalog, linksOf, onNextCustomer }: {
  sale: ReturnType<typeof useSaleCompletion>;
  /** The order's total; null while it cannot be priced (no payment then). */
  total: Money | null;
  /** The order's revision: a changed order opens a fresh payment. */
  revision: number | undefined;
  digits: CurrencyDigits;
  /** Why the order cannot be paid as it stands (a stock change), or null. */
  blocked: string | null;
  choices: PaymentChoices;
  kiosk: boolean;
  catalog: Catalog;
  linksOf: (productId: number) => StationLinks;
  /** The kiosk's end screen closed: the first screen is the next customer's. */
  onNextCustomer: () => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <Suspense fallback={null}>
        {sale.paying && total !== null && !kiosk && (
          <TillPayment
            revision={revision}
            total={total}
            digits={digits}
            blocked={blocked}
            onComplete={sale.complete}
            choices={choices}
            cardFlow={sale.cardFlow}
            onCancel={() => sale.setPaying(false)}
          />
        )}
        {sale.paying && total !== null && kiosk && (
          <KioskPayment
            key={revision}
            total={total}
            digits={digits}
            onPayAtCounter={() => sale.complete([], { payAtCounter: true })}
            cardFlow={sale.cardFlow}
            onCancel={() => sale.setPaying(false)}
          />
        )}
        {sale.receipt && kiosk && (
          <KioskEnd
            order={sale.receipt}
            // A paid order's kitchen tickets print as the screen opens (none for one to pay at the counter).
            kitchen={!sale.receipt.pay_at_counter && <KioskKitchenPrint order={sale.receipt} channels={catalog.channels} linksOf={linksOf} />}
            onDone={() => {
              sale.closeReceipt();
              onNextCustomer();
            }}
          />
        )}
        {sale.receipt && !kiosk && (
          <CompletionReceipt order={sale.receipt} channels={catalog.channels} linksOf={linksOf} onNewSale={sale.closeReceipt} />
        )}
      </Suspense>
      {/* Its own boundary: loading it must not hide the payment it is drawn over. */}
      <Suspense fallback={null}>
        {sale.askShift && (
          <OpenShiftDialog
            session={catalog.session}
            description={t`This terminal sells only with an open shift. Open one to complete the sale.`}
            onOpened={() => sale.askShift?.answer(true)}
            onCancel={() => sale.askShift?.answer(false)}
          />
        )}
      </Suspense>
    </>
  );
}
