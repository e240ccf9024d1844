import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { Catalog, ModifierGroup, ModifierLink, Product } from '../../src/core/catalog';
import { money } from '../../src/core/money';
import type { ChildRef, PickerEvent } from '../../src/picker/events';
import { linkLimits } from '../../src/picker/groups';
import { groupTotal, optionControls } from '../../src/picker/options';
import { slotTotal } from '../../src/picker/comboSlots';
import { buildPickerIndex } from '../../src/picker/pickerIndex';
import { pickerReducer } from '../../src/picker/reducer';
import { draftRequest, result } from '../../src/picker/result';
import { start } from '../../src/picker/start';
import type { GroupState, PickerState } from '../../src/picker/state';
import { makeCatalog, makeCategory, makeItem, makeModifierGroup, makeProduct } from '../kit/factories';

// One group of 10,000 options (id 1), built once; small random groups use ids 2 to 6.
const BIG = makeModifierGroup({
  id: 1,
  name: 'Everything',
  items: Array.from({ length: 10_000 }, (_, i) =>
    makeItem({ id: 100_000 + i, modifier_id: 1, priority: (i * 7919) % 13, instructions: i < 3 ? [{ id: i + 1, instruction: 'x', priority: 0 }] : [] }),
  ),
});
const GROUP_IDS = [1, 2, 3, 4, 5, 6, 999];
const ITEM_IDS = [100_000, 100_001, 100_002, 100_003, 109_999, 2001, 2002, 3001, 3002, 3003, 4001, 5001, 6001, 6002, 777];
/** Group and item pairs that exist when the group has enough items, and a few that never do. */
const OPTION_PAIRS: Array<[number, number]> = [
  ...[100_000, 100_001, 100_002, 104_321, 109_999].map((item): [number, number] => [1, item]),
  ...[2, 3, 4, 5, 6].flatMap((group) => [1, 2, 3, 4].map((k): [number, number] => [group, group * 1000 + k])),
  [2, 3001],
  [999, 777],
];
const PRODUCT_IDS = [11, 12, 13, 14, 15, 16, 17, 18];

const smallGroup = (id: number) =>
  fc.integer({ min: 0, max: 6 }).map((n): ModifierGroup =>
    makeModifierGroup({
      id,
      name: `G${id}`,
      items: Array.from({ length: n }, (_, k) =>
        makeItem({ id: id * 1000 + k + 1, modifier_id: id, priority: k % 2, instructions: [{ id: k + 1, instruction: 'y', priority: 0 }] }),
      ),
    }),
  );

const links = fc.uniqueArray(
  fc.record<ModifierLink>({
    modifier_id: fc.constantFrom(...GROUP_IDS),
    min_allowed: fc.integer({ min: -1, max: 4 }),
    max_allowed: fc.integer({ min: -1, max: 4 }),
    priority: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  }),
  { selector: (l) => l.modifier_id, maxLength: 5 },
);

const productFields = fc.record({
  modifiers: links,
  auto_selected_modifier_items: fc.subarray(ITEM_IDS),
});

const world = fc
  .record({
    groups: fc.tuple(smallGroup(2), smallGroup(3), smallGroup(4), smallGroup(5), smallGroup(6)),
    main: productFields,
    is_open_price: fc.constantFrom<0 | 1>(0, 1),
    is_weightage_item: fc.constantFrom<0 | 1>(0, 1),
    is_combo: fc.constantFrom<0 | 1 | 2>(0, 1, 1, 2),
    slots: fc.array(fc.record({ category_id: fc.constantFrom(50, 50, 51, 99), max_allowed: fc.constantFrom(-1, 0, 1, 2, 2, 3) }), { maxLength: 3 }),
    children: fc.array(
      fc.tuple(productFields, fc.constantFrom('Burgers', 'Burgers', 'Burgers', 'burgers', 'Drinks', null), fc.constantFrom<0 | 1>(0, 0, 0, 1)),
      { minLength: 8, maxLength: 8 },
    ),
    addonTypes: fc.tuple(fc.constantFrom('Burgers', ' burgers ,Drinks', 'Sides', ''), fc.constantFrom('Burgers', 'x')),
    type: fc.constantFrom('Burgers', 'Drinks', null),
  })
  .map(({ groups, main, children, addonTypes, ...rest }): { catalog: Catalog; product: Product } => {
    const products = children.map(([fields, type, soldOut], i) =>
      makeProduct({ id: PRODUCT_IDS[i]!, ...fields, type, category_ids: type === null ? [50] : [], is_sold_out: soldOut }),
    );
    const product = makeProduct({ id: 500, ...main, ...rest, categories: rest.slots });
    const catalog = makeCatalog({
      modifierGroups: [BIG, ...groups],
      categories: [makeCategory({ id: 50, name: 'Burgers' }), makeCategory({ id: 51, name: 'Drinks' })],
      products,
      addons: addonTypes.map((type, i) => makeProduct({ id: 70 + i, type, is_addon: 1, actual_price: money(50) })),
      quotas: [{ product_id: 71, quota: 3, remaining_stock: 2 }],
    });
    return { catalog, product };
  });

type OptionRef = { group_id: number; item_id: number; child?: ChildRef };

/**
 * Events aimed mostly at what the opened picker shows (its groups' first items, its slots'
 * candidates and their groups), mixed with ids that match nothing.
 */
