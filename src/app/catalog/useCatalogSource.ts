/**
 * The active generation for the selling screen, read live: its source (`source.ts`: the head,
 * then one listing at a time) and its availability (re-read when the quota and sold-out poll
 * writes). A generation being written by a running sync is never read.
 *
 * The switch to a new generation is whole: its head and the listings the screen showed are
 * read first, and until they are in the screen keeps the previous generation's source, so it
 * never mixes two generations and never shows an empty grid in between.
 *
 * Returns undefined while loading, null before the first complete sync.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { readGenerationHead, readListings } from '../../db/catalogViews';
import { readAvailability, type Availability } from '../../db/catalogReader';
import { readActiveGeneration } from '../../db/generations';
import type { PosDb } from '../../db/schema';
import type { CatalogQueries } from '../../menu/catalogQueries';
import { viewMenuIndex } from '../../menu/menuIndex';
import { menuView } from '../../menu/menuView';
import { menuStore } from '../../menu/ui/menuStore';
import { availabilityOf } from '../../core/availability';
import { CatalogSource, headCatalog } from './source';

export interface HeldGeneration {
  source: CatalogSource;
  availability: Availability;
}

/** Listings of the previous generation read again for the next before it is shown, newest first. */
const CARRIED_LISTINGS = 8;

/** The category the menu opens on for the stored selection (2.10.2, 2.10.4 defaults). */
function shownCategory(source: CatalogSource, availability: Availability, kiosk: boolean): number[] {
  const index = viewMenuIndex(source.head.head, source.head.session, new Map(), availabilityOf(headCatalog(source.head, availability)), kiosk);
  const id = menuView(index, menuStore.getState()).category?.id;
  return id === undefined ? [] : [id];
}

async function openGeneration(db: PosDb, gen: number, queries: CatalogQueries, kiosk: boolean, previous: CatalogSource | null): Promise<HeldGeneration | null> {
  const [head, availability] = await Promise.all([readGenerationHead(db, gen), readAvailability(db, gen)]);
  if (head === null) return null;
  const source = new CatalogSource({ head, readListings: (ids) => readListings(db, gen, ids), queries });
  const carried = previous?.heldIds().slice(-CARRIED_LISTINGS) ?? [];
  await source.loadListings([...shownCategory(source, availability, kiosk), ...carried]);
  return source.active ? { source, availability } : null;
}

/** The catalog's questions; `prepare` (the catalog worker's) starts reading a generation before its first question. */
export type SourceQueries = CatalogQueries & { prepare?(gen: number): void };

export function useCatalogSource(db: PosDb, queries: SourceQueries, kiosk: boolean): HeldGeneration | null | undefined {
  const gen = useLiveQuery(() => readActiveGeneration(db), [db]);
  const [opened, setOpened] = useState<HeldGeneration | null | undefined>(undefined);
  const current = opened && opened.source.gen === gen ? opened.source : null;

  // A generation's head never changes: it is read once, when the generation becomes active.
  useEffect(() => {
    if (gen === undefined || gen === null) return;
    let wanted = true;
    void openGeneration(db, gen, queries, kiosk, opened?.source ?? null).then((next) => {
      if (!wanted || !next) return;
      setOpened(next);
      // The whole generation is read for search and scans once the screen has what it shows.
      queries.prepare?.(gen);
    });
    return () => {
      wanted = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one opening per generation; the kiosk flag only picks its first listing
  }, [db, gen, queries]);

  // The poll rewrites the availability between full syncs.
  const availability = useLiveQuery(
    async () => (gen == null ? null : { ...(await readAvailability(db, gen)), gen }),
    [db, gen],
  );

  if (gen === undefined) return undefined;
  if (gen === null) return null;
  if (opened === undefined) return undefined;
  if (opened === null) return null;
  // The previous generation stays until the new one is open, with the availability it was opened with.
  if (current === null || !availability || availability.gen !== gen) return opened;
  return availability === opened.availability ? opened : { source: current, availability };
}
