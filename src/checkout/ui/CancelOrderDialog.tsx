/**
 * "Cancel order": a counter order nobody will pay is cancelled by staff with a reason (chips as
 * the Void dialog's) and "Manager approval", as a void is. It stays listed, cancelled, is never
 * uploaded, and gives back the quota it held (src/db/counterOrders.ts).
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { COUNTER_CANCEL_REASONS, type CounterCancelReason } from '../kiosk';
import { COUNTER_CANCEL_LABEL } from '../counterCancel';
import { formatMoney } from '../../core/money';
import type { OrderRow } from '../../db/schema';
import { useLanguage } from '../../i18n/react';
import { useHoldsWork } from '../../ui/workOnScreen';
import { useOrderWrites } from '../../app/data/orders';
import { useApproval } from '../../staff/ui/approval';
import { FormDialog } from '../../ui/FormDialog';

export function CancelOrderDialog({ order, onDone }: { order: OrderRow; onDone(): void }) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const { cancelOrder } = useOrderWrites();
  const requestApproval = useApproval();
  const [reason, setReason] = useState<Exclude<CounterCancelReason, 'lapsed'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useHoldsWork();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason) return setError(t`Choose a reason.`);
    setError(null);
    const approver = await requestApproval('void', t`Cancel ticket ${{ ticket: order.ticket_no }}, ${{ amount: formatMoney(order.totals.total, order.digits) }}`);
    if (!approver) return;
    if (!(await cancelOrder(order.client_order_id, reason, new Date(), approver))) return setError(t`This order is no longer waiting for payment.`);
    onDone();
  }

  return (
    <FormDialog title={t`Cancel order`} submitLabel={t`Cancel order`} onSubmit={(e) => void submit(e)} onCancel={onDone}>
      <p>{t`${{ ticket: order.ticket_no }}: ${{ amount: formatMoney(order.totals.total, order.digits) }}, not paid`}</p>
      <fieldset role="radiogroup" aria-label={t`Reason`}>
        <legend>{t`Reason`}</legend>
        {COUNTER_CANCEL_REASONS.map((key) => (
          <label key={key} className="setting">
            <input type="radio" name="cancel-reason" checked={reason === key} onChange={() => setReason(key)} />
            {translate(COUNTER_CANCEL_LABEL[key])}
          </label>
        ))}
      </fieldset>
      {error && <p role="alert" className="alert">{error}</p>}
    </FormDialog>
  );
}
