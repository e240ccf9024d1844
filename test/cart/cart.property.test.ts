import fc from 'fast-check';
import { expect, test } from 'vitest';
import { makeLineRequest, m } from '../kit/factories';
import { cartReducer, emptyCart, isCartRefusal, type CartEvent, type CartState } from '../../src/cart/cart';
import { priceLine, requestOf, withDiscount } from '../../src/cart/pricing';
import { cartRulesFrom } from '../../src/cart/rules';
import { orderTotals } from '../../src/cart/totals';
import type { Quota } from '../../src/core/catalog';
import type { LineRequest } from '../../src/core/line';
import { contextFor } from '../kit/cart';
import { DELIVERY, ids, kwdMenu } from '../kit/catalogs';

const stocked = [ids.burger, ids.fries, ids.halloumi, ids.sauce] as const;

const addIntent = fc.record({
  kind: fc.constant('add' as const),
  product: fc.constantFrom(ids.burger, ids.fries, ids.deal, ids.halloumi, ids.cake, ids.soldOutSnapshot, ids.noStockLeft, 999),
  quantity: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 3 }), weight: 9 }, { arbitrary: fc.constant(0), weight: 1 }),
  cheese: fc.boolean(),
  sauce: fc.integer({ min: 0, max: 2 }),
  grams: fc.integer({ min: 1, max: 1500 }),
  openPrice: fc.constantFrom('0.500', '1.255', '3.250'),
  childFries: fc.integer({ min: 0, max: 3 }),
  brand: fc.integer({ min: 0, max: 2 }),
  staleChannel: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  lineId: fc.integer({ min: 0, max: 9 }),
});

/** Mostly a line of the cart (by position, wrapping), sometimes an id that is not there (-1). */
const lineRef = fc.oneof({ arbitrary: fc.nat(20), weight: 9 }, { arbitrary: fc.constant(-1), weight: 1 });
// Weighted so that carts grow to several lines before an occasional clear or brand switch.
const anyIntent = fc.oneof(
  { arbitrary: addIntent, weight: 8 },
  { arbitrary: fc.record({ kind: fc.constant('quantity' as const), line: lineRef, quantity: fc.oneof(
    { arbitrary: fc.integer({ min: -1, max: 6 }), weight: 9 },
    { arbitrary: fc.oneof(fc.integer({ min: 7, max: Number.MAX_SAFE_INTEGER }), fc.double()), weight: 1 },
  ) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), line: lineRef }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('discount' as const), line: lineRef,
    percent: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: -5, max: 110 }), fc.double()) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('channel' as const), channel: fc.constantFrom(null, DELIVERY, 99) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('refresh' as const) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('brand' as const), brand: fc.integer({ min: 0, max: 3 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('clear' as const) }), weight: 1 },
);
type Intent = typeof anyIntent extends fc.Arbitrary<infer A> ? A : never;

const setup = fc.record({
  stock: fc.tuple(...stocked.map(() => fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }))),
  soldOut: fc.option(fc.subarray([ids.burger, ids.fries, ids.sauce, ids.soldOutSnapshot]), { nil: null }),
});

function requestFor(intent: Extract<Intent, { kind: 'add' }>): LineRequest {
  const { product } = intent;
  return makeLineRequest({
    product_id: product,
    quantity: intent.quantity,
    weight_g: product === ids.halloumi ? intent.grams : null,
    open_price: product === ids.cake ? m(intent.openPrice) : null,
    options: intent.cheese && product === ids.burger ? [{ item_id: ids.cheese, modifier_id: 90, quantity: 1, instructions: [] }] : [],
    addons: intent.sauce > 0 ? [{ product_id: ids.sauce, quantity: intent.sauce }] : [],
    children: product === ids.deal && intent.childFries > 0
      ? [{ product_id: ids.fries, slot_category_id: 5, quantity: intent.childFries, options: [] }] : [],
  });
}

/** Units of each product the cart holds, counted independently of the reducer. */
function held(state: CartState): Map<number, number> {
  const units = new Map<number, number>();
  const count = (id: number, n: number) => units.set(id, (units.get(id) ?? 0) + n);
  for (const line of state.lines) {
    const each = line.weight_g === null ? line.quantity : 1;
    count(line.product_id, each);
    line.children.forEach((c) => count(c.product_id, c.quantity * each));
    line.addons.forEach((a) => count(a.product_id, a.quantity * each));
  }
  return units;
}

test('any sequence of events: never throws, totals add up, quotas and caps hold, prices match the channel', () => {
  fc.assert(
    fc.property(setup, fc.array(anyIntent, { maxLength: 40, size: 'max' }), ({ stock, soldOut }, intents) => {
      const quotas: Quota[] = [];
      stocked.forEach((id, i) => {
        const remaining = stock[i];
        if (remaining !== null && remaining !== undefined) quotas.push({ product_id: id, quota: 10, remaining_stock: remaining });
      });
      const catalog = kwdMenu({ quotas, soldOut });
      const rules = cartRulesFrom(catalog);
      const ctx = contextFor(catalog, rules);
      let state = emptyCart(1, null);

      for (const intent of intents) {
        const lineAt = (i: number) => (i >= 0 && state.lines[i % state.lines.length]?.line_id) || 'missing';
        let event: CartEvent;
        switch (intent.kind) {
          case 'add': {
            const request = requestFor(intent);
            const channelId = intent.staleChannel ? (state.channel_id === null ? DELIVERY : null) : state.channel_id;
            const priced = priceLine(request, { index: ctx.pricing, channelId });
            if (!priced.ok) continue;
            event = { type: 'lineAdded', line_id: `l${intent.lineId}`, brand_id: intent.brand, request, priced: priced.line };
            break;
          }
          case 'quantity': event = { type: 'quantityChanged', line_id: lineAt(intent.line), quantity: intent.quantity }; break;
          case 'remove': event = { type: 'lineRemoved', line_id: lineAt(intent.line) }; break;
          case 'discount': event = { type: 'discountApplied', line_id: lineAt(intent.line), percent: intent.percent }; break;
          case 'channel': event = { type: 'channelChanged', channel_id: intent.channel }; break;
          case 'refresh': event = { type: 'pricesRefreshed' }; break;
          case 'brand': event = { type: 'brandSwitched', brand_id: intent.brand }; break;
          case 'clear': event = { type: 'orderCleared' }; break;
        }

        const next = cartReducer(state, event, ctx);
        if (isCartRefusal(next)) {
          expect(next.ok).toBe(false);
          continue;
        }
        expect(next.revision).toBe(next === state ? state.revision : state.revision + 1);
        state = next;

        const totals = orderTotals(state);
        expect(totals.total).toBe(state.lines.reduce((sum, l) => sum + l.total, 0));
        expect(totals.total).toBe(totals.subtotal - totals.discount_total);
        for (const [productId, units] of held(state)) {
          const remaining = rules.remainingStock(productId);
          if (remaining !== null) expect(units).toBeLessThanOrEqual(remaining);
          expect(rules.isSoldOut(productId)).toBe(false);
        }
        for (const line of state.lines) {
          expect(line.brand_id).not.toBe(0);
          expect(line.discount_pct).toBeLessThanOrEqual(rules.discountCap(line.product_id));
          const fresh = priceLine(requestOf(line), { index: ctx.pricing, channelId: state.channel_id });
          expect(fresh.ok && { ...withDiscount(fresh.line, line.discount_pct), line_id: line.line_id, brand_id: line.brand_id }).toEqual(line);
        }
      }
    }),
    { numRuns: 300 },
  );
});
