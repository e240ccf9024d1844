/**
 * The kiosk's own selling screen, laid out for customers (1080 x 1920 portrait, 1280 x 800
 * too): the brand chosen on the first screen and a way back to change it, ONE rail of large
 * category tiles (`kioskMenuView`: no groups), large product tiles, and the order always in
 * view (`KioskCart`). No search, no sales channel, no discount, no staff control: staff reach
 * theirs through "Staff" in the kiosk bar. Loaded only by a terminal in kiosk mode.
 *
 * "Change brand" returns to the first screen. It empties nothing without asking: an order
 * holding lines asks "Change brand?" first, and only "Change brand" there empties it.
 */
import { useMemo, useRef, useState } from 'react';
import type { Rect } from '@tanstack/react-virtual';
import { useLingui } from '@lingui/react/macro';
import type { LineStockProblem } from '../../cart/orderStock';
import type { CurrencyDigits } from '../../core/money';
import { kioskMenuView } from '../../menu/kioskMenu';
import type { MenuIndex } from '../../menu/menuIndex';
import type { MenuChoice } from '../../menu/ui/SellingMenu';
import type { useSellingOrder } from '../../app/useSellingOrder';
import { ProductGrid } from '../../menu/ui/ProductGrid';
import { KIOSK_GRID } from '../../menu/ui/gridLayout';
import { TabList } from '../../menu/ui/TabList';
import { useShownListing, type MenuQueries } from '../../menu/ui/useMenuAnswers';
import { useLanguage } from '../../i18n/react';
import { BrandSwitchDialog } from '../../menu/ui/BrandSwitchDialog';
import { KioskCart } from './KioskCart';
import './kiosk.css';

const FIRST_RECT: Rect = { width: 800, height: 1200 };

export function KioskScreen({ index, queries, digits, order, problems, onChoose, onPay, onChangeBrand }: {
  index: MenuIndex;
  queries: MenuQueries;
  digits: CurrencyDigits;
  /** The order, of the brand it is for (`menuBrandId`). */
  order: Pick<ReturnType<typeof useSellingOrder>, 'cart' | 'menuBrandId' | 'onCartEvent'>;
  problems: readonly LineStockProblem[];
  onChoose(choice: MenuChoice): void;
  onPay(): void;
  /** Back to the first screen to choose a brand, the order emptied (asked first when it held lines). */
  onChangeBrand(): void;
}) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const { cart, menuBrandId: brandId } = order;
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const gridRect = useRef<Rect>(FIRST_RECT);
  const view = useMemo(() => kioskMenuView(index, brandId, categoryId), [index, brandId, categoryId]);
  const held = useShownListing(index, view, queries);
  const rail = useMemo(() => view.rail.map((c) => ({ id: c.id, name: name(c) })), [view.rail, name]);
  const several = view.brands.length >= 2;
  const brandName = view.brand ? name({ name: view.brand.brand_name, localize_name: view.brand.localize_name }) : '';
  const hasLines = (cart?.lines.length ?? 0) > 0;

  return (
    <div className="kiosk-screen">
      <section className="kiosk-menu" aria-label={t`Menu`}>
        <div className="kiosk-menu__head">
          {several && (
            <button type="button" className="btn kiosk-menu__change" onClick={() => (hasLines ? setAsking(true) : onChangeBrand())}>
              {t`Change brand`}
            </button>
          )}
          <h1 className="kiosk-menu__brand">{brandName}</h1>
        </div>
        {rail.length === 0 ? (
          <p className="kiosk-rail kiosk-menu__empty">{t`No categories`}</p>
        ) : (
          <TabList label={t`Categories`} items={rail} selectedId={view.category?.id ?? null} onSelect={setCategoryId} orientation="vertical" activation="auto" className="kiosk-rail" />
        )}
        <div className="kiosk-menu__grid">
          <ProductGrid
            products={view.products}
            busy={!held}
            availability={index.availability}
            digits={digits}
            channelId={cart?.channel_id ?? null}
            metrics={KIOSK_GRID}
            rect={gridRect}
            onChoose={(product) => onChoose({ product })}
          />
        </div>
      </section>
      <KioskCart cart={cart} digits={digits} problems={problems} onEvent={order.onCartEvent} onPay={onPay} />
      {asking && (
        <BrandSwitchDialog
          words={{ title: t`Change brand?`, description: t`Your order is emptied when you choose another brand.`, confirm: t`Change brand` }}
          onSwitch={() => {
            setAsking(false);
            onChangeBrand();
          }}
          onKeep={() => setAsking(false)}
        />
      )}
    </div>
  );
}
