/**
 * Settings, "Staff" (managers only: this dialog asks a manager's approval of its own, whatever
 * opened Settings, unless a manager is signed in): everyone on the terminal with "Rename", "Cashier"/"Manager", "Reset PIN" and "Remove",
 * and "Add person" (a name, a role and a PIN typed twice). The terminal keeps a manager at
 * least; a removed person's documents keep the name they were made under. Making someone a
 * manager or a cashier (a new manager too) and resetting a PIN each ask a manager again, unless
 * a manager is signed in: the approval that opened "Staff" is not one for them. Also "Lock after
 * idle (minutes)" and "Cashier discount limit (%)".
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Message } from '../../core/names';
import type { Role, StaffMember } from '../staff';
import { signInOrder } from '../staffList';
import { useLanguage } from '../../i18n/react';
import { Dialog } from '../../ui/Dialog';
import { useStaff } from '../../app/data/staff';
import { useStaffWrites } from '../../app/data/staffWrites';
import { NewPinFields, useNewPin } from './FirstManagerPin';
import { StaffGate, useApprovedAction } from './StaffGate';
import { staffRefusalText } from './staffRefusal';
import { StaffSettings } from './StaffSettings';

type Editing = { kind: 'add' } | { kind: 'rename' | 'pin'; person: StaffMember } | null;

function PersonForm({ editing, onDone }: { editing: NonNullable<Editing>; onDone(): void }) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const writes = useStaffWrites();
  const approved = useApprovedAction();
  const [name, setName] = useState(editing.kind === 'add' ? '' : editing.person.name);
  const [role, setRole] = useState<Role>('cashier');
  const pin = useNewPin();
  const [error, setError] = useState<Message | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (editing.kind === 'rename') {
      const done = await writes.rename(editing.person.staff_id, name);
      return done.ok ? onDone() : setError(staffRefusalText(done));
    }
    const taken = await pin.take();
    if (!taken.ok) return setError(taken.message);
    // The approver of a PIN reset or a new manager, recorded in the audit trail with the change.
    const asks = editing.kind === 'pin' ? 'pin' : role === 'manager' ? 'role' : null;
    const who = name.trim() || (editing.kind === 'add' ? '' : editing.person.name);
    const by = asks ? await approved(asks, asks === 'pin' ? t`New PIN for ${{ name: who }}` : t`${{ name: who }} as manager`) : null;
    if (asks && !by) return;
    const hashed = { pinHash: taken.pinHash, pinSalt: taken.pinSalt, pinLength: taken.pinLength };
    const done = editing.kind === 'add' ? await writes.add({ name, role, ...hashed }, by) : await writes.resetPin(editing.person.staff_id, hashed, by);
    return done.ok ? onDone() : setError(staffRefusalText(done));
  }

  const title = editing.kind === 'add' ? t`Add person` : editing.kind === 'rename' ? t`Rename` : t`Reset PIN`;
  return (
    <form className="kiosk-form" aria-label={title} onSubmit={(e) => void submit(e)}>
      {editing.kind !== 'pin' && (
        <label>
          {t`Name`}
          <input type="text" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
      )}
      {editing.kind === 'add' && (
        <fieldset role="radiogroup" aria-label={t`Role`}>
          <label className="setting">
            <input type="radio" name="role" checked={role === 'cashier'} onChange={() => setRole('cashier')} />
            {t`Cashier`}
          </label>
          <label className="setting">
            <input type="radio" name="role" checked={role === 'manager'} onChange={() => setRole('manager')} />
            {t`Manager`}
          </label>
        </fieldset>
      )}
      {editing.kind !== 'rename' && <NewPinFields state={pin} pinLabel={t`New PIN`} />}
      {error && <p role="alert" className="alert">{translate(error)}</p>}
      <div className="shift-actions">
        <button type="button" className="btn" onClick={onDone}>{t`Cancel`}</button>
        <button type="submit" className="btn btn--primary">{editing.kind === 'add' ? t`Add` : t`Save`}</button>
      </div>
    </form>
  );
}

function StaffList() {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const staff = signInOrder(useStaff() ?? []);
  const writes = useStaffWrites();
  const approved = useApprovedAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<Message | null>(null);
  const settle = async (work: Promise<{ ok: true } | Parameters<typeof staffRefusalText>[0]>) => {
    const done = await work;
    setError(done.ok ? null : staffRefusalText(done));
  };
  if (editing) return <PersonForm editing={editing} onDone={() => setEditing(null)} />;
  return (
    <>
      <ul className="staff-list" aria-label={t`Staff`}>
        {staff.map((p) => (
          <li key={p.staff_id} aria-label={p.name}>
            <span>{p.name}</span> <span>{p.role === 'manager' ? t`Manager` : t`Cashier`}</span>
            <div className="shift-actions">
              <button type="button" className="btn" onClick={() => setEditing({ kind: 'rename', person: p })}>{t`Rename`}</button>
              <button
                type="button"
                className="btn"
                onClick={() =>
                  void approved('role', p.role === 'manager' ? t`${{ name: p.name }} as cashier` : t`${{ name: p.name }} as manager`).then(
                    (by) => by && settle(writes.setRole(p.staff_id, p.role === 'manager' ? 'cashier' : 'manager', by)),
                  )
                }
              >
                {p.role === 'manager' ? t`Make cashier` : t`Make manager`}
              </button>
              <button type="button" className="btn" onClick={() => setEditing({ kind: 'pin', person: p })}>{t`Reset PIN`}</button>
              <button type="button" className="btn btn--danger" onClick={() => void settle(writes.remove(p.staff_id))}>{t`Remove`}</button>
            </div>
          </li>
        ))}
      </ul>
      {error && <p role="alert" className="alert">{translate(error)}</p>}
      <button type="button" className="btn btn--primary" onClick={() => setEditing({ kind: 'add' })}>{t`Add person`}</button>
      <StaffSettings />
    </>
  );
}

export function StaffDialog({ onClose }: { onClose(): void }) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Staff`} onEscape={onClose} footer={<button type="button" className="btn btn--primary" onClick={onClose}>{t`Close`}</button>}>
      <StaffGate action="staff">
        <StaffList />
      </StaffGate>
    </Dialog>
  );
}
