/**
 * Version 22: a category's stored listing is split into records of 300 products. `listings`
 * keeps its key and holds the first record, with `parts`, the number of records after it;
 * the new `listingParts` (keyed `[gen+id+part]`, part 1, 2...) holds those. The screen then
 * reads a first screen of a large category (thousands of products at grocery scale) as one
 * short record and the rest in the tasks after it, instead of the whole listing in one task.
 *
 * The upgrade splits every stored listing longer than a record, in place, the products
 * unchanged and in their order (a kiosk's own listing alike, slice for slice): the till sells
 * offline from the generation it held, nothing is dropped and no sync is needed. A listing of
 * 300 products or fewer is already its own first record (no `parts` reads as none). The rule
 * of the split is copied into `v22.upgrade.ts` (loaded only when it runs) as it stands at this
 * version.
 */
import { loadedUpgrade, type Migration } from './migration';
import { v21 } from './v21';

export const v22: Migration = {
  version: 22,
  stores: {
    ...v21.stores,
    listingParts: '[gen+id+part]',
  },
  upgrade: loadedUpgrade(() => import('./v22.upgrade')),
};
