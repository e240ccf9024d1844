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
 * Every schema version is a frozen file of `migrations/`, `v<N>.ts` (its stores), with its
 * upgrade, where stored data changed, in `v<N>.upgrade.ts`, imported only when it runs (both
 * import nothing that can change), composed here in order (`SCHEMA_VERSIONS`); see
 * `migrations/README.md`. A version is never edited once shipped: a terminal in a shop may
 * still hold any earlier one. The types below are today's shapes of the stored rows.
 */
import { Dexie, type Table } from 'dexie';
import type { Brand, Category, Channel, ModifierGroup, Product, Quota, Session } from '../core/catalog';
import type { SyncReport } from '../core/syncReport';
import type { CartState } from '../cart/cart';
import type { CompletedOrder } from '../checkout/order';
import type { TenderDef } from '../checkout/tenders';
import type { CurrencyDigits, Money } from '../core/money';
import type { CardAttempt } from '../checkout/cardPayment';
import type { SettledPayment } from '../checkout/payment';
import type { PinLock } from '../core/pinLockout';
import type { Refund } from '../day/refund';
import type { Shift } from '../day/shift';
import type { ZReport } from '../day/shiftReport';
import type { CatalogHead, ListingHead, ListingPart } from '../menu/views';
import type { StoredSearchTable } from '../menu/storedSearch';
import type { ScaleBarcodeConfig } from '../menu/barcode';
import type { StaffMember, StaffRef } from '../staff/staff';
import type { AuditEvent } from '../staff/audit';
import type { CounterCancelReason } from '../checkout/kiosk';
import type { Migration } from './migrations/migration';
import { v1 } from './migrations/v1';
import { v2 } from './migrations/v2';
import { v3 } from './migrations/v3';
import { v4 } from './migrations/v4';
import { v5 } from './migrations/v5';
import { v6 } from './migrations/v6';
import { v7 } from './migrations/v7';
import { v8 } from './migrations/v8';
import { v9 } from './migrations/v9';
import { v10 } from './migrations/v10';
import { v11 } from './migrations/v11';
import { v12 } from './migrations/v12';
import type { PrintDocument } from '../devices/printer/document';
import type { PrinterSetting, ScaleSetting } from '../devices/settings';
import { v14 } from './migrations/v14';
import { v18 } from './migrations/v18';
import { v19 } from './migrations/v19';
import { v21 } from './migrations/v21';
import { v22 } from './migrations/v22';
import { v23 } from './migrations/v23';
import { v24 } from './migrations/v24';
import { v25 } from './migrations/v25';
import { v26 } from './migrations/v26';
import { v27 } from './migrations/v27';
import { v28 } from './migrations/v28';
import { v30 } from './migrations/v30';
import { v31 } from './migrations/v31';
import type { OrderVoid } from '../day/orderVoid';
import type { DiscountPreset } from '../cart/orderDiscount';
import type { KitchenStation } from '../day/stations';
import type { KitchenTicket } from '../day/kitchenTicket';
import type { ScreenTicket } from '../kitchen/screenTicket';
import type { BranchSettings } from '../core/branchSettings';
import type { AvailabilityChange } from '../core/availability';

