/**
 * Random rows of every selling route as the service could send them (service-interface 2.2
 * to 2.9, assumed-contracts 1 to 5), each tagged with whether the decoder must keep it.
 *
 * A row starts documented (ids as numbers or numeric strings, money as numbers or decimal
 * text, flags as 0/1/"1"/booleans/null), then may get extra keys or lose optional ones (the
 * decoder must keep it), or get documented keys replaced by junk or removed (no claim: it may
 * be kept or dropped, never thrown on), or be junk altogether. `Pools` decide which ids, names
 * and amounts appear, so the same arbitraries make wide decoder input and small linked
 * catalogs.
 */
import fc from 'fast-check';
import type { CurrencyDigits } from '../../src/core/money';
import { extraKey, HUGE_MARKUP, HUGE_TEXT, junkValue, patched, poison, REMOVED, rowOf, type Entries } from './hostileValues';

export interface Pools {
  /** Ids of every kind; a small pool makes links resolve and ids repeat. */
  readonly id: fc.Arbitrary<number>;
  /** Amounts in minor units. */
  readonly amount: fc.Arbitrary<number>;
  /** Names of products, options, brands, channels. */
  readonly name: fc.Arbitrary<string>;
  /** Category names, also product `type` values. */
  readonly categoryName: fc.Arbitrary<string>;
  /** An add-on's `type`: a csv of category names. */
  readonly addonType: fc.Arbitrary<string | null>;
  /** Items in one option group. */
  readonly maxItems: number;
  /** How often a row is broken, against 7 for the rows the decoder must keep. */
  readonly broken: number;
}

export interface RawRow {
  readonly row: unknown;
  /** The decoder must keep (not drop) this row. */
  readonly keep: boolean;
  /** Fields a kept row decodes to. */
  readonly expected: Readonly<Record<string, unknown>>;
}

interface Documented {
  entries: Entries;
  expected: Record<string, unknown>;
  /** The row is documented in shape, yet a rule refuses it (a negative price). */
  refused?: boolean;
}

/** Decimal text of an amount, written independently of `src/core/money.ts`. */
export function decimalText(minor: number, digits: CurrencyDigits): string {
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  return `${minor < 0 ? '-' : ''}${whole}${digits > 0 ? `.${abs.slice(abs.length - digits)}` : ''}`;
}

/** An id as a number, a numeric string or a padded numeric string. */
function idRaw(pool: fc.Arbitrary<number>): fc.Arbitrary<{ raw: unknown; value: number }> {
  return fc
    .tuple(pool, fc.constantFrom('number', 'number', 'text', 'padded'))
    .map(([value, form]) => ({ value, raw: form === 'number' ? value : form === 'text' ? String(value) : ` ${value} ` }));
}

const rawId = (pool: fc.Arbitrary<number>) => idRaw(pool).map((id) => id.raw);

/** Money as a JSON number (when a double holds it exactly) or as decimal text, maybe with extra zeros. */
function moneyRaw(pool: fc.Arbitrary<number>, digits: CurrencyDigits): fc.Arbitrary<{ raw: unknown; value: number }> {
  return fc.tuple(pool, fc.constantFrom('number', 'text', 'zeros')).map(([value, form]) => {
    const text = decimalText(value, digits);
    if (form === 'number' && Math.abs(value) <= 1e12) return { value, raw: Number(text) };
    return { value, raw: form === 'zeros' ? `${text}${digits > 0 ? '' : '.'}00` : text };
  });
}

const flagRaw = fc.constantFrom<unknown>(0, 1, 0, 1, '0', '1', true, false, null);
const intRaw = (min: number, max: number) =>
  fc.oneof(fc.integer({ min, max }), fc.integer({ min, max }).map(String), fc.constant(null));
const textOrNull = (name: fc.Arbitrary<string>) => fc.option(name, { nil: null });
const image = fc.constantFrom<unknown>('', null, 'https://img.test/p.png');

