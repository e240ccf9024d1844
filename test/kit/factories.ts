/**
 * Factories with overrides for one row of each kind the core and the database hold: catalog
 * rows as decoded (`makeProduct({ is_combo: 1 })`), line requests, sync reports and switches,
 * and money from decimal text (`m('1.750')`). Ids count up so rows made in one test never
 * collide unless asked to.
 */
import type {
  Brand,
  BrandGroup,
  Catalog,
  Category,
  ModifierGroup,
  ModifierItem,
  ModifierLink,
  Product,
  Session,
} from '../../src/core/catalog';
import { money, type CurrencyDigits, type Money } from '../../src/core/money';
import { parseServerMoney } from '../../src/core/moneyDecimal';
import { plainRequest, type LineRequest } from '../../src/core/line';
import type { GenerationSwitch } from '../../src/db/generations';
import type { FullSyncOutcome } from '../../src/sync/fullSync';
import type { SyncReport } from '../../src/core/syncReport';
import { emptyCounts } from '../../src/sync/report';

/** Twelve digits and their EAN-13 check digit: a code a scanner or a scale label sends. */
export function ean13(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return twelve + String((10 - (sum % 10)) % 10);
}

/** Money from the decimal text the server would send: `m('1.750')` is 1750 fils. */
export function m(text: string, digits: CurrencyDigits = 3): Money {
  const value = parseServerMoney(text, digits);
  if (value === null || value === undefined) throw new Error(`not money: ${text}`);
  return value;
}

let nextId = 1000;
const id = () => ++nextId;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const pid = overrides.id ?? id();
  return {
    id: pid,
    name: `Product ${pid}`,
    localize_name: null,
    actual_price: money(1000),
    type: null,
    category_ids: [],
    category_sort_order: null,
    image: '',
    is_sold_out: 0,
    is_open_price: 0,
    is_weightage_item: 0,
    discount_pct: 0,
    barcode_value: null,
    is_addon: 0,
    modifiers: [],
    is_combo: 0,
    categories: [],
    combo_price: money(0),
    price_levels: [],
    auto_selected_modifier_items: [],
    ...overrides,
  };
}

/** A product filed under a category both by `type` and `category_id`, as the dashboard does. */
export function makeProductIn(category: Category, overrides: Partial<Product> = {}): Product {
  return makeProduct({ type: category.name, category_ids: [category.id], ...overrides });
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const cid = overrides.id ?? id();
  return { id: cid, name: `Category ${cid}`, localize_name: null, image: '', menu_sort_order: 0, is_deleted: 0, ...overrides };
}

export function makeLink(overrides: Partial<ModifierLink> & { modifier_id: number }): ModifierLink {
  return { min_allowed: 0, max_allowed: 0, priority: null, ...overrides };
}

export function makeItem(overrides: Partial<ModifierItem> & { modifier_id: number }): ModifierItem {
  const iid = overrides.id ?? id();
  return { id: iid, name: `Option ${iid}`, localize_name: null, actual_price: money(0), priority: 0, instructions: [], ...overrides };
}

export function makeModifierGroup(overrides: Partial<ModifierGroup> = {}): ModifierGroup {
  const gid = overrides.id ?? id();
  return { id: gid, name: `Group ${gid}`, localize_name: null, items: [], ...overrides };
}

export function makeBrandGroup(overrides: Partial<BrandGroup> = {}): BrandGroup {
  const gid = overrides.group_id ?? id();
  return {
    group_id: gid,
    group_name: `Group ${gid}`,
    group_thumbnail: '',
    group_description: null,
    brand_id: 1,
    categories: [],
    ...overrides,
  };
}

export function makeBrand(overrides: Partial<Brand> = {}): Brand {
  const bid = overrides.brand_id ?? id();
  return {
    brand_id: bid,
    brand_name: `Brand ${bid}`,
    localize_name: null,
    brand_address: null,
    brand_email: null,
    brand_phone: null,
    brand_thumbnail: '',
    brand_color: null,
    groups: [],
    ...overrides,
  };
}

export function makeSession(overrides: {
  user?: Partial<Session['user']>;
  location?: Partial<Session['location']>;
  config?: Partial<Session['config']>;
} = {}): Session {
  return {
    user: { id: 7, name: 'Front counter', brand_id: null, ...overrides.user },
    location: { id: 3, name: 'Downtown', currency: 'KWD', timezone: 'Asia/Kuwait', ...overrides.location },
    config: { currency_decimals: 3, unify_mode: 0, ...overrides.config },
  };
}

export function makeCatalog(overrides: Partial<Catalog> = {}): Catalog {
  return {
    session: makeSession(),
    brands: [],
    categories: [],
    modifierGroups: [],
    products: [],
    addons: [],
    channels: [],
    quotas: [],
    soldOut: null,
    ...overrides,
  };
}

export function makeLineRequest(overrides: Partial<LineRequest> & { product_id: number }): LineRequest {
  return { ...plainRequest({ id: overrides.product_id }), ...overrides };
}

/** A sync report with nothing counted, dropped or noted. */
export function makeSyncReport(overrides: Partial<SyncReport> = {}): SyncReport {
  return {
    generation: 1,
    startedAt: '',
    finishedAt: '',
    pageSize: 1,
    counts: emptyCounts(),
    malformed: 0,
    dropped: [],
    deletedCategories: 0,
    duplicates: 0,
    restarts: 0,
    notes: [],
    ...overrides,
  };
}

/** A full sync that succeeded at `at`, as the sync run hands it to the engine. */
export function makeSyncSuccess(at: string): FullSyncOutcome {
  return { ok: true, generation: 1, finishedAt: at, report: makeSyncReport({ startedAt: at, finishedAt: at }) };
}

/** The switch to generation `gen` a sync asks for, expecting no rows in a table unless told. */
export function makeGenerationSwitch(
  gen: number,
  overrides: Partial<Omit<GenerationSwitch, 'expected'>> & { expected?: Partial<GenerationSwitch['expected']> } = {},
): GenerationSwitch {
  const { expected, ...rest } = overrides;
  return {
    gen,
    finishedAt: '2026-11-21T09:00:00.000Z',
    report: makeSyncReport({ generation: gen }),
    expected: { productChunks: 0, addons: 0, categories: 0, modifierGroups: 0, brands: 0, channels: 0, quotas: 0, catalogHeads: 0, listings: 0, listingParts: 0, searchTables: 0, ...expected },
    soldOut: null,
    ...rest,
  };
}
