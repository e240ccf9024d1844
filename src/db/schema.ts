/**
 * The one local database of the terminal (`pos`, Dexie 4 over IndexedDB).
 *
 * Owns: the terminal's settings, the sync bookkeeping, every catalog generation, and (from
 * version 3) the open order, completed sales, their upload queue and the ticket counter.
 * Catalog rows carry the generation they belong to (`gen`) as the first part of their primary
 * key; exactly one generation is active (`syncMeta.activeGen`). A full sync writes a new
 * generation beside the active one and switches in one transaction, so a reader that reads
 * inside one transaction sees one complete catalog or none, never half of one. Rows of any
 * other generation are leftovers of an interrupted sync and may be deleted at any time.
 *
 * Every schema change is a new entry of `SCHEMA_VERSIONS`, declared in order, with an
 * `upgrade` where stored data changes. Existing entries are never edited once shipped: a
 * terminal in a shop may still hold any earlier version.
 */
import { Dexie, type Table, type Transaction } from 'dexie';
import type { Brand, Category, Channel, ModifierGroup, Product, Quota, Session } from '../core/catalog';
import type { SyncReport } from '../core/syncReport';
import type { CartState } from '../cart/cart';
import type { CompletedOrder } from '../checkout/order';
import type { CurrencyDigits } from '../core/money';
import type { PinLock } from '../core/pinLockout';
import type { Refund } from '../day/refund';
import type { Shift } from '../day/shift';
import type { ZReport } from '../day/shiftReport';
import { catalogViews, type CatalogHead, type CategoryListing } from '../menu/views';
import type { ScaleBarcodeConfig } from '../menu/barcode';

export const POS_DB_NAME = 'pos';
export const DEFAULT_SYNC_INTERVAL_MINUTES = 15;

/** The single settings row (`id` 'terminal'). */
export interface TerminalSettings {
  id: 'terminal';
  /** Base URL without a trailing slash; null until the terminal is connected. */
  serverUrl: string | null;
  apiKey: string | null;
  /** A UUID made once when the database is created; never changes. */
  terminalId: string;
  syncIntervalMinutes: number;
  /** The answer of `navigator.storage.persist()`; null until asked. */
  persistedStorage: boolean | null;
  kiosk: KioskSettings;
  /**
   * Wrong manager PINs in a row and the time the next try is taken (src/core/pinLockout.ts).
   * Absent on rows written before it existed, read as no lock; a plain field, no index, so no
   * schema version.
   */
  pinLock?: PinLock;
  /** "Print kitchen ticket": a kitchen ticket prints after each receipt. Absent = off; a plain field. */
  kitchenTicket?: boolean;
  /**
   * "Sell only with an open shift": a sale asks for a shift to be opened before it completes.
   * Absent (rows written before it existed) reads as off; kiosk mode never asks. A plain field.
   */
  shiftRequired?: boolean;
  /**
   * "Scale labels": how the shop's scale lays out its EAN-13 labels (src/menu/scaleLabels.ts).
   * Absent reads as the default layout (prefixes 20 to 29, a 5-digit item code, a weight); a
   * plain field.
   */
  scaleLabels?: ScaleBarcodeConfig;
}

/** Customer self-order mode, locked behind a manager PIN (stored only as a salted hash). */
export interface KioskSettings {
  enabled: boolean;
  /** PBKDF2-SHA-256 of the PIN, hex; null until a PIN is set. */
  pinHash: string | null;
  pinSalt: string | null;
  /** An order untouched this long asks "Still there?" and then clears. */
  idleSeconds: number;
}

export const DEFAULT_KIOSK: KioskSettings = { enabled: false, pinHash: null, pinSalt: null, idleSeconds: 90 };

/** The single sync bookkeeping row (`id` 'sync'). */
export interface SyncMeta {
  id: 'sync';
  /** The generation the UI reads; null before the first complete sync. */
  activeGen: number | null;
  /** The highest generation number handed out, so a new one never reuses an old number. */
  lastGen: number;
  /** ISO time of the last full sync that switched generations. */
  lastSuccessAt: string | null;
  lastReport: SyncReport | null;
}

