/**
 * "Update available": shown when a new version waits. It applies only on the cashier's
 * tap, and is disabled while an order holds lines or a payment is in progress, so a sale is
 * never interrupted by a reload.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { useTillState } from '../tillStore';
import { applyUpdate, useUpdateState } from './serviceWorker';

export function UpdateButton() {
  const waiting = useUpdateState((s) => s.waiting);
  const paymentOpen = useTillState((s) => s.paymentOpen);
  const lines = useLiveQuery(async () => (await db.cart.get('current'))?.lines.length ?? 0, []) ?? 0;
  if (!waiting) return null;
  const busy = lines > 0 || paymentOpen;
  return (
    <button
      type="button"
      className="btn update-button"
      disabled={busy}
      title={busy ? 'Finish the current order to update' : 'Restart with the new version'}
      onClick={applyUpdate}
    >
      Update available
    </button>
  );
}
