/**
 * A terminal not yet connected: first the `/config.json` that `npm start` serves is tried: a
 * provisioning file names the server and may carry a one-time enrolment code (so the demo
 * starts connected) and `sellOnlyWithOpenShift`, never a key (one found there is ignored: any
 * browser that loads the app can read the file). Then the connect form, the server filled in,
 * where the one holding an enrolment code or the API key also makes the first manager (name
 * and PIN), who is signed in. Loaded on first use: a connected terminal never needs it.
 */
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '../core/names';
import { useLanguage } from '../i18n/react';
import type { FirstConnection } from '../db/settings';
import type { ConnectResult } from '../sync/connect';
import { ConnectForm, type ConnectOutcome, type NewPin } from '../sync/ui/ConnectForm';
import { useConnect, useEnrol } from './data/connection';
import { useStaffWrites } from './data/staffWrites';
import type { TillServices } from './db';
import { ShellSkeleton } from './ShellSkeleton';

/** Connects with a key, or enrols with a code: the server's answer either way. */
type Connect = (serverUrl: string, keyOrCode: string, first?: FirstConnection) => Promise<ConnectResult>;

interface ServedConfig {
  serverUrl: string;
  enrolmentCode: string | null;
  first: FirstConnection;
}

async function connectTerminal(services: TillServices, connect: Connect, saveFirstPin: (pin: NewPin) => Promise<unknown>, serverUrl: string, keyOrCode: string, pin: NewPin | null = null, first: FirstConnection = {}): Promise<ConnectOutcome> {
  const result = await connect(serverUrl, keyOrCode, first);
  if (!result.ok) return { ok: false, message: result.message };
  // The first manager, made by the one who connected the terminal with its key.
  if (pin) await saveFirstPin(pin);
  void services.engine.syncNow();
  return { ok: true };
}

/**
 * The server and enrolment code `npm start` (or whoever installs the terminals) hands to the
 * app it serves, with `sellOnlyWithOpenShift` when it chooses it; null when there is none.
 */
async function servedConfig(): Promise<ServedConfig | null> {
  try {
    const res = await fetch('/config.json', { cache: 'no-store' });
    if (!res.ok || !res.headers.get('content-type')?.includes('json')) return null;
    const body: unknown = await res.json();
    if (typeof body !== 'object' || body === null) return null;
    const { serverUrl, enrolmentCode, sellOnlyWithOpenShift } = body as Record<string, unknown>;
    if (typeof serverUrl !== 'string') return null;
    return {
      serverUrl,
      enrolmentCode: typeof enrolmentCode === 'string' && enrolmentCode.trim() !== '' ? enrolmentCode : null,
      first: typeof sellOnlyWithOpenShift === 'boolean' ? { shiftRequired: sellOnlyWithOpenShift } : {},
    };
  } catch {
    return null;
  }
}

export function Unconnected({ services, askPin }: { services: TillServices; askPin: boolean }) {
  const connect = useConnect();
  const enrol = useEnrol();
  const { addFirstManager } = useStaffWrites();
  const saveFirstPin = useCallback((pin: NewPin) => addFirstManager({ staff_id: crypto.randomUUID(), ...pin }), [addFirstManager]);
  const [state, setState] = useState<'probing' | 'form'>('probing');
  const [servedUrl, setServedUrl] = useState('');
  const [firstError, setFirstError] = useState<Message | null>(null);
  const { translate } = useLanguage();
  const probed = useRef(false);
  useEffect(() => {
    if (probed.current) return;
    probed.current = true;
    void (async () => {
      const config = await servedConfig();
      if (config) setServedUrl(config.serverUrl);
      if (config?.enrolmentCode) {
        const outcome = await connectTerminal(services, enrol, saveFirstPin, config.serverUrl, config.enrolmentCode, null, config.first);
        if (outcome.ok) return;
        setFirstError(outcome.message);
      }
      setState('form');
    })();
  }, [services, enrol, saveFirstPin]);
  if (state === 'probing') return <ShellSkeleton message={msg`Starting…`} />;
  return (
    <>
      {firstError && <p className="alert">{translate(firstError)}</p>}
      <ConnectForm
        askPin={askPin}
        initialUrl={servedUrl}
        onConnect={(url, key, pin) => connectTerminal(services, connect, saveFirstPin, url, key, pin)}
        onEnrol={(url, code, pin) => connectTerminal(services, enrol, saveFirstPin, url, code, pin)}
      />
    </>
  );
}
