/**
 * How a category's listing is cut into the records it is stored as (`listings`, then
 * `listingParts`; see `ListingHead` in views.ts), and joined back by a reader of the whole
 * generation: rules of the sync and the catalog worker, apart from the views the screen reads,
 * so the first load does not carry them.
 */
import type { Product } from '../core/catalog';
import { withParts, type CategoryListing, type ListingHead, type ListingPart } from './views';

/**
 * Products per stored listing record. A category's listing is stored as records of this many
 * (`listings` holds the first, `listingParts` the ones after it), so the screen reads one
 * short record to show a first screen, whatever the category's size, and the rest in the
 * tasks after it. A few hundred is more than a screen of cards and a read of well under a
 * millisecond per hundred products in Chromium.
 */
export const LISTING_RECORD = 300;

/** A listing as stored: its first record and the records after it, `size` products each. */
export function listingRecords(listing: CategoryListing, size: number = LISTING_RECORD): { head: ListingHead; parts: ListingPart[] } {
  const count = Math.max(1, Math.ceil(listing.products.length / size), Math.ceil((listing.kiosk?.length ?? 0) / size));
  const slice = (products: Product[], at: number) => products.slice(at * size, (at + 1) * size);
  const record = (at: number) => (listing.kiosk ? { products: slice(listing.products, at), kiosk: slice(listing.kiosk, at) } : { products: slice(listing.products, at) });
  const head: ListingHead = { gen: listing.gen, id: listing.id, ...record(0), ...(count > 1 ? { parts: count - 1 } : {}) };
  const parts: ListingPart[] = [];
  for (let at = 1; at < count; at++) parts.push({ gen: listing.gen, id: listing.id, part: at, ...record(at) });
  return { head, parts };
}

/** Whole listings from stored records: each first record joined with its parts (read in any order). */
export function joinListings(heads: readonly ListingHead[], parts: readonly ListingPart[]): CategoryListing[] {
  const byListing = new Map<number, ListingPart[]>();
  for (const part of parts) {
    const of = byListing.get(part.id);
    if (of) of.push(part);
    else byListing.set(part.id, [part]);
  }
  return heads.map((head) => {
    const own = (byListing.get(head.id) ?? []).sort((a, b) => a.part - b.part);
    const { parts: _parts, ...whole } = withParts(head, own);
    return whole;
  });
}
