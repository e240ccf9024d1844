/**
 * Field decoders shared by every row schema: the service's loose JSON in, the core's strict
 * types out. Ids and integers are read from numbers or numeric strings; money goes through
 * `parseServerMoney` (never a float); a field the spec lets be null or missing gets the
 * spec's default here, so the core never sees `undefined`. Every amount the selling routes
 * send is a price, and a negative price is refused here: it never reaches the menu or a
 * line, whatever the server holds.
 */
import * as v from 'valibot';
import { type CurrencyDigits, type Money } from '../../core/money';
import { parseServerMoney } from '../../core/moneyDecimal';
import type { Flag } from '../../core/catalog';

const INTEGER_TEXT = /^\s*-?\d+\s*$/;

/** A value quoted in a reason, clipped to 40 characters. */
export function show(value: unknown): string {
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

/** A text id (a terminal's, an order's): non-empty text, a number read as its text. */
export const idText = v.pipe(v.union([v.string(), v.number()], 'expected a text id'), v.transform(String), v.minLength(1, 'expected a text id, got ""'));

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

/**
 * A price in minor units. Null, missing or empty text gives `whenNull`, or refuses the field
 * when that is undefined; a negative amount is always refused.
 */
function priceField<N extends Money | null>(digits: CurrencyDigits, whenNull: N | undefined) {
  return v.pipe(
    v.unknown(),
    v.rawTransform<unknown, Money | N>(({ dataset, addIssue, NEVER }) => {
      const parsed = parseServerMoney(dataset.value, digits);
      if (parsed === undefined || (parsed === null && whenNull === undefined)) {
        addIssue({ message: `expected an amount, got ${show(dataset.value)}` });
        return NEVER;
      }
      if (parsed === null) return whenNull as N;
      if (parsed < 0) {
        addIssue({ message: `a negative price is refused, got ${show(dataset.value)}` });
        return NEVER;
      }
      return parsed;
    }),
  );
}

/** A price in minor units; refused when null, missing or negative. */
export function price(digits: CurrencyDigits) {
  return priceField<never>(digits, undefined);
}

/** A price where null, missing or empty means `fallback` (an option's price: 0); refused when negative. */
export function priceOr(digits: CurrencyDigits, fallback: Money) {
  return v.optional(priceField<Money>(digits, fallback), fallback);
}

/** A price or null (null, missing or empty text; the caller decides what null means); refused when negative. */
export function priceOrNull(digits: CurrencyDigits) {
  return v.optional(priceField<null>(digits, null), null);
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

/** A field read part by part: the readable parts, and why the others were left out. */
export interface Parts<T> {
  value: T;
  /** Null when every part was read. */
  refused: string | null;
}

/**
 * 2.6 `category_id`: one id, or a csv of ids when the product is in several categories
 * (`"3,5"`, `"3, 5"`); a list of ids is read too. Null, missing or empty is no category.
 * A part that is not an id is left out on its own (`refused` says which, once per field);
 * empty parts of a csv (`"3,,5"`, a trailing comma) are only formatting. Repeated ids are
 * kept once, in the order served.
 */
export function readCategoryIds(value: unknown): Parts<number[]> {
  if (value === null || value === undefined) return { value: [], refused: null };
  let parts: unknown[];
  if (Array.isArray(value)) parts = value;
  else if (typeof value === 'number') parts = [value];
  else if (typeof value === 'string') parts = value.split(',').filter((part) => part.trim() !== '');
  else return { value: [], refused: `category_id: expected an id or a csv of ids, got ${show(value)}` };
  const ids = new Set<number>();
  let bad = 0;
  let first: unknown;
  for (const part of parts) {
    const n = readInt(part);
    if (n !== undefined && n > 0) ids.add(n);
    else if (bad++ === 0) first = part;
  }
  const refused =
    bad === 0 ? null : bad === 1 ? `category_id: ${show(first)} is not a category id` : `category_id: ${bad} parts are not category ids, the first ${show(first)}`;
  return { value: [...ids], refused };
}
