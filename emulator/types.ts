/**
 * Shapes of the service emulator: the tenant it serves, the faults it can inject and the
 * control surface tests drive it with.
 *
 * A tenant is held as server-side rows: exactly the JSON the service sends, except that image
 * fields hold a path (`/images/p/41.svg`) or an empty string; the origin of the request is
 * put in front of the path when a response is written. Field names are the service's own
 * (service-interface.md 2.2 to 2.9, assumed-contracts.md).
 */
import type { CardLedger, CardPayment, CardTerminal, CustomerAction } from './cardPayments.ts';
import type { Enrolment, EnrolmentSnapshot } from './enrolment.ts';
import type { StoredKitchenTicket } from './kitchen.ts';
import type { StoredOpenOrder } from './openOrders.ts';

export type { Enrolment, EnrolmentSnapshot };

export type Flag = 0 | 1;

/** 2.3: a selling product's link to an option group. */
export interface ModifierLinkRow {
  modifier_id: number;
  min_allowed: number;
  max_allowed: number;
  priority: number | null;
}

/** 2.2 `price_levels[]`. */
export interface PriceLevelRow {
  channel_id: number;
  channel_name: string;
  channel_price: number;
  channel_vat: number;
  channel_actual_price: number;
}

/** 2.2 `categories[]` of an `is_combo` 1 row. */
export interface ComboSlotRow {
  category_id: number;
  max_allowed: number;
}

/** 2.2: one `list_selling_products` row, informational fields included. */
export interface ProductRow {
  id: number;
  name: string;
  actual_price: number;
  type: string | null;
  category_id: number | null;
  category_sort_order: number | null;
  image: string;
  is_sold_out: Flag;
  is_open_price: Flag;
  is_weightage_item: Flag | null;
  discount_pct: number | null;
  barcode_value: string | null;
  location_id: number;
  is_addon: Flag;
  modifiers: ModifierLinkRow[];
  is_combo: 0 | 1 | 2;
  /** Present only on `is_combo` 1 rows, as the service sends it. */
  categories?: ComboSlotRow[];
  combo_price: number;
  price_levels: PriceLevelRow[];
  is_overridden: Flag;
  is_disabled: 0;
  is_archive: 0;
  is_deleted: 0;
  auto_selected_modifier_items: number[];
  price: number;
  vat: number | null;
  tax_id: number | null;
  tax_name: string | null;
  tax_value: number | null;
  stock: number | null;
  description: string | null;
  localize_name: string | null;
  localize_description: string | null;
  localized: Flag;
  sku_no: string;
  plu: number | null;
  label_id: number | null;
  barcode_type: string | null;
  image_path: string;
  web_image: string;
  customer_id: number;
  addons: string | null;
  bundle_items: string | null;
  recipes: null;
  product_recipe_total: number | null;
  product_material_total: number | null;
  product_cost: number | null;
  new_cost_date: string | null;
  is_stock_product: Flag | null;
  calories: number | null;
  old_price: number | null;
  base_price: number | null;
  is_auto_apply: Flag;
  sync_integration_a: Flag;
  sync_integration_b: Flag;
  unit_id: number | null;
  preparation_time: number | null;
  menu_sort_order: number;
}

/** 2.6: one `list_selling_categories` row. */
export interface CategoryRow {
  id: number;
  name: string;
  image: string;
  location_id: number;
  menu_sort_order: number;
  is_deleted: Flag;
  is_active: 1;
  description: string | null;
  color: string | null;
  customer_id: number;
  localize_name: string | null;
  localize_description: string | null;
  sku_no: string;
  web_image: string;
  sync_menu: Flag;
  sync_integration_a: Flag;
  sync_integration_b: Flag;
  sync_integration_c: Flag;
  sync_integration_d: Flag;
}

/** 2.7: a preset kitchen note of an option item. */
export interface InstructionRow {
  id: number;
  instruction: string;
  priority: number;
}

/** 2.7: an option item as nested in `list_selling_modifiers`. */
export interface ModifierItemRow {
  id: number;
  name: string;
  actual_price: number;
  modifier_id: number;
  priority: number;
  instructions: InstructionRow[];
  description: string | null;
  price: number;
  vat: number | null;
  image: string;
  web_image: string;
  tax_id: number | null;
  tax_name: string | null;
  tax_value: number | null;
  /** Branches of the item: items are not filtered by branch, so other branches appear. */
  location_id: number | number[];
}

