/**
 * Training mode: the till sells from a second database (`TRAINING_DB_NAME`, the same schema)
 * holding a copy of the terminal's catalog, its settings and its staff, and its own orders,
 * parked orders, shift, outbox and ticket numbers. No uploader ever runs over it, so nothing
 * sold there leaves the terminal; the terminal's own database is left as it was, and its
 * catalog sync and uploads go on (src/app/services.ts runs them over it alone).
 *
 * Owns: the copy into the training database and the `training` field of both settings rows.
 *
 * Promises under failure and concurrency:
 * - The copy empties the training database, then writes the catalog a slice per transaction
 *   (as the screen reads the extras, `catalogExtras.ts`), each slice read in a transaction that checks
 *   the generation is still the active one, so no task is long whatever the catalog's size.
 *   The generation becomes the training database's active one last, in one transaction: a copy
 *   cut off (a reload) leaves a training database with no catalog, never half of one, and the
 *   terminal still selling from its own, since the switch is written only after the copy.
 * - A sync that switches generations during the copy starts the copy again from the new one.
 * - Starting and leaving training end the session (`signedIn` null in both rows): nobody
 *   works in training, or comes back from it, as someone who did not sign in there.
 * - Leaving training writes two fields of the terminal's own row: its open order, parked
 *   orders, shift and outbox were never touched. The training sales stay in the training
 *   database, apart, until the next training starts and empties it.
 */
import type { StaffRef } from '../staff/staff';
import { auditTables, recordAudit, type AuditOptions } from './audit';
import { forEachGenerationSlice } from './catalogExtras';
import { readActiveGeneration } from './activeGeneration';
import { readSettings } from './settings';
import type { PosDb, TrainingState } from './schema';
import { GENERATION_TABLES } from './generations';

/** Rows copied per transaction: a few listing records of 300 products, or many small rows. */
const SLICE: Record<string, number> = { listingParts: 4, listings: 4, productChunks: 1, catalogHeads: 1 };
const SMALL_SLICE = 250;
/** Syncs that may switch generations under one copy before it gives up. */
const TRIES = 3;

export type TrainingStart = { ok: true; state: TrainingState } | { ok: false; reason: 'no-catalog' | 'catalog-changing' };

/**
 * Copies the rows of generation `gen` of one catalog table, a slice per transaction; false as
 * soon as `gen` is no longer the terminal's active generation.
 */
function copyTable(real: PosDb, training: PosDb, name: string, gen: number): Promise<boolean> {
  const to = training.table(name);
  return forEachGenerationSlice(real, real.table(name), gen, SLICE[name] ?? SMALL_SLICE, (slice) =>
    slice.length > 0 ? training.transaction('rw', to, () => to.bulkPut(slice)) : undefined,
  );
}

/** Empties the training database and writes the terminal's settings (marked training), staff and branch settings into it. */
async function resetTraining(real: PosDb, training: PosDb, state: TrainingState): Promise<void> {
  const [settings, staff, branch, soldOut] = await real.transaction('r', [real.settings, real.staff, real.branchSettings, real.soldOut], () =>
    Promise.all([readSettings(real), real.staff.toArray(), real.branchSettings.get('branch'), real.soldOut.get('latest')]),
  );
  await training.transaction('rw', training.tables, async () => {
    await Promise.all(training.tables.map((t) => t.clear()));
    // A kiosk is for customers: training is at the till, and a kiosk never starts in it.
    // Nobody is signed in to training: the trainee signs in as themselves, never as the manager who started it.
    await training.settings.put({ ...settings, kiosk: { ...settings.kiosk, enabled: false }, training: state, signedIn: null });
    await training.staff.bulkPut(staff);
    if (branch) await training.branchSettings.put(branch);
    if (soldOut) await training.soldOut.put(soldOut);
  });
}

/** Copies the active generation; false when a sync switched generations under the copy. */
async function copyCatalog(real: PosDb, training: PosDb, gen: number): Promise<boolean> {
  const session = await real.session.get(gen);
  if (!session) return false;
  await training.session.put(session);
  for (const name of GENERATION_TABLES) {
    if (!(await copyTable(real, training, name, gen))) return false;
  }
  const meta = await real.syncMeta.get('sync');
  if (meta?.activeGen !== gen) return false;
  // Last, in one transaction: the training database has this catalog whole, or none.
  await training.syncMeta.put({ ...meta, activeGen: gen, lastGen: gen });
  return true;
}

/**
 * Starts training: the training database emptied and filled with a copy of the terminal's
 * catalog, settings and staff, then the terminal's own settings marked, which switches the
 * screen over (src/app/data/training.tsx). Refused while the terminal has no catalog.
 */
export async function startTraining(real: PosDb, training: PosDb, by: StaffRef | null, now: Date, audit: AuditOptions = {}): Promise<TrainingStart> {
  const state: TrainingState = { started_at: now.toISOString(), started_by: by };
  for (let i = 0; i < TRIES; i++) {
    const gen = await readActiveGeneration(real);
    if (gen === null) return { ok: false, reason: 'no-catalog' };
    await resetTraining(real, training, state);
    if (await copyCatalog(real, training, gen)) {
      await real.transaction('rw', auditTables(real), async () => {
        await recordAudit(real, 'training_started', {}, { by, now, ...audit });
        await real.settings.update('terminal', { training: state, signedIn: null });
      });
      return { ok: true, state };
    }
  }
  return { ok: false, reason: 'catalog-changing' };
}

/**
 * Leaves training: the terminal's own database is the one on screen again, its orders as they
 * were, and nobody signed in: the till asks "Sign in", whoever was signed in before.
 */
export function leaveTraining(real: PosDb, audit: AuditOptions = {}): Promise<void> {
  return real.transaction('rw', auditTables(real), async () => {
    if (!(await real.settings.get('terminal'))?.training) return;
    // Recorded first, while the one leaving is still signed in to be named.
    await recordAudit(real, 'training_left', {}, audit);
    await real.settings.update('terminal', { training: null, signedIn: null });
  });
}
