/**
 * What the selling screen holds of one catalog generation, whatever the catalog's size: its
 * head (brands, categories, rail, deals, option groups, add-ons; `db/catalogViews.ts`), the
 * category listings it has read so far, and the products it has cached (in those listings,
 * the answers to a search or a scan, or fetched by id for the order's lines). Questions about
 * the whole generation (search, scan, products by id, deals) go to `CatalogQueries`: the
 * catalog worker at full size, the pure rules over a catalog in memory in tests.
 *
 * The listings are TanStack Query's: the app's one `QueryClient` caches each under
 * `['listing', gen, id]`, so a listing asked twice, or again while it is being read, is read
 * once (the ids asked together are read in one IndexedDB read all the same). A generation's
 * rows never change, so a listing is never stale (`staleTime: Infinity`); it is never
 * collected by time either (`gcTime: Infinity`): what decides is how many are held. Past
 * `LISTINGS_HELD` the oldest read are removed from the cache, and when the screen has moved to
 * the next generation the old one's are removed whole (`removeQueries`).
 *
 * A source belongs to one generation and never holds a row of another: its reads name the
 * generation and come back empty once it is no longer active (the source is then
 * `invalidated`), and the screen moves to the next generation's source as a whole
 * (`useCatalogSource`).
 *
 * The products are kept in one map that only grows while the screen shows few listings
 * (`products`); pricing and the cart's rules look products up in it, so a product shown,
 * searched or scanned can be sold at once. When old listings are removed the map is rebuilt
 * from what is still held, the order's products (`pin`) and the ones lately handed to it
 * included, so a day of tapping through every aisle does not end with the whole catalog in
 * the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Catalog, Product, Quota } from '../../core/catalog';
import type { ScaleBarcodeConfig } from '../../menu/barcode';
import type { AvailabilityRows, CatalogQueries, ScanAnswer } from '../../menu/catalogQueries';
import type { DealCheck } from '../../menu/dealSlots';
import type { CategoryScope } from '../../menu/scope';
import type { SearchResult } from '../../menu/searchProducts';
import { heldProducts, listingFor, withParts, type CategoryListing, type ListingHead, type ListingPart } from '../../menu/views';
import type { GenerationExtras, GenerationHead } from '../../db/catalogViews';
import { nextTask } from '../../core/nextTask';

/** Listings kept at most; the rail of a brand group rarely holds more than a few dozen. */
export const LISTINGS_HELD = 240;
/** Products handed to the order that outlive a removal of old listings, whatever listing they came from. */
const RECENT_HELD = 64;

/** Reads the first record of each listing of `ids` (a whole listing where it is held whole); null once the generation is not active. */
export type ListingReader = (ids: readonly number[]) => Promise<ReadonlyMap<number, ListingHead | undefined> | null>;

/** Reads record `part` (1, 2...) of the listing of category `id`; undefined when it has none, null once the generation is not active. */
export type ListingPartReader = (id: number, part: number) => Promise<ListingPart | undefined | null>;

/** The query key of a category's listing in a generation. */
export const listingKey = (gen: number, id: number) => ['listing', gen, id] as const;

/**
 * How every listing is cached: never stale within its generation, never collected by time
 * (removed by count or with its generation), and read offline too (IndexedDB needs no network,
 * so reachability, which TanStack Query follows, must not pause it).
 */
const LISTING_QUERIES = { staleTime: Infinity, gcTime: Infinity, retry: false, networkMode: 'always' } as const;

/** A read found the generation no longer active. */
class GenerationInactive extends Error {}

export interface SourceParts {
  head: GenerationHead;
  readListings: ListingReader;
  /** The records after a listing's first; absent where every listing is held whole (a catalog in memory). */
  readListingPart?: ListingPartReader;
  /** The generation's option groups and add-ons (read after the first paint); null once it is not active. */
  readExtras: () => Promise<GenerationExtras | null>;
  /** The extras already in hand (a catalog in memory). */
  extras?: GenerationExtras;
  queries: CatalogQueries;
  /** The app's one query client, which caches the listings. */
  client: QueryClient;
  /** Listings already in hand (a catalog in memory holds them all). */
  listings?: Iterable<CategoryListing>;
}

