/**
 * The shift's dialogs (ui-contract "Shifts"), loaded on first use: "Open shift", "Shift" with
 * "Cash in", "Cash out", "X report" and "Close shift", the close with its count and live
 * "Over/short", then the "Z report"; and the shifts the server refused, with "Retry upload".
 * Every change is one transaction of src/db/shifts.ts; a refusal is said in the dialog and
 * nothing typed is lost.
 */
import { useBranchTimeZone } from '../../app/data/branchTime';
import type { StaffRef } from '../../staff/staff';
import { approvalApplies } from '../../staff/permissions';
import { useApproval } from '../../staff/ui/approval';
import { useSignedIn, useStaff } from '../../app/data/staff';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useRef, useState, type FormEvent } from 'react';
import type { Catalog, Session } from '../../core/catalog';
import { formatMoney, sub, type CurrencyDigits, type Money } from '../../core/money';
import { parseTypedMoney } from '../../core/typedNumber';
import { type Named, type Translate } from '../../core/names';
import type { CashMovementKind } from '../shift';
import type { ShiftReport, ZReport } from '../shiftReport';
import { CashCount } from './CashCount';
import { BlindCount } from './BlindCount';
import { useBlindCount } from '../../app/data/settings';
import { overShortText, ShiftReportDialog } from './ShiftReportDialog';
import type { ShiftRow } from '../../db/schema';
import { formatDocumentTime, formatTime } from '../../i18n/i18n';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';
import { Dialog } from '../../ui/Dialog';
import { useHoldsWork } from '../../ui/workOnScreen';
import { shiftWritten } from './shiftWritten';
import { useRejectedShifts, useShiftWrites, useXReport } from '../../app/data/shifts';
import { useRetryUpload } from '../../app/data/retryUpload';
import { FormDialog } from '../../ui/FormDialog';
import './shift.css';
import { OpenDrawerDialog } from './OpenDrawerDialog';
import { usePrintShiftReport } from '../../app/data/printOnDemand';
import { NumberInput } from '../../ui/NumberInput';

const MONEY_REFUSALS: Record<Exclude<ReturnType<typeof parseTypedMoney>, { ok: true }>['reason'], MessageDescriptor> = {
  empty: msg`Type an amount.`,
  'not-a-number': msg`That is not an amount.`,
  negative: msg`An amount below zero cannot be counted.`,
  'too-many-digits': msg`Too many digits after the decimal point for this currency.`,
  'too-large': msg`That amount is too large.`,
};

/** The typed amount, or the message (of the catalog) that says why it is refused. */
function typedAmount(text: string, digits: CurrencyDigits): { ok: true; value: Money } | { ok: false; message: MessageDescriptor } {
  const parsed = parseTypedMoney(text, digits);
  return parsed.ok ? parsed : { ok: false, message: MONEY_REFUSALS[parsed.reason] };
}


/** A brand's and a channel's name for a report, from the catalog held (by id when it no longer lists them). */
export function names(catalog: Catalog | null, t: Translate, name: (row: Named) => string) {
  return {
    brandName: (id: number) => {
      const brand = catalog?.brands.find((b) => b.brand_id === id);
      return brand ? name({ name: brand.brand_name, localize_name: brand.localize_name }) : t(msg`Brand ${id}`);
    },
    channelName: (id: number | null) =>
      id === null ? t(msg`No channel`) : (catalog?.channels.find((c) => c.channel_id === id)?.channel_name ?? t(msg`Channel ${id}`)),
  };
}

export function OpenShiftDialog({ session, description, onOpened, onCancel }: {
  session: Session;
  /** Why it is asked, when a sale asked for it. */
  description?: string;
  onOpened(): void;
  onCancel(): void;
}) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const { open } = useShiftWrites();
  const digits = session.config.currency_decimals;
  // With staff, the person signed in opens it under their own name, not one typed (assumed-contracts
  // 10): the name on every sale of the shift. A terminal without staff types it.
  const signedIn = useSignedIn();
  const withStaff = (useStaff()?.length ?? 0) > 0;
  const [cashier, setCashier] = useState('');
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The float is what is typed: the focus (and the keypad) start there, not on the name.
  const floatRef = useRef<HTMLInputElement>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const amount = typedAmount(float, digits);
    if (!amount.ok) return setError(t`Opening float: ${{ problem: translate(amount.message) }}`);
    const opened = await shiftWritten(() => open({ cashier_name: withStaff ? (signedIn?.name ?? '') : cashier, opening_float: amount.value, location_id: session.location.id, digits }), translate);
    if (!opened.ok) return setError(opened.words);
    onOpened();
  }

  return (
    <FormDialog title={t`Open shift`} submitLabel={t`Open shift`} initialFocus={floatRef} onSubmit={(e) => void submit(e)} onCancel={onCancel}>
      {description && <p>{description}</p>}
      {withStaff ? (
        <p>
          {t`Cashier`} <output aria-label={t`Cashier`}>{signedIn?.name ?? ''}</output>
        </p>
      ) : (
        <label>
          {t`Cashier name`}
          <input type="text" autoComplete="off" value={cashier} onChange={(e) => setCashier(e.target.value)} />
        </label>
      )}
      <CashCount label={t`Opening float`} value={float} onChange={setFloat} currency={session.location.currency} digits={digits} inputRef={floatRef} />
      {error && <p role="alert" className="alert">{error}</p>}
    </FormDialog>
  );
}

