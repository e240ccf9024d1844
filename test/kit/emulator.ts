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

export function start(opts: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ port: 0, ...opts });
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