export const POS_DB_NAME = 'pos';
/** The training database (src/db/training.ts): the same schema, never uploaded. */
export const TRAINING_DB_NAME = 'pos-training';
const DEFAULT_SYNC_INTERVAL_MINUTES = 15;

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
  /** "Print kitchen ticket": at payment the kitchen gets what it has not had yet. Absent = off; a plain field. */
  kitchenTicket?: boolean;
  /** "Kitchen stations", in order (src/day/stations.ts). Absent = one kitchen; a plain field. */
  kitchenStations?: KitchenStation[];
  /** "Paper after": seconds a kitchen screen's ticket waits for the service before it prints (src/kitchen/fallback.ts). Absent: 20. A plain field. */
  screenAckSeconds?: number;
  /** "Ready numbers stay": minutes a call number stays under "Ready" on the ready board. Absent: 5. A plain field. */
  readyBoardMinutes?: number;
  /**
   * "Sell only with an open shift": a sale asks for a shift to be opened before it completes.
   * Absent (rows written before it existed) reads as off; kiosk mode never asks. A plain field.
   */
  shiftRequired?: boolean;
  /** Settings "Printers": the receipt printer and the kitchen printers. Absent = none (the browser's print dialog). A plain field. */
  printers?: PrinterSetting[];
  /**
   * Settings "Card terminal" (assumed-contracts 13): the terminal this till's cards are taken on,
   * by its id and name at the service. Absent or null: none, "Card" is a typed tender. A plain field.
   */
  cardTerminal?: { terminal_id: string; name: string } | null;
  /** Settings "Scale": the serial scale "Read scale" reads. Absent = none. A plain field. */
  scale?: ScaleSetting | null;
  /**
   * "Scale labels": how the shop's scale lays out its EAN-13 labels (src/menu/scaleLabels.ts).
   * Absent reads as the default layout (prefixes 20 to 29, a 5-digit item code, a weight); a
   * plain field.
   */
  scaleLabels?: ScaleBarcodeConfig;
  /** The `staff_id` of the person signed in (src/db/staff.ts); absent or null: nobody. A plain field. */
  signedIn?: string | null;
  /** "Lock after idle" in minutes (src/staff/idleLock.ts `idleLockMs`); absent: 5. A plain field. */
  idleLockMinutes?: number;
  /** "Cashier discount limit", a whole percent; absent: 0, every manual discount asks a manager. */
  discountLimitPct?: number;
  /**
   * "Discount presets": the order discounts a manager keeps ("Staff meal 50 %"), in the order
   * added, each with its approval rule (src/cart/orderDiscount.ts). Absent = none; a plain field.
   */
  discountPresets?: DiscountPreset[];
  /**
   * "Start a new sale by itself": after "Complete sale" the receipt gives way to a new order
   * after `AUTO_NEW_SALE_SECONDS` (src/checkout/ui/AutoNewSale.tsx). Absent = off; a plain field.
   */
  autoNewSale?: boolean;
  /**
   * "Tax invoice QR": each receipt carries the QR code of the simplified tax invoice. Absent
   * reads as off; a plain field.
   */
  taxQr?: boolean;
  /** "Ask for a tip": "Payment" shows "Tip". Absent = off; a plain field, no index, so no schema version. */
  askTip?: boolean;
  /** "Ask for guests": "Payment" asks "Guests" for the order. Absent = off; a plain field. */
  askGuests?: boolean;
  /** "Blind cash count": the close asks "Counted cash" before it shows "Expected cash". Absent = on; a plain field. */
  blindCount?: boolean;
  /**
   * "Show options on every tap": at the till a tap on a product with options opens its picker
   * (defaults ticked) instead of adding it with its defaults. Absent = off; a plain field.
   */
  optionsOnTap?: boolean;
  /**
   * "Counter orders lapse after": minutes a kiosk order to pay at the counter waits unpaid
   * before it is cancelled as lapsed (src/checkout/kiosk.ts). Absent: the default; a plain field.
   */
  counterLapseMinutes?: number;
  /**
   * The tenders a manager added (assumed-contracts 10), in the order added. Absent = none; a
   * plain field. A payment keeps its tender's name and kind, so removing one here changes no
   * stored document.
   */
  tenders?: TenderDef[];
  /**
   * Training mode (src/db/training.ts): set in the terminal's own database while the till sells
   * from the training database, and in the training database's copy of this row, so whatever
   * reads the settings of the database on screen knows its sales are practice. Absent or null:
   * not in training. A plain field, no index, so no schema version.
   */
  training?: TrainingState | null;
  /**
   * What enrolling with a one-time code gave this terminal (assumed-contracts 17): its id at the
   * service, its branch and the branch's secret that signs "Export unsent" files. Absent or
   * null: connected with a bare API key, so its files cannot be signed. A plain field.
   */
  enrolment?: TerminalEnrolment | null;
}

/**
 * A card payment on the till's terminal (version 27, assumed-contracts 13): the attempt as the
 * state machine keeps it (src/checkout/cardPayment.ts) with everything its sale needs, stored
 * before the request leaves, so a sale approved while the till was cut off can be completed
 * when it asks again.
 */
