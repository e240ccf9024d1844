/**
 * The pure core wired as the selling screen wires it, over one held catalog: menu index,
 * picker index, pricing and cart rules built once, a cart, and one function per intent that
 * runs it through `menuView`, `searchProducts`, `scanBarcode`, the picker, `priceLine`,
 * `cartReducer` and the payment. Every step states what it must keep true with `expect`;
 * the first throw or broken promise fails the run with fast-check's seed and path.
 */
import { expect } from 'vitest';
import { cartReducer, emptyCart, isCartRefusal, type CartContext, type CartEvent, type CartState } from '../../src/cart/cart';
import { buildPricingIndex, priceLine } from '../../src/cart/pricing';
import { cartRulesFrom } from '../../src/cart/rules';
import { orderTotals } from '../../src/cart/totals';
import { completeOrder } from '../../src/checkout/order';
import { invoiceBody } from '../../src/sync/contracts/invoiceBody';
import { isPaymentRefusal, paymentReducer, startPayment, summarizePayment, type PaymentEvent } from '../../src/checkout/payment';
import { receiptOf } from '../../src/checkout/receipt';
import type { Catalog, Product } from '../../src/core/catalog';
import { latinDigits } from '../../src/core/digits';
import type { LineRequest } from '../../src/core/line';
import { formatMoney, type CurrencyDigits, type Money } from '../../src/core/money';
import { parseServerMoney } from '../../src/core/moneyDecimal';
import { scanBarcode } from '../../src/menu/scanBarcode';
import { buildMenuIndex, productById, type FullMenuIndex } from '../../src/menu/fullMenuIndex';
import { DEFAULT_SELECTION, menuView, type MenuSelection } from '../../src/menu/menuView';
import { searchProducts } from '../../src/menu/searchProducts';
import { buildPickerIndex, type PickerIndex } from '../../src/picker/pickerIndex';
import { needsPicker, plainRequest, start } from '../../src/picker/start';
import { pickerReducer } from '../../src/picker/reducer';
import { preview, result } from '../../src/picker/result';
import { type PickerState } from '../../src/picker/state';
import { lineProblems, totalsProblems } from './exactAmounts';
import { pickerEvent, type TillIntent } from './intents';

type Intent<K extends TillIntent['kind']> = Extract<TillIntent, { kind: K }>;

export interface Till {
  readonly catalog: Catalog;
  readonly digits: CurrencyDigits;
  readonly menu: FullMenuIndex;
  readonly picker: PickerIndex;
  readonly ctx: CartContext;
  cart: CartState;
  selection: MenuSelection;
}

export function openTill(catalog: Catalog): Till {
  return {
    catalog,
    digits: catalog.session.config.currency_decimals,
    menu: buildMenuIndex(catalog),
    picker: buildPickerIndex(catalog),
    ctx: { rules: cartRulesFrom(catalog), pricing: buildPricingIndex(catalog) },
    cart: emptyCart(1, null),
    selection: DEFAULT_SELECTION,
  };
}

const at = <T>(list: readonly T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);
const isGrid = (p: Product) => p.is_combo === 0 && p.is_addon === 0;

function menu(till: Till, intent: Intent<'menu'>): void {
  till.selection = { brandId: intent.brandId, groupId: intent.groupId, categoryId: intent.categoryId };
  const view = menuView(till.menu, till.selection);
  if (view.rail.length > 0) expect(view.category).not.toBeNull();
  if (view.category !== null) expect(view.rail).toContain(view.category);
  for (const p of view.products) {
    expect(isGrid(p)).toBe(true);
    expect(productById(till.menu, p.id)).toBe(p);
  }
}

function search(till: Till, intent: Intent<'search'>): void {
  const view = menuView(till.menu, till.selection);
  const found = searchProducts(till.menu, view.allowed, intent.text, intent.limit);
  expect(found.products.length).toBeLessThanOrEqual(intent.limit);
  expect(found.total).toBeGreaterThanOrEqual(found.products.length);
  for (const p of found.products) {
    expect(isGrid(p)).toBe(true);
    expect(productById(till.menu, p.id)).toBe(p);
  }
}

function scan(till: Till, intent: Intent<'scan'>): void {
  const scanned = scanBarcode(till.menu.barcodes, intent.code, intent.config);
  if (scanned.kind === 'unknown') {
    // A code scanned in Arabic-Indic digits is read, and reported, in Latin ones.
    expect(scanned.code).toBe(latinDigits(intent.code.trim()));
    return;
  }
  expect(scanned.product.is_addon).toBe(0);
  expect(productById(till.menu, scanned.product.id)).toBe(scanned.product);
  if (scanned.kind === 'weighed') {
    expect(Number.isSafeInteger(scanned.weight_g) && scanned.weight_g > 0).toBe(true);
    expect(scanned.product.is_weightage_item).toBe(1);
    const opened = start(scanned.product, till.picker, { weight_g: scanned.weight_g });
    expect(opened.weightText).not.toBe('');
  }
  if (scanned.kind === 'priced') expect(Number.isSafeInteger(scanned.price) && scanned.price > 0).toBe(true);
}

