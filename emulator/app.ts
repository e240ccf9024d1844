/**
 * The emulator's HTTP routes: the selling routes and companion routes under `/api/v2`
 * (auth, `customer_id` refusal, per-route faults), image tiles, the control routes under
 * `/__emulator`, and optionally a built app with its `/config.json` (the server URL and a
 * one-time enrolment code, never a key).
 *
 * The control routes change what the emulator serves and read back what it received, with no
 * key: they answer only an emulator started with control on (tests, `npm start`'s demo) and
 * only a request from this machine (a loopback address); anything else gets 404, as if they
 * were not there. The API refuses a key in the URL (`?api_key=`) as assumed-contracts says of
 * every route: the key goes only in the `Authorization` header.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { STATUS_CODES } from 'node:http';
import { adminRoutes } from './admin.ts';
import {
  ALREADY_SENT,
  delay,
  dropBeforeAnswer,
  dropMidBody,
  hang,
  respond,
  truncated,
} from './delivery.ts';
import type { EmulatorContext, EmulatorEnv } from './delivery.ts';
import { imageName, imageSvg } from './images.ts';
import {
  brandsList,
  categoriesList,
  channelsReply,
  failureBody,
  json,
  modifiersList,
  pageQuery,
  productsPage,
  quotaReply,
  locationSettingsReply,
  sessionReply,
  soldOutReply,
} from './responses.ts';
import type { Reply } from './responses.ts';
import type { EmulatorState } from './state.ts';
import { ENROL_PATH } from './enrolment.ts';
import { provisioningFile } from './provisioning.ts';
import { staticFile } from './static.ts';
import { receiveAvailability, receiveInvoice, receiveShift, staffPerformanceReply } from './uploads.ts';
import { receiveAuditEvent } from './audit.ts';
import type { RequestLogEntry, RouteName } from './types.ts';

export interface AppOptions {
  state: EmulatorState;
  /** Absolute path of a built app to serve at `/`, or null. */
  staticDir: string | null;
  log: boolean;
  shutdown: AbortSignal;
  /** Origins other than the app it serves that may call it from a browser (the dev server). */
  allowOrigins?: readonly string[];
  /** Whether the control routes under `/__emulator` answer (requests from this machine only). */
  control?: boolean;
}

const queryOf = (c: EmulatorContext): Record<string, string> => Object.fromEntries(new URL(c.req.url).searchParams);
const originOf = (c: EmulatorContext): string => new URL(c.req.url).origin;

function bodyHasCustomerId(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && Object.hasOwn(value, 'customer_id');
  } catch {
    return false;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A socket address of this machine: 127.0.0.0/8 or ::1, also written as IPv4 inside IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The peer's address, when the request came through a Node socket (not when `fetch` is called in process). */
const remoteAddress = (c: EmulatorContext): string | undefined => (c.env as Partial<EmulatorEnv['Bindings']> | undefined)?.incoming?.socket.remoteAddress;

/**
 * Whether a browser page of `origin` may read the answers: the app this emulator serves (its
 * own origin, by any loopback name on the same port) or an origin it was told. Nothing else:
 * a CORS answer to any site would hand the API, and `/config.json`'s enrolment code, to it.
 */
export function isAllowedOrigin(origin: string, requestUrl: string, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  const own = new URL(requestUrl);
  if (from.origin === own.origin) return true;
  return from.protocol === own.protocol && from.port === own.port && LOOPBACK.has(from.hostname) && LOOPBACK.has(own.hostname);
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1]?.trim() ?? null;
}

