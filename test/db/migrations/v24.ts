import { expect } from 'vitest';
import { NO_PIN_LOCK } from '../../../src/core/pinLockout';
import type { VersionFixture } from './fixture';

/** A terminal with a manager as version 24 stored it: no audit record yet. */
export const v24: VersionFixture = {
  version: 24,
  promise: 'a terminal keeps its staff and starts with no audit events',
  rows: {
    staff: [{ staff_id: 'mona', name: 'Mona', role: 'manager', pinHash: 'aa', pinSalt: 'bb', pinLock: NO_PIN_LOCK }],
  },
  async upgraded(db) {
    expect(await db.staff.get('mona')).toMatchObject({ name: 'Mona', role: 'manager' });
    expect(await db.auditEvents.count()).toBe(0);
    await db.auditEvents.add({ event_id: 'e1', terminal_id: 't', location_id: null, at: '2026-11-29T05:00:00.000Z', kind: 'pin_forgotten', staff_id: 'mona', approved_by: null, detail: {} });
    expect(await db.auditEvents.orderBy('at').primaryKeys()).toEqual(['e1']);
  },
};
