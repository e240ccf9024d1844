/**
 * "Mark paid": staff took the money for a kiosk order to pay at the counter. The method and
 * a manager's approval are asked; the order then becomes a sale, recorded in the shift open on
 * this terminal, and is queued for upload. With "Sell only with an open shift" and none open,
 * "Open shift" is asked first, as a sale asks it. A device out of storage gets the sale's
 * relief (storagePressure.ts), and a failure says why. Once paid, the order goes to the
 * kitchen: its stations with a kitchen screen get their tickets with the payment, the others
 * their paper after it (`onPaid`); until then the kitchen had nothing of it.
 */
import type { Message } from '../../core/names';
import { useState, type FormEvent } from 'react';
import type { Channel, Session } from '../../core/catalog';
import { formatMoney } from '../../core/money';
import { paidInFull } from '../kiosk';
import type { PaymentMethod } from '../payment';
import { FormDialog } from '../../ui/FormDialog';
import type { OrderRow } from '../../db/schema';
import { markPaidRefusalText } from '../saleNotSaved';
import { useMarkPaid } from '../../app/data/orders';
import type { LinksFor } from '../../app/kitchen/orderLinks';
import { useHoldsWork } from '../../ui/workOnScreen';
import { saveWithRelief } from '../../app/data/saveWithRelief';
import { useApproval } from '../../staff/ui/approval';
import { useLanguage } from '../../i18n/react';
import { useLingui } from '@lingui/react/macro';
import { useShiftFirst } from '../../day/ui/useShiftFirst';

/** `channels` and `linksFor`: what the order's kitchen tickets name (its channel, its products' stations). */
export function MarkPaidDialog({ order, session, channels, linksFor, onPaid, onDone }: {
  order: OrderRow;
  session: Session | null;
  channels: readonly Channel[];
  linksFor?: LinksFor;
  onPaid(order: OrderRow): void;
  onDone(): void;
}) {
  const markPaid = useMarkPaid(channels, linksFor);
  const requestApproval = useApproval();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [error, setError] = useState<Message | null>(null);
  const { t } = useLingui();
  const { translate } = useLanguage();
  const { shiftFirst, dialog } = useShiftFirst(session, t`This terminal takes money only in an open shift. Open one to mark the order paid.`);
  useHoldsWork();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!(await shiftFirst())) return;
    const approver = await requestApproval('reopen-payment', t`Mark ticket ${{ ticket: order.ticket_no }} paid, ${{ amount: formatMoney(order.totals.total, order.digits) }}`);
    if (!approver) return;
    // A full device drops the cached images and tries once more, as a sale does.
    const saved = await saveWithRelief(() => markPaid(order, paidInFull(order.totals.total, method), new Date(), approver));
    if (!saved.ok) {
      const detail = translate(saved.detail);
      return setError(saved.detail ? t`The order was not marked paid: ${{ detail }}. Try again.` : t`The order was not marked paid. Try again.`);
    }
    if (!saved.value.ok) return setError(markPaidRefusalText(saved.value.reason));
    onPaid(saved.value.order);
  }

  return (
    <>
      <FormDialog title={t`Mark paid`} submitLabel={t`Mark paid`} onSubmit={(e) => void submit(e)} onCancel={onDone}>
        <p>
          {t`${{ ticket: order.ticket_no }}: ${{ amount: formatMoney(order.totals.total, order.digits) }} paid in full by`}
        </p>
        <div role="group" aria-label={t`Payment method`} className="tender__methods">
          {(['cash', 'card'] as const).map((m) => (
            <button key={m} type="button" className="btn tender__method" aria-pressed={method === m} onClick={() => setMethod(m)}>
              {m === 'cash' ? t`Cash` : t`Card`}
            </button>
          ))}
        </div>
        {error && <p role="alert" className="alert">{translate(error)}</p>}
      </FormDialog>
      {dialog}
    </>
  );
}
