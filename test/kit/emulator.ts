/**
 * The service emulator for tests: one running on a free port, a small client that calls it
 * the way the POS does (Bearer key, JSON), the shapes of its answers and a valid invoice.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startEmulator } from '../../emulator/server';
import type { EmulatorOptions, RunningEmulator } from '../../emulator/server';
import type { BrandRow, CategoryRow, ModifierGroupRow, ProductRow } from '../../emulator/types';

export type { RunningEmulator };

export const KEY = 'demo-key';

/** Control routes on, as tests drive them from this machine. */
export function start(opts: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ port: 0, control: true, ...opts });
}

/**
 * The emulator of one test file: started before its first test, closed after its last and,
 * with `reset`, back to the demo tenant with no faults and no invoices before each test. Read
 * it inside tests and hooks: at the file's top level it is not running yet.
 */
export function emulatorPerFile({ reset = false }: { reset?: boolean } = {}): RunningEmulator {
  let running: RunningEmulator | null = null;
  const current = () => {
    if (!running) throw new Error('the emulator is started before the first test');
    return running;
  };
  beforeAll(async () => {
    running = await start();
  });
  afterAll(() => current().close());
  if (reset) beforeEach(() => current().control.reset());
  return {
    get url() {
      return current().url;
    },
    get port() {
      return current().port;
    },
    get control() {
      return current().control;
    },
    close: () => current().close(),
  };
}

export interface CallOptions {
  method?: string;
  /** null sends no Authorization header. */
  key?: string | null;
  headers?: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
}

export function call(emu: RunningEmulator, path: string, opts: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers };
  const key = opts.key === undefined ? KEY : opts.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    headers['Content-Type'] ??= 'application/json';
  }
  return fetch(emu.url + path, { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
}

export interface ProductsEnvelope {
  status: boolean;
  message: string;
  data: { current_page: number; records_per_page: number; total_records: number; products: ProductRow[] };
}
export interface ListEnvelope<T> {
  status: boolean;
  message: string;
  data: T[];
}
export type ModifiersEnvelope = ListEnvelope<ModifierGroupRow>;
export type BrandsEnvelope = ListEnvelope<BrandRow>;
export type CategoriesBody = CategoryRow[];
export interface FailureBody {
  status?: boolean;
  message?: string;
  error?: string;
  detail?: string;
  errors?: Array<{ field: string; message: string }>;
  data?: unknown;
}

/** Calls and parses the JSON answer, with the status. */
export async function callJson<T = unknown>(emu: RunningEmulator, path: string, opts: CallOptions = {}): Promise<{ status: number; body: T }> {
  const res = await call(emu, path, opts);
  return { status: res.status, body: (await res.json()) as T };
}

/** Every API route as the client calls it, with the fault route name that governs it. */
export const API_ROUTES = [
  { route: 'session', method: 'GET', path: '/api/v2/session' },
  { route: 'products', method: 'GET', path: '/api/v2/products' },
  { route: 'addons', method: 'GET', path: '/api/v2/products?addon=1' },
  { route: 'categories', method: 'GET', path: '/api/v2/categories' },
  { route: 'modifiers', method: 'POST', path: '/api/v2/modifiers' },
  { route: 'brands', method: 'GET', path: '/api/v2/brands' },
  { route: 'channels', method: 'GET', path: '/api/v2/channels' },
  { route: 'quota', method: 'GET', path: '/api/v2/product-quota' },
  { route: 'soldout', method: 'GET', path: '/api/v2/products/sold-out' },
  { route: 'invoices', method: 'POST', path: '/api/v2/invoices' },
  { route: 'shifts', method: 'POST', path: '/api/v2/shifts' },
  { route: 'locationsettings', method: 'GET', path: '/api/v2/location-settings' },
  { route: 'availability', method: 'POST', path: '/api/v2/products/41/availability' },
  { route: 'kitchentickets', method: 'POST', path: '/api/v2/kitchen-tickets' },
  { route: 'kds', method: 'GET', path: '/api/v2/kds-orders?c=Burgers' },
  { route: 'readyboard', method: 'GET', path: '/api/v2/kds-orders/ready-board' },
  { route: 'openorders', method: 'GET', path: '/api/v2/open-orders' },
  { route: 'openorders', method: 'PUT', path: '/api/v2/open-orders/o-1' },
  { route: 'openorderhold', method: 'POST', path: '/api/v2/open-orders/o-1/hold' },
] as const;

/** A valid invoice body for the demo tenant: Chicken burger x2 with bacon, one extra cheese. */
export function demoInvoice(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    client_order_id: '0b6c2f9e-0000-4000-8000-000000000001',
    ticket_no: 'T3-000042',
    created_at: '2026-11-21T09:15:02.120Z',
    location_id: 3,
    brand_id: 1,
    channel_id: null,
    lines: [
      {
        product_id: 41,
        name: 'Chicken burger',
        brand_id: 1,
        quantity: 2,
        weight: null,
        unit_price: 1.75,
        open_price: null,
        discount_pct: 0,
        modifiers: [{ id: 901, modifier_id: 90, quantity: 1, unit_price: 0.25, instructions: [3] }],
        addons: [{ product_id: 77, quantity: 1, unit_price: 0.3 }],
        combo_children: [],
        note: '',
        line_total: 4.6,
      },
    ],
    total: 4.6,
    discount_total: 0,
    payments: [{ method: 'cash', amount: 4.6, tendered: 5, change: 0.4 }],
    ...overrides,
  };
}

/**
 * A valid refund body (assumed-contracts 8) of one of the two burgers of `demoInvoice`: line 0,
 * quantity 1, half its line_total, back in cash.
 */
export function demoRefund(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'refund',
    client_order_id: '7d1e4a2b-0000-4000-8000-000000000007',
    refund_of: demoInvoice().client_order_id,
    ticket_no: 'R3-000007',
    created_at: '2026-11-21T11:02:00.000Z',
    location_id: 3,
    brand_id: 1,
    shift_id: '3f0a9c1d-0000-4000-8000-000000000003',
    cashier_name: 'Cashier 1',
    approved_by: { staff_id: '5e1b0000-0000-4000-8000-000000000005', name: 'Mona' },
    terminal_id: '4f2a0000-0000-4000-8000-000000000004',
    reason: 'Wrong item',
    lines: [{ product_id: 41, brand_id: 1, quantity: 1, line_total: 2.3, of_line: 0 }],
    total: 2.3,
    payments: [{ method: 'cash', amount: 2.3 }],
    ...overrides,
  };
}

/** A valid shift summary (assumed-contracts 9): the contract's example, its sums kept. */
export function demoShift(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    shift_id: '3f0a9c1d-0000-4000-8000-000000000003',
    terminal_id: '4f2a0000-0000-4000-8000-000000000004',
    location_id: 3,
    cashier_name: 'Cashier 1',
    opened_at: '2026-11-21T06:00:00.000Z',
    closed_at: '2026-11-21T14:05:00.000Z',
    opening_float: 20,
    cash_movements: [{ at: '2026-11-21T10:00:00.000Z', kind: 'out', amount: 5, reason: 'Ice delivery' }],
    expected_cash: 143.25,
    counted_cash: 143,
    over_short: -0.25,
    sales_count: 87,
    sales_total: 412.75,
    refunds_count: 2,
    refunds_total: 3.5,
    discount_total: 1.2,
    totals_by_method: { cash: 128.75, card: 284 },
    ...overrides,
  };
}
