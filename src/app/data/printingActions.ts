/**
 * What the screens ask of the printers, loaded on first use (src/app/data/printing.ts loads
 * it): the print service of the screen's database, and the drawer kicks of the day's cash
 * moves. None of it is in the first load. In training the drawer stays shut: no money
 * moved, and a trainee's cash sale or "Open drawer" opens nothing real (`drawerShut`).
 */
import type { PosDb } from '../../db/schema';
import { applyToOpenShift, type ShiftWrite } from '../../db/shifts';
import { auditTables, recordAudit, type AuditOptions } from '../../db/audit';
import type { PrintService, PrintWords } from '../../devices/service';
import type { NewPrintJob } from '../../db/printJobs';
import { browserLocks, withLock } from '../../sync/platform/locks';
import type { CompletedOrder } from '../../checkout/order';
import { movesCash } from '../../checkout/tenders';
import type { Channel } from '../../core/catalog';
import { formatDocumentTime } from '../../i18n/i18n';
import { readBranchTimeZone } from '../../db/activeGeneration';
import { readReceiptPaper } from '../../db/branchSettings';
import type { RefundRow, ShiftRow, TerminalSettings } from '../../db/schema';
import { refundReceiptOf } from '../../day/refundReceipt';
import { kitchenSend, type KitchenTicket } from '../../day/kitchenTicket';
import type { KitchenStation, StationLinks } from '../../day/stations';
export { kitchenFactsOf } from '../../kitchen/screenTicket';
import { screenTicketsOfOrder, splitByScreen, type ProductKitchenFacts } from '../../kitchen/screenTicket';
import type { NewScreenTicket } from '../../db/kitchenScreen';
import type { ShiftReport } from '../../day/shiftReport';
import { overShortText } from '../../day/ui/ShiftReportDialog';
import type { CurrencyDigits } from '../../core/money';
import { refundDocument, shiftReportDocument, type ReportNames } from '../../devices/printer/documents';

/** Whether the drawer stays shut whatever is paid: in training (the database's settings row says so). */
const drawerShut = (settings: TerminalSettings | undefined): boolean => !!settings?.training;

const services = new WeakMap<PosDb, Promise<PrintService>>();

export function printServiceOf(db: PosDb): Promise<PrintService> {
  let service = services.get(db);
  if (!service) {
    // One tab runs the queue: it holds the Web Lock while it lives, and the next tab takes over.
    // Without Web Locks every tab runs it, each job still claimed by one (src/devices/service.ts).
    const locks = browserLocks();
    const lock = locks ? (name: string, work: () => Promise<void>) => withLock(locks, name, 'wait', new AbortController().signal, work) : null;
    service = import('../../devices/service').then((m) => m.createPrintService(db, m.CONNECTORS, lock));
    services.set(db, service);
  }
  return service;
}

/**
 * Kicks the cash drawer on the receipt printer's port, when it has one; nothing more is
 * loaded otherwise. What opened it (a cash refund, "Cash in", "Open drawer") is stored first:
 * the kick never undoes it.
 */
export async function kickDrawer(db: PosDb, title: string): Promise<void> {
  const settings = await db.settings.get('terminal');
  if (drawerShut(settings) || !settings?.printers?.some((p) => p.role === 'receipt' && p.drawer)) return;
  await (await printServiceOf(db)).kickDrawer(title);
}

/**
 * "Open drawer": a no-sale counted in the open shift and recorded in the audit trail, then the
 * drawer opens. Refused ('no-open-shift') with no shift open: nothing stored, the drawer shut.
 */
export async function openDrawer(db: PosDb, now: Date = new Date(), audit: AuditOptions = {}): Promise<ShiftWrite<{ row: ShiftRow }>> {
  // The no-sale and its audit event are one fact: both are stored, or neither.
  const done = await db.transaction('rw', [db.shifts, ...auditTables(db)], async () => {
    const counted = await applyToOpenShift(db, { type: 'drawerOpened', at: now.toISOString() });
    if (counted.ok) await recordAudit(db, 'drawer_opened', {}, { now, ...audit });
    return counted;
  });
  if (done.ok) await kickDrawer(db, 'no-sale').catch(() => undefined);
  return done;
}

