/**
 * One terminal of the field soak: Debian's Chromium on a profile of its own (its own IndexedDB,
 * so its own terminal id), launched by the soak itself so that its process can be killed with
 * SIGKILL (a power cut) and started again on the same profile. What the terminal stored is read
 * straight from its IndexedDB (`stored`), the ground truth the verdict compares with the server.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { waitForServiceWorker } from '../helpers';
import * as till from './till';

/** The options every e2e browser runs with (playwright.config.ts). */
const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** A stored sale, refund or shift as the verdict reads it (money in minor units). */
export interface StoredSale {
  client_order_id: string;
  ticket_no: string;
  total: number;
  upload: string;
  shift_id: string | null;
  /** Units per product of the sale, as the quota counts them (a bill's share of a unit: `0.5`). */
  units: Record<number, number>;
  /** `unpaid` / `cancelled`: a kiosk counter order not (yet) a sale. */
  state: string;
  /** A kiosk order's call number: set on counter orders, paid or not. */
  call_no: number | null;
  /** Minor units. */
  tip: number;
  split_of: string | null;
  /** Units taken back after the kitchen had them, with the manager who approved each. */
  voids: { product_id: number; quantity: number; approved_by: string | null }[];
  /** Each line whose discount a manager approved: the approver and the amount off (minor units). */
  approvals: { product_id: number; pct: number; line_total: number; off: number; approved_by: string }[];
  /** The manager who confirmed a staff-confirmed payment (a counter order marked paid). */
  approved_by: string | null;
}
export interface StoredRefund {
  client_order_id: string;
  ticket_no: string;
  total: number;
  upload: string;
  refund_of: string;
  shift_id: string | null;
}
export interface StoredShift {
  shift_id: string;
  status: string;
  upload: string | null;
}
export interface Stored {
  terminalId: string;
  sales: StoredSale[];
  refunds: StoredRefund[];
  shifts: StoredShift[];
  /** Void documents of cleared orders. */
  voidDocuments: number;
  outbox: number;
  cartLines: number;
}

/** The Chromium processes of the profile `dir`, the browser's own first. */
function processesOf(dir: string): number[] {
  const found: { pid: number; main: boolean }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let cmd: string;
    try {
      cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (cmd.includes(`--user-data-dir=${dir}`)) found.push({ pid: Number(name), main: !cmd.includes('--type=') });
  }
  return found.sort((a, b) => Number(b.main) - Number(a.main)).map((p) => p.pid);
}

export class Terminal {
  context!: BrowserContext;
  page!: Page;
  offline = false;
  powerCuts = 0;

  constructor(
    readonly name: string,
    readonly dir: string,
    readonly url: string,
  ) {}

  /** Starts the browser on the profile; `first`: the first visit, which connects and syncs. */
  async start(first: boolean): Promise<void> {
    this.context = await chromium.launchPersistentContext(this.dir, LAUNCH);
    // No printer: a kitchen ticket or receipt "printed" is shown, never sent to a print dialog.
    await this.context.addInitScript(() => {
      window.print = () => undefined;
    });
    if (this.offline) await this.context.setOffline(true);
    this.page = this.context.pages()[0] ?? (await this.context.newPage());
    this.page.setDefaultTimeout(20_000);
    if (first) {
      await till.openTab(this.page, this.url);
    } else {
      await this.page.goto(this.url);
      await till.waitForTill(this.page);
    }
  }

