/**
 * What the selling menu asks of the catalog and waits for: the shown category's listing, the
 * search's products and the deals' checks. Each answer keeps the previous one on screen until
 * it arrives, and an answer to an older question never replaces a newer one.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Product } from '../../core/catalog';
import type { ScaleBarcodeConfig } from '../barcode';
import type { ScanAnswer } from '../catalogQueries';
import { brandDeals, dealScope } from '../deals';
import type { DealCheck } from '../dealSlots';
import type { MenuIndex } from '../menuIndex';
import type { MenuView } from '../menuView';
import type { CategoryScope } from '../scope';
import type { SearchResult } from '../searchProducts';
import { useDebouncedText } from './useDebouncedText';

/** The menu's questions about the whole catalog; each answers null once its generation is gone. */
export interface MenuQueries {
  search(text: string, allowed: CategoryScope): Promise<SearchResult | null>;
  scan(code: string, scale: ScaleBarcodeConfig): Promise<ScanAnswer | null>;
  /** `dealAvailability` of each deal of `ids` under `scope`, by deal id. */
  deals(ids: readonly number[], scope: CategoryScope): Promise<ReadonlyMap<number, DealCheck> | null>;
  /** Reads the listings of `ids` the index does not hold yet (the shell gives a new index when they are in). */
  load(ids: readonly number[]): void;
}

/** Whether the index holds the shown category's listing; when it does not, the listing is asked for. */
export function useShownListing(index: MenuIndex, view: MenuView, queries: MenuQueries): boolean {
  const shownId = view.category?.id ?? null;
  const held = shownId === null || index.listings.has(shownId);
  useEffect(() => {
    if (!held && shownId !== null) queries.load([shownId]);
  }, [held, shownId, queries]);
  return held;
}

/** The search once the typing has paused (debounced), and its products within what the menu allows (null: no search). */
export function useMenuSearch(queries: MenuQueries, searchText: string, allowed: CategoryScope): { query: string; found: SearchResult | null } {
  const query = useDebouncedText(searchText);
  const found = useAnswer(
    useCallback(() => (query === '' ? Promise.resolve(null) : queries.search(query, allowed)), [queries, query, allowed]),
  );
  return { query, found };
}

/** The shown brand's deals (all of them under Unify), and, while the Deals list is open, what each can be made of. */
export function useMenuDeals(
  queries: MenuQueries,
  index: MenuIndex,
  view: MenuView,
  open: boolean,
): { deals: readonly Product[]; checks: ReadonlyMap<number, DealCheck> | null } {
  const scope = useMemo(() => dealScope(view.brand, index.railCandidates), [view.brand, index.railCandidates]);
  const deals = useMemo(() => brandDeals(view.brand, index.deals, index.railCandidates), [view.brand, index.deals, index.railCandidates]);
  const ids = useMemo(() => deals.map((d) => d.id), [deals]);
  const checks = useAnswer(
    useCallback(() => (open ? queries.deals(ids, scope) : Promise.resolve(null)), [queries, open, ids, scope]),
  );
  return { deals, checks };
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