/** The latest sold-out list (`id` 'latest'); absent = use each product's `is_sold_out` snapshot. */
export interface SoldOutRow {
  id: 'latest';
  product_ids: number[];
  /** ISO time of the poll (or full sync) that fetched it. */
  fetched_at: string;
}

/**
 * A quota row as stored: the light poll stamps the time its request was SENT (ISO). Rows the
 * full sync wrote carry none; their poll time is the sync's start (see `db/quotaSales.ts`).
 */
export type StoredQuota = Quota & { polled_at?: string };

/** A catalog row stored under its generation. */
export type InGeneration<T> = T & { gen: number };
export type GenKey = [gen: number, id: number];

/** Store definitions of version 1, the first published schema. */
export const STORES_V1 = {
  settings: 'id',
  syncMeta: 'id',
  session: 'gen',
  products: '[gen+id]',
  addons: '[gen+id]',
  categories: '[gen+id]',
  modifierGroups: '[gen+id]',
  brands: '[gen+brand_id]',
  channels: '[gen+channel_id]',
  quotas: '[gen+product_id]',
  soldOut: 'id',
} as const;

/**
 * Version 2: products indexed by category within a generation, so the first category of the
 * menu can be read before the whole catalog; settings gain the sync interval and the
 * persisted-storage answer.
 */
export const STORES_V2 = {
  ...STORES_V1,
  products: '[gen+id], [gen+category_id]',
} as const;

/** Fills settings fields that version 1 did not have. */
async function upgradeToV2(tx: Transaction): Promise<void> {
  await tx
    .table('settings')
    .toCollection()
    .modify((row: Partial<TerminalSettings>) => {
      row.syncIntervalMinutes ??= DEFAULT_SYNC_INTERVAL_MINUTES;
      row.persistedStorage ??= null;
    });
}

/**
 * Version 3: selling. The open order (`cart`, one row 'current'), completed sales
 * (`orders`), their upload queue (`outbox`, oldest first by `queued_at`) and counters
 * (the terminal's ticket number).
 */
export const STORES_V3 = {
  ...STORES_V2,
  cart: 'id',
  orders: 'client_order_id, created_at, ticket_seq, upload',
  outbox: 'client_order_id, queued_at',
  counters: 'id',
} as const;

/** The open order as stored: the cart reducer's state under the fixed id 'current'. */
export interface StoredCart extends CartState {
  id: 'current';
}

/** `unpaid`: a kiosk order to pay at the counter, kept out of the outbox until staff mark it paid. */
export type UploadState = 'unpaid' | 'waiting' | 'uploaded' | 'rejected';

/** A completed sale and what the server said of it. */
export interface OrderRow extends CompletedOrder, UploadFields {
  /** The running number inside `ticket_no`. */
  ticket_seq: number;
}

/**
 * What an outbox entry uploads: a sale (`orders`, assumed-contracts 6), a refund (`refunds`,
 * 8) or a closed shift (`shifts`, 9).
 */
export type OutboxKind = 'sale' | 'refund' | 'shift';

/** A document waiting for upload; removed once the server acknowledged or rejected it. */
export interface OutboxRow {
  /** The document's key: the sale's or refund's `client_order_id`, or the shift's `shift_id`. */
  client_order_id: string;
  /** Absent on entries written before version 9, which are all sales. */
  kind?: OutboxKind;
  /** Milliseconds since the epoch when the sale completed: the upload order. */
  queued_at: number;
  attempts: number;
  /** Not before this time (ms since the epoch); 0 = now. */
  next_attempt_at: number;
  last_error: string | null;
  /**
   * The client order id of an entry this one must follow (a refund names its sale): it is not
   * sent before that order is uploaded. Absent on sales.
   */
  after?: string | null;
}

/** `ticket`: the sales' running number; `refund`: the refunds' (their own `R…` series). */
export interface CounterRow {
  id: 'ticket' | 'refund';
  value: number;
}

