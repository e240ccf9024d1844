/** Version 4: the settings row gains kiosk mode (off, no PIN). No new tables or indexes. */
import { loadedUpgrade, type Migration } from './migration';
import { v3 } from './v3';

export const v4: Migration = {
  version: 4,
  stores: v3.stores,
  upgrade: loadedUpgrade(() => import('./v4.upgrade')),
};