/** What a sale stores with it: its slips (absent with no printer) and its kitchen screens' tickets (absent with none). */
export interface SaleWrites {
  prints?: (order: CompletedOrder) => NewPrintJob[];
  screenTickets?: (order: CompletedOrder, orderId: string) => NewScreenTicket[];
}

type ByScreen = ReturnType<typeof splitByScreen<KitchenTicket>>;

/** An order's kitchen tickets (`kitchenSend`: what the kitchen has not had, one per station), made once per order and split by where they go. */
function kitchenSplit(stations: readonly KitchenStation[], channels: readonly Channel[], words: PrintWords, linksOf: (productId: number) => StationLinks): (order: CompletedOrder) => ByScreen {
  let made: { order: CompletedOrder; split: ByScreen } | null = null;
  return (order) => {
    if (made?.order !== order) {
      const tickets = kitchenSend(order, { order_name: order.order_name, order_note: order.order_note, channels, at: order.created_at, stations, linksOf }, words);
      made = { order, split: splitByScreen(tickets, stations) };
    }
    return made.split;
  };
}

/** The screen tickets' builder of an order's kitchen tickets, sent as the order's time; undefined with no kitchen screen. */
function screenTicketsPlan(settings: TerminalSettings | undefined, factsOf: (productId: number) => ProductKitchenFacts, kitchenOf: (order: CompletedOrder) => ByScreen): SaleWrites['screenTickets'] {
  const stations = settings?.kitchenStations ?? [];
  if (!stations.some((s) => s.screen)) return undefined;
  const terminalId = settings?.terminalId ?? '';
  return (order, orderId) =>
    screenTicketsOfOrder(kitchenOf(order).screen, stations, { orderId, terminalId, locationId: order.location_id, sentAt: order.created_at, factsOf, newId: () => crypto.randomUUID() });
}

/**
 * What a sale will store with it, read once before it is stored (the printers, the page, the
 * stations, the branch's zone, training): the builders the sale's transaction calls
 * (src/db/orders.ts `prints`, `screenTickets`). Its kitchen tickets (`kitchenSend`: what the
 * kitchen has not had, one per station) are made once per sale and split by where they go: a
 * station with a kitchen screen gets its screen tickets, every other one its paper. Nothing is
 * loaded when there is neither a printer nor a screen.
 */
export async function planSale(
  db: PosDb,
  channels: readonly Channel[],
  words: PrintWords,
  linksOf: (productId: number) => StationLinks,
  factsOf: (productId: number) => ProductKitchenFacts,
): Promise<SaleWrites> {
  const settings = await db.settings.get('terminal');
  const printers = settings?.printers ?? [];
  const kitchenOf = kitchenSplit(settings?.kitchenStations ?? [], channels, words, linksOf);
  const writes: SaleWrites = {};
  const screenTickets = screenTicketsPlan(settings, factsOf, kitchenOf);
  if (screenTickets) writes.screenTickets = screenTickets;
  if (printers.length > 0) {
    const [paper, timeZone, service] = await Promise.all([readReceiptPaper(db), readBranchTimeZone(db), import('../../devices/service')]);
    writes.prints = (order) => {
      const sale = { order, date: formatDocumentTime(order.created_at, timeZone), channels, kitchenOnReceipt: settings?.kitchenTicket ?? false, kitchen: kitchenOf(order).paper };
      const cash = !drawerShut(settings) && movesCash(order.payments);
      return service.saleJobsOf(sale, words, cash, printers, paper, !!settings?.training);
    };
  }
  return writes;
}

