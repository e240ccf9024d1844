/**
 * The idle lock's time (Settings "Idle lock"), read by the lock's watch and by Settings, loaded
 * with them, not with the first screen.
 */

/** Idle lock (Settings), in minutes: default 5; 0 = never. Never in kiosk mode, which has its own rules. */
export const DEFAULT_IDLE_LOCK_MINUTES = 5;

export function idleLockMs(minutes: number | undefined, kiosk: boolean): number | null {
  if (kiosk) return null;
  const m = minutes ?? DEFAULT_IDLE_LOCK_MINUTES;
  return Number.isFinite(m) && m > 0 ? Math.round(m * 60_000) : null;
}
