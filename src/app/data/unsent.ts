/**
 * What the terminal holds that the server has not acknowledged (`src/db/unsent.ts`): its count
 * read live, its export and import, and what would lose it (logging out, clearing the data,
 * another server or branch), each refused or asked first while anything waits. Loaded with
 * "Settings" and "Change server or key", not with the page.
 */
import { msg, plural } from '@lingui/core/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { PosDb, TerminalSettings } from '../../db/schema';
import { saveConnection } from '../../db/settings';
import { importUnsent, logOut, unsentBranches, unsentCount, unsentDocuments, type UnsentDocument } from '../../db/unsent';

/** The branch a waiting document was made at (src/db/unsent.ts), for a handed-over file's check. */
export { branchOf } from '../../db/unsent';
import { checkConnection, normaliseServerUrl } from '../../sync/connect';
import type { ConnectOutcome } from '../../sync/ui/ConnectForm';
import { unsentRefusal } from '../settings/unsentRefusal';
import { useDb } from './DbProvider';

/** How many sales, refunds and shifts have not reached the server; 0 while loading. */
export function useUnsentCount(): number {
  const db = useDb();
  return useLiveQuery(() => unsentCount(db), [db]) ?? 0;
}

export function useUnsentWrites() {
  const db = useDb();
  return useMemo(
    () => ({
      count: () => unsentCount(db),
      documents: () => unsentDocuments(db),
      importDocuments: (documents: readonly UnsentDocument[]) => importUnsent(db, documents),
      /** Marks the documents handed over to the file's importer; answers those still this terminal's to give. */
      handOver: (documents: readonly UnsentDocument[]) => import('../../db/handover').then((m) => m.handOver(db, documents)),
      logOut: () => logOut(db),
      /** The whole database goes (the caller then starts the page as a new terminal). */
      deleteDatabase: async () => {
        db.close();
        await db.delete();
      },
    }),
    [db],
  );
}

export interface Reconnecting {
  /** The catalog sync and the waiting sales at once, as "Sync now" does. */
  syncNow(): Promise<void>;
  /** Once the new connection is saved. */
  onSaved(): void;
}

/**
 * "Change server or key": another server is refused while anything waits (with the count); a
 * key of another branch (`location.id`) than what waits was made at is said, and saved only
 * on "Connect and send them there".
 */
export async function reconnect(db: PosDb, settings: TerminalSettings, serverUrl: string, apiKey: string, { syncNow, onSaved }: Reconnecting): Promise<ConnectOutcome> {
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
      one: '# sale, refund, shift, void or sold-out mark waiting to upload was',
      other: '# sales, refunds, shifts, voids or sold-out marks waiting to upload were',
    })} made at branch ${{ others: elsewhere.join(', ') }}. Connecting sends them to ${{ branch }}.`,
    confirm: { label: msg`Connect and send them there`, run: save },
  };
}

export function useReconnect(): (settings: TerminalSettings, serverUrl: string, apiKey: string, reconnecting: Reconnecting) => Promise<ConnectOutcome> {
  const db = useDb();
  return useMemo(() => (settings, serverUrl, apiKey, reconnecting) => reconnect(db, settings, serverUrl, apiKey, reconnecting), [db]);
}
