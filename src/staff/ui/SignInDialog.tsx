/**
 * "Sign in" (ui-contract "Staff and approvals"): one button per person, then "PIN" and "Sign
 * in"; each person's PIN locked out on its own. Over a locked till it cannot be dismissed
 * (`onCancel` absent). Signing in, or another person signing in, keeps the open and parked
 * orders as they are: only who is signed in changes.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { signInOrder } from '../staffList';
import { useStaff } from '../../app/data/staff';
import { useStaffWrites } from '../../app/data/staffWrites';
import { Dialog } from '../../ui/Dialog';
import { PinField, usePersonPin } from './ManagerPin';

export function SignInDialog({ onCancel, onSignedIn }: { onCancel?: () => void; onSignedIn?: () => void }) {
  const { t } = useLingui();
  const staff = signInOrder(useStaff() ?? []);
  const [chosen, setChosen] = useState<string | null>(null);
  const person = staff.find((p) => p.staff_id === chosen) ?? null;
  const pin = usePersonPin(person?.staff_id ?? null);
  const { signIn } = useStaffWrites();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!person) return;
    if (!(await pin.check())) return;
    await signIn(person.staff_id);
    onSignedIn?.();
  }

  const footer = (
    <>
      {onCancel && <button type="button" className="btn" onClick={onCancel}>{t`Cancel`}</button>}
      <button type="submit" form="sign-in" className="btn btn--primary" disabled={!person || pin.lockedMs > 0}>
        {t`Sign in`}
      </button>
    </>
  );
  return (
    <Dialog title={t`Sign in`} onEscape={onCancel} footer={footer}>
      <form id="sign-in" className="kiosk-form" onSubmit={(e) => void submit(e)}>
        <div role="group" aria-label={t`Staff`} className="tender__methods">
          {staff.map((p) => (
            <button key={p.staff_id} type="button" className="btn" aria-pressed={p.staff_id === chosen} onClick={() => setChosen(p.staff_id)}>
              {p.name}
            </button>
          ))}
        </div>
        {person && <PinField state={pin} />}
      </form>
    </Dialog>
  );
}
