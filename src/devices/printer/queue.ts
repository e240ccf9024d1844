/**
 * The print queue's one loop: each queued job, oldest first, claimed, encoded for its printer
 * and sent. A printer that is not there leaves its jobs queued (they go when it is back); one
 * that fails while a job is sent leaves that job waiting for "Retry", because part of it may
 * have printed. A job is claimed before its bytes leave, so no turn and no tab sends it twice.
 * Storage comes in as `PrintJobStore` (src/db/printJobs.ts in the app, the same over a test
 * database in tests).
 */
import type { PrintDocument } from './document';
import type { PrinterSetting } from '../settings';
import type { PrinterTransport } from './transport';

export interface QueuedJob {
  id: string;
  printer_id: string;
  document: PrintDocument;
}

export interface PrintJobStore {
  queued(): Promise<QueuedJob[]>;
  claim(id: string): Promise<QueuedJob | null>;
  printed(id: string): Promise<void>;
  stopped(id: string, error: string): Promise<void>;
  notSent(id: string, error: string): Promise<void>;
}

export interface PrintQueueDeps {
  store: PrintJobStore;
  printers(): Promise<readonly PrinterSetting[]>;
  /** The printer's connection, opened (and kept); null when the printer is not there. */
  open(printer: PrinterSetting): Promise<PrinterTransport | null>;
  /** Drops a connection that failed, so the next job opens it afresh. */
  forget(printer: PrinterSetting): Promise<void>;
  encode(document: PrintDocument, printer: PrinterSetting): Uint8Array;
}

export const NOT_CONNECTED = 'not-connected';
export const NO_PRINTER = 'no-printer';

export function createPrintQueue(deps: PrintQueueDeps) {
  let running: Promise<void> | null = null;
  let again = false;

  async function turn(): Promise<void> {
    const printers = await deps.printers();
    // A printer that is not there is asked once a turn; its later jobs wait with the first.
    const absent = new Set<string>();
    for (const job of await deps.store.queued()) {
      if (absent.has(job.printer_id)) continue;
      const claimed = await deps.store.claim(job.id);
      if (!claimed) continue;
      const printer = printers.find((p) => p.id === claimed.printer_id);
      if (!printer) {
        await deps.store.notSent(claimed.id, NO_PRINTER);
        continue;
      }
      let transport: PrinterTransport | null;
      let bytes: Uint8Array;
      try {
        bytes = deps.encode(claimed.document, printer);
        transport = await deps.open(printer);
      } catch (error) {
        await deps.forget(printer);
        await deps.store.notSent(claimed.id, error instanceof Error ? error.message : String(error));
        absent.add(printer.id);
        continue;
      }
      if (!transport) {
        await deps.store.notSent(claimed.id, NOT_CONNECTED);
        absent.add(printer.id);
        continue;
      }
      try {
        await transport.write(bytes);
      } catch (error) {
        await deps.forget(printer);
        await deps.store.stopped(claimed.id, error instanceof Error ? error.message : String(error));
        absent.add(printer.id);
        continue;
      }
      await deps.store.printed(claimed.id);
    }
  }

  /** Prints what is queued; a call while a turn runs makes one more turn after it. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await turn();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return { run };
}

export type PrintQueue = ReturnType<typeof createPrintQueue>;
