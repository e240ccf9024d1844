/**
 * The sync status bar (ui-contract "Status bar"): `status` "Sync status" saying Synced (with
 * the time of the last success), Syncing n / total (with the "Catalog sync" progress bar),
 * Offline or Sync failed (with the reason in plain words), and the "Sync now" button.
 * `children` go at the end of the bar (the count of orders waiting to upload).
 */
import type { ReactNode } from 'react';
import type { SyncStatus } from '../status';
import { useSyncEngine } from './SyncEngineContext';
import { useSyncStatus } from './useSyncStatus';

function time(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

const REASONS = {
  unauthorized: 'key rejected',
  server: 'server error',
  unreachable: 'server unreachable',
  storage: 'could not save the catalog on this device',
} as const;

/** The status text; exported for the app's document title and for tests. */
export function statusText(status: SyncStatus): string {
  const at = time(status.lastSuccessAt);
  switch (status.kind) {
    case 'idle':
      return at ? `Synced ${at}` : 'Not synced yet';
    case 'syncing':
      return status.total > 0 ? `Syncing ${status.done} / ${status.total}` : 'Syncing';
    case 'offline':
      return at ? `Offline · catalog from ${at}` : 'Offline';
    case 'failed':
      return `Sync failed: ${REASONS[status.reason]}`;
    default: {
      const never: never = status;
      return never;
    }
  }
}

export function StatusBar({ children }: { children?: ReactNode }) {
  const status = useSyncStatus();
  const { syncNow } = useSyncEngine();
  return (
    <div className={`status-bar status-bar--${status.kind}`}>
      <div role="status" aria-label="Sync status" className="status-bar__status">
        <span>{statusText(status)}</span>
        {status.kind === 'failed' && <span className="status-bar__detail"> {status.message}</span>}
        {status.kind === 'syncing' && (
          <progress
            aria-label="Catalog sync"
            max={status.total > 0 ? status.total : undefined}
            value={status.total > 0 ? status.done : undefined}
          />
        )}
      </div>
      <button type="button" className="btn status-bar__sync" onClick={() => void syncNow()}>
        Sync now
      </button>
      {children}
    </div>
  );
}
