/**
 * Assumed contract 17: `POST /api/v2/terminals/enrol`, a one-time enrolment code exchanged,
 * without a key, for the terminal's API key, its branch, its id at the service and the branch's
 * `terminal_secret` (what signs the terminal's exported files). The code's refusals come back
 * as values: used up (410), unknown (404), too many wrong codes (429).
 */
import * as v from 'valibot';
import { createApiClient, type ApiError } from '../api/client';
import { reasonOf } from '../decode/rows';

export const ENROL_PATH = '/api/v2/terminals/enrol';

/** What enrolling gives the terminal. */
export interface Enrolment {
  api_key: string;
  location_id: number;
  terminal_id: string;
  /** Base64 of 32 bytes, one per branch: the same on every terminal enrolled there. */
  terminal_secret: string;
}

export type EnrolRefusal = 'used' | 'unknown' | 'too-many' | 'invalid';

type EnrolResult =
  | { ok: true; enrolment: Enrolment }
  | { ok: false; refusal: EnrolRefusal }
  | { ok: false; error: ApiError };

const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty());
const enrolmentSchema = v.object({
  api_key: nonEmpty,
  location_id: v.pipe(v.number(), v.safeInteger()),
  terminal_id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), nonEmpty),
  terminal_secret: v.pipe(nonEmpty, v.base64(), v.check((s) => atob(s).length >= 16, 'expected a secret of 16 bytes or more')),
});

const REFUSALS: Record<number, EnrolRefusal> = { 404: 'unknown', 410: 'used', 429: 'too-many', 422: 'invalid' };

/** Reads a 2xx answer: the fields as they are, or inside the usual `data` envelope. */
function decodeEnrolment(body: unknown): EnrolResult {
  const inner = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
  const parsed = v.safeParse(enrolmentSchema, inner);
  if (!parsed.success) return { ok: false, error: { kind: 'malformed', message: `Unexpected answer from ${ENROL_PATH}: ${reasonOf(parsed.issues)}` } };
  return { ok: true, enrolment: parsed.output };
}

export async function enrolTerminal(baseUrl: string, code: string, terminalName: string, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<EnrolResult> {
  const api = createApiClient({ baseUrl, apiKey: null, fetch: options.fetch, timeoutMs: options.timeoutMs });
  const res = await api.post(ENROL_PATH, { body: { code: code.trim().toUpperCase(), terminal_name: terminalName } });
  if (res.ok) return decodeEnrolment(res.value.body);
  const status = 'status' in res.error ? res.error.status : null;
  const refusal = status === null ? undefined : REFUSALS[status];
  return refusal ? { ok: false, refusal } : { ok: false, error: res.error };
}
