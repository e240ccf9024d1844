/**
 * The manager PIN's lockout, as the settings row holds it (read once for every screen by
 * `DbProvider`), and each try counted in one transaction (`src/db/settings.ts`) through the
 * page's one view of the lockout (`data/pinTry.ts`), whose wait also runs on the monotonic
 * clock. Apart from `settings.ts`: only the PIN dialogs, loaded on first use, need it.
 */
import { NO_PIN_LOCK, type PinLock } from '../../core/pinLockout';
import { pinTries, type PinTries } from './pinTry';
import { useDb } from './DbProvider';
import { useSettings } from './settings';

/** The manager PIN's lockout as stored, and the tries counted against it. */
export function usePinLock(): { lock: PinLock; tries: PinTries } {
  const db = useDb();
  return { lock: useSettings()?.pinLock ?? NO_PIN_LOCK, tries: pinTries(db) };
}