/** What a render reads: changes (a new object) whenever a listing, a product or the extras arrive. */
export interface SourceSnapshot {
  readonly version: number;
  /** Listings read so far, by category id, oldest first; a category without products reads as an empty listing. */
  readonly listings: ReadonlyMap<number, CategoryListing | null>;
  /** The option groups and add-ons, null until read. */
  readonly extras: GenerationExtras | null;
}

export class CatalogSource {
  readonly gen: number;
  readonly head: GenerationHead;
  private readonly client: QueryClient;
  private readonly readListings: ListingReader;
  private readonly readListingPart: ListingPartReader | undefined;
  /** The reads of the records after the first, under way, by category id. */
  private readonly restReads = new Map<number, Promise<void>>();
  private readonly queries: CatalogQueries;
  private readonly cached = new Map<number, Product>();
  /** Ids asked by `fetchProducts` that the generation does not hold. */
  private readonly absent = new Set<number>();
  /** Ids the order needs, kept when old listings are removed. */
  private pinned: readonly number[] = [];
  /** Products handed to the order lately, newest first. */
  private recent: readonly Product[] = [];
  private current: SourceSnapshot;
  private readonly readExtras: () => Promise<GenerationExtras | null>;
  private extrasRead: Promise<void> | null = null;
  // Not a zustand store: the snapshot is catalog rows, which never go into zustand (UI state only).
  private readonly listeners = new Set<() => void>();
  /** Set once a read finds the generation no longer active. */
  private invalidated = false;

  constructor(parts: SourceParts) {
    this.gen = parts.head.gen;
    this.head = parts.head;
    this.client = parts.client;
    this.readListings = parts.readListings;
    this.readListingPart = parts.readListingPart;
    this.queries = parts.queries;
    this.readExtras = parts.readExtras;
    this.client.setQueryDefaults(['listing'], LISTING_QUERIES);
    for (const listing of parts.listings ?? []) this.client.setQueryData(listingKey(this.gen, listing.id), listing);
    this.current = { version: 0, listings: new Map(), extras: parts.extras ?? null };
    for (const deal of parts.head.head.deals) this.cache(deal);
    for (const listing of this.heldListings().values()) if (listing) for (const p of heldProducts(listing)) this.cache(p);
    this.current = { ...this.current, listings: this.heldListings() };
  }

  /** The listings of this generation in the query cache, by id, oldest read first. */
  private heldListings(): Map<number, CategoryListing | null> {
    const held = new Map<number, CategoryListing | null>();
    for (const query of this.client.getQueryCache().findAll({ queryKey: ['listing', this.gen] })) {
      const data = query.state.data as CategoryListing | null | undefined;
      if (data !== undefined) held.set(query.queryKey[2] as number, data);
    }
    return held;
  }

  /** The ids of the listings held, oldest read first. */
  heldIds(): number[] {
    return [...this.current.listings.keys()];
  }

  /** Products cached so far, by id (the first row of a repeated id). Grows; see the module comment. */
  get products(): ReadonlyMap<number, Product> {
    return this.cached;
  }

  /** False once a read found that a newer generation is active. */
  get active(): boolean {
    return !this.invalidated;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): SourceSnapshot => this.current;

  /** Whether every listing of `ids` has been read, all its records. */
  holds(ids: readonly number[]): boolean {
    return ids.every((id) => {
      const listing = this.client.getQueryData<ListingHead | null>(listingKey(this.gen, id));
      return listing === null || (listing !== undefined && !listing.parts);
    });
  }

  /** Whether the first record of the listing of `id` has been read. */
  private started(id: number): boolean {
    return this.client.getQueryData(listingKey(this.gen, id)) !== undefined;
  }

  /** The products of a held listing as a screen sells them (a kiosk's own listing), or undefined before it is read. */
  listing(id: number, kiosk: boolean): readonly Product[] | undefined {
    const listing = this.client.getQueryData<CategoryListing | null>(listingKey(this.gen, id));
    if (listing === undefined) return undefined;
    return listing === null ? [] : listingFor(listing, kiosk);
  }

