/**
 * The kiosk's last screen: the call number the customer listens for, in the largest type on
 * the screen, and under it, next largest, what to do ("Pay 4.500 at the counter with number
 * 12", or wait to be called); then the ticket number, small, and
 * a countdown back to the first screen; "Done" goes at once.
 * "Print" prints the ticket with the order's receipt, in the language of the order.
 * `kitchen`: a paid order's kitchen tickets, never on screen, printed on their own as the
 * screen opens (KioskKitchenPrint.tsx): the customer sees only this screen meanwhile.
 */
import { plural } from '@lingui/core/macro';
import { useEffect, useState, type ReactNode } from 'react';
import type { CompletedOrder } from '../order';
import { formatMoney } from '../../core/money';
import { Dialog } from '../../ui/Dialog';
import { LtrRuns } from '../../ui/LtrRuns';
import { useLingui } from '@lingui/react/macro';
import { useHoldsWork } from '../../ui/workOnScreen';
import './kiosk.css';

/** Long enough to read the number and take the printed ticket, short enough for the queue. */
export const END_SCREEN_SECONDS = 20;

export function KioskEnd({ order, onDone, kitchen }: { order: CompletedOrder; onDone(): void; kitchen?: ReactNode }) {
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
  const call = order.call_no;
  // What the customer does next, in the largest type after the number itself.
  const todo = order.pay_at_counter
    ? call !== undefined
      ? t`Pay ${total} at the counter with number ${{ call }}`
      : t`Pay ${total} at the counter with ticket ${{ ticket: order.ticket_no }}`
    : call !== undefined
      ? t`Paid. Wait for number ${{ call }} to be called.`
      : t`Your order is paid and on its way to the kitchen.`;
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
          <span className="kiosk-end__label">{t`Your number`}</span>
          <span className="kiosk-end__call-number" aria-label={t`Call number`} role="group">{order.call_no}</span>
        </p>
      )}
      <p className="kiosk-end__todo"><LtrRuns text={todo} /></p>
      <p className="kiosk-end__label">{t`Your order number`}</p>
      <p className="kiosk-end__number">{order.ticket_no}</p>
      <p className="kiosk-end__countdown" aria-live="polite">
        {t`${plural({ seconds: left }, { one: 'Back to the start in # second.', other: 'Back to the start in # seconds.' })}`}
      </p>
      {kitchen && <div className="kiosk-end__kitchen">{kitchen}</div>}
    </Dialog>
  );
}
