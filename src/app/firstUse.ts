/**
 * The code of what a cashier opens first after a start: the option picker, "Pay" and
 * "Orders". Each is a chunk of its own, outside the first load; once the selling screen has
 * painted, `firstUseChunks.ts` is loaded and fetches and evaluates them when the till is idle,
 * one idle period each, so the first of each opens without waiting for its code (precached:
 * offline too). The first load carries only this hook.
 */
import { useEffect } from 'react';

/** Loads the first-use chunks after the first paint, when the till is idle; a kiosk only those its customers open. */
export function useFirstUseChunks(kiosk: boolean): void {
  useEffect(() => {
    // A frame callback runs before the paint, a task it queues after it.
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        void import('./firstUseChunks').then((m) => m.loadFirstUseChunks(kiosk)).catch(() => undefined);
      }, 0),
    );
    return () => cancelAnimationFrame(frame);
  }, [kiosk]);
}
