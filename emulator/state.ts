/**
 * The mutable state of one running emulator (tenant, faults, invoices and refunds, shifts,
 * request log) and the control object that changes it. Requests read the tenant through
 * `index()`, rebuilt only when the tenant is replaced.
 */
import { createCardAcquirer, type CardAcquirer } from './cardPayments.ts';
import { createFaultTable } from './faults.ts';
import type { FaultTable } from './faults.ts';
import { DEMO_API_KEY } from './demo.ts';
import { createEnrolmentStore, type EnrolmentStore } from './enrolment.ts';
import { createInvoiceStore } from './invoices.ts';
import { createKitchenStore, type KitchenStore } from './kitchen.ts';
import { createOpenOrderStore, type OpenOrderStore } from './openOrders.ts';
import { createQuotaSales, type QuotaSales } from './quotaSales.ts';
import type { InvoiceStore } from './invoices.ts';
import { indexTenant } from './responses.ts';
import { createShiftStore } from './shifts.ts';
import type { ShiftStore } from './shifts.ts';
import { warmProductBytes } from './row-cache.ts';
import type { TenantIndex } from './responses.ts';
import { withPriceChange, withQuota, withSession, withSoldOut } from './tenant-ops.ts';
import type { EmulatorControl, RequestLogEntry, ServedConfigChoices, StoredAuditEvent, StoredAvailability, Tenant } from './types.ts';

export const REQUEST_LOG_SIZE = 2000;

export interface EmulatorState {
  control: EmulatorControl;
  index(): TenantIndex;
  faults: FaultTable;
  invoices: InvoiceStore;
  shifts: ShiftStore;
  /** The units the stored sales took from the quotas (assumed-contracts 4). */
  quotaSales: QuotaSales;
  /** Sold-out marks taken (assumed-contracts 12), oldest first. */
  availability: StoredAvailability[];
  /** Audit events taken (assumed-contracts 16), oldest first. */
  auditEvents: StoredAuditEvent[];
  /** Kitchen tickets and their states (assumed-contracts 14). */
  kitchen: KitchenStore;
  /** The branch's shared open orders and their holds (assumed-contracts 15). */
  openOrders: OpenOrderStore;
  /** Enrolment codes and the terminals enrolled (assumed-contracts 17). */
  enrolment: EnrolmentStore;
  /** The acquirer and its card terminals (assumed-contracts 13). */
  cards: CardAcquirer;
  logRequest(entry: RequestLogEntry): void;
  /** Prepares product pages for requests to `origin` now and after every tenant change. */
  warmFor(origin: string): void;
  /** Stops background work; the state is not used afterwards. */
  stop(): void;
}

