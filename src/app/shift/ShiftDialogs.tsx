/**
 * The shift's dialogs (ui-contract "Shifts"), loaded on first use: "Open shift", "Shift" with
 * "Cash in", "Cash out", "X report" and "Close shift", the close with its count and live
 * "Over/short", then the "Z report"; and the shifts the server refused, with "Retry upload".
 * Every change is one transaction of src/db/shifts.ts; a refusal is said in the dialog and
 * nothing typed is lost.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent } from 'react';
import type { Catalog, Session } from '../../core/catalog';
import { formatMoney, parseTypedMoney, sub, type CurrencyDigits, type Money } from '../../core/money';
import type { CashMovementKind } from '../../day/shift';
import type { ShiftReport, ZReport } from '../../day/shiftReport';
import { CashCount } from '../../day/ui/CashCount';
import { overShortText, ShiftReportDialog } from '../../day/ui/ShiftReportDialog';
import { retryRejected } from '../../db/outbox';
import { closeShift, moveCash, openShift, readXReport, rejectedShifts } from '../../db/shifts';
import { Dialog } from '../../ui/Dialog';
import { db } from '../db';
import { FormDialog } from '../kiosk/FormDialog';
import './shift.css';

const MONEY_REFUSALS: Record<Exclude<ReturnType<typeof parseTypedMoney>, { ok: true }>['reason'], string> = {
  empty: 'Type an amount.',
  'not-a-number': 'That is not an amount.',
  negative: 'An amount below zero cannot be counted.',
  'too-many-digits': 'Too many digits after the decimal point for this currency.',
  'too-large': 'That amount is too large.',
};

/** The typed amount, or the sentence that says why it is refused. */
function typedAmount(text: string, digits: CurrencyDigits): { ok: true; value: Money } | { ok: false; message: string } {
  const parsed = parseTypedMoney(text, digits);
  return parsed.ok ? parsed : { ok: false, message: `${MONEY_REFUSALS[parsed.reason]}` };
}

const failure = (e: unknown) => (e instanceof Error && e.message ? e.message : 'It was not saved. Try again.');

function names(catalog: Catalog | null) {
  return {
    brandName: (id: number) => catalog?.brands.find((b) => b.brand_id === id)?.brand_name ?? `Brand ${id}`,
    channelName: (id: number | null) =>
      id === null ? 'No channel' : (catalog?.channels.find((c) => c.channel_id === id)?.channel_name ?? `Channel ${id}`),
  };
}

export function OpenShiftDialog({ session, description, onOpened, onCancel }: {
  session: Session;
  /** Why it is asked, when a sale asked for it. */
  description?: string;
  onOpened(): void;
  onCancel(): void;
}) {
  const digits = session.config.currency_decimals;
  const [cashier, setCashier] = useState('');
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const amount = typedAmount(float, digits);
    if (!amount.ok) return setError(`Opening float: ${amount.message}`);
    try {
      await openShift(db, { cashier_name: cashier, opening_float: amount.value, location_id: session.location.id, digits });
      onOpened();
    } catch (reason) {
      setError(failure(reason));
    }
  }

  return (
    <FormDialog title="Open shift" submitLabel="Open shift" onSubmit={(e) => void submit(e)} onCancel={onCancel}>
      {description && <p>{description}</p>}
      <label>
        Cashier name
        <input type="text" autoComplete="off" value={cashier} onChange={(e) => setCashier(e.target.value)} />
      </label>
      <CashCount label="Opening float" value={float} onChange={setFloat} currency={session.location.currency} digits={digits} />
      {error && <p role="alert" className="alert">{error}</p>}
    </FormDialog>
  );
}

function CashMoveDialog({ kind, digits, onDone }: { kind: CashMovementKind; digits: CurrencyDigits; onDone(): void }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const typed = typedAmount(amount, digits);
    if (!typed.ok) return setError(typed.message);
    try {
      await moveCash(db, kind, typed.value, reason);
      onDone();
    } catch (reason) {
      setError(failure(reason));
    }
  }

  return (
    <FormDialog title={kind === 'in' ? 'Cash in' : 'Cash out'} submitLabel="Record" onSubmit={(e) => void submit(e)} onCancel={onDone}>
      <label>
        Amount
        <input type="text" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      <label>
        Reason
        <input type="text" autoComplete="off" value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {error && <p role="alert" className="alert">{error}</p>}
    </FormDialog>
  );
}

