/**
 * The till's printers at work: the print queue over the database, each printer's connection,
 * and what a sale, a drawer kick or a test print queues. Loaded on the first print or on
 * Settings "Printers" (src/app/data/printing.ts), never with the first load: the encoder is
 * most of its weight.
 *
 * Promises: a sale's slips are stored in the sale's own transaction (`saleJobsOf`, through
 * src/db/orders.ts), and nothing here can undo the sale. One tab at a time runs the queue (Web
 * Lock `pos-print-queue` through the platform's locks, given as `lock`, held while the tab
 * lives and waited for by the others; the training database's queue has a lock of its own);
 * the others only store jobs, which that tab sees and prints (without Web Locks every tab runs
 * it, each job still claimed by one, and only a job claimed `STALE_CLAIM_MS` before is taken
 * for cut off). The kitchen printers' jobs of a send or a void are stored with it the same way
 * (`kitchenJobsOf`, through src/db/cart.ts and src/db/kitchen.ts). When a tab takes the lock, the
 * jobs a closed page or tab left `printing` become `waiting` for "Retry" in the status bar
 * (they may have printed), so no job prints twice.
 */
import { liveQuery } from 'dexie';
import type { CompletedOrder } from '../checkout/order';
import { receiptOf, type ReceiptPaper, type ReceiptWords } from '../checkout/receipt';
import type { Channel } from '../core/catalog';
import type { KitchenTicket } from '../day/kitchenTicket';
import { msg } from '@lingui/core/macro';
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
  rerouteUnserved,
  retryPrintJobs,
  type NewPrintJob,
} from '../db/printJobs';
import { readSettings } from '../db/settings';
import { readReceiptPaper } from '../db/branchSettings';
import { POS_DB_NAME, type PosDb } from '../db/schema';
import { serial, usb } from './browser';
import { DRAWER_ONLY, kitchenDocument, markTraining, receiptDocument, testDocument, type Direction } from './printer/documents';
import { encodeDocument } from './printer/encode';
import { canvasRasterize } from './printer/raster';
import { createPrintQueue, NO_PRINTER } from './printer/queue';
import { kitchenPrinters, receiptPrinter, routeKitchenTickets, servesStation } from './printer/routing';
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
  /** "Print kitchen ticket": with no kitchen printer, the tickets follow the receipt on the receipt printer. */
  kitchenOnReceipt: boolean;
  /** What the kitchen has not had of the order, one ticket per station (`kitchenSend`), as the screen shows it. */
  kitchen: readonly KitchenTicket[];
}

/**
 * Runs `work` once this tab holds the Web Lock `name`, waiting for it while another tab holds
 * it (the app passes the platform's locks, src/sync/platform/locks.ts).
 */
export type QueueLock = (name: string, work: () => Promise<void>) => Promise<unknown>;

/**
 * Without Web Locks every tab runs the queue (a job is still claimed by one): a job another
 * tab claimed this long ago and left `printing` was cut off, as no slip takes so long to send.
 */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

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
 * Once this tab holds the queue's lock (a Web Lock, through the platform's locks): the jobs a
 * closed page or tab left printing wait for "Retry" in the status bar (they may have printed), old
 * printed jobs go, and every job queued (by any tab) or printer plugged in starts a turn.
 */
function runQueueWhileLocked(db: PosDb, run: () => Promise<void>, lock: QueueLock | null): void {
  const pluggedIn = () => void requeueNotSent(db).then(run, () => undefined);
  const work = async () => {
    // Holding the lock, every job left printing was cut off; without one, those claimed long ago.
    await recoverInterrupted(db, INTERRUPTED, lock ? Infinity : Date.now() - STALE_CLAIM_MS);
    await pruneDoneJobs(db, Date.now());
    liveQuery(() => queuedJobs(db).then((jobs) => jobs.length)).subscribe({ next: (n) => n > 0 && void run(), error: () => undefined });
    usb()?.addEventListener('connect', pluggedIn);
    serial()?.addEventListener('connect', pluggedIn);
    await new Promise<never>(() => undefined);
  };
  // One queue per database: the training database's jobs print while the terminal's queue holds
  // its lock. Waited for: when the tab holding it closes, the next tab takes the queue over.
  const name = db.name === POS_DB_NAME ? 'pos-print-queue' : `pos-print-queue:${db.name}`;
  void (lock ? lock(name, work) : work()).catch(() => undefined);
}

