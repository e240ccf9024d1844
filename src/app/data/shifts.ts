/** The shift's dialogs: the open shift's X report and the refused shifts read live, and each change one transaction of `src/db/shifts.ts`. */
import type { StaffRef } from '../../staff/staff';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { Money } from '../../core/money';
import type { CashMovementKind } from '../../day/shift';
import type { ShiftRow } from '../../db/schema';
import { cancelClose, closedShifts, closeShift, moveCash, openShift, readXReport, rejectedShifts, type OpenShiftInput } from '../../db/shifts';
import { printingActions } from './printing';
import { kickDrawerAfter } from './printOnDemand';
import { useDb } from './DbProvider';

/** The open shift and its X report; null when none is open, undefined while loading. */
export function useXReport() {
  const db = useDb();
  return useLiveQuery(() => readXReport(db), [db]);
}

/** The closed shifts the server refused for good; undefined while loading. */
export function useRejectedShifts(): ShiftRow[] | undefined {
  const db = useDb();
  return useLiveQuery(() => rejectedShifts(db), [db]);
}

/** Every closed shift, newest first ("Shifts"); undefined while loading. */
export function useClosedShifts(): ShiftRow[] | undefined {
  const db = useDb();
  return useLiveQuery(() => closedShifts(db), [db]);
}

/** Each change acts on the shift `shiftId` names: one closed meanwhile on another screen is refused. */
export function useShiftWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      open: (input: OpenShiftInput) => openShift(db, input),
      /** Recorded (with who approved a cash out), then the drawer opens for the cash; a refusal opens nothing. */
      moveCash: async (kind: CashMovementKind, amount: Money, reason: string, shiftId?: string, approved_by?: StaffRef) => {
        const moved = await moveCash(db, kind, amount, reason, new Date(), shiftId, approved_by);
        if (moved.ok) kickDrawerAfter(db, kind === 'in' ? 'cash-in' : 'cash-out');
        return moved;
      },
      /** "Open drawer": a no-sale counted in the shift, then the drawer opens. */
      openDrawer: (approvedBy: StaffRef | null = null) => printingActions().then((m) => m.openDrawer(db, new Date(), { approvedBy })),
      close: (countedCash: Money, shiftId?: string) => closeShift(db, countedCash, new Date(), shiftId),
      /** A blind close given up once the expected cash was shown: the count is kept for the Z report. */
      cancelClose: (countedCash: Money, shiftId?: string) => cancelClose(db, countedCash, new Date(), shiftId),
    }),
    [db],
  );
}