/** The shift a dialog acts on, named as the cashier reads it: "Amal, since 09:00". */
function ShiftName({ shift }: { shift: ShiftRow }) {
  const { t } = useLingui();
  return <p>{t`${{ cashier: shift.cashier_name }}, since ${{ time: formatTime(new Date(shift.opened_at)) }}`}</p>;
}

function CashMoveDialog({ kind, shift, onDone }: { kind: CashMovementKind; shift: ShiftRow; onDone(): void }) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  useHoldsWork();
  const { moveCash } = useShiftWrites();
  const requestApproval = useApproval();
  const staff = useStaff();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const typed = typedAmount(amount, shift.digits);
    if (!typed.ok) return setError(translate(typed.message));
    // Cash out needs a manager once the terminal has staff; the approver is kept on the movement.
    let approver: StaffRef | undefined;
    if (kind === 'out' && approvalApplies('cash-out', (staff?.length ?? 0) > 0)) {
      const money = formatMoney(typed.value, shift.digits);
      const why = reason.trim();
      approver = (await requestApproval('cash-out', why ? t`${{ amount: money }}, ${{ reason: why }}` : money)) ?? undefined;
      if (!approver) return;
    }
    // Into this shift only: one closed meanwhile on another screen is refused.
    const moved = await shiftWritten(() => moveCash(kind, typed.value, reason, shift.shift_id, approver), translate);
    if (!moved.ok) return setError(moved.words);
    onDone();
  }

  return (
    <FormDialog title={kind === 'in' ? t`Cash in` : t`Cash out`} submitLabel={t`Record`} onSubmit={(e) => void submit(e)} onCancel={onDone}>
      <ShiftName shift={shift} />
      <label>
        {t`Amount`}
        <NumberInput value={amount} onText={setAmount} allowPoint={shift.digits > 0} />
      </label>
      <label>
        {t`Reason`}
        <input type="text" autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {error && <p role="alert" className="alert">{error}</p>}
    </FormDialog>
  );
}

function CloseShiftDialog({ shift, report, currency, onClosed, onCancel }: {
  shift: ShiftRow;
  report: ShiftReport;
  currency: string;
  onClosed(z: ZReport): void;
  onCancel(): void;
}) {
  const { digits } = shift;
  const { t } = useLingui();
  const { translate } = useLanguage();
  const { close, cancelClose } = useShiftWrites();
  const [counted, setCounted] = useState('');
  const [error, setError] = useState<string | null>(null);
  // "Blind cash count": the count is typed, and kept, before the expected cash is shown.
  const blind = useBlindCount();
  const [shown, setShown] = useState(!blind);
  const typed = parseTypedMoney(counted, digits);
  // Live as the count is typed: counted - expected, below zero when cash is missing.
  const overShort = typed.ok ? overShortText(sub(typed.value, report.expected_cash), digits, translate) : '';

  /**
   * Given up after a blind count showed the expected cash: the count stands as typed and is kept,
   * so the Z report of the next close says the drawer was counted again.
   */
  async function cancel() {
    const amount = parseTypedMoney(counted, digits);
    if (blind && shown && amount.ok) {
      const kept = await shiftWritten(() => cancelClose(amount.value, shift.shift_id), translate);
      if (!kept.ok) return setError(kept.words);
    }
    onCancel();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const amount = typedAmount(counted, digits);
    if (!amount.ok) return setError(t`Counted cash: ${{ problem: translate(amount.message) }}`);
    setError(null);
    if (!shown) return setShown(true);
    // This shift only: one closed meanwhile on another screen is refused, never another closed in its place.
    const closed = await shiftWritten(() => close(amount.value, shift.shift_id), translate);
    if (!closed.ok) return setError(closed.words);
    onClosed(closed.report);
  }

  return (
    <FormDialog title={t`Close shift`} submitLabel={shown ? t`Close shift` : t`Show expected cash`} onSubmit={(e) => void submit(e)} onCancel={() => void cancel()}>
      <ShiftName shift={shift} />
      {shown && (
        <p>
          {t`Expected cash`} <span className="money" aria-label={t`Expected cash`}>{formatMoney(report.expected_cash, digits)}</span>
        </p>
      )}
      <BlindCount locked={blind && shown} label={t`Counted cash`} value={counted} onChange={setCounted} currency={currency} digits={digits} />
      {shown && (
        <p>
          {t`Over/short`} <output className="money" aria-label={t`Over/short`}>{overShort}</output>
        </p>
      )}
      {error && <p role="alert" className="alert">{error}</p>}
    </FormDialog>
  );
}

type ShiftView = 'menu' | 'in' | 'out' | 'drawer' | 'x' | 'close' | { z: ZReport };

