/**
 * Code 128 (ISO/IEC 15417), code set B, drawn by the till itself: the receipt prints its
 * ticket number as a barcode that "Orders" finds the sale by when it is scanned, offline and
 * without a library. Code set B holds every printable ASCII character, enough for a ticket
 * number (`T3-4F2A-000042`).
 */

/** The bar and space widths (in modules, bar first) of each symbol value 0 to 106; 106 is the stop. */
// prettier-ignore
const PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213', '221312', '231212',
  '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132', '221231', '213212', '223112', '312131',
  '311222', '321122', '321221', '312212', '322112', '322211', '212123', '212321', '232121', '111323', '131123', '131321',
  '112313', '132113', '132311', '211313', '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121',
  '313121', '211331', '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214', '112412', '122114',
  '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111', '111242', '121142', '121241', '114212',
  '124112', '124211', '411212', '421112', '421211', '212141', '214121', '412121', '111143', '111341', '131141', '114113',
  '114311', '411113', '411311', '113141', '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_B = 104;
const STOP = 106;

/** The symbol values of `text` in code set B: start, data, check, stop; null when a character is outside it. */
export function code128Values(text: string): number[] | null {
  const values = [START_B];
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch.length !== 1 || code < 32 || code > 126) return null;
    values.push(code - 32);
  }
  let check = START_B;
  for (let i = 1; i < values.length; i++) check += values[i]! * i;
  return [...values, check % 103, STOP];
}

/**
 * The bars of `text`: each bar's start and width in modules, from the first bar (a quiet zone
 * of 10 modules goes on each side when drawn), and the symbol's whole width; null when the
 * text cannot be encoded.
 */
export function code128Bars(text: string): { bars: { x: number; width: number }[]; width: number } | null {
  const values = code128Values(text);
  if (values === null) return null;
  const bars: { x: number; width: number }[] = [];
  let x = 0;
  for (const value of values) {
    const widths = PATTERNS[value]!;
    for (let i = 0; i < widths.length; i++) {
      const width = widths.charCodeAt(i) - 48;
      if (i % 2 === 0) bars.push({ x, width });
      x += width;
    }
  }
  return { bars, width: x };
}
