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
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Rect } from '@tanstack/react-virtual';
import { useStore } from 'zustand';
import type { Product } from '../../core/catalog';
import type { CurrencyDigits } from '../../core/money';
import { DEFAULT_SCALE_CONFIG, type ScaleBarcodeConfig } from '../barcode';
import type { ScanAnswer } from '../catalogQueries';
import { brandDeals, dealScope, type DealCheck } from '../deals';
import { scannedBrandId } from '../brand';
import type { MenuIndex } from '../menuIndex';
import { menuView, withOrderBrand } from '../menuView';
import type { CategoryScope } from '../scope';
import type { SearchResult } from '../searchProducts';
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
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

export type { MenuChoice } from './scanChoice';

/** The menu's questions about the whole catalog; each answers null once its generation is gone. */
export interface MenuQueries {
  search(text: string, allowed: CategoryScope): Promise<SearchResult | null>;
  scan(code: string, scale: ScaleBarcodeConfig): Promise<ScanAnswer | null>;
  /** `dealAvailability` of each deal of `ids` under `scope`, by deal id. */
  deals(ids: readonly number[], scope: CategoryScope): Promise<ReadonlyMap<number, DealCheck> | null>;
  /** Reads the listings of `ids` the index does not hold yet (the shell gives a new index when they are in). */
  load(ids: readonly number[]): void;
}

export interface SellingMenuProps {
  /** The menu index: the head of the catalog and the listings read so far. */
  index: MenuIndex;
  /** Questions about the whole catalog (`fullIndexQueries` over a catalog in memory). */
  queries: MenuQueries;
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
  const { index, queries, digits, channelId = null, kiosk = false, store = menuStore, scale = DEFAULT_SCALE_CONFIG, pinnedBrandId: pinned = null } = props;
  const brandId = useStore(store, (s) => s.brandId);
  const groupId = useStore(store, (s) => s.groupId);
  const categoryId = useStore(store, (s) => s.categoryId);
  const searchText = useStore(store, (s) => s.searchText);
  const dealsOpen = useStore(store, (s) => s.dealsOpen);
  const pendingBrandId = useStore(store, (s) => s.pendingBrandId);
  const [alert, setAlert] = useState<string | null>(null);
  const gridRect = useRef<Rect>(FIRST_RECT);
  const { t } = useLingui();
  const { name } = useLanguage();

  // Handlers read the latest props without being re-created, so memoized children stay put.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const view = useMemo(
    () => menuView(index, withOrderBrand({ brandId, groupId, categoryId }, pinned)),
    [index, brandId, groupId, categoryId, pinned],
  );
  // The shown category's listing, read when the index does not hold it yet.
  const shownId = view.category?.id ?? null;
  const held = shownId === null || index.listings.has(shownId);
  useEffect(() => {
    if (!held && shownId !== null) queries.load([shownId]);
  }, [held, shownId, queries]);

  const query = useSettledText(searchText);
  const dealsScope = useMemo(() => dealScope(view.brand, index.railCandidates), [view.brand, index.railCandidates]);
  const found = useAnswer(
    useCallback(() => (query === '' ? Promise.resolve(null) : queries.search(query, view.allowed)), [queries, query, view.allowed]),
  );
  // The shown brand's deals only (all of them under Unify).
  const deals = useMemo(() => brandDeals(view.brand, index.deals, index.railCandidates), [view.brand, index.deals, index.railCandidates]);
  const dealIds = useMemo(() => deals.map((d) => d.id), [deals]);
  const dealChecks = useAnswer(
    useCallback(() => (dealsOpen ? queries.deals(dealIds, dealsScope) : Promise.resolve(null)), [queries, dealsOpen, dealIds, dealsScope]),
  );

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

  /**
   * A product the shown menu may not list (a scan, a PLU typed in search) is sold under the
   * brand that lists it, never silently under the one on screen (2.10.1, 2.10.9).
   */
  const owned = useCallback((choice: MenuChoice, listedIn: readonly number[]): MenuChoice => {
    const shown = view.brand?.brand_id ?? null;
    const owner = shown === null ? null : scannedBrandId(shown, choice.product, listedIn, index.realBrands, index.railCandidates);
    return owner === null || owner === shown ? choice : { ...choice, brandId: owner };
  }, [view.brand, index]);
  const pluHit = found?.plu;
  const choose = useCallback((product: Product) => {
    setAlert(null);
    latest.current.onChoose(pluHit?.productId === product.id ? owned({ product }, pluHit.listedIn) : { product });
  }, [pluHit, owned]);
  const chooseDeal = useCallback((deal: Product) => {
    closeDeals();
    choose(deal);
  }, [closeDeals, choose]);

  // Scans are answered in the order they were made (one worker answers them in turn).
  useBarcodeScanner((code) => {
    void queries.scan(code, scale).then((scan) => {
      if (scan === null) return;
      const outcome = scanChoice(scan, index.availability, code);
      setAlert(outcome.ok ? null : outcome.message);
      if (!outcome.ok) return;
      latest.current.onChoose(owned(outcome.choice, scan.listedIn ?? []));
    });
  });

  const pendingBrand = view.brands.find((b) => b.brand_id === pendingBrandId);

  return (
    <section className={`menu selling-menu${kiosk ? ' selling-menu--kiosk' : ''}`} aria-label={t`Menu`}>
      <ScopeTabs view={view} onBrand={selectBrand} onGroup={selectGroup} />
      <SearchRow text={searchText} showDeals={deals.length > 0} onText={changeSearch} onDeals={openDeals} />
      {alert !== null && <ScanAlert text={alert} onDismiss={() => setAlert(null)} />}
      <div className="menu__body">
        <CategoryRail view={view} onCategory={selectCategory} />
        <div className="selling-menu__results">
          {found !== null && <SearchNote query={query} shown={found.products.length} total={found.total} />}
          <ProductGrid
            products={found?.products ?? view.products}
            busy={found === null && !held}
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
          deals={deals}
          availability={index.availability}
          checks={dealChecks}
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

/**
 * The latest answer of `ask` (a new function per question): the previous answer stays until
 * the next arrives, and an answer to an older question is never shown over a newer one.
 */
function useAnswer<T>(ask: () => Promise<T | null>): T | null {
  const [answer, setAnswer] = useState<{ ask: () => Promise<T | null>; value: T | null } | null>(null);
  useEffect(() => {
    let current = true;
    void ask().then((value) => {
      if (current) setAnswer({ ask, value });
    });
    return () => {
      current = false;
    };
  }, [ask]);
  return answer?.value ?? null;
}