  /** A power cut: the browser's processes are killed at once (SIGKILL), nothing is let finish. */
  async powerCut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.context.once('close', () => resolve()));
    for (const pid of processesOf(this.dir)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already (a child of the browser dies with it).
      }
    }
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    this.powerCuts += 1;
  }

  /** The power back: the browser starts again on the same profile and opens the till. */
  async restart(): Promise<void> {
    // Chromium may leave its children a moment after the browser died.
    for (let i = 0; i < 50 && processesOf(this.dir).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    await this.start(false);
    await waitForServiceWorker(this.page, 30_000).catch(() => undefined);
  }

  async setOffline(offline: boolean): Promise<void> {
    this.offline = offline;
    await this.context.setOffline(offline);
  }

  /** What the terminal stored, read from its IndexedDB in one go. */
  async stored(): Promise<Stored> {
    return this.page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('pos');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = (store: string) =>
        new Promise<Record<string, unknown>[]>((resolve, reject) => {
          const read = db.transaction(store, 'readonly').objectStore(store).getAll();
          read.onsuccess = () => resolve(read.result as Record<string, unknown>[]);
          read.onerror = () => reject(read.error);
        });
      const stores = ['orders', 'refunds', 'shifts', 'outbox', 'cart', 'settings', 'voids'].filter((name) => db.objectStoreNames.contains(name));
      const read = await Promise.all(stores.map(all));
      const [orders, refunds, shifts, outbox, cart, settings, voidDocs] = ['orders', 'refunds', 'shifts', 'outbox', 'cart', 'settings', 'voids'].map((name) => read[stores.indexOf(name)] ?? []);
      db.close();
      type Person = { name: string } | null | undefined;
      type Line = {
        product_id: number;
        quantity: number;
        weight_g: number | null;
        children: { product_id: number; quantity: number }[];
        addons: { product_id: number; quantity: number }[];
        discount_pct: number;
        discount: number;
        total: number;
        discount_approved_by?: Person;
      };
      const unitsOf = (lines: Line[]) => {
        const units: Record<number, number> = {};
        const add = (id: number, n: number) => (units[id] = (units[id] ?? 0) + n);
        for (const l of lines) {
          const each = l.weight_g !== null ? 1 : l.quantity;
          add(l.product_id, each);
          for (const c of l.children) add(c.product_id, c.quantity * each);
          for (const a of l.addons) add(a.product_id, a.quantity * each);
        }
        return units;
      };
      return {
        terminalId: String((settings ?? [])[0]?.terminalId ?? ''),
        sales: (orders ?? []).map((o) => ({
          client_order_id: String(o.client_order_id),
          ticket_no: String(o.ticket_no),
          total: (o.totals as { total: number }).total,
          upload: String(o.upload),
          shift_id: (o.shift_id as string | undefined) ?? null,
          units: unitsOf(o.lines as Line[]),
          state: String(o.upload),
          call_no: (o.call_no as number | undefined) ?? null,
          tip: (o.tip as number | undefined) ?? 0,
          split_of: (o.split_of as string | undefined) ?? null,
          voids: ((o.voids as { line: Line; approved_by: Person }[] | undefined) ?? []).map((v) => ({
            product_id: v.line.product_id,
            quantity: v.line.quantity,
            approved_by: v.approved_by?.name ?? null,
          })),
          approvals: (o.lines as Line[])
            .filter((l) => l.discount_approved_by)
            .map((l) => ({ product_id: l.product_id, pct: l.discount_pct, line_total: l.total, off: l.discount, approved_by: l.discount_approved_by?.name ?? '' })),
          approved_by: (o.approved_by as Person)?.name ?? null,
        })),
        refunds: (refunds ?? []).map((r) => ({
          client_order_id: String(r.client_order_id),
          ticket_no: String(r.ticket_no),
          total: r.total as number,
          upload: String(r.upload),
          refund_of: String(r.refund_of),
          shift_id: (r.shift_id as string | undefined) ?? null,
        })),
        shifts: (shifts ?? []).map((s) => ({ shift_id: String(s.shift_id), status: String(s.status), upload: (s.upload as string | null) ?? null })),
        voidDocuments: (voidDocs ?? []).length,
        outbox: (outbox ?? []).length,
        cartLines: ((cart ?? [])[0]?.lines as unknown[] | undefined)?.length ?? 0,
      };
    });
  }

  /** Waits until the status bar says "Synced" after a "Sync now" (bounded); false when it did not. */
  async syncNow(timeoutMs = 20_000): Promise<boolean> {
    await till.syncNow(this.page);
    try {
      await expect(till.syncStatus(this.page)).toContainText(/Syncing|Synced|failed|Offline/, { timeout: 5_000 });
      await expect(till.syncStatus(this.page)).not.toContainText('Syncing', { timeout: timeoutMs });
      return /Synced/.test(await till.syncStatus(this.page).innerText());
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }
}
