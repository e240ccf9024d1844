/**
 * The Arabic catalog's words, for tests that drive the till in Arabic: a name is looked up by
 * its message (the English id) through the till's own catalog, as the screen shows it
 * (`LANGUAGES` of axe.ts reads it), never an English literal.
 */
import { LANGUAGES } from './axe';

const arabic = LANGUAGES.find((l) => l.lang === 'ar')!;

/** The Arabic of the catalog message `message`, with its `{name}` placeholders filled from `values`. */
export function ar(message: string, values: Record<string, string | number> = {}): string {
  return arabic.say(message).replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
