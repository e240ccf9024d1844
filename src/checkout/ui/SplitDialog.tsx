/**
 * "Split bill" (ui-contract "Kitchen and table"): the order's lines, each with the units it
 * puts on each bill (all on bill 1 at first), and "Parts", the number of bills. "Split" makes
 * the bills as laid out; "Equal parts" splits the total into "Parts" equal bills. The first bill
 * stays the open order, the others are parked under the order's name ("Table 4 (2/2)"), each
 * paid as its own sale (src/checkout/split.ts, src/db/kitchen.ts).
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CartState } from '../../cart/cart';
import { orderTotals } from '../../cart/totals';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import { typedCount } from '../../core/typedNumber';
import { MAX_BILLS, splitByUnits, splitEqually, type Split, type SplitRefusal } from '../split';
import { Dialog } from '../../ui/Dialog';
import { NumberInput } from '../../ui/NumberInput';
import { useLanguage } from '../../i18n/react';
import type { SplitInput } from '../../db/kitchen';

export function SplitDialog({ cart, digits, brandId, onSplit, onClose }: {
  cart: CartState;
  digits: CurrencyDigits;
  brandId: number;
  onSplit(input: SplitInput): Promise<{ ok: true; split_of: string } | { ok: false; reason: 'changed' }>;
  onClose(): void;
}) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const [partsText, setParts] = useState('2');
  const typed = typedCount(partsText);
  const parts = typed >= 2 && typed <= MAX_BILLS ? typed : 2;
  const [units, setUnits] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const unitsOf = (lineId: string, quantity: number) =>
    Array.from({ length: parts }, (_, b) => units[lineId]?.[b] ?? (b === 0 ? String(quantity) : '0'));

  function refusalText(refusal: SplitRefusal): string {
    switch (refusal.reason) {
      case 'bills':
        return t`Split into 2 to ${{ max: refusal.max }} bills.`;
      case 'empty-bill':
        return t`Bill ${{ bill: refusal.bill }} has nothing on it.`;
      case 'units':
        return t`Each line's units must add up to its quantity.`;
      case 'too-small':
        return t`The total is too small for that many parts.`;
      case 'below-zero':
        return t`An order with a line below zero is split by lines.`;
      default: {
        const never: never = refusal;
        return never;
      }
    }
  }

  async function finish(result: Split | SplitRefusal) {
    if (!result.ok) return setError(refusalText(result));
    const saved = await onSplit({
      revision: cart.revision,
      bills: result.bills,
      brandId,
      billName: (order, part, of) => `${order ?? t`Bill`} (${part}/${of})`,
    });
    if (!saved.ok) return setError(t`The order was changed on another screen. Check it and split again.`);
    onClose();
  }

  function byLines(e: FormEvent) {
    e.preventDefault();
    const asked = new Map(cart.lines.map((l) => [l.line_id, unitsOf(l.line_id, l.quantity).map(typedCount)]));
    void finish(splitByUnits(cart.lines, asked, parts));
  }

  const footer = (
    <>
      <button type="button" className="btn" onClick={onClose}>
        {t`Cancel`}
      </button>
      <button type="button" className="btn" onClick={() => void finish(splitEqually(cart.lines, parts))}>
        {t`Equal parts`}
      </button>
      <button type="submit" form="split-form" className="btn btn--primary">
        {t`Split`}
      </button>
    </>
  );

  return (
    <Dialog title={t`Split bill`} onEscape={onClose} footer={footer}>
      <form id="split-form" className="kiosk-form" onSubmit={byLines}>
        <p>{t`Total ${{ total: formatMoney(orderTotals(cart).total, digits) }}`}</p>
        <label>
          {t`Parts`}
          <NumberInput value={partsText} onText={setParts} />
        </label>
        {cart.lines.map((line) => (
          <fieldset key={line.line_id} aria-label={name(line)}>
            <legend>
              {name(line)} × {line.quantity}
            </legend>
            {unitsOf(line.line_id, line.quantity).map((value, b) => (
              <label key={b}>
                {t`Bill ${{ bill: b + 1 }}`}
                <NumberInput
                  value={value}
                  onText={(text) => setUnits((all) => ({ ...all, [line.line_id]: unitsOf(line.line_id, line.quantity).map((u, i) => (i === b ? text : u)) }))}
                />
              </label>
            ))}
          </fieldset>
        ))}
        {error && <p role="alert" className="alert">{error}</p>}
      </form>
    </Dialog>
  );
}
