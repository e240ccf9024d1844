import { expect } from 'vitest';
import { DEFAULT_BRANCH_SETTINGS } from '../../../src/core/branchSettings';
import { syncMetaAt, type VersionFixture } from './fixture';

/** A till with its branch settings read and a sold-out mark waiting to upload, before catalog digests existed. */
export const v15: VersionFixture = {
  version: 15,
  promise: 'the branch settings and the waiting sold-out mark are kept; no digests yet, so the next sync builds a new generation',
  rows: {
    syncMeta: [syncMetaAt(4)],
    branchSettings: [{ ...DEFAULT_BRANCH_SETTINGS, vat_percent: 5, id: 'branch', fetched_at: '2026-11-25T08:00:00.000Z' }],
    availabilityChanges: [
      { id: 'mark-1', product_id: 41, sold_out: true, marked_at: '2026-11-25T09:00:00.000Z', upload: 'waiting', invoice_id: null, message: null, uploaded_at: null },
    ],
  },
  async upgraded(db) {
    expect(await db.branchSettings.get('branch')).toMatchObject({ vat_percent: 5 });
    expect(await db.availabilityChanges.get('mark-1')).toMatchObject({ product_id: 41, sold_out: true, upload: 'waiting' });
    expect(await db.catalogDigests.count()).toBe(0);
  },
};
