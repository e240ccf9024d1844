/**
 * The active generation for the selling screen, read live: its source (`source.ts`: the head,
 * then one listing at a time) and its availability (`useQuotas`: re-read when the quota and
 * sold-out poll writes or a sale completes). A generation being written by a running sync is
 * never read. Every read goes through the hooks of `src/app/data`.
 *
 * The switch to a new generation is whole: its head, the listings the screen showed and, when
 * a generation was already on screen, the option groups, the add-ons and the products of the
 * open order's lines are read first. Until they are in, the screen keeps the previous
 * generation's source, so it never mixes two generations, never shows an empty grid in
 * between, and the order (with a dialog open over it, such as "Parked orders") stays on
 * screen through a sync instead of giving way to its placeholder.
 *
 * Returns undefined while loading, null before the first complete sync.
 */
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Availability } from '../../db/catalogReader';
import type { CatalogQueries } from '../../menu/catalogQueries';
import { viewMenuIndex } from '../../menu/menuIndex';
import { menuView } from '../../menu/menuView';
import { menuStore } from '../../menu/ui/menuStore';
import { availabilityOf } from '../../core/availability';
import { useActiveGeneration, useGenerationReads, useQuotas } from '../data/catalog';
import { CatalogSource, orderProductIds } from './source';

type GenerationReads = ReturnType<typeof useGenerationReads>;

export interface HeldGeneration {
  source: CatalogSource;
  availability: Availability;
}

/** Listings of the previous generation read again for the next before it is shown, newest first. */
const CARRIED_LISTINGS = 8;

const NO_AVAILABILITY = availabilityOf({ quotas: [], soldOut: null });

/** The category the menu opens on for the stored selection (2.10.2, 2.10.4 defaults; availability plays no part). */
function shownCategory(source: CatalogSource, kiosk: boolean): number[] {
  const index = viewMenuIndex(source.head.head, source.head.session, new Map(), NO_AVAILABILITY, kiosk);
  const id = menuView(index, menuStore.getState()).category?.id;
  return id === undefined ? [] : [id];
}

/**
 * The head of `gen` and the listings the screen will show first; null when `gen` is no longer
 * active. Over a previous generation, also what the order needs to stay on screen (its extras
 * and its lines' products): a failed read of those only delays them to the screen's own reads.
 */
async function openGeneration(
  read: GenerationReads,
  gen: number,
  queries: CatalogQueries,
  client: Promise<QueryClient>,
  kiosk: boolean,
  previous: CatalogSource | null,
): Promise<CatalogSource | null> {
  const [head, listingCache] = await Promise.all([read.head(gen), client]);
  if (head === null) return null;
  const source = new CatalogSource({
    head,
    client: listingCache,
    readListings: (ids) => read.listings(gen, ids),
    readListingPart: (id, part) => read.listingPart(gen, id, part),
    readExtras: () => read.extras(gen),
    queries,
  });
  const carried = previous?.heldIds().slice(-CARRIED_LISTINGS) ?? [];
  const reads = [source.loadListings([...shownCategory(source, kiosk), ...carried], 'first')];
  if (previous) {
    const orderNeeds = read.orderLines().then((lines) => source.fetchProducts(orderProductIds(lines)));
    reads.push(source.loadExtras(), orderNeeds.catch(() => undefined));
  }
  await Promise.all(reads);
  return source.active ? source : null;
}

/** The catalog's questions; `prepare` (the catalog worker's) starts reading a generation before its first question. */
export type SourceQueries = CatalogQueries & { prepare?(gen: number, kiosk: boolean): void; prepareSearch?(gen: number): void };

let appClient: Promise<QueryClient> | null = null;
/** The app's one query client (`queryClient.ts`), loaded with the first generation's head. */
function appQueryClient(): Promise<QueryClient> {
  return (appClient ??= import('./queryClient').then((m) => m.queryClient));
}

/** `client`: the query client that caches the listings; the app's one unless a test or a bench page hands its own. */
export function useCatalogSource(queries: SourceQueries, kiosk: boolean, client?: QueryClient): HeldGeneration | null | undefined {
  const gen = useActiveGeneration();
  const reads = useGenerationReads();
  const [opened, setOpened] = useState<HeldGeneration | null | undefined>(undefined);
  const [source, setSource] = useState<CatalogSource | null>(null);

  // A generation's head never changes: it is read once, when the generation becomes active.
  // The kiosk flag only picks the first listing and what the worker prepares, and the source
  // shown is the one the generation replaces: both are read as it opens, neither opens it again.
  const open = useEffectEvent((gen: number) => openGeneration(reads, gen, queries, client ? Promise.resolve(client) : appQueryClient(), kiosk, source));

  const prepare = useEffectEvent((gen: number) => queries.prepare?.(gen, kiosk));
  const prepareSearch = useEffectEvent((gen: number) => {
    if (!kiosk) queries.prepareSearch?.(gen);
  });
  useEffect(() => {
    if (gen === undefined || gen === null) return;
    let wanted = true;
    void open(gen).then((next) => {
      if (!wanted || !next) return;
      // Drawn in slices (a transition): a whole new menu is the largest render of the till.
      startTransition(() => setSource(next));
      // The search table at once (one record, read in the search worker; a kiosk has no
      // search box), so a search asked at the first sight of the menu is answered; what the first paint does not need
      // follows it: the option groups and add-ons, then the whole generation for scans and deals.
      prepareSearch(gen);
      void next.loadExtras().then(() => prepare(gen));
    });
    return () => {
      wanted = false;
    };
  }, [reads, gen, queries]);

  // The generation replaced leaves the query cache with its listings once the next is shown.
  const shown = useRef<CatalogSource | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = source;
    if (previous && previous !== source) previous.remove();
  }, [source]);

  // The poll rewrites the availability between full syncs; a sale holds its units until polled.
  const availability = useQuotas(gen);

  // The previous generation stays until the new one is open with its availability.
  const ready = source !== null && source.gen === gen && availability && availability.gen === gen;
  if (ready && (opened?.source !== source || opened.availability !== availability)) setOpened({ source, availability });

  if (gen === undefined) return undefined;
  if (gen === null) return null;
  return opened;
}
