/**
 * The sync status bar (ui-contract "Status bar"): `status` "Sync status" saying Synced (with
 * the time of the last success), Syncing n / total (with the "Catalog sync" progress bar),
 * Offline or Sync failed (with the reason in plain words), and the "Sync now" button.
 * `children` go at the end of the bar (the count of orders waiting to upload).
 */
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { SyncStatus } from '../status';
import { useSyncEngine } from './SyncEngineContext';
import { useSyncStatus } from './useSyncStatus';
import { formatTime, i18n } from '../../i18n/i18n';
import { useLingui } from '@lingui/react/macro';

function time(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatTime(date);
}

const REASONS = {
  unauthorized: () => t`Sync failed: key rejected`,
  server: () => t`Sync failed: server error`,
  unreachable: () => t`Sync failed: server unreachable`,
  storage: () => t`Sync failed: could not save the catalog on this device`,
} as const;

/** The status text; exported for the app's document title and for tests. */
export function statusText(status: SyncStatus): string {
  const at = time(status.lastSuccessAt);
  switch (status.kind) {
    case 'idle':
      return at ? t`Synced ${at}` : t`Not synced yet`;
    case 'syncing':
      return status.total > 0 ? t`Syncing ${{ done: status.done }} / ${{ total: status.total }}` : t`Syncing`;
    case 'offline':
      return at ? t`Offline · catalog from ${at}` : t`Offline`;
    case 'failed':
      return REASONS[status.reason]();
    default: {
      const never: never = status;
      return never;
    }
  }
}

export function StatusBar({ children }: { children?: ReactNode }) {
  const status = useSyncStatus();
  const { syncNow } = useSyncEngine();
  const { t } = useLingui();
  return (
    <div className={`status-bar status-bar--${status.kind}`}>
      <div role="status" aria-label={t`Sync status`} className="status-bar__status">
        <span>{statusText(status)}</span>
        {status.kind === 'failed' && <span className="status-bar__detail"> {failureDetail(status)}</span>}
        {status.kind === 'syncing' && (
          <progress
            aria-label={t`Catalog sync`}
            max={status.total > 0 ? status.total : undefined}
            value={status.total > 0 ? status.done : undefined}
          />
        )}
      </div>
      <button type="button" className="btn status-bar__sync" onClick={() => void syncNow()}>
        {t`Sync now`}
      </button>
      {children}
    </div>
  );
}

/**
 * The failure's detail: a reason the till words itself is a message of the catalog; the
 * server's own words (or a count the sync wrote down) show as they came.
 */
function failureDetail(status: Extract<SyncStatus, { kind: 'failed' }>): string {
  return i18n._(status.message);
}
