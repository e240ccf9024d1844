import { expect } from 'vitest';
import { DEFAULT_BRANCH_SETTINGS } from '../../../src/core/branchSettings';
import { syncMetaAt, type VersionFixture } from './fixture';

/**
 * A terminal selling from generation 4 with the digests it was built from, as version 18 stored
 * it: before branch settings and sold-out marks made at the till existed.
 */
export const v18: VersionFixture = {
  version: 18,
  promise: 'the digests of the catalog in use are kept; no branch settings yet, so receipts use the defaults until the next sync, and a mark made now is kept and waits to upload',
  rows: {
    syncMeta: [syncMetaAt(4)],
    catalogDigests: [{ gen: 4, format: 'build', routes: 'r', products: ['p'], addons: [] }],
  },
  async upgraded(db) {
    expect((await db.catalogDigests.get(4))?.products).toEqual(['p']);
    expect(await db.branchSettings.count()).toBe(0);
    await db.branchSettings.put({ ...DEFAULT_BRANCH_SETTINGS, vat_percent: 5, id: 'branch', fetched_at: '2026-11-25T08:00:00.000Z' });
    expect(await db.branchSettings.get('branch')).toMatchObject({ vat_percent: 5 });
    await db.availabilityChanges.put({ id: 'mark-1', product_id: 41, sold_out: true, marked_at: '2026-11-25T09:00:00.000Z', upload: 'waiting', invoice_id: null, message: null, uploaded_at: null });
    expect(await db.availabilityChanges.where('upload').equals('waiting').count()).toBe(1);
  },
};
