/**
 * The dialogs of parked orders and the order note (ui-contract "Parked orders and the order
 * note"), loaded on first use. They lay out what `Parking` hands them (ParkFlow.tsx wires
 * it to src/db/parked.ts and the cart) and say every refusal in the dialog; what became of the
 * orders afterwards is handed back as one sentence to `onDone`.
 */
import { msg, plural } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ParkRefusal } from '../parked';
import type { Translate } from '../../core/names';
import { useLanguage } from '../../i18n/react';
import { useLingui } from '@lingui/react/macro';
import type { Reopened } from '../../db/parked';
import { Dialog } from '../../ui/Dialog';
import { FormDialog } from '../../ui/FormDialog';

export type ParkDialogKind = 'park' | 'parked' | 'note';

export interface Parking {
  /** The parked orders, oldest first, with their total written out; undefined while read. */
  /** `by`: who parked it (assumed-contracts 10), null with nobody signed in. */
  list: { id: string; name: string; lines: number; total: string; by: string | null }[] | undefined;
  /** The name the park form offers; undefined while the list is read. */
  suggestedName: string | undefined;
  note: string;
  noteLength(typed: string): number;
  noteMax: number;
  park(name: string): Promise<{ ok: true; name: string } | ParkRefusal>;
  reopen(id: string): Promise<Reopened | ParkRefusal>;
  /** Resolves to the refusal's sentence, or null once stored. */
  writeNote(note: string): Promise<string | null>;
}

interface Props {
  which: ParkDialogKind;
  parking: Parking;
  /** Closes the dialog; `said`: what became of the orders, for the cashier. */
  onDone(said?: string): void;
}

export function refusalText(refusal: ParkRefusal, t: Translate): string {
  switch (refusal.reason) {
    case 'nothing-to-park':
      return t(msg`The order is empty: there is nothing to park.`);
    case 'name-too-long':
      return t(msg`A name holds at most ${{ max: refusal.max }} characters.`);
    case 'name-taken':
      return t(msg`An order named "${{ name: refusal.name }}" is already parked: choose another name.`);
    case 'gone':
      return t(msg`This order was opened on another screen.`);
    default: {
      const unknown: never = refusal;
      return unknown;
    }
  }
}

function Refusal({ text }: { text: string | null }) {
  return text ? <p role="alert" className="alert">{text}</p> : null;
}

function ParkForm({ parking, suggested, onDone }: Omit<Props, 'which'> & { suggested: string }) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const [name, setName] = useState(suggested);
  const nameRef = useRef<HTMLInputElement>(null);
  // The suggested name is selected once the dialog has focused the field, so what is typed
  // ("Table 4") replaces it instead of joining it ("Order 1Table 4").
  useEffect(() => nameRef.current?.select(), []);
  const [refused, setRefused] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await parking.park(name);
    if (result.ok) onDone(t`Order parked as ${{ name: result.name }}.`);
    else setRefused(refusalText(result, translate));
  }
  return (
    <FormDialog title={t`Park order`} submitLabel={t`Park`} initialFocus={nameRef} onSubmit={(e) => void submit(e)} onCancel={() => onDone()}>
      <label>
        {t`Order name`}
        <input type="text" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} ref={nameRef} />
      </label>
      <span className="park-form__hint">{t`A table, a pickup number or a customer’s name. Empty: the next number.`}</span>
      <Refusal text={refused} />
    </FormDialog>
  );
}

function NoteForm({ parking, onDone }: Omit<Props, 'which'>) {
  const { t } = useLingui();
  const [note, setNote] = useState(parking.note);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const countId = useId();
  const length = parking.noteLength(note);
  async function submit(e: FormEvent) {
    e.preventDefault();
    // Checked here first, as the cart checks it, so the refusal is said once, in this dialog.
    if (length > parking.noteMax) return setRefused(t`A note holds at most ${{ max: parking.noteMax }} characters.`);
    const refusal = await parking.writeNote(note);
    if (refusal === null) onDone();
    else setRefused(refusal);
  }
  return (
    <FormDialog title={t`Order note`} submitLabel={t`Save note`} initialFocus={noteRef} onSubmit={(e) => void submit(e)} onCancel={() => onDone()}>
      <label>
        {t`Order note`}
        <textarea value={note} rows={3} onChange={(e) => setNote(e.target.value)} aria-describedby={countId} ref={noteRef} />
      </label>
      <span id={countId} className="park-form__hint">
        {t`${length} of ${{ max: parking.noteMax }} characters. Printed on the receipt and sent with the sale.`}
      </span>
      <Refusal text={refused} />
    </FormDialog>
  );
}

function ParkedList({ parking, onDone }: Omit<Props, 'which'>) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const [refused, setRefused] = useState<string | null>(null);
  async function open(id: string) {
    const result = await parking.reopen(id);
    if (!result.ok) return setRefused(refusalText(result, translate));
    onDone(
      result.parkedAs
        ? t`${{ name: result.name }} is open. The order that was open is parked as ${{ parkedAs: result.parkedAs }}.`
        : t`${{ name: result.name }} is open.`,
    );
  }
  const footer = <button type="button" className="btn" onClick={() => onDone()}>{t`Close`}</button>;
  return (
    <Dialog title={t`Parked orders`} onEscape={() => onDone()} footer={footer}>
      <Refusal text={refused} />
      {parking.list?.length === 0 && <p>{t`No parked orders.`}</p>}
      <ul className="parked-list" aria-label={t`Parked orders`}>
        {parking.list?.map((row) => (
          <li key={row.id} className="parked-list__item">
            <span className="parked-list__name">{row.name}</span>
            {row.by && <span>{t`Parked by ${{ name: row.by }}`}</span>}
            <span>{t`${plural({ count: row.lines }, { one: '# line', other: '# lines' })}`}</span>
            <span className="money">{row.total}</span>
            <button type="button" className="btn" onClick={() => void open(row.id)}>
              {t`Open`}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

export function ParkDialogs({ which, parking, onDone }: Props) {
  switch (which) {
    case 'park':
      return parking.suggestedName === undefined ? null : <ParkForm parking={parking} suggested={parking.suggestedName} onDone={onDone} />;
    case 'parked':
      return <ParkedList parking={parking} onDone={onDone} />;
    case 'note':
      return <NoteForm parking={parking} onDone={onDone} />;
  }
}