/** 2.7: a `list_selling_modifiers` group; `items` unsorted as the service sends them. */
export interface ModifierGroupRow {
  id: number;
  name: string;
  description: string | null;
  selection_allowed: number;
  selection_min_allowed: number;
  priority: number;
  location_id: number | number[];
  customer_id: number;
  is_deleted: Flag;
  localize_name: string | null;
  sku_no: string | null;
  items: ModifierItemRow[];
}

/** 2.9 `groups[]`. */
export interface BrandGroupRow {
  group_id: number;
  group_name: string;
  group_thumbnail: string;
  group_description: string | null;
  brand_id: number;
  categories: number[];
}

/** 2.9: one `list_selling_brands` row. */
export interface BrandRow {
  brand_id: number;
  brand_name: string;
  brand_address: string | null;
  brand_email: string | null;
  brand_phone: string | null;
  brand_thumbnail: string;
  location_id: number;
  brand_color: string | null;
  brand_vat_no: string | null;
  groups: BrandGroupRow[];
}

/** assumed-contracts 2. */
export interface ChannelRow {
  channel_id: number;
  channel_name: string;
}

/** assumed-contracts 4. */
export interface QuotaRow {
  product_id: number;
  quota: number;
  remaining_stock: number;
}

/** assumed-contracts 1: `data` of the session route. */
export interface SessionData {
  user: { id: number; name: string; brand_id: number | null };
  location: { id: number; name: string; currency: string; timezone: string };
  config: { currency_decimals: number; unify_mode: number };
  /**
   * Config keys the session route leaves out of its answer (assumed-contracts 1 "Missing: ..."),
   * as a server that does not send them; the emulator still counts money in `currency_decimals`.
   */
  unsent?: readonly SessionConfigKey[];
}

export type SessionConfigKey = keyof SessionData['config'];
export const SESSION_CONFIG_KEYS: readonly SessionConfigKey[] = ['currency_decimals', 'unify_mode'];

/** A partial session for `setSession`: each part is merged into the current one; `unsent` replaces the list. */
export interface SessionPatch {
  user?: Partial<SessionData['user']>;
  location?: Partial<SessionData['location']>;
  config?: Partial<SessionData['config']>;
  unsent?: readonly SessionConfigKey[];
}

/** Everything one API key can read. `products` holds selling rows, add-ons and combos alike. */
export interface Tenant {
  customer_id: number;
  session: SessionData;
  products: ProductRow[];
  categories: CategoryRow[];
  modifierGroups: ModifierGroupRow[];
  brands: BrandRow[];
  channels: ChannelRow[];
  quotas: QuotaRow[];
  /** Product ids of the sold-out list (assumed-contracts 5). */
  soldOut: number[];
  /**
   * The branch's settings (assumed-contracts 11) as the route sends them: strings or numbers,
   * keys left out when absent. Absent = the server has no such route (404).
   */
  locationSettings?: Record<string, string | number>;
}

/** A sold-out mark the emulator took (assumed-contracts 12). */
export interface StoredAvailability {
  key: string;
  product_id: number;
  is_sold_out: 0 | 1;
  received_at: string;
}

/** An audit event the emulator took (assumed-contracts 16), as the body sent it. */
export interface StoredAuditEvent {
  key: string;
  event: Record<string, unknown>;
  received_at: string;
}

