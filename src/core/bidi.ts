/**
 * Runs that read left to right inside any text: a phone number ("+965 2222 1100"), a ticket
 * number ("T3-4F2A-000042"), an amount ("-0.460"), a date and time. In a right-to-left line
 * the bidi algorithm reverses the order of such a run's parts when spaces or signs separate
 * them ("1100 2222 965+"); isolated as left to right they read as written. Pure.
 */

/** U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
export const LRI = '\u2066';
export const PDI = '\u2069';

/** A word of Latin letters and digits with a digit in it ("965", "T3", "4F2A"). */
const WORD = String.raw`[A-Za-z0-9]*[0-9][A-Za-z0-9]*`;
/** Such words joined by one separator each, the first after an optional sign, a percentage with its sign. */
const RUN = new RegExp(String.raw`[+\-]?${WORD}(?:[ .,:/\-][+\-]?${WORD})*%?`, 'g');

/** Whether `text` holds a right-to-left letter (Arabic, Hebrew, Syriac, Thaana, N'Ko and their presentation forms). */
export function hasRtl(text: string): boolean {
  return /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(text);
}

export interface TextPart {
  text: string;
  /** A run to isolate as left to right. */
  ltr: boolean;
}

/** `text` cut into its left-to-right runs and what lies between them, in order; joined they give `text` back. */
export function ltrRuns(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(RUN)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), ltr: false });
    parts.push({ text: match[0], ltr: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), ltr: false });
  return parts;
}

/** `text` with each left-to-right run between LRI and PDI, for a line drawn right to left. */
export function isolateLtr(text: string): string {
  return ltrRuns(text)
    .map((part) => (part.ltr ? LRI + part.text + PDI : part.text))
    .join('');
}
