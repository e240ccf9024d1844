/**
 * "Start a new sale by itself" (Settings, off unless turned on): after "Complete sale" the
 * receipt gives way to a new order after `AUTO_NEW_SALE_SECONDS`, so "New sale" is not a tap on
 * every sale. The change due stays the largest text until then (Receipt's `ChangeDue`); this
 * line under it says when, in smaller type, and "Keep receipt" stops the countdown for this sale
 * (a customer asking for a copy, a tender to check).
 */
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';

/** Long enough to read the change and hand it over; short enough that the next customer waits for nothing. */
export const AUTO_NEW_SALE_SECONDS = 8;

export function AutoNewSale({ onNewSale }: { onNewSale(): void }) {
  const { t } = useLingui();
  const [left, setLeft] = useState<number | null>(AUTO_NEW_SALE_SECONDS);
  const counting = left !== null;
  // The screen around may draw again with a new `onNewSale`: the countdown runs on, never restarts.
  const newSale = useRef(onNewSale);
  useEffect(() => {
    newSale.current = onNewSale;
  });
  useEffect(() => {
    if (!counting) return;
    const done = window.setTimeout(() => newSale.current(), AUTO_NEW_SALE_SECONDS * 1000);
    const tick = window.setInterval(() => setLeft((n) => (n === null ? n : Math.max(0, n - 1))), 1000);
    return () => {
      window.clearTimeout(done);
      window.clearInterval(tick);
    };
  }, [counting]);
  if (left === null) return null;
  return (
    <p className="receipt__auto">
      <span>{t`New sale in ${left} s`}</span>
      <button type="button" className="btn btn--small" onClick={() => setLeft(null)}>
        {t`Keep receipt`}
      </button>
    </p>
  );
}
