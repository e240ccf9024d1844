/**
 * A source over a whole catalog in memory: the views the sync would store for it
 * (`menu/views.ts`), all held from the start, and the questions answered by the pure rules
 * over the whole catalog (`memoryQueries`). The screen then reads exactly what it reads from
 * a stored generation, without IndexedDB.
 */
import { QueryClient } from '@tanstack/react-query';
import type { Catalog } from '../../src/core/catalog';
import { memoryQueries } from '../../src/menu/memoryQueries';
import { catalogViews } from '../../src/menu/deriveViews';
import { CatalogSource } from '../../src/app/catalog/source';

export function memorySource(catalog: Catalog, gen = 1): CatalogSource {
  const { head, listings } = catalogViews(catalog, gen);
  const byId = new Map(listings.map((l) => [l.id, l]));
  return new CatalogSource({
    client: new QueryClient(),
    head: {
      gen,
      session: catalog.session,
      channels: catalog.channels,
      head,
    },
    listings,
    extras: { modifierGroups: catalog.modifierGroups, addons: catalog.addons },
    readExtras: () => Promise.resolve({ modifierGroups: catalog.modifierGroups, addons: catalog.addons }),
    readListings: (ids) => Promise.resolve(new Map(ids.map((id) => [id, byId.get(id)]))),
    queries: memoryQueries((asked) => (asked === gen ? catalog : null)),
  });
}
