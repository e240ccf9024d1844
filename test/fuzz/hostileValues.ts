/**
 * Raw values a misbehaving server (or a proxy in between) could send in place of any field:
 * wrong types, numbers JSON cannot hold exactly, NaN-like texts, 100k-character strings,
 * nested junk and the keys that pollute `Object.prototype` when a decoder copies objects
 * carelessly. Objects are built the way `JSON.parse` builds them, so `__proto__` is an own
 * key of the row, never its prototype.
 */
import fc from 'fast-check';

export const HUGE_TEXT = 'x'.repeat(100_000);
export const HUGE_MARKUP = '<img src=x onerror=alert(1)>'.repeat(3_600);
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Names a cashier must see literally: markup, a bidi override, Arabic with harakat, combining marks. */
export const HOSTILE_NAMES = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '\u202Eevil',
  'شاي بِالنَّعْنَاع',
  'Cafe\u0301 <b>bold</b>',
  '"><svg onload=alert(1)>',
  '&lt;escaped&gt; &amp;',
  '   ',
  '',
] as const;

/** JSON texts whose parse gives an own `__proto__` or `constructor` key. */
const POISON_TEXTS = [
  '{"__proto__": {"polluted": "yes"}}',
  '{"constructor": {"prototype": {"polluted": "yes"}}}',
  '{"__proto__": {"__proto__": {"polluted": "yes"}}, "id": 1, "name": "x"}',
  '[{"__proto__": {"polluted": "yes"}}]',
];
export const poison = fc.constantFrom(...POISON_TEXTS).map((text): unknown => JSON.parse(text));

const NUMERIC_LOOKALIKES = [
  'abc', '1e400', '-1e400', '-0', '0x10', 'NaN', 'Infinity', '-Infinity', '', ' ', '1,5', '١٢٣', '12abc',
  '1.2.3', '+', '-', '.', '9007199254740993', '1e-7', ' 12 ', '0.0005', '-5', '99999999999999999999', 'null', 'true',
];

const ODD_NUMBERS = [
  Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21, 1e-7, 5e-324, 0.1 + 0.2, 1.5, -1, 0, 0.0005,
  JSON.parse('1e400') as number,
];

/** Any value a field might hold instead of the documented one. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(null, undefined, true, false, [], {}, [null], [[]], { id: 1 }), weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(...ODD_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(...NUMERIC_LOOKALIKES), weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(HUGE_TEXT, HUGE_MARKUP, ...HOSTILE_NAMES), weight: 1 },
  { arbitrary: poison, weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: fc.anything({ maxDepth: 2 }), weight: 1 },
);

/** Keys nobody documented, next to the documented ones. */
export const extraKey = fc.oneof(
  fc.constantFrom(...PROTO_KEYS, 'hasOwnProperty', 'toString', 'valueOf', 'is_deleted_2', 'x'.repeat(300)),
  fc.string({ maxLength: 8 }),
);

export type Entries = ReadonlyArray<readonly [string, unknown]>;

/** A row with own data properties only, as `JSON.parse` makes it (`__proto__` stays a key). */
export function rowOf(entries: Entries): Record<string, unknown> {
  return Object.fromEntries(entries) as Record<string, unknown>;
}

/** A value that removes its key from the row instead of setting it. */
export const REMOVED: unique symbol = Symbol('removed');

/** Sets (or, with `REMOVED`, drops) keys of an entry list, keeping the other keys in place. */
export function patched(entries: Entries, changes: ReadonlyArray<readonly [string, unknown]>): Entries {
  const out = new Map<string, unknown>(entries);
  for (const [key, value] of changes) {
    if (value === REMOVED) out.delete(key);
    else out.set(key, value);
  }
  return [...out.entries()];
}

/** Snapshot of what a polluted prototype would show, to compare before and after decoding. */
export function prototypeFingerprint(): string {
  const probe = {} as Record<string, unknown>;
  return JSON.stringify([
    Object.getOwnPropertyNames(Object.prototype).sort(),
    Object.getOwnPropertyNames(Array.prototype).sort(),
    probe.polluted ?? null,
    ([] as unknown as Record<string, unknown>).polluted ?? null,
  ]);
}
