/**
 * "Order discount": a discount on the whole order, a kept preset in one tap or a percent or an
 * amount typed on the keypad, spread over the lines within each product's cap
 * (orderDiscount.ts). Above the cashier's limit (or always, for a preset kept so) a manager
 * approves it, told what it is and how much; the approval is bound to each line's amount. What
 * could not be given is said with the reason, line by line.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CartEvent, CartLine, CartRefusal } from '../cart';
import type { CurrencyDigits } from '../../core/money';
import { highestPercent, spreadOrderDiscount, type DiscountPreset, type OrderDiscount } from '../orderDiscount';
import { FormDialog } from '../../ui/FormDialog';
import { useDiscountPresets } from '../../app/data/discountPresets';
import { DiscountValueFields, typedDiscount, typedDiscountError, type DiscountKind } from './DiscountValueFields';
import { refusalMessage } from './refusalMessage';
import { nothingToDiscountText, orderDiscountApprovalText, orderDiscountLabel, orderDiscountOutcome } from './orderDiscountText';
import type { StampDiscount } from './LineEditor';

/** What the order's discount needs from the till: the caps, the cart and who gives it. */
export interface OrderDiscountWiring {
  cap: (productId: number) => number;
  /** Dispatches the event; the refusal, or null when the cart took it. */
  send: (event: CartEvent) => CartRefusal | null;
  stamp?: StampDiscount | undefined;
}

export function OrderDiscountDialog({ lines, digits, wiring, onDone, onCancel }: {
  lines: readonly CartLine[];
  digits: CurrencyDigits;
  wiring: OrderDiscountWiring;
  /** The discount was given: what was given, and whether part was refused. */
  onDone: (text: string, refused: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const presets = useDiscountPresets();
  const [kind, setKind] = useState<DiscountKind>('percent');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function apply(discount: OrderDiscount, preset?: DiscountPreset) {
    const spread = spreadOrderDiscount(lines, discount, wiring.cap);
    if (!spread.ok) return setError(spread.reason === 'invalid-discount' ? typedDiscountError(discount.kind) : nothingToDiscountText(spread.shortfalls, lines));
    const description = orderDiscountApprovalText(discount, spread.given, digits, preset?.name);
    const stamp = wiring.stamp ? await wiring.stamp(highestPercent(spread), description, preset?.approval === 'always') : {};
    if (stamp === null) return;
    // Each share keeps the amount shown and approved: a line changed meanwhile refuses it.
    const refusal = wiring.send({ type: 'orderDiscountApplied', shares: spread.shares, ...stamp });
    if (refusal) return setError(refusalMessage(refusal, lines));
    onDone(orderDiscountOutcome(spread, lines, digits), spread.refused > 0);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const discount = typedDiscount(kind, text, digits);
    if (!discount) return setError(typedDiscountError(kind));
    void apply(discount);
  }

  return (
    <FormDialog title={t`Order discount`} submitLabel={t`Apply to order`} onSubmit={submit} onCancel={onCancel}>
      {presets.length > 0 && (
        <div role="group" aria-label={t`Discount presets`} className="order-discount__presets">
          {presets.map((preset) => (
            <button key={preset.id} type="button" className="btn order-discount__preset" onClick={() => void apply(preset.discount, preset)}>
              {preset.name} <span className="order-discount__what">{orderDiscountLabel(preset.discount, digits)}</span>
            </button>
          ))}
        </div>
      )}
      <DiscountValueFields
        name="order-discount-kind"
        kind={kind}
        text={text}
        digits={digits}
        labels={{ percent: t`Discount %`, amount: t`Discount amount` }}
        onKind={(next) => (setKind(next), setText(''), setError(null))}
        onText={setText}
      />
      {error && (
        <p role="alert" className="alert">
          {error}
        </p>
      )}
    </FormDialog>
  );
}
