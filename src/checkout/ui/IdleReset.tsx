/**
 * Kiosk idle reset: an order nobody has touched for `idleSeconds` asks "Still there?"
 * with a countdown; when it runs out the abandoned order is cleared for the next customer.
 * Any touch or key press restarts the wait; nothing runs while no order is open. The payment
 * screen is no exception: one left open is abandoned too. The question is drawn over every
 * dialog (a portal after them), so it can be answered from the payment screen; it takes the
 * focus while it asks, and gives it back when answered.
 */
import { plural } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useLingui } from '@lingui/react/macro';
import { useTouches } from './useTouches';

const COUNTDOWN_SECONDS = 15;

export function IdleReset({ idleSeconds, active, onReset }: {
  idleSeconds: number;
  /** An order is open (being paid or not). */
  active: boolean;
  onReset(): void;
}) {
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  // "Continue order" counts as a touch too (`answered`).
  const [answered, setAnswered] = useState(0);
  const touched = useTouches() + answered;
  const { t } = useLingui();

  // Any activity (or a closed order) cancels the question and restarts the wait.
  useEffect(() => {
    setAskedAt(null);
    if (!active) return;
    const timer = window.setTimeout(() => {
      setAskedAt(Date.now());
      setNow(Date.now());
    }, idleSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [active, touched, idleSeconds]);

  // One timer clears the order at the deadline; another only refreshes the countdown shown.
  useEffect(() => {
    if (askedAt === null) return;
    const clear = window.setTimeout(() => {
      setAskedAt(null);
      onReset();
    }, COUNTDOWN_SECONDS * 1000);
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      window.clearTimeout(clear);
      window.clearInterval(tick);
    };
  }, [askedAt, onReset]);

  const left = askedAt === null ? null : Math.max(0, Math.ceil((askedAt + COUNTDOWN_SECONDS * 1000 - now) / 1000));
  if (left === null) return null;
  const continueOrder = () => setAnswered((n) => n + 1);
  return (
    <Dialog
      title={t`Still there?`}
      role="alertdialog"
      description={
        <span aria-live="polite">
          {t`${plural({ seconds: left }, { one: 'This order will be cleared in # second.', other: 'This order will be cleared in # seconds.' })}`}
        </span>
      }
      onEscape={continueOrder}
      footer={
        <button type="button" className="btn btn--primary" onClick={continueOrder}>
          {t`Continue order`}
        </button>
      }
    />
  );
}
