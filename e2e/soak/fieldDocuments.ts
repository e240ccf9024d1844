/**
 * The field soak's second verdict: what the owner audits, the tills' records against the
 * server's. Per product the units sold (a split bill's shares add up to the order's units,
 * never a multiple of them), the tips, the voids (what was taken back after the kitchen had it,
 * and who approved it), the approvals (who approved which discount for how much, and which
 * counter payment) and the counter orders (each one marked paid is a sale at the server; a
 * cancelled one never reaches it). Pure: the soak reads the tills and the emulator, this
 * compares them.
 */
import { unitsOfSale } from '../../emulator/quotaSales';
import { formatMinor, numberToMinor } from './receiptText';
import type { StoredSale } from './terminal';

/** What one till stored, read from its IndexedDB (terminal.ts `stored`). */
export interface TillRecords {
  name: string;
  terminalId: string;
  /** Every order it holds, counter orders not paid included. */
  sales: readonly (StoredSale & { ticket_no: string })[];
  voidDocuments: number;
}

/** What the emulator stored, narrowed to what is compared. */
export interface ServerRecords {
  invoices: readonly { body: Record<string, unknown> }[];
  voids: readonly { body: Record<string, unknown> }[];
}

/** What the soak rang up and read: each split order's bills and units, each counter session's orders. */
export interface FlowsDone {
  splits: { till: string; tickets: string[]; units: Record<number, number> }[];
  counters: { till: string; paid: string[]; cancelled: string[] }[];
}

export interface DocumentsVerdict {
  products: number;
  units: number;
  splitOrders: number;
  splitBills: number;
  /** Minor units, over `tipped` sales. */
  tips: number;
  tipped: number;
  voids: number;
  approvals: number;
  approvers: string[];
  counterPaid: number;
  counterCancelled: number;
  mismatches: string[];
}

const NOT_SALES = new Set(['unpaid', 'cancelled']);
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const records = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : []);
const nameOf = (v: unknown) => (typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string' ? (v as { name: string }).name : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function addUnits(into: Map<number, number>, units: ReadonlyMap<number, number> | Readonly<Record<number, number>>): void {
  const entries = units instanceof Map ? [...units] : Object.entries(units).map(([id, n]) => [Number(id), n] as const);
  for (const [id, n] of entries) into.set(id, round3((into.get(id) ?? 0) + n));
}

/** The items of `a` not in `b` and of `b` not in `a`, counted (a multiset difference), each as `${label}: ...`. */
function differences(a: readonly string[], b: readonly string[], aName: string, bName: string): string[] {
  const count = (list: readonly string[]) => list.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>());
  const [ca, cb] = [count(a), count(b)];
  const out: string[] = [];
  for (const key of new Set([...ca.keys(), ...cb.keys()])) {
    const [x, y] = [ca.get(key) ?? 0, cb.get(key) ?? 0];
    if (x !== y) out.push(`${key}: ${aName} ${x}, ${bName} ${y}`);
  }
  return out;
}

/** Minor units of a line before its discount, from its own prices (quantity x unit price with options, add-ons and combo items). */
function grossOf(line: Record<string, unknown>, digits: number): number {
  const minor = (v: unknown) => numberToMinor(v, digits) ?? 0;
  const extras = (items: Record<string, unknown>[]) => items.reduce((sum, i) => sum + minor(i.unit_price) * num(i.quantity), 0);
  const children = records(line.combo_children).reduce((sum, c) => sum + (minor(c.unit_price) + extras(records(c.modifiers))) * num(c.quantity), 0);
  const each = minor(line.unit_price) + extras(records(line.modifiers)) + extras(records(line.addons)) + children;
  return Math.round(num(line.quantity) * each);
}

const voidKey = (ticket: string, productId: number, quantity: number, approver: string | null) => `${ticket}: void of ${round3(quantity)} x product ${productId} approved by ${approver ?? 'nobody'}`;
const discountKey = (ticket: string, productId: number, pct: number, off: number, total: number, approver: string | null, digits: number) =>
  `${ticket}: ${pct}% off product ${productId}, ${formatMinor(off, digits)} off to ${formatMinor(total, digits)}, approved by ${approver ?? 'nobody'}`;
