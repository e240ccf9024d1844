/**
 * The till's printers at work: the print queue over the database, each printer's connection,
 * and what a sale, a drawer kick or a test print queues. Loaded on the first print or on
 * Settings "Printers" (src/app/data/printing.ts), never with the first load: the encoder is
 * most of its weight.
 *
 * Promises: a sale is stored before anything here runs, and nothing here can undo it. One tab
 * at a time runs the queue (Web Lock `pos-print-queue`, held while the tab lives); the others
 * only queue jobs, which that tab sees and prints. When the queue starts, the jobs a closed
 * page left `printing` become `waiting` (they may have printed), so no job prints twice.
 */
import { liveQuery } from 'dexie';
import type { CompletedOrder } from '../checkout/order';
import { receiptOf, type ReceiptWords } from '../checkout/receipt';
import type { Channel } from '../core/catalog';
import { kitchenTicket } from '../day/kitchenTicket';
import {
  claimPrintJob,
  dismissPrintJob,
  markNotSent,
  markPrinted,
  markStopped,
  pruneDoneJobs,
  queuedJobs,
  queuePrintJobs,
  recoverInterrupted,
  requeueNotSent,
  retryPrintJobs,
  type NewPrintJob,
} from '../db/printJobs';
import { readSettings } from '../db/settings';
import type { PosDb } from '../db/schema';
import { serial, usb, webLocks } from './browser';
import { DRAWER_ONLY, kitchenDocument, receiptDocument, testDocument, type Direction } from './printer/documents';
import { encodeDocument } from './printer/encode';
import { canvasRasterize } from './printer/raster';
import { createPrintQueue } from './printer/queue';
import { receiptPrinter, stationOrder } from './printer/routing';
import type { PrinterConnector, PrinterTransport } from './printer/transport';
import { webBluetoothConnector } from './printer/bluetooth';
import { webSerialConnector } from './printer/webserial';
import { webUsbConnector } from './printer/webusb';
import type { Connection, PrinterSetting } from './settings';
import type { PrintDocument } from './printer/document';

export const INTERRUPTED = 'interrupted';

export const CONNECTORS: Record<Connection, PrinterConnector> = {
  usb: webUsbConnector,
  serial: webSerialConnector(),
  bluetooth: webBluetoothConnector,
};

/** How a slip reads: the terminal's words and names, its direction, and the sale's date as the screen shows it. */
export interface PrintWords extends ReceiptWords {
  direction: Direction;
}

export interface SaleToPrint {
  order: CompletedOrder;
  date: string;
  channels: readonly Channel[];
  /** "Print kitchen ticket": with no kitchen printer, the ticket follows the receipt on the receipt printer. */
  kitchenOnReceipt: boolean;
}

/** Each printer's open connection, kept between jobs and closed when the printer is forgotten. */
function printerConnections(connectors: Record<Connection, PrinterConnector>) {
  const open = new Map<string, PrinterTransport>();
  return {
    async open(printer: PrinterSetting): Promise<PrinterTransport | null> {
      const kept = open.get(printer.id);
      if (kept) return kept;
      const transport = await connectors[printer.connection].open(printer.device);
      if (transport) open.set(printer.id, transport);
      return transport;
    },
    async close(printerId: string): Promise<void> {
      const kept = open.get(printerId);
      open.delete(printerId);
      await kept?.close().catch(() => undefined);
    },
  };
}

/** The print queue over the stored jobs and the printers of the settings row. */
function printQueueOver(db: PosDb, connections: ReturnType<typeof printerConnections>) {
  return createPrintQueue({
    store: {
      queued: () => queuedJobs(db),
      claim: (id) => claimPrintJob(db, id),
      printed: (id) => markPrinted(db, id, Date.now()),
      stopped: (id, error) => markStopped(db, id, error),
      notSent: (id, error) => markNotSent(db, id, error),
    },
    printers: () => printersOf(db),
    open: (printer) => connections.open(printer),
    forget: (printer) => connections.close(printer.id),
    encode: (document, printer) => encodeDocument(document, printer.paper, canvasRasterize),
  });
}

async function printersOf(db: PosDb): Promise<PrinterSetting[]> {
  return (await readSettings(db)).printers ?? [];
}

/**
 * Once this tab holds the queue's lock: the jobs a closed page left printing wait again, old
 * printed jobs go, and every job queued (by any tab) or printer plugged in starts a turn.
 */