export interface CardPaymentRow extends CardAttempt {
  /** The order as the cashier took payment for it. */
  cart: CartState;
  /** The order's other tenders, taken before the card. */
  others: SettledPayment[];
  /** The sale's whole tip and its guests, as "Payment" had them. */
  sale_tip: Money;
  guests: number | null;
  /** The receipt's brands and the session the sale is stored under. */
  brands: Brand[];
  session: Session;
  created_at: string;
  /** When the service last answered about it; null until it has. */
  answered_at: string | null;
}

/**
 * A refund given back to the card that paid (version 30, assumed-contracts 13 `/refund`): stored
 * in the transaction that stores its refund document, then sent under its own `key`
 * (`Idempotency-Key`), so sending it again never gives back twice.
 */
export interface CardRefundRow {
  /** The `Idempotency-Key` of its request, made once with the refund. */
  key: string;
  /** The `client_order_id` of the refund document it belongs to. */
  refund: string;
  /** The card payment that paid the sale. */
  payment_id: string;
  amount: Money;
  digits: CurrencyDigits;
  /** `created`: stored, not yet answered; `refunded`: the acquirer gave it back; `refused`: it said no. */
  state: 'created' | 'refunded' | 'refused';
  refund_id: string | null;
  message: string | null;
  created_at: string;
  answered_at: string | null;
}

/** The terminal's enrolment (assumed-contracts 17). */
export interface TerminalEnrolment {
  terminal_id: string;
  location_id: number;
  /** Base64 of the branch's `terminal_secret`, the same on every terminal of the branch. */
  secret: string;
}

