/**
 * What the selling screen holds of one catalog generation, whatever the catalog's size: its
 * head (brands, categories, rail, deals, option groups, add-ons; `db/catalogViews.ts`), the
 * category listings it has read so far, and the products it has met (in those listings, the
 * answers to a search or a scan, or asked by id for the order's lines). Questions about the
 * whole generation (search, scan, products by id, deals) go to `CatalogQueries`: the catalog
 * worker at full size, the pure rules over a catalog in memory in tests.
 *
 * A source belongs to one generation and never holds a row of another: its reads name the
 * generation and come back empty once it is no longer active, and the screen then moves to
 * the next generation's source as a whole (`useCatalogSource`).
 *
 * The products met are kept in one map that only grows while the screen shows few listings
 * (`products`); pricing and the cart's rules look products up in it, so a product shown,
 * searched or scanned can be sold at once. Listings read long ago are let go past
 * `LISTINGS_HELD`, and the map is rebuilt from what is still held then, so a day of tapping
 * through every aisle does not end with the whole catalog in the page.
 */
import type { Catalog, Product, Quota } from '../../core/catalog';
import type { ScaleBarcodeConfig } from '../../menu/barcode';
import type { AvailabilityRows, CatalogQueries, ScanAnswer } from '../../menu/catalogQueries';
import type { DealCheck } from '../../menu/deals';
import type { CategoryScope } from '../../menu/scope';
import type { SearchResult } from '../../menu/searchProducts';
import { heldProducts, listingFor, type CategoryListing } from '../../menu/views';
import type { GenerationExtras, GenerationHead } from '../../db/catalogViews';

/** Listings kept at most; the rail of a brand group rarely holds more than a few dozen. */
export const LISTINGS_HELD = 240;
/** Products handed to the order that outlive a letting go, whatever listing they came from. */
const RECENT_HELD = 64;

export type ListingReader = (ids: readonly number[]) => Promise<ReadonlyMap<number, CategoryListing | undefined> | null>;

export interface SourceParts {
  head: GenerationHead;
  readListings: ListingReader;
  /** The generation's option groups and add-ons (read after the first paint); null once it is not active. */
  readExtras: () => Promise<GenerationExtras | null>;
  /** The extras already in hand (a catalog in memory). */
  extras?: GenerationExtras;
  queries: CatalogQueries;
  /** Listings already in hand (a catalog in memory holds them all). */
  listings?: Iterable<CategoryListing>;
}

/** What a render reads: changes (a new object) whenever a listing, a product or the extras arrive. */
export interface SourceSnapshot {
  readonly version: number;
  /** Listings read so far, by category id; a category without products reads as an empty listing. */
  readonly listings: ReadonlyMap<number, CategoryListing | null>;
  /** The option groups and add-ons, null until read. */
  readonly extras: GenerationExtras | null;
}

export class CatalogSource {
  readonly gen: number;
  readonly head: GenerationHead;
  private readonly readListings: ListingReader;
  private readonly queries: CatalogQueries;
  /** Insertion order is reading order: the first ones are let go first. */
  private readonly listings = new Map<number, CategoryListing | null>();
  private readonly met = new Map<number, Product>();
  /** Ids asked by `loadProducts` that the generation does not hold. */
  private readonly absent = new Set<number>();
  /** Ids the order needs, kept when old listings are let go. */
  private pinned: readonly number[] = [];
  /** Products handed to the order lately, newest first. */
  private recent: readonly Product[] = [];
  private readonly loading = new Map<number, Promise<void>>();
  private current: SourceSnapshot;
  private readonly readExtras: () => Promise<GenerationExtras | null>;
  private extrasRead: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();
  /** Set once a read finds the generation no longer active. */
  private retired = false;

  constructor(parts: SourceParts) {
    this.gen = parts.head.gen;
    this.head = parts.head;
    this.readListings = parts.readListings;
    this.queries = parts.queries;
    this.readExtras = parts.readExtras;
    this.current = { version: 0, listings: this.listings, extras: parts.extras ?? null };
    for (const deal of parts.head.head.deals) this.meet(deal);
    for (const listing of parts.listings ?? []) this.hold(listing.id, listing);
  }

  /** The ids of the listings held, oldest read first. */
  heldIds(): number[] {
    return [...this.listings.keys()];
  }

  private hold(id: number, listing: CategoryListing | null): void {
    this.listings.delete(id);
    this.listings.set(id, listing);
    if (listing) for (const p of heldProducts(listing)) this.meet(p);
  }

  /** Products met so far, by id (the first row met of a repeated id). Grows; see the module comment. */
  get products(): ReadonlyMap<number, Product> {
    return this.met;
  }

  /** False once a read found that a newer generation is active. */
  get active(): boolean {
    return !this.retired;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): SourceSnapshot => this.current;

  /** Whether every listing of `ids` has been read. */
  holds(ids: readonly number[]): boolean {
    return ids.every((id) => this.listings.has(id));
  }