/** Junk for a documented key: any value, a list of junk, or the key removed. */
const replacement = fc.oneof(
  { arbitrary: junkValue, weight: 4 },
  { arbitrary: fc.array(junkValue, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.constantFrom<unknown>([HUGE_TEXT], [HUGE_MARKUP, {}]), weight: 1 },
  { arbitrary: fc.constant<unknown>(REMOVED), weight: 1 },
);

/**
 * A route's rows: documented, documented with extra keys, documented without some optional
 * keys (all kept), documented keys broken (no claim), or not a row at all (dropped).
 */
function hostile(p: Pools, documented: fc.Arbitrary<Documented>, keys: readonly string[], optional: readonly string[]): fc.Arbitrary<RawRow> {
  const known = new Set(keys);
  return fc.oneof(
    { weight: 4, arbitrary: documented.map((d) => ({ row: rowOf(d.entries), keep: d.refused !== true, expected: d.expected })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(documented, fc.array(fc.tuple(extraKey, fc.oneof(junkValue, poison)), { minLength: 1, maxLength: 3 }))
        .map(([d, extra]) => ({
          row: rowOf(patched(d.entries, extra.filter(([key]) => !known.has(key)))),
          keep: d.refused !== true,
          expected: d.expected,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(documented, fc.subarray([...optional], { minLength: Math.min(1, optional.length) })).map(([d, gone]) => ({
        row: rowOf(patched(d.entries, gone.map((key) => [key, REMOVED] as const))),
        keep: d.refused !== true,
        expected: d.expected,
      })),
    },
    {
      weight: p.broken,
      arbitrary: fc
        .tuple(documented, fc.array(fc.tuple(fc.constantFrom(...keys), replacement), { minLength: 1, maxLength: 4 }))
        .map(([d, changes]) => ({ row: rowOf(patched(d.entries, changes)), keep: false, expected: {} })),
    },
    { weight: Math.min(1, p.broken), arbitrary: junkValue.map((row) => ({ row, keep: false, expected: {} })) },
  );
}

const linkRaw = (p: Pools) =>
  fc.record({
    modifier_id: rawId(p.id),
    min_allowed: intRaw(-1, 3),
    max_allowed: intRaw(-1, 4),
    priority: intRaw(0, 3),
  });

const PRODUCT_KEYS = [
  'id', 'name', 'localize_name', 'actual_price', 'type', 'category_id', 'category_sort_order', 'image', 'is_sold_out',
  'is_open_price', 'is_weightage_item', 'discount_pct', 'barcode_value', 'plu', 'is_addon', 'modifiers', 'is_combo', 'categories',
  'combo_price', 'price_levels', 'auto_selected_modifier_items',
];
const PRODUCT_REQUIRED = new Set(['id', 'name', 'actual_price', 'is_open_price']);

/** 2.6 `category_id`: none, one id, or a csv of ids (`"3,5"`, `" 3 , 5,"`), repeats kept once. */
function categoryIdRaw(p: Pools): fc.Arbitrary<{ raw: unknown }> {
  return fc.oneof(
    fc.constant({ raw: null as unknown }),
    idRaw(p.id),
    fc.array(p.id, { minLength: 1, maxLength: 4 }).chain((ids) =>
      fc.constantFrom(',', ', ', ' ,').map((sep) => ({ raw: `${ids.join(sep)}${ids.length > 2 ? ',' : ''}` })),
    ),
  );
}

/** 2.2 selling product rows (also add-on rows, assumed-contracts 3, with `addon` set). */
export function productRows(p: Pools, digits: CurrencyDigits, addon = false): fc.Arbitrary<RawRow> {
  const documented = fc
    .record({
      id: idRaw(p.id),
      name: p.name,
      localize_name: textOrNull(p.name),
      price: moneyRaw(p.amount, digits),
      openPriceMissing: fc.boolean(),
      type: addon ? p.addonType : textOrNull(p.categoryName),
      categoryIds: categoryIdRaw(p),
      category_sort_order: intRaw(-3, 5),
      image,
      is_sold_out: fc.constantFrom<unknown>(0, 0, 0, 1, '1', null),
      is_open_price: fc.constantFrom<unknown>(0, 0, 0, 1, '1', null),
      is_weightage_item: fc.constantFrom<unknown>(0, 0, 0, 1, null, '0'),
      discount_pct: fc.oneof(fc.constant(null), fc.integer({ min: -10, max: 150 }), fc.constantFrom('12.5', '100', '0')),
      barcode_value: fc.oneof(fc.constant(null), fc.constant(''), fc.stringMatching(/^\d{1,14}$/), fc.integer({ min: 0, max: 1e9 })),
      plu: fc.oneof(fc.constant(null), fc.constant(''), fc.stringMatching(/^\d{1,6}$/), fc.integer({ min: 0, max: 99999 })),
      is_addon: addon ? fc.constantFrom<unknown>(1, '1', true) : flagRaw.filter((f) => f !== 1 && f !== '1' && f !== true),
      modifiers: fc.oneof({ arbitrary: fc.constant(null), weight: 1 }, { arbitrary: fc.array(linkRaw(p), { maxLength: 4, size: 'max' }), weight: 4 }),
      is_combo: addon ? fc.constant<unknown>(0) : fc.constantFrom<unknown>(0, 0, 0, 1, 1, 2, '1', null),
      categories: fc.array(fc.record({ category_id: rawId(p.id), max_allowed: intRaw(-1, 3).filter((n) => n !== null) }), { maxLength: 3 }),
      comboPrice: fc.oneof(fc.constant({ raw: null as unknown, value: 0 }), moneyRaw(p.amount, digits)),
      price_levels: fc.array(
        fc.record({ channel_id: rawId(p.id), channel_name: p.name, channel_actual_price: moneyRaw(p.amount, digits).map((m) => m.raw) }),
        { maxLength: 2 },
      ),
      auto_selected_modifier_items: fc.array(rawId(p.id), { maxLength: 3 }),
    })
    .map(({ id, price, openPriceMissing, categoryIds, comboPrice, ...rest }): Documented => {
      const open = rest.is_open_price === 1 || rest.is_open_price === '1';
      const priceRaw = open && openPriceMissing ? null : price.raw;
      const entries: [string, unknown][] = [
        ['id', id.raw], ['actual_price', priceRaw], ['category_id', categoryIds.raw], ['combo_price', comboPrice.raw], ...Object.entries(rest),
      ];
      // Informational columns the client ignores (2.2).
      entries.push(['price', price.raw], ['vat', 0.083], ['addons', '[]'], ['sku_no', `prod-12-${id.value}`], ['location_id', 3]);
      // 2.2: a negative price or combo price refuses the row (a negative channel price only its level).
      const refused = (priceRaw !== null && price.value < 0) || comboPrice.value < 0;
      return {
        entries,
        refused,
        expected: { id: id.value, name: rest.name, actual_price: priceRaw === null ? 0 : price.value },
      };
    });
  return hostile(p, documented, PRODUCT_KEYS, PRODUCT_KEYS.filter((k) => !PRODUCT_REQUIRED.has(k)));
}

/** 2.6 `list_selling_categories` rows; `is_deleted` 1 rows are kept out as deleted, not malformed. */
export function categoryRows(p: Pools): fc.Arbitrary<RawRow> {
  const documented = fc
    .record({ id: idRaw(p.id), name: p.categoryName, image, menu_sort_order: intRaw(-2, 9), is_deleted: fc.constantFrom<unknown>(0, 0, 0, 1, '1', null) })
    .map(({ id, ...rest }): Documented => ({
      entries: [['id', id.raw], ...Object.entries(rest), ['is_active', 1], ['color', '#fff'], ['customer_id', 12]],
      expected: { id: id.value, name: rest.name, deleted: rest.is_deleted === 1 || rest.is_deleted === '1' },
    }));
  // Removing `is_deleted` is left to the broken rows: it turns a deleted row into a live one.
  return hostile(p, documented, ['id', 'name', 'image', 'menu_sort_order', 'is_deleted'], ['image', 'menu_sort_order']);
}

/** 2.7 option items, nested in a group. */
export function itemRows(p: Pools, digits: CurrencyDigits): fc.Arbitrary<RawRow> {
  const documented = fc
    .record({
      id: idRaw(p.id),
      name: p.name,
      price: fc.oneof(moneyRaw(p.amount, digits), fc.constant({ raw: null, value: 0 })),
      modifier_id: fc.option(rawId(p.id), { nil: null }),
      priority: intRaw(-1, 3),
      instructions: fc.oneof(
        fc.constant(null),
        fc.array(fc.record({ id: rawId(p.id), instruction: p.name, priority: intRaw(0, 2) }), { maxLength: 3 }),
      ),
    })
    .map(({ id, price, ...rest }): Documented => ({
      entries: [['id', id.raw], ['actual_price', price.raw], ...Object.entries(rest), ['price', price.raw], ['vat', null]],
      // 2.7: a negative option price refuses the item.
      refused: price.value < 0,
      expected: { id: id.value, name: rest.name, actual_price: price.value },
    }));
  const keys = ['id', 'name', 'actual_price', 'modifier_id', 'priority', 'instructions'];
  return hostile(p, documented, keys, keys.slice(2));
}

export interface NestedRow extends RawRow {
  /** The nested rows (items of a group, groups of a brand) as generated. */
  readonly nested: readonly RawRow[];
}

/** Puts the nested rows where the documented row holds its `'nested'` placeholder. */
function withNested(rows: fc.Arbitrary<RawRow>, nested: fc.Arbitrary<RawRow[]>, key: string): fc.Arbitrary<NestedRow> {
  return fc.tuple(rows, nested).map(([outer, inner]) => {
    const row = outer.row;
    const placed = typeof row === 'object' && row !== null && !Array.isArray(row) && (row as Record<string, unknown>)[key] === 'nested';
    if (!placed) return { ...outer, nested: [] };
    return { ...outer, row: rowOf(patched(Object.entries(row), [[key, inner.map((r) => r.row)]])), nested: inner };
  });
}

/** 2.7 `list_selling_modifiers` groups with their items. */
export function groupRows(p: Pools, digits: CurrencyDigits, items = fc.array(itemRows(p, digits), { maxLength: p.maxItems })): fc.Arbitrary<NestedRow> {
  const documented = fc
    .record({ id: idRaw(p.id), name: p.name })
    .map(({ id, name }): Documented => ({
      entries: [['id', id.raw], ['name', name], ['items', 'nested'], ['selection_allowed', 0], ['priority', 0]],
      expected: { id: id.value, name },
    }));
  return withNested(hostile(p, documented, ['id', 'name', 'items'], ['items']), items, 'items');
}

/** 2.9 brand groups, nested in a brand. */
export function brandGroupRows(p: Pools): fc.Arbitrary<RawRow> {
  const documented = fc
    .record({
      group_id: idRaw(p.id),
      group_name: p.name,
      group_thumbnail: image,
      group_description: textOrNull(p.name),
      brand_id: fc.option(rawId(p.id), { nil: null }),
      categories: fc.oneof(fc.constant(null), fc.array(rawId(p.id), { maxLength: 4 })),
    })
    .map(({ group_id, ...rest }): Documented => ({
      entries: [['group_id', group_id.raw], ...Object.entries(rest)],
      expected: { group_id: group_id.value, group_name: rest.group_name },
    }));
  const keys = ['group_id', 'group_name', 'group_thumbnail', 'group_description', 'brand_id', 'categories'];
  return hostile(p, documented, keys, keys.slice(2));
}

/** 2.9 `list_selling_brands` brands with their groups. */
export function brandRows(p: Pools): fc.Arbitrary<NestedRow> {
  const documented = fc
    .record({
      brand_id: idRaw(p.id),
      brand_name: p.name,
      brand_address: textOrNull(p.name),
      brand_email: textOrNull(p.name),
      brand_phone: textOrNull(fc.constantFrom('+965 2222 3333', '<b>1</b>')),
      brand_thumbnail: image,
      brand_color: fc.constantFrom<unknown>(null, '#ff0000', 'red'),
      // Unreadable values too: a VAT number the till cannot read is left out, never its brand.
      brand_vat_no: fc.constantFrom<unknown>(null, '300000000000003', 42, {}, ['x']),
    })
    .map(({ brand_id, ...rest }): Documented => ({
      entries: [['brand_id', brand_id.raw], ...Object.entries(rest), ['groups', 'nested'], ['location_id', 3]],
      expected: { brand_id: brand_id.value, brand_name: rest.brand_name },
    }));
  const keys = ['brand_id', 'brand_name', 'brand_address', 'brand_email', 'brand_phone', 'brand_thumbnail', 'brand_color', 'groups'];
  return withNested(hostile(p, documented, keys, keys.slice(2)), fc.array(brandGroupRows(p), { maxLength: 3 }), 'groups');
}

/** assumed-contracts 2. */
export function channelRows(p: Pools): fc.Arbitrary<RawRow> {
  const documented = fc.record({ channel_id: idRaw(p.id), channel_name: p.name }).map(({ channel_id, channel_name }): Documented => ({
    entries: [['channel_id', channel_id.raw], ['channel_name', channel_name]],
    expected: { channel_id: channel_id.value },
  }));
  return hostile(p, documented, ['channel_id', 'channel_name'], ['channel_name']);
}

/** assumed-contracts 4. */
export function quotaRows(p: Pools): fc.Arbitrary<RawRow> {
  const documented = fc
    .record({ product_id: idRaw(p.id), quota: intRaw(0, 20), remaining: fc.integer({ min: -2, max: 6 }) })
    .map(({ product_id, quota, remaining }): Documented => ({
      entries: [['product_id', product_id.raw], ['quota', quota], ['remaining_stock', remaining]],
      expected: { product_id: product_id.value, remaining_stock: remaining },
    }));
  return hostile(p, documented, ['product_id', 'quota', 'remaining_stock'], ['quota']);
}

/** assumed-contracts 5. */
export function soldOutRows(p: Pools): fc.Arbitrary<RawRow> {
  const documented = idRaw(p.id).map((id): Documented => ({ entries: [['product_id', id.raw]], expected: { product_id: id.value } }));
  return hostile(p, documented, ['product_id'], []);
}

/** assumed-contracts 1: a session `data` object, documented or broken. */
export function sessionData(p: Pools): fc.Arbitrary<RawRow> {
  const documented = fc
    .record({
      userId: idRaw(p.id),
      brand: fc.option(rawId(p.id), { nil: null }),
      digits: fc.constantFrom<unknown>(0, 1, 2, 3, null),
      unify: fc.constantFrom<unknown>(0, 1, '1', null),
      name: p.name,
    })
    .map(({ userId, brand, digits, unify, name }): Documented => ({
      entries: [
        ['user', { id: userId.raw, name, brand_id: brand }],
        ['location', { id: 3, name, currency: 'KWD', timezone: 'Asia/Kuwait' }],
        ['config', { currency_decimals: digits, unify_mode: unify }],
      ],
      expected: { user_id: userId.value },
    }));
  return hostile(p, documented, ['user', 'location', 'config'], ['config']);
}
