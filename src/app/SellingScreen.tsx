/**
 * The selling screen: the menu, the option picker, the order and the payment, wired to
 * the catalog generation and the stored cart. Indexes are built once per catalog; every
 * cart change goes through the pure reducer and is persisted (src/db/cart.ts).
 *
 * One order, one brand (2.10.9): the brand stored with the order pins the menu while the order
 * holds lines (`pinnedBrandId`), so a reload, a crash or a second tab shows the order's brand,
 * and the receipt header (the order's brand) agrees with the lines. A product is added under
 * the brand the menu showed when it was tapped; should the order have taken another brand
 * meanwhile (another tab), the cashier is asked "Switch brand?" instead.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { Catalog, Product } from '../core/catalog';
import type { LineRequest } from '../core/line';
import type { Money } from '../core/money';
import { cartReducer, isCartRefusal, isStale, type CartEvent, type CartState } from '../cart/cart';
import { buildPricingIndex, priceLine } from '../cart/pricing';
import { cartRulesFrom } from '../cart/rules';
import { orderTotals } from '../cart/totals';
import { OrderPanel } from '../cart/ui/OrderPanel';
import { OrderPanelSkeleton } from '../cart/ui/OrderPanelSkeleton';
import { orderRefusalMessage } from '../cart/ui/refusalMessage';
import { isKioskSellable } from '../checkout/kiosk';
import type { CompletedOrder } from '../checkout/order';
import type { SettledPayment } from '../checkout/payment';
import { addToOrder, dispatchCart, readCart, type BrandRefusal, type OrderRefusal } from '../db/cart';
import { completeSale } from '../db/orders';
import type { PosDb } from '../db/schema';
import { wireBrandId } from '../core/brandId';
import { labelWeight } from '../menu/barcode';
import { lineBrandId, pinnedBrandId, selectBrand } from '../menu/brand';
import { dealScope } from '../menu/deals';
import { buildMenuIndex } from '../menu/menuIndex';
import { withOrderBrand } from '../menu/menuView';
import { menuStore } from '../menu/ui/menuStore';
import { SellingMenu } from '../menu/ui/SellingMenu';
import { buildPickerIndex, needsPicker, plainRequest } from '../picker';
import { useTillState } from './tillStore';
import { IdleReset } from './kiosk/IdleReset';
import { withStorageRelief } from './storagePressure';
import { useQuotasHeld } from './useQuotasHeld';

// Dialogs load on first use (they are precached, so offline too): a smaller first load.
const PickerDialog = lazy(() => import('../picker/ui/PickerDialog').then((m) => ({ default: m.PickerDialog })));
const PaymentDialog = lazy(() => import('../checkout/ui/PaymentDialog').then((m) => ({ default: m.PaymentDialog })));
const KioskPaymentDialog = lazy(() => import('./kiosk/KioskPaymentDialog').then((m) => ({ default: m.KioskPaymentDialog })));
const Receipt = lazy(() => import('../checkout/ui/Receipt').then((m) => ({ default: m.Receipt })));

type Choice = { product: Product; weight_g?: number; price?: Money };

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
  const ctx = useMemo(() => ({ rules: cartRulesFrom(catalog), pricing: buildPricingIndex(catalog) }), [catalog]);

  const selection = useStore(menuStore);
  /** The brand the menu shows, the order pinning `pinned` (null: the cashier's choice). */
  const shownBrandId = (pinned: number | null) =>
    selectBrand(menuIndex.brands, menuIndex.session, withOrderBrand(selection, pinned).brandId)?.brand_id ?? wireBrandId(null);
  const chosenBrandId = shownBrandId(null);
  const cart = useLiveQuery(() => readCart(db, chosenBrandId), [db, chosenBrandId]);
  const pinned = pinnedBrandId(cart);
  const menuBrandId = shownBrandId(pinned);

  const [picking, setPicking] = useState<{ product: Product; weight_g: number | null; brandId: number } | null>(null);
  const [paying, setPayingState] = useState(false);
  const setPaying = (open: boolean) => {
    setPayingState(open);
    useTillState.setState({ paymentOpen: open });
  };
  const [receipt, setReceipt] = useState<CompletedOrder | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const price = useMemo(
    () => (request: LineRequest) => {
      const priced = priceLine(request, { index: ctx.pricing, channelId: cart?.channel_id ?? null });
      return priced.ok ? { unit: priced.line.unit_price, total: priced.line.total } : null;
    },
    [ctx, cart?.channel_id],
  );

  /** Shows a refusal, or asks "Switch brand?" when the order holds another brand's lines. */
  function settle(result: CartState | OrderRefusal | BrandRefusal): string | null {
    if (!('ok' in result)) {
      setNotice(null);
      return null;
    }
    if (result.reason === 'other-brand') {
      menuStore.getState().dispatch({ type: 'brandSwitchRequested', brandId: result.menuBrandId }, menuIndex, result.orderBrandId);
      return null;
    }
    const message = orderRefusalMessage(result, cart?.lines ?? []);
    setNotice(message);
    return message;
  }

  /**
   * Writes a change to the stored order. A full device drops the image cache and tries once
   * more (storagePressure.ts); a write that still fails is said, never ignored.
   */
  async function write(change: () => Promise<CartState | OrderRefusal | BrandRefusal>): Promise<string | null> {
    let result: CartState | OrderRefusal | BrandRefusal;
    try {
      result = await withStorageRelief(change);
    } catch (error) {
      const message = `The order was not changed: ${error instanceof Error ? error.message : String(error)}.`;
      setNotice(message);
      return message;
    }
    return settle(result);
  }

  function send(makeEvent: (current: CartState) => CartEvent | OrderRefusal): Promise<string | null> {
    return write(() => dispatchCart(db, makeEvent, ctx, chosenBrandId));
  }

  /** Adds the line chosen from the menu of `brandId` (the brand shown when it was tapped). */
  function addLine(request: LineRequest, brandId: number) {
    const line = (current: CartState): CartEvent | OrderRefusal => {
      const priced = priceLine(request, { index: ctx.pricing, channelId: current.channel_id });
      if (!priced.ok) return priced;
      const product = ctx.pricing.products.get(request.product_id);
      const lineBrand = product
        ? lineBrandId(brandId, product, menuIndex.realBrands, [...menuIndex.categories.values()])
        : wireBrandId(null);
      return { type: 'lineAdded', line_id: crypto.randomUUID(), brand_id: lineBrand, request, priced: priced.line };
    };
    void write(() => addToOrder(db, brandId, line, ctx));
  }

  function choose({ product, weight_g, price: labelPrice }: Choice) {
    const weight = weight_g ?? (labelPrice !== undefined ? labelWeight(product, labelPrice) : undefined);
    if (weight !== undefined || needsPicker(product, pickerIndex)) {
      setPicking({ product, weight_g: weight ?? null, brandId: menuBrandId });
      return;
    }
    addLine(plainRequest(product), menuBrandId);
  }

  /** The order panel checks a change at once against the cart it shows, then stores it. */
  function onCartEvent(event: CartEvent) {
    if (!cart) return null;
    const checked = cartReducer(cart, event, ctx);
    if (isCartRefusal(checked)) return checked;
    void send(() => event);
    return null;
  }

  async function complete(payments: SettledPayment[], payAtCounter = false) {
    if (!cart) return;
    const order = await withStorageRelief(() =>
      completeSale(db, { cart, payments, brands: catalog.brands, session: catalog.session, payAtCounter }),
    );
    setPaying(false);
    setReceipt(order);
  }

  // An abandoned kiosk order clears for the next customer, payment screen included.
  const resetAbandoned = useCallback(() => {
    setPicking(null);
    setPayingState(false);
    useTillState.setState({ paymentOpen: false });
    void withStorageRelief(() => dispatchCart(db, () => ({ type: 'orderCleared' }), ctx, chosenBrandId)).catch(() => undefined);
  }, [db, ctx, chosenBrandId]);

  const total = cart ? orderTotals(cart).total : null;

  return (
    <div className={`selling${kiosk ? ' selling--kiosk' : ''}`}>
      <SellingMenu
        index={menuIndex}
        digits={digits}
        channelId={cart?.channel_id ?? null}
        kiosk={kiosk}
        orderHasLines={(cart?.lines.length ?? 0) > 0}
        pinnedBrandId={pinned}
        onBrandSwitched={(brandId) => void send(() => ({ type: 'brandSwitched', brand_id: brandId }))}
        onChoose={choose}
      />
      {cart ? (
        <OrderPanel
          state={cart}
          digits={digits}
          channels={kiosk ? [] : catalog.channels}
          discountCap={(id) => (kiosk ? 0 : ctx.rules.discountCap(id))}
          isStale={(line) => isStale(line, cart.channel_id, ctx.pricing)}
          onEvent={onCartEvent}
          onPay={() => setPaying(true)}
        />
      ) : (
        <OrderPanelSkeleton />
      )}
      {notice && (
        <p role="alert" className="alert selling__notice">
          {notice}
          <button type="button" className="btn btn--small" onClick={() => setNotice(null)}>
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
          price={price}
          initialWeightG={picking.weight_g}
          scope={dealScope(selectBrand(menuIndex.brands, menuIndex.session, picking.brandId), menuIndex.railCandidates)}
          kiosk={kiosk}
          onAdd={(request) => {
            setPicking(null);
            addLine(request, picking.brandId);
          }}
          onCancel={() => setPicking(null)}
        />
      )}
      {paying && total !== null && !kiosk && (
        <PaymentDialog
          key={cart?.revision}
          total={total}
          digits={digits}
          onComplete={complete}
          onCancel={() => setPaying(false)}
        />
      )}
      {paying && total !== null && kiosk && (
        <KioskPaymentDialog
          key={cart?.revision}
          total={total}
          digits={digits}
          onComplete={complete}
          onPayAtCounter={() => complete([], true)}
          onCancel={() => setPaying(false)}
        />
      )}
      {kiosk && <IdleReset idleSeconds={idleSeconds} active={(cart?.lines.length ?? 0) > 0} onReset={resetAbandoned} />}
      {receipt && (
        <Receipt
          order={receipt}
          date={new Date(receipt.created_at).toLocaleString()}
          onNewSale={() => setReceipt(null)}
        />
      )}
      </Suspense>
    </div>
  );
}
