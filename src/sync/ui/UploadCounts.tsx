/**
 * The status bar's upload counts: the sales not yet acknowledged by the server (ui-contract
 * "Orders waiting to upload") and the sales it refused for good ("Orders rejected", shown
 * while there is one), read live from the database so every tab shows the same.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { rejectedCount, waitingCount } from '../../db/orders';
import type { PosDb } from '../../db/schema';
import './uploads.css';

function Count({ word, label, value, kind }: { word: string; label: string; value: number; kind: string }) {
  return (
    <span className={`uploads__count uploads__count--${kind}`}>
      <span>{word}</span>{' '}
      <span className="badge" aria-label={label}>
        {value}
      </span>
    </span>
  );
}

export function UploadCounts({ db }: { db: PosDb }) {
  const counts = useLiveQuery(async () => ({ waiting: await waitingCount(db), rejected: await rejectedCount(db) }), [db]);
  const { waiting, rejected } = counts ?? { waiting: 0, rejected: 0 };
  return (
    <span className="uploads">
      <Count word="Waiting" label="Orders waiting to upload" value={waiting} kind="waiting" />
      {rejected > 0 && <Count word="Rejected" label="Orders rejected" value={rejected} kind="rejected" />}
    </span>
  );
}
