/**
 * The chaos soak: two tabs of one browser context (one IndexedDB, so one terminal) open a shift,
 * signed in as one cashier and, from halfway, as a second one,
 * sell the seeded plan (parking orders and finishing them later, refunding some sales, often
 * while they still wait to upload) and close the shift with a count, while the network drops, the emulator fails uploads and catalog syncs, prices
 * change and tabs reload at the worst moments. At the end the network comes back, the outbox
 * drains, and the sales and refunds whose receipts appeared, and the Z report, are compared
 * with what the server stored.
 *
 * A step that throws (the app stuck or broken) ends the selling but not the run: the outbox
 * is still drained and reconciled, so the summary says what that failure cost.
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { EmulatorControl } from '../../emulator/types';
import { disruptionLabel, planClose, planSoak, type Disruption, type SaleStep } from './plan';
import type { ShiftFigures } from '../shiftFigures';
import { formatMinor } from './receiptText';
import { isClean, problemsOf, reconcile, type CompletedRefund, type CompletedSale, type Reconciliation } from './reconcile';
import * as till from './till';
import { middayZone } from './middayZone';
import { inFront } from '../helpers';

export interface SoakOptions {
  context: BrowserContext;
  /** The first tab; a second one is opened in the same context. */
  page: Page;
  emulator: { url: string; control: EmulatorControl };
  seed: number;
  sales: number;
  /** How long the outbox may take to empty at the end. */
  drainMs?: number;
  log?: (line: string) => void;
}

export interface SoakSummary {
  seed: number;
  salesPlanned: number;
  salesCompleted: number;
  refundsPlanned: number;
  refundsCompleted: number;
  faults: Record<string, number>;
  reconciliation: Reconciliation;
  /** Things seen during the run that break a promise (a cart changed by a reload, ...). */
  anomalies: string[];
  /** The step that threw, with its error; null when every planned sale ran. */
  crash: string | null;
  drain: { ms: number; nudged: boolean; waiting: number[] };
  tillOrders: { total: number; byState: Record<string, number> } | null;
  durationMs: number;
  sales: CompletedSale[];
  refunds: CompletedRefund[];
  /** The Z report's figures as read on screen; null when the shift could not be closed. */
  zReport: ShiftFigures | null;
}

const ACTION_TIMEOUT_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds or `ms` pass; false when it never held. */
export async function until(ms: number, check: () => Promise<boolean> | boolean, everyMs = 250): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= end) return false;
    await sleep(everyMs);
  }
}

