/**
 * What a cashier (or a scanner, or a stale screen) might do at the till, as random data:
 * menu selections with ids that may not exist, search text in any script, scanned digit
 * strings, picker events aimed mostly at what the open picker shows, cart changes with odd
 * quantities and percentages, and tenders. Choices are numbers resolved against the state
 * when the intent is applied, so one intent list fits any catalog.
 */
import fc from 'fast-check';
import type { ScaleBarcodeConfig } from '../../src/menu/barcode';
import type { PickerEvent } from '../../src/picker/events';
import type { PickerState } from '../../src/picker/state';
import { ean13 } from '../kit/factories';
import { HOSTILE_NAMES } from './hostileValues';

const MAX = Number.MAX_SAFE_INTEGER;

/** An id that may be listed, stale (not listed) or null (the default). */
const maybeId = fc.option(fc.integer({ min: -1, max: 14 }), { nil: null });

const searchText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom('شاي', 'شَاي', '\u0651', 'e\u0301', 'cafe', '\u202E', '\u202Eevil', '  ', '\u0000', 'BURGER', '<img', ',', 'ـ'),
  fc.constantFrom<string>(...HOSTILE_NAMES),
);

const scanCode = fc.oneof(
  fc.stringMatching(/^\d{0,20}$/),
  fc.tuple(fc.integer({ min: 20, max: 29 }), fc.stringMatching(/^\d{10}$/)).map(([prefix, rest]) => ean13(`${prefix}${rest}`)),
  fc.tuple(fc.integer({ min: 20, max: 29 }), fc.integer({ min: 0, max: 12 }), fc.stringMatching(/^\d{5}$/)).map(([prefix, item, value]) =>
    ean13(`${prefix}${String(item).padStart(5, '0')}${value}`),
  ),
  fc.string({ maxLength: 6 }),
  fc.constantFrom(' 123 ', '\u0661\u0662\u0663', '-1', '1e5'),
);

export const scaleConfig: fc.Arbitrary<ScaleBarcodeConfig> = fc.oneof(
  fc.constant<ScaleBarcodeConfig>({ prefixes: ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'], itemCodeLength: 5, embedded: 'weight' }),
  fc.record({
    prefixes: fc.array(fc.stringMatching(/^\d{0,3}$/), { maxLength: 3 }),
    itemCodeLength: fc.integer({ min: -1, max: 14 }),
    embedded: fc.constantFrom<'weight' | 'price'>('weight', 'price'),
  }),
);

const typed = fc.oneof(
  fc.constantFrom('1.5', '0', '0.001', '-2', 'abc', '999999999999', '1000.001', '0,250', '12.3456', '', ' 2 ', '1e3'),
  fc.string({ maxLength: 30 }),
);

/** A picker event as numbers; `pickerEvent` aims it at the open picker. */
const rawPickerEvent = fc.record({
  op: fc.oneof(
    { arbitrary: fc.constantFrom('toggle', 'increase', 'decrease', 'instruction'), weight: 6 },
    { arbitrary: fc.constantFrom('note', 'addon', 'addonQuantity', 'price', 'weight', 'child'), weight: 4 },
  ),
  a: fc.nat(40),
  b: fc.nat(40),
  inChild: fc.boolean(),
  text: typed,
  quantity: fc.oneof(fc.integer({ min: -3, max: 120 }), fc.constantFrom(MAX, 1.5, Number.NaN)),
});
export type RawPickerEvent = typeof rawPickerEvent extends fc.Arbitrary<infer A> ? A : never;

const at = <T>(list: readonly T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);

/** Resolves a raw picker event against the open picker: mostly its own groups, items and slots. */
export function pickerEvent(state: PickerState, raw: RawPickerEvent): PickerEvent {
  const picked = state.slots.flatMap((slot, s) => slot.picks.map((pick) => ({ slot: s, pick })));
  const child = raw.inChild ? at(picked, raw.a) : undefined;
  const groups = child ? child.pick.groups : state.groups;
  const group = at(groups, raw.a);
  const item = group ? at(group.items, raw.b) : undefined;
  const ref = {
    group_id: group?.id ?? raw.a,
    item_id: item?.id ?? raw.b,
    ...(child ? { child: { slot: child.slot, product_id: child.pick.product_id } } : {}),
  };
  switch (raw.op) {
    case 'toggle': return { type: 'optionToggled', ...ref };
    case 'increase': return { type: 'optionIncreased', ...ref };
    case 'decrease': return { type: 'optionDecreased', ...ref };
    case 'instruction': return { type: 'instructionToggled', instruction_id: at(item?.instructions ?? [], raw.a)?.id ?? raw.a, ...ref };
    case 'note': return { type: 'noteChanged', text: raw.text.repeat(raw.a % 20) };
    case 'addon': return { type: 'addonToggled', product_id: at(state.addons, raw.a)?.product_id ?? raw.a };
    case 'addonQuantity': return { type: 'addonQuantityChanged', product_id: at(state.addons, raw.a)?.product_id ?? raw.a, quantity: raw.quantity };
    case 'price': return { type: 'priceTyped', text: raw.text };
    case 'weight': return { type: 'weightTyped', text: raw.text };
    default: {
      const slot = at(state.slots, raw.a);
      const slotAt = slot ? state.slots.indexOf(slot) : raw.a;
      const product_id = at(slot?.candidates ?? [], raw.b)?.product_id ?? raw.b;
      // A picked child is sometimes taken again (a slot that holds 2 or more).
      return { type: raw.inChild && raw.quantity > 1 ? 'childIncreased' : 'childToggled', slot: slotAt, product_id };
    }
  }
}

const lineRef = fc.oneof({ arbitrary: fc.nat(20), weight: 9 }, { arbitrary: fc.constant(-1), weight: 1 });

export const pickIntent = fc.record({
  kind: fc.constant('pick' as const),
  product: fc.nat(200),
  fromAddons: fc.boolean(),
  weight_g: fc.option(fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), fc.constant(1.5)), { nil: null }),
  events: fc.array(rawPickerEvent, { maxLength: 14, size: 'max' }),
  lineId: fc.nat(6),
  brand: fc.integer({ min: 0, max: 13 }),
});