/** When training started and who started it. */
export interface TrainingState {
  started_at: string;
  started_by: StaffRef | null;
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

/**
 * What a generation was built from, as digests (`catalogDigests`, one row per generation):
 * a sync served the same answers under the same `format` would build the same generation, so
 * it keeps the active one instead. Quotas and the sold-out list are not in it: they are
 * availability, rewritten in place by every poll and sync.
 */
export interface CatalogDigest {
  gen: number;
  /** The build that decoded the answers (the sync code's own URL, hashed by the build): a new build never trusts rows decoded by another. */
  format: string;
  /** SHA-256 of the decoded session, brands, categories, option groups and channels. */
  routes: string;
  /** SHA-256 of each product page as served, in page order (the page size is part of the answer). */
  products: string[];
  /** The same for the add-on pages. */
  addons: string[];
}

/** The latest sold-out list (`id` 'latest'); absent = use each product's `is_sold_out` snapshot. */
interface SoldOutRow {
  id: 'latest';
  product_ids: number[];
  /** ISO time of the poll (or full sync) that fetched it. */
  fetched_at: string;
  /**
   * ISO time the request was sent (a full sync's start): a sold-out mark the server answered
   * before it is in the list; one answered after may not be. Absent on rows written before it
   * was kept: `fetched_at` then stands in. A plain field.
   */
  sent_at?: string;
}

/** The branch's settings as last read (assumed-contracts 11), the one row 'branch'. */
interface BranchSettingsRow extends BranchSettings {
  id: 'branch';
  /** ISO time of the sync that read them. */
  fetched_at: string;
}

/** A sold-out mark made at the till and its upload (assumed-contracts 12); `id` is its Idempotency-Key. */
/** A sold-out mark and its upload; a mark is never handed over to another terminal. */
export interface AvailabilityChangeRow extends AvailabilityChange, Omit<UploadFields, 'upload'> {
  upload: Exclude<UploadState, 'handed_over'>;
}

/**
 * A quota row as stored: the light poll stamps the time its request was SENT (ISO). Rows the
 * full sync wrote carry none; their poll time is the sync's start (see `db/quotaSales.ts`).
 */
type StoredQuota = Quota & { polled_at?: string };

/** A catalog row stored under its generation. */
export type InGeneration<T> = T & { gen: number };
export type GenKey = [gen: number, id: number];

/** The open order as stored: the cart reducer's state under the fixed id 'current'. */
export interface StoredCart extends CartState {
  id: 'current';
}

/**
 * `unpaid`: a kiosk order to pay at the counter, kept out of the outbox until staff mark it paid.
 * `handed_over`: exported to another terminal of the branch, which sends it (src/db/handover.ts).
 */
type UploadState = 'unpaid' | 'waiting' | 'uploaded' | 'rejected' | 'handed_over';

/**
 * An order's state: an upload's, or `cancelled` for a counter order that was never paid (staff
 * cancelled it, or it lapsed): it is no sale, never uploaded, and holds no quota.
 */
export type OrderState = UploadState | 'cancelled';

/** Why and when a counter order was cancelled unpaid, and by whom (src/db/counterOrders.ts). */
interface CounterCancel {
  /** ISO 8601 instant. */
  at: string;
  reason: CounterCancelReason;
  /** The person signed in; absent with nobody, and on a lapse. */
  by?: StaffRef;
  /** The manager who approved it; absent on a lapse. */
  approved_by?: StaffRef;
}

/** A completed sale and what the server said of it. */
export interface OrderRow extends CompletedOrder, Omit<UploadFields, 'upload'> {
  upload: OrderState;
  /** The running number inside `ticket_no`. */
  ticket_seq: number;
  /** Set when a counter order was cancelled unpaid (`upload` 'cancelled'); a plain field. */
  cancelled?: CounterCancel;
}

/**
 * What an outbox entry uploads: a sale (`orders`, assumed-contracts 6), a refund (`refunds`,
 * 8), a closed shift (`shifts`, 9), a cleared order's void (`voids`, 10), a sold-out mark
 * (`availabilityChanges`, 12), an audit event (`auditEvents`, 16) or a station's ticket for its
 * kitchen screen (`kitchenTickets`, 14).
 */
export type OutboxKind = 'sale' | 'refund' | 'shift' | 'void' | 'availability' | 'audit' | 'kitchen';

/** A document waiting for upload; removed once the server acknowledged or rejected it. */
export interface OutboxRow {
  /** The document's key: the sale's or refund's `client_order_id`, or the shift's `shift_id`. */
  client_order_id: string;
  /**
   * Indexed from version 26, whose upgrade gave `sale` to the entries written before version 9
   * (all sales); still read as optional, as older code wrote it.
   */
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

/**
 * `ticket`: the sales' running number; `refund`: the refunds' (their own `R…` series); `call`:
 * the last call number a kiosk gave and the branch day it was given on (`day`, `YYYY-MM-DD`;
 * src/checkout/kiosk.ts). A terminal that never ran as a kiosk has no `call` row.
 */
interface CounterRow {
  id: 'ticket' | 'refund' | 'call';
  value: number;
  /** The `call` row's day; absent on the other rows. */
  day?: string;
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

/**
 * `queued`: prints when its printer is there (tried again when it comes back). `printing`: its
 * bytes are being sent. `waiting`: stopped mid-way (unplugged, or the page closed while it
 * printed): it may have printed in part, so it prints again only on "Retry". `printed`, or
 * `dismissed` when it was printed with the system dialog instead.
 */
type PrintJobState = 'queued' | 'printing' | 'waiting' | 'printed' | 'dismissed';

export type PrintJobKind = 'receipt' | 'kitchen' | 'drawer' | 'test' | 'refund' | 'report';

/** A print job (src/db/printJobs.ts): what to print, on which printer, and how far it got. */
export interface PrintJobRow {
  /** A UUID made when the job is queued. */
  id: string;
  printer_id: string;
  kind: PrintJobKind;
  /** What the status bar names it by: the ticket number, or the printer's name for a test. */
  title: string;
  document: PrintDocument;
  state: PrintJobState;
  attempts: number;
  /** Milliseconds since the epoch: the print order. */
  created_at: number;
  /** Why it is not printed yet (the printer's words, or that it is not connected); null once it prints. */
  error: string | null;
  done_at: number | null;
  /**
   * A kitchen ticket's station (null: the kitchen is one station), kept so "Retry" can give a
   * ticket no printer served to a printer set up since. A plain field, no index, so no schema
   * version: absent on jobs stored before it and on other slips.
   */
  station?: string | null;
  /**
   * Milliseconds since the epoch when a queue took it to print (`printing`): where every tab
   * runs the queue (no Web Locks), a job claimed this long ago was cut off, not printing in
   * another tab. A plain field; absent on jobs never claimed and on those claimed before it.
   */
  claimed_at?: number;
}
/** A cleared order's void document (src/day/orderVoid.ts) and its upload; never deleted. */
export interface VoidRow extends OrderVoid, UploadFields {}

/**
 * An audit event (src/staff/audit.ts) and its upload. `kept`: the server answered that it has
 * no audit route (404), so the event stays on this terminal only, listed for managers.
 */
export interface AuditEventRow extends AuditEvent, Omit<UploadFields, 'upload'> {
  upload: 'waiting' | 'uploaded' | 'rejected' | 'kept';
}

/**
 * A station's ticket for its kitchen screen (assumed-contracts 14) and its upload; `uploaded`
 * is the service's acknowledgement. `printable` is the ticket as paper draws it, printed marked
 * "(screen offline)" when the screen did not take it in time; `paper` says it was, so it prints
 * once.
 */
export interface KitchenTicketRow extends ScreenTicket, Omit<UploadFields, 'upload'> {
  upload: 'waiting' | 'uploaded' | 'rejected';
  printable: KitchenTicket;
  paper: boolean;
}

/** An order put aside under a name ("Table 4"); reopening it moves it back to the open order. */
export interface ParkedRow {
  /** UUID made when the order is parked. */
  id: string;
  name: string;
  /** Milliseconds since the epoch. */
  parked_at: number;
  cart: CartState;
  /** assumed-contracts 10: who parked it; absent with nobody signed in (and on rows parked before it was kept). */
  parked_by?: StaffRef;
}

/**
 * A person of the terminal's staff (version 23): their PIN only as a salted hash, and their
 * own lockout (src/core/pinLockout.ts). A removed person's row is deleted; their documents
 * keep the name they were made under.
 */
export interface StaffRow extends StaffMember {
  pinHash: string;
  pinSalt: string;
  /** The PIN's length (set since lengths are kept; not indexed): the PIN field checks itself at it. */
  pinLength?: number;
  pinLock: PinLock;
}

/** Every version in order, each a frozen file of `migrations/`. A new version is a new file, appended here. */
export const SCHEMA_VERSIONS: readonly Migration[] = [v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v14, v18, v19, v21, v22, v23, v24, v25, v26, v27, v28, v30, v31];


interface PosDbOptions {
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
  voids!: Table<VoidRow, string>;
  catalogHeads!: Table<CatalogHead, GenKey>;
  /** The first record of each listing (`menu/views.ts`, `ListingHead`). */
  listings!: Table<ListingHead, GenKey>;
  /** The records after the first, `[gen, id, part]`. */
  listingParts!: Table<ListingPart, [gen: number, id: number, part: number]>;
  /** The generation's search tables (`menu/storedSearch.ts`): id 0 a till's, 1 a kiosk's. */
  searchTables!: Table<StoredSearchTable, GenKey>;
  staff!: Table<StaffRow, string>;
  printJobs!: Table<PrintJobRow, string>;
  catalogDigests!: Table<CatalogDigest, number>;
  branchSettings!: Table<BranchSettingsRow, 'branch'>;
  availabilityChanges!: Table<AvailabilityChangeRow, string>;
  /** Who changed what on this terminal (assumed-contracts 16), oldest first by `at`. */
  auditEvents!: Table<AuditEventRow, string>;
  /** Card payments taken on the terminal (assumed-contracts 13), each stored before it is sent. */
  cardPayments!: Table<CardPaymentRow, string>;
  /** Card refunds sent to the acquirer (assumed-contracts 13), each stored with its refund before it is sent. */
  cardRefunds!: Table<CardRefundRow, string>;
  /** The kitchen screen's tickets (assumed-contracts 14), each uploaded through the outbox. */
  kitchenTickets!: Table<KitchenTicketRow, string>;

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
