/**
 * The editor of one order line, opened by a tap on the line (`OrderLine`) and loaded then: a
 * dialog named after the product, drawn in the line's place. The quantity by steps or typed on
 * the dialog's one keypad, "Discount", the line's "Note", "Modify" (the picker on its choices;
 * on a line of more than one unit it first asks "Just this one" or "All N"), "Re-weigh" (a
 * weighed line) and "Remove line". A change the cart refuses is said here, where the cashier
 * is looking.
 */
import type { StaffRef } from '../../staff/staff';
import { lazy, Suspense, useState } from 'react';
import type { CartEvent, CartLine } from '../cart';
import type { CurrencyDigits } from '../../core/money';
import { withDiscount } from '../pricing';
import { discountApprovalText } from './discountText';
import { LineDetails } from './LineDetails';
import { Dialog } from '../../ui/Dialog';
import { NumberInput } from '../../ui/NumberInput';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

/** Loaded when a line's "Discount" is first opened: most sales never open it. */
const DiscountForm = lazy(() => import('./DiscountForm').then((m) => ({ default: m.DiscountForm })));

/**
 * Who gives a discount of `percent`, and the manager who approved it (`description`: what the
 * discount is, for the manager asked); null: not approved, the discount is not applied.
 * `always`: a manager approves it whatever the cashier's limit.
 */
export type StampDiscount = (percent: number, description: string, always?: boolean) => Promise<{ by?: StaffRef; approved_by?: StaffRef } | null>;

/** What the editor offers besides the quantity, the discount and removing; each absent when the line cannot take it. */
export interface LineEdits {
  /** Opens the picker on the line's choices: of one unit of it (`unit`), which becomes a line of its own, or of the whole line. */
  modify?: ((unit: boolean) => void) | undefined;
  /** Opens the picker on a weighed line to weigh it again. */
  reweigh?: (() => void) | undefined;
  /** Writes the line's note (kitchen instructions); an empty text removes it. */
  note?: ((text: string) => void) | undefined;
}

export function LineEditor({ line, digits, cap, held, send, message, onRefused, onClose, stampDiscount, edits }: {
  line: CartLine;
  digits: CurrencyDigits;
  /** The product's maximum discount percent. */
  cap: number;
  /** The line's product is being read: what prices it waits. */
  held: boolean;
  /** Dispatches an event; true when the cart took it. */
  send: (event: CartEvent) => boolean;
  /** The order's last refusal, said at the head of the editor. */
  message: string | null;
  onRefused: (message: string | null) => void;
  onClose: () => void;
  stampDiscount?: StampDiscount | undefined;
  edits: LineEdits;
}) {
  const { t } = useLingui();
  const { name } = useLanguage();
  const [discountOpen, setDiscountOpen] = useState(false);

  const [note, setNote] = useState(line.note);

  async function applyDiscount(percent: number) {
    const stamp = stampDiscount ? await stampDiscount(percent, discountApprovalText(line, percent, withDiscount(line, percent).discount, digits)) : {};
    if (stamp === null) return;
    // Given, the discount is done with: the editor closes, the line says it.
    if (send({ type: 'discountApplied', line_id: line.line_id, percent, ...stamp })) onClose();
  }

  /** "Done": the note typed is kept; everything else was applied as it was tapped. */
  function done() {
    if (edits.note && note.trim() !== line.note) edits.note(note.trim());
    onClose();
  }

  /** Leaves the editor for another screen (the picker). */
  const leave = (then: () => void) => () => {
    onClose();
    then();
  };

  return (
    <Dialog
      title={name(line)}
      className="line-editor"
      inPlace
      initialFocus="dialog"
      onEscape={onClose}
      footer={
        <button type="button" className="btn btn--primary" onClick={done}>
          {t`Done`}
        </button>
      }
    >
      {message && (
        <div role="alert" className="alert order__alert">
          <span>{message}</span>
          <button type="button" className="btn btn--small" onClick={() => onRefused(null)}>
            {t`Dismiss`}
          </button>
        </div>
      )}
      <LineDetails line={line} />
      <QuantityRow line={line} held={held} send={send} onReweigh={edits.reweigh && leave(edits.reweigh)} />
      <div className="line__actions">
        <button type="button" className="btn" aria-expanded={discountOpen} disabled={held} onClick={() => setDiscountOpen((was) => !was)}>
          {t`Discount`}
        </button>
        {edits.modify && <ModifyAction line={line} modify={edits.modify} leave={leave} />}
        <button
          type="button"
          className="btn btn--danger order-line__remove"
          onClick={() => {
            if (send({ type: 'lineRemoved', line_id: line.line_id })) onClose();
          }}
        >
          {t`Remove line`}
        </button>
      </div>
      {discountOpen && !held && (
        <Suspense fallback={null}>
          <DiscountForm current={line.discount_pct} cap={cap} onApply={(percent) => void applyDiscount(percent)} onRefused={onRefused} />
        </Suspense>
      )}
      {edits.note && (
        <label className="line-editor__note">
          {t`Note`}
          <input type="text" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
        </label>
      )}
    </Dialog>
  );
}