/**
 * Products of one generation, many per record: IndexedDB's cost is per record, so 50,000
 * products written and read as 50 records take a tenth of the time of 50,000 records.
 *
 * Each product is stored once. A sync stores the products the category listings hold in
 * those listings only (`listings`, what the screen reads) and writes one chunk with the
 * products no listing holds and `order`, the ids of every product in the server's order; a
 * reader of the whole generation joins the two (`db/catalogReader.ts`). A generation stored
 * before that has no `order`: its chunks hold every product, a served page per record, and
 * the listings repeat them.
 */
export interface ProductChunk {
  gen: number;
  /** 0, 1, 2... in the order the sync wrote them. */
  chunk: number;
  products: Product[];
  /** Every product id of the generation in the server's order, when `products` are only those no listing holds. */
  order?: number[];
}

/** Products per chunk when rows are moved into chunks (the sync writes a served page per chunk). */
export const PRODUCT_CHUNK_SIZE = 1000;

/** Version 5: products are stored in chunks (`productChunks`); the active generation's move there. */
export const STORES_V5 = {
  ...STORES_V3,
  productChunks: '[gen+chunk]',
} as const;

/** Version 6: the per-product table of versions 1 to 4 is removed. */
export const STORES_V6 = {
  ...STORES_V5,
  products: null,
} as const;

/** Moves the active generation's products into chunks; other generations are leftovers, dropped with the table. */
async function upgradeToV5(tx: Transaction): Promise<void> {
  const meta = (await tx.table('syncMeta').get('sync')) as SyncMeta | undefined;
  const gen = meta?.activeGen ?? null;
  if (gen === null) return;
  const [lower, upper] = generationRange(gen);
  const rows = (await tx.table('products').where(':id').between(lower, upper, true, true).toArray()) as InGeneration<Product>[];
  const chunks: ProductChunk[] = [];
  for (let start = 0; start < rows.length; start += PRODUCT_CHUNK_SIZE) {
    const products = rows.slice(start, start + PRODUCT_CHUNK_SIZE).map(({ gen: _gen, ...product }) => product as Product);
    chunks.push({ gen, chunk: chunks.length, products });
  }
  await tx.table('productChunks').bulkAdd(chunks);
}

/**
 * Version 8: completed sales indexed by when the server acknowledged them (`uploaded_at`), so
 * the sales acknowledged since a quota poll are found without reading every sale ever made
 * (see `db/quotaSales.ts`). A sale not yet acknowledged has no `uploaded_at` and is not in the
 * index. No data changes.
 */
export const STORES_V8 = {
  ...STORES_V6,
  orders: 'client_order_id, created_at, ticket_seq, upload, uploaded_at',
} as const;

/** What the server said of an uploaded document (a sale's fields of the same name mean the same). */
export interface UploadFields {
  upload: UploadState;
  /** The server's id of the stored document once uploaded. */
  invoice_id: string | number | null;
  /** The server's words when it refused the document for good. */
  message: string | null;
  uploaded_at: string | null;
}

/** A confirmed refund (src/day/refund.ts) and its upload; never deleted. */
export interface RefundRow extends Refund, UploadFields {
  /** The running number inside `ticket_no`. */
  ticket_seq: number;
}

/**
 * A shift of this terminal (src/day/shift.ts). `status` is indexed so the open shift is found
 * without reading every shift; at most one row is 'open'. The Z report is frozen when the
 * shift closes and is what the upload sends. While the shift is open `upload` is null.
 */
export interface ShiftRow extends Shift, Omit<UploadFields, 'upload'> {
  status: 'open' | 'closed';
  upload: Exclude<UploadState, 'unpaid'> | null;
  terminal_id: string;
  location_id: number;
  /** The currency's digits when the shift opened: how its amounts are written for the server. */
  digits: CurrencyDigits;
  z_report: ZReport | null;
}

/** An order put aside under a name ("Table 4"); reopening it moves it back to the open order. */
export interface ParkedRow {
  /** UUID made when the order is parked. */
  id: string;
  name: string;
  /** Milliseconds since the epoch. */
  parked_at: number;
  cart: CartState;
}

