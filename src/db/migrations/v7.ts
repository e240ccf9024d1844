/**
 * Version 7: a product's `category_id` (one id or null) becomes `category_ids`, a list, since
 * the service sends a csv when a product is in several categories (2.6). Every stored
 * generation and the add-ons are rewritten, so the till still starts offline on its catalog.
 */
import { loadedUpgrade, type Migration } from './migration';
import { v6 } from './v6';

export const v7: Migration = {
  version: 7,
  stores: v6.stores,
  upgrade: loadedUpgrade(() => import('./v7.upgrade')),
};
