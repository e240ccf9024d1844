/**
 * What a full sync tells afterwards: how many rows of each kind it kept, which rows it dropped
 * and why. Stored with the generation (`syncMeta.lastReport`) so a support person can see why
 * a product is missing from the menu. Plain types: the sync writes them (src/sync/report.ts
 * collects the drops), the database stores them, the screens read them.
 */

/** The routes a sync reads, named as the emulator's fault controls name them. */
export type SyncRoute =
  | 'session'
  | 'products'
  | 'addons'
  | 'categories'
  | 'modifiers'
  | 'brands'
  | 'channels'
  | 'quota'
  | 'soldout'
  | 'openorders';

/**
 * A row the decoder refused, or a piece of a row it kept (a channel price, a category id:
 * the reason then starts `part dropped, row kept:`). `id` is the row's id when one could be
 * read.
 */
export interface DroppedRow {
  route: SyncRoute;
  id: number | null;
  reason: string;
}

export interface SyncCounts {
  products: number;
  addons: number;
  categories: number;
  modifierGroups: number;
  modifierItems: number;
  brands: number;
  brandGroups: number;
  channels: number;
  quotas: number;
  soldOut: number;
}

export interface SyncReport {
  generation: number;
  startedAt: string;
  finishedAt: string;
  pageSize: number;
  /** Listing pages asked for at once (the one being read and those ahead of it); absent in reports of older syncs. */
  pagesInFlight?: number;
  /**
   * Records the sync wrote: `catalog`, the new generation's (0 when the catalog was served
   * unchanged and the generation in use was kept), and `quotas`, the quota rows it rewrote as
   * a poll does. Absent in reports of older syncs.
   */
  written?: { catalog: number; quotas: number };
  counts: SyncCounts;
  /** Malformed rows and pieces left out of kept rows, all of them counted, the first `MAX_LISTED_DROPS` (src/sync/report.ts) listed. */
  malformed: number;
  dropped: DroppedRow[];
  /** Categories the server marks `is_deleted` 1: dropped on purpose, not malformed. */
  deletedCategories: number;
  /** Rows whose id was already held (the same product on two pages). */
  duplicates: number;
  /** Times the product or add-on listing was read again from page 1 because its total changed. */
  restarts: number;
  /** Plain remarks, such as a companion route the server does not offer. */
  notes: string[];
}