function eventsFor(opened: PickerState): fc.Arbitrary<PickerEvent[]> {
  const refs: OptionRef[] = [
    ...OPTION_PAIRS.map(([group_id, item_id]) => ({ group_id, item_id })),
    ...opened.groups.flatMap((g) => g.items.slice(0, 4).map((i) => ({ group_id: g.id, item_id: i.id }))),
  ];
  const children: ChildRef[] = [{ slot: -1, product_id: 11 }, { slot: 5, product_id: 11 }];
  opened.slots.forEach((slot, at) =>
    slot.candidates.forEach((c) => {
      children.push({ slot: at, product_id: c.product_id });
      for (const g of c.groups) for (const i of g.items.slice(0, 3)) refs.push({ group_id: g.id, item_id: i.id, child: { slot: at, product_id: c.product_id } });
    }),
  );
  const option = fc.constantFrom(...refs);
  const text = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('1.5', '0', '-2', '1000.001', '0,250', '12.3456'));
  const event: fc.Arbitrary<PickerEvent> = fc.oneof(
    { arbitrary: option.map((o) => ({ type: 'optionToggled' as const, ...o })), weight: 4 },
    { arbitrary: option.map((o) => ({ type: 'optionIncreased' as const, ...o })), weight: 4 },
    { arbitrary: option.map((o) => ({ type: 'optionDecreased' as const, ...o })), weight: 1 },
    fc.tuple(option, fc.integer({ min: 0, max: 3 })).map(([o, instruction_id]) => ({ type: 'instructionToggled' as const, instruction_id, ...o })),
    fc.record({ type: fc.constant('noteChanged' as const), text: fc.string({ maxLength: 300 }) }),
    fc.record({ type: fc.constant('addonToggled' as const), product_id: fc.constantFrom(70, 71, 72) }),
    fc.record({
      type: fc.constant('addonQuantityChanged' as const),
      product_id: fc.constantFrom(70, 71),
      quantity: fc.oneof(fc.integer({ min: -5, max: 500 }), fc.double()),
    }),
    fc.record({ type: fc.constant('priceTyped' as const), text }),
    fc.record({ type: fc.constant('weightTyped' as const), text }),
    { arbitrary: fc.constantFrom(...children).map((c) => ({ type: 'childToggled' as const, ...c })), weight: 4 },
    { arbitrary: fc.constantFrom(...children).map((c) => ({ type: 'childIncreased' as const, ...c })), weight: 3 },
    { arbitrary: fc.constantFrom(...children).map((c) => ({ type: 'childDecreased' as const, ...c })), weight: 1 },
  );
  return fc.array(event, { minLength: 5, maxLength: 60, size: 'max' });
}

const scenario = world.chain(({ catalog, product }) => {
  const index = buildPickerIndex(catalog);
  const opened = start(product, index, { weight_g: 1500 });
  return eventsFor(opened).map((events) => ({ product, opened, events }));
});

function checkGroup(group: GroupState): void {
  const total = groupTotal(group);
  if (group.max > 0) expect(total).toBeLessThanOrEqual(group.max);
  expect(new Set(group.picks.map((p) => p.item_id)).size).toBe(group.picks.length);
  for (const pick of group.picks) {
    expect(pick.quantity).toBeGreaterThanOrEqual(1);
    if (group.max === 1) expect(pick.quantity).toBe(1);
    expect(optionControls(group, pick.item_id).checked).toBe(true);
  }
}

function checkState(state: PickerState, product: Product): void {
  state.groups.forEach(checkGroup);
  for (const slot of state.slots) {
    expect(slotTotal(slot)).toBeLessThanOrEqual(slot.max);
    for (const pick of slot.picks) expect(pick.quantity).toBeGreaterThanOrEqual(1);
    slot.picks.forEach((pick) => pick.groups.forEach(checkGroup));
  }
  for (const addon of state.addons) {
    expect(addon.quantity).toBeGreaterThanOrEqual(0);
    expect(addon.quantity).toBeLessThanOrEqual(addon.max);
  }
  expect(Array.from(state.note).length).toBeLessThanOrEqual(200);

  const outcome = result(state);
  if (!outcome.ok) {
    expect(outcome.unmet.length).toBeGreaterThan(0);
    return;
  }
  for (const group of state.groups) {
    const link = product.modifiers.find((l) => l.modifier_id === group.id)!;
    expect(groupTotal(group)).toBeGreaterThanOrEqual(linkLimits(link).min);
    expect(groupTotal(group)).toBeGreaterThanOrEqual(Math.min(link.min_allowed, link.max_allowed > 0 ? link.max_allowed : Infinity));
  }
  for (const slot of state.slots) {
    expect(slot.candidates.length).toBeGreaterThanOrEqual(1);
    expect(slot.picks.length).toBeGreaterThanOrEqual(1);
    for (const pick of slot.picks) for (const group of pick.groups) expect(groupTotal(group)).toBeGreaterThanOrEqual(group.min);
  }
  expect(outcome.request).toEqual(draftRequest(state));
}

test('2.3 / 2.10.6 / 2.10.5 random products and event sequences never throw, never pass max_allowed, and an added line meets every min_allowed', () => {
  fc.assert(
    fc.property(scenario, ({ product, opened, events }) => {
      expect(opened.groups.every((g) => g.id !== 999)).toBe(true);
      let state = opened;
      checkState(state, product);
      for (const e of events) {
        const next = pickerReducer(state, e);
        // Same object when nothing changed: a new object always differs.
        if (next !== state) expect(next).not.toEqual(state);
        state = next;
        checkState(state, product);
      }
    }),
    { numRuns: 150 },
  );
});