function printJob(printer: PrinterSetting | null, kind: NewPrintJob['kind'], title: string, document: PrintDocument, station?: string | null): NewPrintJob {
  const job: NewPrintJob = { id: crypto.randomUUID(), printer_id: printer?.id ?? '', kind, title, document, ...(station !== undefined ? { station } : {}) };
  // A job for no printer waits in the status bar ("Print with the system dialog") from the start.
  return printer ? job : { ...job, error: NO_PRINTER };
}

/** What the status bar names a kitchen ticket by: its ticket number (or the order's name) and its station. */
function kitchenTitle(ticket: KitchenTicket, words: PrintWords): string {
  const parts = [ticket.ticket_no || ticket.order_name, ticket.station].filter((part) => !!part);
  return parts.length > 0 ? parts.join(' · ') : words.t(msg`Kitchen ticket`);
}

/**
 * The kitchen printers' jobs: each station's ticket on the printers that serve it
 * (routing.ts), and a ticket no printer serves as a job for no printer, so the status bar
 * shows it and the system dialog prints it: a ticket is never dropped.
 */
function kitchenJobs(tickets: readonly KitchenTicket[], date: string, words: PrintWords, all: readonly PrinterSetting[], copy: boolean): NewPrintJob[] {
  const document = (ticket: KitchenTicket) => kitchenDocument(ticket, date, words.t, words.direction, copy);
  const routes = routeKitchenTickets(tickets, all);
  return [
    ...routes.jobs.map(({ printer, ticket }) => printJob(printer, 'kitchen', kitchenTitle(ticket, words), document(ticket), ticket.station)),
    ...routes.unserved.map((ticket) => printJob(null, 'kitchen', kitchenTitle(ticket, words), document(ticket), ticket.station)),
  ];
}

/**
 * A sale's jobs: the receipt on the receipt printer (the drawer kicked first when cash was
 * paid), then each station's kitchen ticket on its kitchen printers, or the tickets after the
 * receipt when there is no kitchen printer and "Print kitchen ticket" asks for them. An order
 * to pay at the counter goes to no kitchen yet.
 */
function saleJobs(sale: SaleToPrint, words: PrintWords, cash: boolean, all: PrinterSetting[], paper: ReceiptPaper): NewPrintJob[] {
  const { order } = sale;
  const jobs: NewPrintJob[] = [];
  const main = receiptPrinter(all);
  if (main) {
    const document = { ...receiptDocument(receiptOf(order, sale.date, words, paper), words.t, words.direction, order.pay_at_counter), drawer: cash && main.drawer };
    jobs.push(printJob(main, 'receipt', order.ticket_no, document));
  }
  if (order.pay_at_counter) return jobs;
  if (kitchenPrinters(all).length > 0) return [...jobs, ...kitchenJobs(sale.kitchen, sale.date, words, all, false)];
  if (main && sale.kitchenOnReceipt) {
    for (const ticket of sale.kitchen) jobs.push(printJob(main, 'kitchen', kitchenTitle(ticket, words), kitchenDocument(ticket, sale.date, words.t, words.direction)));
  }
  return jobs;
}

/**
 * A sale's jobs as they are stored with the sale (src/db/orders.ts `prints`): built from the
 * printers, the page and the training flag read before the sale, so the sale's transaction
 * only writes them; in training each slip is marked "TRAINING".
 */
export function saleJobsOf(sale: SaleToPrint, words: PrintWords, cash: boolean, printers: PrinterSetting[], paper: ReceiptPaper, training: boolean): NewPrintJob[] {
  const jobs = saleJobs(sale, words, cash, printers, paper);
  return training ? jobs.map((job) => ({ ...job, document: markTraining(job.document, words.t) })) : jobs;
}

