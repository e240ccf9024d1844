/**
 * The order (ui-contract "Order (cart)"): its lines, sales channel, total and the buttons
 * that change it. Props only: the shell applies `cartReducer`, stores the result and hands
 * the refusal back, which this panel turns into an `alert` saying why.
 *
 * On a landscape screen it is a column beside the menu. In portrait (styles.css) its footer
 * is the total bar along the bottom, always in view, and the channel and the lines are a
 * sheet that the line count's button slides up over the menu. The bar IS the footer, so the
 * screen has one "Order total" and one "Pay" at every size.
 */
import { plural } from '@lingui/core/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Channel } from '../../core/catalog';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import type { CartEvent, CartLine, CartRefusal, CartState } from '../cart';
import { orderTotals } from '../totals';
import { STOCK_CHANGED_MESSAGE } from '../stock';
import type { LineStockProblem } from '../orderStock';
import { ChannelSelect } from './ChannelSelect';
import { OrderLine } from './OrderLine';
import './order.css';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

export interface OrderPanelProps {
  state: CartState;
  digits: CurrencyDigits;
  channels: readonly Channel[];
  /** Maximum manual discount percent of a product; 0 = none allowed. */
  discountCap: (productId: number) => number;
  /** The menu prices the line differently now than it was quoted (see `isStale`); none when omitted. */
  isStale?: (line: CartLine) => boolean;
  /** Applies the event; returns the refusal, or null when the cart took it. */
  onEvent: (event: CartEvent) => CartRefusal | null;
  onPay: () => void;
  /** Extra reason to hold the Pay button (a sale being saved); it is always held while the order is empty. */
  payDisabled?: boolean;
  /**
   * Some lines' products are being read (another tab added them, or a new catalog is shown):
   * the lines stay on screen, but what prices them (more units, a discount, the channel, Pay)
   * waits until they are in. Lowering, removing, clearing and the actions do not.
   */
  reading?: boolean;
  /** More of the order's actions, under the lines (parking, the note); in portrait they slide up with the lines. */
  actions?: ReactNode;
  /**
   * Lines sold out or over what is left, the whole order checked (`orderStockProblems`): each is
   * marked with "Remove" or "Reduce to N", and "Pay" is refused until they are settled.
   */
  problems?: readonly LineStockProblem[];
}

export function OrderPanel({ state, digits, channels, discountCap, isStale = () => false, onEvent, onPay, payDisabled = false, reading = false, actions, problems = [] }: OrderPanelProps) {
  const [message, setShown] = useState<string | null>(null);
  // The last message asked for wins, a refusal's words arriving after a later change included.
  const asked = useRef(0);
  const setMessage = (text: string | null) => {
    asked.current++;
    setShown(text);
  };
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // The line whose editor is open (one at a time), and the newest line, brought into view.
  const [editing, setEditing] = useState<string | null>(null);
  const linesRef = useRef<HTMLUListElement>(null);
  const newest = state.lines.at(-1)?.line_id ?? null;
  useEffect(() => {
    if (newest === null) return;
    // Lines are in the order first added: the newest is the last.
    linesRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [newest]);
  const count = state.lines.length;
  const empty = count === 0;
  const { t } = useLingui();
  const { translate } = useLanguage();

  // The whole order is checked before it is sold: a marked line is settled first.
  function pay() {
    if (problems.length > 0) return setMessage(translate(STOCK_CHANGED_MESSAGE));
    setMessage(null);
    onPay();
  }

  function send(event: CartEvent): boolean {
    const refusal = onEvent(event);
    setMessage(null);
    if (refusal) {
      const turn = asked.current;
      const lines = state.lines;
      // A refusal's words load with the first refusal (precached, so offline too), not with the page.
      void import('./refusalMessage').then((m) => turn === asked.current && setShown(m.refusalMessage(refusal, lines)));
    }
    return refusal === null;
  }

  return (
    <section
      className={`order${open ? ' order--open' : ''}`}
      aria-label={t`Current order`}
      aria-busy={reading || undefined}
      onKeyDown={(e) => {
        // Escape slides the sheet down (portrait) and gives the focus back to its button.
        if (e.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      {/* Shown in portrait only; a landscape screen shows the lines all the time. */}
      <button ref={toggle} type="button" className="btn order__toggle" aria-expanded={open} aria-controls="order-sheet" onClick={() => setOpen(!open)}>
        {t`${plural(count, { one: '# line', other: '# lines' })}`}
      </button>
      <div id="order-sheet" className="order__sheet">
      <div className="order__head">
        <ChannelSelect
          channels={channels}
          value={state.channel_id}
          disabled={reading}
          onChange={(channelId) => send({ type: 'channelChanged', channel_id: channelId })}
        />
      </div>
      <ul ref={linesRef} className="order__lines" aria-label={t`Order`}>
        {state.lines.map((line) => (
          <OrderLine
            key={line.line_id}
            line={line}
            digits={digits}
            cap={discountCap(line.product_id)}
            stale={!reading && isStale(line)}
            held={reading}
            problem={problems.find((p) => p.line_id === line.line_id) ?? null}
            open={editing === line.line_id}
            newest={line.line_id === newest && count > 1}
            onToggle={() => setEditing((was) => (was === line.line_id ? null : line.line_id))}
            send={send}
            onRefused={setMessage}
          />
        ))}
      </ul>
      {/* In the sheet, not the total bar: in portrait the bar keeps room for the total and "Pay". */}
      {actions && <div className="order__more">{actions}</div>}
      </div>
      <div className="order__foot">
        {empty && <p className="order__empty">{t`No items yet`}</p>}
        {message && (
          <div role="alert" className="alert order__alert">
            <span>{message}</span>
            <button type="button" className="btn btn--small" onClick={() => setMessage(null)}>
              {t`Dismiss`}
            </button>
          </div>
        )}
        <div className="order__total">
          <span>{t`Total`}</span>
          <span role="group" className="money" aria-label={t`Order total`}>
            {formatMoney(orderTotals(state).total, digits)}
          </span>
        </div>
        <div className="order__buttons">
          <button type="button" className="btn btn--danger" disabled={empty} onClick={() => send({ type: 'orderCleared' })}>
            {t`Clear order`}
          </button>
          <button type="button" className="btn btn--primary" disabled={empty || payDisabled || reading} onClick={pay}>
            {t`Pay`}
          </button>
        </div>
      </div>
    </section>
  );
}
