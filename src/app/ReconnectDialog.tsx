/**
 * "Change server or key": a new server URL or API key for a terminal whose key was revoked
 * or rotated, behind the manager PIN (set here first when there is none). Only the
 * connection changes: the new settings are saved once `GET /api/v2/session` accepts them
 * (src/sync/connect.ts), and the waiting sales, the open and parked orders, the shift, the
 * catalog and kiosk settings all stay; the waiting sales then upload with the new key.
 */
import { useState } from 'react';
import { Dialog } from '../ui/Dialog';
import type { TerminalSettings } from '../db/schema';
import type { ConnectResult } from '../sync/connect';
import { useSyncEngine } from '../sync/ui/SyncEngineContext';
import { ConnectFields, type ConnectOutcome } from './ConnectForm';
import { useConnect } from './data/connection';
import { PinStep } from './kiosk/ManagerPin';
import { useLingui } from '@lingui/react/macro';

/** `syncNow`: the catalog sync and the waiting sales at once, as "Sync now" does. */
async function reconnect(connect: () => Promise<ConnectResult>, syncNow: () => Promise<void>): Promise<ConnectOutcome> {
  const result = await connect();
  if (!result.ok) return { ok: false, message: result.message };
  void syncNow();
  return { ok: true };
}

export function ReconnectDialog({ settings, onClose }: { settings: TerminalSettings; onClose(): void }) {
  const [passed, setPassed] = useState(false);
  const { syncNow } = useSyncEngine();
  const connect = useConnect();
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Change server or key`}
      onEscape={onClose}
      footer={<button type="button" className="btn" onClick={onClose}>{t`Cancel`}</button>}
    >
      {passed ? (
        <>
          <p>
            {t`Sales waiting to upload, open and parked orders and the shift stay on this terminal and go to the server once it accepts the new key.`}
          </p>
          <ConnectFields
            initialUrl={settings.serverUrl ?? ''}
            onConnect={async (url, key) => {
              const outcome = await reconnect(() => connect(url, key), syncNow);
              if (outcome.ok) onClose();
              return outcome;
            }}
          />
        </>
      ) : (
        <PinStep settings={settings} onPassed={() => setPassed(true)} />
      )}
    </Dialog>
  );
}
