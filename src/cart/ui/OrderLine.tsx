/** One line of the order: name, details, quantity, line total and its buttons. */
import type { StaffRef } from '../../staff/staff';
import { lazy, Suspense, useState } from 'react';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import type { CartEvent, CartLine } from '../cart';
import type { LineStockProblem } from '../orderStock';
import { LineDetails } from './LineDetails';
import { SentMark } from './SentMark';
import { quantityText } from '../lineText';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

/** Loaded when a line's "Discount" is first opened: most sales never open it. */
const DiscountForm = lazy(() => import('./DiscountForm').then((m) => ({ default: m.DiscountForm })));
/** Loaded when a line is first marked sold out or over what is left: most orders never are. */
const StockProblem = lazy(() => import('./StockProblem').then((m) => ({ default: m.StockProblem })));

export function OrderLine({ line, digits, cap, stale, held = false, problem = null, send, onRefused, stampDiscount, onModify }: {
  line: CartLine;
  digits: CurrencyDigits;
  /** The product's maximum discount percent. */
  cap: number;
  /** The menu prices the line differently now (a catalog sync): it keeps its quoted price. */
  stale: boolean;
  /** Its product is being read: a change that prices it (more units, a discount) waits; lowering and removing do not. */
  held?: boolean;
  /** The line is sold out or over what is left (the whole order checked, `orderStockProblems`); null when it sells as it is. */
  problem?: LineStockProblem | null;
  /** Dispatches an event; true when the cart took it. */
  send: (event: CartEvent) => boolean;
  onRefused: (message: string) => void;
  /** Who gives the discount and who approved it (OrderPanel's `stampDiscount`); null: not applied. */
  stampDiscount?: (percent: number) => Promise<{ by?: StaffRef; approved_by?: StaffRef } | null>;
  /** Opens the picker on the line's choices ("Modify"); absent when the line has none to change. */
  onModify?: () => void;
}) {
  const [discountOpen, setDiscountOpen] = useState(false);
  const weighed = line.weight_g !== null;
  const { t } = useLingui();
  const { name } = useLanguage();
  const setQuantity = (quantity: number) => send({ type: 'quantityChanged', line_id: line.line_id, quantity });

  async function applyDiscount(percent: number) {
    const stamp = stampDiscount ? await stampDiscount(percent) : {};
    if (stamp === null) return;
    if (send({ type: 'discountApplied', line_id: line.line_id, percent, ...stamp })) setDiscountOpen(false);
  }

  return (
    <li className={`line order-line${problem ? ' order-line--problem' : ''}`}>
      <div className="line__top">
        <span className="order-line__name">{name(line)}</span>
        <span role="group" className="money" aria-label={t`Line total`}>
          {formatMoney(line.total, digits)}
        </span>
      </div>
      <LineDetails line={line} />
      <SentMark line={line} />
      {problem && (
        <Suspense fallback={null}>
          <StockProblem problem={problem} line={line} send={send} />
        </Suspense>
      )}
      {stale && <p className="line__detail order-line__stale">{t`Quoted price: the menu price has changed since`}</p>}
      {line.discount_pct > 0 && (
        <p className="line__detail order-line__discounted">
          {t`Discount ${{ percent: line.discount_pct }}% (−${{ amount: formatMoney(line.discount, digits) }})`}
        </p>
      )}
      <div className="line__actions">
        <button
          type="button"
          className="btn btn--small"
          // At 1 the line stays: removing is its own button, so a quick double tap cannot drop it.
          disabled={weighed || line.quantity <= 1}
          onClick={() => setQuantity(line.quantity - 1)}
        >
          {/* Named by text, not aria-label: a lookup by the label "Quantity" finds the quantity alone. */}
          <span aria-hidden="true">−</span>
          <span className="visually-hidden">{t`Decrease quantity`}</span>
        </button>
        <span role="group" className="order-line__qty" aria-label={t`Quantity`}>
          {quantityText(line, t`kg`)}
        </span>
        <button
          type="button"
          className="btn btn--small"
          disabled={weighed || held}
          onClick={() => setQuantity(line.quantity + 1)}
        >
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t`Increase quantity`}</span>
        </button>
        <button
          type="button"
          className="btn btn--small"
          aria-expanded={discountOpen}
          disabled={held}
          onClick={() => setDiscountOpen((open) => !open)}
        >
          {t`Discount`}
        </button>
        {onModify && (
          <button type="button" className="btn btn--small" onClick={onModify}>
            {t`Modify`}
          </button>
        )}
        <button
          type="button"
          className="btn btn--small btn--danger order-line__remove"
          onClick={() => send({ type: 'lineRemoved', line_id: line.line_id })}
        >
          {t`Remove line`}
        </button>
      </div>
      {discountOpen && !held && (
        <Suspense fallback={null}>
          <DiscountForm current={line.discount_pct} cap={cap} onApply={(percent) => void applyDiscount(percent)} onRefused={onRefused} />
        </Suspense>
      )}
    </li>
  );
}
