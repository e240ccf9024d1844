/**
 * "Guests" (assumed-contracts 10): covers at the table, asked with the payment when the
 * terminal's "Ask for guests" is on. Optional: an empty box sends none.
 */
import { readTypedWhole } from '../core/typedNumber';

/** More covers than this on one bill is a slip of the finger. */
export const MAX_GUESTS = 999;

export type GuestsReading = { ok: true; guests: number | null } | { ok: false; reason: 'not-whole' | 'below-one' | 'too-many' };

/** The "Guests" box as typed: empty is none; otherwise a whole number from 1 to `MAX_GUESTS`. */
export function readGuests(text: string): GuestsReading {
  const typed = readTypedWhole(text.trim(), 4);
  if (!typed.ok) return typed.reason === 'empty' ? { ok: true, guests: null } : { ok: false, reason: typed.reason === 'too-large' ? 'too-many' : 'not-whole' };
  if (typed.value < 1) return { ok: false, reason: 'below-one' };
  if (typed.value > MAX_GUESTS) return { ok: false, reason: 'too-many' };
  return { ok: true, guests: typed.value };
}
