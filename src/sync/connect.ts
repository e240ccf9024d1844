/**
 * Connecting a terminal (ui-contract "Connecting a terminal"): with a one-time enrolment code
 * exchanged for the key and the branch's secret (assumed-contracts 17), or with a typed API key.
 * Either way the key is checked against `GET /api/v2/session` and stored only when the server
 * accepts it, so a typing mistake never replaces a working connection.
 */
import { msg } from '@lingui/core/macro';
import type { Session } from '../core/catalog';
import { saveConnection, type FirstConnection } from '../db/settings';
import type { PosDb } from '../db/schema';
import { createApiClient, type ApiError } from './api/client';
import type { EnrolRefusal } from './contracts/enrol';
import { fetchSession } from './contracts/session';

type ConnectFailure = 'bad-url' | 'unauthorized' | 'unreachable' | 'server';

export type ConnectResult =
  | { ok: true; session: Session; serverUrl: string }
  | { ok: false; reason: ConnectFailure; message: string };

interface ConnectOptions {
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
 * Enrolling with a one-time code (assumed-contracts 17): the code is exchanged for the key and
 * the branch's secret, the key is checked against the session as a typed one is, and the
 * connection is stored with its enrolment. A refused code, or a key the session then refuses,
 * stores nothing; a used code cannot be tried again, so the key is stored only when checked.
 */
export async function enrol(db: PosDb, serverUrl: string, code: string, terminalName: string, options: ConnectOptions & { first?: FirstConnection } = {}): Promise<ConnectResult> {
  const normalised = normaliseServerUrl(serverUrl);
  if (!normalised.ok) return { ok: false, reason: 'bad-url', message: normalised.message };
  if (code.trim() === '') return { ok: false, reason: 'unauthorized', message: msg`Enter the enrolment code or the API key.`.id };
  const { enrolTerminal } = await import('./contracts/enrol');
  const enrolled = await enrolTerminal(normalised.url, code, terminalName, options);
  if (!enrolled.ok) return 'refusal' in enrolled ? { ok: false, reason: 'unauthorized', message: ENROL_REFUSALS[enrolled.refusal] } : failureOf(enrolled.error, normalised.url);
  const { api_key, location_id, terminal_id, terminal_secret } = enrolled.enrolment;
  const checked = await checkConnection(normalised.url, api_key, options);
  if (checked.ok) await saveConnection(db, checked.serverUrl, checked.apiKey, options.first, { terminal_id, location_id, secret: terminal_secret });
  return checked;
}

const ENROL_REFUSALS: Record<EnrolRefusal, string> = {
  used: msg`This enrolment code was already used. Ask a manager for a new one.`.id,
  unknown: msg`The server does not know this enrolment code. Check it, or ask a manager for a new one.`.id,
  'too-many': msg`Too many wrong enrolment codes from this network: wait a minute, then try again.`.id,
  invalid: msg`The server refused the enrolment code as invalid.`.id,
};

/** Why the server could not be asked, or did not answer as a point-of-sale server. */
function failureOf(error: ApiError, base: string): ConnectResult & { ok: false } {
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
  if (!session.ok) return failureOf(session.error, base);
  return { ok: true, session: session.value, serverUrl: base, apiKey: key };
}
