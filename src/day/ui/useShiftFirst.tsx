/**
 * "Sell only with an open shift" for what moves cash outside the sale (a counter order marked
 * paid, a refund): asked before the manager's approval, it opens "Open shift" over the dialog
 * when none is open, as the sale does, and answers whether the action may go on. The store
 * checks again in the document's own transaction (src/db/shiftFields.ts `shiftRequiredOn`).
 */
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { Session } from '../../core/catalog';
import { useShiftRequired, useShiftsAtAGlance } from '../../app/data/shiftGlance';

const OpenShiftDialog = lazy(() => import('./ShiftDialogs').then((m) => ({ default: m.OpenShiftDialog })));

export function useShiftFirst(session: Session | null, description: string): { shiftFirst(): Promise<boolean>; dialog: ReactNode } {
  const required = useShiftRequired();
  const open = useShiftsAtAGlance()?.open;
  const [ask, setAsk] = useState<((opened: boolean) => void) | null>(null);
  const needed = required && open === false && session !== null;
  const shiftFirst = useCallback(
    () => (needed ? new Promise<boolean>((answer) => setAsk(() => answer)) : Promise.resolve(true)),
    [needed],
  );
  const answer = (opened: boolean) => {
    ask?.(opened);
    setAsk(null);
  };
  const dialog =
    ask && session ? (
      <Suspense fallback={null}>
        <OpenShiftDialog session={session} description={description} onOpened={() => answer(true)} onCancel={() => answer(false)} />
      </Suspense>
    ) : null;
  return { shiftFirst, dialog };
}
