/**
 * The selling screen's layout: the menu, the order, and the dialogs over them (the option
 * picker, the payment, the receipt, the kiosk's idle reset). It reads the catalog through its
 * source (`catalog/source.ts`): the generation's head, the listings read so far, the products
 * met; indexes over the head are built once per generation. The order itself, its prices and
 * every change to it are useSellingOrder.ts's; completing the sale is useSaleCompletion.ts's.
 */
import { useDiscountStamp } from './staff/useDiscountStamp';
import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { Product } from '../core/catalog';
import type { Money } from '../core/money';
import { isStale } from '../cart/cart';
import { STOCK_CHANGED_MESSAGE } from '../cart/stock';
import { useOrderStockProblems } from './useOrderStockProblems';
import { OrderPanel } from '../cart/ui/OrderPanel';
import { OrderPanelSkeleton } from '../cart/ui/OrderPanelSkeleton';
import type { Availability as AvailabilityRows } from '../db/catalogReader';
import { selectBrand } from '../menu/brand';
import { dealScope, hasSlots } from '../menu/deals';
import { SellingMenu, type MenuChoice } from '../menu/ui/SellingMenu';
import { orderProductIds, type CatalogSource } from './catalog/source';
import { useSourceMenu } from './catalog/useSourceMenu';
// Straight from their modules, not the picker's index: the picker's reducer loads with its dialog.
import { buildPickerIndex } from '../picker/pickerIndex';
import { canModify, labelledRequest, needsChoices, needsPicker, plainRequest } from '../picker/tap';
import { requestOf } from '../cart/pricing';
import { sentUnits } from '../cart/kitchen';
import type { CartLine } from '../cart/cart';
import { OrderActions } from './parked/OrderActions';
import { KitchenActions } from './kitchen/KitchenActions';
import { useKitchen } from './kitchen/useKitchen';
import { useSaleCompletion } from './useSaleCompletion';
import { useSellingOrder } from './useSellingOrder';
import { activateLanguage, terminalLanguage } from '../i18n/i18n';
import { localName } from '../core/names';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../i18n/react';
import { usePaymentOptions, useScaleLabels } from './data/settings';
import { useReadScale } from './scale/useReadScale';
import { useTellDisplay } from './display/useTellDisplay';
import { CardActionContext } from '../menu/ui/cardAction';
import { soldOutAction } from './soldOut/lazySoldOutAction';

/** The kitchen's dialogs ("Void", "Split bill", the kitchen ticket): loaded when one is asked. */
const KitchenDialogs = lazy(() => import('./kitchen/KitchenDialogs').then((m) => ({ default: m.KitchenDialogs })));

// Dialogs load on first use (they are precached, so offline too): a smaller first load.
const PickerDialog = lazy(() => import('../picker/ui/PickerDialog').then((m) => ({ default: m.PickerDialog })));
const PaymentDialog = lazy(() => import('../checkout/ui/PaymentDialog').then((m) => ({ default: m.PaymentDialog })));
const KioskPaymentDialog = lazy(() => import('./kiosk/KioskPaymentDialog').then((m) => ({ default: m.KioskPaymentDialog })));
const CompletionReceipt = lazy(() => import('./CompletionReceipt').then((m) => ({ default: m.CompletionReceipt })));
const IdleReset = lazy(() => import('./kiosk/IdleReset').then((m) => ({ default: m.IdleReset })));
// The kiosk's first and last screens load on first use too: a till never needs them.
const KioskAttract = lazy(() => import('./kiosk/KioskAttract').then((m) => ({ default: m.KioskAttract })));
const KioskEnd = lazy(() => import('./kiosk/KioskEnd').then((m) => ({ default: m.KioskEnd })));
const OpenShiftDialog = lazy(() => import('./shift/ShiftDialogs').then((m) => ({ default: m.OpenShiftDialog })));

/**
 * Kiosks sell no open-price or weighed items (a customer types neither a price nor a weight):
 * the listings, rail, deals, search and scans a kiosk reads are of its sellable products.
 */