/**
 * Kitchen tickets' jobs as they are stored with what they print (a send to the kitchen, a void:
 * src/db/cart.ts and src/db/kitchen.ts), from the printers read before: each station's ticket
 * on its kitchen printers (a COPY when `copy`), marked "TRAINING" in training.
 */
export function kitchenJobsOf(tickets: readonly KitchenTicket[], date: string, words: PrintWords, printers: readonly PrinterSetting[], copy: boolean, training: boolean): NewPrintJob[] {
  const jobs = kitchenJobs(tickets, date, words, printers, copy);
  return training ? jobs.map((job) => ({ ...job, document: markTraining(job.document, words.t) })) : jobs;
}

/** `lock`: the platform's Web Lock (src/app/data/printingActions.ts); null where the browser has none. */
export function createPrintService(db: PosDb, connectors: Record<Connection, PrinterConnector> = CONNECTORS, lock: QueueLock | null = null) {
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
    runQueueWhileLocked(db, run, lock);
  }

  /**
   * Queues `jobs`; in training (the database's settings say so, src/db/training.ts) each slip
   * is marked "TRAINING" first, whatever printed it.
   */
  async function enqueue(jobs: NewPrintJob[], t?: PrintWords['t']): Promise<void> {
    if (t && (await readSettings(db)).training) jobs = jobs.map((job) => ({ ...job, document: markTraining(job.document, t) }));
    await queuePrintJobs(db, jobs, Date.now());
    start();
    void run();
  }

  /** Queues a document on the receipt printer; false when there is none (or it lacks what `needs` asks). */
  async function onReceiptPrinter(kind: NewPrintJob['kind'], title: string, document: PrintDocument, needs: (printer: PrinterSetting) => boolean = () => true, t?: PrintWords['t']): Promise<boolean> {
    const main = receiptPrinter(await printersOf(db));
    if (!main || !needs(main)) return false;
    await enqueue([printJob(main, kind, title, document)], t);
    return true;
  }

  return {
    start,
    /** Jobs were stored with their document (a sale): the queue takes them now, in this tab or the one holding the lock. */
    kick(): void {
      start();
      void run();
    },
    /** The receipt on the receipt printer (the drawer kicked first when cash was paid) and each kitchen printer's ticket. */
    async printSale(sale: SaleToPrint, words: PrintWords, cash: boolean): Promise<void> {
      await enqueue(saleJobs(sale, words, cash, await printersOf(db), await readReceiptPaper(db)), words.t);
    },
    /**
     * Kitchen tickets ("Send to kitchen", a VOID slip, a COPY) on the kitchen printers of their
     * stations; false when no kitchen printer is set up (the system dialog prints them).
     */
    async printKitchen(tickets: readonly KitchenTicket[], date: string, words: PrintWords, copy = false): Promise<boolean> {
      const all = await printersOf(db);
      if (kitchenPrinters(all).length === 0) return false;
      await enqueue(kitchenJobs(tickets, date, words, all, copy), words.t);
      return true;
    },
    /** A drawer kick on the receipt printer; false when no printer has the drawer. */
    kickDrawer: (title: string): Promise<boolean> => onReceiptPrinter('drawer', title, DRAWER_ONLY, (main) => main.drawer),
    /** A document on the receipt printer (a refund slip, an X or Z report), marked in training by `t`; false when there is none. */
    printOnReceiptPrinter: (kind: 'refund' | 'report', title: string, document: PrintDocument, t?: PrintWords['t']): Promise<boolean> =>
      onReceiptPrinter(kind, title, document, () => true, t),
    async testPrint(printer: PrinterSetting, words: PrintWords): Promise<void> {
      await enqueue([printJob(printer, 'test', printer.device.name, testDocument(printer.device.name, printer.paper, words.t, words.direction))]);
    },
    /** Every job that waits goes again; a kitchen ticket no printer served goes to the printers that serve its station now. */
    async retry(): Promise<void> {
      const kitchens = kitchenPrinters(await printersOf(db));
      await rerouteUnserved(db, (station) => kitchens.filter((p) => servesStation(p, station)).map((p) => p.id), () => crypto.randomUUID());
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
