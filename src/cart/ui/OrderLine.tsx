/**
 * One line of the order, compact: its name and a one-row summary of what was chosen, its
 * quantity and total. A tap anywhere on it opens its editor (`LineEditor`, loaded on the first
 * tap): the quantity by steps or on the keypad, the discount, the note, "Modify", "Re-weigh" and
 * "Remove line". What a cashier must see without a tap stays on the line: what the kitchen has,
 * a sold-out mark, a quoted price, the discount. The newest line is marked.
 */
import { lazy, Suspense } from 'react';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import type { CartEvent, CartLine } from '../cart';
import type { LineStockProblem } from '../orderStock';
import { LineDetails } from './LineDetails';
import { SentMark } from './SentMark';
import { quantityText } from '../lineText';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import type { LineEdits, StampDiscount } from './LineEditor';

/** Loaded when a line is first tapped: a sale that only adds products never opens it. */
const LineEditor = lazy(() => import('./LineEditor').then((m) => ({ default: m.LineEditor })));
/** Loaded when a line is first marked sold out or over what is left: most orders never are. */
const StockProblem = lazy(() => import('./StockProblem').then((m) => ({ default: m.StockProblem })));

export function OrderLine({ line, digits, cap, stale, held = false, problem = null, open = false, newest = false, onOpen = () => {}, onClose = () => {}, send, message = null, onRefused, stampDiscount, edits = {} }: {
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
  onOpen?: () => void;
  onClose?: () => void;
  /** Dispatches an event; true when the cart took it. */
  send: (event: CartEvent) => boolean;
  /** The order's last refusal, said in the editor while it is open. */
  message?: string | null;
  onRefused: (message: string | null) => void;
  /** Who gives the discount and who approved it (OrderPanel's `stampDiscount`); null: not applied. */
  stampDiscount?: StampDiscount | undefined;
  /** What else the editor offers for this line ("Modify", "Re-weigh", the note); none when absent. */
  edits?: LineEdits;
}) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const classes = ['line', 'order-line', problem && 'order-line--problem', newest && 'order-line--newest'].filter(Boolean).join(' ');

  return (
    <li className={classes} aria-current={newest || undefined}>
      {/* A tap anywhere on the row opens the editor; its name is the button a keyboard or screen reader uses. */}
      <div className="order-line__row" onClick={onOpen}>
        <div className="order-line__what">
          <button
            type="button"
            className="order-line__open"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={(e) => {
              e.stopPropagation();
              onOpen();
            }}
          >
            <span className="order-line__name">{name(line)}</span>
          </button>
          <LineDetails line={line} compact />
        </div>
        <span role="group" className="order-line__qty" aria-label={t`Quantity`}>
          {quantityText(line, t`kg`)}
        </span>
        <span role="group" className="money order-line__total" aria-label={t`Line total`}>
          {formatMoney(line.total, digits)}
        </span>
      </div>
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
      {open && (
        <Suspense fallback={null}>
          <LineEditor
            line={line}
            digits={digits}
            cap={cap}
            held={held}
            send={send}
            message={message}
            onRefused={onRefused}
            onClose={onClose}
            stampDiscount={stampDiscount}
            edits={edits}
          />
        </Suspense>
      )}
    </li>
  );
}
