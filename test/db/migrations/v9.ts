import { expect } from 'vitest';
import { rejectedShifts, shiftsAtAGlance } from '../../../src/db/shifts';
import type { VersionFixture } from './fixture';

/** A shift the server refused, one it took, and today's, still open. */
export const v9: VersionFixture = {
  version: 9,
  promise: 'a shift the server refused is found by its upload state',
  rows: {
    shifts: [
      { shift_id: 'refused', status: 'closed', opened_at: '2026-11-20T06:00:00.000Z', upload: 'rejected', message: 'Invalid shift' },
      { shift_id: 'sent', status: 'closed', opened_at: '2026-11-21T06:00:00.000Z', upload: 'uploaded', message: null },
      { shift_id: 'today', status: 'open', opened_at: '2026-11-22T06:00:00.000Z', upload: null, message: null },
    ],
  },
  async upgraded(db) {
    expect((await rejectedShifts(db)).map((s) => s.shift_id)).toEqual(['refused']);
    expect(await shiftsAtAGlance(db)).toEqual({ open: true, closed: true, rejected: true });
  },
};
