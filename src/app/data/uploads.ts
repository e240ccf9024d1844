/** What the status bar says of the uploads, read once for every screen by `DbProvider`. */
import { useContext } from 'react';
import type { UploadsSummary } from '../../db/orderCounts';
import { UploadsContext } from './DbProvider';

const NOTHING: UploadsSummary = { waiting: 0, rejected: 0, reason: null };

/** The documents waiting to upload, those refused for good, and why the first waiting one waits; nothing until read. */
export function useUploadsSummary(): UploadsSummary {
  return useContext(UploadsContext) ?? NOTHING;
}
