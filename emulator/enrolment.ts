/**
 * Enrolling terminals (assumed-contracts 17): one-time codes made through the control routes
 * (and one at start, which `npm start`'s `/config.json` hands to the first terminal that loads
 * the app), exchanged once for the API key, the branch, a terminal id and the branch's
 * `terminal_secret`. The secret is one per branch, the same for every terminal enrolled there,
 * so a terminal can check a file another terminal of its branch signed. Wrong codes are counted
 * per address: the 11th within a minute is answered 429 whatever the code.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { json, type Reply } from './responses.ts';

export const ENROL_PATH = '/api/v2/terminals/enrol';

/** Letters and digits that are not read for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const WRONG_CODES_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

export interface Enrolment {
  code: string;
  terminal_id: string;
  terminal_name: string;
  location_id: number;
  at: string;
}

export interface EnrolmentStore {
  /** A new unused code for branch `locationId`. */
  make(locationId: number): string;
  /** Answers `POST /api/v2/terminals/enrol` from `address` with the key accepted now. */
  enrol(body: string, address: string, apiKey: string, now: number): Reply;
  /** Whether `code` can still be exchanged. */
  isOpen(code: string): boolean;
  /** Terminals enrolled, oldest first. */
  list(): Enrolment[];
  /** The branch's secret (made at its first use), base64 of 32 random bytes. */
  secretOf(locationId: number): string;
  /** The terminals enrolled and the branches' secrets, to enrol again after `clear` with `restore`. */
  snapshot(): EnrolmentSnapshot;
  /**
   * Enrols again the terminals of `snapshot`, with their ids and the branches' secrets, as if
   * they had used `code` (which is used up): a terminal saved after its first connection
   * connects again after a reset, as the one that took the served code.
   */
  restore(snapshot: EnrolmentSnapshot, code: string): void;
  clear(): void;
}

export interface EnrolmentSnapshot {
  enrolled: Enrolment[];
  secrets: [locationId: number, secret: string][];
}

/** `7K4F-9Q2M`: 8 characters of the alphabet, in two groups. */
export function newCode(): string {
  const bytes = randomBytes(8);
  const chars = Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Spaces, dashes and case do not matter when a code is typed. */
export const sameCode = (typed: string): string => typed.toUpperCase().replace(/[^0-9A-Z]/g, '');

const refuse = (status: number, message: string): Reply => json(status, { status: false, message });

function readBody(body: string): { code: string; terminal_name: string } | null {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return null;
    const { code, terminal_name } = value as Record<string, unknown>;
    if (typeof code !== 'string' || code.trim() === '') return null;
    return { code, terminal_name: typeof terminal_name === 'string' ? terminal_name.trim() : '' };
  } catch {
    return null;
  }
}

export function createEnrolmentStore(): EnrolmentStore {
  /** Unused codes by their letters and digits, with their branch. */
  let open = new Map<string, number>();
  let used = new Set<string>();
  let enrolled: Enrolment[] = [];
  let secrets = new Map<number, string>();
  let wrong = new Map<string, number[]>();

  const secretOf = (locationId: number): string => {
    let secret = secrets.get(locationId);
    if (secret === undefined) {
      secret = randomBytes(32).toString('base64');
      secrets.set(locationId, secret);
    }
    return secret;
  };

  return {
    make(locationId) {
      const code = newCode();
      open.set(sameCode(code), locationId);
      return code;
    },
    enrol(body, address, apiKey, now) {
      const recent = (wrong.get(address) ?? []).filter((t) => now - t < MINUTE_MS);
      wrong.set(address, recent);
      if (recent.length >= WRONG_CODES_PER_MINUTE) return refuse(429, 'Too many wrong enrolment codes; wait a minute');
      const read = readBody(body);
      if (read === null) return json(422, { status: false, message: 'code is required', errors: { code: ['required'] } });
      const code = sameCode(read.code);
      const locationId = open.get(code);
      if (locationId === undefined) {
        recent.push(now);
        return used.has(code) ? refuse(410, 'This enrolment code was already used') : refuse(404, 'Unknown enrolment code');
      }
      open.delete(code);
      used.add(code);
      const terminal_id = randomUUID();
      enrolled.push({ code: read.code, terminal_id, terminal_name: read.terminal_name, location_id: locationId, at: new Date(now).toISOString() });
      return json(201, { api_key: apiKey, location_id: locationId, terminal_id, terminal_secret: secretOf(locationId) });
    },
    isOpen: (code) => open.has(sameCode(code)),
    list: () => enrolled.map((e) => ({ ...e })),
    secretOf,
    snapshot: () => ({ enrolled: enrolled.map((e) => ({ ...e })), secrets: [...secrets] }),
    restore(snapshot, code) {
      open.delete(sameCode(code));
      used.add(sameCode(code));
      for (const [locationId, secret] of snapshot.secrets) secrets.set(locationId, secret);
      enrolled.push(...snapshot.enrolled.map((e) => ({ ...e, code })));
    },
    clear() {
      open = new Map();
      used = new Set();
      enrolled = [];
      secrets = new Map();
      wrong = new Map();
    },
  };
}
