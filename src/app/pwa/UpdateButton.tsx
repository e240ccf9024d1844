/**
 * "Update available": shown when a new version waits. It applies only on the cashier's
 * tap, and is disabled while an order holds lines or a payment is in progress, so a sale is
 * never interrupted by a reload. `ReloadWhenIdle` does the same for a tab whose update was
 * applied in another tab: it reloads on its own, but only once idle.
 */
import { useEffect } from 'react';
import { useOrderLineCount } from '../data/cart';
import { useTillState } from '../tillStore';
import { applyUpdate, useUpdateState } from './serviceWorker';
import { useLingui } from '@lingui/react/macro';

/** No order lines and no payment in progress: a reload interrupts nothing. Null while unknown. */
function useTillIdle(): boolean | null {
  const paymentOpen = useTillState((s) => s.paymentOpen);
  const lines = useOrderLineCount();
  return lines === undefined ? null : lines === 0 && !paymentOpen;
}

export function UpdateButton() {
  const waiting = useUpdateState((s) => s.waiting);
  const idle = useTillIdle();
  const { t } = useLingui();
  if (!waiting) return null;
  const busy = idle !== true;
  return (
    <button
      type="button"
      className="btn update-button"
      disabled={busy}
      title={busy ? t`Finish the current order to update` : t`Restart with the new version`}
      onClick={applyUpdate}
    >
      {t`Update available`}
    </button>
  );
}

export function ReloadWhenIdle() {
  const pending = useUpdateState((s) => s.reloadWhenIdle);
  const idle = useTillIdle();
  useEffect(() => {
    if (pending && idle === true) window.location.reload();
  }, [pending, idle]);
  return null;
}
