/**
 * A shift action run from a screen: what it stored, or the cashier's words for why not, in the
 * language on screen. A refusal is the store's value (src/db/shifts.ts), worded by the shift's
 * catalog messages (src/day/shiftRefusal.ts); a failure to store at all asks to try again.
 */
import { msg } from '@lingui/core/macro';
import type { Translate } from '../../core/names';
import type { ShiftWrite } from '../../db/shifts';
import { shiftRefusalText } from '../shiftRefusal';

export async function shiftWritten<T>(write: () => Promise<ShiftWrite<T>>, t: Translate): Promise<({ ok: true } & T) | { ok: false; words: string }> {
  try {
    const done = await write();
    return done.ok ? done : { ok: false, words: t(shiftRefusalText(done.reason)) };
  } catch {
    return { ok: false, words: t(msg`It was not saved. Try again.`) };
  }
}