function runQueueWhileLocked(db: PosDb, run: () => Promise<void>): void {
  const pluggedIn = () => void requeueNotSent(db).then(run, () => undefined);
  const work = async () => {
    await recoverInterrupted(db, INTERRUPTED);
    await pruneDoneJobs(db, Date.now());
    liveQuery(() => queuedJobs(db).then((jobs) => jobs.length)).subscribe({ next: (n) => n > 0 && void run(), error: () => undefined });
    usb()?.addEventListener('connect', pluggedIn);
    serial()?.addEventListener('connect', pluggedIn);
    await new Promise<never>(() => undefined);
  };
  const locks = webLocks();
  if (locks) void locks.request('pos-print-queue', work);
  else void work();
}

function printJob(printer: PrinterSetting, kind: NewPrintJob['kind'], title: string, document: PrintDocument): NewPrintJob {
  return { id: crypto.randomUUID(), printer_id: printer.id, kind, title, document };
}

/**
 * A sale's jobs: the receipt on the receipt printer (the drawer kicked first when cash was
 * paid), then each kitchen printer's part of the order, or the whole ticket after the receipt
 * when there is no kitchen printer and "Print kitchen ticket" asks for it. An order to pay at
 * the counter goes to no kitchen yet.
 */
function saleJobs(sale: SaleToPrint, words: PrintWords, cash: boolean, all: PrinterSetting[]): NewPrintJob[] {
  const { order } = sale;
  const jobs: NewPrintJob[] = [];
  const main = receiptPrinter(all);
  const ticketOf = (o: CompletedOrder) => kitchenDocument(kitchenTicket(o, { order_name: o.order_name, order_note: o.order_note, channels: sale.channels }, words), sale.date, words.t, words.direction);
  if (main) {
    const document = { ...receiptDocument(receiptOf(order, sale.date, words), words.t, words.direction, order.pay_at_counter), drawer: cash && main.drawer };
    jobs.push(printJob(main, 'receipt', order.ticket_no, document));
  }
  if (order.pay_at_counter) return jobs;
  const kitchens = all.filter((p) => p.role === 'kitchen');
  for (const printer of kitchens) {
    const part = stationOrder(order, printer);
    if (part) jobs.push(printJob(printer, 'kitchen', order.ticket_no, ticketOf(part)));
  }
  if (kitchens.length === 0 && main && sale.kitchenOnReceipt) jobs.push(printJob(main, 'kitchen', order.ticket_no, ticketOf(order)));
  return jobs;
}

export function createPrintService(db: PosDb, connectors: Record<Connection, PrinterConnector> = CONNECTORS) {
  const connections = printerConnections(connectors);
  const queue = printQueueOver(db, connections);
  // A failed turn (the page closing, storage refusing) is never the sale's problem: the jobs
  // stay as stored and the next turn takes them.
  const run = () => queue.run().catch(() => undefined);

  let started = false;
  /** Runs the queue in this tab once it holds the lock; until then the holder prints. */
  function start(): void {
    if (started) return;
    started = true;
    runQueueWhileLocked(db, run);
  }

  async function enqueue(jobs: NewPrintJob[]): Promise<void> {
    await queuePrintJobs(db, jobs, Date.now());
    start();
    void run();
  }

  /** Queues a document on the receipt printer; false when there is none (or it lacks what `needs` asks). */
  async function onReceiptPrinter(kind: NewPrintJob['kind'], title: string, document: PrintDocument, needs: (printer: PrinterSetting) => boolean = () => true): Promise<boolean> {
    const main = receiptPrinter(await printersOf(db));
    if (!main || !needs(main)) return false;
    await enqueue([printJob(main, kind, title, document)]);
    return true;
  }

  return {
    start,
    /** The receipt on the receipt printer (the drawer kicked first when cash was paid) and each kitchen printer's ticket. */
    async printSale(sale: SaleToPrint, words: PrintWords, cash: boolean): Promise<void> {
      await enqueue(saleJobs(sale, words, cash, await printersOf(db)));
    },
    /** A drawer kick on the receipt printer; false when no printer has the drawer. */
    kickDrawer: (title: string): Promise<boolean> => onReceiptPrinter('drawer', title, DRAWER_ONLY, (main) => main.drawer),
    /** A document on the receipt printer (a refund slip, an X or Z report); false when there is none. */
    printOnReceiptPrinter: (kind: 'refund' | 'report', title: string, document: PrintDocument): Promise<boolean> => onReceiptPrinter(kind, title, document),
    async testPrint(printer: PrinterSetting, words: PrintWords): Promise<void> {
      await enqueue([printJob(printer, 'test', printer.device.name, testDocument(printer.device.name, printer.paper, words.t, words.direction))]);
    },
    async retry(): Promise<void> {
      await retryPrintJobs(db);
      start();
      await run();
    },
    dismiss: (id: string) => dismissPrintJob(db, id, Date.now()),
    /** Forgets an open connection (a printer removed or set up again). */
    disconnect: (printerId: string): Promise<void> => connections.close(printerId),
  };
}

export type PrintService = ReturnType<typeof createPrintService>;
