/**
 * The selling menu (ui-contract "Menu"): brand, group and category tabs, the search box, the
 * product grid, the Deals list and the barcode scanner. It reads the menu index, keeps only
 * the selection in its store, and hands every chosen product to the shell through
 * `onChoose`; the shell adds it to the order or opens the option picker.
 *
 * The index may hold only some listings (the till reads one category at a time,
 * `app/catalog/source.ts`): the menu asks `queries.load` for the one it shows and says the
 * grid is busy until it is in. Search, scans and the deals' checks are questions about the
 * whole catalog, answered by `queries` (by the index itself when it holds the whole catalog).
 */
import { lazy, Suspense, useLayoutEffect, useMemo, useRef } from 'react';
import type { Rect } from '@tanstack/react-virtual';
import { useStore } from 'zustand';
import type { CurrencyDigits } from '../../core/money';
import { DEFAULT_SCALE_CONFIG, type ScaleBarcodeConfig } from '../barcode';
import type { MenuIndex } from '../menuIndex';
import { menuView, withOrderBrand } from '../menuView';
import { KIOSK_GRID, TILL_GRID } from './gridLayout';

// The two dialogs load on first use (precached, so offline too): a smaller first load.
const BrandSwitchDialog = lazy(() => import('./BrandSwitchDialog').then((m) => ({ default: m.BrandSwitchDialog })));
const DealsDialog = lazy(() => import('./DealsDialog').then((m) => ({ default: m.DealsDialog })));
// What a search found nothing or too much for: only shown once a search answered.
const SearchNote = lazy(() => import('./SearchNote').then((m) => ({ default: m.SearchNote })));
import { CategoryRail, ScopeTabs } from './MenuTabs';
import { menuStore, type MenuStore } from './menuStore';
import { ProductGrid } from './ProductGrid';
import { ScanAlert } from './ScanAlert';
import { SearchRow } from './SearchRow';
import { useMenuChoosing, useMenuSelecting, type MenuShell } from './useMenuActions';
import { useMenuDeals, useMenuSearch, useShownListing, type MenuQueries } from './useMenuAnswers';
import './menu.css';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

export type { MenuChoice } from './scanChoice';
export type { MenuQueries } from './useMenuAnswers';

export interface SellingMenuProps extends MenuShell {
  /** The menu index: the head of the catalog and the listings read so far. */
  index: MenuIndex;
  /** Questions about the whole catalog (`fullIndexQueries` over a catalog in memory). */
  queries: MenuQueries;
  digits: CurrencyDigits;
  /** The order's sales channel: every price shown is the price on it. Null = no channel. */
  channelId?: number | null;
  kiosk?: boolean;
  /** Defaults to the till's shared menu store. */
  store?: MenuStore;
  scale?: ScaleBarcodeConfig;
}

/** A first guess at the grid's size, until (or where, as in jsdom) there is layout. */
const FIRST_RECT: Rect = { width: 960, height: 720 };

export function SellingMenu(props: SellingMenuProps) {
  const { index, queries, digits, channelId = null, kiosk = false, store = menuStore, scale = DEFAULT_SCALE_CONFIG, pinnedBrandId: pinned = null } = props;
  const brandId = useStore(store, (s) => s.brandId);
  const groupId = useStore(store, (s) => s.groupId);
  const categoryId = useStore(store, (s) => s.categoryId);
  const searchText = useStore(store, (s) => s.searchText);
  const dealsOpen = useStore(store, (s) => s.dealsOpen);
  const pendingBrandId = useStore(store, (s) => s.pendingBrandId);
  const gridRect = useRef<Rect>(FIRST_RECT);
  const { t } = useLingui();
  const { name } = useLanguage();

  // The handlers read the latest props without being re-created, so memoized children stay put.
  const latest = useRef<MenuShell>(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const view = useMemo(
    () => menuView(index, withOrderBrand({ brandId, groupId, categoryId }, pinned)),
    [index, brandId, groupId, categoryId, pinned],
  );
  const held = useShownListing(index, view, queries);
  const { query, found } = useMenuSearch(queries, searchText, view.allowed);
  const { deals, checks } = useMenuDeals(queries, index, view, dealsOpen);
  const selecting = useMenuSelecting(store, index, latest);
  const choosing = useMenuChoosing(queries, index, view, found, scale, selecting.closeDeals, latest);
  const pendingBrand = view.brands.find((b) => b.brand_id === pendingBrandId);

  return (
    <section className={`menu selling-menu${kiosk ? ' selling-menu--kiosk' : ''}`} aria-label={t`Menu`}>
      <ScopeTabs view={view} onBrand={selecting.selectBrand} onGroup={selecting.selectGroup} />
      <SearchRow text={searchText} showDeals={deals.length > 0} onText={selecting.changeSearch} onDeals={selecting.openDeals} />
      {choosing.alert !== null && <ScanAlert text={choosing.alert} onDismiss={choosing.dismissAlert} />}
      <div className="menu__body">
        <CategoryRail view={view} onCategory={selecting.selectCategory} />
        <div className="selling-menu__results">
          {found !== null && (
            <Suspense fallback={null}>
              <SearchNote query={query} shown={found.products.length} total={found.total} />
            </Suspense>
          )}
          <ProductGrid
            products={found?.products ?? view.products}
            busy={found === null && !held}
            availability={index.availability}
            digits={digits}
            channelId={channelId}
            metrics={kiosk ? KIOSK_GRID : TILL_GRID}
            rect={gridRect}
            onChoose={choosing.choose}
          />
        </div>
      </div>
      <Suspense fallback={null}>
      {pendingBrand !== undefined && (
        <BrandSwitchDialog
          brandName={name({ name: pendingBrand.brand_name, localize_name: pendingBrand.localize_name })}
          onSwitch={() => selecting.switchBrand(pendingBrand.brand_id)}
          onKeep={selecting.keepBrand}
        />
      )}
      {dealsOpen && (
        <DealsDialog
          deals={deals}
          availability={index.availability}
          checks={checks}
          digits={digits}
          channelId={channelId}
          onChoose={choosing.chooseDeal}
          onClose={selecting.closeDeals}
        />
      )}
      </Suspense>
    </section>
  );
}
