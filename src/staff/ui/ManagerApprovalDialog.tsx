/**
 * "Manager approval" (ui-contract "Staff and approvals"): a manager's button (the only one
 * chosen already), "PIN" and "Approve", each PIN locked out per person; a manager signed in
 * only confirms with "Approve" (never in kiosk mode, where a customer stands at the screen); a terminal with no manager makes the first one behind its API
 * key ("Set manager PIN"), who then approves. "Forgot PIN?" (not at a kiosk) sets a manager's
 * new PIN behind the key (ForgotPin.tsx). Nobody is signed out or in by an approval.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Message } from '../../core/names';
import { refOf, type ApprovalAction, type StaffRef } from '../staff';
import { managers } from '../staffList';
import { useLanguage } from '../../i18n/react';
import { useSettings } from '../../app/data/settings';
import { useSignedIn, useStaff } from '../../app/data/staff';
import { useStaffWrites } from '../../app/data/staffWrites';
import { FormDialog } from '../../ui/FormDialog';
import { FirstManagerPinFields, useFirstManagerPin } from './FirstManagerPin';
import { PinField, usePersonPin } from './ManagerPin';
import { useActionName } from './actionName';
import { ForgotPin } from './ForgotPin';

export function ManagerApprovalDialog({ action, description, onSettled }: {
  action: ApprovalAction;
  /** What exactly is approved, said after the action's name. */
  description?: string | undefined;
  onSettled(approver: StaffRef | null): void;
}) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const staff = useStaff();
  const signedIn = useSignedIn();
  const settings = useSettings();
  const named = useActionName(action);
  const actionName = description ? t`${{ action: named }}: ${{ description }}` : named;
  const list = managers(staff ?? []);
  const [chosen, setChosen] = useState<string | null>(null);
  const manager = list.length === 1 ? list[0]! : list.find((p) => p.staff_id === chosen) ?? null;
  const pin = usePersonPin(manager?.staff_id ?? null);
  const firstPin = useFirstManagerPin(settings?.apiKey ?? null);
  const { addFirstManager } = useStaffWrites();
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const cancel = () => onSettled(null);

  if (staff === undefined || signedIn === undefined) return null;

  // At a kiosk the customer stands at the screen: a manager's PIN is asked whoever is signed in.
  if (signedIn?.role === 'manager' && !settings?.kiosk.enabled) {
    return (
      <FormDialog title={t`Manager approval`} submitLabel={t`Approve`} onSubmit={(e) => { e.preventDefault(); onSettled(refOf(signedIn)); }} onCancel={cancel}>
        <p>{t`${{ action: actionName }}: approve as ${{ name: signedIn.name }}?`}</p>
      </FormDialog>
    );
  }

  if (list.length === 0) {
    const submitFirst = async (e: FormEvent) => {
      e.preventDefault();
      const taken = await firstPin.take();
      if (!taken.ok) return setError(taken.message);
      const staff_id = crypto.randomUUID();
      const made = await addFirstManager({ staff_id, name: taken.name, pinHash: taken.pinHash, pinSalt: taken.pinSalt, pinLength: taken.pinLength });
      if (!made.ok) return setError(null);
      onSettled({ staff_id, name: taken.name || 'Manager' });
    };
    return (
      <FormDialog title={t`Manager approval`} submitLabel={t`Set manager PIN`} onSubmit={(e) => void submitFirst(e)} onCancel={cancel}>
        <p>{actionName}</p>
        <FirstManagerPinFields state={firstPin} />
        {error && <p role="alert" className="alert">{translate(error)}</p>}
      </FormDialog>
    );
  }

  // Never at a kiosk: a customer stands at the screen.
  const kiosk = settings?.kiosk.enabled ?? false;
  if (forgot && !kiosk) return <ForgotPin apiKey={settings?.apiKey ?? null} onSettled={onSettled} onCancel={() => setForgot(false)} />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!manager || busy) return;
    setBusy(true);
    const right = await pin.check();
    setBusy(false);
    if (right) onSettled(refOf(manager));
  }

  return (
    <FormDialog
      title={t`Manager approval`}
      submitLabel={t`Approve`}
      submitDisabled={!manager || pin.lockedMs > 0 || busy}
      extra={!kiosk && <button type="button" className="btn" onClick={() => setForgot(true)}>{t`Forgot PIN?`}</button>}
      onSubmit={(e) => void submit(e)}
      onCancel={cancel}
    >
      <p>{actionName}</p>
      <div role="group" aria-label={t`Manager`} className="tender__methods">
        {list.map((p) => (
          <button key={p.staff_id} type="button" className="btn" aria-pressed={manager?.staff_id === p.staff_id} onClick={() => setChosen(p.staff_id)}>
            {p.name}
          </button>
        ))}
      </div>
      {manager && <PinField state={pin} />}
    </FormDialog>
  );
}