/**
 * Version 9: the till's day. Parked orders (`parked`), shifts (`shifts`, the open one found by
 * `status`), refunds (`refunds`, found by the sale they refund); outbox entries gain a `kind`.
 * No data changes: an entry without a kind is a sale.
 */
export const STORES_V9 = {
  ...STORES_V8,
  parked: 'id, parked_at',
  shifts: 'shift_id, status, opened_at',
  refunds: 'client_order_id, refund_of, created_at, upload, uploaded_at',
} as const;

/**
 * Version 10: shifts indexed by their upload state, so the status bar finds a refused shift
 * without reading every shift the terminal ever closed (it asks again after every sale, which
 * writes the open shift). An open shift has no upload state and is not in the index. No data
 * changes.
 */
export const STORES_V10 = {
  ...STORES_V9,
  shifts: 'shift_id, status, opened_at, upload',
} as const;

/** Version 4: settings gain kiosk mode (off, no PIN). No new tables or indexes. */
async function upgradeToV4(tx: Transaction): Promise<void> {
  await tx
    .table('settings')
    .toCollection()
    .modify((row: Partial<TerminalSettings>) => {
      row.kiosk ??= { ...DEFAULT_KIOSK };
    });
}

/** A stored product of versions 1 to 6: one `category_id` or null. */
type ProductBeforeV7 = Omit<Product, 'category_ids'> & { category_id?: number | null; category_ids?: number[] };

/** Version 7's shape of a stored product: the list of category ids (2.6 csv). */
function liftCategoryIds(product: ProductBeforeV7): void {
  if (product.category_ids === undefined) {
    const id = product.category_id;
    product.category_ids = typeof id === 'number' ? [id] : [];
  }
  delete product.category_id;
}

/**
 * Version 7: a product's `category_id` (one id or null) becomes `category_ids`, a list, since
 * the service sends a csv when a product is in several categories (2.6). Every stored
 * generation is rewritten, so the till still starts offline on its held catalog.
 */
async function upgradeToV7(tx: Transaction): Promise<void> {
  await tx
    .table('productChunks')
    .toCollection()
    .modify((chunk: { products: ProductBeforeV7[] }) => {
      for (const product of chunk.products) liftCategoryIds(product);
    });
  await tx.table('addons').toCollection().modify(liftCategoryIds);
}

/**
 * Version 11: what the screen reads, derived once per generation by the sync (see
 * `db/catalogViews.ts`): the generation's head (brands, live categories, rail candidates,
 * deals) and each category's 2.10.5 listing, so the selling screen reads one category at a
 * time. The active generation's views are derived in the upgrade, so the till still starts
 * offline on the catalog it holds.
 */
export const STORES_V11 = {
  ...STORES_V10,
  catalogHeads: '[gen+id]',
  listings: '[gen+id]',
} as const;

/** Derives version 11's views of the active generation from its stored rows; other generations are leftovers. */
async function upgradeToV11(tx: Transaction): Promise<void> {
  const gen = ((await tx.table('syncMeta').get('sync')) as SyncMeta | undefined)?.activeGen ?? null;
  if (gen === null) return;
  const [lower, upper] = generationRange(gen);
  const rows = (name: string) => tx.table(name).where(':id').between(lower, upper, true, true).toArray();
  const [brands, categories, chunks] = await Promise.all([rows('brands'), rows('categories'), rows('productChunks')]);
  const { head, listings } = catalogViews(
    { brands: withoutGen(brands), categories: withoutGen(categories), products: (chunks as ProductChunk[]).flatMap((c) => c.products) },
    gen,
  );
  await tx.table('catalogHeads').add(head);
  await tx.table('listings').bulkAdd(listings);
}

export interface SchemaVersion {
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

/** Every version in order. A new version is appended here and nowhere else. */
export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  { version: 1, stores: STORES_V1 },
  { version: 2, stores: STORES_V2, upgrade: upgradeToV2 },
  { version: 3, stores: STORES_V3 },
  { version: 4, stores: STORES_V3, upgrade: upgradeToV4 },
  { version: 5, stores: STORES_V5, upgrade: upgradeToV5 },
  { version: 6, stores: STORES_V6 },
  { version: 7, stores: STORES_V6, upgrade: upgradeToV7 },
  { version: 8, stores: STORES_V8 },
  { version: 9, stores: STORES_V9 },
  { version: 10, stores: STORES_V10 },
  { version: 11, stores: STORES_V11, upgrade: upgradeToV11 },
];

