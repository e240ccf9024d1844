import { expect } from 'vitest';
import { listAuditEvents, recordAudit } from '../../../src/db/audit';
import type { VersionFixture } from './fixture';

/** A terminal of version 24, with an open outbox: it had no audit trail. */
export const v24: VersionFixture = {
  version: 24,
  promise: 'a terminal upgraded starts its audit trail empty, keeps its queue, and records the next change',
  rows: {
    outbox: [{ client_order_id: 'sale-1', queued_at: 1, attempts: 0, next_attempt_at: 0, last_error: null }],
  },
  async upgraded(db) {
    expect(await db.auditEvents.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
    await recordAudit(db, 'drawer_opened', {}, { newId: () => 'e-1', now: new Date(2) });
    expect((await listAuditEvents(db)).map((e) => e.kind)).toEqual(['drawer_opened']);
    expect((await db.outbox.orderBy('queued_at').toArray()).map((e) => e.kind ?? 'sale')).toEqual(['sale', 'audit']);
  },
};
