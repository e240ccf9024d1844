/**
 * The parts of "Refund" (RefundDialog.tsx): a line with its stepper (- / "Refund quantity" /
 * +, never above what is left to refund of it), "Refund to", the reason chips with their text
 * field, and the footer that stays in view under the lines with the total, the reason and the
 * approval "Refund" asks for.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, ZERO, type CurrencyDigits, type Money } from '../../core/money';
import { formatKg } from '../../cart/lineText';
import { typedUnits } from '../../core/typedNumber';
import { useLanguage } from '../../i18n/react';
import type { LineRefundable } from '../refunds';
import { REFUND_REASON_LABEL, REFUND_REASONS, type RefundReasonKey } from '../refundReason';
import { methodLabelIn } from '../../checkout/tenders';
import type { PaymentMethod } from '../../checkout/payment';
import type { OrderRow } from '../../db/schema';
import { NumberInput } from '../../ui/NumberInput';
import { RadioChips } from '../../ui/RadioChips';
import './refund.css';

/**
 * The box's count moved by `step`, kept within 0 and `max` (what is left to refund). A box that
 * holds no whole number starts again from 0.
 */
export function stepped(text: string, step: 1 | -1, max: number): string {
  const now = typedUnits(text);
  const from = Number.isFinite(now) ? Math.min(now, max) : 0;
  const next = Math.max(0, Math.min(max, from + step));
  return next === 0 ? '' : String(next);
}

/** One line of the sale: what was sold and paid, what is left to refund, and its stepper. */
export function RefundLineField({ line, left, digits, value, onText }: {
  line: OrderRow['lines'][number];
  left: LineRefundable | undefined;
  digits: CurrencyDigits;
  value: string;
  onText(text: string): void;
}) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const show = (m: Money) => formatMoney(m, digits);
  const max = left?.quantity ?? 0;
  const count = typedUnits(value);
  return (
    <fieldset className="refund__line" aria-label={name(line)}>
      <legend>{name(line)}</legend>
      <p className="refund__left">
        {line.weight_g !== null
          ? t`${{ weight: formatKg(line.weight_g, t(msg`kg`)) }}, refunded whole (1) or not (0)`
          : t`Sold ${{ quantity: line.quantity }}`}
        {' · '}
        {t`paid ${{ amount: show(line.total) }}`}
        {' · '}
        {t`${{ quantity: max }} left to refund (${{ amount: show(left?.amount ?? ZERO) }})`}
      </p>
      <div className="refund__stepper">
        <button type="button" className="btn refund__step" aria-label={t`Decrease refund quantity`} disabled={!(count > 0)} onClick={() => onText(stepped(value, -1, max))}>
          −
        </button>
        <label>
          {t`Refund quantity`}
          <NumberInput value={value} disabled={max === 0} onText={onText} />
        </label>
        <button type="button" className="btn refund__step" aria-label={t`Increase refund quantity`} disabled={Number.isFinite(count) && count >= max} onClick={() => onText(stepped(value, 1, max))}>
          +
        </button>
      </div>
    </fieldset>
  );
}

/** "Refund to", for a sale paid by two tenders or more: "As paid (card first)" or one tender. */
export function RefundToChoice({ tenders, payments, to, onChange }: {
  tenders: readonly PaymentMethod[];
  payments: OrderRow['payments'];
  to: PaymentMethod | null;
  onChange(to: PaymentMethod | null): void;
}) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  return (
    <fieldset className="refund__to" role="radiogroup" aria-label={t`Refund to`}>
      <legend>{t`Refund to`}</legend>
      <label className="setting">
        <input type="radio" name="refund-to" checked={to === null} onChange={() => onChange(null)} />
        {t`As paid (card first)`}
      </label>
      {tenders.map((method) => (
        <label key={method} className="setting">
          <input type="radio" name="refund-to" checked={to === method} onChange={() => onChange(method)} />
          {methodLabelIn(payments, method, translate)}
        </label>
      ))}
    </fieldset>
  );
}

/** "Reason": a chip per common reason (radios) and the textbox "Reason" for another one or more detail. */
export function ReasonChips({ chosen, typed, onChoose, onType }: {
  chosen: RefundReasonKey | null;
  typed: string;
  onChoose(reason: RefundReasonKey): void;
  onType(text: string): void;
}) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  return (
    <fieldset className="refund__reason">
      <legend>{t`Reason`}</legend>
      <RadioChips
        name="refund-reason"
        label={t`Reason`}
        options={REFUND_REASONS.map((key) => ({ key, label: translate(REFUND_REASON_LABEL[key]) }))}
        chosen={chosen}
        onChoose={onChoose}
      />
      <input
        type="text"
        className="refund__reason-text"
        aria-label={t`Reason`}
        placeholder={chosen === null || chosen === 'other' ? t`Type the reason` : t`More detail (optional)`}
        autoComplete="off"
        value={typed}
        maxLength={200}
        onChange={(e) => onType(e.target.value)}
      />
    </fieldset>
  );
}

/** What stays in view under the lines: the total, the reason as it will be stored, and who approves. */
export function RefundSummary({ total, reason }: { total: string; reason: string }) {
  const { t } = useLingui();
  return (
    <div className="refund__summary">
      <p className="refund__total">
        <span id="refund-total-label">{t`Refund total`}</span>{' '}
        <span className="money" aria-labelledby="refund-total-label" role="status">
          {total}
        </span>
      </p>
      <p className="refund__said">{reason ? t`Reason: ${{ reason }}` : t`No reason yet`}</p>
      <p className="refund__said">{t`"Refund" asks for "Manager approval".`}</p>
    </div>
  );
}
