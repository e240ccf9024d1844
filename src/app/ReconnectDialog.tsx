/**
 * "Change server or key": a new server URL or API key for a terminal whose key was revoked
 * or rotated, behind the PIN (StaffGate; set here first when there is none). Only the
 * connection changes: the new settings are saved once `GET /api/v2/session` accepts them
 * (src/sync/connect.ts), and the waiting sales, the open and parked orders, the shift, the
 * catalog and kiosk settings all stay; the waiting sales then upload with the new key.
 *
 * What waits must reach the server and branch it was made for. Another server is refused while
 * anything has not reached the server (with the count: let it upload, or "Export unsent"); a
 * key of another branch (`location.id`) is said, with the branches, and saved only when staff
 * confirm that what waits goes there.
 */
import type { TerminalSettings } from '../db/schema';
import { saveConnection } from '../db/settings';
import { unsentBranches, unsentCount } from '../db/unsent';
import { checkConnection, normaliseServerUrl } from '../sync/connect';
import { useSyncEngine } from '../sync/ui/SyncEngineContext';
import { Dialog } from '../ui/Dialog';
import { ConnectFields, type ConnectOutcome } from './ConnectForm';
import { db } from './db';
import { unsentRefusal } from './settings/TerminalData';
import { StaffGate } from './staff/StaffGate';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';

export interface Reconnecting {
  /** The catalog sync and the waiting sales at once, as "Sync now" does. */
  syncNow(): Promise<void>;
  /** Once the new connection is saved. */
  onSaved(): void;
}

export async function reconnect(settings: TerminalSettings, serverUrl: string, apiKey: string, { syncNow, onSaved }: Reconnecting): Promise<ConnectOutcome> {
  const url = normaliseServerUrl(serverUrl);
  if (url.ok && url.url !== settings.serverUrl) {
    const count = await unsentCount(db);
    if (count > 0) return { ok: false, message: unsentRefusal('server', count) };
  }
  const checked = await checkConnection(serverUrl, apiKey);
  if (!checked.ok) return { ok: false, message: checked.message };
  const save = async (): Promise<ConnectOutcome> => {
    await saveConnection(db, checked.serverUrl, checked.apiKey);
    void syncNow();
    onSaved();
    return { ok: true };
  };
  const { location } = checked.session;
  const elsewhere = (await unsentBranches(db)).filter((id) => id !== location.id);
  if (elsewhere.length === 0) return save();
  const branch = location.name || String(location.id);
  const count = await unsentCount(db);
  return {
    ok: false,
    message: msg`This key sells for ${{ branch }} (branch ${{ id: location.id }}), but ${plural(count, {
      one: '# sale, refund or shift waiting to upload was',
      other: '# sales, refunds or shifts waiting to upload were',
    })} made at branch ${{ others: elsewhere.join(', ') }}. Connecting sends them to ${{ branch }}.`,
    confirm: { label: msg`Connect and send them there`, run: save },
  };
}

export function ReconnectDialog({ settings, onClose }: { settings: TerminalSettings; onClose(): void }) {
  const { syncNow } = useSyncEngine();
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Change server or key`}
      onEscape={onClose}
      footer={<button type="button" className="btn" onClick={onClose}>{t`Cancel`}</button>}
    >
      <StaffGate settings={settings}>
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
