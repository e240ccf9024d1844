/**
 * The order (ui-contract "Order (cart)"): its lines, sales channel, total and the buttons
 * that change it. Props only: the shell applies `cartReducer`, stores the result and hands
 * the refusal back, which this panel turns into an `alert` saying why.
 *
 * On a landscape screen it is a column beside the menu. In portrait (styles.css) its footer
 * is the total bar along the bottom, always in view, and the channel and the lines are a
 * sheet that the line count's button slides up over the menu. The bar IS the footer, so the
 * screen has one "Order total" and one "Pay" at every size.
 *
 * "Clear order" sits at the head of the lines, away from "Pay" (in portrait, in the sheet), and
 * nothing vanishes by a slip: clearing the order or removing a line offers "Undo" for
 * `UNDO_SECONDS` (useUndoOffer.ts, the slips in undo.ts), until the order changes again. A sent order's clear is a void,
 * asked with a reason and an approval, and offers none.
 */
import { plural } from '@lingui/core/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Channel } from '../../core/catalog';
import { formatMoney, type CurrencyDigits } from '../../core/money';
import type { CartEvent, CartLine, CartRefusal, CartState } from '../cart';
import { orderTotals } from '../totals';
import type { LineStockProblem } from '../orderStock';
import { ChannelSelect } from './ChannelSelect';
import { OrderLine } from './OrderLine';
import { OrderName } from './OrderName';
import type { LineEdits, StampDiscount } from './LineEditor';
import { undoOf } from '../undo';
import { useUndoOffer } from './useUndoOffer';
import { useOrderMessage } from './useOrderMessage';
import './order.css';
import { useLingui } from '@lingui/react/macro';
import { approvedEvent } from '../cart';
import { isApprovalRefusal } from '../discountApproval';
import { askApprovalAgain } from './askApproval';
import type { ApproveDiscount } from './discountText';

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
  /**
   * Who gives a manual discount, and the manager who approved it when it is above the
   * cashier's limit (assumed-contracts 10); null: not approved, the discount is not applied.
   * Absent: discounts are given as they are.
   */
  stampDiscount?: StampDiscount;
  /**
   * A change refused because it takes an approved discount past what was approved asks a
   * manager again (`approval`); approved, the change is made. Absent: the refusal is said only.
   */
  approveDiscount?: ApproveDiscount;
  /** "Modify" on a line opens the picker on its choices (the till; none at a kiosk). */
  modify?: LineChanges;
}

/**
 * What a line's editor can change through the picker or the line's request: "Modify" (its
 * choices), "Re-weigh" (a weighed line) and its note; each only where `can…` says so.
 */
export interface LineChanges {
  can(line: CartLine): boolean;
  /** `unit`: one unit of the line ("Just this one"), which becomes a line of its own. */
  open(line: CartLine, unit?: boolean): void;
  canReweigh?(line: CartLine): boolean;
  canNote?(line: CartLine): boolean;
  note?(line: CartLine, text: string): void;
}

