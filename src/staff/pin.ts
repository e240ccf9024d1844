/**
 * The manager PIN that locks kiosk mode, kept only as a salted PBKDF2-SHA-256 hash: a
 * customer who opens the browser's storage learns nothing usable.
 */
import { msg } from '@lingui/core/macro';
import { typedPin } from '../core/typedNumber';

const ITERATIONS = 120_000;

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

const unhex = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(text.match(/../g)?.map((h) => parseInt(h, 16)) ?? []);

/** The shortest and longest new PIN: whoever sets one chooses its length in between. */
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 12;

/**
 * A new PIN is 4 to 12 digits, the length chosen by whoever sets it: typed on a touch keypad,
 * and the lockout (pinLockout.ts) is the guard, five tries then a growing wait, so even ten
 * thousand choices are not guessed in a shift. A PIN set before this rule still verifies.
 */
export function isValidPin(pin: string): boolean {
  return new RegExp(`^\\d{${PIN_MIN_DIGITS},${PIN_MAX_DIGITS}}$`).test(typedPin(pin));
}

export const PIN_RULE_TEXT = msg`The PIN is 4 to 12 digits.`;

/**
 * Whether a PIN being typed is complete, so it is checked without a tap on the button: its
 * digits reach the stored PIN's length. A PIN stored without its length (set before lengths
 * were kept) is never complete by itself: the button checks it.
 */
export function pinComplete(typed: string, length: number | undefined): boolean {
  return length !== undefined && length > 0 && typedPin(typed).length === length;
}

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  // The digits the PIN says, in Latin: typed on an Arabic keypad it is the same PIN.
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(typedPin(pin)), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ITERATIONS }, key, 256);
  return hex(bits);
}

/**
 * The salted hash of a new PIN and its length: the length alone is kept in clear, so the
 * person's PIN field checks itself once that many digits are typed (`pinComplete`).
 */
export async function hashPin(pin: string): Promise<{ pinHash: string; pinSalt: string; pinLength: number }> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { pinHash: await derive(pin, salt), pinSalt: hex(salt), pinLength: typedPin(pin).length };
}

export async function verifyPin(pin: string, stored: { pinHash: string | null; pinSalt: string | null }): Promise<boolean> {
  if (!stored.pinHash || !stored.pinSalt) return false;
  const candidate = await derive(pin, unhex(stored.pinSalt));
  // Compare every character so the time taken does not tell how much matched.
  let diff = candidate.length ^ stored.pinHash.length;
  for (let i = 0; i < candidate.length; i++) diff |= candidate.charCodeAt(i) ^ (stored.pinHash.charCodeAt(i) || 0);
  return diff === 0;
}

/** True when `typed` is the stored API key, compared in full whatever matched first. */
export function sameKey(typed: string, stored: string | null): boolean {
  if (!stored) return false;
  const a = typed.trim();
  let diff = a.length ^ stored.length;
  for (let i = 0; i < Math.max(a.length, stored.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (stored.charCodeAt(i) || 0);
  return diff === 0;
}
