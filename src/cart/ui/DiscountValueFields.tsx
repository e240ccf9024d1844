/**
 * A discount typed as "Percent" or "Amount": the two chips, the value on the keypad, and its
 * reading, shared by "Order discount" and Settings "Discount presets".
 */
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CurrencyDigits } from '../../core/money';
import { parseTypedMoney } from '../../core/typedNumber';
import type { OrderDiscount } from '../orderDiscount';
import { NumberInput } from '../../ui/NumberInput';
import { RadioChips } from '../../ui/RadioChips';
import { parsePercent } from './DiscountForm';

export type DiscountKind = OrderDiscount['kind'];

/** The discount `text` says, or null when it is not a whole percent from 1 to 100 or an amount above 0. */
export function typedDiscount(kind: DiscountKind, text: string, digits: CurrencyDigits): OrderDiscount | null {
  if (kind === 'percent') {
    const percent = parsePercent(text);
    return percent === null || percent === 0 ? null : { kind, percent };
  }
  const typed = parseTypedMoney(text, digits);
  return typed.ok && typed.value > 0 ? { kind, amount: typed.value } : null;
}

/** What a typed discount that `typedDiscount` could not read should be. */
export function typedDiscountError(kind: DiscountKind): string {
  return kind === 'percent' ? t`Enter a whole percent from 1 to 100` : t`Enter an amount above 0`;
}

export function DiscountValueFields({ name, kind, text, digits, labels, onKind, onText }: {
  /** The chips' group name in the form. */
  name: string;
  kind: DiscountKind;
  text: string;
  digits: CurrencyDigits;
  /** The field's label for a percent and for an amount. */
  labels: Record<DiscountKind, string>;
  /** Another kind was chosen: the value typed is for the other one. */
  onKind: (kind: DiscountKind) => void;
  onText: (text: string) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <RadioChips
        name={name}
        label={t`Discount type`}
        options={[
          { key: 'percent', label: t`Percent` },
          { key: 'amount', label: t`Amount` },
        ]}
        chosen={kind}
        onChoose={onKind}
      />
      <label>
        {labels[kind]}
        <NumberInput value={text} onText={onText} allowPoint={kind === 'amount' && digits > 0} />
      </label>
    </>
  );
}
