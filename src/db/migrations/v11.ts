/**
 * Version 11: what the selling screen reads, stored with each generation so the screen reads
 * one category at a time: the generation's head (`catalogHeads`: brands, live categories, the
 * 2.10.4 rail candidates, the Deals list) and each category's sorted 2.10.5 listing
 * (`listings`). The upgrade derives them for the active generation, so the till still starts
 * offline on the catalog it holds; other generations are leftovers.
 *
 * The derivation, in `v11.upgrade.ts` (loaded only when it runs), is a frozen copy of the menu
 * rules as they stood at this version (`liveCategories`, `categoryListings`, `railCandidates`,
 * `dealsList`, `isKioskSellable`): later changes to those rules reach a stored catalog through
 * the next full sync, never by changing what this upgrade wrote.
 */
import { loadedUpgrade, type Migration } from './migration';
import { v10 } from './v10';

export const v11: Migration = {
  version: 11,
  stores: {
    ...v10.stores,
    catalogHeads: '[gen+id]',
    listings: '[gen+id]',
  },
  upgrade: loadedUpgrade(() => import('./v11.upgrade')),
};
