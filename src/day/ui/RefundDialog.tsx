/**
 * "Refund" (ui-contract "Refunds"): one group per line of the sale, named by its product, with
 * its stepper around "Refund quantity" and what is left to refund of it; "Refund all" fills
 * every line with what is left; the reason chips and "Reason"; and a footer always in view with
 * the live "Refund total", the reason and "Refund", which asks "Manager approval" (the
 * approver is recorded on the refund). The parts are RefundParts.tsx. Every
 * refusal is said in words and nothing is stored then; the refund is checked again against
 * the sale's refunds when it is stored (src/db/refunds.ts), so a refund made meanwhile in
 * another tab is counted too. With "Sell only with an open shift" and none open, "Open shift"
 * is offered over the dialog first (useShiftFirst.tsx), as a sale offers it, and the refund
 * goes on once it is open. A terminal with no manager yet makes one in the approval. A device out of storage gets the sale's
 * relief (storagePressure.ts), and a refund still not saved says why. A card refund the card
 * service refused is said here, with its words, instead of the receipt: the refund is stored
 * (and shown in "Orders" with the reason), and only "Close" is left.
 */
import { msg } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { formatMoney, ZERO } from '../../core/money';
import { typedUnits } from '../../core/typedNumber';
import type { Named, Translate } from '../../core/names';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import { priceRefund, refundableLines, saleRefusal, type RequestedLine } from '../refunds';
import { refundReason, type RefundReasonKey } from '../refundReason';
import type { RefundOutcome } from '../../db/refunds';
import { refundTenders } from '../refundPayments';
import { shiftRefusalText } from '../shiftRefusal';
import { cardRefusedText } from '../cardRefundText';
import { methodLabelIn } from '../../checkout/tenders';
import type { PaymentMethod } from '../../checkout/payment';
import type { OrderRow, RefundRow } from '../../db/schema';
import { Dialog } from '../../ui/Dialog';
import { useHoldsWork } from '../../ui/workOnScreen';
import { saveWithRelief } from '../../app/data/saveWithRelief';
import { useConfirmRefund, useRefundsOf } from '../../app/data/refunds';
import { useApproval } from '../../staff/ui/approval';
import { ReasonChips, RefundLineField, RefundSummary, RefundToChoice } from './RefundParts';
import { useShiftFirst } from './useShiftFirst';
import type { Session } from '../../core/catalog';

type Refusal = Extract<RefundOutcome, { ok: false }>;

/** What the cashier reads when a refund is refused, in the language on screen (`t`, and `named` for a line's name). */
export function refusalText(refusal: Refusal, sale: OrderRow, t: Translate, named: (row: Named) => string): string {
  const name = (of_line: number) => {
    const line = sale.lines[of_line];
    return line ? named(line) : t(msg`Line ${{ number: of_line + 1 }}`);
  };
  switch (refusal.reason) {
    case 'not-paid':
      return t(msg`This order waits to be paid at the counter: nothing was paid, so nothing can be refunded.`);
    case 'nothing-requested':
      return t(msg`Type how many to refund on at least one line.`);
    case 'unknown-line':
    case 'duplicate-line':
      return t(msg`${{ name: name(refusal.of_line) }} is not a line of this sale to refund.`);
    case 'invalid-quantity':
      return t(msg`${{ name: name(refusal.of_line) }}: the refund quantity is a whole number, 0 or more.`);
    case 'negative-line':
      return t(msg`${{ name: name(refusal.of_line) }} was sold below zero: a refund only gives money back.`);
    case 'exceeds':
      return refusal.remaining === 0
        ? t(msg`${{ name: name(refusal.of_line) }} is already refunded in full.`)
        : t(msg`${{ name: name(refusal.of_line) }}: only ${{ remaining: refusal.remaining }} left to refund.`);
    case 'reason-missing':
      return t(msg`Type the reason for the refund.`);
    case 'unknown-sale':
      return t(msg`This sale is no longer on this terminal.`);
    case 'sale-rejected':
      return refusal.message
        ? t(msg`The server rejected this sale (${{ message: refusal.message }}): retry the sale first, from "Orders", then refund it.`)
        : t(msg`The server rejected this sale: retry the sale first, from "Orders", then refund it.`);
    case 'handed-over':
      return t(msg`This sale was handed over to another terminal in an export file: refund it there.`);
    case 'no-open-shift':
      return t(msg`No shift is open on this terminal: open one to give money back.`);
    case 'digits-changed':
      return t(shiftRefusalText('digits-changed'));
    case 'tender':
      return t(msg`Only ${{ amount: formatMoney(refusal.left, sale.digits) }} can go back to ${{ tender: methodLabelIn(sale.payments, refusal.method, t) }}: choose another tender, or refund less.`);
    default: {
      const never: never = refusal;
      return never;
    }
  }
}

/** An empty box is 0; anything that is not a whole number is kept as NaN, refused by the rules. */
function requested(boxes: readonly string[]): RequestedLine[] {
  return boxes.map((text, of_line) => ({ of_line, quantity: typedUnits(text) }));
}

