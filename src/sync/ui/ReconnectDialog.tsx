/**
 * "Change server or key": a new server URL or API key for a terminal whose key was revoked
 * or rotated, behind a manager's approval (StaffGate; the first manager made there when there is none). Only the
 * connection changes: the new settings are saved once `GET /api/v2/session` accepts them
 * (src/sync/connect.ts), and the waiting sales, the open and parked orders, the shift, the
 * catalog and kiosk settings all stay; the waiting sales then upload with the new key.
 *
 * What waits must reach the server and branch it was made for. Another server is refused while
 * anything has not reached the server (with the count: let it upload, or "Export unsent"); a
 * key of another branch (`location.id`) is said, with the branches, and saved only when staff
 * confirm that what waits goes there (data/unsent.ts `reconnect`).
 */
import type { TerminalSettings } from '../../db/schema';
import { useSyncEngine } from './SyncEngineContext';
import { Dialog } from '../../ui/Dialog';
import { ConnectFields } from './ConnectForm';
import { useReconnect } from '../../app/data/unsent';
import { StaffGate } from '../../staff/ui/StaffGate';
import { useLingui } from '@lingui/react/macro';

export function ReconnectDialog({ settings, onClose }: { settings: TerminalSettings; onClose(): void }) {
  const { syncNow } = useSyncEngine();
  const reconnect = useReconnect();
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Change server or key`}
      onEscape={onClose}
      footer={<button type="button" className="btn" onClick={onClose}>{t`Cancel`}</button>}
    >
      <StaffGate action="server">
        <p>
          {t`Sales waiting to upload, open and parked orders and the shift stay on this terminal and go to the server once it accepts the new key.`}
        </p>
        <ConnectFields
          initialUrl={settings.serverUrl ?? ''}
          onConnect={(url, key) => reconnect(settings, url, key, { syncNow, onSaved: onClose })}
        />
      </StaffGate>
    </Dialog>
  );
}
