/**
 * The selling screen: the menu, the option picker, the order and the payment, wired to
 * the catalog generation and the stored cart. Indexes are built once per catalog; every
 * cart change goes through the pure reducer and is persisted (src/db/cart.ts).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { Catalog, Product } from '../core/catalog';
import type { LineRequest } from '../core/line';
import { mulDiv, type Money } from '../core/money';
import { cartReducer, isCartRefusal, isStale, type CartEvent, type CartState } from '../cart/cart';
import { buildPricingIndex, priceLine } from '../cart/pricing';
import { cartRulesFrom } from '../cart/rules';
import { orderTotals } from '../cart/totals';
import { OrderPanel } from '../cart/ui/OrderPanel';
import { refusalMessage } from '../cart/ui/refusalMessage';
import type { CompletedOrder } from '../checkout/order';
import type { SettledPayment } from '../checkout/payment';
import { dispatchCart, readCart, type OrderRefusal } from '../db/cart';
import { completeSale } from '../db/orders';
import type { PosDb } from '../db/schema';
import { FALLBACK_BRAND_ID, lineBrandId } from '../menu/brand';
import { dealScope } from '../menu/deals';
import { buildMenuIndex } from '../menu/menuIndex';
import { menuView } from '../menu/menuView';
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
const Receipt = lazy(() => import('../checkout/ui/Receipt').then((m) => ({ default: m.Receipt })));

type Choice = { product: Product; weight_g?: number; price?: Money };

function messageOf(refusal: OrderRefusal, lines: CartState['lines']): string {
  switch (refusal.reason) {
    case 'unknown-product':
    case 'unknown-option':
    case 'unknown-instruction':
    case 'unknown-addon':
    case 'unknown-child':
      return 'This item changed in the catalog; open it again.';
    case 'invalid-weight':
      return 'Type a weight above 0.';
    case 'open-price-missing':
      return 'Type a price.';
    case 'open-price-not-allowed':
      return 'This item has a fixed price.';
    case 'combo-incomplete':
      return 'Choose something in every part of the deal.';
    default:
      return refusalMessage(refusal, lines);
  }
}

/**
 * A scale label with an embedded price, read as the weight that costs that much. The scale
 * priced it at the product's own price per kg, so the weight is found from `actual_price`
 * (not the channel's); the line is then priced like any weighing, on the order's channel.
 */
function weightForPrice(product: Product, price: Money): number | undefined {
  if (product.is_weightage_item !== 1 || product.actual_price <= 0) return undefined;
  return mulDiv(price, 1000, product.actual_price);
}

/** Kiosks sell no open-price items: a customer does not type prices (issue of trust, not UI). */
function kioskCatalog(catalog: Catalog): Catalog {
  return { ...catalog, products: catalog.products.filter((p) => p.is_open_price !== 1) };
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
  const selectedBrand = menuView(menuIndex, selection).brand;
  const selectedBrandId = selectedBrand?.brand_id ?? FALLBACK_BRAND_ID;
  const cart = useLiveQuery(() => readCart(db, selectedBrandId), [db, selectedBrandId]);

  const [picking, setPicking] = useState<{ product: Product; weight_g: number | null } | null>(null);
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

  async function send(makeEvent: (current: CartState) => CartEvent | OrderRefusal): Promise<string | null> {
    const result = await dispatchCart(db, makeEvent, ctx, selectedBrandId);
    if ('ok' in result) {
      const message = messageOf(result, cart?.lines ?? []);
      setNotice(message);
      return message;
    }
    setNotice(null);
    return null;
  }

  function addLine(request: LineRequest) {
    void send((current) => {
      const priced = priceLine(request, { index: ctx.pricing, channelId: current.channel_id });
      if (!priced.ok) return priced;
      const product = ctx.pricing.products.get(request.product_id);
      const brandId = product
        ? lineBrandId(selectedBrandId, product, menuIndex.realBrands, [...menuIndex.categories.values()])
        : FALLBACK_BRAND_ID;
      return { type: 'lineAdded', line_id: crypto.randomUUID(), brand_id: brandId, request, priced: priced.line };
    });
  }

  function choose({ product, weight_g, price: labelPrice }: Choice) {
    const weight = weight_g ?? (labelPrice !== undefined ? weightForPrice(product, labelPrice) : undefined);
    if (weight !== undefined || needsPicker(product, pickerIndex)) {
      setPicking({ product, weight_g: weight ?? null });
      return;
    }
    addLine(plainRequest(product));
  }

  /** The order panel checks a change at once against the cart it shows, then stores it. */
  function onCartEvent(event: CartEvent) {
    if (!cart) return null;
    const checked = cartReducer(cart, event, ctx);
    if (isCartRefusal(checked)) return checked;
    void send(() => event);
    return null;
  }

  async function complete(payments: SettledPayment[]) {
    if (!cart) return;
    const order = await withStorageRelief(() =>
      completeSale(db, { cart, payments, brands: catalog.brands, session: catalog.session }),
    );
    setPaying(false);
    setReceipt(order);
  }

  const resetAbandoned = useCallback(() => {
    setPicking(null);
    void dispatchCart(db, () => ({ type: 'orderCleared' }), ctx, selectedBrandId);
  }, [db, ctx, selectedBrandId]);

  const total = cart ? orderTotals(cart).total : null;

  return (
    <div className={`selling${kiosk ? ' selling--kiosk' : ''}`}>
      <SellingMenu
        index={menuIndex}
        digits={digits}
        channelId={cart?.channel_id ?? null}
        kiosk={kiosk}
        orderHasLines={(cart?.lines.length ?? 0) > 0}
        onBrandSwitched={(brandId) => void send(() => ({ type: 'brandSwitched', brand_id: brandId }))}
        onChoose={choose}
      />
      {cart && (
        <OrderPanel
          state={cart}
          digits={digits}
          channels={kiosk ? [] : catalog.channels}
          discountCap={(id) => (kiosk ? 0 : ctx.rules.discountCap(id))}
          isStale={(line) => isStale(line, cart.channel_id, ctx.pricing)}
          onEvent={onCartEvent}
          onPay={() => setPaying(true)}
        />
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
          scope={dealScope(selectedBrand, menuIndex.railCandidates)}
          kiosk={kiosk}
          onAdd={(request) => {
            setPicking(null);
            addLine(request);
          }}
          onCancel={() => setPicking(null)}
        />
      )}
      {paying && total !== null && (
        <PaymentDialog
          key={cart?.revision}
          total={total}
          digits={digits}
          kiosk={kiosk}
          onComplete={complete}
          onCancel={() => setPaying(false)}
        />
      )}
      {kiosk && (
        <IdleReset
          idleSeconds={idleSeconds}
          active={(cart?.lines.length ?? 0) > 0 && !paying}
          onReset={resetAbandoned}
        />
      )}
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
