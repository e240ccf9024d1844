/**
 * One line of the order, compact: its name and what was chosen, its quantity and total, in one
 * or two rows. Tapping it opens its editor under it (one line's at a time): the quantity by
 * steps or typed on the keypad, the discount, and "Remove line". The newest line is marked.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import type { CartEvent, CartLine } from '../cart';
import type { LineStockProblem } from '../orderStock';
import { LineDetails } from './LineDetails';
import { quantityText } from '../lineText';
import { KeypadScope, NumberInput, ScopeKeypad } from '../../ui/NumberInput';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

/** Loaded when a line's "Discount" is first opened: most sales never open it. */
const DiscountForm = lazy(() => import('./DiscountForm').then((m) => ({ default: m.DiscountForm })));
/** Loaded when a line is first marked sold out or over what is left: most orders never are. */
const StockProblem = lazy(() => import('./StockProblem').then((m) => ({ default: m.StockProblem })));

export function OrderLine({ line, digits, cap, stale, held = false, problem = null, open = false, newest = false, onToggle = () => {}, send, onRefused }: {
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
  /** Its editor is open. */
  open?: boolean;
  /** The line last added: marked, and scrolled into view by the panel. */
  newest?: boolean;
  onToggle?: () => void;
  /** Dispatches an event; true when the cart took it. */
  send: (event: CartEvent) => boolean;
  onRefused: (message: string) => void;
}) {
  const [discountOpen, setDiscountOpen] = useState(false);
  const [units, setUnits] = useState<string | null>(null);
  const editorId = useId();
  const weighed = line.weight_g !== null;
  const { t } = useLingui();
  const { name } = useLanguage();
  const setQuantity = (quantity: number) => send({ type: 'quantityChanged', line_id: line.line_id, quantity });

  function applyDiscount(percent: number) {
    if (send({ type: 'discountApplied', line_id: line.line_id, percent })) setDiscountOpen(false);
  }

  function typedUnits(text: string) {
    setUnits(text);
    const quantity = Number(text);
    if (/^\d{1,4}$/.test(text) && quantity >= 1 && quantity !== line.quantity) setQuantity(quantity);
  }

  return (
    <li className={`line order-line${problem ? ' order-line--problem' : ''}${newest ? ' order-line--newest' : ''}${open ? ' order-line--open' : ''}`}>
      {/* The whole row opens the editor; its name is the button a keyboard or screen reader uses. */}
      <div className="order-line__row" onClick={onToggle}>
        <button
          type="button"
          className="order-line__open"
          aria-expanded={open}
          aria-controls={editorId}
          onClick={(e) => {
            e.stopPropagation();
            onToggle();
          }}
        >
          <span className="order-line__name">{name(line)}</span>
          <LineDetails line={line} />
        </button>
        <span role="group" className="order-line__qty" aria-label={t`Quantity`}>
          {quantityText(line, t`kg`)}
        </span>
        <span role="group" className="money order-line__total" aria-label={t`Line total`}>
          {formatMoney(line.total, digits)}
        </span>
      </div>
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
      {open && (
        <KeypadScope className="order-line__keypad">
          <div id={editorId} className="order-line__editor">
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
              {!weighed && (
                <label className="order-line__units">
                  <span className="visually-hidden">{t`Units`}</span>
                  <NumberInput value={units ?? String(line.quantity)} disabled={held} onText={typedUnits} onBlur={() => setUnits(null)} />
                </label>
              )}
              <button type="button" className="btn btn--small" disabled={weighed || held} onClick={() => setQuantity(line.quantity + 1)}>
                <span aria-hidden="true">+</span>
                <span className="visually-hidden">{t`Increase quantity`}</span>
              </button>
              <button
                type="button"
                className="btn btn--small"
                aria-expanded={discountOpen}
                disabled={held}
                onClick={() => setDiscountOpen((was) => !was)}
              >
                {t`Discount`}
              </button>
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
                <DiscountForm current={line.discount_pct} cap={cap} onApply={applyDiscount} onRefused={onRefused} />
              </Suspense>
            )}
            <ScopeKeypad />
          </div>
        </KeypadScope>
      )}
    </li>
  );
}
