/**
 * The print queue (`printJobs`): every slip to print, under its own id, with its state.
 *
 * Promises: a job is claimed (`queued` -> `printing`) in one transaction, so of two tabs or two
 * turns of the queue only one sends it. A job found `printing` when the queue starts was cut
 * off by a reload or a closed page: it may have printed, so it becomes `waiting` and prints
 * again only when a person says "Retry". (Without Web Locks every tab runs the queue: then only
 * a job claimed long enough ago to have printed counts as cut off, `claimed_at`.) Nothing here touches a sale: a sale is complete before
 * its jobs are queued, whatever becomes of them.
 */
import type { PrintDocument } from '../devices/printer/document';
import type { PosDb, PrintJobKind, PrintJobRow } from './schema';

export interface NewPrintJob {
  id: string;
  printer_id: string;
  kind: PrintJobKind;
  title: string;
  document: PrintDocument;
  /** Set when the job cannot go yet (no printer serves it): it shows in the status bar at once. */
  error?: string;
  /** A kitchen ticket's station (see `PrintJobRow.station`). */
  station?: string | null;
}

/** Printed and dismissed jobs are kept this long, for "Retry" never to see them and a person to look back. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;

export async function queuePrintJobs(db: PosDb, jobs: readonly NewPrintJob[], now: number): Promise<void> {
  if (jobs.length === 0) return;
  await db.printJobs.bulkAdd(jobs.map((job, i) => ({ ...job, state: 'queued', attempts: 0, created_at: now + i, error: job.error ?? null, done_at: null })));
}

/** The queued jobs to try, oldest first: those whose printer was not there wait for it (`requeueNotSent`). */
export async function queuedJobs(db: PosDb): Promise<PrintJobRow[]> {
  return (await db.printJobs.where('state').equals('queued').sortBy('created_at')).filter((job) => job.error === null);
}

/**
 * The jobs queued for no printer (`printer_id` empty: a kitchen ticket whose station no
 * printer served) given to the printers that serve them now (`printersFor` of the job's
 * station; none: it keeps waiting), one job per printer, in one transaction.
 */
export async function rerouteUnserved(db: PosDb, printersFor: (station: string | null) => string[], newId: () => string): Promise<void> {
  await db.transaction('rw', db.printJobs, async () => {
    const unserved = (await db.printJobs.where('state').equals('queued').toArray()).filter((job) => job.printer_id === '');
    for (const job of unserved) {
      const printers = printersFor(job.station ?? null);
      if (printers.length === 0) continue;
      await db.printJobs.delete(job.id);
      await db.printJobs.bulkAdd(printers.map((printer_id, i) => ({ ...job, id: i === 0 ? job.id : newId(), printer_id, error: null })));
    }
  });
}

/** A printer was plugged in: the jobs that could not reach a printer are tried again. Never the waiting ones. */
export async function requeueNotSent(db: PosDb): Promise<void> {
  await db.transaction('rw', db.printJobs, async () => {
    const held = (await db.printJobs.where('state').equals('queued').toArray()).filter((job) => job.error !== null);
    await db.printJobs.bulkPut(held.map((job) => ({ ...job, error: null })));
  });
}

/** Takes a queued job to print; null when another turn or tab took it first, or it is no longer queued. */
export function claimPrintJob(db: PosDb, id: string, now: number = Date.now()): Promise<PrintJobRow | null> {
  return db.transaction('rw', db.printJobs, async () => {
    const job = await db.printJobs.get(id);
    if (!job || job.state !== 'queued') return null;
    const claimed: PrintJobRow = { ...job, state: 'printing', attempts: job.attempts + 1, claimed_at: now };
    await db.printJobs.put(claimed);
    return claimed;
  });
}

async function change(db: PosDb, id: string, from: PrintJobRow['state'][], fields: Partial<PrintJobRow>): Promise<void> {
  await db.transaction('rw', db.printJobs, async () => {
    const job = await db.printJobs.get(id);
    if (job && from.includes(job.state)) await db.printJobs.put({ ...job, ...fields });
  });
}

export const markPrinted = (db: PosDb, id: string, now: number) => change(db, id, ['printing'], { state: 'printed', error: null, done_at: now });

/** The printer stopped while the job was sent: it waits for a person. */
export const markStopped = (db: PosDb, id: string, error: string) => change(db, id, ['printing'], { state: 'waiting', error });

/** Nothing was sent (the printer is not there): it stays queued and is tried again when the printer is back. */
export const markNotSent = (db: PosDb, id: string, error: string) => change(db, id, ['printing'], { state: 'queued', error });

/** Printed with the system dialog instead: never sent to its printer afterwards. */
export const dismissPrintJob = (db: PosDb, id: string, now: number) => change(db, id, ['queued', 'waiting'], { state: 'dismissed', done_at: now });

/**
 * The jobs a reload or a closed page cut off while they printed: they wait for "Retry". With
 * `claimedBefore`, only those claimed before then (a job claimed since may be printing in
 * another tab that is still open); a job stored without its claim's time counts as old.
 */
export async function recoverInterrupted(db: PosDb, error: string, claimedBefore = Infinity): Promise<void> {
  await db.transaction('rw', db.printJobs, async () => {
    const cut = (await db.printJobs.where('state').equals('printing').toArray()).filter((job) => (job.claimed_at ?? 0) < claimedBefore);
    await db.printJobs.bulkPut(cut.map((job) => ({ ...job, state: 'waiting' as const, error })));
  });
}

/** "Retry": the waiting jobs, and the queued ones that could not reach their printer, are queued again. */
export async function retryPrintJobs(db: PosDb): Promise<void> {
  await db.transaction('rw', db.printJobs, async () => {
    const stuck = await db.printJobs.where('state').anyOf('waiting', 'queued').toArray();
    await db.printJobs.bulkPut(stuck.map((job) => ({ ...job, state: 'queued' as const, error: null })));
  });
}

/** The jobs the status bar shows: waiting for a person, or queued for a printer that is not there. */
export async function jobsNeedingHelp(db: PosDb): Promise<PrintJobRow[]> {
  const rows = await db.printJobs.where('state').anyOf('waiting', 'queued').sortBy('created_at');
  return rows.filter((job) => job.state === 'waiting' || job.error !== null);
}

export async function pruneDoneJobs(db: PosDb, now: number): Promise<void> {
  await db.printJobs
    .where('state')
    .anyOf('printed', 'dismissed')
    .filter((job) => (job.done_at ?? 0) < now - KEEP_DONE_MS)
    .delete();
}
