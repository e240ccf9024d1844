/** The connect form (ui-contract "Connecting a terminal"): server URL and API key. */
import { useState, type FormEvent } from 'react';

export type ConnectOutcome = { ok: true } | { ok: false; message: string };

export function ConnectForm({ onConnect, initialUrl = '' }: {
  onConnect: (serverUrl: string, apiKey: string) => Promise<ConnectOutcome>;
  initialUrl?: string;
}) {
  const [serverUrl, setServerUrl] = useState(initialUrl);
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await onConnect(serverUrl.trim(), apiKey.trim());
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
  }

  return (
    <main className="connect">
      <form className="connect__form" onSubmit={submit} aria-labelledby="connect-title">
        <h1 id="connect-title">Connect this terminal</h1>
        <label>
          Server URL
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
          API key
          <input
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            required
          />
        </label>
        {error && (
          <p role="alert" className="connect__error">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Connecting…' : 'Connect'}
        </button>
      </form>
    </main>
  );
}
