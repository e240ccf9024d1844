/**
 * Entering and leaving kiosk mode. Entering needs a manager's approval (the first manager is
 * made there) and sets the idle reset time; "Staff" needs a manager's approval ("Manager
 * approval"), then leaves kiosk mode ("Exit kiosk") or opens the staff's "Orders" over the
 * kiosk (reprints, kitchen tickets, retries, marking counter orders paid): a customer reaches
 * none of them.
 *
 * No "Forgot PIN?" here: a customer stands at this screen, and a PIN is recovered with the
 * terminal's API key on the till ("Manager approval", src/app/staff/ForgotPinDialog.tsx).
 */
import type { Message } from '../../core/names';
import { msg } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../ui/FormDialog';
import type { KioskSettings } from '../../db/schema';
import { useApproval } from '../../staff/ui/approval';
import { useLanguage } from '../../i18n/react';
import { useLingui } from '@lingui/react/macro';
import { readTypedWhole } from '../../core/typedNumber';
import { NumberInput } from '../../ui/NumberInput';

export function StartKioskDialog({ kiosk, onStart, onCancel }: {
  kiosk: KioskSettings;
  onStart(next: KioskSettings): void;
  onCancel(): void;
}) {
  const requestApproval = useApproval();
  const [idle, setIdle] = useState(String(kiosk.idleSeconds));
  const [error, setError] = useState<Message | null>(null);
  const { t } = useLingui();
  const { translate } = useLanguage();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const typed = readTypedWhole(idle, 4);
    const idleSeconds = typed.ok ? typed.value : Number.NaN;
    if (!Number.isInteger(idleSeconds) || idleSeconds < 10 || idleSeconds > 3600) {
      return setError(msg`Idle reset is a number of seconds from 10 to 3600.`);
    }
    setError(null);
    if (!(await requestApproval('kiosk'))) return;
    onStart({ ...kiosk, idleSeconds, enabled: true });
    // Kiosks run full screen; leaving it needs a manager like everything else.
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }

  return (
    <FormDialog title={t`Kiosk mode`} submitLabel={t`Start kiosk`} onSubmit={(e) => void submit(e)} onCancel={onCancel}>
      <label>
      {t`Idle reset (seconds)`}
      <NumberInput value={idle} onText={setIdle} />
      </label>
      {error && <p role="alert" className="alert">{translate(error)}</p>}
    </FormDialog>
  );
}

export function ExitKioskDialog({ onExit, onOrders, onCancel }: {
  onExit(): void;
  /** A manager approved and staff asked for "Orders": opened over the kiosk, which stays on. */
  onOrders(): void;
  onCancel(): void;
}) {
  const requestApproval = useApproval();
  const { t } = useLingui();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await requestApproval('kiosk')) onExit();
  }

  async function orders() {
    if (await requestApproval('kiosk-orders')) onOrders();
  }

  return (
    <FormDialog
      title={t`Staff`}
      submitLabel={t`Exit kiosk`}
      extra={
        <button type="button" className="btn" onClick={() => void orders()}>
          {t`Orders`}
        </button>
      }
      onSubmit={(e) => void submit(e)}
      onCancel={onCancel}
    >
      <p>{t`A manager approves leaving kiosk mode or opening "Orders".`}</p>
    </FormDialog>
  );
}
