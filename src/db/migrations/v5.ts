/**
 * Version 5: products are stored in chunks (`productChunks`), many per record, since
 * IndexedDB's cost is per record. The active generation's products move there; the rows of
 * other generations are leftovers of interrupted syncs and go with the table in version 6.
 */
import { loadedUpgrade, type Migration } from './migration';
import { v4 } from './v4';

export const v5: Migration = {
  version: 5,
  stores: {
    ...v4.stores,
    productChunks: '[gen+chunk]',
  },
  upgrade: loadedUpgrade(() => import('./v5.upgrade')),
};
