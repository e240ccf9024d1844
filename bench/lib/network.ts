/**
 * `--network=shop`: a shop's line, 100 ms round trip, 10 Mbit/s down and 2 Mbit/s up, set with
 * DevTools' `Network.emulateNetworkConditions` on the page's session before it loads. Checked
 * on Chromium 156: the emulation set on the page also holds the fetches of its dedicated
 * workers (a 500 KB fetch from a worker took 630 to 680 ms under 100 ms and 10 Mbit/s, 210 to
 * 270 ms without), so the sync worker's pages travel the emulated line; no proxy is needed.
 *
 * The floor of a sync on such a line: the bytes of every response (headers counted as
 * `HEADER_BYTES` each) at the line's bandwidth, plus one round trip for the small routes and
 * one for each batch of listing pages the sync keeps in flight.
 */
import type { Page } from '@playwright/test';
import { DEMO_API_KEY } from '../../emulator/demo.ts';

export interface Line {
  name: string;
  latencyMs: number;
  downBytesPerS: number;
  upBytesPerS: number;
}

export const SHOP_LINE: Line = { name: 'shop', latencyMs: 100, downBytesPerS: 10e6 / 8, upBytesPerS: 2e6 / 8 };
/** Status line and headers of one response, about what the emulator sends. */
const HEADER_BYTES = 250;

export function networkFlag(): Line | null {
  return process.argv.includes('--network=shop') ? SHOP_LINE : null;
}

export async function emulateLine(page: Page, line: Line): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: line.latencyMs,
    downloadThroughput: line.downBytesPerS,
    uploadThroughput: line.upBytesPerS,
  });
}

export interface Listing {
  bytes: number;
  pages: number;
  rows: number;
}

/** Reads a listing of the served tenant as the sync asks for it, counting its bytes on the wire. */
export async function measureListing(url: string, pageSize: number, addon: boolean): Promise<Listing> {
  const result: Listing = { bytes: 0, pages: 0, rows: 0 };
  for (let page = 1; ; page++) {
    const query = `current_page=${page}&page_limit=${pageSize}${addon ? '&addon=1' : ''}`;
    const res = await fetch(`${url}/api/v2/products?${query}`, { headers: { Authorization: `Bearer ${DEMO_API_KEY}` } });
    const body = Buffer.from(await res.arrayBuffer());
    const data = (JSON.parse(body.toString('utf8')) as { data?: { total_records?: number; records_per_page?: number; products?: unknown[] } }).data;
    result.bytes += body.length + HEADER_BYTES;
    result.pages += 1;
    result.rows += data?.products?.length ?? 0;
    const perPage = data?.records_per_page ?? pageSize;
    if (page * perPage >= (data?.total_records ?? 0) || (data?.products?.length ?? 0) === 0) return result;
  }
}

/** Bytes of the routes that are not paginated (categories, modifiers, brands and the like). */
export async function measureSmallRoutes(url: string): Promise<number> {
  let bytes = 0;
  const headers = { Authorization: `Bearer ${DEMO_API_KEY}` };
  for (const [method, path] of [['GET', '/api/v2/categories'], ['POST', '/api/v2/modifiers'], ['GET', '/api/v2/brands']] as const) {
    const res = await fetch(`${url}${path}`, { method, headers });
    bytes += (await res.arrayBuffer()).byteLength + HEADER_BYTES;
  }
  return bytes;
}

export interface LineFloor {
  bytes: number;
  productBytes: number;
  pages: number;
  roundTrips: number;
  ms: number;
}

/** The least time any sync needs on `line`: every byte at its bandwidth, and its round trips. */
export async function lineFloor(url: string, line: Line, pageSize: number, pagesInFlight: number): Promise<LineFloor> {
  const products = await measureListing(url, pageSize, false);
  const addons = await measureListing(url, pageSize, true);
  const small = await measureSmallRoutes(url);
  const bytes = products.bytes + addons.bytes + small;
  const roundTrips = 1 + Math.ceil(addons.pages / pagesInFlight) + Math.ceil(products.pages / pagesInFlight);
  return {
    bytes,
    productBytes: products.bytes,
    pages: products.pages + addons.pages,
    roundTrips,
    ms: (bytes / line.downBytesPerS) * 1000 + roundTrips * line.latencyMs,
  };
}
