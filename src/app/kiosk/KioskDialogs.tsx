/**
 * Entering and leaving kiosk mode. Entering needs a manager's approval (the first manager is
 * made there) and sets the idle reset time; "Staff" needs a manager's approval ("Manager
 * approval"), then leaves kiosk mode ("Exit kiosk") or opens the staff's "Orders" over the
 * kiosk (reprints, kitchen tickets, retries, marking counter orders paid): a customer reaches
 * none of them.
 *
 * A forgotten PIN: "Forgot PIN?" asks for this terminal's API key (the manager reads it on
 * the server). When it equals the stored key, kiosk mode ends and the managers are removed,
 * so a first manager is made again behind the key; cashiers, documents and waiting sales stay.
 */
import type { Message } from '../../core/names';
import { msg } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { FormDialog } from './FormDialog';
import type { KioskSettings } from '../../db/schema';
import { useApproval } from '../staff/approval';
import { sameKey } from './pin';
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

export function ExitKioskDialog({ apiKey, onExit, onOrders, onForgotPin, onCancel }: {
  /** This terminal's stored key, for "Forgot PIN?". */
  apiKey: string | null;
  onExit(): void;
  /** A manager approved and staff asked for "Orders": opened over the kiosk, which stays on. */
  onOrders(): void;
  /** The key was right: leave kiosk mode and forget the managers. */
  onForgotPin(): void;
  onCancel(): void;
}) {
  const requestApproval = useApproval();
  const [forgot, setForgot] = useState(false);
  const [key, setKey] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const { t } = useLingui();
  const { translate } = useLanguage();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (forgot) {
      if (sameKey(key, apiKey)) onForgotPin();
      else setError(msg`That is not this terminal’s API key.`);
      return;
    }
    if (await requestApproval('kiosk')) onExit();
  }

  async function orders() {
    if (await requestApproval('kiosk-orders')) onOrders();
  }

  return (
    <FormDialog
      title={t`Staff`}
      submitLabel={forgot ? t`Leave kiosk mode` : t`Exit kiosk`}
      extra={
        !forgot && (
          <>
            <button type="button" className="btn" onClick={() => setForgot(true)}>
              {t`Forgot PIN?`}
            </button>
            <button type="button" className="btn" onClick={() => void orders()}>
              {t`Orders`}
            </button>
          </>
        )
      }
      onSubmit={(e) => void submit(e)}
      onCancel={onCancel}
    >
      {forgot ? (
        <>
          <p>{t`Type this terminal’s API key (a manager can read it on the server). Kiosk mode ends and a first manager is made again next time; no sale is lost.`}</p>
          <label>
            {t`API key`}
            <input type="password" autoComplete="off" spellCheck={false} value={key} onChange={(e) => setKey(e.target.value)} />
          </label>
          {error && <p role="alert" className="alert">{translate(error)}</p>}
        </>
      ) : (
        <p>{t`A manager approves leaving kiosk mode or opening "Orders".`}</p>
      )}
    </FormDialog>
  );
}
