/**
 * Asks before the tab closes while completed sales still wait to upload (they are safe in
 * IndexedDB, but a till closed for good would hold them until it is opened again), and
 * always in kiosk mode, where only staff may leave.
 */
import { useEffect } from 'react';
import { useUploadsSummary } from './data/uploads';

export function useLeaveGuard(kiosk: boolean): void {
  const { waiting } = useUploadsSummary();
  useEffect(() => {
    if (waiting === 0 && !kiosk) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const noMenu = (event: Event) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    if (kiosk) window.addEventListener('contextmenu', noMenu);
    return () => {
      window.removeEventListener('beforeunload', ask);
      window.removeEventListener('contextmenu', noMenu);
    };
  }, [waiting, kiosk]);
}
