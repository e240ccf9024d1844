/**
 * Version 12: the print queue (`printJobs`), each job under its own id with its state, indexed
 * by state so the queue and the status bar find the jobs to print or to look at without
 * reading the ones printed; `created_at` orders them. No data changes.
 */
import type { Migration } from './migration';
import { v11 } from './v11';

export const v12: Migration = {
  version: 12,
  stores: {
    ...v11.stores,
    printJobs: 'id, state, created_at',
  },
};
