/**
 * What a retail scale says over its serial line, read into weights. Two families cover most
 * scales sold with tills:
 *
 * - continuous: the scale sends a frame after every reading, `ST,GS,+  1.234kg` (CAS, A&D and
 *   their clones: `ST` stable, `US` unstable, `OL` overload; `GS` gross, `NT` net);
 * - request and answer: the till asks and the scale answers one frame, as in Mettler Toledo's
 *   SICS (`S\r\n` -> `S S      1.234 kg`: `S` stable, `D` still moving, `+`/`-` over/under load).
 *
 * Frames end with CR, LF or both; a frame of neither family (noise, a half frame after the
 * port opened) is skipped. Weights are whole grams, read from the text without a float. Pure.
 */

export type ScaleReading =
  | { kind: 'weight'; grams: number; stable: boolean }
  | { kind: 'overload' }
  | { kind: 'underload' };

/** Decimal text in `unit` as whole grams (a pound is 453.59237 g, rounded half up); null when it is not a number. */
export function toGrams(sign: string, digits: string, unit: string): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(digits.replace(/\s+/g, ''));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const negative = sign === '-';
  let grams: number;
  switch (unit.toLowerCase()) {
    case 'kg': {
      const thousandths = (fraction + '000').slice(0, 3);
      const rest = fraction.slice(3);
      grams = Number(whole) * 1000 + Number(thousandths) + (rest !== '' && Number(rest[0]) >= 5 ? 1 : 0);
      break;
    }
    case 'g':
      grams = Number(whole) + (fraction !== '' && Number(fraction[0]) >= 5 ? 1 : 0);
      break;
    case 'lb': {
      // In millionths of a pound, times 453.59237 g, without a float's rounding.
      const micro = BigInt(whole) * 1_000_000n + BigInt((fraction + '000000').slice(0, 6));
      grams = Number((micro * 45_359_237n + 50_000_000_000n) / 100_000_000_000n);
      break;
    }
    default:
      return null;
  }
  return negative ? -grams : grams;
}

const CONTINUOUS = /^(ST|US|OL)\s*,\s*(?:GS|NT|TR)?\s*,?\s*([+-]?)\s*([\d.\s]+?)\s*(kg|g|lb)\s*$/i;
const SICS = /^S\s+([SD+-])(?:\s+([+-]?)\s*([\d.]+)\s*(kg|g|lb))?\s*$/i;

/** One frame read, or null when it is no frame of a scale this till knows. */
export function parseFrame(frame: string): ScaleReading | null {
  // Framing bytes (STX, ETX) and line noise below the space are not part of the reading.
  const text = [...frame].filter((ch) => ch >= ' ' && ch !== '\x7f').join('').trim();
  // An overloaded scale sends dashes for its digits.
  if (/^OL\s*,/i.test(text)) return { kind: 'overload' };
  const c = CONTINUOUS.exec(text);
  if (c) {
    const [, state = '', sign = '', digits = '', unit = ''] = c;
    const grams = toGrams(sign, digits, unit);
    return grams === null ? null : { kind: 'weight', grams, stable: state.toUpperCase() === 'ST' };
  }
  const s = SICS.exec(text);
  if (s) {
    const [, state = '', sign = '', digits, unit] = s;
    if (state === '+') return { kind: 'overload' };
    if (state === '-') return { kind: 'underload' };
    if (digits === undefined || unit === undefined) return null;
    const grams = toGrams(sign, digits, unit);
    return grams === null ? null : { kind: 'weight', grams, stable: state.toUpperCase() === 'S' };
  }
  return null;
}

/** The frames complete in `buffer` read in order, and the unfinished rest to keep for the next bytes. */
export function readFrames(buffer: string): { readings: ScaleReading[]; rest: string } {
  const parts = buffer.split(/\r\n|\r|\n/);
  const rest = parts.pop() ?? '';
  const readings = parts.map(parseFrame).filter((r): r is ScaleReading => r !== null);
  return { readings, rest };
}

/** What "Read scale" takes: the last reading's weight when it is stable and above zero, else null. */
export function stableWeight(readings: readonly ScaleReading[]): number | null {
  const last = readings.at(-1);
  return last?.kind === 'weight' && last.stable && last.grams > 0 ? last.grams : null;
}
