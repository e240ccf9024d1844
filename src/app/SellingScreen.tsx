/**
 * The selling screen's layout: the menu, the order, and the dialogs over them (the option
 * picker, the payment, the receipt, the kiosk's idle reset). It reads the catalog through its
 * source (`catalog/source.ts`): the generation's head, the listings read so far, the products
 * met; indexes over the head are built once per generation. The order itself, its prices and
 * every change to it are useSellingOrder.ts's; what a tap on a product does is
 * useProductChoice.ts's; completing the sale is useSaleCompletion.ts's, its dialogs
 * SaleDialogs.tsx's.
 */
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useDiscountStamp } from '../staff/ui/useDiscountStamp';
import { useApproval } from '../staff/ui/approval';
import { STOCK_CHANGED_MESSAGE } from '../cart/stock';
import { useOrderStockProblems } from './useOrderStockProblems';
import type { Availability as AvailabilityRows } from '../db/catalogReader';
import { SellingMenu } from '../menu/ui/SellingMenu';
import type { CatalogSource } from './catalog/source';
import { useOrderProducts } from './catalog/useOrderProducts';
import { useSourceMenu } from './catalog/useSourceMenu';
// Straight from their modules, not the picker's index: the picker's reducer loads with its dialog.
import { buildPickerIndex } from '../picker/pickerIndex';
import { useKitchen } from './kitchen/useKitchen';
import { useSaleCompletion } from './useSaleCompletion';
import { useSellingOrder } from './useSellingOrder';
import { useProductChoice } from './useProductChoice';
import { SellingOrderPanel } from './SellingOrderPanel';
import { ProductPicker } from './ProductPicker';
import { useKioskWelcome } from './kiosk/useKioskWelcome';
import { useFirstUseChunks } from './firstUse';
import { SaleDialogs } from './firstUseDialogs';
import { useLanguage } from '../i18n/react';
import { usePaymentOptions, useScaleLabels, useSettings } from './data/settings';
import { useTellDisplay } from './display/useTellDisplay';
import { CardActionContext } from '../menu/ui/cardAction';
import { cardActions } from '../menu/ui/lazySoldOutAction';

/** The kitchen's dialogs ("Void", "Split bill", the kitchen ticket): loaded when one is asked. */
const KitchenDialogs = lazy(() => import('../cart/ui/KitchenDialogs').then((m) => ({ default: m.KitchenDialogs })));

// Dialogs load on first use (they are precached, so offline too): a smaller first load.
// The payment, receipt and open-shift dialogs (`SaleDialogs`, firstUseDialogs.ts) load with
// the first "Pay", or before it when the till is idle (firstUse.ts).
// The kiosk's first screen, its own selling screen and idle reset load at a kiosk only: a till never needs them.
const KioskSelling = lazy(() => import('./kiosk/KioskSelling').then((m) => ({ default: m.KioskSelling })));

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
  const requestApproval = useApproval();
  // A change past an approved discount asks again, saying what is approved.
  const approveDiscount = useCallback((description: string) => requestApproval('discount', description), [requestApproval]);
  const order = useSellingOrder(catalog, menuIndex, source.products, approveDiscount);
  const stampDiscount = useDiscountStamp();
  const { cart, ctx, total } = order;
  const kitchen = useKitchen(order, catalog);
  const { loaded, drawn } = useOrderProducts(source, cart, extras);
  const { translate } = useLanguage();
  // 2.10.11 on the whole order, as it stands now: a parked order reopened, a quota poll or a
  // sold-out mark since the lines were added. Marked lines are dealt with before "Pay".
  const problems = useOrderStockProblems(cart, ctx.rules);
  const blocked = problems.length > 0 ? translate(STOCK_CHANGED_MESSAGE) : null;
  const sale = useSaleCompletion(catalog, cart, ctx.pricing);
  const options = usePaymentOptions();
  // The guests of a split order are asked once, with its first bill (assumed-contracts 10).
  const paymentChoices = (cart?.split_part ?? 1) > 1 ? { ...options, askGuests: false } : options;
  // How this shop's scale prints its labels (Settings "Scale labels"), read live.
  const scale = useScaleLabels();
  const { setPaying } = sale;
  // The picker, "Pay" and "Orders" load when the till is idle after this first paint.
  useFirstUseChunks(kiosk);
  const welcome = useKioskWelcome(kiosk, (cart?.lines.length ?? 0) === 0, sale.receipt !== null);
  const brand = catalog.brands.find((b) => b.brand_id === order.menuBrandId) ?? catalog.brands[0];
  useTellDisplay(cart, brand, digits, catalog.session.location.currency);

  const optionsOnTap = useSettings()?.optionsOnTap ?? false;
  const choice = useProductChoice({ source, extras, order, pickerIndex, kiosk, optionsOnTap: !kiosk && optionsOnTap });
  // A long press on a card opens its picker (`choice.options` is stable, so the cards stay memoised).
  const cardAction = useMemo(() => cardActions(choice.options), [choice.options]);

  const kioskPart = kiosk && (
    <Suspense fallback={null}>
      <KioskSelling
        idleSeconds={idleSeconds}
        start={{ menuIndex, order, brand, location: catalog.session.location.name, welcome, choice, setPaying }}
        screen={{ index: menuIndex, queries, digits, order, problems, onChoose: choice.choose, onPay: () => setPaying(true) }}
      />
    </Suspense>
  );

  if (welcome.attract) return <div className="selling selling--kiosk">{kioskPart}</div>;

  return (
    <div className={`selling${kiosk ? ' selling--kiosk' : ''}`}>
      {kiosk ? (
        kioskPart
      ) : (
        <>
          <CardActionContext value={cardAction}>
            <SellingMenu
              index={menuIndex}
              queries={queries}
              digits={digits}
              channelId={cart?.channel_id ?? null}
              orderHasLines={(cart?.lines.length ?? 0) > 0}
              pinnedBrandId={order.pinned}
              scale={scale}
              onBrandSwitched={(brandId) => void order.switchBrand(brandId)}
              onChoose={choice.choose}
            />
          </CardActionContext>
          <SellingOrderPanel
            cart={cart}
            loaded={loaded}
            drawn={drawn}
            digits={digits}
            catalog={catalog}
            order={order}
            kitchen={kitchen}
            problems={problems}
            modify={choice.modify}
            stampDiscount={stampDiscount}
            onPay={() => setPaying(true)}
          />
        </>
      )}
      <Suspense fallback={null}>
        <ProductPicker choice={choice} index={pickerIndex} menuIndex={menuIndex} digits={digits} price={order.price} kiosk={kiosk} />
        {!kiosk && cart && kitchen.ask && <KitchenDialogs kitchen={kitchen} cart={cart} digits={digits} brandId={order.menuBrandId} />}
      </Suspense>
      {sale.showing && (
        <Suspense fallback={null}>
          <SaleDialogs
            sale={sale}
            total={total}
            revision={cart?.revision}
            digits={digits}
            blocked={blocked}
            choices={paymentChoices}
            kiosk={kiosk}
            catalog={catalog}
            linksOf={sale.linksOf}
            onNextCustomer={welcome.nextCustomer}
          />
        </Suspense>
      )}
    </div>
  );
}
