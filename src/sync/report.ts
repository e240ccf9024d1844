/**
 * The sync's tools for its report (src/core/syncReport.ts): counts that start at zero and the
 * log of dropped rows, which lists only the first ones to keep the stored report small.
 */
import type { DroppedRow, SyncCounts } from '../core/syncReport';

export const MAX_LISTED_DROPS = 200;

export function emptyCounts(): SyncCounts {
  return {
    products: 0,
    addons: 0,
    categories: 0,
    modifierGroups: 0,
    modifierItems: 0,
    brands: 0,
    brandGroups: 0,
    channels: 0,
    quotas: 0,
    soldOut: 0,
  };
}

/** Collects dropped rows while a sync runs, listing only the first ones to keep the report small. */
export class DropLog {
  readonly listed: DroppedRow[] = [];
  count = 0;

  add(rows: readonly DroppedRow[]): void {
    this.count += rows.length;
    for (const row of rows) {
      if (this.listed.length >= MAX_LISTED_DROPS) break;
      this.listed.push(row);
    }
  }
}
