/**
 * Field decoders shared by every row schema: the service's loose JSON in, the core's strict
 * types out. Ids and integers are read from numbers or numeric strings; money goes through
 * `parseServerMoney` (never a float); a field the spec lets be null or missing gets the
 * spec's default here, so the core never sees `undefined`.
 */
import * as v from 'valibot';
import { parseServerMoney, type CurrencyDigits, type Money } from '../../core/money';
import type { Flag } from '../../core/catalog';

const INTEGER_TEXT = /^\s*-?\d+\s*$/;

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** A field read by `read`, which returns undefined for a value it refuses. */
function field<T>(expected: string, read: (value: unknown) => T | undefined) {
  return v.pipe(
    v.unknown(),
    v.rawTransform<unknown, T>(({ dataset, addIssue, NEVER }) => {
      const out = read(dataset.value);
      if (out === undefined) {
        addIssue({ message: `expected ${expected}, got ${show(dataset.value)}` });
        return NEVER;
      }
      return out;
    }),
  );
}

export function readInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && INTEGER_TEXT.test(value)) {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return undefined;
}

/** An integer, also from a numeric string (`"41"`). */
export const int = field('an integer', readInt);

/** An id: a positive integer, also from a numeric string. */
export const id = field('an id', (value) => {
  const n = readInt(value);
  return n !== undefined && n > 0 ? n : undefined;
});

/** An integer or null; a missing field is null. */
export const intOrNull = v.optional(
  field('an integer or null', (value) => (value === null ? null : readInt(value))),
  null,
);

/** An integer where null or missing means `fallback`. */
export function intOr(fallback: number) {
  return v.optional(
    field('an integer', (value) => (value === null ? fallback : readInt(value))),
    fallback,
  );
}

/** A finite number (percentages may carry decimals), null or missing meaning `fallback`. */
export function numberOr(fallback: number) {
  return v.optional(
    field('a number', (value) => {
      if (value === null) return fallback;
      if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
      if (typeof value === 'string' && value.trim() !== '') {
        const n = Number(value);
        return Number.isFinite(n) ? n : undefined;
      }
      return undefined;
    }),
    fallback,
  );
}

function readFlag(value: unknown): Flag | undefined {
  if (value === null || value === 0 || value === '0' || value === false) return 0;
  if (value === 1 || value === '1' || value === true) return 1;
  return undefined;
}

/** A 0/1 flag (also `"1"` or a boolean); null or missing is 0. */
export const flag = v.optional(field('0 or 1', readFlag), 0 as Flag);

/** `is_combo`: 0, 1 or 2; null or missing is 0. */
export const comboKind = v.optional(
  field('0, 1 or 2', (value) => {
    if (value === null) return 0 as const;
    const n = readInt(value);
    return n === 0 || n === 1 || n === 2 ? n : undefined;
  }),
  0 as const,
);

/** A required string. */
export const text = field('text', (value) => (typeof value === 'string' ? value : undefined));

/** A string where null or missing is `''` (image URLs). */
export const textOrEmpty = v.optional(
  field('text', (value) => (value === null ? '' : typeof value === 'string' ? value : undefined)),
  '',
);

/** A string or null; a missing field is null. Numbers are read as their text (barcodes). */
export const textOrNull = v.optional(
  field('text or null', (value) => {
    if (value === null) return null;
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return undefined;
  }),
  null,
);

/** A money amount in minor units; the row is refused when the field is null or missing. */
export function money(digits: CurrencyDigits) {
  return field('an amount', (value) => parseServerMoney(value, digits) ?? undefined);
}

/** A money amount where null, missing or empty means `fallback` (an option's price: 0). */
export function moneyOr(digits: CurrencyDigits, fallback: Money) {
  return v.optional(
    field('an amount', (value) => {
      const parsed = parseServerMoney(value, digits);
      return parsed === null ? fallback : parsed;
    }),
    fallback,
  );
}

/** A money amount or null (null, missing or empty text); the caller decides what null means. */
export function moneyOrNull(digits: CurrencyDigits) {
  return v.optional(
    field('an amount', (value) => parseServerMoney(value, digits)),
    null,
  );
}

/** An array of ids (numbers or numeric strings); null or missing is `[]`. */
export const idList = v.optional(
  field('a list of ids', (value) => {
    if (value === null) return [];
    if (!Array.isArray(value)) return undefined;
    const out: number[] = [];
    for (const item of value) {
      const n = readInt(item);
      if (n === undefined) return undefined;
      out.push(n);
    }
    return out;
  }),
  [],
);

/** An array of `item` rows; null or missing is `[]`. */
export function listOf<T extends v.GenericSchema>(item: T) {
  return v.optional(
    v.pipe(
      v.nullable(v.array(item, 'expected a list')),
      v.transform((rows) => rows ?? []),
    ),
    [],
  );
}