/** Opens the picker on a product, applies the events, and returns what it completes (or null). */
export function runPicker(till: Till, intent: Intent<'pick'>): { product: Product; state: PickerState; request: LineRequest | null } | null {
  const all = intent.fromAddons ? till.catalog.addons : till.catalog.products;
  // Most picks open a product with options or a deal, so the picker's rules get exercised.
  const hasOptions = (p: Product) => p.modifiers.some((l) => (till.picker.groups.get(l.modifier_id)?.items.length ?? 0) > 0);
  const aimed = [all.filter(hasOptions), all.filter((p) => needsPicker(p, till.picker)), all][intent.product % 3]!;
  const product = at(aimed.length > 0 ? aimed : all, Math.floor(intent.product / 3));
  if (!product) return null;
  let state = start(product, till.picker, { weight_g: intent.weight_g });
  for (const raw of intent.events) state = pickerReducer(state, pickerEvent(state, raw));
  preview(state, (request) => {
    const priced = priceLine(request, { index: till.ctx.pricing, channelId: till.cart.channel_id });
    return priced.ok ? { unit: priced.line.unit_price, total: priced.line.total } : null;
  });
  if (!needsPicker(product, till.picker)) return { product, state, request: plainRequest(product) };
  const outcome = result(state);
  return { product, state, request: outcome.ok ? outcome.request : null };
}

function cartChanged(till: Till, event: CartEvent): void {
  const next = cartReducer(till.cart, event, till.ctx);
  if (isCartRefusal(next)) return;
  till.cart = next;
  expect(till.cart.lines.flatMap(lineProblems)).toEqual([]);
  expect(totalsProblems(till.cart.lines, orderTotals(till.cart))).toEqual([]);
  for (const line of till.cart.lines) expect(line.brand_id).not.toBe(0);
}

function pick(till: Till, intent: Intent<'pick'>): void {
  const picked = runPicker(till, intent);
  if (!picked?.request) return;
  const priced = priceLine(picked.request, { index: till.ctx.pricing, channelId: till.cart.channel_id });
  // A pick the cart cannot price is refused before the cart; `core.fuzz` checks that it never happens.
  if (!priced.ok) return;
  expect(lineProblems(priced.line)).toEqual([]);
  cartChanged(till, { type: 'lineAdded', line_id: `l${intent.lineId}`, brand_id: intent.brand, request: picked.request, priced: priced.line });
}

const lineId = (till: Till, n: number) => (n >= 0 ? at(till.cart.lines, n)?.line_id : undefined) ?? 'missing';

function pay(till: Till, intent: Intent<'pay'>): void {
  const due = orderTotals(till.cart).total;
  let payment = startPayment(due);
  for (const tender of intent.tenders) {
    const amount = (tender.amount === 'due' ? summarizePayment(payment).remaining : tender.amount) as Money;
    const event: PaymentEvent = tender.method === 'cash' ? { type: 'cashTendered', amount } : { type: 'cardRecorded', amount };
    const next = paymentReducer(payment, event);
    if (!isPaymentRefusal(next)) payment = next;
    if (tender.removeAt !== null) {
      const removed = paymentReducer(payment, { type: 'paymentRemoved', index: tender.removeAt });
      if (!isPaymentRefusal(removed)) payment = removed;
    }
  }
  const summary = summarizePayment(payment);
  const owed = Math.max(0, due);
  expect(summary.paid + summary.remaining).toBe(owed);
  // No sale completes with nothing paid: a total below zero never completes.
  expect(summary.canComplete).toBe(summary.remaining === 0 && due >= 0);
  for (const p of summary.payments) {
    expect([p.amount, p.tendered, p.change].every(Number.isSafeInteger)).toBe(true);
    expect(p.amount >= 0 && p.change >= 0 && p.amount + p.change === p.tendered).toBe(true);
    if (p.method === 'card') expect(p.change).toBe(0);
  }
  if (!summary.canComplete || till.cart.lines.length === 0) return;

  const brand = menuView(till.menu, till.selection).brand;
  const order = completeOrder({
    cart: till.cart,
    client_order_id: '0b6c0000-0000-4000-8000-000000000000',
    ticket_no: 'T3-000042',
    created_at: '2026-11-21T09:15:02.120Z',
    location_id: till.catalog.session.location.id,
    brand: brand ?? { brand_id: 1, brand_name: '', brand_address: null, brand_phone: null, brand_email: null, brand_thumbnail: '' },
    payments: summary.payments,
    digits: till.digits,
  });
  // What the server reads back from the upload is what the receipt printed, to the minor unit.
  const sent = JSON.parse(JSON.stringify(invoiceBody(order))) as ReturnType<typeof invoiceBody>;
  expect(sent.brand_id).not.toBe(0);
  expect(parseServerMoney(sent.total, till.digits)).toBe(order.totals.total);
  expect(parseServerMoney(sent.discount_total, till.digits)).toBe(order.totals.discount_total);
  sent.lines.forEach((line, i) => {
    expect(line.brand_id).not.toBe(0);
    expect(parseServerMoney(line.line_total, till.digits)).toBe(order.lines[i]!.total);
  });
  const receipt = receiptOf(order, '21/11/2026 12:15');
  expect(receipt.total).toBe(formatMoney(order.totals.total, till.digits));
  expect(receipt.lines.map((l) => l.name)).toEqual(order.lines.map((l) => l.name));
}

export function apply(till: Till, intent: TillIntent): void {
  switch (intent.kind) {
    case 'menu': return menu(till, intent);
    case 'search': return search(till, intent);
    case 'scan': return scan(till, intent);
    case 'pick': return pick(till, intent);
    case 'quantity': return cartChanged(till, { type: 'quantityChanged', line_id: lineId(till, intent.line), quantity: intent.quantity });
    case 'discount': return cartChanged(till, { type: 'discountApplied', line_id: lineId(till, intent.line), percent: intent.percent });
    case 'channel': return cartChanged(till, { type: 'channelChanged', channel_id: intent.channel });
    case 'remove': return cartChanged(till, { type: 'lineRemoved', line_id: lineId(till, intent.line) });
    case 'refresh': return cartChanged(till, { type: 'pricesRefreshed' });
    case 'brand': return cartChanged(till, { type: 'brandSwitched', brand_id: intent.brand });
    case 'clear': return cartChanged(till, { type: 'orderCleared' });
    case 'pay': return pay(till, intent);
  }
}
