/**
 * The connect form (ui-contract "Connecting a terminal"): the server URL and either a one-time
 * "Enrolment code" (assumed-contracts 17: exchanged for the key and the branch's secret) or the
 * "API key" itself. A plain http server beyond this machine or a private network
 * (src/core/plainHttp.ts) is connected to only after "Connect anyway": the key would travel
 * unencrypted.
 */
import type { Message } from '../../core/names';
import { useState, type FormEvent } from 'react';
import { needsPlainHttpConsent } from '../../core/plainHttp';
import { useLanguage } from '../../i18n/react';
import { useLingui } from '@lingui/react/macro';
import { NewPinFields, useNewPin } from '../../staff/ui/FirstManagerPin';
import { KeypadScope, ScopeKeypad } from '../../ui/NumberInput';

/**
 * What connecting came to. A refusal may ask first (`confirm`): its message is shown as a
 * warning with a button `label`, which connects after all (`run`).
 */
export type ConnectOutcome =
  | { ok: true }
  | { ok: false; message: Message; confirm?: { label: Message; run(): Promise<ConnectOutcome> } };

/** The first manager, made with the connection: their name and PIN (its salted hash only). */
export type NewPin = { name: string; pinHash: string; pinSalt: string; pinLength: number };

type OnConnect = (serverUrl: string, apiKey: string, pin: NewPin | null) => Promise<ConnectOutcome>;
/** Connecting with a one-time enrolment code instead of a key. */
type OnEnrol = (serverUrl: string, code: string, pin: NewPin | null) => Promise<ConnectOutcome>;

/**
 * Connecting, step by step: a plain-http URL is warned about first (`warnedFor`), the first
 * manager PIN is taken when asked for, then the connection runs and may ask a question of its
 * own (`asked`, whose button connects after all) or say why it failed (`error`).
 */
export function useConnecting(onConnect: OnConnect, askPin: boolean) {
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const newPin = useNewPin();
  /** The plain-http URL the cashier was warned about; "Connect anyway" connects to it. */
  const [warnedFor, setWarnedFor] = useState<Message | null>(null);
  /** A question the connection asked (another branch): its button connects after all. */
  const [asked, setAsked] = useState<{ message: Message; label: Message; run(): Promise<ConnectOutcome> } | null>(null);

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

  async function connect(serverUrl: string, apiKey: string, consented: boolean) {
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
      pin = { name: taken.name, pinHash: taken.pinHash, pinSalt: taken.pinSalt, pinLength: taken.pinLength };
    }
    await settle(onConnect(url, apiKey.trim(), pin));
  }

  return { error, busy, newPin, warnedFor, asked, connect, settle };
}

/** A warning the cashier answers before connecting: what is at stake and the button that goes on. */
function AskFirst({ text, label, busy, onGo }: { text: string; label: string; busy: boolean; onGo(): void }) {
  return (
    <div role="alert" className="connect__warning">
      <p>{text}</p>
      <button type="button" className="btn" disabled={busy} onClick={onGo}>
        {label}
      </button>
    </div>
  );
}

export function ConnectFields({ onConnect, onEnrol, initialUrl = '', title, askPin = false }: {
  onConnect: OnConnect;
  /** Offers "Enrolment code" beside "API key": a typed code is used instead of the key. */
  onEnrol?: OnEnrol;
  initialUrl?: string;
  /** A heading inside the form; none inside a dialog, which has its own. */
  title?: string;
  /** The terminal has no manager: the one who connects it, holding the key, is made the first. */
  askPin?: boolean;
}) {
  const [serverUrl, setServerUrl] = useState(initialUrl);
  const [apiKey, setApiKey] = useState('');
  const [code, setCode] = useState('');
  const enrolling = onEnrol !== undefined && code.trim() !== '';
  // Neither typed: the enrolment says what to type.
  const send: OnConnect = (url, key, pin) => (onEnrol && (enrolling || key.trim() === '') ? onEnrol(url, code.trim(), pin) : onConnect(url, key, pin));
  const { error, busy, newPin, warnedFor, asked, connect, settle } = useConnecting(send, askPin);
  const { t } = useLingui();
  const { translate } = useLanguage();

  function submit(e: FormEvent) {
    e.preventDefault();
    void connect(serverUrl, apiKey, false);
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
      {onEnrol && (
        <label>
          {t`Enrolment code`}
          <input type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="7K4F-9Q2M" value={code} onChange={(e) => setCode(e.target.value)} />
        </label>
      )}
      <label>
        {t`API key`}
        <input
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
          required={!onEnrol}
          disabled={enrolling}
        />
      </label>
      {askPin && (
        // The PINs on the till's keypad: a touch-only tablet is connected without a keyboard.
        <KeypadScope className="connect__keypad">
          <NewPinFields state={newPin} named />
          <ScopeKeypad />
        </KeypadScope>
      )}
      {error && (
        <p role="alert" className="connect__error">
          {translate(error)}
        </p>
      )}
      {warning && (
        <AskFirst
          text={t`This server is reached over plain http, outside this device and its local network: the API key would travel unencrypted and anyone on the way could read it. Use https if the server offers it.`}
          label={t`Connect anyway`}
          busy={busy}
          onGo={() => void connect(serverUrl, apiKey, true)}
        />
      )}
      {asked && <AskFirst text={translate(asked.message)} label={translate(asked.label)} busy={busy} onGo={() => void settle(asked.run())} />}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t`Connecting…` : t`Connect`}
      </button>
    </form>
  );
}

export function ConnectForm({ onConnect, onEnrol, initialUrl = '', askPin = false }: {
  onConnect: OnConnect;
  onEnrol?: OnEnrol;
  initialUrl?: string;
  askPin?: boolean;
}) {
  const { t } = useLingui();
  return (
    <main className="connect">
      <ConnectFields onConnect={onConnect} onEnrol={onEnrol} initialUrl={initialUrl} title={t`Connect this terminal`} askPin={askPin} />
    </main>
  );
}
