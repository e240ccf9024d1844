/**
 * Connecting a terminal (ui-contract "Connecting a terminal"): checks the server URL and the
 * key against `GET /api/v2/session` and stores them only when the server accepts the key, so
 * a typing mistake never replaces a working connection.
 */
import { msg } from '@lingui/core/macro';
import type { Session } from '../core/catalog';
import { saveConnection, type FirstConnection } from '../db/settings';
import type { PosDb } from '../db/schema';
import { createApiClient } from './api/client';
import { fetchSession } from './contracts/session';

export type ConnectFailure = 'bad-url' | 'unauthorized' | 'unreachable' | 'server';

export type ConnectResult =
  | { ok: true; session: Session; serverUrl: string }
  | { ok: false; reason: ConnectFailure; message: string };

export interface ConnectOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** `https://pos.example.com/` -> `https://pos.example.com`; only http and https are accepted. */
export function normaliseServerUrl(input: string): { ok: true; url: string } | { ok: false; message: string } {
  const text = input.trim();
  const refuse = { ok: false as const, message: msg`Enter the server address starting with http:// or https:// (for example https://pos.example.com).`.id };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return refuse;
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: msg`Enter the server address without a user name or password in it.`.id };
  }
  return { ok: true, url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/**
 * Checks a server URL and key against `GET /api/v2/session` and stores them when the server
 * accepts the key. A typing mistake never replaces a working connection. `first` is what a
 * terminal's first connection sets (`FirstConnection`).
 */
export async function connect(db: PosDb, serverUrl: string, apiKey: string, options: ConnectOptions & { first?: FirstConnection } = {}): Promise<ConnectResult> {
  const checked = await checkConnection(serverUrl, apiKey, options);
  if (checked.ok) await saveConnection(db, checked.serverUrl, checked.apiKey, options.first);
  return checked;
}

/**
 * Asks the server whether it accepts the key, storing nothing: the session it answers names
 * the branch the key sells for, which "Change server or key" compares with the branch of what
 * waits to upload before it saves (`saveConnection`).
 */
export async function checkConnection(serverUrl: string, apiKey: string, options: ConnectOptions = {}): Promise<ConnectResult & ({ ok: false } | { apiKey: string })> {
  const normalised = normaliseServerUrl(serverUrl);
  if (!normalised.ok) return { ok: false, reason: 'bad-url', message: normalised.message };
  const key = apiKey.trim();
  if (key === '') return { ok: false, reason: 'unauthorized', message: msg`Enter the API key.`.id };
  const base = normalised.url;

  const api = createApiClient({ baseUrl: base, apiKey: key, fetch: options.fetch, timeoutMs: options.timeoutMs });
  const session = await fetchSession(api);
  if (!session.ok) {
    const { error } = session;
    switch (error.kind) {
      case 'unauthorized':
        return { ok: false, reason: 'unauthorized', message: msg`The server rejected the API key.`.id };
      case 'network':
      case 'timeout':
        return { ok: false, reason: 'unreachable', message: `Cannot reach the server at ${base}.` };
      case 'malformed':
        return { ok: false, reason: 'server', message: `The server at ${base} did not answer like a point-of-sale server.` };
      case 'server':
      case 'rejected':
        return { ok: false, reason: 'server', message: `The server at ${base} answered with an error: ${error.message}` };
      default: {
        const never: never = error;
        return never;
      }
    }
  }
  return { ok: true, session: session.value, serverUrl: base, apiKey: key };
}
