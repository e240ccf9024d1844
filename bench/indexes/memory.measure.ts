/**
 * Where the catalog worker's heap goes:
 * `npx vitest run --config bench/indexes/vitest.memory.config.ts` (MEMORY_PRODUCTS=50000 for another size;
 * run through Vitest for the Lingui macros the menu's modules use).
 * Builds what the worker holds for a generated catalog (its products as IndexedDB hands them
 * back, a structured clone, with equal values then held once, then the whole-catalog menu index) and prints the heap after a full
 * GC grown by each part. Memory does not depend on the machine's load; nothing here is timed.
 */
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { searchTable } from '../../src/menu/search';
import { shareEqualValues } from '../../src/menu/sharedValues';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { test } from 'vitest';
import { generateCatalog } from '../../test/kit/catalogs';

const size = Number(process.env.MEMORY_PRODUCTS ?? 200_000);
// A full GC on demand, in whatever process Vitest runs this in.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

test('where the catalog worker heap goes', () => {
  const before = heap();
  // The worker's copy is what IndexedDB hands back: a structured clone, the generator's own let go.
  const catalog = structuredClone(generateCatalog({ products: size, categories: 60, brands: 3, groupsPerBrand: 4, seed: 42 }));
  const held: unknown[] = [catalog];
  const asRead = heap();
  // The worker holds equal values once (sharedValues.ts) before it builds the index.
  shareEqualValues(catalog.products);
  const afterCatalog = heap();
  const index = buildMenuIndex(catalog);
  held.push(index);
  const afterIndex = heap();
  const search = searchTable(index.railCandidates.map((c) => [c.id, index.listings.get(c.id) ?? []] as const));
  held.push(search);
  const afterSearch = heap();
  console.log(`${size.toLocaleString('en')} products (${index.search.products.length.toLocaleString('en')} on the rail)`);
  console.log(`| part | heap |\n|------|------|`);
  console.log(`| the products as read (a structured clone of the generated catalog) | ${mb(asRead - before)} |`);
  console.log(`| the products with equal values held once (what the worker holds) | ${mb(afterCatalog - before)} |`);
  console.log(`| the whole-catalog menu index, search table included | ${mb(afterIndex - afterCatalog)} |`);
  console.log(`| of which the search table (built again alone) | ${mb(afterSearch - afterIndex)} |`);
  console.log(`| products and index | ${mb(afterIndex - before)} |`);
  const { narrow, wide } = index.search;
  const keys = (k: typeof narrow) => `${k.positions.length.toLocaleString('en')} keys, ${k.text.length.toLocaleString('en')} characters`;
  console.log(`search keys: ${keys(narrow)} with none above U+00FF (one byte each), ${keys(wide)} with some (two bytes each)`);
  held.length = 0;
});
