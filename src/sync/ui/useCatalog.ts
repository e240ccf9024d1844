/**
 * The active catalog for the UI, read live from the database. Three live queries with their
 * own reach: the active generation number, that generation's rows (re-read only when a full
 * sync switches generation) and its availability (re-read when the quota and sold-out poll
 * writes). A generation being written by a running sync is never read.
 *
 * Returns undefined while loading, null before the first complete sync.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import type { Catalog } from '../../core/catalog';
import {
  composeCatalog,
  readAvailability,
  readCatalogGeneration,
  type Availability,
  type CatalogGeneration,
} from '../../db/catalogReader';
import { readActiveGeneration } from '../../db/generations';
import type { PosDb } from '../../db/schema';

export function useCatalog(db: PosDb): Catalog | null | undefined {
  const gen = useLiveQuery(() => readActiveGeneration(db), [db]);
  const generation = useLiveQuery<CatalogGeneration | null>(
    () => (gen == null ? null : readCatalogGeneration(db, gen)),
    [db, gen],
  );
  const availability = useLiveQuery<(Availability & { gen: number }) | null>(
    async () => (gen == null ? null : { ...(await readAvailability(db, gen)), gen }),
    [db, gen],
  );
  const composed = useMemo(() => {
    if (gen === undefined) return undefined;
    if (gen === null) return null;
    if (!generation || generation.gen !== gen || !availability || availability.gen !== gen) return undefined;
    return composeCatalog(generation, availability);
  }, [gen, generation, availability]);

  // Until both parts of a new generation are in, keep showing the previous whole catalog.
  const [kept, setKept] = useState<Catalog | null | undefined>(undefined);
  if (composed !== undefined && composed !== kept) setKept(composed);
  return composed !== undefined ? composed : kept;
}
