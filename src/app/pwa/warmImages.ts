/**
 * Fetches the catalog's images in the background after a catalog generation arrives, so
 * the menu shows them offline. The service worker caches every image it serves with status
 * 200 (cache-first, capped, expiring), so warming is just asking for each image once: at low
 * priority, two at a time, during idle time, and never before the catalog is in place.
 */
import type { Catalog } from '../../core/catalog';

/** Matches the image cache's entry cap (vite.config.ts) with room for what the menu shows. */
const MAX_IMAGES = 3000;
const PARALLEL = 2;

function imageUrls(catalog: Catalog): string[] {
  const urls = new Set<string>();
  for (const b of catalog.brands) {
    if (b.brand_thumbnail) urls.add(b.brand_thumbnail);
    for (const g of b.groups) if (g.group_thumbnail) urls.add(g.group_thumbnail);
  }
  for (const c of catalog.categories) if (c.image) urls.add(c.image);
  for (const p of catalog.products) {
    if (urls.size >= MAX_IMAGES) break;
    if (p.image) urls.add(p.image);
  }
  return [...urls].slice(0, MAX_IMAGES);
}

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });

/**
 * CORS, never `no-cors`: an opaque answer is counted by Chromium as about 7 MB of quota, so a
 * few thousand of them fill the device and then sales cannot be written. The <img> tags that
 * show these images say crossorigin="anonymous", so they use (and match) the same cached answer.
 */
export const WARM_REQUEST = { mode: 'cors', credentials: 'same-origin', priority: 'low' } as const;

let running: AbortController | null = null;

/** Starts warming for this catalog, cancelling a warm-up of an older one. */
export function warmImages(catalog: Catalog): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  running?.abort();
  const controller = new AbortController();
  running = controller;
  const queue = imageUrls(catalog);
  const worker = async () => {
    for (let url = queue.shift(); url && !controller.signal.aborted; url = queue.shift()) {
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
