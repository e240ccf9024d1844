/**
 * A generated tenant of N products served with the built app by the service emulator, its
 * product rows already serialised (the emulator caches each row's JSON), so the first
 * measured sync does not also pay the server's first serialisation.
 */
import { DEMO_API_KEY } from '../../emulator/demo.ts';
import { generateTenant } from '../../emulator/generate.ts';
import { startEmulator, type RunningEmulator } from '../../emulator/server.ts';

export const BENCH_SEED = 'bench';

export interface ServedTenant {
  emulator: RunningEmulator;
  url: string;
  products: number;
}

type ListingPage = { data?: { total_records?: number; records_per_page?: number } };

/**
 * One page of the listing, asked again (up to three times) when the connection was reset: a
 * kept-alive socket the emulator closed as it was reused, which a loaded machine makes likely.
 */
async function readPage(url: string, query: string): Promise<ListingPage> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${url}/api/v2/products?${query}`, { headers: { Authorization: `Bearer ${DEMO_API_KEY}` } });
      return (await res.json()) as ListingPage;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function readListing(url: string, pageSize: number, addon: boolean): Promise<void> {
  for (let page = 1; ; page++) {
    const body = await readPage(url, `current_page=${page}&page_limit=${pageSize}${addon ? '&addon=1' : ''}`);
    const total = body.data?.total_records ?? 0;
    const perPage = body.data?.records_per_page ?? pageSize;
    if (page * perPage >= total) return;
  }
}

/**
 * Pages of this size warm the emulator's row cache (each row's JSON is made once, whatever
 * the page size the sync then asks for); larger pages were reset by the emulator under load.
 */
const WARM_PAGE_SIZE = 1000;

export async function serveTenant(products: number, staticDir: string, pageSize = WARM_PAGE_SIZE): Promise<ServedTenant> {
  const tenant = generateTenant({ products, seed: BENCH_SEED });
  const emulator = await startEmulator({ port: 0, staticDir, tenant });
  await readListing(emulator.url, pageSize, false);
  await readListing(emulator.url, pageSize, true);
  return { emulator, url: emulator.url, products };
}