function CloseShiftDialog({ report, currency, digits, onClosed, onCancel }: {
  report: ShiftReport;
  currency: string;
  digits: CurrencyDigits;
  onClosed(z: ZReport): void;
  onCancel(): void;
}) {
  const [counted, setCounted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const typed = parseTypedMoney(counted, digits);
  // Live as the count is typed: counted - expected, below zero when cash is missing.
  const overShort = typed.ok ? overShortText(sub(typed.value, report.expected_cash), digits) : '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const amount = typedAmount(counted, digits);
    if (!amount.ok) return setError(`Counted cash: ${amount.message}`);
    try {
      onClosed(await closeShift(db, amount.value));
    } catch (reason) {
      setError(failure(reason));
    }
  }

  return (
    <FormDialog title="Close shift" submitLabel="Close shift" onSubmit={(e) => void submit(e)} onCancel={onCancel}>
      <p>
        Expected cash <span className="money" aria-label="Expected cash">{formatMoney(report.expected_cash, digits)}</span>
      </p>
      <CashCount label="Counted cash" value={counted} onChange={setCounted} currency={currency} digits={digits} />
      <p>
        Over/short <output className="money" aria-label="Over/short">{overShort}</output>
      </p>
      {error && <p role="alert" className="alert">{error}</p>}
    </FormDialog>
  );
}

type ShiftView = 'menu' | 'in' | 'out' | 'x' | 'close' | { z: ZReport };

/** "Shift": the open shift's actions; after the close, its Z report. */
export function ShiftDialog({ catalog, onClose }: { catalog: Catalog | null; onClose(): void }) {
  const [view, setView] = useState<ShiftView>('menu');
  const x = useLiveQuery(() => readXReport(db), []);
  const { brandName, channelName } = names(catalog);
  if (typeof view === 'object') {
    return <ShiftReportDialog report={view.z} digits={x?.row.digits ?? catalog?.session.config.currency_decimals ?? 2} brandName={brandName} channelName={channelName} onClose={onClose} />;
  }
  if (!x) {
    // Loading, or the shift was closed in another tab.
    return x === null ? (
      <Dialog title="Shift" onEscape={onClose} footer={<button type="button" className="btn btn--primary" onClick={onClose}>Done</button>}>
        <p>No shift is open on this terminal.</p>
      </Dialog>
    ) : null;
  }
  const { row, report } = x;
  const back = () => setView('menu');
  switch (view) {
    case 'in':
    case 'out':
      return <CashMoveDialog kind={view} digits={row.digits} onDone={back} />;
    case 'x':
      return <ShiftReportDialog report={report} digits={row.digits} brandName={brandName} channelName={channelName} onClose={back} />;
    case 'close':
      return (
        <CloseShiftDialog
          report={report}
          currency={catalog?.session.location.currency ?? ''}
          digits={row.digits}
          onClosed={(z) => setView({ z })}
          onCancel={back}
        />
      );
    default:
      return (
        <Dialog title="Shift" onEscape={onClose} footer={<button type="button" className="btn btn--primary" onClick={onClose}>Done</button>}>
          <p>
            {row.cashier_name}, since {new Date(row.opened_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
          </p>
          <div className="shift-actions">
            <button type="button" className="btn" onClick={() => setView('in')}>Cash in</button>
            <button type="button" className="btn" onClick={() => setView('out')}>Cash out</button>
            <button type="button" className="btn" onClick={() => setView('x')}>X report</button>
            <button type="button" className="btn btn--primary" onClick={() => setView('close')}>Close shift</button>
          </div>
        </Dialog>
      );
  }
}

/** The closed shifts the server refused for good, with its words and "Retry upload". */
export function RejectedShiftsDialog({ onClose }: { onClose(): void }) {
  const rejected = useLiveQuery(() => rejectedShifts(db), []) ?? [];
  return (
    <Dialog title="Rejected shifts" onEscape={onClose} footer={<button type="button" className="btn btn--primary" onClick={onClose}>Done</button>}>
      {rejected.length === 0 && <p>No shift upload is rejected.</p>}
      <ul className="shift-rejected">
        {rejected.map((s) => (
          <li key={s.shift_id}>
            <p>
              {s.cashier_name}, {new Date(s.opened_at).toLocaleString()}: the server refused it: {s.message ?? 'no reason given'}
            </p>
            <button type="button" className="btn" onClick={() => void retryRejected(db, s.shift_id, Date.now(), 'shift')}>
              Retry upload
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
