/**
 * Version 1, the first published schema: the settings and sync bookkeeping rows, and the
 * catalog tables, each row under the generation (`gen`) a full sync wrote it in.
 */
import type { Migration } from './migration';

export const v1: Migration = {
  version: 1,
  stores: {
    settings: 'id',
    syncMeta: 'id',
    session: 'gen',
    products: '[gen+id]',
    addons: '[gen+id]',
    categories: '[gen+id]',
    modifierGroups: '[gen+id]',
    brands: '[gen+brand_id]',
    channels: '[gen+channel_id]',
    quotas: '[gen+product_id]',
    soldOut: 'id',
  },
};