/**
 * "Modify": the picker on the line's choices. A line of more than one unit asks first, in a
 * group under the button: "Just this one" (the unit becomes a line of its own) or "All N".
 */
function ModifyAction({ line, modify, leave }: {
  line: CartLine;
  modify: (unit: boolean) => void;
  leave: (then: () => void) => () => void;
}) {
  const { t } = useLingui();
  const [asked, setAsked] = useState(false);
  const unitsApart = line.weight_g === null && line.quantity > 1;
  return (
    <>
      <button type="button" className="btn" aria-expanded={unitsApart ? asked : undefined} onClick={unitsApart ? () => setAsked((was) => !was) : leave(() => modify(false))}>
        {t`Modify`}
      </button>
      {asked && unitsApart && (
        <div role="group" aria-label={t`Which to modify`} className="line__actions">
          <button type="button" className="btn" onClick={leave(() => modify(true))}>
            {t`Just this one`}
          </button>
          <button type="button" className="btn" onClick={leave(() => modify(false))}>
            {t`All ${{ quantity: line.quantity }}`}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * The line's quantity: "Decrease quantity", its units typed on the dialog's keypad (a unit
 * line) and "Increase quantity"; "Re-weigh" for a weighed line that can be weighed again.
 */
function QuantityRow({ line, held, send, onReweigh }: {
  line: CartLine;
  held: boolean;
  send: (event: CartEvent) => boolean;
  onReweigh: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const [units, setUnits] = useState<string | null>(null);
  const weighed = line.weight_g !== null;
  const setQuantity = (quantity: number) => send({ type: 'quantityChanged', line_id: line.line_id, quantity });
  /** A step: the field shows the line's quantity again, not what was typed before. */
  const step = (by: number) => {
    setUnits(null);
    setQuantity(line.quantity + by);
  };

  function typedUnits(text: string) {
    setUnits(text);
    const quantity = Number(text);
    if (/^\d{1,4}$/.test(text) && quantity >= 1 && quantity !== line.quantity) setQuantity(quantity);
  }

  return (
    <div className="line__actions line-editor__quantity">
      <button
        type="button"
        className="btn"
        // At 1 the line stays: removing is its own button, so a quick double tap cannot drop it.
        disabled={weighed || line.quantity <= 1}
        onClick={() => step(-1)}
      >
        {/* Named by text, not aria-label: a lookup by the label "Quantity" finds the quantity alone. */}
        <span aria-hidden="true">−</span>
        <span className="visually-hidden">{t`Decrease quantity`}</span>
      </button>
      {!weighed && (
        <label className="line-editor__units">
          <span className="visually-hidden">{t`Units`}</span>
          <NumberInput value={units ?? String(line.quantity)} disabled={held} onText={typedUnits} onBlur={() => setUnits(null)} />
        </label>
      )}
      <button type="button" className="btn" disabled={weighed || held} onClick={() => step(1)}>
        <span aria-hidden="true">+</span>
        <span className="visually-hidden">{t`Increase quantity`}</span>
      </button>
      {onReweigh && (
        <button type="button" className="btn" onClick={onReweigh}>
          {t`Re-weigh`}
        </button>
      )}
    </div>
  );
}