const paymentKey = (ticket: string, total: number, approver: string | null, digits: number) => `${ticket}: payment of ${formatMinor(total, digits)} confirmed by ${approver ?? 'nobody'}`;

/**
 * Compares the tills' records with the server's; every difference is a mismatch, named. The
 * server's documents are those of the tills' terminal ids (another check names strays).
 */
export function reconcileDocuments(tills: readonly TillRecords[], server: ServerRecords, done: FlowsDone, digits = 3): DocumentsVerdict {
  const mismatches: string[] = [];
  const ids = new Set(tills.map((t) => t.terminalId));
  const mine = (docs: readonly { body: Record<string, unknown> }[]) => docs.map((d) => d.body).filter((b) => ids.has(String(b.terminal_id ?? '')));
  const invoices = mine(server.invoices);
  const voidDocs = mine(server.voids);
  const sales = tills.flatMap((t) => t.sales.filter((s) => !NOT_SALES.has(s.state)).map((s) => ({ ...s, till: t.name })));
  const ticket = (b: Record<string, unknown>) => String(b.ticket_no ?? '');
  const byTicket = new Map(invoices.map((b) => [ticket(b), b]));

  // Units per product: the tills' sales against the server's invoices.
  const tillUnits = new Map<number, number>();
  const serverUnits = new Map<number, number>();
  for (const s of sales) addUnits(tillUnits, s.units);
  for (const b of invoices) addUnits(serverUnits, unitsOfSale(b));
  for (const id of new Set([...tillUnits.keys(), ...serverUnits.keys()])) {
    const [a, b] = [tillUnits.get(id) ?? 0, serverUnits.get(id) ?? 0];
    if (a !== b) mismatches.push(`product ${id}: the tills sold ${a} units, the server counts ${b}`);
  }

  // Each split order: its bills at the server, one order between them, its units once.
  for (const split of done.splits) {
    const bills = split.tickets.map((t) => byTicket.get(t));
    const missing = split.tickets.filter((_, i) => !bills[i]);
    if (missing.length) mismatches.push(`${split.till}: split bills ${missing.join(', ')} not at the server`);
    const present = bills.filter((b): b is Record<string, unknown> => b !== undefined);
    const of = new Set(present.map((b) => String(b.split_of ?? '')));
    if (of.size !== 1 || of.has('')) mismatches.push(`${split.till}: the bills ${split.tickets.join(', ')} name ${of.size} orders split (${[...of].join(', ') || 'none'})`);
    const units = new Map<number, number>();
    for (const b of present) addUnits(units, unitsOfSale(b));
    const rung = new Map<number, number>();
    addUnits(rung, split.units);
    for (const id of new Set([...units.keys(), ...rung.keys()])) {
      if ((units.get(id) ?? 0) !== (rung.get(id) ?? 0)) mismatches.push(`${split.till}: product ${id} rung up ${rung.get(id) ?? 0}, its bills ${split.tickets.join(', ')} sell ${units.get(id) ?? 0}`);
    }
    const tillBills = sales.filter((s) => s.split_of !== null && of.has(s.split_of)).length;
    if (of.size === 1 && tillBills !== split.tickets.length) mismatches.push(`${split.till}: ${split.tickets.length} bills paid, the till holds ${tillBills} of that order`);
  }

  // Tips.
  const tillTips = sales.reduce((sum, s) => sum + s.tip, 0);
  const serverTips = invoices.reduce((sum, b) => sum + (numberToMinor(b.tip ?? 0, digits) ?? Number.NaN), 0);
  if (tillTips !== serverTips) mismatches.push(`tips: the tills ${formatMinor(tillTips, digits)}, the server ${formatMinor(serverTips, digits)}`);

  // Voids: each unit taken back and its approver; the cleared orders' void documents.
  const tillVoids = sales.flatMap((s) => s.voids.map((v) => voidKey(s.ticket_no, v.product_id, v.quantity, v.approved_by)));
  const serverVoids = invoices.flatMap((b) => records(b.voids).map((v) => voidKey(ticket(b), num(v.product_id), num(v.quantity), nameOf(v.approved_by))));
  mismatches.push(...differences(tillVoids, serverVoids, 'tills', 'server'));
  const tillVoidDocs = tills.reduce((n, t) => n + t.voidDocuments, 0);
  if (tillVoidDocs !== voidDocs.length) mismatches.push(`void documents: the tills ${tillVoidDocs}, the server ${voidDocs.length}`);

  // Approvals: who approved which discount for how much, and which counter payment.
  const tillApprovals = sales.flatMap((s) => [
    ...s.approvals.map((a) => discountKey(s.ticket_no, a.product_id, a.pct, a.off, a.line_total, a.approved_by, digits)),
    ...(s.approved_by ? [paymentKey(s.ticket_no, s.total, s.approved_by, digits)] : []),
  ]);
  const serverApprovals = invoices.flatMap((b) => [
    ...records(b.lines)
      .filter((l) => l.approved_by !== undefined)
      .map((l) => {
        const total = numberToMinor(l.line_total, digits) ?? Number.NaN;
        return discountKey(ticket(b), num(l.product_id), num(l.discount_pct), grossOf(l, digits) - total, total, nameOf(l.approved_by), digits);
      }),
    ...(b.approved_by !== undefined ? [paymentKey(ticket(b), numberToMinor(b.total, digits) ?? Number.NaN, nameOf(b.approved_by), digits)] : []),
  ]);
  mismatches.push(...differences(tillApprovals, serverApprovals, 'tills', 'server'));

  // Counter orders: those marked paid are sales at the server, the cancelled ones are not.
  const all = new Map(tills.flatMap((t) => t.sales.map((s) => [s.ticket_no, s] as const)));
  for (const c of done.counters) {
    for (const t of c.paid) {
      const s = all.get(t);
      if (!s || s.call_no === null || NOT_SALES.has(s.state)) mismatches.push(`${c.till}: counter order ${t} marked paid, the till holds it ${s ? `as ${s.state}${s.call_no === null ? ' with no call number' : ''}` : 'not at all'}`);
      if (!byTicket.has(t)) mismatches.push(`${c.till}: counter order ${t} marked paid is not at the server`);
    }
    for (const t of c.cancelled) {
      if (all.get(t)?.state !== 'cancelled') mismatches.push(`${c.till}: counter order ${t} cancelled, the till holds it as ${all.get(t)?.state ?? 'nothing'}`);
      if (byTicket.has(t)) mismatches.push(`${c.till}: cancelled counter order ${t} reached the server as a sale`);
    }
  }
  const tillCounter = [...all.values()].filter((s) => s.call_no !== null);
  const plannedPaid = done.counters.reduce((n, c) => n + c.paid.length, 0);
  const plannedCancelled = done.counters.reduce((n, c) => n + c.cancelled.length, 0);
  if (tillCounter.length !== plannedPaid + plannedCancelled) mismatches.push(`counter orders: ${plannedPaid + plannedCancelled} taken, the tills hold ${tillCounter.length}`);

  const units = [...serverUnits.values()].reduce((a, b) => round3(a + b), 0);
  return {
    products: serverUnits.size,
    units,
    splitOrders: done.splits.length,
    splitBills: done.splits.reduce((n, s) => n + s.tickets.length, 0),
    tips: serverTips,
    tipped: invoices.filter((b) => num(b.tip) > 0).length,
    voids: serverVoids.length + voidDocs.length,
    approvals: serverApprovals.length,
    approvers: [...new Set(serverApprovals.map((k) => k.slice(k.lastIndexOf(' by ') + 4)))].sort(),
    counterPaid: plannedPaid,
    counterCancelled: plannedCancelled,
    mismatches,
  };
}

/** The verdict's counts on one line. */
export function documentsLine(v: DocumentsVerdict, digits = 3): string {
  return [
    `units sold of ${v.products} products ${v.units} (${v.splitBills} split bills of ${v.splitOrders} orders)`,
    `tips ${formatMinor(v.tips, digits)} on ${v.tipped} sales`,
    `voids ${v.voids}`,
    `approvals ${v.approvals}${v.approvers.length ? ` (by ${v.approvers.join(', ')})` : ''}`,
    `counter orders ${v.counterPaid} paid, ${v.counterCancelled} cancelled`,
    `mismatches ${v.mismatches.length}`,
  ].join(', ');
}
