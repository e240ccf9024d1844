/**
 * `/__emulator/*`: the control object over HTTP, without auth, for Playwright and soak runs
 * that drive an emulator in another process. Bad input answers 400 `{error}` and changes
 * nothing.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { isCustomerAction } from './cardPayments.ts';
import { demoTenant } from './demo.ts';
import { isRouteName, parseFault } from './faults.ts';
import { generateTenant } from './generate.ts';
import { provisioningFile, SECRET_FIELDS } from './provisioning.ts';
import { SESSION_CONFIG_KEYS, type EmulatorControl, type QuotaRow, type SessionConfigKey, type SessionPatch, type Tenant } from './types.ts';

export const MAX_GENERATED_PRODUCTS = 200_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isInteger(x));

async function readJson(c: Context): Promise<unknown> {
  try {
    const text = await c.req.text();
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function summary(tenant: Tenant) {
  return {
    products: tenant.products.length,
    categories: tenant.categories.length,
    modifierGroups: tenant.modifierGroups.length,
    brands: tenant.brands.length,
    session: tenant.session,
  };
}

function isQuotaRow(v: unknown): v is QuotaRow {
  return isRecord(v) && Number.isInteger(v.product_id) && typeof v.quota === 'number' && typeof v.remaining_stock === 'number';
}

export function adminRoutes(control: EmulatorControl): Hono {
  const app = new Hono();
  const bad = (c: Context, error: string) => c.json({ error }, 400);

  app.get('/faults', (c) => c.json(control.faults()));
  app.post('/faults', async (c) => {
    const body = await readJson(c);
    if (!isRecord(body) || !isRouteName(body.route)) return bad(c, 'route must be a route name');
    if (body.fault === null) {
      control.setFault(body.route, null);
      return c.json(control.faults());
    }
    const fault = parseFault(body.fault, body.route);
    if (typeof fault === 'string') return bad(c, fault);
    control.setFault(body.route, fault);
    return c.json(control.faults());
  });
  app.delete('/faults', (c) => {
    const route = c.req.query('route');
    if (route === undefined) control.clearFaults();
    else if (isRouteName(route)) control.setFault(route, null);
    else return bad(c, 'route must be a route name');
    return c.json(control.faults());
  });

  app.get('/invoices', (c) => c.json(control.invoices()));
  app.get('/refunds', (c) => c.json(control.refunds()));
  app.get('/voids', (c) => c.json(control.voids()));
  app.get('/shifts', (c) => c.json(control.shifts()));
  app.get('/availability', (c) => c.json(control.availability()));
  app.get('/audit-events', (c) => c.json(control.auditEvents()));
  app.get('/kitchen-tickets', (c) => c.json(control.kitchenTickets()));
  app.get('/open-orders', (c) => c.json(control.openOrders()));
  app.post('/open-orders/lapse-holds', (c) => {
    control.lapseOpenOrderHolds();
    return c.json({ ok: true });
  });
  app.post('/location-settings', async (c) => {
    const body = await readJson(c);
    if (!isRecord(body)) return bad(c, 'body must be an object');
    if (body.settings === null) {
      control.setLocationSettings(null);
      return c.json({ ok: true });
    }
    const settings = body.settings;
    if (!isRecord(settings) || !Object.values(settings).every((v) => typeof v === 'string' || typeof v === 'number')) {
      return bad(c, 'settings must be an object of strings and numbers, or null for a 404');
    }
    control.setLocationSettings(settings as Record<string, string | number>);
    return c.json({ ok: true });
  });
  // The card terminals (assumed-contracts 13): their conditions, the customer at them, the ledger.
  app.get('/card-terminals', (c) => c.json(control.cardTerminals()));
  app.post('/card-terminals', async (c) => {
    const body = await readJson(c);
    if (!isRecord(body) || typeof body.terminal_id !== 'string') return bad(c, 'body must be {terminal_id, offline?, slowMs?, customer?}');
    const { offline, slowMs, customer } = body;
    if (offline !== undefined && typeof offline !== 'boolean') return bad(c, 'offline must be true or false');
    if (slowMs !== undefined && !(Number.isInteger(slowMs) && (slowMs as number) >= 0)) return bad(c, 'slowMs must be a whole number of milliseconds');
    if (customer !== undefined && customer !== null && !isCustomerAction(customer)) return bad(c, 'customer must be approve, decline, walk-away or null');
    const change = {
      ...(offline === undefined ? {} : { offline }),
      ...(slowMs === undefined ? {} : { slowMs: slowMs as number }),
      ...(customer === undefined ? {} : { customer }),
    };
    if (!control.setCardTerminal(body.terminal_id, change)) return bad(c, 'no such card terminal');
    return c.json(control.cardTerminals());
  });
  app.post('/card-customer', async (c) => {
    const body = await readJson(c);
    if (!isRecord(body) || !isCustomerAction(body.action) || (body.terminal_id !== undefined && typeof body.terminal_id !== 'string')) {
      return bad(c, 'body must be {action: approve | decline | walk-away, terminal_id?}');
    }
    const payment = control.cardCustomerActs(body.action, body.terminal_id as string | undefined);
    return payment ? c.json(payment) : c.json({ error: 'no payment waits at that terminal' }, 409);
  });
  app.get('/card-ledger', (c) => c.json(control.cardLedger()));
  app.get('/requests', (c) => c.json(control.requests()));
  app.delete('/requests', (c) => {
    control.clearRequests();
    return c.json({ ok: true });
  });

  app.post('/api-key', async (c) => {
    const body = await readJson(c);
    if (!isRecord(body) || typeof body.apiKey !== 'string' || body.apiKey.trim() === '') return bad(c, 'apiKey must be a non-empty string');
    control.setApiKey(body.apiKey.trim());
    return c.json({ ok: true });
  });

  app.post('/config', async (c) => {
    const body = await readJson(c);
    if (isRecord(body) && SECRET_FIELDS.some((k) => Object.hasOwn(body, k))) {
      return bad(c, 'a provisioning file never carries a key or a secret: hand the terminal an enrolment code');
    }
    if (!isRecord(body) || (body.sellOnlyWithOpenShift !== undefined && typeof body.sellOnlyWithOpenShift !== 'boolean')) {
      return bad(c, 'body must be {sellOnlyWithOpenShift?: boolean}');
    }
    control.setServedConfig(body.sellOnlyWithOpenShift === undefined ? {} : { sellOnlyWithOpenShift: body.sellOnlyWithOpenShift });
    return c.json({ ok: true });
  });

  /** A one-time enrolment code (assumed-contracts 17); `serve: true` also hands it out in `/config.json`. */
  app.post('/enrolment-codes', async (c) => {
    const body = await readJson(c);
    if (!isRecord(body) || (body.location_id !== undefined && !Number.isInteger(body.location_id)) || (body.serve !== undefined && typeof body.serve !== 'boolean')) {
      return bad(c, 'body must be {location_id?: number, serve?: boolean}');
    }
    const code = body.serve === true ? control.serveNewEnrolmentCode() : control.makeEnrolmentCode(body.location_id as number | undefined);
    return c.json({ code }, 201);
  });
  app.get('/enrolments', (c) => c.json(control.enrolments()));
  /** What `/config.json` would hand a terminal of this server now: for a dev server that serves the app elsewhere. */
  app.get('/provisioning', (c) => c.json(provisioningFile(new URL(c.req.url).origin, control)));

  app.post('/reset', (c) => {
    control.reset();
    return c.json({ ok: true, tenant: summary(control.tenant) });
  });

  app.get('/tenant', (c) => c.json(summary(control.tenant)));
  app.post('/tenant', async (c) => {
    const body = await readJson(c);
    if (!isRecord(body)) return bad(c, 'body must be {products, seed} or {demo: true}');
    if (body.demo === true) control.setTenant(demoTenant());
    else {
      const n = body.products;
      if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > MAX_GENERATED_PRODUCTS) {
        return bad(c, `products must be a whole number from 1 to ${MAX_GENERATED_PRODUCTS}`);
      }
      const seed = typeof body.seed === 'string' || typeof body.seed === 'number' ? body.seed : 1;
      control.setTenant(generateTenant({ products: n as number, seed }));
    }
    return c.json({ ok: true, tenant: summary(control.tenant) });
  });

  app.post('/sold-out', async (c) => {
    const body = await readJson(c);
    if (!isRecord(body) || !isIdList(body.ids)) return bad(c, 'ids must be an array of product ids');
    control.setSoldOut(body.ids);
    return c.json({ ok: true, soldOut: control.tenant.soldOut });
  });

  app.post('/quota', async (c) => {
    const body = await readJson(c);
    if (!isRecord(body) || !Array.isArray(body.rows) || !body.rows.every(isQuotaRow)) {
      return bad(c, 'rows must be an array of {product_id, quota, remaining_stock}');
    }
    control.setQuota(body.rows);
    return c.json({ ok: true, quotas: control.tenant.quotas });
  });

  app.get('/quota', (c) => c.json({ quotas: control.tenant.quotas, sold: control.quotaSold() }));

  app.post('/prices', async (c) => {
    const body = await readJson(c);
    if (!isRecord(body) || typeof body.percent !== 'number' || !Number.isFinite(body.percent) || body.percent <= -100) {
      return bad(c, 'percent must be a number above -100');
    }
    control.changePrices(body.percent);
    return c.json({ ok: true });
  });

  app.post('/session', async (c) => {
    const body = await readJson(c);
    const parts = ['user', 'location', 'config'] as const;
    if (!isRecord(body) || parts.some((k) => body[k] !== undefined && !isRecord(body[k]))) {
      return bad(c, 'body must be a partial session {user?, location?, config?, unsent?}');
    }
    const { unsent } = body;
    if (unsent !== undefined && !(Array.isArray(unsent) && unsent.every((k) => SESSION_CONFIG_KEYS.includes(k as SessionConfigKey)))) {
      return bad(c, `unsent must list config keys of ${SESSION_CONFIG_KEYS.join(', ')}`);
    }
    control.setSession(body as SessionPatch);
    return c.json({ ok: true, session: control.tenant.session });
  });

  return app;
}
