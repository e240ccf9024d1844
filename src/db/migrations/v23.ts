/**
 * Version 23: the terminal's staff (assumed-contracts 10), one row per person with their own
 * PIN (a salted PBKDF2 hash, as the manager PIN was) and their own lockout. The upgrade turns
 * the terminal's one manager PIN (`settings.kiosk.pinHash`) into its first manager, named
 * "Manager" until renamed, with the PIN's lockout; the settings row then holds no PIN. Nobody
 * is signed in after the upgrade: the manager signs in with the PIN they know.
 */
import { loadedUpgrade, type Migration } from './migration';
import { v22 } from './v22';

export const v23: Migration = {
  version: 23,
  stores: { ...v22.stores, staff: 'staff_id' },
  upgrade: loadedUpgrade(() => import('./v23.upgrade')),
};
