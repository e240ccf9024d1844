/**
 * The idle lock: no touch, click or key for "Lock after idle" minutes (Settings, default 5)
 * locks the till, as "Lock" does. Never in kiosk mode (the caller does not draw it there). A
 * sale being paid is never interrupted: the payment's own taps count as activity.
 */
import { useEffect } from 'react';
import { idleLockMs } from '../idleLock';
import { useSettings } from '../../app/data/settings';
import { useLock } from '../../app/data/staffWrites';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel'] as const;

export function IdleLock() {
  const settings = useSettings();
  const lock = useLock();
  const ms = idleLockMs(settings?.idleLockMinutes, settings?.kiosk.enabled ?? false);
  useEffect(() => {
    if (ms === null) return;
    let timer = window.setTimeout(() => void lock(), ms);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void lock(), ms);
    };
    for (const type of ACTIVITY) window.addEventListener(type, restart, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, restart, { capture: true });
    };
  }, [ms, lock]);
  return null;
}
