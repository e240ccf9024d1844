/**
 * The two texts an order may carry (assumed-contracts 7): the name it was parked or called
 * under ("Table 4") and a note for the whole order. Both are cleaned the same way wherever
 * they are typed, and measured in characters as a person counts them (code points), so an
 * accented letter or an emoji counts once.
 */

/** assumed-contracts 7: `order_name` max 60. */
export const ORDER_NAME_MAX = 60;
/** assumed-contracts 7: `order_note` max 200. */
export const ORDER_NOTE_MAX = 200;

/** Characters as a person counts them. */
export function textLength(text: string): number {
  return [...text].length;
}

/** A name on one line: trimmed, each run of spaces (or a pasted line break) one space. */
export function cleanName(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ');
}

/** A note keeps its line breaks; only the ends are trimmed. */
export function cleanNote(typed: string): string {
  return typed.trim();
}