export function OrderPanel({ state, digits, channels, discountCap, isStale = () => false, onEvent, onPay, payDisabled = false, reading = false, actions, problems = [], stampDiscount, approveDiscount, modify }: OrderPanelProps) {
  const { message, say: setMessage, answered, pay: payChecked } = useOrderMessage();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // The line whose editor is open (one at a time).
  const [editing, setEditing] = useState<string | null>(null);
  const count = state.lines.length;
  const empty = count === 0;
  const { t } = useLingui();
  const { undo, offer } = useUndoOffer(state);
  // An editor open on a line that is gone (removed, cleared, another tab) closes with it.
  if (editing !== null && !state.lines.some((l) => l.line_id === editing)) setEditing(null);

  const pay = () => payChecked(problems, onPay);

  function send(event: CartEvent): boolean {
    const slip = undoOf(state, event);
    const refusal = onEvent(event);
    answered(refusal, state.lines);
    // The offer is for the last change: a refused one leaves it as it was.
    if (!refusal) offer(slip);
    // Past an approved discount: a manager approves it, and the change is made then.
    if (refusal && isApprovalRefusal(refusal) && approveDiscount) {
      askApprovalAgain(refusal, state.lines, digits, approveDiscount, (approver) => {
        const approved = approvedEvent(event, approver);
        if (approved) send(approved);
      });
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
        <OrderName name={state.name} />
        <ChannelSelect
          channels={channels}
          value={state.channel_id}
          disabled={reading}
          onChange={(channelId) => send({ type: 'channelChanged', channel_id: channelId })}
        />
        <button type="button" className="btn btn--danger order__clear" disabled={empty} onClick={() => send({ type: 'orderCleared' })}>
          {t`Clear order`}
        </button>
      </div>
      <OrderLines
        state={state}
        digits={digits}
        discountCap={discountCap}
        isStale={isStale}
        reading={reading}
        problems={problems}
        editing={editing}
        onEditing={setEditing}
        send={send}
        message={message}
        onRefused={setMessage}
        stampDiscount={stampDiscount}
        modify={modify}
      />
      {/* In the sheet, not the total bar: in portrait the bar keeps room for the total and "Pay". */}
      {actions && <div className="order__more">{actions}</div>}
      </div>
      <OrderFoot
        empty={empty}
        // While a line's editor is open, its refusal is said there, where the cashier looks.
        message={editing === null ? message : null}
        onDismiss={() => setMessage(null)}
        total={formatMoney(orderTotals(state).total, digits)}
        undo={undo?.text ?? null}
        onUndo={() => undo && send(undo.restore)}
        payDisabled={empty || payDisabled || reading}
        onPay={pay}
      />
    </section>
  );
}

/** The order's lines, the newest marked and brought into view, the one being edited open. */
function OrderLines({ state, digits, discountCap, isStale, reading, problems, editing, onEditing, send, message, onRefused, stampDiscount, modify }: Pick<OrderPanelProps, 'state' | 'digits' | 'discountCap' | 'stampDiscount' | 'modify'> & {
  isStale: (line: CartLine) => boolean;
  reading: boolean;
  problems: readonly LineStockProblem[];
  editing: string | null;
  onEditing: (lineId: string | null) => void;
  send: (event: CartEvent) => boolean;
  message: string | null;
  onRefused: (message: string | null) => void;
}) {
  const { t } = useLingui();
  const { newest, bumps } = useNewestLine(state.lines);
  const linesRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (newest === null) return;
    linesRef.current?.querySelector('[aria-current]')?.scrollIntoView?.({ block: 'nearest' });
  }, [newest, bumps]);
  const editsOf = (line: CartLine): LineEdits => ({
    modify: modify?.can(line) ? (unit: boolean) => modify.open(line, unit) : undefined,
    reweigh: line.weight_g !== null && modify?.canReweigh?.(line) ? () => modify.open(line) : undefined,
    note: modify?.note && modify.canNote?.(line) ? (text: string) => modify.note?.(line, text) : undefined,
  });

  return (
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
          newest={line.line_id === newest}
          onOpen={() => onEditing(line.line_id)}
          onClose={() => onEditing(null)}
          send={send}
          message={message}
          onRefused={onRefused}
          stampDiscount={stampDiscount}
          edits={reading ? {} : editsOf(line)}
        />
      ))}
    </ul>
  );
}

/**
 * The foot of the order, in portrait the total bar: the refusal said, the total, "Undo" while
 * it is offered, and "Pay".
 */
function OrderFoot({ empty, message, onDismiss, total, undo, onUndo, payDisabled, onPay }: {
  empty: boolean;
  message: string | null;
  onDismiss: () => void;
  /** The order's total, formatted. */
  total: string;
  /** What "Undo" would bring back, while it is offered. */
  undo: string | null;
  onUndo: () => void;
  payDisabled: boolean;
  onPay: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="order__foot">
      {empty && <p className="order__empty">{t`No items yet`}</p>}
      {message && (
        <div role="alert" className="alert order__alert">
          <span>{message}</span>
          <button type="button" className="btn btn--small" onClick={onDismiss}>
            {t`Dismiss`}
          </button>
        </div>
      )}
      <div className="order__total">
        <span>{t`Total`}</span>
        <span role="group" className="money" aria-label={t`Order total`}>
          {total}
        </span>
      </div>
      {undo && (
        <div role="status" className="order__alert order__undo">
          <span>{undo}</span>
          <button type="button" className="btn btn--small" onClick={onUndo}>
            {t`Undo`}
          </button>
        </div>
      )}
      <div className="order__buttons">
        <button type="button" className="btn btn--primary" disabled={payDisabled} onClick={onPay}>
          {t`Pay`}
        </button>
      </div>
    </div>
  );
}

/**
 * The line the cashier last added to (a new line, or one that grew), marked and brought into
 * view; the last line of an order opened as it stands. `bumps` counts the changes, so a line
 * added to twice is brought into view twice.
 */
function useNewestLine(lines: readonly CartLine[]) {
  const [seen, setSeen] = useState(lines);
  const [mark, setMark] = useState({ newest: lines.at(-1)?.line_id ?? null, bumps: 0 });
  if (seen !== lines) {
    setSeen(lines);
    const before = new Map(seen.map((l) => [l.line_id, l]));
    const grown = [...lines].reverse().find((l) => {
      const was = before.get(l.line_id);
      return !was || l.quantity > was.quantity || (l.weight_g ?? 0) > (was.weight_g ?? 0);
    });
    if (grown) setMark({ newest: grown.line_id, bumps: mark.bumps + 1 });
    else if (!lines.some((l) => l.line_id === mark.newest)) setMark({ newest: lines.at(-1)?.line_id ?? null, bumps: mark.bumps });
  }
  return mark;
}
