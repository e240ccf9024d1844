/**
 * While kiosk mode is on, the page is locked down (kioskLockdown.ts). That module loads only
 * when a terminal is in kiosk mode, so a cashier's till does not carry it in its first load.
 */
import { useEffect } from 'react';

export function useKioskLockdown(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let undo: (() => void) | null = null;
    let ended = false;
    void import('./kioskLockdown').then((m) => {
      if (!ended) undo = m.lockDownPage();
    });
    return () => {
      ended = true;
      undo?.();
    };
  }, [enabled]);
}
