/**
 * Hostile input at the sync edge (conventions 6): random and adversarial rows for every
 * selling route, mixed with documented ones. Whatever arrives, decoding never throws, every
 * row is kept or dropped with a short reason (rows in = rows out + dropped), a row's fate
 * never depends on its neighbours, kept rows keep every promise of `src/core/catalog.ts`,
 * and `Object.prototype` is never touched.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { CurrencyDigits } from '../../src/core/money';
import { decodeChannels } from '../../src/sync/contracts/channels';
import { decodeQuotas } from '../../src/sync/contracts/quota';
import { decodeSession } from '../../src/sync/contracts/session';
import { decodeSoldOut } from '../../src/sync/contracts/soldOut';
import { decodeBrands } from '../../src/sync/decode/brand';
import { decodeCategories } from '../../src/sync/decode/category';
import { bareList, envelopeList, productPageEnvelope } from '../../src/sync/decode/envelope';
import { decodeModifierGroups } from '../../src/sync/decode/modifierGroup';
import { decodeProducts, PART_DROPPED } from '../../src/sync/decode/product';
import type { DroppedRow, SyncRoute } from '../../src/core/syncReport';
import {
  brandProblems,
  categoryProblems,
  channelProblems,
  groupProblems,
  productProblems,
  quotaProblems,
  sessionProblems,
  soldOutProblems,
} from './guarantees';
import { listBody, sessionBody } from '../kit/rows';
import { HOSTILE_NAMES, HUGE_TEXT, junkValue, prototypeFingerprint } from './hostileValues';
import { brandRows, categoryRows, channelRows, groupRows, productRows, quotaRows, sessionData, soldOutRows, type NestedRow, type Pools, type RawRow } from './rowArbitraries';

const MAX = Number.MAX_SAFE_INTEGER;
const RUNS = 200;

/** Wide pools: ids up to the safe limit, amounts up to ±2^53, names that are markup or 100k long. */
const WIDE: Pools = {
  id: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 40 }), weight: 4 }, fc.constant(MAX), fc.integer({ min: 1, max: MAX })),
  amount: fc.oneof(
    { arbitrary: fc.integer({ min: -5_000, max: 100_000 }), weight: 6 },
    fc.constantFrom(MAX, -MAX, 0, 2 ** 52),
    fc.integer({ min: -MAX, max: MAX }),
  ),
  name: fc.oneof(
    { arbitrary: fc.constantFrom<string>(...HOSTILE_NAMES), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }), weight: 3 },
    fc.constant(HUGE_TEXT),
  ),
  categoryName: fc.constantFrom('Burgers', 'burgers', 'combo', '<script>x</script>', '\u202EDeals', HUGE_TEXT),
  addonType: fc.constantFrom(null, '', ',,', ' Burgers , ,DRINKS ', 'Burgers,Burgers', `${HUGE_TEXT},x`),
  maxItems: 5,
  broken: 4,
};

const digitsArb = fc.constantFrom<CurrencyDigits>(0, 1, 2, 3);

interface Decoded {
  rows: readonly unknown[];
  dropped: readonly DroppedRow[];
  deleted: number;
}

interface RouteCase {
  route: SyncRoute;
  rows(digits: CurrencyDigits): fc.Arbitrary<RawRow>;
  decode(rows: unknown[], digits: CurrencyDigits): Decoded;
  problems(row: unknown): string[];
  /** Routes whose rows may lose a piece and stay (products: a channel price, a category id). */
  parts?: true;
}

/** A piece left out of a kept row, not a dropped row. */
const isPart = (drop: DroppedRow) => drop.reason.startsWith(PART_DROPPED);

function companion<T>(result: { ok: true; value: { rows: T[]; dropped: DroppedRow[] } } | { ok: false }): Decoded {
  if (!result.ok) throw new Error('a list body was refused as a whole');
  return { ...result.value, deleted: 0 };
}

const FLAT: RouteCase[] = [
  {
    route: 'products',
    rows: (d) => productRows(WIDE, d),
    decode: (rows, d) => ({ ...decodeProducts(rows, d), deleted: 0 }),
    problems: (row) => productProblems(row),
    parts: true,
  },
  {
    route: 'addons',
    rows: (d) => productRows(WIDE, d, true),
    decode: (rows, d) => ({ ...decodeProducts(rows, d, 'addons'), deleted: 0 }),
    problems: (row) => productProblems(row, 'addon'),
    parts: true,
  },
  { route: 'categories', rows: () => categoryRows(WIDE), decode: (rows) => decodeCategories(rows), problems: (row) => categoryProblems(row) },
  { route: 'channels', rows: () => channelRows(WIDE), decode: (rows) => companion(decodeChannels(listBody(rows))), problems: (row) => channelProblems(row) },
  { route: 'quota', rows: () => quotaRows(WIDE), decode: (rows) => companion(decodeQuotas(listBody(rows))), problems: (row) => quotaProblems(row) },
];