export async function runSoak(options: SoakOptions): Promise<SoakSummary> {
  const { context, emulator, seed } = options;
  const { control } = emulator;
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const plan = planSoak(seed, options.sales);
  const faults: Record<string, number> = {};
  const count = (label: string) => (faults[label] = (faults[label] ?? 0) + 1);
  const sales: CompletedSale[] = [];
  const refunds: CompletedRefund[] = [];
  const anomalies: string[] = [];
  let offline = false;

  // The branch's day does not end during the soak (middayZone.ts); set before the tills connect.
  const timezone = middayZone();
  control.setSession({ location: { timezone } });
  log(`branch time zone ${timezone}`);
  const tabs: [Page, Page] = [options.page, await context.newPage()];
  for (const tab of tabs) tab.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await till.openTab(tabs[0], emulator.url);
  await till.openTab(tabs[1], emulator.url);
  // Two cashiers: the first sells from the start, the second signs in halfway.
  let cashier = await till.setUpStaff(await inFront(tabs[0]));
  const secondCashierFrom = Math.floor(plan.length / 2);
  const soldBy = new Map<string, string>();
  await till.startShift(tabs[0], cashier);

  const setOffline = async (value: boolean) => {
    offline = value;
    await context.setOffline(value);
  };

  /** Waits (bounded) for a catalog sync that answered after `since` to finish on `page`. */
  async function syncSettled(page: Page, since: string): Promise<void> {
    if (offline) return;
    await until(10_000, () => control.requests().some((r) => r.path === '/api/v2/products' && r.at >= since && r.status !== null));
    await until(10_000, async () => !/Syncing/.test(await till.syncStatus(page).innerText()));
  }

  async function priceChange(page: Page, percent: number): Promise<void> {
    const since = new Date().toISOString();
    control.changePrices(percent);
    await till.syncNow(page);
    await syncSettled(page, since);
  }

  async function disrupt(d: Disruption, page: Page): Promise<void> {
    const label = disruptionLabel(d);
    if (label) count(label);
    switch (d.kind) {
      case 'offline':
        return setOffline(true);
      case 'online':
        return setOffline(false);
      case 'invoiceFault':
        return control.setFault('invoices', d.fault);
      case 'catalogFault':
        control.setFault('products', d.fault);
        return till.syncNow(page);
      case 'shiftFault':
        return control.setFault('shifts', d.fault);
      case 'priceChange':
        return priceChange(page, d.percent);
      default: {
        const never: never = d;
        return never;
      }
    }
  }

  async function sell(step: SaleStep): Promise<void> {
    const page = await inFront(tabs[step.tab]);
    const saleStart = Date.now();
    for (const d of step.before) await disrupt(d, page);
    if (step.park) await till.park(page, step.park.items, step.park.name);
    if (step.resume) await till.resume(page, step.resume);
    const [first, ...rest] = step.items;
    if (first) await till.addItem(page, first);
    if (step.priceChangeMidCart) {
      count('catalog:priceChangeMidCart');
      await priceChange(page, 5);
    }
    for (const item of rest) await till.addItem(page, item);
    await till.openPayment(page, step.tender);

    if (step.interrupt === 'reloadMidPayment') {
      count('reload:midPayment');
      const before = await till.cartView(page);
      await page.reload();
      await till.waitForTill(page);
      const after = await till.cartView(page);
      if (after.lines !== before.lines || after.total !== before.total) {
        anomalies.push(`sale ${step.sale}: the order was ${before.lines} lines / ${before.total} before a reload in "Payment", ${after.lines} / ${after.total} after`);
      }
      if (await till.receiptOpen(page)) anomalies.push(`sale ${step.sale}: a receipt appeared after a reload in "Payment"`);
      if (after.lines === 0) throw new Error('the order was lost by a reload in "Payment"');
      await till.openPayment(page, step.tender);
    }

    const midUpload = step.interrupt === 'reloadMidUpload' || step.interrupt === 'reloadOtherMidUpload';
    let slowUpload = false;
    if (midUpload && !offline && control.faults().invoices === undefined) {
      // The server answers only after a while, so the reload lands while the upload is open.
      control.setFault('invoices', { kind: 'latency', ms: 1_500, times: 1 });
      slowUpload = true;
    }
    const since = new Date().toISOString();
    const reading = await till.completeSale(page);
    soldBy.set(reading.ticket, cashier);
    sales.push({ sale: step.sale, tab: step.tab, ticket: reading.ticket, total: reading.total, ...(step.resume ? { orderName: step.resume } : {}) });
    const notes = [
      ...step.before.map((d) => disruptionLabel(d) ?? d.kind),
      ...(step.priceChangeMidCart ? ['priceChangeMidCart'] : []),
      ...(step.interrupt !== 'none' ? [step.interrupt] : []),
      ...(step.park ? [`parked ${step.park.name}`] : []),
      ...(step.resume ? [`finished ${step.resume}`] : []),
    ];
    log(`sale ${step.sale} tab ${step.tab} ${reading.ticket} ${formatMinor(reading.total)} [${step.items.map((i) => i.name).join(', ')}]${
      notes.length ? ` {${notes.join(', ')}}` : ''
    } (${Date.now() - saleStart} ms)`);

    if (midUpload) {
      count(step.interrupt === 'reloadMidUpload' ? 'reload:midUpload' : 'reload:otherTabMidUpload');
      if (slowUpload) {
        await until(2_000, () => control.requests().some((r) => r.path === '/api/v2/invoices' && r.at >= since), 50);
      }
      const reloaded = step.interrupt === 'reloadMidUpload' ? page : tabs[step.tab === 0 ? 1 : 0];
      await reloaded.reload();
      await till.waitForTill(reloaded);
      if (reloaded === page) {
        if (await till.receiptOpen(page)) anomalies.push(`sale ${step.sale}: the receipt came back after a reload`);
      } else {
        await inFront(page);
        await till.newSale(page);
      }
      const view = await till.cartView(reloaded);
      if (view.lines !== 0) anomalies.push(`sale ${step.sale}: ${view.lines} lines still in the order after the sale and a reload`);
    } else {
      await till.newSale(page);
    }
    if (step.refund) await refund(step, step.refund);
  }

  async function refund(step: SaleStep, what: NonNullable<SaleStep['refund']>): Promise<void> {
    const sold = sales.find((s) => s.sale === what.of);
    if (!sold) throw new Error(`sale ${what.of} has no receipt to refund`);
    const page = await inFront(tabs[step.tab]);
    const waiting = await till.waitingCount(page);
    const reading = await till.refund(page, sold.ticket, what.product);
    refunds.push({ sale: step.sale, ticket: reading.ticket, total: reading.total, saleTicket: sold.ticket });
    log(`refund ${reading.ticket} ${formatMinor(reading.total)} of sale ${what.of} ${sold.ticket} (${what.product})${offline ? ' offline' : ''}, ${waiting} waiting`);
  }

  let crash: string | null = null;
  for (const [i, step] of plan.entries()) {
    try {
      if (i === secondCashierFrom) {
        cashier = await till.signInCashier(await inFront(tabs[step.tab]), till.CASHIERS[1]);
        log(`sale ${step.sale}: ${cashier} signs in on tab ${step.tab}`);
      }
      await sell(step);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Playwright's call log follows the first lines; the step log says the rest.
      crash = `sale ${step.sale} on tab ${step.tab}: ${message.split('\n').slice(0, 4).join(' ')}`;
      log(`CRASH ${crash}`);
      break;
    }
  }

  // The shift closes with the drawer counted, a fault on the shifts route as it uploads.
  let zReport: ShiftFigures | null = null;
  const close = planClose(seed);
  try {
    if (close.fault) {
      count(`shifts:${close.fault.kind}`);
      control.setFault('shifts', close.fault);
    }
    for (const tab of tabs) if (await till.receiptOpen(tab)) await till.newSale(await inFront(tab));
    const closedAt = new Date().toISOString();
    await till.signInManager(await inFront(tabs[0]));
    zReport = await till.closeShift(tabs[0], close.short);
    log(`shift closed ${close.short ? `${formatMinor(-close.short)} short` : 'even'}: ${JSON.stringify(zReport)}`);
    // Let the fault meet the upload before it is cleared (the shift waits behind the sales).
    if (close.fault && !offline) {
      await until(15_000, () => control.requests().some((r) => r.path === '/api/v2/shifts' && r.at >= closedAt));
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    crash ??= `closing the shift: ${message.split('\n').slice(0, 4).join(' ')}`;
    log(`CRASH closing the shift: ${message}`);
  }

  // Network back, faults gone: every completed sale, refund and the shift must now reach the server.
  control.clearFaults();
  await setOffline(false);
  const drainStart = Date.now();
  const drainMs = options.drainMs ?? 60_000;
  let nudged = false;
  let waiting: number[] = [];
  const drained = async () => {
    waiting = [];
    for (const tab of tabs) waiting.push(await till.waitingCount(tab).catch(() => Number.NaN));
    return waiting.every((n) => n === 0);
  };
  try {
    for (const tab of tabs) {
      await inFront(tab);
      if (await till.receiptOpen(tab)) await till.newSale(tab);
      await till.syncNow(tab);
    }
  } catch (error) {
    log(`end: could not reach the status bar: ${String(error)}`);
  }
  if (!(await until(drainMs, drained, 500))) {
    // A head order may sit out a long backoff; the network coming back starts a pass at once.
    nudged = true;
    await setOffline(true);
    for (const tab of tabs) await till.expectOffline(tab);
    await setOffline(false);
    await until(30_000, drained, 500);
  }
  const drainTook = Date.now() - drainStart;
  const orders = await inFront(tabs[0])
    .then((tab) => till.tillOrders(tab, sales.length))
    .catch(() => null);
  if (orders && orders.total !== sales.length) {
    anomalies.push(`the till lists ${orders.total} orders today, receipts appeared for ${sales.length}`);
  }
  const reconciliation = reconcile(sales, control.invoices(), {
    refunds,
    storedRefunds: control.refunds(),
    shifts: control.shifts(),
    zReport,
  });
  anomalies.push(...whoSold(soldBy, control));
  return {
    seed,
    salesPlanned: plan.length,
    salesCompleted: sales.length,
    refundsPlanned: plan.filter((s) => s.refund).length,
    refundsCompleted: refunds.length,
    faults,
    reconciliation,
    anomalies,
    crash,
    drain: { ms: drainTook, nudged, waiting },
    tillOrders: orders,
    durationMs: Date.now() - started,
    sales,
    refunds,
    zReport,
  };
}

/**
 * Who did what (assumed-contracts 10): each sale stored names the cashier signed in when its
 * receipt appeared, and the shift's table per cashier has a row for each who sold.
 */
function whoSold(soldBy: ReadonlyMap<string, string>, control: EmulatorControl): string[] {
  const problems: string[] = [];
  for (const { body } of control.invoices()) {
    const expected = soldBy.get(String(body.ticket_no ?? ''));
    if (expected !== undefined && body.cashier_name !== expected) {
      problems.push(`${String(body.ticket_no)} was sold by ${expected} but names ${String(body.cashier_name)}`);
    }
  }
  const [shift] = control.shifts();
  if (shift) {
    const rows = Array.isArray(shift.body.by_cashier) ? (shift.body.by_cashier as { name?: unknown }[]).map((r) => r.name) : [];
    for (const name of new Set(soldBy.values())) if (!rows.includes(name)) problems.push(`the shift's table per cashier has no row for ${name}`);
  }
  return problems;
}

export function soakPassed(s: SoakSummary): boolean {
  return (
    isClean(s.reconciliation) &&
    s.anomalies.length === 0 &&
    s.crash === null &&
    s.salesCompleted === s.salesPlanned &&
    s.refundsCompleted === s.refundsPlanned
  );
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatSummary(s: SoakSummary): string {
  const r = s.reconciliation;
  const faultList = Object.entries(s.faults)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k} ${n}`);
  const total = Object.values(s.faults).reduce((a, b) => a + b, 0);
  const lines = [
    `Soak seed ${s.seed}: ${s.salesCompleted} of ${s.salesPlanned} sales, ${s.refundsCompleted} of ${s.refundsPlanned} refunds, ${
      s.zReport ? 1 : 0
    } of 1 shift closed, in ${secs(s.durationMs)}`,
    `Parked orders finished: ${s.sales.filter((sale) => sale.orderName !== undefined).length}`,
    `Faults injected: ${total}${faultList.length ? ` (${faultList.join(', ')})` : ''}`,
    `Received: ${r.invoices} invoices, ${r.refunds} refunds, ${r.shifts} shifts`,
    `Duplicates: ${r.duplicates.length + r.refundDuplicates.length}`,
    `Missing: ${r.missing.length + r.refundsMissing.length}`,
    `Mismatched totals: ${r.mismatched.length + r.refundsMismatched.length}`,
    `Extra: ${r.extra.length + r.refundsExtra.length}`,
    `Shift stored once: ${r.shiftsNotOnce.length === 0 ? 'yes' : 'no'}; Z report equals the server: ${r.shiftFigures.length === 0 ? 'yes' : 'no'}`,
    `Outbox drained in ${secs(s.drain.ms)}${s.drain.nudged ? ' (after a network flap)' : ''}; waiting per tab: ${s.drain.waiting.join(' / ')}`,
    `Orders on the till: ${s.tillOrders ? `${s.tillOrders.total} ${JSON.stringify(s.tillOrders.byState)}` : 'not read'}`,
  ];
  for (const [kind, list] of Object.entries(problemsOf(r))) {
    if (list.length) lines.push(`  ${kind}: ${list.slice(0, 10).join('; ')}${list.length > 10 ? ` (+${list.length - 10})` : ''}`);
  }
  for (const a of s.anomalies) lines.push(`  anomaly: ${a}`);
  if (s.crash) lines.push(`  stopped at ${s.crash}`);
  lines.push(soakPassed(s) ? 'Result: PASS' : `Result: FAIL (replay with SOAK_SEED=${s.seed} SOAK_SALES=${s.salesPlanned})`);
  return lines.join('\n');
}
