/** The data change into version 11 (what changed and why: `v11.ts`), loaded only when it runs. */
import type { Transaction } from 'dexie';

interface ProductV11 {
  id: number;
  name: string;
  type: string | null;
  category_ids: number[];
  category_sort_order: number | null;
  is_combo: number;
  is_addon: number;
  is_open_price: number;
  is_weightage_item: number;
}

interface CategoryV11 {
  id: number;
  name: string;
  is_deleted: number;
}

interface Lookup {
  byExactType: Map<string, ProductV11[]>;
  byLowerType: Map<string, ProductV11[]>;
  byCategoryId: Map<number, ProductV11[]>;
}

const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function push<K>(map: Map<K, ProductV11[]>, key: K, product: ProductV11): void {
  const list = map.get(key);
  if (list) list.push(product);
  else map.set(key, [product]);
}

function lookupOf(products: readonly ProductV11[]): Lookup {
  const lookup: Lookup = { byExactType: new Map(), byLowerType: new Map(), byCategoryId: new Map() };
  for (const p of products) {
    if (p.type !== null) {
      push(lookup.byExactType, p.type, p);
      push(lookup.byLowerType, p.type.toLowerCase(), p);
    }
    for (const id of p.category_ids) push(lookup.byCategoryId, id, p);
  }
  return lookup;
}

const isGridProduct = (p: ProductV11) => p.is_combo === 0 && p.is_addon === 0;
const isKioskSellable = (p: ProductV11) => p.is_open_price !== 1 && p.is_weightage_item !== 1;
const inCategoryOrder = (a: ProductV11, b: ProductV11) => (a.category_sort_order ?? 0) - (b.category_sort_order ?? 0) || a.id - b.id;

/** 2.10.5 unscoped: exact type matches, else id and case-insensitive type matches; no combos or add-ons; sorted. */
function listing(category: CategoryV11, lookup: Lookup): ProductV11[] {
  const exact = lookup.byExactType.get(category.name);
  let matched: ProductV11[];
  if (exact !== undefined && exact.length > 0) {
    matched = exact;
  } else {
    const byId = lookup.byCategoryId.get(category.id) ?? [];
    const byName = lookup.byLowerType.get(category.name.toLowerCase()) ?? [];
    matched = byName.length === 0 ? byId : [...new Set([...byId, ...byName])];
  }
  return matched.filter(isGridProduct).sort(inCategoryOrder);
}

/** 2.10.4 unscoped: live, not named `combo`, holding a grid product by id or lower-case type; by id. */
function railCandidates(categories: readonly CategoryV11[], lookup: Lookup): number[] {
  const ids = new Set<number>();
  for (const c of categories) {
    if (ids.has(c.id) || c.is_deleted === 1 || c.name.trim().toLowerCase() === 'combo') continue;
    const holds =
      (lookup.byCategoryId.get(c.id)?.some(isGridProduct) ?? false) ||
      (lookup.byLowerType.get(c.name.toLowerCase())?.some(isGridProduct) ?? false);
    if (holds) ids.add(c.id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The head and the non-empty listings of one generation. */
export function viewsV11(catalog: { brands: unknown[]; categories: CategoryV11[]; products: ProductV11[] }, gen: number) {
  const live = new Map<number, CategoryV11>();
  for (const c of catalog.categories) if (c.is_deleted === 0 && !live.has(c.id)) live.set(c.id, c);
  const lookup = lookupOf(catalog.products);
  const kioskLookup = lookupOf(catalog.products.filter(isKioskSellable));
  const listings: { gen: number; id: number; products: ProductV11[]; kiosk?: ProductV11[] }[] = [];
  for (const category of live.values()) {
    const products = listing(category, lookup);
    const exact = lookup.byExactType.get(category.name);
    // Only where every exact-type row is unsellable can a kiosk's listing be other rows.
    const kiosk = exact !== undefined && exact.length > 0 && !exact.some(isKioskSellable) ? listing(category, kioskLookup) : null;
    if (products.length === 0 && (kiosk === null || kiosk.length === 0)) continue;
    listings.push(kiosk === null ? { gen, id: category.id, products } : { gen, id: category.id, products, kiosk });
  }
  const categories = [...live.values()];
  const head = {
    gen,
    id: 0,
    brands: [...catalog.brands],
    categories,
    railCandidates: railCandidates(categories, lookup),
    kioskRailCandidates: railCandidates(categories, kioskLookup),
    deals: catalog.products
      .filter((p) => p.is_combo !== 0 && p.is_addon === 0)
      .sort((a, b) => NAME_ORDER.compare(a.name, b.name) || a.id - b.id),
  };
  return { head, listings };
}

export async function upgrade(tx: Transaction): Promise<void> {
  const gen = ((await tx.table('syncMeta').get('sync')) as { activeGen?: number | null } | undefined)?.activeGen ?? null;
  if (gen === null) return;
  const rows = (name: string) => tx.table(name).where(':id').between([gen, -Infinity], [gen, Infinity], true, true).toArray();
  const [brands, categories, chunks] = await Promise.all([rows('brands'), rows('categories'), rows('productChunks')]);
  const withoutGen = <T>(stored: ({ gen: number } & T)[]) => stored.map(({ gen: _gen, ...row }) => row as T);
  const products = (chunks as { products: ProductV11[] }[]).flatMap((c) => c.products);
  const { head, listings } = viewsV11({ brands: withoutGen(brands), categories: withoutGen<CategoryV11>(categories), products }, gen);
  await tx.table('catalogHeads').add(head);
  await tx.table('listings').bulkAdd(listings);
}
