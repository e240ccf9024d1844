/**
 * The connect form (ui-contract "Connecting a terminal"): server URL and API key. A plain
 * http server beyond this machine or a private network (src/app/plainHttp.ts) is connected
 * to only after "Connect anyway": the key would travel unencrypted.
 */
import type { Message } from '../core/names';
import { useState, type FormEvent } from 'react';
import { needsPlainHttpConsent } from './plainHttp';
import { useLanguage } from '../i18n/react';
import { useLingui } from '@lingui/react/macro';
import { NewPinFields, useNewPin } from './kiosk/FirstManagerPin';

/**
 * What connecting came to. A refusal may ask first (`confirm`): its message is shown as a
 * warning with a button `label`, which connects after all (`run`).
 */
export type ConnectOutcome =
  | { ok: true }
  | { ok: false; message: Message; confirm?: { label: Message; run(): Promise<ConnectOutcome> } };

/** The first manager, made with the connection: their name and PIN (its salted hash only). */
export type NewPin = { name: string; pinHash: string; pinSalt: string };

export function ConnectFields({ onConnect, initialUrl = '', title, askPin = false }: {
  onConnect: (serverUrl: string, apiKey: string, pin: NewPin | null) => Promise<ConnectOutcome>;
  initialUrl?: string;
  /** A heading inside the form; none inside a dialog, which has its own. */
  title?: string;
  /** The terminal has no manager: the one who connects it, holding the key, is made the first. */
  askPin?: boolean;
}) {
  const [serverUrl, setServerUrl] = useState(initialUrl);
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const newPin = useNewPin();
  /** The plain-http URL the cashier was warned about; "Connect anyway" connects to it. */
  const [warnedFor, setWarnedFor] = useState<Message | null>(null);
  /** A question the connection asked (another branch): its button connects after all. */
  const [asked, setAsked] = useState<{ message: Message; label: Message; run(): Promise<ConnectOutcome> } | null>(null);
  const { t } = useLingui();
  const { translate } = useLanguage();

  async function settle(outcome: Promise<ConnectOutcome>) {
    setBusy(true);
    setError(null);
    setAsked(null);
    const done = await outcome;
    setBusy(false);
    if (done.ok) return;
    if (done.confirm) setAsked({ message: done.message, ...done.confirm });
    else setError(done.message);
  }

  async function connect(consented: boolean) {
    const url = serverUrl.trim();
    if (!consented && needsPlainHttpConsent(url)) {
      setError(null);
      setWarnedFor(url);
      return;
    }
    let pin: NewPin | null = null;
    if (askPin) {
      const taken = await newPin.take();
      if (!taken.ok) return setError(taken.message);
      pin = { name: taken.name, pinHash: taken.pinHash, pinSalt: taken.pinSalt };
    }
    await settle(onConnect(url, apiKey.trim(), pin));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void connect(false);
  }

  const warning = warnedFor !== null && warnedFor === serverUrl.trim();
  return (
    <form className="connect__form" onSubmit={submit} aria-label={title ? undefined : t`Server and key`} aria-labelledby={title ? 'connect-title' : undefined}>
      {title && <h1 id="connect-title">{title}</h1>}
      <label>
        {t`Server URL`}
        <input
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://pos.example.com"
          value={serverUrl}
          onChange={(e) => setServerUrl(e.target.value)}
          required
        />
      </label>
      <label>
        {t`API key`}
        <input
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
          required
        />
      </label>
      {askPin && <NewPinFields state={newPin} named />}
      {error && (
        <p role="alert" className="connect__error">
          {translate(error)}
        </p>
      )}
      {warning && (
        <div role="alert" className="connect__warning">
          <p>
            {t`This server is reached over plain http, outside this device and its local network: the API key would travel unencrypted and anyone on the way could read it. Use https if the server offers it.`}
          </p>
          <button type="button" className="btn" disabled={busy} onClick={() => void connect(true)}>
            {t`Connect anyway`}
          </button>
        </div>
      )}
      {asked && (
        <div role="alert" className="connect__warning">
          <p>{translate(asked.message)}</p>
          <button type="button" className="btn" disabled={busy} onClick={() => void settle(asked.run())}>
            {translate(asked.label)}
          </button>
        </div>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t`Connecting…` : t`Connect`}
      </button>
    </form>
  );
}

export function ConnectForm({ onConnect, initialUrl = '', askPin = false }: {
  onConnect: (serverUrl: string, apiKey: string, pin: NewPin | null) => Promise<ConnectOutcome>;
  initialUrl?: string;
  askPin?: boolean;
}) {
  const { t } = useLingui();
  return (
    <main className="connect">
      <ConnectFields onConnect={onConnect} initialUrl={initialUrl} title={t`Connect this terminal`} askPin={askPin} />
    </main>
  );
}