export function SellingScreen({ source, availability: rows, kiosk = false, idleSeconds = 90 }: {
  source: CatalogSource;
  /** The generation's quotas (lowered by the sales not yet polled, `useQuotas`) and sold-out list. */
  availability: AvailabilityRows;
  kiosk?: boolean;
  idleSeconds?: number;
}) {
  const { extras, catalog, availability, menuIndex, queries } = useSourceMenu(source, rows, kiosk);
  const digits = catalog.session.config.currency_decimals;
  // The option groups and add-ons are indexed once per catalog; the combo slots read the menu
  // index's own 2.10.5 listings, those read so far (a combo's are read before its picker opens).
  const pickerGroups = useMemo(() => buildPickerIndex(catalog, { listings: new Map(), categories: new Map(), availability }), [catalog, availability]);
  const pickerIndex = useMemo(() => ({ ...pickerGroups, slots: menuIndex }), [pickerGroups, menuIndex]);
  const order = useSellingOrder(catalog, menuIndex, source.products);
  const stampDiscount = useDiscountStamp();
  const { cart, ctx, total, clearAbandoned } = order;
  const kitchen = useKitchen(order, catalog);
  // The order's lines are priced from their products: asked of the whole generation when the
  // screen has not met them (a reload, a parked order reopened, a new generation).
  const needed = useMemo(() => orderProductIds(cart?.lines ?? []), [cart?.lines]);
  source.pin(needed);
  // Lines are priced from their options and add-ons too: the order waits for the extras.
  const settled = source.fetched(needed) && extras !== null;
  // Once drawn, the order stays on screen (with any dialog open over it) while a line another
  // tab added is read: only what prices a line waits (OrderPanel's `reading`).
  const [drawn, setDrawn] = useState(false);
  if (cart && settled && !drawn) setDrawn(true);
  useEffect(() => {
    void source.loadExtras();
    if (!source.fetched(needed)) void source.fetchProducts(needed);
  }, [source, needed]);
  const { t } = useLingui();
  const { lang, translate } = useLanguage();
  // 2.10.11 on the whole order, as it stands now: a parked order reopened, a quota poll or a
  // sold-out mark since the lines were added. Marked lines are settled before "Pay".
  const problems = useOrderStockProblems(cart, ctx.rules);
  const blocked = problems.length > 0 ? translate(STOCK_CHANGED_MESSAGE) : null;
  const sale = useSaleCompletion(catalog, cart, ctx.pricing);
  const paymentChoices = usePaymentOptions();
  // How this shop's scale prints its labels (Settings "Scale labels"), read live.
  const scale = useScaleLabels();
  const readScale = useReadScale();
  const { setPaying } = sale;
  // The picker open on a product chosen from the menu, or on a line of the order ("Modify": `line`).
  const [picking, setPicking] = useState<{ product: Product; weight_g: number | null; brandId: number; labelPrice?: Money; line?: CartLine } | null>(null);
  // A kiosk opens on its first screen; an order already holding lines (a reload) goes on.
  const [welcomed, setWelcomed] = useState(false);
  const attract = kiosk && !welcomed && (cart?.lines.length ?? 0) === 0 && !sale.receipt;
  // The customer's language lasts one order: the first screen comes back in the terminal's.
  const nextCustomer = useCallback(() => {
    setWelcomed(false);
    void activateLanguage(terminalLanguage());
  }, []);
  const brand = catalog.brands.find((b) => b.brand_id === order.menuBrandId) ?? catalog.brands[0];
  useTellDisplay(cart, brand, digits, catalog.session.location.currency);

  // A product chosen before the option groups and add-ons are in waits for them (the picker
  // needs them), then is chosen again.
  const [waiting, setWaiting] = useState<MenuChoice | null>(null);
  const chooseWaiting = useEffectEvent((choice: MenuChoice) => choose(choice));
  useEffect(() => {
    if (waiting === null || extras === null) return;
    setWaiting(null);
    chooseWaiting(waiting);
  }, [waiting, extras]);

  function choose(choice: MenuChoice) {
    const { product, weight_g, price: labelPrice } = choice;
    source.remember(product);
    if (extras === null) {
      setWaiting(choice);
      return;
    }
    const brandId = choice.brandId ?? order.menuBrandId;
    const picked = { product, weight_g: weight_g ?? null, brandId, ...(labelPrice !== undefined ? { labelPrice } : {}) };
    // A combo's slots offer their categories' listings: read before its picker opens.
    const slots = hasSlots(product) ? product.categories.map((slot) => slot.category_id) : [];
    if (!source.holds(slots)) {
      void source.loadListings(slots).then(() => setPicking(picked));
      return;
    }
    // A price label prices the line: the picker opens only for what else there is to choose.
    if (labelPrice !== undefined && !needsChoices(product, pickerIndex)) {
      order.addLine(labelledRequest(plainRequest(product), product, labelPrice), brandId);
      return;
    }
    if (weight_g !== undefined || labelPrice !== undefined) {
      setPicking(picked);
      return;
    }
    if (!needsPicker(product, pickerIndex)) {
      order.addLine(plainRequest(product), brandId);
      return;
    }
    // At the till a product whose picker would open ready to add goes straight to the order
    // (the rule computes the picker's result: loaded on the first such tap).
    void import('../picker/opening').then(({ openingOf }) => {
      const opening = openingOf(product, pickerIndex, { kiosk });
      if (opening.to === 'picker') setPicking(picked);
      else order.addLine(opening.request, brandId);
    });
  }

  /** The line's product, when "Modify" can open the picker on it (never on a kiosk). */
  function modifiable(line: CartLine): Product | null {
    if (kiosk || line.share || sentUnits(line) > 0 || extras === null) return null;
    const product = ctx.pricing.products.get(line.product_id);
    return product && canModify(product, pickerIndex, requestOf(line)) ? product : null;
  }

  // An abandoned kiosk order clears for the next customer, payment screen included.
  const resetAbandoned = useCallback(() => {
    setPicking(null);
    setPaying(false);
    clearAbandoned();
    nextCustomer();
  }, [setPaying, clearAbandoned, nextCustomer]);

  if (attract) {
    return (
      <div className="selling selling--kiosk">
        <Suspense fallback={null}>
          <KioskAttract
            brand={brand ? localName({ name: brand.brand_name, localize_name: brand.localize_name }, lang.localNames) : catalog.session.location.name}
            logo={brand?.brand_thumbnail || null}
            onStart={() => setWelcomed(true)}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <div className={`selling${kiosk ? ' selling--kiosk' : ''}`}>
      <CardActionContext value={kiosk ? null : soldOutAction}>
        <SellingMenu
          index={menuIndex}
          queries={queries}
          digits={digits}
          channelId={cart?.channel_id ?? null}
          kiosk={kiosk}
          orderHasLines={(cart?.lines.length ?? 0) > 0}
          pinnedBrandId={order.pinned}
          scale={scale}
          onBrandSwitched={(brandId) => void order.switchBrand(brandId)}
          onChoose={choose}
        />
      </CardActionContext>
      {cart && (settled || drawn) ? (
        <OrderPanel
          state={cart}
          reading={!settled}
          digits={digits}
          channels={kiosk ? [] : catalog.channels}
          discountCap={(id) => (kiosk ? 0 : ctx.rules.discountCap(id))}
          isStale={(line) => isStale(line, cart.channel_id, ctx.pricing)}
          onEvent={kiosk ? order.onCartEvent : kitchen.onCartEvent}
          onPay={() => setPaying(true)}
          problems={problems}
          stampDiscount={stampDiscount}
          modify={kiosk ? undefined : {
            can: (line) => modifiable(line) !== null,
            open: (line) => {
              const product = modifiable(line);
              if (product) setPicking({ product, weight_g: line.weight_g, brandId: line.brand_id, line });
            },
          }}
          actions={kiosk ? null : (
            <>
              <OrderActions cart={cart} brandId={order.menuBrandId} digits={digits} onNote={(note) => order.send(() => ({ type: 'noteChanged', note }))} />
              <KitchenActions cart={cart} kitchen={kitchen} />
            </>
          )}
        />
      ) : (
        <OrderPanelSkeleton />
      )}
      {order.notice && (
        <p role="alert" className="alert selling__notice">
          {order.notice}
          <button type="button" className="btn btn--small" onClick={order.dismissNotice}>
            {t`Dismiss`}
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
          labelPrice={picking.labelPrice}
          scope={dealScope(selectBrand(menuIndex.brands, menuIndex.session, picking.brandId), menuIndex.railCandidates)}
          kiosk={kiosk}
          readScale={kiosk ? null : readScale}
          {...(picking.line ? { line: requestOf(picking.line) } : {})}
          onAdd={(request) => {
            setPicking(null);
            if (picking.line) order.modifyLine(picking.line.line_id, request);
            else order.addLine(request, picking.brandId);
          }}
          onCancel={() => setPicking(null)}
        />
      )}
      {sale.paying && total !== null && !kiosk && (
        <PaymentDialog
          key={cart?.revision}
          total={total}
          digits={digits}
          blocked={blocked}
          onComplete={sale.complete}
          choices={paymentChoices}
          onCancel={() => setPaying(false)}
        />
      )}
      {sale.paying && total !== null && kiosk && (
        <KioskPaymentDialog
          key={cart?.revision}
          total={total}
          digits={digits}
          onComplete={(payments, approved_by) => sale.complete(payments, { approved_by })}
          onPayAtCounter={() => sale.complete([], { payAtCounter: true })}
          onCancel={() => setPaying(false)}
        />
      )}
      {!kiosk && cart && kitchen.ask && (
        <Suspense fallback={null}>
          <KitchenDialogs kitchen={kitchen} cart={cart} digits={digits} brandId={order.menuBrandId} />
        </Suspense>
      )}
      {kiosk && <IdleReset idleSeconds={idleSeconds} active={(cart?.lines.length ?? 0) > 0} onReset={resetAbandoned} />}
      {sale.receipt && kiosk && (
        <KioskEnd
          order={sale.receipt}
          onDone={() => {
            sale.closeReceipt();
            nextCustomer();
          }}
        />
      )}
      {sale.receipt && !kiosk && (
        <CompletionReceipt
          order={sale.receipt}
          channels={catalog.channels}
          categoriesOf={(id) => ctx.pricing.products.get(id)?.category_ids ?? []}
          onNewSale={sale.closeReceipt}
        />
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
    </div>
  );
}