/** Drops compared as a multiset: a nested decoder lists group-level drops before item-level ones. */
const sortedDrops = (drops: readonly DroppedRow[]) => drops.map((d) => JSON.stringify(d)).sort();

function expectReportable(drops: readonly DroppedRow[], route: SyncRoute): void {
  for (const drop of drops) {
    expect(drop.route).toBe(route);
    expect(drop.id === null || Number.isSafeInteger(drop.id)).toBe(true);
    expect(typeof drop.reason).toBe('string');
    expect(drop.reason.length).toBeGreaterThan(0);
  }
}

describe('every flat route', () => {
  test.each(FLAT)('$route: decoding never throws, rows in = kept + dropped (+ deleted), a row\'s fate is its own, a piece left out names its kept row, kept rows keep the core\'s promises', (c) => {
    fc.assert(
      fc.property(digitsArb.chain((d) => fc.tuple(fc.constant(d), fc.array(c.rows(d), { maxLength: 25 }))), ([digits, raw]) => {
        const clean = prototypeFingerprint();
        const all = c.decode(raw.map((r) => r.row), digits);
        const singles = raw.map((r) => c.decode([r.row], digits));
        expect(prototypeFingerprint()).toBe(clean);
        const rowDrops = (decoded: Decoded) => decoded.dropped.filter((d) => !isPart(d));
        if (c.parts !== true) expect(all.dropped.filter(isPart)).toEqual([]);

        expect(all.rows.length + rowDrops(all).length + all.deleted).toBe(raw.length);
        singles.forEach((single, i) => {
          expect(single.rows.length + rowDrops(single).length + single.deleted).toBe(1);
          const parts = single.dropped.filter(isPart);
          if (parts.length > 0) {
            expect(single.rows).toHaveLength(1);
            for (const part of parts) expect(part.id).toBe((single.rows[0] as { id: number }).id);
          }
          if (raw[i]!.keep) {
            expect(rowDrops(single)).toEqual([]);
            const { deleted, ...fields } = raw[i]!.expected;
            if (deleted === true) expect(single.deleted).toBe(1);
            else expect(single.rows[0]).toMatchObject(fields);
          }
        });
        expect(all.rows).toEqual(singles.flatMap((s) => s.rows));
        expect(all.dropped).toEqual(singles.flatMap((s) => s.dropped));
        expect(all.rows.flatMap((row) => c.problems(row))).toEqual([]);
        expectReportable(all.dropped, c.route);
      }),
      { numRuns: RUNS },
    );
  });

  test('soldout: ids are kept once each, in the order first served; the others are dropped with a reason', () => {
    fc.assert(
      fc.property(fc.array(soldOutRows(WIDE), { maxLength: 25 }), (raw) => {
        const clean = prototypeFingerprint();
        const all = decodeSoldOut(listBody(raw.map((r) => r.row)));
        const singles = raw.map((r) => decodeSoldOut(listBody([r.row])));
        expect(prototypeFingerprint()).toBe(clean);
        if (!all.ok) throw new Error('refused as a whole');
        const each = singles.map((s) => (s.ok ? s.value : { rows: [], dropped: [] }));
        each.forEach((single, i) => {
          expect(single.rows.length + single.dropped.length).toBe(1);
          if (raw[i]!.keep) expect(single.rows).toEqual([raw[i]!.expected.product_id]);
        });
        expect(all.value.rows).toEqual([...new Set(each.flatMap((s) => s.rows))]);
        expect(all.value.dropped).toEqual(each.flatMap((s) => s.dropped));
        expect(soldOutProblems(all.value.rows)).toEqual([]);
        expectReportable(all.value.dropped, 'soldout');
      }),
      { numRuns: RUNS },
    );
  });
});

/** Decoded rows read by key, as the raw rows are. */
const asRecords = (decoded: { rows: readonly object[]; dropped: readonly DroppedRow[] }) =>
  decoded as { rows: readonly Record<string, unknown>[]; dropped: readonly DroppedRow[] };

interface NestedCase {
  route: SyncRoute;
  rows(digits: CurrencyDigits): fc.Arbitrary<NestedRow>;
  decode(rows: unknown[], digits: CurrencyDigits): { rows: readonly Record<string, unknown>[]; dropped: readonly DroppedRow[] };
  /** The nested list key on the raw row and on the decoded row. */
  key: 'items' | 'groups';
  /** A documented parent with the kept row's id holding just `inner`, to decode a nested row on its own. */
  holder(parent: Record<string, unknown>, inner: unknown): unknown;
  /** How a nested drop's reason starts. */
  nestedReason: RegExp;
  problems(row: unknown): string[];
}

