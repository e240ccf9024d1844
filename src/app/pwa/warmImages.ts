/**
 * Fetches the catalog's images in the background after a catalog generation arrives, so
 * the menu shows them offline. The service worker caches every image it serves with status
 * 200 (cache-first, capped, expiring), so warming is just asking for each image once: at low
 * priority, two at a time, during idle time, and never before the catalog is in place.
 *
 * Warming stops as soon as a new version waits: the browser lets the new service worker take
 * over only once the old one has no request in flight, and a warm-up of thousands of images
 * from two tabs would keep it busy for minutes after the cashier tapped "Update available".
 * The new version warms its own cache after the reload.
 */
import type { GenerationHead } from '../../db/catalogViews';
import type { ListingReader } from '../catalog/source';
import { updateStore } from './serviceWorker';
import { idle } from '../idle';

/** Matches the image cache's entry cap (vite.config.ts) with room for what the menu shows. */
const MAX_IMAGES = 3000;
const PARALLEL = 2;
/** Listings read at a time for their images: a short read, whatever the catalog's size. */
const LISTINGS_PER_READ = 8;

/**
 * The images of the brands and categories, then of the products in rail order (the ones a
 * cashier sees first), at most MAX_IMAGES. Product listings are read a few at a time, when
 * the queue runs low, and dropped once their images are queued.
 */
async function* imageUrls(head: GenerationHead, readListings: ListingReader): AsyncGenerator<string> {
  const seen = new Set<string>();
  const fresh = (url: string | null | undefined): url is string => {
    if (!url || seen.has(url) || seen.size >= MAX_IMAGES) return false;
    seen.add(url);
    return true;
  };
  for (const b of head.head.brands) {
    if (fresh(b.brand_thumbnail)) yield b.brand_thumbnail;
    for (const g of b.groups) if (fresh(g.group_thumbnail)) yield g.group_thumbnail;
  }
  for (const c of head.head.categories) if (fresh(c.image)) yield c.image;
  const ids = head.head.railCandidates;
  for (let at = 0; at < ids.length && seen.size < MAX_IMAGES; at += LISTINGS_PER_READ) {
    const listings = await readListings(ids.slice(at, at + LISTINGS_PER_READ));
    if (listings === null) return;
    for (const listing of listings.values()) {
      for (const p of listing?.products ?? []) if (fresh(p.image)) yield p.image;
    }
  }
}

/**
 * CORS, never `no-cors`: an opaque answer is counted by Chromium as about 7 MB of quota, so a
 * few thousand of them fill the device and then sales cannot be written. The <img> tags that
 * show these images say crossorigin="anonymous", so they use (and match) the same cached answer.
 */
export const WARM_REQUEST = { mode: 'cors', credentials: 'same-origin', priority: 'low' } as const;

let running: AbortController | null = null;

/** Starts warming for this generation, cancelling a warm-up of an older one. */
export function warmImages(head: GenerationHead, readListings: ListingReader): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  running?.abort();
  const controller = new AbortController();
  running = controller;
  const updating = (s: { waiting: boolean; reloadWhenIdle: boolean }) => s.waiting || s.reloadWhenIdle;
  if (updating(updateStore.getState())) return;
  const stop = updateStore.subscribe((s) => {
    if (updating(s)) controller.abort();
  });
  controller.signal.addEventListener('abort', stop, { once: true });
  const queue = imageUrls(head, readListings);
  // Both fetchers take from one generator (its calls are answered in turn).
  const take = () => queue.next();
  const worker = async () => {
    for (let item = await take(); !item.done && !controller.signal.aborted; item = await take()) {
      const url = item.value;
      await idle();
      if (!navigator.onLine) return;
      try {
        await fetch(url, { signal: controller.signal, ...WARM_REQUEST } as RequestInit);
      } catch {
        // A missing image keeps its placeholder; warming goes on with the next.
      }
    }
  };
  const begin = () => {
    if (controller.signal.aborted) return;
    for (let i = 0; i < PARALLEL; i++) void worker();
  };
  // On the first visit the catalog can arrive before the service worker takes control;
  // only a controlled page's requests reach the image cache.
  if (navigator.serviceWorker.controller) begin();
  else navigator.serviceWorker.addEventListener('controllerchange', begin, { once: true });
}