export const ROUTE_NAMES = [
  'session',
  'products',
  'addons',
  'categories',
  'modifiers',
  'brands',
  'channels',
  'quota',
  'soldout',
  /** Sales and refunds (assumed-contracts 6 to 8): both ride on `POST /api/v2/invoices`. */
  'invoices',
  'shifts',
  /** The day's per-cashier figures (assumed-contracts 10), `GET /api/v2/staff-performance`. */
  'staff',
  'images',
  /** assumed-contracts 11. */
  'locationsettings',
  /** assumed-contracts 12: `POST /api/v2/products/{id}/availability`. */
  'availability',
  /** assumed-contracts 16: `POST /api/v2/audit-events`; a `status` 404 fault is a server without the route. */
  'audit',
  /** assumed-contracts 13: `GET /api/v2/card-terminals`. */
  'cardterminals',
  /** assumed-contracts 13: `POST /api/v2/card-payments`; `dropAfterStore` is "approved, answer lost". */
  'cardpay',
  /** assumed-contracts 13: `GET /api/v2/card-payments/{id}`. */
  'cardstatus',
  /** assumed-contracts 13: `POST /api/v2/card-payments/{id}/cancel`. */
  'cardcancel',
  /** assumed-contracts 13: `POST /api/v2/card-payments/{id}/refund`. */
  'cardrefund',
  /** assumed-contracts 14: `POST /api/v2/kitchen-tickets` (a `latency` fault is a slow acknowledgement). */
  'kitchentickets',
  /** assumed-contracts 14: `GET /api/v2/kds-orders` and `POST /api/v2/kds-orders/{id}/state`. */
  'kds',
  /** assumed-contracts 14: `GET /api/v2/kds-orders/ready-board`. */
  'readyboard',
  /** assumed-contracts 15: `GET /api/v2/open-orders`, `PUT` and `DELETE /api/v2/open-orders/{id}`; `dropAfterStore` is "stored, answer lost". */
  'openorders',
  /** assumed-contracts 15: `POST /api/v2/open-orders/{id}/hold` and `/release`. */
  'openorderhold',
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

/** Narrows a fault to part of a route's traffic. */
export interface FaultScope {
  /** products and addons only: apply only to requests for this `current_page`. */
  page?: number;
  /** Apply to the next N matching requests only; unlimited when absent. */
  times?: number;
}

export type Fault = FaultScope &
  (
    | { kind: 'latency'; ms: number }
    | { kind: 'http500'; status?: 500 | 502 | 503 }
    /** Any HTTP error status with `{status:false, message}`: what a proxy in front of the server may answer. */
    | { kind: 'status'; status: number }
    | { kind: 'statusFalse' }
    | { kind: 'malformedJson' }
    | { kind: 'drop' }
    | { kind: 'hang' }
    | { kind: 'dropAfterStore' }
    /** products and addons: HTTP 200, status true, no rows and the true `total_records` (a listing cut short). */
    | { kind: 'emptyPage' }
  );

export type FaultKind = Fault['kind'];

/** An invoice the emulator accepted, with what the client sent. */
export interface StoredInvoice {
  invoice_id: number;
  client_order_id: string;
  idempotency_key: string;
  /** The parsed JSON body as received. */
  body: Record<string, unknown>;
  received_at: string;
}

/** A refund the emulator accepted (assumed-contracts 8): kept apart from the sales. */
export interface StoredRefund extends StoredInvoice {
  /** The `client_order_id` of the sale it refunds. */
  refund_of: string;
}

/** A shift summary the emulator accepted (assumed-contracts 9). */
export interface StoredShift {
  shift_id: string;
  idempotency_key: string;
  /** The parsed JSON body as received. */
  body: Record<string, unknown>;
  received_at: string;
}

/** One request as the emulator saw it. */
export interface RequestLogEntry {
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string;
  /** HTTP status sent, or null while pending or when no answer was sent (drop, hang). */
  status: number | null;
  /** True once the emulator is done with the request: answered, or dropped without an answer. */
  finished: boolean;
}

/** Run-time control of a running emulator (also reachable over HTTP under `/__emulator`). */
export interface EmulatorControl {
  /** Sets the route's fault, replacing any earlier one; null clears it. */
  setFault(route: RouteName, fault: Fault | null): void;
  clearFaults(): void;
  faults(): Partial<Record<RouteName, Fault>>;
  /** Sales received, oldest first; refunds are not among them. */
  invoices(): StoredInvoice[];
  /** Refunds received, oldest first. */
  refunds(): StoredRefund[];
  /** Void documents (`kind: "void"`, assumed-contracts 10) received, oldest first. */
  voids(): StoredInvoice[];
  /** Shift summaries received, oldest first. */
  shifts(): StoredShift[];
  /** The last 2000 requests, oldest first. */
  requests(): RequestLogEntry[];
  clearRequests(): void;
  setTenant(tenant: Tenant): void;
  readonly tenant: Tenant;
  /** The API key the routes accept now. */
  readonly apiKey: string;
  /** Accepts only `key` from now on: the previous key is answered 401 (a revoked or rotated key). */
  setApiKey(key: string): void;
  /** Back to the starting tenant (the demo unless another was given) and key, no faults, no invoices, refunds or shifts, empty log. */
  reset(): void;
  /**
   * True while nothing has been asked of the emulator since the start or the last reset: no
   * request logged and no control call that changes what it serves (the served config aside).
   * A terminal saved right after its first sync, restored now, sees what a new one would.
   */
  readonly untouched: boolean;
  /** Replaces the sold-out list and every product's `is_sold_out` with it. */
  setSoldOut(ids: number[]): void;
  setQuota(rows: QuotaRow[]): void;
  /** Units the stored sales took from the quotas since they were last set (assumed-contracts 4). */
  quotaSold(): Record<number, number>;
  /** Changes every product price (actual, legacy, combo and channel prices) by `percent`. */
  changePrices(percent: number): void;
  setSession(patch: SessionPatch): void;
  /**
   * The branch's settings route (assumed-contracts 11): `settings` replaces the key-value
   * pairs sent (strings or numbers as given, so a test can send `"5"`, `5` or `""`); null
   * makes the route answer 404, as a server without it would.
   */
  setLocationSettings(settings: Record<string, string | number> | null): void;
  /** Sold-out marks received (assumed-contracts 12), oldest first. */
  availability(): StoredAvailability[];
  /** Audit events received (assumed-contracts 16), oldest first. */
  auditEvents(): StoredAuditEvent[];
  /** The acquirer's card payments and refunds (assumed-contracts 13), checked against the stored sales. */
  cardLedger(): CardLedger;
  /** The card terminals and their conditions (offline, slow, the customer's answer given in advance). */
  cardTerminals(): CardTerminal[];
  /** Changes a card terminal's conditions; false when the branch has no such terminal. */
  setCardTerminal(id: string, change: Partial<Pick<CardTerminal, 'offline' | 'slowMs' | 'customer'>>): boolean;
  /** The customer at the terminal answers its oldest pending payment; null when none waits. */
  cardCustomerActs(action: CustomerAction, terminalId?: string): CardPayment | null;
  /** Kitchen tickets received (assumed-contracts 14), oldest first, with their state. */
  kitchenTickets(): StoredKitchenTicket[];
  /** The branch's open orders (assumed-contracts 15) as the list serves them now. */
  openOrders(): StoredOpenOrder[];
  /** Lets every open order's hold lapse now (10 minutes without a word from its holder). */
  lapseOpenOrderHolds(): void;
  /**
   * What `/config.json` hands a terminal beside the server and key: a provisioning file's
   * `sellOnlyWithOpenShift` (none after `reset`, so a new terminal takes its own default).
   */
  readonly servedConfig: ServedConfigChoices;
  setServedConfig(choices: ServedConfigChoices): void;
  /** A new one-time enrolment code for the branch (default: the session's), assumed-contracts 17. */
  makeEnrolmentCode(locationId?: number): string;
  /**
   * The code `/config.json` hands out with the server URL, made at start and at each reset
   * (the one `npm start` prints); null once a terminal used it. `/config.json` never holds a key.
   */
  readonly servedEnrolmentCode: string | null;
  /** Makes a new code and serves it in `/config.json` (a second terminal of the demo). */
  serveNewEnrolmentCode(): string;
  /** Terminals enrolled since the start or the last reset, oldest first. */
  enrolments(): Enrolment[];
  /** The terminals enrolled and the branches' secrets, for `restoreEnrolments` after a reset. */
  enrolmentSnapshot(): EnrolmentSnapshot;
  /**
   * Enrols the terminals of `snapshot` again, with their ids and secrets, as the terminal that
   * took the served enrolment code (now used up): a browser profile saved after its first
   * sync connects again after a reset.
   */
  restoreEnrolments(snapshot: EnrolmentSnapshot): void;
  /** The branch's `terminal_secret`, the same for every terminal enrolled there (default: the session's branch). */
  branchSecret(locationId?: number): string;
}

/** The terminal choices a provisioning `/config.json` may carry (never a key). */
export interface ServedConfigChoices {
  sellOnlyWithOpenShift?: boolean;
}
