/**
 * A generated tenant of N products served with the built app by the service emulator, its
 * product rows already serialised (the emulator caches each row's JSON), so the first
 * measured sync does not also pay the server's first serialisation.
 */
import { DEMO_API_KEY } from '../../emulator/demo.ts';
import { generateTenant } from '../../emulator/generate.ts';
import { PAGE_LIMIT_MAX } from '../../emulator/responses.ts';
import { startEmulator, type RunningEmulator } from '../../emulator/server.ts';

export const BENCH_SEED = 'bench';

export interface ServedTenant {
  emulator: RunningEmulator;
  url: string;
  products: number;
}

async function readListing(url: string, pageSize: number, addon: boolean): Promise<void> {
  for (let page = 1; ; page++) {
    const query = `current_page=${page}&page_limit=${pageSize}${addon ? '&addon=1' : ''}`;
    const res = await fetch(`${url}/api/v2/products?${query}`, { headers: { Authorization: `Bearer ${DEMO_API_KEY}` } });
    const body = (await res.json()) as { data?: { total_records?: number; records_per_page?: number } };
    const total = body.data?.total_records ?? 0;
    const perPage = body.data?.records_per_page ?? pageSize;
    if (page * perPage >= total) return;
  }
}

/** The tenant served with the app; each row's JSON is made once here, in pages as large as the emulator serves. */
export async function serveTenant(products: number, staticDir: string, pageSize = PAGE_LIMIT_MAX): Promise<ServedTenant> {
  const tenant = generateTenant({ products, seed: BENCH_SEED });
  const emulator = await startEmulator({ port: 0, staticDir, tenant });
  await readListing(emulator.url, pageSize, false);
  await readListing(emulator.url, pageSize, true);
  return { emulator, url: emulator.url, products };
}
