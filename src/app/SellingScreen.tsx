/**
 * The selling screen's layout: the menu, the order, and the dialogs over them (the option
 * picker, the payment, the receipt, the kiosk's idle reset). Indexes are built once per
 * catalog. The order itself, its prices and every change to it are useSellingOrder.ts's;
 * completing the sale is useSaleCompletion.ts's.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { Catalog, Product } from '../core/catalog';
import { isStale } from '../cart/cart';
import { OrderPanel } from '../cart/ui/OrderPanel';
import { OrderPanelSkeleton } from '../cart/ui/OrderPanelSkeleton';
import { isKioskSellable } from '../checkout/kiosk';
import type { PosDb } from '../db/schema';
import { labelWeight } from '../menu/barcode';
import { selectBrand } from '../menu/brand';
import { dealScope } from '../menu/deals';
import { buildMenuIndex } from '../menu/menuIndex';
import { SellingMenu, type MenuChoice } from '../menu/ui/SellingMenu';
import { buildPickerIndex, needsPicker, plainRequest } from '../picker';
import { useQuotasHeld } from './useQuotasHeld';
import { useSaleCompletion } from './useSaleCompletion';
import { useSellingOrder } from './useSellingOrder';

// Dialogs load on first use (they are precached, so offline too): a smaller first load.
const PickerDialog = lazy(() => import('../picker/ui/PickerDialog').then((m) => ({ default: m.PickerDialog })));
const PaymentDialog = lazy(() => import('../checkout/ui/PaymentDialog').then((m) => ({ default: m.PaymentDialog })));
const KioskPaymentDialog = lazy(() => import('./kiosk/KioskPaymentDialog').then((m) => ({ default: m.KioskPaymentDialog })));
const Receipt = lazy(() => import('../checkout/ui/Receipt').then((m) => ({ default: m.Receipt })));
const IdleReset = lazy(() => import('./kiosk/IdleReset').then((m) => ({ default: m.IdleReset })));
const OpenShiftDialog = lazy(() => import('./shift/ShiftDialogs').then((m) => ({ default: m.OpenShiftDialog })));

/** Kiosks sell no open-price or weighed items: a customer types neither a price nor a weight. */
function kioskCatalog(catalog: Catalog): Catalog {
  return { ...catalog, products: catalog.products.filter(isKioskSellable) };
}

export function SellingScreen({ db, catalog: fullCatalog, kiosk = false, idleSeconds = 90 }: {
  db: PosDb;
  catalog: Catalog;
  kiosk?: boolean;
  idleSeconds?: number;
}) {
  const sellable = useMemo(() => (kiosk ? kioskCatalog(fullCatalog) : fullCatalog), [fullCatalog, kiosk]);
  // Sales completed but not yet counted by a quota poll hold their units (2.10.11 across orders).
  const catalog = useQuotasHeld(db, sellable);
  const digits = catalog.session.config.currency_decimals;
  const menuIndex = useMemo(() => buildMenuIndex(catalog), [catalog]);
  // The picker's combo slots read the menu index's own 2.10.5 listings.
  const pickerIndex = useMemo(() => buildPickerIndex(catalog, menuIndex), [catalog, menuIndex]);
  const order = useSellingOrder(db, catalog, menuIndex);
  const { cart, ctx, total, clearAbandoned } = order;
  const sale = useSaleCompletion(db, catalog, cart);
  const { setPaying } = sale;
  const [picking, setPicking] = useState<{ product: Product; weight_g: number | null; brandId: number } | null>(null);

  function choose({ product, weight_g, price: labelPrice }: MenuChoice) {
    const weight = weight_g ?? (labelPrice !== undefined ? labelWeight(product, labelPrice) : undefined);
    if (weight !== undefined || needsPicker(product, pickerIndex)) {
      setPicking({ product, weight_g: weight ?? null, brandId: order.menuBrandId });
      return;
    }
    order.addLine(plainRequest(product), order.menuBrandId);
  }

  // An abandoned kiosk order clears for the next customer, payment screen included.
  const resetAbandoned = useCallback(() => {
    setPicking(null);
    setPaying(false);
    clearAbandoned();
  }, [setPaying, clearAbandoned]);

  return (
    <div className={`selling${kiosk ? ' selling--kiosk' : ''}`}>
      <SellingMenu
        index={menuIndex}
        digits={digits}
        channelId={cart?.channel_id ?? null}
        kiosk={kiosk}
        orderHasLines={(cart?.lines.length ?? 0) > 0}
        pinnedBrandId={order.pinned}
        onBrandSwitched={(brandId) => void order.send(() => ({ type: 'brandSwitched', brand_id: brandId }))}
        onChoose={choose}
      />
      {cart ? (
        <OrderPanel
          state={cart}
          digits={digits}
          channels={kiosk ? [] : catalog.channels}
          discountCap={(id) => (kiosk ? 0 : ctx.rules.discountCap(id))}
          isStale={(line) => isStale(line, cart.channel_id, ctx.pricing)}
          onEvent={order.onCartEvent}
          onPay={() => setPaying(true)}
        />
      ) : (
        <OrderPanelSkeleton />
      )}
      {order.notice && (
        <p role="alert" className="alert selling__notice">
          {order.notice}
          <button type="button" className="btn btn--small" onClick={order.dismissNotice}>
            Dismiss
          </button>
        </p>
      )}
      <Suspense fallback={null}>
      {picking && (
        <PickerDialog
          product={picking.product}
          index={pickerIndex}
          digits={digits}
          price={order.price}
          initialWeightG={picking.weight_g}
          scope={dealScope(selectBrand(menuIndex.brands, menuIndex.session, picking.brandId), menuIndex.railCandidates)}
          kiosk={kiosk}
          onAdd={(request) => {
            setPicking(null);
            order.addLine(request, picking.brandId);
          }}
          onCancel={() => setPicking(null)}
        />
      )}
      {sale.paying && total !== null && !kiosk && (
        <PaymentDialog
          key={cart?.revision}
          total={total}
          digits={digits}
          onComplete={sale.complete}
          onCancel={() => setPaying(false)}
        />
      )}
      {sale.paying && total !== null && kiosk && (
        <KioskPaymentDialog
          key={cart?.revision}
          total={total}
          digits={digits}
          onComplete={sale.complete}
          onPayAtCounter={() => sale.complete([], true)}
          onCancel={() => setPaying(false)}
        />
      )}
      {kiosk && <IdleReset idleSeconds={idleSeconds} active={(cart?.lines.length ?? 0) > 0} onReset={resetAbandoned} />}
      {sale.receipt && (
        <Receipt
          order={sale.receipt}
          date={new Date(sale.receipt.created_at).toLocaleString()}
          onNewSale={sale.closeReceipt}
        />
      )}
      </Suspense>
      {/* Its own boundary: loading it must not hide the payment it is drawn over. */}
      <Suspense fallback={null}>
        {sale.askShift && (
          <OpenShiftDialog
            session={catalog.session}
            description="This terminal sells only with an open shift. Open one to complete the sale."
            onOpened={() => sale.askShift?.answer(true)}
            onCancel={() => sale.askShift?.answer(false)}
          />
        )}
      </Suspense>
    </div>
  );
}
