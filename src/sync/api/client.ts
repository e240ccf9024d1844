/**
 * HTTP transport to the service: every request carries `Authorization: Bearer <key>` (never the
 * key in the URL, never `customer_id`) and runs under a timeout, because some routes hang
 * instead of failing (service-interface 7). Every outcome is a value: the body is inspected,
 * not only the status, so `status:false` in a 200 answer is a server error too.
 *
 * Promises: no request outlives its timeout (the body read included); no error message
 * contains the API key.
 */
import { msg } from '@lingui/core/macro';
import { sha256 } from '../digest';

export type ApiError =
  | { kind: 'unauthorized'; status: 401; message: string }
  /** `body`: a 409's or 412's parsed answer, which says why (the holder, the version stored now). */
  | { kind: 'server'; status: number; message: string; body?: Record<string, unknown> }
  | { kind: 'malformed'; message: string }
  | { kind: 'timeout'; message: string }
  | { kind: 'network'; message: string }
  | { kind: 'rejected'; status: 422; message: string; errors: unknown };

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** A decoded answer: the HTTP status and the parsed JSON body. */
export interface ApiResponse {
  status: number;
  body: unknown;
  /** SHA-256 of the body's bytes, hex, when asked for (`digest`) and the platform can make one. */
  digest?: string;
}

interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  /** JSON body; a POST without one sends no body at all. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Also answer the SHA-256 of the body's bytes (`ApiResponse.digest`): how a sync tells a page it already holds. */
  digest?: boolean;
}

export interface ApiClient {
  readonly baseUrl: string;
  get(path: string, options?: RequestOptions): Promise<ApiResult<ApiResponse>>;
  post(path: string, options?: RequestOptions): Promise<ApiResult<ApiResponse>>;
  put(path: string, options?: RequestOptions): Promise<ApiResult<ApiResponse>>;
  delete(path: string, options?: RequestOptions): Promise<ApiResult<ApiResponse>>;
}

interface ApiClientOptions {
  /** Base URL without a trailing slash. */
  baseUrl: string;
  /** null: no `Authorization` at all (enrolling a terminal, assumed-contracts 17, which has no key yet). */
  apiKey: string | null;
  /**
   * How long a request may receive nothing (waiting for the answer, or between two parts of
   * its body) before it is given up. Default 15 s. A large answer over a slow line that keeps
   * arriving is read to its end, however long it takes in all.
   */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Some routes refuse a key with HTTP 200 and `{status:false, message:"Unauthorized."}` (5.4). */
const UNAUTHORIZED = /^unauthori[sz]ed\.?$/i;

/** No answer came (a network error or a timeout): the server cannot be reached, it did not refuse. */
export const cannotReach = (error: ApiError): boolean => error.kind === 'network' || error.kind === 'timeout';

export const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
export const fail = <T>(error: ApiError): ApiResult<T> => ({ ok: false, error });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's own words from an error body (`message`, `error`, `err`), trimmed. */
function serverMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  for (const key of ['message', 'error', 'err'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

function redact(text: string, apiKey: string): string {
  return apiKey === '' ? text : text.split(apiKey).join('***');
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/**
 * The whole body, with `arriving` told of each part as it comes: a slow line that keeps
 * sending is not a server that went silent.
 */
async function readBody(response: Response, arriving: () => void): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    arriving();
    parts.push(value);
    size += value.byteLength;
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, apiKey } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, req: RequestOptions = {}): Promise<ApiResult<ApiResponse>> {
    const url = new URL(baseUrl + path);
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const where = `${baseUrl}${path}`;
    const timeoutMs = req.timeoutMs ?? defaultTimeout;
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The time allowed runs from the request, and again from each part of the answer.
    const arriving = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    };
    arriving();
    const onCallerAbort = () => controller.abort();
    req.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (req.signal?.aborted) controller.abort();

    const headers: Record<string, string> = { Accept: 'application/json', ...req.headers, ...(apiKey === null ? {} : { Authorization: `Bearer ${apiKey}` }) };
    let body: string | undefined;
    if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      headers['Content-Type'] = 'application/json';
    }

    const failure = (error: ApiError): ApiResult<ApiResponse> => fail({ ...error, message: redact(error.message, apiKey ?? '') });
    try {
      let status: number;
      let text: string;
      let digest: Promise<string | undefined> = Promise.resolve(undefined);
      try {
        // Never from or into the HTTP cache: answers are live (quota, sold-out) and the catalog is kept in IndexedDB.
        const response = await doFetch(url, { method, headers, body, signal: controller.signal, credentials: 'omit', cache: 'no-store' });
        arriving();
        status = response.status;
        const bytes = await readBody(response, arriving);
        if (req.digest) digest = sha256(bytes);
        text = new TextDecoder().decode(bytes);
      } catch {
        if (timedOut) return failure({ kind: 'timeout', message: `The server sent nothing for ${seconds(timeoutMs)} (${where}).` });
        if (req.signal?.aborted) return failure({ kind: 'network', message: 'The request was cancelled.' });
        return failure({ kind: 'network', message: `Cannot reach the server at ${baseUrl}.` });
      }

      let parsed: unknown;
      let parsedOk = true;
      try {
        parsed = text.trim() === '' ? null : JSON.parse(text);
      } catch {
        parsedOk = false;
      }
      const said = parsedOk ? serverMessage(parsed) : null;

      if (status === 401) {
        return failure({ kind: 'unauthorized', status: 401, message: msg`The server rejected the API key.`.id });
      }
      if (status === 422) {
        return failure({
          kind: 'rejected',
          status: 422,
          message: said ?? 'The server refused the request as invalid.',
          errors: isRecord(parsed) ? (parsed.errors ?? null) : null,
        });
      }
      if (status < 200 || status >= 300) {
        const refusal = { kind: 'server' as const, status, message: said ? `Server error ${status}: ${said}` : `Server error ${status}.` };
        const saysWhy = status === 409 || status === 412;
        return failure(saysWhy && parsedOk && isRecord(parsed) ? { ...refusal, body: parsed } : refusal);
      }
      if (!parsedOk) return failure({ kind: 'malformed', message: `The server sent an answer that is not valid JSON (${where}).` });
      if (isRecord(parsed) && parsed.status === false && said !== null && UNAUTHORIZED.test(said)) {
        return failure({ kind: 'unauthorized', status: 401, message: msg`The server rejected the API key.`.id });
      }
      if (isRecord(parsed) && parsed.status === false) {
        return failure({ kind: 'server', status, message: said ? `The server reported an error: ${said}` : 'The server reported an error.' });
      }
      const hash = await digest;
      return ok(hash === undefined ? { status, body: parsed } : { status, body: parsed, digest: hash });
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return {
    baseUrl,
    get: (path, req) => request('GET', path, req),
    post: (path, req) => request('POST', path, req),
    put: (path, req) => request('PUT', path, req),
    delete: (path, req) => request('DELETE', path, req),
  };
}

/** A `malformed` error naming the route, for envelope decoders. */
export function malformed<T>(route: string, detail: string): ApiResult<T> {
  return fail({ kind: 'malformed', message: `Unexpected answer from ${route}: ${detail}` });
}
