/**
 * Times the menu index on a large catalog: `npx tsx bench/indexes/menuIndex.ts`.
 * Not a test: timings depend on the machine, so nothing here asserts them.
 */
import { performance } from 'node:perf_hooks';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { menuView } from '../../src/menu/menuView';
import { searchProducts } from '../../src/menu/searchProducts';
import { generateCatalog } from '../../test/kit/catalogs';

const sizes = [500, 50_000];
for (const size of sizes) {
  const catalog = generateCatalog({ products: size, categories: 500, brands: 3, groupsPerBrand: 4, seed: 42 });
  const builds: number[] = [];
  const buildsCpu: number[] = [];
  let index = buildMenuIndex(catalog);
  for (let run = 0; run < 7; run++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    index = buildMenuIndex(catalog);
    const cpu = process.cpuUsage(cpuStart);
    builds.push(performance.now() - start);
    buildsCpu.push((cpu.user + cpu.system) / 1000);
  }
  const selections = catalog.brands.flatMap((b) =>
    b.groups.flatMap((g) => [null, ...g.categories].map((categoryId) => ({ brandId: b.brand_id, groupId: g.group_id, categoryId }))),
  );
  const views: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const selection of selections) {
      const start = performance.now();
      menuView(index, selection);
      views.push(performance.now() - start);
    }
  }
  const allowed = menuView(index, { brandId: 1, groupId: null, categoryId: null }).allowed;
  const searches: number[] = [];
  for (const text of ['caf', 'latte 12', 'شاي', 'zzz', 'e']) {
    const start = performance.now();
    searchProducts(index, allowed, text);
    searches.push(performance.now() - start);
  }
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
  const p99 = (xs: number[]) => sorted(xs)[Math.floor(xs.length * 0.99)]!;
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  console.log(`${size} products, ${index.railCandidates.length} rail categories`);
  console.log(`  buildMenuIndex: wall median ${ms(median(builds))}, min ${ms(Math.min(...builds))}, max ${ms(Math.max(...builds))}; CPU median ${ms(median(buildsCpu))}`);
  console.log(`  menuView (${views.length} calls): median ${ms(median(views))}, p99 ${ms(p99(views))}, max ${ms(Math.max(...views))}`);
  console.log(`  searchProducts: median ${ms(median(searches))}, max ${ms(Math.max(...searches))}`);
}
