/**
 * "Split bill" (ui-contract "Kitchen and table"), by tapping: every bill with its lines and its
 * total, always in view. Bill 2 is chosen at first; a tap on a line of another bill moves one of
 * its units there ("All" moves every unit), a tap on a bill's name chooses that bill, "Add bill"
 * adds one and chooses it (src/checkout/splitBoard.ts). "Split" makes the bills as laid out;
 * "Equal parts" beside it splits the total into "Parts" equal bills. The first bill stays the
 * open order, the others are parked under the order's name ("Table 4 (2/2)"), each paid as its
 * own sale (src/checkout/split.ts, src/db/kitchen.ts).
 */
import { useReducer, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CartLine, CartState } from '../../cart/cart';
import { orderTotals } from '../../cart/totals';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import { typedCount } from '../../core/typedNumber';
import { billsOfUnits, MAX_BILLS, splitByUnits, splitEqually, type Split, type SplitRefusal } from '../split';
import { boardUnits, canMove, splitBoardReducer, startBoard, unitsOf } from '../splitBoard';
import { Dialog } from '../../ui/Dialog';
import { NumberInput } from '../../ui/NumberInput';
import { useLanguage } from '../../i18n/react';
import type { SplitInput } from '../../db/kitchen';
import './split.css';

export function SplitDialog({ cart, digits, brandId, onSplit, onClose }: {
  cart: CartState;
  digits: CurrencyDigits;
  brandId: number;
  onSplit(input: SplitInput): Promise<{ ok: true; split_of: string } | { ok: false; reason: 'changed' }>;
  onClose(): void;
}) {
  const { t } = useLingui();
  const [board, dispatch] = useReducer(
    (state: ReturnType<typeof startBoard>, event: Parameters<typeof splitBoardReducer>[1]) => splitBoardReducer(state, event, cart.lines),
    null,
    startBoard,
  );
  const [error, setError] = useState<string | null>(null);
  const laid = billsOfUnits(cart.lines, boardUnits(board, cart.lines), board.bills);

  function refusalText(refusal: SplitRefusal): string {
    switch (refusal.reason) {
      case 'bills':
        return t`Split into 2 to ${{ max: refusal.max }} bills.`;
      case 'empty-bill':
        return t`Bill ${{ bill: refusal.bill }} has nothing on it.`;
      case 'units': {
        const line = cart.lines.find((l) => l.line_id === refusal.line_id);
        return line && !canMove(line) ? t`A bill split in equal parts splits again only in equal parts.` : t`Each line's units must add up to its quantity.`;
      }
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

  const moveTo = t`Bill ${{ bill: board.target + 1 }}`;

  const footer = (
    <>
      <button type="button" className="btn" onClick={onClose}>
        {t`Cancel`}
      </button>
      <button type="button" className="btn btn--primary" onClick={() => void finish(splitByUnits(cart.lines, boardUnits(board, cart.lines), board.bills))}>
        {t`Split`}
      </button>
    </>
  );

  return (
    <Dialog title={t`Split bill`} className="split" initialFocus="dialog" onEscape={onClose} footer={footer}>
      <div className="split__head">
        <p className="split__total">{t`Total ${{ total: formatMoney(orderTotals(cart).total, digits) }}`}</p>
        <EqualParts onSplit={(parts) => void finish(splitEqually(cart.lines, parts))} />
      </div>
      <p className="split__hint">{t`Tap an item to move it to ${{ bill: moveTo }}. Tap a bill's name to move items there.`}</p>
      <div className="split__bills">
        {Array.from({ length: board.bills }, (_, b) => (
          <BillColumn
            key={b}
            bill={b}
            lines={cart.lines.flatMap((line) => {
              const units = unitsOf(board, line)[b] ?? 0;
              return units > 0 ? [{ line, units }] : [];
            })}
            total={laid.ok ? formatMoney(orderTotals({ lines: laid.bills[b] ?? [] }).total, digits) : '—'}
            chosen={board.target === b}
            moveTo={moveTo}
            onChoose={() => dispatch({ type: 'billChosen', bill: b })}
            onMove={(line_id, all) => dispatch({ type: 'unitsMoved', line_id, from: b, all })}
          />
        ))}
      </div>
      {board.bills < MAX_BILLS && (
        <button type="button" className="btn split__add" onClick={() => dispatch({ type: 'billAdded' })}>
          {t`Add bill`}
        </button>
      )}
      {!laid.ok && <p role="alert" className="alert">{refusalText(laid)}</p>}
      {error && <p role="alert" className="alert">{error}</p>}
    </Dialog>
  );
}

/** "Parts" and "Equal parts": the total in that many equal bills. */
function EqualParts({ onSplit }: { onSplit(parts: number): void }) {
  const { t } = useLingui();
  const [partsText, setParts] = useState('2');
  const typed = typedCount(partsText);
  const parts = typed >= 2 && typed <= MAX_BILLS ? typed : 2;
  return (
    <div className="split__equal">
      <label>
        {t`Parts`}
        <NumberInput value={partsText} onText={setParts} />
      </label>
      <button type="button" className="btn" onClick={() => onSplit(parts)}>
        {t`Equal parts`}
      </button>
    </div>
  );
}

/** One bill: its name (a tap chooses it), its total, and the units of each line it holds. */
function BillColumn({ bill, lines, total, chosen, moveTo, onChoose, onMove }: {
  bill: number;
  lines: readonly { line: CartLine; units: number }[];
  total: string;
  chosen: boolean;
  moveTo: string;
  onChoose(): void;
  onMove(lineId: string, all: boolean): void;
}) {
  const { t } = useLingui();
  const billName = t`Bill ${{ bill: bill + 1 }}`;
  return (
    <section className="split-bill" role="group" aria-label={billName}>
      <div className="split-bill__head">
        <button type="button" className="btn split-bill__name" aria-pressed={chosen} onClick={onChoose}>
          {billName}
        </button>
        <span role="group" className="money split-bill__total" aria-label={t`Bill total`}>
          {total}
        </span>
      </div>
      <ul className="split-bill__lines">
        {lines.map(({ line, units }) => (
          <BillLine key={line.line_id} line={line} units={units} onTarget={chosen} moveTo={moveTo} onMove={(all) => onMove(line.line_id, all)} />
        ))}
      </ul>
    </section>
  );
}

/** A line's units on one bill: a tap moves one to the chosen bill, "All" every one; on the chosen bill it only shows. */
function BillLine({ line, units, onTarget, moveTo, onMove }: { line: CartLine; units: number; onTarget: boolean; moveTo: string; onMove(all: boolean): void }) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const label = `${units} × ${name(line)}`;
  if (onTarget || !canMove(line)) return <li className="split-line split-line--still">{label}</li>;
  return (
    <li className="split-line">
      <button type="button" className="btn split-line__move" aria-label={t`Move one ${{ item: name(line) }} to ${{ bill: moveTo }}`} onClick={() => onMove(false)}>
        {label}
      </button>
      {units > 1 && (
        <button type="button" className="btn split-line__all" aria-label={t`Move all ${{ item: name(line) }} to ${{ bill: moveTo }}`} onClick={() => onMove(true)}>
          {t`All`}
        </button>
      )}
    </li>
  );
}
