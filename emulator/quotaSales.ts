/**
 * The quota a server keeps (assumed-contracts 4): each sale it stores takes its units from the
 * products' `remaining_stock`, counted as the till counts an order (a line's quantity, 1 for a
 * weighed line; each combo child and add-on its quantity times the line's). A key seen before
 * stores nothing and takes nothing. A refund gives nothing back (what was made was made). The
 * emulator does not refuse a sale past the quota: it stores it, and its count says by how much.
 */
import { isRecord } from './fields.ts';

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Units per product of an invoice body. */
export function unitsOfSale(body: Record<string, unknown>): Map<number, number> {
  const units = new Map<number, number>();
  const add = (id: unknown, n: number) => {
    if (typeof id === 'number' && n > 0) units.set(id, (units.get(id) ?? 0) + n);
  };
  const lines = Array.isArray(body.lines) ? body.lines : [];
  for (const line of lines) {
    if (!isRecord(line)) continue;
    // A line split in equal shares across bills counts its units once, on the share that says so.
    if (isRecord(line.share) && line.share.counts_stock === false) continue;
    const each = line.weight !== null && line.weight !== undefined ? 1 : num(line.quantity);
    add(line.product_id, each);
    for (const child of Array.isArray(line.combo_children) ? line.combo_children : []) if (isRecord(child)) add(child.product_id, num(child.quantity) * each);
    for (const addon of Array.isArray(line.addons) ? line.addons : []) if (isRecord(addon)) add(addon.product_id, num(addon.quantity) * each);
  }
  return units;
}

export interface QuotaSales {
  /** A sale was stored: its units are taken. */
  sold(body: Record<string, unknown>): void;
  /** Units taken per product since the quotas were last set. */
  units(): Record<number, number>;
  clear(): void;
}

export function createQuotaSales(): QuotaSales {
  const taken = new Map<number, number>();
  return {
    sold(body) {
      for (const [id, n] of unitsOfSale(body)) taken.set(id, (taken.get(id) ?? 0) + n);
    },
    units: () => Object.fromEntries(taken),
    clear: () => taken.clear(),
  };
}
