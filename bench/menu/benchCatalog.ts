/**
 * The benchmark's catalogs: the deterministic generator of the menu tests, with a fixed
 * number of categories so that categories grow with the catalog (about 16 products each at
 * 1,000, about 800 at 50,000), and an image on two products in three.
 */
import type { Catalog } from '../../src/core/catalog';
import { generateCatalog } from '../../test/kit/catalogs';

export const BENCH_SHAPE = { categories: 60, brands: 3, groupsPerBrand: 4, seed: 42 } as const;

/** Image URLs the benchmark server answers with a small generated PNG. */
export const IMAGE_VARIANTS = 40;

export function benchCatalog(products: number, images = true): Catalog {
  const catalog = generateCatalog({ products, ...BENCH_SHAPE });
  if (!images) return catalog;
  return {
    ...catalog,
    products: catalog.products.map((p) => (p.id % 3 === 0 ? p : { ...p, image: `/img/${p.id % IMAGE_VARIANTS}.png` })),
  };
}