  /** The products of a held listing as a screen sells them (a kiosk's own listing), or undefined before it is read. */
  listing(id: number, kiosk: boolean): readonly Product[] | undefined {
    const listing = this.listings.get(id);
    if (listing === undefined) return undefined;
    return listing === null ? [] : listingFor(listing, kiosk);
  }

  /** Reads the listings of `ids` not held yet; resolves when all are in (or the generation is gone). */
  loadListings(ids: readonly number[]): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.listings.has(id));
    if (wanted.length === 0 || this.retired) return Promise.resolve();
    const waiting = wanted.flatMap((id) => this.loading.get(id) ?? []);
    const fresh = wanted.filter((id) => !this.loading.has(id));
    if (fresh.length > 0) {
      const read = this.readListings(fresh).then(
        (rows) => {
          if (rows === null) {
            this.retired = true;
            return;
          }
          for (const id of fresh) this.hold(id, rows.get(id) ?? null);
          this.letGo();
          this.changed();
        },
        () => undefined,
      );
      const done = read.finally(() => {
        for (const id of fresh) this.loading.delete(id);
      });
      for (const id of fresh) this.loading.set(id, done);
      waiting.push(done);
    }
    return Promise.all(waiting).then(() => undefined);
  }

  /** Reads the option groups and add-ons once; resolves when they are in (or the generation is gone). */
  loadExtras(): Promise<void> {
    if (this.current.extras !== null) return Promise.resolve();
    return (this.extrasRead ??= this.readExtras().then(
      (extras) => {
        if (extras === null) this.retired = true;
        else this.changed(extras);
      },
      () => {
        this.extrasRead = null;
      },
    ));
  }

  /** The ids the order's lines need: kept through `letGo`, and asked of the whole generation when not met. */
  pin(ids: readonly number[]): void {
    this.pinned = ids;
  }

  /** Whether each of `ids` has been met, or is known not to be in the generation. */
  settled(ids: readonly number[]): boolean {
    return ids.every((id) => this.met.has(id) || this.absent.has(id));
  }

  /** Asks the whole generation for the products of `ids` not met yet. */
  async loadProducts(ids: readonly number[]): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => !this.met.has(id) && !this.absent.has(id));
    if (wanted.length === 0 || this.retired) return;
    const found = await this.queries.products(this.gen, wanted);
    if (found === null) {
      this.retired = true;
      return;
    }
    for (const p of found) this.meet(p);
    for (const id of wanted) if (!this.met.has(id)) this.absent.add(id);
    this.changed();
  }

  async search(text: string, allowed: CategoryScope, kiosk: boolean): Promise<SearchResult | null> {
    const found = await this.queries.search(this.gen, text, allowed, kiosk);
    if (found === null) this.retired = true;
    else found.products.forEach((p) => this.meet(p));
    return found;
  }

  async scan(code: string, scale: ScaleBarcodeConfig, kiosk: boolean): Promise<ScanAnswer | null> {
    const found = await this.queries.scan(this.gen, code, scale, kiosk);
    if (found === null) this.retired = true;
    else if (found.kind !== 'unknown') this.meet(found.product);
    return found;
  }

  async deals(ids: readonly number[], scope: CategoryScope, availability: AvailabilityRows, kiosk: boolean): Promise<Map<number, DealCheck> | null> {
    const checks = await this.queries.deals(this.gen, ids, scope, availability, kiosk);
    if (checks === null) this.retired = true;
    return checks;
  }

  /** Keeps a product the screen hands to the order (a card, a search or scan answer), through the next lettings go too. */
  remember(product: Product): void {
    this.meet(product);
    this.recent = [product, ...this.recent.filter((p) => p.id !== product.id)].slice(0, RECENT_HELD);
  }

  private meet(product: Product): void {
    if (!this.met.has(product.id)) this.met.set(product.id, product);
  }

  private changed(extras: GenerationExtras | null = this.current.extras): void {
    this.current = { version: this.current.version + 1, listings: this.listings, extras };
    for (const listener of this.listeners) listener();
  }

  /** Lets the oldest listings go past LISTINGS_HELD, keeping the products still held or pinned. */
  private letGo(): void {
    if (this.listings.size <= LISTINGS_HELD) return;
    for (const id of [...this.listings.keys()].slice(0, this.listings.size - LISTINGS_HELD)) this.listings.delete(id);
    const keep = new Map<number, Product>();
    for (const id of this.pinned) {
      const p = this.met.get(id);
      if (p) keep.set(id, p);
    }
    for (const p of this.recent) keep.set(p.id, p);
    for (const deal of this.head.head.deals) keep.set(deal.id, deal);
    for (const listing of this.listings.values()) {
      for (const p of listing ? heldProducts(listing) : []) if (!keep.has(p.id)) keep.set(p.id, p);
    }
    this.met.clear();
    for (const [id, p] of keep) this.met.set(id, p);
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