export const LATEST_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]?.version ?? 1;

/** The catalog tables whose rows belong to a generation, with their primary-key index. */
export const GENERATION_TABLES = [
  'productChunks',
  'addons',
  'categories',
  'modifierGroups',
  'brands',
  'channels',
  'quotas',
  'catalogHeads',
  'listings',
] as const;
export type GenerationTable = (typeof GENERATION_TABLES)[number];

export interface PosDbOptions {
  /** Database name; tests use one per test. */
  name?: string;
  /** An IndexedDB implementation other than the global one (fake-indexeddb in tests). */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /**
   * When a write counts as done (Chromium; others ignore it): 'strict' waits until it is on
   * disk, for sales; 'relaxed' until the OS has it, for a catalog that a power cut only sends
   * back to the previous generation. Unset: the browser's default.
   */
  durability?: 'strict' | 'relaxed';
}

export function defaultSettings(terminalId: string): TerminalSettings {
  return {
    id: 'terminal',
    serverUrl: null,
    apiKey: null,
    terminalId,
    syncIntervalMinutes: DEFAULT_SYNC_INTERVAL_MINUTES,
    persistedStorage: null,
    kiosk: { ...DEFAULT_KIOSK },
  };
}

export const EMPTY_SYNC_META: SyncMeta = {
  id: 'sync',
  activeGen: null,
  lastGen: 0,
  lastSuccessAt: null,
  lastReport: null,
};

export class PosDb extends Dexie {
  settings!: Table<TerminalSettings, 'terminal'>;
  syncMeta!: Table<SyncMeta, 'sync'>;
  session!: Table<InGeneration<Session>, number>;
  productChunks!: Table<ProductChunk, GenKey>;
  addons!: Table<InGeneration<Product>, GenKey>;
  categories!: Table<InGeneration<Category>, GenKey>;
  modifierGroups!: Table<InGeneration<ModifierGroup>, GenKey>;
  brands!: Table<InGeneration<Brand>, GenKey>;
  channels!: Table<InGeneration<Channel>, GenKey>;
  quotas!: Table<InGeneration<StoredQuota>, GenKey>;
  soldOut!: Table<SoldOutRow, 'latest'>;
  cart!: Table<StoredCart, 'current'>;
  orders!: Table<OrderRow, string>;
  outbox!: Table<OutboxRow, string>;
  counters!: Table<CounterRow, CounterRow['id']>;
  parked!: Table<ParkedRow, string>;
  shifts!: Table<ShiftRow, string>;
  refunds!: Table<RefundRow, string>;
  catalogHeads!: Table<CatalogHead, GenKey>;
  listings!: Table<CategoryListing, GenKey>;

  constructor(options: PosDbOptions = {}) {
    super(options.name ?? POS_DB_NAME, {
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
      ...(options.durability ? { chromeTransactionDurability: options.durability } : {}),
    });
    for (const { version, stores, upgrade } of SCHEMA_VERSIONS) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
    this.on('populate', (tx) => {
      tx.table('settings').add(defaultSettings(crypto.randomUUID()));
      tx.table('syncMeta').add(EMPTY_SYNC_META);
    });
  }
}

/** Catalog rows without the generation they are stored under. */
export function withoutGen<T>(rows: readonly InGeneration<T>[]): T[] {
  return rows.map(({ gen: _gen, ...row }) => row as T);
}

/**
 * Key range of one generation in a table keyed `[gen+id]`. Ids are finite numbers, so the
 * infinities bound every id without depending on Dexie's max key (which differs by platform).
 */
export function generationRange(gen: number): [lower: [number, number], upper: [number, number]] {
  return [
    [gen, -Infinity],
    [gen, Infinity],
  ];
}
