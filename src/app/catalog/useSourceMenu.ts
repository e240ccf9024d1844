/**
 * The menu over what a source holds of its generation (`source.ts`): the head catalog with
 * its availability (quotas lowered by the sales not yet polled, 2.10.11, as `useQuotas` reads
 * them), the menu index of the listings read so far, and the menu's questions about the whole
 * generation. What the selling screen renders its menu from; the menu benchmark mounts the
 * menu from it too, so it measures what the till does.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Catalog, Product } from '../../core/catalog';
import { availabilityOf, type Availability } from '../../core/availability';
import type { Availability as AvailabilityRows } from '../../db/catalogReader';
import type { GenerationExtras } from '../../db/catalogViews';
import { viewMenuIndex, type MenuIndex } from '../../menu/menuIndex';
import type { MenuQueries } from '../../menu/ui/SellingMenu';
import { headCatalog, type CatalogSource } from './source';

export interface SourceMenu {
  /** The option groups and add-ons, null until read. */
  extras: GenerationExtras | null;
  /** The head catalog (no products) with the quotas held by unpolled sales. */
  catalog: Catalog;
  availability: Availability;
  menuIndex: MenuIndex;
  queries: MenuQueries;
}

export function useSourceMenu(source: CatalogSource, rows: AvailabilityRows, kiosk: boolean): SourceMenu {
  const snapshot = useSyncExternalStore(source.subscribe, source.snapshot);
  const { extras } = snapshot;
  const catalog = useMemo(() => headCatalog(source.head, extras, rows), [source, extras, rows]);
  const availability = useMemo(() => availabilityOf(catalog), [catalog]);
  const listings = useMemo(() => {
    const shown = new Map<number, readonly Product[]>();
    for (const id of snapshot.listings.keys()) shown.set(id, source.listing(id, kiosk) ?? []);
    return shown;
  }, [source, snapshot, kiosk]);
  const menuIndex = useMemo(
    () => viewMenuIndex(source.head.head, catalog.session, listings, availability, kiosk),
    [source, catalog.session, listings, availability, kiosk],
  );
  const queries = useMemo<MenuQueries>(() => ({
    search: (text, allowed) => source.search(text, allowed, kiosk),
    scan: (code, scale) => source.scan(code, scale, kiosk),
    deals: (ids, scope) => source.deals(ids, scope, { quotas: catalog.quotas, soldOut: catalog.soldOut }, kiosk),
    load: (ids) => void source.loadListings(ids, 'first'),
  }), [source, kiosk, catalog.quotas, catalog.soldOut]);
  return { extras, catalog, availability, menuIndex, queries };
}
