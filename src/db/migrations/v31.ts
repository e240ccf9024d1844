/**
 * Version 31: a split order's bills found by their `split_of` (assumed-contracts 10): completed
 * sales and void documents indexed by it, and parked orders by their cart's (`cart.split_of`),
 * so clearing one bill reads only its order's other bills, never every stored sale. No upgrade:
 * the stored rows keep their shape and the indexes are built from them. Built on the newest
 * version before it (`PREVIOUS`), so renumbering it is changing one import.
 */
import type { Migration } from './migration';
import { v30 as PREVIOUS } from './v30';

export const v31: Migration = {
  version: 31,
  stores: {
    ...PREVIOUS.stores,
    orders: 'client_order_id, created_at, ticket_seq, upload, uploaded_at, split_of',
    voids: 'client_order_id, created_at, split_of',
    parked: 'id, parked_at, cart.split_of',
  },
};