export function createEmulatorState(startTenant: () => Tenant, startKey = DEMO_API_KEY): EmulatorState {
  let index = indexTenant(startTenant());
  /** The key the API routes accept; changing it revokes the previous one at once. */
  let apiKey = startKey;
  let servedConfig: ServedConfigChoices = {};
  let stopped = false;
  let servedOrigin: string | null = null;
  const warm = (): void => {
    const warming = index;
    if (servedOrigin !== null) warmProductBytes(warming.tenant.products, servedOrigin, () => !stopped && index === warming);
  };
  const faults = createFaultTable();
  const invoices = createInvoiceStore();
  const shifts = createShiftStore();
  const quotaSales = createQuotaSales();
  let log: RequestLogEntry[] = [];
  const availability: StoredAvailability[] = [];
  const auditEvents: StoredAuditEvent[] = [];
  const kitchen = createKitchenStore();
  const openOrders = createOpenOrderStore();
  const enrolment = createEnrolmentStore();
  const cards = createCardAcquirer();
  const branch = (): number => index.tenant.session.location.id;
  /** The code `/config.json` hands out, made at start and at each reset; served until used. */
  let servedCode = enrolment.make(branch());
  /** Whether a control call other than the served config's changed anything since the start or the last reset. */
  let touched = false;

  const replace = (tenant: Tenant): void => {
    touched = true;
    index = indexTenant(tenant);
    warm();
  };
  /** New quotas start a new count: the rows say what remains now. */
  const replaceQuotas = (tenant: Tenant): void => {
    quotaSales.clear();
    replace(tenant);
  };

  const control: EmulatorControl = {
    setFault: (route, fault) => {
      touched = true;
      faults.set(route, fault);
    },
    clearFaults: () => faults.clear(),
    faults: () => faults.snapshot(),
    invoices: () => invoices.list(),
    refunds: () => invoices.refunds(),
    voids: () => invoices.voids(),
    shifts: () => shifts.list(),
    requests: () => log.map((e) => structuredClone(e)),
    clearRequests: () => {
      log = [];
    },
    setTenant: (tenant) => replaceQuotas(tenant),
    get tenant() {
      return index.tenant;
    },
    get apiKey() {
      return apiKey;
    },
    setApiKey: (key) => {
      touched = true;
      apiKey = key;
    },
    get servedConfig() {
      return { ...servedConfig };
    },
    setServedConfig: (choices) => {
      servedConfig = { ...choices };
    },
    reset: () => {
      apiKey = startKey;
      servedConfig = {};
      replace(startTenant());
      enrolment.clear();
      servedCode = enrolment.make(branch());
      faults.clear();
      invoices.clear();
      shifts.clear();
      quotaSales.clear();
      availability.length = 0;
      auditEvents.length = 0;
      cards.clear();
      kitchen.clear();
      openOrders.clear();
      log = [];
      touched = false;
    },
    get untouched() {
      return !touched && log.length === 0;
    },
    setSoldOut: (ids) => replace(withSoldOut(index.tenant, ids)),
    setQuota: (rows) => replaceQuotas(withQuota(index.tenant, rows)),
    quotaSold: () => quotaSales.units(),
    changePrices: (percent) => replace(withPriceChange(index.tenant, percent)),
    setSession: (patch) => replace(withSession(index.tenant, patch)),
    setLocationSettings: (settings) => {
      const { locationSettings: _old, ...tenant } = index.tenant;
      replace(settings === null ? tenant : { ...tenant, locationSettings: { ...settings } });
    },
    availability: () => availability.map((a) => ({ ...a })),
    auditEvents: () => auditEvents.map((a) => structuredClone(a)),
    cardLedger: () => cards.ledger(invoices.list()),
    cardTerminals: () => cards.terminals(),
    setCardTerminal: (id, change) => {
      touched = true;
      return cards.setTerminal(id, change);
    },
    cardCustomerActs: (action, terminalId) => {
      touched = true;
      return cards.customerActs(action, terminalId, Date.now());
    },
    kitchenTickets: () => kitchen.tickets(),
    openOrders: () => openOrders.orders(Date.now()),
    lapseOpenOrderHolds: () => {
      touched = true;
      openOrders.lapseHolds();
    },
    makeEnrolmentCode: (locationId) => {
      touched = true;
      return enrolment.make(locationId ?? branch());
    },
    get servedEnrolmentCode() {
      return enrolment.isOpen(servedCode) ? servedCode : null;
    },
    serveNewEnrolmentCode: () => {
      touched = true;
      servedCode = enrolment.make(branch());
      return servedCode;
    },
    enrolments: () => enrolment.list(),
    enrolmentSnapshot: () => enrolment.snapshot(),
    restoreEnrolments: (snapshot) => enrolment.restore(snapshot, servedCode),
    branchSecret: (locationId) => enrolment.secretOf(locationId ?? branch()),
  };

  return {
    control,
    index: () => index,
    faults,
    invoices,
    shifts,
    quotaSales,
    availability,
    auditEvents,
    kitchen,
    openOrders,
    enrolment,
    cards,
    logRequest(entry) {
      log.push(entry);
      if (log.length > REQUEST_LOG_SIZE) log.splice(0, log.length - REQUEST_LOG_SIZE);
    },
    warmFor(origin) {
      servedOrigin = origin;
      warm();
    },
    stop() {
      stopped = true;
    },
  };
}
