/**
 * The upload part of the status bar: the sales not yet acknowledged by the server
 * (ui-contract "Orders waiting to upload"), the sales it refused for good ("Orders rejected",
 * shown while there is one), and what the uploads are doing ("Upload status"): uploading, a
 * failure and its reason with the next try, or stopped on a refused key. Counts and reasons
 * are what the shell reads live from the database (`useUploadsSummary`), so every tab shows
 * the same; the state is this tab's uploader's. While the browser has not agreed to keep the
 * storage (src/sync/persistence.ts; the settings row says) and anything waits, a note
 * ("Storage warning") says the unsent sales may be deleted and how to install the app.
 */
import { lazy, Suspense } from 'react';
import { t } from '@lingui/core/macro';
import type { UploadsSummary } from '../../db/orderCounts';
import type { UploadStatus } from '../outbox/status';
import { useUploadStatus } from './useSyncStatus';
import './uploads.css';
import { formatTime, i18n } from '../../i18n/i18n';
import { useLingui } from '@lingui/react/macro';

const StorageWarning = lazy(() => import('./StorageWarning').then((m) => ({ default: m.StorageWarning })));

function Count({ word, label, value, kind }: { word: string; label: string; value: number; kind: string }) {
  return (
    <span className={`uploads__count uploads__count--${kind}`}>
      <span>{word}</span>{' '}
      <span role="group" className="badge" aria-label={label}>
        {value}
      </span>
    </span>
  );
}

function clock(ms: number): string {
  return formatTime(new Date(ms));
}

/**
 * What the uploads are doing, in the cashier's words; null when there is nothing to say
 * (nothing waits, or the till is offline, which the sync status already says). `reason` is
 * the last error of the first sale still waiting.
 */
function uploadText(status: UploadStatus, reason: string | null): string | null {
  switch (status.kind) {
    case 'paused-unauthorized':
      return t`Uploads stopped: the server rejected the API key`;
    case 'uploading':
      return t`Uploading`;
    case 'waiting-for-network':
      return null;
    case 'idle':
      if (status.retryAt === null) return null;
      return reason
        ? t`Upload failed: ${{ reason: i18n._(reason) }} · next try ${{ at: clock(status.retryAt) }}`
        : t`Next upload try ${{ at: clock(status.retryAt) }}`;
    default: {
      const never: never = status;
      return never;
    }
  }
}

/** `persisted`: the browser's answer to keeping the storage for good (null: not asked yet). */
export function Uploads({ summary, persisted }: { summary: UploadsSummary; persisted: boolean | null }) {
  const status = useUploadStatus();
  const { t } = useLingui();
  const { waiting, rejected, reason } = summary;
  const text = uploadText(status, reason);
  return (
    <span className="uploads">
      <Count word={t`Waiting`} label={t`Orders waiting to upload`} value={waiting} kind="waiting" />
      {rejected > 0 && <Count word={t`Rejected`} label={t`Orders rejected`} value={rejected} kind="rejected" />}
      <span role="status" aria-label={t`Upload status`} className={`uploads__state uploads__state--${status.kind}`}>
        {text}
      </span>
      {/* The browser said no to keeping the storage (src/sync/persistence.ts): what waits may go. */}
      {persisted === false && waiting > 0 && (
        <Suspense fallback={null}>
          <StorageWarning />
        </Suspense>
      )}
    </span>
  );
}
