/**
 * The selling menu (ui-contract "Menu"): brand, group and category tabs, the search box, the
 * product grid, the Deals list and the barcode scanner. It reads the menu index, keeps only
 * the selection in its store, and hands every chosen product to the shell through
 * `onChoose`; the shell adds it to the order or opens the option picker.
 */
import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Rect } from '@tanstack/react-virtual';
import { useStore } from 'zustand';
import type { Product } from '../../core/catalog';
import type { CurrencyDigits } from '../../core/money';
import { DEFAULT_SCALE_CONFIG, type ScaleBarcodeConfig } from '../barcode';
import { dealScope } from '../deals';
import type { FullMenuIndex as MenuIndex } from '../menuIndex';
import { menuView, withOrderBrand } from '../menuView';
import { searchProducts } from '../search';
import { KIOSK_GRID, TILL_GRID } from './gridLayout';

// The two dialogs load on first use (precached, so offline too): a smaller first load.
const BrandSwitchDialog = lazy(() => import('./BrandSwitchDialog').then((m) => ({ default: m.BrandSwitchDialog })));
const DealsDialog = lazy(() => import('./DealsDialog').then((m) => ({ default: m.DealsDialog })));
import { CategoryRail, ScopeTabs } from './MenuTabs';
import { menuStore, type MenuEvent, type MenuStore } from './menuStore';
import { ProductGrid } from './ProductGrid';
import { ScanAlert } from './ScanAlert';
import { scanChoice, type MenuChoice } from './scanChoice';
import { SearchNote } from './SearchNote';
import { SearchRow } from './SearchRow';
import { useBarcodeScanner } from './useBarcodeScanner';
import { useSettledText } from './useSettledText';
import './menu.css';
import { useT } from '../../i18n/useT';

export type { MenuChoice } from './scanChoice';

export interface SellingMenuProps {
  index: MenuIndex;
  digits: CurrencyDigits;
  /** The order's sales channel: every price shown is the price on it. Null = no channel. */
  channelId?: number | null;
  orderHasLines: boolean;
  /**
   * The brand the open order pins the menu to while it holds lines (2.10.9, `pinnedBrandId`);
   * null or absent when the order is empty.
   */
  pinnedBrandId?: number | null;
  /** A brand switch happened (2.10.9), asked or not: the shell empties the order. */
  onBrandSwitched(brandId: number): void;
  onChoose(choice: MenuChoice): void;
  kiosk?: boolean;
  /** Defaults to the till's shared menu store. */
  store?: MenuStore;
  scale?: ScaleBarcodeConfig;
}

/** A first guess at the grid's size, until (or where, as in jsdom) there is layout. */
const FIRST_RECT: Rect = { width: 960, height: 720 };

export function SellingMenu(props: SellingMenuProps) {
  const { index, digits, channelId = null, kiosk = false, store = menuStore, scale = DEFAULT_SCALE_CONFIG, pinnedBrandId: pinned = null } = props;
  const brandId = useStore(store, (s) => s.brandId);
  const groupId = useStore(store, (s) => s.groupId);
  const categoryId = useStore(store, (s) => s.categoryId);
  const searchText = useStore(store, (s) => s.searchText);
  const dealsOpen = useStore(store, (s) => s.dealsOpen);
  const pendingBrandId = useStore(store, (s) => s.pendingBrandId);
  const [alert, setAlert] = useState<string | null>(null);
  const gridRect = useRef<Rect>(FIRST_RECT);
  const { t, name } = useT();

  // Handlers read the latest props without being re-created, so memoized children stay put.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const view = useMemo(
    () => menuView(index, withOrderBrand({ brandId, groupId, categoryId }, pinned)),
    [index, brandId, groupId, categoryId, pinned],
  );
  const query = useSettledText(searchText);
  const dealsScope = useMemo(() => dealScope(view.brand, index.railCandidates), [view.brand, index.railCandidates]);
  const found = useMemo(() => (query === '' ? null : searchProducts(index, view.allowed, query)), [index, view.allowed, query]);

  const dispatch = useCallback(
    (event: MenuEvent) => store.getState().dispatch(event, index, latest.current.pinnedBrandId ?? null),
    [store, index],
  );
  const switchBrand = useCallback((id: number) => {
    latest.current.onBrandSwitched(id);
    dispatch({ type: 'brandSwitched', brand_id: id });
  }, [dispatch]);
  const selectBrand = useCallback((id: number) => {
    if (menuView(index, withOrderBrand(store.getState(), latest.current.pinnedBrandId ?? null)).brand?.brand_id === id) return;
    if (latest.current.orderHasLines) dispatch({ type: 'brandSwitchRequested', brand_id: id });
    else switchBrand(id);
  }, [index, store, dispatch, switchBrand]);
  const selectGroup = useCallback((id: number) => dispatch({ type: 'groupSelected', group_id: id }), [dispatch]);
  const selectCategory = useCallback((id: number) => dispatch({ type: 'categorySelected', category_id: id }), [dispatch]);
  const changeSearch = useCallback((text: string) => dispatch({ type: 'searchChanged', text }), [dispatch]);
  const openDeals = useCallback(() => dispatch({ type: 'dealsOpened' }), [dispatch]);
  const closeDeals = useCallback(() => dispatch({ type: 'dealsClosed' }), [dispatch]);

  const choose = useCallback((product: Product) => {
    setAlert(null);
    latest.current.onChoose({ product });
  }, []);
  const chooseDeal = useCallback((deal: Product) => {
    closeDeals();
    choose(deal);
  }, [closeDeals, choose]);

  useBarcodeScanner((code) => {
    const outcome = scanChoice(index, code, scale);
    setAlert(outcome.ok ? null : outcome.message);
    if (outcome.ok) latest.current.onChoose(outcome.choice);
  });

  const pendingBrand = view.brands.find((b) => b.brand_id === pendingBrandId);

  return (
    <section className={`menu selling-menu${kiosk ? ' selling-menu--kiosk' : ''}`} aria-label={t('Menu')}>
      <ScopeTabs view={view} onBrand={selectBrand} onGroup={selectGroup} />
      <SearchRow text={searchText} showDeals={index.deals.length > 0} onText={changeSearch} onDeals={openDeals} />
      {alert !== null && <ScanAlert text={alert} onDismiss={() => setAlert(null)} />}
      <div className="menu__body">
        <CategoryRail view={view} onCategory={selectCategory} />
        <div className="selling-menu__results">
          {found !== null && <SearchNote query={query} shown={found.products.length} total={found.total} />}
          <ProductGrid
            products={found?.products ?? view.products}
            availability={index.availability}
            digits={digits}
            channelId={channelId}
            metrics={kiosk ? KIOSK_GRID : TILL_GRID}
            rect={gridRect}
            onChoose={choose}
          />
        </div>
      </div>
      <Suspense fallback={null}>
      {pendingBrand !== undefined && (
        <BrandSwitchDialog
          brandName={name({ name: pendingBrand.brand_name, localize_name: pendingBrand.localize_name })}
          onSwitch={() => switchBrand(pendingBrand.brand_id)}
          onKeep={() => dispatch({ type: 'brandSwitchCancelled' })}
        />
      )}
      {dealsOpen && (
        <DealsDialog
          deals={index.deals}
          source={index}
          scope={dealsScope}
          digits={digits}
          channelId={channelId}
          onChoose={chooseDeal}
          onClose={closeDeals}
        />
      )}
      </Suspense>
    </section>
  );
}