  /**
   * Reads the listings of `ids` not held yet: the first record of each in one read for all of
   * them, then the records after each first one, one per task, each shown as it arrives.
   * Resolves when every record is in (or the generation is gone); with `'first'`, as soon as
   * the first records are, which is all a first screen of cards needs.
   */
  loadListings(ids: readonly number[], upTo: 'whole' | 'first' = 'whole'): Promise<void> {
    const firsts = this.loadFirstRecords(ids);
    if (upTo === 'first') return firsts;
    return firsts.then(() => Promise.all(ids.map((id) => this.restReads.get(id))).then(() => undefined));
  }

  private loadFirstRecords(ids: readonly number[]): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.started(id));
    if (wanted.length === 0 || this.invalidated) return Promise.resolve();
    // The ids no read is fetching yet are read together; the others join the read under way.
    const fresh = wanted.filter((id) => this.client.getQueryState(listingKey(this.gen, id))?.fetchStatus !== 'fetching');
    const read = fresh.length > 0 ? this.readListings(fresh) : null;
    const fetched = wanted.map((id) =>
      this.client
        .fetchQuery({
          queryKey: listingKey(this.gen, id),
          queryFn: async () => {
            const rows = await read;
            if (rows === null) throw new GenerationInactive();
            return rows?.get(id) ?? null;
          },
        })
        .then(
          () => true,
          (cause: unknown) => {
            if (cause instanceof GenerationInactive) this.invalidated = true;
            return false;
          },
        ),
    );
    return Promise.all(fetched).then((arrived) => {
      if (!arrived.some(Boolean) || this.invalidated) return;
      for (const id of fresh) {
        const listing = this.client.getQueryData<ListingHead | null>(listingKey(this.gen, id));
        if (listing) for (const p of heldProducts(listing)) this.cache(p);
        if (listing?.parts && this.readListingPart) this.readRest(id, this.readListingPart);
      }
      this.removeOldest();
      this.changed();
    });
  }

  /**
   * Reads the records after the first of the listing of `id`, one per task, adding each to
   * the listing held; stops once that listing is whole, or let go or read again meanwhile (a
   * listing read again reads its rest anew).
   */
  private readRest(id: number, reader: ListingPartReader): void {
    const reading = (async () => {
      let mine = this.client.getQueryData<ListingHead | null>(listingKey(this.gen, id));
      for (let next = 1; mine?.parts && !this.invalidated; next++) {
        await nextTask();
        const part = await reader(id, next);
        if (part === null) this.invalidated = true;
        if (!part || this.client.getQueryData(listingKey(this.gen, id)) !== mine) return;
        // What the cache keeps (its structural sharing may hand back another object than the one set).
        mine = this.client.setQueryData<ListingHead | null>(listingKey(this.gen, id), withParts(mine, [part]));
        for (const p of heldProducts(part)) this.cache(p);
        this.changed();
      }
    })();
    this.restReads.set(id, reading);
  }

  /** Reads the option groups and add-ons once; resolves when they are in (or the generation is gone). */
  loadExtras(): Promise<void> {
    if (this.current.extras !== null) return Promise.resolve();
    return (this.extrasRead ??= this.readExtras().then(
      (extras) => {
        if (extras === null) this.invalidated = true;
        else this.changed(extras);
      },
      () => {
        this.extrasRead = null;
      },
    ));
  }

  /** The ids the order's lines need: kept when old listings are removed, and fetched from the whole generation when not cached. */
  pin(ids: readonly number[]): void {
    this.pinned = ids;
  }

  /** Whether each of `ids` has been fetched: cached, or known not to be in the generation. */
  fetched(ids: readonly number[]): boolean {
    return ids.every((id) => this.cached.has(id) || this.absent.has(id));
  }

  /** Fetches from the whole generation the products of `ids` not cached yet. */
  async fetchProducts(ids: readonly number[]): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.cached.has(id) && !this.absent.has(id));
    if (wanted.length === 0 || this.invalidated) return;
    const found = await this.queries.products(this.gen, wanted);
    if (found === null) {
      this.invalidated = true;
      return;
    }
    for (const p of found) this.cache(p);
    for (const id of wanted) if (!this.cached.has(id)) this.absent.add(id);
    this.changed();
  }

  async search(text: string, allowed: CategoryScope, kiosk: boolean): Promise<SearchResult | null> {
    const found = await this.queries.search(this.gen, text, allowed, kiosk);
    if (found === null) this.invalidated = true;
    else found.products.forEach((p) => this.cache(p));
    return found;
  }

  async scan(code: string, scale: ScaleBarcodeConfig, kiosk: boolean): Promise<ScanAnswer | null> {
    const found = await this.queries.scan(this.gen, code, scale, kiosk);
    if (found === null) this.invalidated = true;
    else if (found.kind !== 'unknown') this.cache(found.product);
    return found;
  }

  async deals(ids: readonly number[], scope: CategoryScope, availability: AvailabilityRows, kiosk: boolean): Promise<Map<number, DealCheck> | null> {
    const checks = await this.queries.deals(this.gen, ids, scope, availability, kiosk);
    if (checks === null) this.invalidated = true;
    return checks;
  }

  /** Keeps a product the screen hands to the order (a card, a search or scan answer), through the next removals too. */
  remember(product: Product): void {
    this.cache(product);
    this.recent = [product, ...this.recent.filter((p) => p.id !== product.id)].slice(0, RECENT_HELD);
  }

  /** Removes this generation's listings from the query cache: the screen has moved to the next generation. */
  remove(): void {
    this.client.removeQueries({ queryKey: ['listing', this.gen] });
  }

  private cache(product: Product): void {
    if (!this.cached.has(product.id)) this.cached.set(product.id, product);
  }

  private changed(extras: GenerationExtras | null = this.current.extras): void {
    this.current = { version: this.current.version + 1, listings: this.heldListings(), extras };
    for (const listener of this.listeners) listener();
  }

  /** Removes the oldest listings past LISTINGS_HELD from the cache, keeping the products still held or pinned. */
  private removeOldest(): void {
    const held = this.heldListings();
    if (held.size <= LISTINGS_HELD) return;
    for (const id of [...held.keys()].slice(0, held.size - LISTINGS_HELD)) {
      this.client.removeQueries({ queryKey: listingKey(this.gen, id), exact: true });
      held.delete(id);
    }
    const keep = new Map<number, Product>();
    for (const id of this.pinned) {
      const p = this.cached.get(id);
      if (p) keep.set(id, p);
    }
    for (const p of this.recent) keep.set(p.id, p);
    for (const deal of this.head.head.deals) keep.set(deal.id, deal);
    for (const listing of held.values()) {
      for (const p of listing ? heldProducts(listing) : []) if (!keep.has(p.id)) keep.set(p.id, p);
    }
    this.cached.clear();
    for (const [id, p] of keep) this.cached.set(id, p);
  }
}

/**
 * The generation as the pure rules take a catalog, without its products (and without option
 * groups and add-ons until they are read): the screen hands
 * the products it holds (`CatalogSource.products`) to pricing and the cart's rules apart.
 */
export function headCatalog(
  head: GenerationHead,
  extras: GenerationExtras | null,
  availability: { quotas: Quota[]; soldOut: readonly number[] | null },
): Catalog {
  return {
    session: head.session,
    brands: head.head.brands,
    categories: head.head.categories,
    modifierGroups: extras?.modifierGroups ?? [],
    addons: extras?.addons ?? [],
    channels: head.channels,
    products: [],
    quotas: availability.quotas,
    soldOut: availability.soldOut,
  };
}

/** The product ids the order's lines are priced from: each line's product and its combo's children. */
export function orderProductIds(lines: readonly { product_id: number; children: readonly { product_id: number }[] }[]): number[] {
  return lines.flatMap((line) => [line.product_id, ...line.children.map((c) => c.product_id)]);
}
