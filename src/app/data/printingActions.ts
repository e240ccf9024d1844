/**
 * What the screens ask of the printers, loaded on first use (src/app/data/printing.ts loads
 * it): the print service of the screen's database, and the drawer kicks of the day's cash
 * moves. None of it is in the first load. In training the drawer stays shut: no money
 * moved, and a trainee's cash sale or "Open drawer" opens nothing real (`drawerShut`).
 */
import type { PosDb } from '../../db/schema';
import { applyToOpenShift } from '../../db/shifts';
import { auditTables, recordAudit, type AuditOptions } from '../../db/audit';
import type { PrintService, PrintWords } from '../../devices/service';
import type { CompletedOrder } from '../../checkout/order';
import { movesCash } from '../../checkout/tenders';
import type { Channel } from '../../core/catalog';
import { formatDateTime } from '../../i18n/i18n';
import type { RefundRow, TerminalSettings } from '../../db/schema';
import { refundReceiptOf } from '../../day/refundReceipt';
import { kitchenSend, type KitchenTicket } from '../../day/kitchenTicket';
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
    service = import('../../devices/service').then((m) => m.createPrintService(db));
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

/** "Open drawer": a no-sale counted in the open shift and recorded in the audit trail, then the drawer opens. */
export async function openDrawer(db: PosDb, now: Date = new Date(), audit: AuditOptions = {}): Promise<void> {
  // The no-sale and its audit event are one fact: both are stored, or neither.
  await db.transaction('rw', [db.shifts, ...auditTables(db)], async () => {
    await applyToOpenShift(db, { type: 'drawerOpened', at: now.toISOString() });
    await recordAudit(db, 'drawer_opened', {}, { now, ...audit });
  });
  await kickDrawer(db, 'no-sale').catch(() => undefined);
}

/**
 * A stored sale's slips, when printers are set up; nothing is loaded otherwise. Its kitchen
 * tickets are the screen's (`kitchenSend`: what the kitchen has not had, one per station).
 */
export async function printSale(db: PosDb, order: CompletedOrder, channels: readonly Channel[], words: PrintWords, categoriesOf: (productId: number) => readonly number[]): Promise<void> {
  const settings = await db.settings.get('terminal');
  if (!settings?.printers?.length) return;
  const stations = settings.kitchenStations ?? [];
  const kitchen = kitchenSend(order, { order_name: order.order_name, order_note: order.order_note, channels, at: order.created_at, stations, categoriesOf }, words);
  const sale = { order, date: formatDateTime(new Date(order.created_at)), channels, kitchenOnReceipt: settings.kitchenTicket ?? false, kitchen };
  const cash = !drawerShut(settings) && movesCash(order.payments);
  await (await printServiceOf(db)).printSale(sale, words, cash);
}

/**
 * Kitchen tickets ("Send to kitchen", VOID) on the kitchen printers of their stations; false
 * when there is no kitchen printer (nothing more is loaded then), and the system dialog prints.
 */
export async function printKitchen(db: PosDb, tickets: readonly KitchenTicket[], words: PrintWords, copy = false): Promise<boolean> {
  const printers = (await db.settings.get('terminal'))?.printers ?? [];
  if (tickets.length === 0 || !printers.some((p) => p.role === 'kitchen')) return false;
  return (await printServiceOf(db)).printKitchen(tickets, formatDateTime(new Date(tickets[0]!.created_at)), words, copy);
}

/** A stored refund's slip on the receipt printer, when there is one; nothing is loaded otherwise. */
export async function printRefund(db: PosDb, refund: RefundRow, words: PrintWords): Promise<void> {
  const settings = await db.settings.get('terminal');
  if (!settings?.printers?.some((p) => p.role === 'receipt')) return;
  const sale = await db.orders.get(refund.refund_of);
  if (!sale) return;
  const receipt = refundReceiptOf(refund, sale, formatDateTime(new Date(refund.created_at)), words);
  await (await printServiceOf(db)).printOnReceiptPrinter('refund', refund.ticket_no, refundDocument(receipt, words.t, words.direction), words.t);
}

/** An X or Z report on the receipt printer. */
export async function printShiftReport(db: PosDb, report: ShiftReport, digits: CurrencyDigits, words: PrintWords, named: Omit<ReportNames, 'date' | 'overShort'>): Promise<void> {
  const names: ReportNames = { ...named, date: (iso) => formatDateTime(new Date(iso)), overShort: (amount) => overShortText(amount, digits, words.t) };
  const title = report.kind === 'X' ? 'X' : 'Z';
  await (await printServiceOf(db)).printOnReceiptPrinter('report', title, shiftReportDocument(report, digits, words.t, names, words.direction), words.t);
}
