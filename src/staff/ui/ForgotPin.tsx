/**
 * "Forgot PIN?" inside "Manager approval" on the till (never at a kiosk, where a customer stands
 * at the screen): whoever types this terminal's API key sets a new PIN for the manager of the
 * name they give, or adds that manager. Nobody is removed; the act is recorded as an audit
 * event with the PIN it set (src/db/forgotPin.ts). The manager then approves what was asked.
 */
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Message } from '../../core/names';
import type { StaffRef } from '../staff';
import { staffRefusalText } from './staffRefusal';
import { useLanguage } from '../../i18n/react';
import { useStaffWrites } from '../../app/data/staffWrites';
import { FormDialog } from '../../ui/FormDialog';
import { NewPinFields, useFirstManagerPin } from './FirstManagerPin';

export function ForgotPin({ apiKey, onSettled, onCancel }: { apiKey: string | null; onSettled(manager: StaffRef): void; onCancel(): void }) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const { recoverManagerPin } = useStaffWrites();
  const form = useFirstManagerPin(apiKey);
  const [error, setError] = useState<Message | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const taken = await form.take();
    if (!taken.ok) return setError(taken.message);
    const done = await recoverManagerPin({ name: taken.name, pinHash: taken.pinHash, pinSalt: taken.pinSalt, pinLength: taken.pinLength });
    if (!done.ok) return setError(staffRefusalText(done));
    onSettled(done.manager);
  }

  return (
    <FormDialog title={t`Manager approval`} submitLabel={t`Set manager PIN`} onSubmit={(e) => void submit(e)} onCancel={onCancel}>
      <p>{t`Type this terminal’s API key (read it on the server), then the manager’s name and a new PIN. A manager of that name gets the new PIN; otherwise a manager of that name is added. Nobody is removed, and this is recorded.`}</p>
      <label>
        {t`API key`}
        <input type="password" autoComplete="off" spellCheck={false} value={form.key} onChange={(e) => form.setKey(e.target.value)} />
      </label>
      <NewPinFields state={form.newPin} named />
      {error && <p role="alert" className="alert">{translate(error)}</p>}
    </FormDialog>
  );
}
