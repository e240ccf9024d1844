/** Version 6: the per-product table of versions 1 to 5 is removed (version 5 moved its rows into chunks). */
import type { Migration } from './migration';
import { v5 } from './v5';

export const v6: Migration = {
  version: 6,
  stores: {
    ...v5.stores,
    products: null,
  },
};
