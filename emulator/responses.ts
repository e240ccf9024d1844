/**
 * Response bodies of the selling and companion routes, built from the tenant's rows by
 * filtering and slicing. Image fields hold paths in the rows; the request's origin is put in
 * front here; product pages are assembled from cached row bytes (row-cache.ts).
 */
import { productBytes } from './row-cache.ts';
import type { CategoryRow, ModifierGroupRow, ProductRow, RouteName, SessionConfigKey, Tenant } from './types.ts';

export interface Reply {
  status: number;
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  headers?: Record<string, string>;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

export function json(status: number, value: unknown): Reply {
  return { status, body: JSON.stringify(value), contentType: JSON_TYPE };
}

const withOrigin = (origin: string, path: string): string => (path === '' ? '' : origin + path);

/** Products split once per tenant: the selling list (combos included) and the add-ons. */
export interface TenantIndex {
  tenant: Tenant;
  selling: ProductRow[];
  addons: ProductRow[];
  productById: Map<number, ProductRow>;
}

export function indexTenant(tenant: Tenant): TenantIndex {
  const selling: ProductRow[] = [];
  const addons: ProductRow[] = [];
  for (const p of tenant.products) (p.is_addon === 1 ? addons : selling).push(p);
  return { tenant, selling, addons, productById: new Map(tenant.products.map((p) => [p.id, p])) };
}

export const PAGE_LIMIT_DEFAULT = 10;
export const PAGE_LIMIT_MAX = 5000;

export interface PageQuery {
  limit: number;
  page: number;
}

function positiveInt(text: string | undefined, fallback: number): number {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? n : fallback;
}

export function pageQuery(query: Record<string, string>): PageQuery {
  return {
    limit: Math.min(PAGE_LIMIT_MAX, positiveInt(query.page_limit, PAGE_LIMIT_DEFAULT)),
    page: positiveInt(query.current_page, 1),
  };
}

const COMMA = Buffer.from(',');
const TAIL = Buffer.from(']}}');

function matchesCategory(row: ProductRow, wanted: Set<string>): boolean {
  if (row.type === null) return false;
  return row.type.split(',').some((name) => wanted.has(name.trim().toLowerCase()));
}

/**
 * `list_selling_products` and `list_selling_addons` (4.2, assumed-contracts 3). `cutShort`
 * serves the page without its rows, `total_records` unchanged (the `emptyPage` fault).
 */
export function productsPage(index: TenantIndex, query: Record<string, string>, origin: string, cutShort = false): Reply {
  const { limit, page } = pageQuery(query);
  let rows = query.addon === '1' ? index.addons : index.selling;
  const k = (query.k ?? '').trim().toLowerCase();
  if (k !== '') rows = rows.filter((r) => r.name.toLowerCase().includes(k));
  const cat = (query.cat ?? '').split(',').map((c) => c.trim().toLowerCase()).filter((c) => c !== '');
  if (cat.length > 0) {
    const wanted = new Set(cat);
    rows = rows.filter((r) => matchesCategory(r, wanted));
  }
  const slice = cutShort ? [] : rows.slice((page - 1) * limit, page * limit);
  const message = slice.length > 0 ? 'Data found ' : 'No data found';
  const head =
    `{"status":true,"message":${JSON.stringify(message)},"data":{"current_page":${page},` +
    `"records_per_page":${limit},"total_records":${rows.length},"products":[`;
  const parts: Buffer[] = [Buffer.from(head)];
  slice.forEach((row, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(productBytes(row, origin));
  });
  parts.push(TAIL);
  const body = Buffer.concat(parts);
  return { status: 200, body, contentType: JSON_TYPE };
}

/** `list_selling_categories`: bare array, unsorted, deleted rows included (2.6, 4.2). */
export function categoriesList(tenant: Tenant, query: Record<string, string>, origin: string): Reply {
  const k = (query.k ?? '').trim().toLowerCase();
  const rows = k === '' ? tenant.categories : tenant.categories.filter((c) => c.name.toLowerCase().includes(k));
  return json(200, rows.map((c): CategoryRow => ({ ...c, image: withOrigin(origin, c.image) })));
}

const byName = (a: ModifierGroupRow, b: ModifierGroupRow): number => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

/** `list_selling_modifiers`: groups by name, items as stored (unsorted, every branch). */
export function modifiersList(tenant: Tenant, origin: string): Reply {
  const groups = [...tenant.modifierGroups].sort(byName).map((g) => ({
    ...g,
    items: g.items.map((i) => (i.image === '' ? i : { ...i, image: withOrigin(origin, i.image) })),
  }));
  return json(200, { status: true, message: groups.length > 0 ? 'Record Found' : 'No record found', data: groups });
}

/** `list_selling_brands`: groups not filtered by branch (2.9). */
export function brandsList(tenant: Tenant, origin: string): Reply {
  const data = tenant.brands.map((b) => ({
    ...b,
    brand_thumbnail: withOrigin(origin, b.brand_thumbnail),
    groups: b.groups.map((g) => ({ ...g, group_thumbnail: withOrigin(origin, g.group_thumbnail) })),
  }));
  return json(200, { status: true, message: data.length > 0 ? 'brands found' : 'No brands found', data });
}

export function sessionReply(tenant: Tenant): Reply {
  const { unsent = [], ...session } = tenant.session;
  const config = Object.fromEntries(Object.entries(session.config).filter(([key]) => !unsent.includes(key as SessionConfigKey)));
  return json(200, { status: true, message: 'Session found', data: { ...session, config } });
}

export function channelsReply(tenant: Tenant): Reply {
  return json(200, { status: true, message: 'channels found', data: tenant.channels });
}

/**
 * The quota rows with what the stored sales took (`sold`, units per product), never below 0. A
 * unit a bill took part of (`0.5`, a split order) is taken whole: `remaining_stock` stays whole.
 */
export function quotaReply(tenant: Tenant, sold: Record<number, number> = {}): Reply {
  const data = tenant.quotas.map((row) => ({ ...row, remaining_stock: Math.max(0, row.remaining_stock - Math.ceil(sold[row.product_id] ?? 0)) }));
  return json(200, { status: true, message: 'quota found', data });
}

/** assumed-contracts 11: the branch's settings as stored, or 404 when the tenant has none. */
export function locationSettingsReply(tenant: Tenant): Reply {
  if (tenant.locationSettings === undefined) return json(404, { status: false, message: 'Not found' });
  return json(200, { status: true, message: 'Location settings', data: tenant.locationSettings });
}

export function soldOutReply(tenant: Tenant): Reply {
  return json(200, { status: true, message: 'sold out products', data: tenant.soldOut.map((product_id) => ({ product_id })) });
}

const DETAIL = 'Emulated failure';

/**
 * The route's documented failure body (service-interface 7, 4.2; assumed-contracts for the
 * companion routes): sent with a 5xx for `http500`, with 200 for `statusFalse`.
 */
export function failureBody(route: RouteName, query: Record<string, string>): unknown {
  switch (route) {
    case 'products':
    case 'addons': {
      const { limit, page } = pageQuery(query);
      return {
        status: false,
        message: 'Internal Server Error',
        data: { current_page: page, records_per_page: limit, total_records: 0, products: [] },
      };
    }
    case 'categories':
      return { error: 'Database error', detail: DETAIL };
    case 'modifiers':
      return { status: false, message: 'Failed to fetch modifiers', error: DETAIL };
    case 'brands':
      return { status: false, message: 'Failed to fetch brands', error: DETAIL };
    case 'session':
      return { status: false, message: 'Session not found', error: DETAIL };
    case 'channels':
      return { status: false, message: 'Failed to fetch channels', error: DETAIL };
    case 'quota':
      return { status: false, message: 'Failed to fetch quota', error: DETAIL };
    case 'soldout':
      return { status: false, message: 'Failed to fetch sold out products', error: DETAIL };
    case 'invoices':
      return { status: false, message: 'Invoice not synced', error: DETAIL };
    case 'shifts':
      return { status: false, message: 'Shift not synced', error: DETAIL };
    case 'staff':
      return { status: false, message: 'Failed to fetch staff performance', error: DETAIL };
    case 'images':
      return { status: false, message: 'Image not available', error: DETAIL };
    case 'locationsettings':
      return { status: false, message: 'Failed to fetch location settings', error: DETAIL };
    case 'availability':
      return { status: false, message: 'Availability not updated', error: DETAIL };
    case 'audit':
      return { status: false, message: 'Audit event not stored', error: DETAIL };
    case 'cardterminals':
      return { status: false, message: 'Failed to fetch card terminals', error: DETAIL };
    case 'cardpay':
    case 'cardstatus':
    case 'cardcancel':
    case 'cardrefund':
      return { status: false, message: 'Card payment service unavailable', error: DETAIL };
    case 'kitchentickets':
      return { status: false, message: 'Kitchen ticket not stored', error: DETAIL };
    case 'kds':
      return { status: false, message: 'Failed to fetch kitchen orders', error: DETAIL };
    case 'readyboard':
      return { status: false, message: 'Failed to fetch the ready board', error: DETAIL };
    case 'openorders':
      return { status: false, message: 'Open orders unavailable', error: DETAIL };
    case 'openorderhold':
      return { status: false, message: 'Hold not changed', error: DETAIL };
    default: {
      const never: never = route;
      return never;
    }
  }
}
