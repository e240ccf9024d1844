/**
 * "Update available": shown when a new version waits. It applies only on the cashier's
 * tap, and is disabled while an order holds lines or a payment is in progress, so a sale is
 * never interrupted by a reload, and while work is on screen (a receipt, a kitchen ticket, a
 * refund, a cash count or a report: src/ui/workOnScreen.ts), so none is thrown away.
 * `ReloadWhenIdle` does the same for a tab whose update was applied in another tab: it
 * reloads on its own, but only once idle.
 */
import { useEffect } from 'react';
import { useOrderLineCount } from '../data/cart';
import { useStore } from 'zustand';
import { tillStore } from '../tillStore';
import { applyUpdate, updateStore } from './serviceWorker';
import { useLingui } from '@lingui/react/macro';
import { useWorkOnScreen } from '../../ui/workOnScreen';

/**
 * What a reload would interrupt: null when nothing (no order lines, no payment in progress,
 * no work on screen); 'unknown' while the stored order is being read.
 */
function useTillBusy(): 'unknown' | 'order' | 'work' | null {
  const paymentOpen = useStore(tillStore, (s) => s.paymentOpen);
  const work = useWorkOnScreen();
  const lines = useOrderLineCount();
  if (lines === undefined) return 'unknown';
  if (lines > 0 || paymentOpen) return 'order';
  return work ? 'work' : null;
}

export function UpdateButton() {
  const waiting = useStore(updateStore, (s) => s.waiting);
  const busy = useTillBusy();
  const { t } = useLingui();
  if (!waiting) return null;
  const title =
    busy === 'work'
      ? t`Close what is on screen (a receipt, a refund, a count or a report) to update`
      : busy !== null
        ? t`Finish the current order to update`
        : t`Restart with the new version`;
  return (
    <button type="button" className="btn update-button" disabled={busy !== null} title={title} onClick={applyUpdate}>
      {t`Update available`}
    </button>
  );
}

const reloadPage = () => window.location.reload();

export function ReloadWhenIdle({ reload = reloadPage }: { reload?: () => void }) {
  const pending = useStore(updateStore, (s) => s.reloadWhenIdle);
  const busy = useTillBusy();
  useEffect(() => {
    if (pending && busy === null) reload();
  }, [pending, busy, reload]);
  return null;
}

/** `UpdateButton`, or with `reload` `ReloadWhenIdle`: the one entry UpdateWhenWaiting.tsx loads. */
export default function UpdatePart({ reload }: { reload: boolean }) {
  return reload ? <ReloadWhenIdle /> : <UpdateButton />;
}