export function createApp(options: AppOptions): Hono<EmulatorEnv> {
  const { state, staticDir, shutdown } = options;
  const app = new Hono<EmulatorEnv>();

  // The control routes are not there for another machine, nor at all without control on.
  app.use('*', async (c, next) => {
    if (!c.req.path.startsWith('/__emulator')) return next();
    if (options.control !== true || !isLoopbackAddress(remoteAddress(c))) return c.text('Not found', 404);
    return next();
  });

  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.startsWith('/__emulator')) return next();
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text();
    const entry: RequestLogEntry = {
      at: new Date().toISOString(),
      method: c.req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(c.req.raw.headers),
      body,
      status: null,
      finished: false,
    };
    c.set('body', body);
    c.set('entry', entry);
    state.logRequest(entry);
    await next();
    entry.status = c.res.headers.has(ALREADY_SENT) ? null : c.res.status;
    entry.finished = true;
    if (options.log) console.log(`${entry.method} ${url.pathname}${url.search} -> ${entry.status ?? 'no answer'}`);
  });

  // The API and the images only: the control routes and /config.json answer no other site.
  const allowOrigins = options.allowOrigins ?? [];
  const apiCors = cors({
    origin: (origin, c) => (isAllowedOrigin(origin, c.req.url, allowOrigins) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-Match'],
    maxAge: 600,
  });
  app.use('/api/*', apiCors);
  app.use('/images/*', apiCors);

  app.route('/__emulator', adminRoutes(state.control));

  // Enrolling takes no key (assumed-contracts 17): answered before the key is asked for.
  app.post(ENROL_PATH, (c) =>
    respond(state.enrolment.enrol(c.get('body') ?? '', c.env?.incoming?.socket?.remoteAddress ?? 'unknown', state.control.apiKey, Date.now())),
  );

  app.use('/api/*', async (c, next) => {
    const query = queryOf(c);
    const apiKey = state.control.apiKey;
    // A key in the URL is refused even when the header is right: a URL ends up in logs and history.
    if (Object.hasOwn(query, 'api_key') || bearerToken(c.req.header('authorization')) !== apiKey) {
      return c.json({ status: false, message: 'Unauthorized' }, 401);
    }
    if (Object.hasOwn(query, 'customer_id') || bodyHasCustomerId(c.get('body') ?? '')) {
      return c.json({ status: false, message: 'customer_id must not be sent' }, 400);
    }
    return next();
  });

  /**
   * Runs the route through its fault, if one is set, and sends the answer. `cutShort` is the
   * answer of a paginated route with the page's rows left out (`emptyPage`).
   */
  async function answer(c: EmulatorContext, route: RouteName, produce: () => Reply, cutShort?: () => Reply): Promise<Response> {
    const query = queryOf(c);
    const page = route === 'products' || route === 'addons' ? pageQuery(query).page : null;
    const fault = state.faults.take(route, page);
    if (fault === null) return respond(produce());
    switch (fault.kind) {
      case 'latency':
        return (await delay(c, fault.ms, shutdown)) ? respond(produce()) : dropBeforeAnswer(c);
      case 'hang':
        return hang(c, shutdown);
      case 'http500':
        return respond(json(fault.status ?? 500, failureBody(route, query)));
      case 'status':
        return respond(json(fault.status, { status: false, message: STATUS_CODES[fault.status] ?? `HTTP ${fault.status}` }));
      case 'statusFalse':
        return respond(json(200, failureBody(route, query)));
      case 'malformedJson':
        return respond(truncated(produce()));
      case 'drop':
        return dropMidBody(c, produce());
      case 'dropAfterStore':
        produce();
        return dropBeforeAnswer(c);
      case 'emptyPage':
        return respond((cutShort ?? produce)());
      default: {
        const never: never = fault;
        return never;
      }
    }
  }

  const tenant = () => state.index().tenant;

  app.get('/api/v2/session', (c) => answer(c, 'session', () => sessionReply(tenant())));
  app.get('/api/v2/channels', (c) => answer(c, 'channels', () => channelsReply(tenant())));
  app.get('/api/v2/product-quota', (c) => answer(c, 'quota', () => quotaReply(tenant(), state.quotaSales.units())));
  app.get('/api/v2/products/sold-out', (c) => answer(c, 'soldout', () => soldOutReply(tenant())));
  app.get('/api/v2/location-settings', (c) => answer(c, 'locationsettings', () => locationSettingsReply(tenant())));
  app.get('/api/v2/products', (c) => {
    const route = c.req.query('addon') === '1' ? 'addons' : 'products';
    const page = (cutShort: boolean) => () => productsPage(state.index(), queryOf(c), originOf(c), cutShort);
    return answer(c, route, page(false), page(true));
  });
  app.get('/api/v2/categories', (c) => answer(c, 'categories', () => categoriesList(tenant(), queryOf(c), originOf(c))));
  app.post('/api/v2/modifiers', (c) => answer(c, 'modifiers', () => modifiersList(tenant(), originOf(c))));
  app.get('/api/v2/brands', (c) => answer(c, 'brands', () => brandsList(tenant(), originOf(c))));
  const idempotencyKey = (c: EmulatorContext): string => c.req.header('idempotency-key')?.trim() ?? '';
  app.post('/api/v2/invoices', (c) => answer(c, 'invoices', () => receiveInvoice(idempotencyKey(c), c.get('body') ?? '', state)));
  app.post('/api/v2/products/:id/availability', (c) => {
    const id = /^\d+$/.test(c.req.param('id')) ? Number(c.req.param('id')) : -1;
    return answer(c, 'availability', () => receiveAvailability(idempotencyKey(c), id, c.get('body') ?? '', state));
  });
  app.post('/api/v2/shifts', (c) => answer(c, 'shifts', () => receiveShift(idempotencyKey(c), c.get('body') ?? '', state)));
  app.post('/api/v2/audit-events', (c) => answer(c, 'audit', () => receiveAuditEvent(idempotencyKey(c), c.get('body') ?? '', state)));
  // assumed-contracts 13: the acquirer behind the branch's card terminals.
  app.get('/api/v2/card-terminals', (c) => answer(c, 'cardterminals', () => state.cards.terminalsReply()));
  app.post('/api/v2/card-payments', (c) => answer(c, 'cardpay', () => state.cards.create(idempotencyKey(c), c.get('body') ?? '', Date.now())));
  app.get('/api/v2/card-payments/:id', (c) => answer(c, 'cardstatus', () => state.cards.read(c.req.param('id'), Date.now())));
  app.post('/api/v2/card-payments/:id/cancel', (c) => answer(c, 'cardcancel', () => state.cards.cancel(c.req.param('id'), Date.now())));
  app.post('/api/v2/card-payments/:id/refund', (c) =>
    answer(c, 'cardrefund', () => state.cards.refund(c.req.param('id'), idempotencyKey(c), c.get('body') ?? '', Date.now())),
  );
  // assumed-contracts 14: the kitchen screens and the ready board.
  const branchId = () => tenant().session.location.id;
  app.post('/api/v2/kitchen-tickets', (c) => answer(c, 'kitchentickets', () => state.kitchen.receive(idempotencyKey(c), c.get('body') ?? '', branchId(), new Date())));
  app.get('/api/v2/kds-orders/ready-board', (c) => answer(c, 'readyboard', () => state.kitchen.board(new Date())));
  app.get('/api/v2/kds-orders', (c) => answer(c, 'kds', () => state.kitchen.list(queryOf(c), new Date())));
  app.post('/api/v2/kds-orders/:id/state', (c) => answer(c, 'kds', () => state.kitchen.move(c.req.param('id'), c.get('body') ?? '', new Date())));
  // assumed-contracts 15: the branch's open orders, shared by its tills.
  const ifMatch = (c: EmulatorContext): string | undefined => c.req.header('if-match');
  const orderId = (c: EmulatorContext): string => c.req.param('id') ?? '';
  app.get('/api/v2/open-orders', (c) => answer(c, 'openorders', () => state.openOrders.list(Date.now())));
  app.put('/api/v2/open-orders/:id', (c) => answer(c, 'openorders', () => state.openOrders.put(orderId(c), ifMatch(c), c.get('body') ?? '', Date.now())));
  app.delete('/api/v2/open-orders/:id', (c) => answer(c, 'openorders', () => state.openOrders.remove(orderId(c), ifMatch(c), Date.now())));
  app.post('/api/v2/open-orders/:id/hold', (c) => answer(c, 'openorderhold', () => state.openOrders.hold(orderId(c), c.get('body') ?? '', Date.now())));
  app.post('/api/v2/open-orders/:id/release', (c) => answer(c, 'openorderhold', () => state.openOrders.release(orderId(c), c.get('body') ?? '', Date.now())));
  app.get('/api/v2/staff-performance', (c) => answer(c, 'staff', () => staffPerformanceReply(state, queryOf(c).date)));

  app.get('/images/:kind/:file', (c) => {
    const id = /^(\d+)\.svg$/.exec(c.req.param('file'))?.[1];
    const kind = c.req.param('kind');
    const name = id === undefined ? null : imageName(state.index(), kind, Number(id));
    if (name === null) return c.text('Not found', 404);
    return answer(c, 'images', () => ({
      status: 200,
      body: imageSvg(kind, Number(id), name),
      contentType: 'image/svg+xml',
      headers: { 'Cache-Control': 'public, max-age=86400' },
    }));
  });

  if (staticDir !== null) {
    app.get('/config.json', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(provisioningFile(originOf(c), state.control));
    });
    app.get('*', async (c) => {
      const path = c.req.path;
      if (path.startsWith('/api/') || path.startsWith('/images/') || path.startsWith('/__emulator')) return c.notFound();
      const file = await staticFile(staticDir, path);
      if (file === null) return c.notFound();
      return c.body(file.body, 200, { 'Content-Type': file.contentType, 'Cache-Control': file.cacheControl });
    });
  }

  app.notFound((c) => (c.req.path.startsWith('/api/') ? c.json({ status: false, message: 'Not found' }, 404) : c.text('Not found', 404)));
  app.onError((err, c) => c.json({ status: false, message: 'Internal Server Error', error: String(err) }, 500));
  return app;
}
