/**
 * "Sell only with an open shift": when on, a sale with no shift open asks for one before it
 * completes (src/db/orders.ts refuses it, the order kept). Off unless a manager turns it on;
 * kiosk mode never asks, whatever it says.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { saveShiftRequired } from '../../db/settings';
import { db } from '../db';

export function ShiftRequiredSetting() {
  const on = useLiveQuery(async () => (await db.settings.get('terminal'))?.shiftRequired ?? false, []);
  return (
    <label className="setting">
      <input type="checkbox" checked={on ?? false} disabled={on === undefined} onChange={(e) => void saveShiftRequired(db, e.target.checked)} />
      Sell only with an open shift
    </label>
  );
}
