/**
 * Entering and leaving kiosk mode. Entering sets the manager PIN the first time (and the
 * idle reset time); "Staff" needs the PIN, then leaves kiosk mode ("Exit kiosk") or opens the
 * staff's "Orders" over the kiosk (reprints, kitchen tickets, retries, marking counter orders
 * paid): a customer reaches none of them. Only the hash of the PIN is stored.
 *
 * A forgotten PIN: "Forgot PIN?" asks for this terminal's API key (the manager reads it on
 * the server). When it equals the stored key, kiosk mode ends and the PIN is cleared, so a
 * new one is set the next time; nothing else is touched, waiting sales included.
 */
import type { Message } from '../../core/names';
import { msg } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { FormDialog } from './FormDialog';
import type { KioskSettings } from '../../db/schema';
import { ManagerPinField, useManagerPin } from './ManagerPin';
import { FirstManagerPinFields, useFirstManagerPin } from './FirstManagerPin';
import { sameKey } from './pin';
import { useLanguage } from '../../i18n/react';
import { useLingui } from '@lingui/react/macro';
import { readTypedWhole } from '../../core/typedNumber';
import { NumberInput } from '../../ui/NumberInput';

export function StartKioskDialog({ kiosk, apiKey, onStart, onCancel }: {
  kiosk: KioskSettings;
  /** This terminal's stored key: the first manager PIN is set behind it. */
  apiKey: string | null;
  onStart(next: KioskSettings): void;
  onCancel(): void;
}) {
  const firstTime = !kiosk.pinHash;
  const manager = useManagerPin(kiosk);
  const firstPin = useFirstManagerPin(apiKey);
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
    if (firstTime) {
      const taken = await firstPin.take();
      if (!taken.ok) return setError(taken.message);
      onStart({ ...kiosk, pinHash: taken.pinHash, pinSalt: taken.pinSalt, idleSeconds, enabled: true });
    } else {
      if (!(await manager.check())) return;
      onStart({ ...kiosk, idleSeconds, enabled: true });
    }
    // Kiosks run full screen; leaving it needs the PIN like everything else.
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }

  return (
    <FormDialog title={t`Kiosk mode`} submitLabel={t`Start kiosk`} submitDisabled={!firstTime && manager.lockedMs > 0} onSubmit={submit} onCancel={onCancel}>
      {firstTime ? <FirstManagerPinFields state={firstPin} /> : <ManagerPinField state={manager} />}
      <label>
      {t`Idle reset (seconds)`}
      <NumberInput value={idle} onText={setIdle} />
      </label>
      {error && <p role="alert" className="alert">{translate(error)}</p>}
    </FormDialog>
  );
}

export function ExitKioskDialog({ kiosk, apiKey, onExit, onOrders, onForgotPin, onCancel }: {
  kiosk: KioskSettings;
  /** This terminal's stored key, for "Forgot PIN?". */
  apiKey: string | null;
  onExit(): void;
  /** The PIN was right and staff asked for "Orders": opened over the kiosk, which stays on. */
  onOrders(): void;
  /** The key was right: leave kiosk mode and clear the PIN. */
  onForgotPin(): void;
  onCancel(): void;
}) {
  const manager = useManagerPin(kiosk);
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
    if (await manager.check()) onExit();
  }

  async function orders() {
    if (await manager.check()) onOrders();
  }

  return (
    <FormDialog
      title={t`Staff`}
      submitLabel={forgot ? t`Leave kiosk mode` : t`Exit kiosk`}
      submitDisabled={!forgot && manager.lockedMs > 0}
      extra={
        !forgot && (
          <>
            <button type="button" className="btn" onClick={() => setForgot(true)}>
              {t`Forgot PIN?`}
            </button>
            <button type="button" className="btn" disabled={manager.lockedMs > 0} onClick={() => void orders()}>
              {t`Orders`}
            </button>
          </>
        )
      }
      onSubmit={submit}
      onCancel={onCancel}
    >
      {forgot ? (
        <>
          <p>{t`Type this terminal’s API key (a manager can read it on the server). Kiosk mode ends and a new PIN is set next time; no sale is lost.`}</p>
          <label>
            {t`API key`}
            <input type="password" autoComplete="off" spellCheck={false} value={key} onChange={(e) => setKey(e.target.value)} />
          </label>
          {error && <p role="alert" className="alert">{translate(error)}</p>}
        </>
      ) : (
        <ManagerPinField state={manager} />
      )}
    </FormDialog>
  );
}
