/**
 * The quota a server keeps (assumed-contracts 4): each sale it stores takes its units from the
 * products' `remaining_stock`, counted as the till counts an order (a line's quantity, 1 for a
 * weighed line; each combo child and add-on its quantity times the line's). A bill of a split
 * order holds its share of each line's units (`0.5` of a burger, assumed-contracts 10), so the
 * bills of an order take its units once between them. A key seen before
 * stores nothing and takes nothing. A refund gives nothing back (what was made was made). The
 * emulator does not refuse a sale past the quota: it stores it, and its count says by how much.
 */
import { isRecord } from './fields.ts';

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Units per product of an invoice body. */
export function unitsOfSale(body: Record<string, unknown>): Map<number, number> {
  const units = new Map<number, number>();
  const add = (id: unknown, n: number) => {
    // Shares are sent to 3 decimals: sums are kept to them, free of float noise.
    if (typeof id === 'number' && n > 0) units.set(id, Math.round(((units.get(id) ?? 0) + n) * 1000) / 1000);
  };
  const lines = Array.isArray(body.lines) ? body.lines : [];
  for (const line of lines) {
    if (!isRecord(line)) continue;
    // A weighing is one piece; a bill's share of a line (assumed-contracts 10) is its part of it.
    const each = num(line.quantity);
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
      for (const [id, n] of unitsOfSale(body)) taken.set(id, Math.round(((taken.get(id) ?? 0) + n) * 1000) / 1000);
    },
    units: () => Object.fromEntries(taken),
    clear: () => taken.clear(),
  };
}