/**
 * The screen tickets a counter order stores as it is marked paid (src/db/orders.ts
 * `markCounterOrderPaid`), read before: its kitchen tickets' part for the stations with a
 * kitchen screen, as its sale would have stored them, from what a sale's plan reads. Undefined
 * with no kitchen screen.
 */
export async function planScreenTickets(...[db, channels, words, linksOf, factsOf]: Parameters<typeof planSale>): Promise<SaleWrites['screenTickets']> {
  const settings = await db.settings.get('terminal');
  return screenTicketsPlan(settings, factsOf, kitchenSplit(settings?.kitchenStations ?? [], channels, words, linksOf));
}

/**
 * What kitchen tickets will print, read before the send or void they belong to is stored (the
 * kitchen printers, the branch's zone, training): the builder its transaction calls to store
 * the tickets' jobs with it (src/db/cart.ts, src/db/kitchen.ts `prints`). Undefined when no
 * kitchen printer is set up: the system dialog prints them then.
 */
export async function planKitchenPrints(db: PosDb, words: PrintWords, copy = false): Promise<((tickets: readonly KitchenTicket[]) => NewPrintJob[]) | undefined> {
  const settings = await db.settings.get('terminal');
  const printers = settings?.printers ?? [];
  if (!printers.some((p) => p.role === 'kitchen')) return undefined;
  const [timeZone, service] = await Promise.all([readBranchTimeZone(db), import('../../devices/service')]);
  return (tickets) =>
    tickets.length === 0 ? [] : service.kitchenJobsOf(tickets, formatDocumentTime(tickets[0]!.created_at, timeZone), words, printers, copy, !!settings?.training);
}

/** Slips were stored with their document: the print queue takes them now. */
export async function printStored(db: PosDb): Promise<void> {
  (await printServiceOf(db)).kick();
}

/**
 * Kitchen tickets ("Send to kitchen", VOID) on the kitchen printers of their stations; false
 * when there is no kitchen printer (nothing more is loaded then), and the system dialog prints.
 */
export async function printKitchen(db: PosDb, tickets: readonly KitchenTicket[], words: PrintWords, copy = false): Promise<boolean> {
  const printers = (await db.settings.get('terminal'))?.printers ?? [];
  if (tickets.length === 0 || !printers.some((p) => p.role === 'kitchen')) return false;
  return (await printServiceOf(db)).printKitchen(tickets, formatDocumentTime(tickets[0]!.created_at, await readBranchTimeZone(db)), words, copy);
}

/** A stored refund's slip on the receipt printer, when there is one; nothing is loaded otherwise. */
export async function printRefund(db: PosDb, refund: RefundRow, words: PrintWords): Promise<void> {
  const settings = await db.settings.get('terminal');
  if (!settings?.printers?.some((p) => p.role === 'receipt')) return;
  const sale = await db.orders.get(refund.refund_of);
  if (!sale) return;
  const receipt = refundReceiptOf(refund, sale, formatDocumentTime(refund.created_at, await readBranchTimeZone(db)), await readReceiptPaper(db), words);
  await (await printServiceOf(db)).printOnReceiptPrinter('refund', refund.ticket_no, refundDocument(receipt, words.t, words.direction), words.t);
}

/** An X or Z report on the receipt printer. */
export async function printShiftReport(db: PosDb, report: ShiftReport, digits: CurrencyDigits, words: PrintWords, named: Omit<ReportNames, 'date' | 'overShort'>): Promise<void> {
  const timeZone = await readBranchTimeZone(db);
  const names: ReportNames = { ...named, date: (iso) => formatDocumentTime(iso, timeZone), overShort: (amount) => overShortText(amount, digits, words.t) };
  const title = report.kind === 'X' ? 'X' : 'Z';
  await (await printServiceOf(db)).printOnReceiptPrinter('report', title, shiftReportDocument(report, digits, words.t, names, words.direction), words.t);
}