const NESTED: NestedCase[] = [
  {
    route: 'modifiers',
    rows: (d) => groupRows(WIDE, d),
    decode: (rows, d) => asRecords(decodeModifierGroups(rows, d)),
    key: 'items',
    holder: (parent, inner) => ({ id: parent.id, name: 'Holder', items: [inner] }),
    nestedReason: /^item of group \d+: /,
    problems: (row) => groupProblems(row),
  },
  {
    route: 'brands',
    rows: () => brandRows(WIDE),
    decode: (rows) => asRecords(decodeBrands(rows)),
    key: 'groups',
    holder: (parent, inner) => ({ brand_id: parent.brand_id, brand_name: 'Holder', groups: [inner] }),
    nestedReason: /^group of brand \d+: /,
    problems: (row) => brandProblems(row),
  },
];

describe('every nested route', () => {
  test.each(NESTED)('$route: a bad nested row is dropped on its own, its parent and siblings stay; rows in = kept + dropped at both levels', (c) => {
    fc.assert(
      fc.property(digitsArb.chain((d) => fc.tuple(fc.constant(d), fc.array(c.rows(d), { maxLength: 12 }))), ([digits, raw]) => {
        const clean = prototypeFingerprint();
        const all = c.decode(raw.map((r) => r.row), digits);
        const singles = raw.map((r) => c.decode([r.row], digits));
        const isNested = (d: DroppedRow) => c.nestedReason.test(d.reason);

        singles.forEach((single, i) => {
          const { row, keep, expected, nested } = raw[i]!;
          const outerDrops = single.dropped.filter((d) => !isNested(d));
          expect(single.rows.length + outerDrops.length).toBe(1);
          if (keep) expect(single.rows[0]).toMatchObject(expected);
          const kept = single.rows[0];
          if (kept === undefined) return;
          const innerRaw = (row as Record<string, unknown>)[c.key];
          const inner = Array.isArray(innerRaw) ? innerRaw : [];
          const innerKept = kept[c.key] as unknown[];
          expect(innerKept.length + single.dropped.filter(isNested).length).toBe(inner.length);
          // Each nested row decodes as it would alone under a documented parent.
          const alone = inner.map((one) => c.decode([c.holder(kept, one)], digits).rows[0]![c.key] as unknown[]);
          expect(innerKept).toEqual(alone.flat());
          if (keep) nested.forEach((n, j) => { if (n.keep) expect(alone[j]).toHaveLength(1); });
        });
        expect(prototypeFingerprint()).toBe(clean);
        expect(all.rows).toEqual(singles.flatMap((s) => s.rows));
        expect(sortedDrops(all.dropped)).toEqual(sortedDrops(singles.flatMap((s) => s.dropped)));
        expect(all.rows.flatMap((row) => c.problems(row))).toEqual([]);
        expectReportable(all.dropped, c.route);
      }),
      { numRuns: RUNS / 2 },
    );
  });
});

test('assumed-contracts 1: any session body is decoded or refused as malformed, never thrown on; a decoded one keeps its promises', () => {
  const data = fc.oneof({ arbitrary: sessionData(WIDE), weight: 4 }, junkValue.map((row): RawRow => ({ row, keep: false, expected: {} })));
  fc.assert(
    fc.property(data, fc.constantFrom('wrapped', 'bare'), ({ row, keep, expected }, form) => {
      const clean = prototypeFingerprint();
      const result = decodeSession(form === 'wrapped' ? sessionBody(row) : row);
      expect(prototypeFingerprint()).toBe(clean);
      if (result.ok) expect(sessionProblems(result.value)).toEqual([]);
      else expect(result.error.kind).toBe('malformed');
      if (keep && form === 'wrapped') {
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.value.user.id).toBe(expected.user_id);
      }
    }),
    { numRuns: RUNS * 2 },
  );
});

test('4.2 / 7: any body in place of an envelope is read or refused as malformed, never thrown on', () => {
  const pageBody = fc.record({
    status: junkValue,
    data: fc.oneof(junkValue, fc.record({ current_page: junkValue, records_per_page: junkValue, total_records: junkValue, products: junkValue })),
  });
  fc.assert(
    fc.property(fc.oneof(junkValue, pageBody, fc.record({ data: junkValue })), (raw) => {
      const clean = prototypeFingerprint();
      const page = productPageEnvelope(raw, '/api/v2/products');
      if (page.ok) {
        expect(Array.isArray(page.value.rows)).toBe(true);
        expect([page.value.currentPage, page.value.perPage, page.value.total].every(Number.isSafeInteger)).toBe(true);
      } else {
        expect(page.error.kind).toBe('malformed');
      }
      for (const result of [envelopeList(raw, 'x'), bareList(raw, 'x'), decodeChannels(raw), decodeQuotas(raw), decodeSoldOut(raw)]) {
        if (!result.ok) expect(result.error.kind).toBe('malformed');
      }
      expect(prototypeFingerprint()).toBe(clean);
    }),
    { numRuns: RUNS * 2 },
  );
});