/** `session`: what "Open shift" needs when "Sell only with an open shift" finds none open (absent: none is offered). */
export function RefundDialog({ sale, session = null, onDone, onCancel }: { sale: OrderRow; session?: Session | null; onDone(refund: RefundRow): void; onCancel(): void }) {
  const { t } = useLingui();
  const { shiftFirst, dialog } = useShiftFirst(session, t`This terminal gives money back only in an open shift. Open one to refund.`);
  const { name, translate } = useLanguage();
  useHoldsWork();
  const refused = (refusal: Refusal) => refusalText(refusal, sale, translate, name);
  const past = useRefundsOf(sale.client_order_id);
  const confirmRefund = useConfirmRefund();
  const [boxes, setBoxes] = useState<string[]>(() => sale.lines.map(() => ''));
  const [chosen, setChosen] = useState<RefundReasonKey | null>(null);
  const [typed, setTyped] = useState('');
  // Stored in the chosen reason's English words (refundReason.ts); shown in the language on screen.
  const reason = refundReason(chosen, typed);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Stored, but the card service refused to give the card's money back: said, and nothing more to do here.
  const [cardRefused, setCardRefused] = useState<readonly string[]>([]);
  // The tenders the sale was paid by; with two or more the cashier chooses, "As paid" (card first) unless told.
  const tenders = refundTenders(sale);
  const [to, setTo] = useState<PaymentMethod | null>(null);
  const rejected = saleRefusal(sale);
  const requestApproval = useApproval();
  const show = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, sale.digits);

  const paid = sale.upload === 'unpaid' ? { ...sale, pay_at_counter: true } : sale;
  const left = refundableLines(sale, past ?? []);
  const priced = priceRefund(paid, past ?? [], requested(boxes));
  const live = priced.ok ? null : priced.reason === 'nothing-requested' ? null : refused(priced);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!priced.ok) return setError(refused(priced));
    if (reason === '') return setError(refused({ ok: false, reason: 'reason-missing' }));
    setError(null);
    setBusy(true);
    try {
      // No open shift where one is needed: "Open shift" right here, before the manager is asked.
      if (!(await shiftFirst())) return;
      // What is approved: the sale and the amount given back.
      const approver = await requestApproval('refund', t`Ticket ${{ ticket: sale.ticket_no }}, ${{ amount: show(priced.total) }}`);
      if (!approver) return;
      // A full device drops the cached images and tries once more, as a sale does.
      const saved = await saveWithRelief(() => confirmRefund({ saleId: sale.client_order_id, request: requested(boxes), reason, ...(to ? { to } : {}), approved_by: approver }));
      if (!saved.ok) {
        const detail = translate(saved.detail);
        return setError(saved.detail ? t`The refund was not saved: ${{ detail }}. Try again.` : t`The refund was not saved. Try again.`);
      }
      if (!saved.value.ok) return setError(refused(saved.value));
      if (saved.value.cardRefused.length > 0) return setCardRefused(saved.value.cardRefused.map((row) => cardRefusedText(row, translate)));
      onDone(saved.value.refund);
    } finally {
      setBusy(false);
    }
  }

  const refundAll = () => setBoxes(left.map((l) => (l.quantity > 0 ? String(l.quantity) : '')));
  const footer = (
    <>
      {!rejected && <RefundSummary total={priced.ok ? show(priced.total) : show(ZERO)} reason={refundReason(chosen, typed, translate)} />}
      <button type="button" className="btn" onClick={onCancel}>
        {cardRefused.length > 0 ? t`Close` : t`Cancel`}
      </button>
      {!rejected && cardRefused.length === 0 && (
        <button type="submit" form="refund-form" className="btn btn--primary" disabled={busy}>
          {t`Refund`}
        </button>
      )}
    </>
  );

  return (
    <>
      <Dialog title={t`Refund`} className="refund" onEscape={onCancel} footer={footer}>
        <p>
          {sale.ticket_no}: {show(sale.totals.total)}
        </p>
        {rejected ? (
          // A refund of a sale the server rejected could never upload: the sale is retried first.
          <p role="alert" className="alert">{refused(rejected)}</p>
        ) : (
          <form id="refund-form" className="kiosk-form refund__form" onSubmit={submit}>
            <button type="button" className="btn refund__all" disabled={left.every((l) => l.quantity === 0)} onClick={refundAll}>
              {t`Refund all`}
            </button>
            {sale.lines.map((line, i) => (
              <RefundLineField
                key={line.line_id}
                line={line}
                left={left[i]}
                digits={sale.digits}
                value={boxes[i] ?? ''}
                onText={(text) => setBoxes((all) => all.map((b, j) => (j === i ? text : b)))}
              />
            ))}
            {/* Once stored, the sale is refunded: what the card service refused is what is left to say. */}
            {live && cardRefused.length === 0 && <p role="alert" className="alert">{live}</p>}
            {tenders.length > 1 && <RefundToChoice tenders={tenders} payments={sale.payments} to={to} onChange={setTo} />}
            <ReasonChips chosen={chosen} typed={typed} onChoose={setChosen} onType={setTyped} />
            {error && error !== live && <p role="alert" className="alert">{error}</p>}
            {cardRefused.map((text) => (
              <p key={text} role="alert" className="alert">
                {text}
              </p>
            ))}
          </form>
        )}
      </Dialog>
      {dialog}
    </>
  );
}