/**
 * "Shift": the actions of the shift open when it was opened; after the close, its Z report. It
 * stays with that shift: when another screen closes it (and perhaps opens another), it says
 * so and acts on nothing else.
 */
export function ShiftDialog({ catalog, onClose }: { catalog: Catalog | null; onClose(): void }) {
  const [view, setView] = useState<ShiftView>('menu');
  const { t } = useLingui();
  const { name, translate } = useLanguage();
  const x = useXReport();
  const printReport = usePrintShiftReport();
  const blind = useBlindCount();
  const signedIn = useSignedIn();
  // Roles exist only with staff: a terminal without staff shows it to whoever reads the X report.
  const withStaff = (useStaff()?.length ?? 0) > 0;
  const hideExpected = blind && withStaff && signedIn?.role !== 'manager';
  // The shift this dialog acts on: the one open when it was first read.
  const [pinned, setPinned] = useState<ShiftRow | null>(null);
  if (x && pinned === null) setPinned(x.row);
  const { brandName, channelName } = names(catalog, translate, name);
  const done = (
    <button type="button" className="btn btn--primary" onClick={onClose}>
      {t`Done`}
    </button>
  );
  if (typeof view === 'object') {
    const zDigits = pinned?.digits ?? catalog?.session.config.currency_decimals ?? 2;
    const z = view.z;
    return <ShiftReportDialog report={z} digits={zDigits} brandName={brandName} channelName={channelName} timeZone={catalog?.session.location.timezone ?? ''} onClose={onClose} onPrint={printReport && (() => printReport(z, zDigits, { brandName, channelName }))} />;
  }
  if (x === undefined && pinned === null) return null; // loading
  if (!x || !pinned || x.row.shift_id !== pinned.shift_id) {
    return (
      <Dialog title={t`Shift`} onEscape={onClose} footer={done}>
        <p>
          {pinned
            ? t`${{ cashier: pinned.cashier_name }}’s shift, opened ${{ time: formatTime(new Date(pinned.opened_at)) }}, was closed on another screen: nothing more is recorded in it.`
            : t`No shift is open on this terminal.`}
        </p>
      </Dialog>
    );
  }
  const { row, report } = x;
  const back = () => setView('menu');
  switch (view) {
    case 'in':
    case 'out':
      return <CashMoveDialog kind={view} shift={row} onDone={back} />;
    case 'drawer':
      return <OpenDrawerDialog onDone={back} />;
    case 'x':
      // A blind count is blind until the close: only a manager reads the expected cash before it.
      return hideExpected ? (
        <ShiftReportDialog report={report} digits={row.digits} brandName={brandName} channelName={channelName} timeZone={catalog?.session.location.timezone ?? ''} onClose={back} hideExpected />
      ) : (
        <ShiftReportDialog report={report} digits={row.digits} brandName={brandName} channelName={channelName} timeZone={catalog?.session.location.timezone ?? ''} onClose={back} onPrint={printReport && (() => printReport(report, row.digits, { brandName, channelName }))} />
      );
    case 'close':
      return <CloseShiftDialog shift={row} report={report} currency={catalog?.session.location.currency ?? ''} onClosed={(z) => setView({ z })} onCancel={back} />;
    default:
      return (
        <Dialog title={t`Shift`} onEscape={onClose} footer={done}>
          <ShiftName shift={row} />
          {/* The day's reading first: "X report" is the main button; closing is the last and a plain one. */}
          <div className="shift-actions">
            <button type="button" className="btn btn--primary shift-actions__main" onClick={() => setView('x')}>{t`X report`}</button>
            <button type="button" className="btn" onClick={() => setView('in')}>{t`Cash in`}</button>
            <button type="button" className="btn" onClick={() => setView('out')}>{t`Cash out`}</button>
            <button type="button" className="btn" onClick={() => setView('drawer')}>{t`Open drawer`}</button>
            <button type="button" className="btn shift-actions__close" onClick={() => setView('close')}>{t`Close shift`}</button>
          </div>
        </Dialog>
      );
  }
}

/** The closed shifts the server refused for good, with its words and "Retry upload". */
export function RejectedShiftsDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  const rejected = useRejectedShifts() ?? [];
  const timeZone = useBranchTimeZone() ?? '';
  const retry = useRetryUpload();
  const done = (
    <button type="button" className="btn btn--primary" onClick={onClose}>
      {t`Done`}
    </button>
  );
  return (
    <Dialog title={t`Rejected shifts`} onEscape={onClose} footer={done}>
      {rejected.length === 0 && <p>{t`No shift upload is rejected.`}</p>}
      <ul className="shift-rejected">
        {rejected.map((s) => (
          <li key={s.shift_id}>
            <p>
              {t`${{ cashier: s.cashier_name }}, ${{ opened: formatDocumentTime(s.opened_at, timeZone) }}: the server refused it: ${{ reason: s.message ?? t(msg`no reason given`) }}`}
            </p>
            <button type="button" className="btn" onClick={() => void retry(s.shift_id, 'shift')}>
              {t`Retry upload`}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
