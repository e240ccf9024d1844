/**
 * The kiosk's last screen: the call number the customer listens for, in the largest type on
 * the screen, the ticket number under it, what to do next (pay at the counter, or nothing), and
 * a countdown back to the first screen; "Done" goes at once.
 * "Print" prints the ticket with the order's receipt, in the language of the order.
 */
import { plural } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import type { CompletedOrder } from '../order';
import { formatMoney } from '../../core/money';
import { Dialog } from '../../ui/Dialog';
import { useLingui } from '@lingui/react/macro';
import { useHoldsWork } from '../../ui/workOnScreen';
import './kiosk.css';

/** Long enough to read the number and take the printed ticket, short enough for the queue. */
export const END_SCREEN_SECONDS = 20;

export function KioskEnd({ order, onDone }: { order: CompletedOrder; onDone(): void }) {
  const { t } = useLingui();
  // The customer's order number on screen: an update waits for the next customer.
  useHoldsWork();
  const [left, setLeft] = useState(END_SCREEN_SECONDS);
  useEffect(() => {
    const done = window.setTimeout(onDone, END_SCREEN_SECONDS * 1000);
    const tick = window.setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => {
      window.clearTimeout(done);
      window.clearInterval(tick);
    };
  }, [onDone]);
  const total = formatMoney(order.totals.total, order.digits);
  return (
    <Dialog
      title={t`Thank you!`}
      className="kiosk-end"
      onEscape={onDone}
      footer={
        <>
          <button type="button" className="btn" onClick={() => window.print()}>
            {t`Print`}
          </button>
          <button type="button" className="btn btn--primary" onClick={onDone}>
            {t`Done`}
          </button>
        </>
      }
    >
      {order.call_no !== undefined && (
        <p className="kiosk-end__call">
          <span className="kiosk-end__label">{t`Your call number`}</span>
          <span className="kiosk-end__call-number" aria-label={t`Call number`} role="group">{order.call_no}</span>
        </p>
      )}
      <p className="kiosk-end__label">{t`Your order number`}</p>
      <p className="kiosk-end__number">{order.ticket_no}</p>
      <p>
        {order.pay_at_counter
          ? order.call_no !== undefined
            ? t`Not paid yet. Pay ${total} at the counter with call number ${{ call: order.call_no }}.`
            : t`Not paid yet. Pay ${total} at the counter with ticket ${{ ticket: order.ticket_no }}.`
          : t`Your order is paid and on its way to the kitchen.`}
      </p>
      <p className="kiosk-end__countdown" aria-live="polite">
        {t`${plural({ seconds: left }, { one: 'Back to the start in # second.', other: 'Back to the start in # seconds.' })}`}
      </p>
    </Dialog>
  );
}
