/**
 * Random catalogs as a till would hold them, built from raw rows through the real decoders
 * (`heldCatalog`). Ids come from a small pool, so links resolve, ids repeat and names clash.
 * Every catalog also holds a cycle of deals (combos whose slot categories hold only combos)
 * and may hold a group of 10,000 options; products link groups that may not exist, add-ons
 * carry odd csv types, and several categories share a name.
 */
import fc from 'fast-check';
import type { Catalog, ModifierGroup } from '../../src/core/catalog';
import type { CurrencyDigits } from '../../src/core/money';
import { decodeModifierGroups } from '../../src/sync/decode/modifierGroup';
import { heldCatalog } from './heldCatalog';
import { HOSTILE_NAMES } from './hostileValues';
import { brandRows, categoryRows, channelRows, decimalText, groupRows, productRows, quotaRows, soldOutRows, type Pools } from './rowArbitraries';

/** The id of the 10,000-option group; inside the id pool, so random products link it. */
export const BIG_GROUP_ID = 7;
/** The deals category whose products are deals whose slots point back at it. */
export const CYCLE_CATEGORY_ID = 11;

function corePools(amount: fc.Arbitrary<number>): Pools {
  return {
    id: fc.integer({ min: 1, max: 8 }),
    amount,
    name: fc.oneof(fc.constantFrom<string>(...HOSTILE_NAMES, 'Burger', 'Cola', 'شاي'), fc.string({ unit: 'grapheme', maxLength: 6 })),
    categoryName: fc.constantFrom('Burgers', 'burgers', 'BURGERS', 'Drinks', 'combo', 'Deals', '<img src=x onerror=alert(1)>', 'شاي', '\u202EDeals'),
    addonType: fc.constantFrom(null, '', ',,', ' burgers , ,DRINKS ', 'Burgers,Burgers', 'Deals', 'combo', `${'x,'.repeat(1000)}Burgers`),
    maxItems: 8,
    broken: 1,
  };
}

const bigGroups = new Map<CurrencyDigits, ModifierGroup>();

/** 10,000 options, a few with markup names and instructions, decoded once per currency. */
export function bigGroup(digits: CurrencyDigits): ModifierGroup {
  const known = bigGroups.get(digits);
  if (known) return known;
  const items = Array.from({ length: 10_000 }, (_, i) => ({
    id: 100_000 + i,
    name: i % 97 === 0 ? HOSTILE_NAMES[i % HOSTILE_NAMES.length] : `Option ${i}`,
    actual_price: decimalText((i % 40) * 25, digits),
    priority: (i * 7919) % 13,
    instructions: i < 3 ? [{ id: i + 1, instruction: '<b>extra</b>', priority: 0 }] : [],
  }));
  const group = decodeModifierGroups([{ id: BIG_GROUP_ID, name: 'Everything', items }], digits).rows[0]!;
  bigGroups.set(digits, group);
  return group;
}

/** Two deals filed under the deals category, each offering slots of that same category. */
function dealCycle(digits: CurrencyDigits): unknown[] {
  const deal = (id: number, type: string, slots: unknown[]) => ({
    id, name: `Deal ${id}`, actual_price: decimalText(2500, digits), type, category_id: CYCLE_CATEGORY_ID, is_combo: 1, categories: slots,
  });
  return [
    deal(11, 'Deals', [{ category_id: CYCLE_CATEGORY_ID, max_allowed: 2 }, { category_id: 1, max_allowed: 0 }]),
    deal(12, 'deals', [{ category_id: CYCLE_CATEGORY_ID, max_allowed: 1 }]),
  ];
}

const rowsOf = <T extends { row: unknown }>(arb: fc.Arbitrary<T>, maxLength: number) =>
  fc.array(arb.map((r) => r.row), { maxLength, size: 'max' });

/**
 * Catalogs whose amounts come from `amount` (minor units). `withBigGroup` false leaves the
 * 10,000-option group out, for properties whose failures shrink through many catalogs.
 */
export function catalogs(amount: fc.Arbitrary<number>, withBigGroup = true): fc.Arbitrary<Catalog> {
  return fc.constantFrom<CurrencyDigits>(0, 1, 2, 3).chain((digits) => {
    const p = corePools(amount);
    return fc
      .record({
        brand: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
        unify: fc.constantFrom(0, 0, 1),
        brands: rowsOf(brandRows(p), 3),
        categories: rowsOf(categoryRows(p), 10),
        modifiers: rowsOf(groupRows(p, digits), 10),
        products: rowsOf(productRows(p, digits), 24),
        addons: rowsOf(productRows(p, digits, true), 6),
        channels: rowsOf(channelRows(p), 3),
        quotas: rowsOf(quotaRows(p), 5),
        soldOut: fc.option(rowsOf(soldOutRows(p), 4), { nil: null }),
        big: withBigGroup ? fc.boolean() : fc.constant(false),
      })
      .map(({ brand, unify, big, ...raw }) =>
        heldCatalog(
          {
            ...raw,
            session: {
              user: { id: 7, name: 'Front counter', brand_id: brand },
              location: { id: 3, name: 'Downtown', currency: 'KWD', timezone: 'Asia/Kuwait' },
              config: { currency_decimals: digits, unify_mode: unify },
            },
            categories: [{ id: CYCLE_CATEGORY_ID, name: 'Deals' }, ...raw.categories],
            products: [...dealCycle(digits), ...raw.products],
          },
          big ? [bigGroup(digits)] : [],
        ),
      );
  });
}

/**
 * Small catalogs of plain products (some sold by weight) priced at the edge of exact integers,
 * positive and negative, each allowing a discount of up to 100%: the amounts where a float sum
 * would lose a unit or leave the safe range.
 */
export function edgeCatalogs(amount: fc.Arbitrary<number>): fc.Arbitrary<Catalog> {
  const product = fc.record({ price: amount, weighed: fc.constantFrom(0, 0, 1), cap: fc.constantFrom(0, 50, 100, 100) });
  return fc
    .tuple(fc.constantFrom<CurrencyDigits>(0, 1, 2, 3), fc.array(product, { minLength: 2, maxLength: 5 }))
    .map(([digits, rows]) =>
      heldCatalog({
        session: {
          user: { id: 7, name: 'Front counter', brand_id: null },
          location: { id: 3, name: 'Downtown', currency: 'KWD', timezone: 'Asia/Kuwait' },
          config: { currency_decimals: digits },
        },
        brands: [],
        categories: [{ id: 1, name: 'Edge' }],
        modifiers: [],
        products: rows.map((row, i) => ({
          id: i + 1, name: `Edge ${i + 1}`, type: 'Edge', category_id: 1,
          actual_price: decimalText(row.price, digits), is_weightage_item: row.weighed, discount_pct: row.cap,
        })),
        addons: [],
        channels: [],
        quotas: [],
        soldOut: null,
      }),
    );
}
