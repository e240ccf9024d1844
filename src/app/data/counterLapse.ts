/**
 * Counter orders left unpaid past the time the manager set lapse by themselves: checked as the
 * terminal starts and each minute after, whatever is on screen (src/db/counterOrders.ts cancels
 * them as `lapsed` and gives back their quota). The check's code loads on its first turn.
 */
import { useEffect } from 'react';
import { useDb } from './DbProvider';

const EVERY_MS = 60_000;

export function useCounterLapse(): void {
  const db = useDb();
  useEffect(() => {
    const check = () =>
      void import('../../db/counterOrders')
        .then((m) => m.lapseCounterOrders(db, new Date()))
        .catch(() => undefined);
    check();
    const timer = window.setInterval(check, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [db]);
}
