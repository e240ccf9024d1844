/**
 * What the cashier's taps on the selling menu do: the selection's events on the menu store
 * (a brand switch asked first while the order holds lines, 2.10.9), and a product chosen from
 * the grid, the Deals list, a PLU search or a scan handed to the shell. Handlers read the
 * latest props through `latest` without being re-created, so memoized children stay put.
 */
import { useCallback, useState, type RefObject } from 'react';
import type { Product } from '../../core/catalog';
import type { ScaleBarcodeConfig } from '../barcode';
import { scannedBrandId } from '../brand';
import type { MenuIndex } from '../menuIndex';
import { menuView, withOrderBrand, type MenuView } from '../menuView';
import type { SearchResult } from '../searchProducts';
import type { MenuEvent, MenuStore } from './menuStore';
import { scanChoice, type MenuChoice } from './scanChoice';
import { useBarcodeScanner } from './useBarcodeScanner';
import type { MenuQueries } from './useMenuAnswers';

/** What the menu tells the shell, and the order it reads; the menu reads them at the moment of a tap. */
export interface MenuShell {
  orderHasLines: boolean;
  /**
   * The brand the open order pins the menu to while it holds lines (2.10.9, `pinnedBrandId`);
   * null or absent when the order is empty.
   */
  pinnedBrandId?: number | null;
  /** A brand switch happened (2.10.9), asked or not: the shell empties the order. */
  onBrandSwitched(brandId: number): void;
  onChoose(choice: MenuChoice): void;
}

/** The selection's events: brand (asked first when the order holds lines), group, category, search, the Deals list. */
export function useMenuSelecting(store: MenuStore, index: MenuIndex, latest: RefObject<MenuShell>) {
  const dispatch = useCallback(
    (event: MenuEvent) => store.getState().dispatch(event, index, latest.current.pinnedBrandId ?? null),
    [store, index, latest],
  );
  const switchBrand = useCallback((id: number) => {
    latest.current.onBrandSwitched(id);
    dispatch({ type: 'brandSwitched', brand_id: id });
  }, [dispatch, latest]);
  const selectBrand = useCallback((id: number) => {
    if (menuView(index, withOrderBrand(store.getState(), latest.current.pinnedBrandId ?? null)).brand?.brand_id === id) return;
    if (latest.current.orderHasLines) dispatch({ type: 'brandSwitchRequested', brand_id: id });
    else switchBrand(id);
  }, [index, store, dispatch, switchBrand, latest]);
  return {
    switchBrand,
    selectBrand,
    keepBrand: useCallback(() => dispatch({ type: 'brandSwitchCancelled' }), [dispatch]),
    selectGroup: useCallback((id: number) => dispatch({ type: 'groupSelected', group_id: id }), [dispatch]),
    selectCategory: useCallback((id: number) => dispatch({ type: 'categorySelected', category_id: id }), [dispatch]),
    changeSearch: useCallback((text: string) => dispatch({ type: 'searchChanged', text }), [dispatch]),
    openDeals: useCallback(() => dispatch({ type: 'dealsOpened' }), [dispatch]),
    closeDeals: useCallback(() => dispatch({ type: 'dealsClosed' }), [dispatch]),
  };
}

/**
 * A product chosen by a tap, from the Deals list, or by a scan; `alert` is why the last scan
 * chose nothing (null once anything is chosen or the alert dismissed).
 */
export function useMenuChoosing(
  queries: MenuQueries,
  index: MenuIndex,
  view: MenuView,
  found: SearchResult | null,
  scale: ScaleBarcodeConfig,
  closeDeals: () => void,
  latest: RefObject<MenuShell>,
) {
  const [alert, setAlert] = useState<string | null>(null);
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
  }, [pluHit, owned, latest]);
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

  return { alert, dismissAlert: useCallback(() => setAlert(null), []), choose, chooseDeal };
}
