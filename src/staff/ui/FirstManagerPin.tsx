/**
 * The first manager of a terminal, their name and PIN: made only by someone who holds the
 * terminal's API key (a manager reads it on the server), as "Forgot PIN?" asks for it, never
 * by the first cashier who happens to need a PIN. A terminal connected by hand makes them on
 * the connect form, where the key is typed anyway; one connected otherwise (the demo's served
 * config) at the first "Manager approval".
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useLanguage } from '../../i18n/react';
import type { Message } from '../../core/names';
import { hashPin, isValidPin, PIN_RULE_TEXT, sameKey } from '../pin';
import { NumberInput } from '../../ui/NumberInput';

/** Setting a PIN: typed twice, 4 to 12 digits; only the salted hash and its length leave this form. */
export function useNewPin() {
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [name, setName] = useState('');
  /** The hash to store, or the reason the PIN is refused. */
  async function take(): Promise<FirstPin> {
    if (!isValidPin(pin)) return { ok: false, message: PIN_RULE_TEXT };
    if (pin !== repeat) return { ok: false, message: msg`The two PINs differ.` };
    return { ok: true, name: name.trim(), ...(await hashPin(pin)) };
  }
  return { pin, setPin, repeat, setRepeat, name, setName, take };
}

/** A new PIN typed twice; `named`: the manager's name first (empty: "Manager"). */
export function NewPinFields({ state, named = false, pinLabel }: { state: ReturnType<typeof useNewPin>; named?: boolean; pinLabel?: string }) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const rule = useId();
  return (
    <>
      {named && (
        <label>
          {t`Manager name`}
          <input type="text" autoComplete="off" value={state.name} onChange={(e) => state.setName(e.target.value)} />
        </label>
      )}
      {/* The rule before the first digit, not only after a refusal. */}
      <p id={rule} className="pin-rule">{translate(PIN_RULE_TEXT)}</p>
      <label>
        {pinLabel ?? t`New manager PIN`}
        <NumberInput secret value={state.pin} onText={state.setPin} aria-describedby={rule} />
      </label>
      <label>
        {t`Repeat PIN`}
        <NumberInput secret value={state.repeat} onText={state.setRepeat} />
      </label>
    </>
  );
}

export type FirstPin = { ok: true; name: string; pinHash: string; pinSalt: string; pinLength: number } | { ok: false; message: Message };

/** The typed key and the new PIN twice; `take` checks the key against `apiKey` and the PIN rule. */
export function useFirstManagerPin(apiKey: string | null) {
  const newPin = useNewPin();
  const [key, setKey] = useState('');
  async function take(): Promise<FirstPin> {
    if (!sameKey(key, apiKey)) return { ok: false, message: msg`That is not this terminal’s API key.` };
    return newPin.take();
  }
  return { newPin, key, setKey, take };
}

export function FirstManagerPinFields({ state }: { state: ReturnType<typeof useFirstManagerPin> }) {
  const { t } = useLingui();
  return (
    <>
      <p>{t`This terminal has no manager yet. A manager sets their name and PIN with this terminal’s API key (read it on the server).`}</p>
      <label>
        {t`API key`}
        <input type="password" autoComplete="off" spellCheck={false} value={state.key} onChange={(e) => state.setKey(e.target.value)} />
      </label>
      <NewPinFields state={state.newPin} named />
    </>
  );
}
