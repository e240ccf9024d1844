/**
 * A terminal not yet connected: first the `/config.json` that `npm start` serves is tried (so
 * the demo starts connected; a provisioning file may also choose `sellOnlyWithOpenShift`), then the connect form, where the one holding the API key also
 * makes the first manager (name and PIN), who is signed in. Loaded on first use: a connected terminal never needs it.
 */
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '../core/names';
import { useLanguage } from '../i18n/react';
import type { FirstConnection } from '../db/settings';
import type { ConnectResult } from '../sync/connect';
import { ConnectForm, type ConnectOutcome, type NewPin } from './ConnectForm';
import { useConnect } from './data/connection';
import { useStaffWrites } from './data/staffWrites';
import type { TillServices } from './db';
import { ShellSkeleton } from './ShellSkeleton';

type Connect = (serverUrl: string, apiKey: string, first?: FirstConnection) => Promise<ConnectResult>;

interface ServedConfig {
  serverUrl: string;
  apiKey: string;
  first: FirstConnection;
}

async function connectTerminal(services: TillServices, connect: Connect, saveFirstPin: (pin: NewPin) => Promise<unknown>, serverUrl: string, apiKey: string, pin: NewPin | null = null, first: FirstConnection = {}): Promise<ConnectOutcome> {
  const result = await connect(serverUrl, apiKey, first);
  if (!result.ok) return { ok: false, message: result.message };
  // The first manager, made by the one who connected the terminal with its key.
  if (pin) await saveFirstPin(pin);
  void services.engine.syncNow();
  return { ok: true };
}

/**
 * The server and key `npm start` (or whoever installs the terminals) hands to the app it
 * serves, with `sellOnlyWithOpenShift` when it chooses it; null when there is none.
 */
async function servedConfig(): Promise<ServedConfig | null> {
  try {
    const res = await fetch('/config.json', { cache: 'no-store' });
    if (!res.ok || !res.headers.get('content-type')?.includes('json')) return null;
    const body: unknown = await res.json();
    if (typeof body !== 'object' || body === null) return null;
    const { serverUrl, apiKey, sellOnlyWithOpenShift } = body as Record<string, unknown>;
    if (typeof serverUrl !== 'string' || typeof apiKey !== 'string') return null;
    return { serverUrl, apiKey, first: typeof sellOnlyWithOpenShift === 'boolean' ? { shiftRequired: sellOnlyWithOpenShift } : {} };
  } catch {
    return null;
  }
}

export function Unconnected({ services, askPin }: { services: TillServices; askPin: boolean }) {
  const connect = useConnect();
  const { addFirstManager } = useStaffWrites();
  const saveFirstPin = useCallback((pin: NewPin) => addFirstManager({ staff_id: crypto.randomUUID(), ...pin }), [addFirstManager]);
  const [state, setState] = useState<'probing' | 'form'>('probing');
  const [firstError, setFirstError] = useState<Message | null>(null);
  const { translate } = useLanguage();
  const probed = useRef(false);
  useEffect(() => {
    if (probed.current) return;
    probed.current = true;
    void (async () => {
      const config = await servedConfig();
      if (config) {
        const outcome = await connectTerminal(services, connect, saveFirstPin, config.serverUrl, config.apiKey, null, config.first);
        if (outcome.ok) return;
        setFirstError(outcome.message);
      }
      setState('form');
    })();
  }, [services, connect, saveFirstPin]);
  if (state === 'probing') return <ShellSkeleton message={msg`Starting…`} />;
  return (
    <>
      {firstError && <p className="alert">{translate(firstError)}</p>}
      <ConnectForm askPin={askPin} onConnect={(url, key, pin) => connectTerminal(services, connect, saveFirstPin, url, key, pin)} />
    </>
  );
}
