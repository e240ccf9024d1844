/**
 * The branch's settings as last read at a sync (assumed-contracts 11), kept so the till prints
 * the same receipt offline. One row, replaced whole by a sync that read other settings (its
 * `fetched_at` is when they were first read as they are); a sync that could not read them
 * leaves the row as it was. Before the first read: the defaults.
 */
import { DEFAULT_BRANCH_SETTINGS, type BranchSettings } from '../core/branchSettings';
import type { PosDb } from './schema';
import type { ReceiptPaper } from '../checkout/receipt';

/** Keeps `settings` when they differ from the ones held; the same settings read again write nothing. */
export async function saveBranchSettings(db: PosDb, settings: BranchSettings, fetchedAt: string): Promise<void> {
  await db.transaction('rw', db.branchSettings, async () => {
    const held = await db.branchSettings.get('branch');
    const same = held !== undefined && (Object.keys(DEFAULT_BRANCH_SETTINGS) as (keyof BranchSettings)[]).every((key) => held[key] === settings[key]);
    if (!same) await db.branchSettings.put({ ...settings, id: 'branch', fetched_at: fetchedAt });
  });
}

/** The settings held, without the row's bookkeeping; the defaults when none were read yet. */
export async function readBranchSettings(db: PosDb): Promise<BranchSettings> {
  const row = await db.branchSettings.get('branch');
  if (!row) return DEFAULT_BRANCH_SETTINGS;
  const { id: _id, fetched_at: _at, ...settings } = row;
  return { ...DEFAULT_BRANCH_SETTINGS, ...settings };
}

/** What a receipt takes besides its sale: the branch's settings held and this terminal's "Tax invoice QR" (absent = off). */
export async function readReceiptPaper(db: PosDb): Promise<ReceiptPaper> {
  const [branch, settings] = await Promise.all([readBranchSettings(db), db.settings.get('terminal')]);
  return { branch, taxQr: settings?.taxQr ?? false };
}