/** Tender amounts in minor units (`'due'`: exactly what is still due), including amounts that are not whole or not exact. */
const tenderAmount = fc.oneof(
  { arbitrary: fc.integer({ min: -10, max: 60_000 }), weight: 6 },
  { arbitrary: fc.constant('due' as const), weight: 4 },
  { arbitrary: fc.constantFrom(0, 1.5, MAX, MAX + 2, Number.NaN), weight: 1 },
);

export const tillIntent = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('menu' as const), brandId: maybeId, groupId: maybeId, categoryId: maybeId }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('search' as const), text: searchText, limit: fc.constantFrom(200, 1, 0) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('scan' as const), code: scanCode, config: scaleConfig }), weight: 2 },
  { arbitrary: pickIntent, weight: 8 },
  {
    arbitrary: fc.record({
      kind: fc.constant('quantity' as const),
      line: lineRef,
      quantity: fc.oneof(fc.integer({ min: -2, max: 6 }), fc.constantFrom(1.5, MAX, 10_000_000)),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('discount' as const),
      line: lineRef,
      percent: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(100, 50, -5, 101, 12.5, Number.NaN)),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('channel' as const), channel: fc.option(fc.integer({ min: 0, max: 13 }), { nil: null }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), line: lineRef }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('refresh' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('brand' as const), brand: fc.integer({ min: 0, max: 13 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('clear' as const) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      tenders: fc.array(fc.record({ method: fc.constantFrom('cash', 'card'), amount: tenderAmount, removeAt: fc.option(fc.nat(3), { nil: null }) }), { maxLength: 4 }),
    }),
    weight: 2,
  },
);
export type TillIntent = typeof tillIntent extends fc.Arbitrary<infer A> ? A : never;

/** Only what changes amounts: plain picks, small quantity steps, round discounts, removals, exact payments. */
export const amountIntent: fc.Arbitrary<TillIntent> = fc.oneof(
  { arbitrary: pickIntent.map((intent) => ({ ...intent, fromAddons: false, events: [] })), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('quantity' as const), line: fc.nat(5), quantity: fc.integer({ min: 1, max: 5 }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('discount' as const), line: fc.nat(5), percent: fc.constantFrom(0, 50, 100) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), line: fc.nat(5) }), weight: 1 },
  {
    arbitrary: fc.constant<TillIntent>({ kind: 'pay', tenders: [{ method: 'card', amount: 'due', removeAt: null }] }),
    weight: 1,
  },
);
