/**
 * Version 2: products indexed by category within a generation, so the first category of the
 * menu can be read before the whole catalog; the settings row gains the sync interval and the
 * persisted-storage answer.
 */
import { loadedUpgrade, type Migration } from './migration';
import { v1 } from './v1';

export const v2: Migration = {
  version: 2,
  stores: {
    ...v1.stores,
    products: '[gen+id], [gen+category_id]',
  },
  upgrade: loadedUpgrade(() => import('./v2.upgrade')),
};
