/**
 * Version 10: shifts indexed by their upload state, so the status bar finds a refused shift
 * without reading every shift the terminal ever closed (it asks again after every sale, which
 * writes the open shift). An open shift has no upload state and is not in the index. No data
 * changes.
 */
import type { Migration } from './migration';
import { v9 } from './v9';

export const v10: Migration = {
  version: 10,
  stores: {
    ...v9.stores,
    shifts: 'shift_id, status, opened_at, upload',
  },
};