describe('prototype keys at every level', () => {
  // JSON text, as the server sends it: `__proto__` is an own key here, not the prototype.
  const product = JSON.parse(`{
    "__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}},
    "id": 41, "name": "Tea", "actual_price": "1.250", "is_combo": 1,
    "modifiers": [{"__proto__": {"polluted": "yes"}, "modifier_id": 90}],
    "categories": [{"__proto__": {"polluted": "yes"}, "category_id": 5, "max_allowed": 1}],
    "price_levels": [{"__proto__": {"polluted": "yes"}, "channel_id": 4, "channel_actual_price": 1}]
  }`) as unknown;
  const group = JSON.parse(`{"__proto__": {"polluted": "yes"}, "id": 90, "name": "Sauce",
    "items": [{"__proto__": {"polluted": "yes"}, "id": 901, "name": "Garlic",
      "instructions": [{"__proto__": {"polluted": "yes"}, "id": 3, "instruction": "extra"}]}]}`) as unknown;
  const brand = JSON.parse(`{"__proto__": {"polluted": "yes"}, "brand_id": 2, "brand_name": "Grill",
    "groups": [{"__proto__": {"polluted": "yes"}, "group_id": 7, "group_name": "Mains", "categories": [5]}]}`) as unknown;
  const category = JSON.parse('{"__proto__": {"polluted": "yes"}, "id": 5, "name": "Burgers"}') as unknown;

  test('extra keys are tolerated: each row is kept, with a plain prototype and without the key, and nothing is polluted', () => {
    const clean = prototypeFingerprint();
    const decoded = [
      ...decodeProducts([product], 3).rows.flatMap((p) => [p, ...p.modifiers, ...p.categories, ...p.price_levels]),
      ...decodeModifierGroups([group], 3).rows.flatMap((g) => [g, ...g.items, ...g.items.flatMap((i) => i.instructions)]),
      ...decodeBrands([brand]).rows.flatMap((b) => [b, ...b.groups]),
      ...decodeCategories([category]).rows,
    ];
    expect(decoded).toHaveLength(10);
    for (const row of decoded) {
      expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
      expect(Object.hasOwn(row, '__proto__')).toBe(false);
      expect((row as unknown as Record<string, unknown>).polluted).toBeUndefined();
    }
    expect(prototypeFingerprint()).toBe(clean);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('drop reasons in the sync report', () => {
  const everyRoute = digitsArb.chain((d) =>
    fc.tuple(
      fc.constant(d),
      fc.oneof(...FLAT.map((c) => fc.array(c.rows(d), { maxLength: 20, size: 'max' }).map((rows) => ({ decode: c.decode, rows })))),
      fc.oneof(...NESTED.map((c) => fc.array(c.rows(d), { maxLength: 10, size: 'max' }).map((rows) => ({ decode: c.decode, rows })))),
    ),
  );

  // Stored with the generation (`syncMeta.lastReport`), up to 200 of them: a 100k-character
  // value must not make a 100k-character reason.
  test('every reason on every route stays under 300 characters, whatever the value it quotes', () => {
    fc.assert(
      fc.property(everyRoute, ([digits, flat, nested]) => {
        const drops = [
          ...flat.decode(flat.rows.map((r) => r.row), digits).dropped,
          ...nested.decode(nested.rows.map((r) => r.row), digits).dropped,
        ];
        for (const drop of drops) expect(drop.reason.length).toBeLessThan(300);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  test('a 100k-character text where a link, a combo slot or a kitchen instruction belongs gives a short reason', () => {
    const products = decodeProducts(
      [
        { id: 1, name: 'Tea', actual_price: 1, modifiers: [HUGE_TEXT] },
        { id: 2, name: 'Deal', actual_price: 1, is_combo: 1, categories: [HUGE_TEXT] },
      ],
      3,
    );
    const groups = decodeModifierGroups([{ id: 3, name: 'Sauce', items: [{ id: 4, name: 'Garlic', instructions: [HUGE_TEXT] }] }], 3);
    const reasons = [...products.dropped, ...groups.dropped].map((d) => d.reason);
    expect(reasons).toHaveLength(3);
    for (const reason of reasons) expect(reason.length).toBeLessThan(300);
  });
});
