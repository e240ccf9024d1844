/**
 * What the status bar shows of the shifts, read live: apart from `shifts.ts`, so the first
 * paint does not carry the shift's dialogs and their writes.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { shiftRequiredOn, shiftsAtAGlance } from '../../db/shiftFields';
import { useSettings } from './settings';
import { useDb } from './DbProvider';

/** Whether a shift is open, whether one was closed and whether the server refused one; undefined while loading. */
export function useShiftsAtAGlance(): { open: boolean; closed: boolean; rejected: boolean } | undefined {
  const db = useDb();
  return useLiveQuery(() => shiftsAtAGlance(db), [db]);
}

/** Whether cash may change hands here only in an open shift ("Sell only with an open shift"; never at a kiosk). */
export function useShiftRequired(): boolean {
  const settings = useSettings();
  return !!settings && shiftRequiredOn(settings);
}
