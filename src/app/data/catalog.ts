/**
 * The catalog as the selling screen reads it: the active generation and its availability read
 * live, and the reads of one generation that `useCatalogSource` opens a source with (its head,
 * listings, option groups and add-ons, and the open order's lines to read first).
 *
 * The availability (quota rows and the sold-out list) is ONE live query per screen, with the
 * sales the polls cannot have counted yet in the same transaction (2.10.11 across orders): the
 * quota rows are read once, and the object handed on changes only when what it says changes,
 * so the indexes built over it are not rebuilt on every sale of a product without a quota.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { Availability } from '../../db/catalogReader';
import { storedLines } from '../../db/cart';
import { readGenerationHead, readListingPart, readListings } from '../../db/catalogViews';
import { readActiveGeneration } from '../../db/activeGeneration';
import { readHeldAvailability } from '../../db/quotaSales';
import { useDb } from './DbProvider';
import { useUnchanged } from './unchanged';

/** The generation the screen reads; null before the first complete sync, undefined while loading. */
export function useActiveGeneration(): number | null | undefined {
  const db = useDb();
  return useLiveQuery(() => readActiveGeneration(db), [db]);
}

export type GenerationAvailability = Availability & { gen: number };

const sameAvailability = (a: GenerationAvailability | null | undefined, b: GenerationAvailability | null | undefined) =>
  !!a && !!b && a.gen === b.gen && JSON.stringify(a.quotas) === JSON.stringify(b.quotas) && JSON.stringify(a.soldOut) === JSON.stringify(b.soldOut);

/**
 * The quotas of generation `gen`, lowered by the sales their polls have not counted, and the
 * sold-out list; undefined while loading, null without a generation.
 */
export function useQuotas(gen: number | null | undefined): GenerationAvailability | null | undefined {
  const db = useDb();
  const read = useLiveQuery(async () => (gen == null ? null : { ...(await readHeldAvailability(db, gen)), gen }), [db, gen]);
  return useUnchanged(read, sameAvailability);
}

/** The reads of one generation, each null once `gen` is no longer active. */
export function useGenerationReads() {
  const db = useDb();
  return useMemo(
    () => ({
      head: (gen: number) => readGenerationHead(db, gen),
      listings: (gen: number, ids: readonly number[]) => readListings(db, gen, ids),
      listingPart: (gen: number, id: number, part: number) => readListingPart(db, gen, id, part),
      // Read after the first paint, with their code.
      extras: (gen: number) => import('../../db/catalogExtras').then((m) => m.readGenerationExtras(db, gen)),
      /** The open order's lines as stored, to read their products before a new generation is shown. */
      orderLines: () => storedLines(db),
    }),
    [db],
  );
}
