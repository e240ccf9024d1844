/**
 * Pricing of one cart line: turns the picker's `LineRequest` into a `PricedLine`, a snapshot
 * that carries every name and unit price it was built from, so the cart, the receipt and the
 * invoice render without the catalog and a catalog re-sync changes nothing already in the cart
 * until the cart reprices explicitly.
 *
 * Money is exact (`src/core/money.ts`): the only roundings are weight x price per kg / 1000
 * and the discount percent, each once per line, half away from zero.
 */
import type { Catalog, ModifierItem, Product } from '../core/catalog';
import { channelPrice } from '../core/channelPrice';
import type { ChosenOption, LineRequest } from '../core/line';
import { add, isExact, mulDiv, sub, times, ZERO, type CurrencyDigits, type Money } from '../core/money';
import { groupsById, offeredItems } from '../core/optionGroups';

/** Lookups by id, built once per catalog generation. */
export interface PricingIndex {
  /** Sellable products; combo children are looked up here too. */
  readonly products: ReadonlyMap<number, Product>;
  /** Add-on rows (assumed-contracts 3). */
  readonly addons: ReadonlyMap<number, Product>;
  /**
   * Option items by group id, then item id: an item id may be served under two groups with
   * other names and prices (2.7), and a line's option names its group.
   */
  readonly options: ReadonlyMap<number, ReadonlyMap<number, ModifierItem>>;
  /** The session currency's digits: no amount may pass what a JSON number carries exactly in them. */
  readonly digits: CurrencyDigits;
}

export interface PricingContext {
  readonly index: PricingIndex;
  /** The sales channel being sold on; null = no channel, `actual_price`. */
  readonly channelId: number | null;
}

export interface PricedInstruction {
  id: number;
  instruction: string;
}

export interface PricedOption {
  item_id: number;
  modifier_id: number;
  name: string;
  /** Second-language name (a snapshot, like `name`); absent on lines stored before it was kept. */
  localize_name?: string | null;
  quantity: number;
  /** Per option unit; never changes with the channel. */
  unit_price: Money;
  instructions: PricedInstruction[];
}

export interface PricedAddon {
  product_id: number;
  name: string;
  /** Second-language name (a snapshot, like `name`); absent on lines stored before it was kept. */
  localize_name?: string | null;
  quantity: number;
  unit_price: Money;
}

export interface PricedChild {
  product_id: number;
  slot_category_id: number;
  name: string;
  /** Second-language name (a snapshot, like `name`); absent on lines stored before it was kept. */
  localize_name?: string | null;
  quantity: number;
  /** The child's `combo_price`. */
  unit_price: Money;
  options: PricedOption[];
}

/** A priced cart line: the request it came from plus every price it used and its amounts. */
export interface PricedLine {
  product_id: number;
  name: string;
  /** Second-language name (a snapshot, like `name`); absent on lines stored before it was kept. */
  localize_name?: string | null;
  /** Channel the prices were taken for; null = no channel. */
  channel_id: number | null;
  /** Whole units; 1 for a weighed line. */
  quantity: number;
  /** Grams for a weighed line, else null. */
  weight_g: number | null;
  /** The typed price of an open-price product, else null. */
  open_price: Money | null;
  /** The price of a price-embedded scale label (`LineRequest.label_price`); absent on every other line. */
  label_price?: Money;
  /** The product's own price per unit (per kg when weighed): label, open, channel or `actual_price`. */
  unit_price: Money;
  options: PricedOption[];
  addons: PricedAddon[];
  children: PricedChild[];
  note: string;
  /** Before discount. */
  subtotal: Money;
  /** Manual discount percent on this line, 0 = none. */
  discount_pct: number;
  discount: Money;
  /** `subtotal - discount`: what the line adds to the order. */
  total: Money;
}

export type PricingRefusal =
  | { ok: false; reason: 'unknown-product'; product_id: number }
  | { ok: false; reason: 'unknown-option'; modifier_id: number; item_id: number }
  | { ok: false; reason: 'unknown-instruction'; item_id: number; instruction_id: number }
  | { ok: false; reason: 'unknown-addon'; product_id: number }
  | { ok: false; reason: 'unknown-child'; product_id: number }
  | { ok: false; reason: 'invalid-quantity' }
  /** A weighed product without a positive whole weight in grams, or a weight on a unit product. */
  | { ok: false; reason: 'invalid-weight' }
  /** An open-price product without a typed price (or a negative one). */
  | { ok: false; reason: 'open-price-missing' }
  /** A scale label's price below zero, or beside a typed price. */
  | { ok: false; reason: 'invalid-label-price' }
  /** A typed price on a product whose price is fixed. */
  | { ok: false; reason: 'open-price-not-allowed' }
  /** 2.2: a combo with slots, and no child picked in the slot of `category_id` (never sold short). */
  | { ok: false; reason: 'combo-incomplete'; category_id: number }
  /** An amount beyond the exact integer range (absurd quantities or prices). */
  | { ok: false; reason: 'too-large' };

export type PricingResult = { ok: true; line: PricedLine } | PricingRefusal;

/**
 * `products` replaces the catalog's product rows when the caller holds only some of them (the
 * selling screen holds the products it has met, `app/catalog/source.ts`): a line is priced from
 * its product and children, so the map must hold those.
 */
export function buildPricingIndex(catalog: Catalog, products?: ReadonlyMap<number, Product>): PricingIndex {
  const options = new Map<number, Map<number, ModifierItem>>();
  for (const [id, group] of groupsById(catalog.modifierGroups)) {
    options.set(id, new Map(offeredItems(group).map((item) => [item.id, item])));
  }
  return {
    products: products ?? new Map(catalog.products.map((p) => [p.id, p])),
    addons: new Map(catalog.addons.map((p) => [p.id, p])),
    options,
    digits: catalog.session.config.currency_decimals,
  };
}

const isCount = (n: number) => Number.isSafeInteger(n) && n > 0;

function priceOptions(chosen: readonly ChosenOption[], index: PricingIndex): PricedOption[] | PricingRefusal {
  const priced: PricedOption[] = [];
  for (const option of chosen) {
    const item = index.options.get(option.modifier_id)?.get(option.item_id);
    if (!item) return { ok: false, reason: 'unknown-option', modifier_id: option.modifier_id, item_id: option.item_id };
    if (!isCount(option.quantity)) return { ok: false, reason: 'invalid-quantity' };
    const instructions: PricedInstruction[] = [];
    for (const id of option.instructions) {
      const preset = item.instructions.find((i) => i.id === id);
      if (!preset) return { ok: false, reason: 'unknown-instruction', item_id: item.id, instruction_id: id };
      instructions.push({ id, instruction: preset.instruction });
    }
    priced.push({
      item_id: item.id,
      modifier_id: option.modifier_id,
      name: item.name,
      localize_name: item.localize_name,
      quantity: option.quantity,
      unit_price: item.actual_price,
      instructions,
    });
  }
  return priced;
}

/**
 * Prices a request against the catalog on a channel. Options, add-ons and combo children
 * are per unit of the line (the invoice example: (1.750 + 0.250 + 0.300) x 2 = 4.600); a
 * combo child's options are per child. A weighed line is `weight x price per kg` rounded
 * once (2.2), plus its options, add-ons and children once each (see `withAmounts`). The
 * line starts without a discount.
 */
export function priceLine(request: LineRequest, ctx: PricingContext): PricingResult {
  const { index, channelId } = ctx;
  const product = index.products.get(request.product_id);
  if (!product) return { ok: false, reason: 'unknown-product', product_id: request.product_id };

  const weighed = product.is_weightage_item === 1;
  // A weight that cannot be derived from a label's price (no price per kg) cannot be sold by that label.
  if (weighed && request.label_price != null && request.weight_g === null) return { ok: false, reason: 'invalid-label-price' };
  if (weighed ? request.weight_g === null || !isCount(request.weight_g) : request.weight_g !== null) {
    return { ok: false, reason: 'invalid-weight' };
  }
  if (!weighed && !isCount(request.quantity)) return { ok: false, reason: 'invalid-quantity' };

  const label = request.label_price ?? null;
  if (label !== null && (label < 0 || request.open_price !== null)) return { ok: false, reason: 'invalid-label-price' };
  let unitPrice: Money;
  if (label !== null) {
    // The scale priced a weighing at the product's own price per kg, whatever the channel: the
    // label's price is charged as printed, and the per-kg price shown beside it is the scale's.
    unitPrice = weighed ? product.actual_price : label;
  } else if (product.is_open_price === 1) {
    if (request.open_price === null || request.open_price < 0) return { ok: false, reason: 'open-price-missing' };
    unitPrice = request.open_price;
  } else {
    if (request.open_price !== null) return { ok: false, reason: 'open-price-not-allowed' };
    unitPrice = channelPrice(product, channelId);
  }

  const options = priceOptions(request.options, index);
  if (!Array.isArray(options)) return options;

  const addons: PricedAddon[] = [];
  for (const chosen of request.addons) {
    const addon = index.addons.get(chosen.product_id);
    if (!addon) return { ok: false, reason: 'unknown-addon', product_id: chosen.product_id };
    if (!isCount(chosen.quantity)) return { ok: false, reason: 'invalid-quantity' };
    addons.push({ product_id: addon.id, name: addon.name, localize_name: addon.localize_name, quantity: chosen.quantity, unit_price: addon.actual_price });
  }

  // 2.2: a combo with slots is sold with something in every slot, never as a plain line short of a part.
  if (product.is_combo === 1) {
    const missing = product.categories.find((slot) => !request.children.some((c) => c.slot_category_id === slot.category_id));
    if (missing) return { ok: false, reason: 'combo-incomplete', category_id: missing.category_id };
  }

  const children: PricedChild[] = [];
  for (const chosen of request.children) {
    const child = index.products.get(chosen.product_id);
    if (!child) return { ok: false, reason: 'unknown-child', product_id: chosen.product_id };
    if (!isCount(chosen.quantity)) return { ok: false, reason: 'invalid-quantity' };
    const childOptions = priceOptions(chosen.options, index);
    if (!Array.isArray(childOptions)) return childOptions;
    children.push({
      product_id: child.id,
      slot_category_id: chosen.slot_category_id,
      name: child.name,
      localize_name: child.localize_name,
      quantity: chosen.quantity,
      unit_price: child.combo_price,
      options: childOptions,
    });
  }

  const line: PricedLine = {
    product_id: product.id,
    name: product.name,
    localize_name: product.localize_name,
    channel_id: channelId,
    quantity: weighed ? 1 : request.quantity,
    weight_g: weighed ? request.weight_g : null,
    open_price: product.is_open_price === 1 ? request.open_price : null,
    ...(label !== null ? { label_price: label } : {}),
    unit_price: unitPrice,
    options,
    addons,
    children,
    note: request.note,
    subtotal: ZERO,
    discount_pct: 0,
    discount: ZERO,
    total: ZERO,
  };
  const amounted = withAmounts(line);
  return amounted && lineIsExact(amounted, index.digits) ? { ok: true, line: amounted } : { ok: false, reason: 'too-large' };
}

const optionsEach = (options: readonly PricedOption[]) =>
  add(...options.map((o) => times(o.unit_price, o.quantity)));

/**
 * 2.2: the weighed part of a weighed line, `weight x price per kg`, rounded once; null for a
 * unit line. A price-embedded scale label's line is the label's price as printed: its weight
 * was derived from that price and is only shown, so nothing is rounded twice.
 */
export function weighedAmount(line: Pick<PricedLine, 'unit_price' | 'weight_g' | 'label_price'>): Money | null {
  if (line.weight_g === null) return null;
  return line.label_price ?? mulDiv(line.unit_price, line.weight_g, 1000);
}

/**
 * Recomputes subtotal, discount and total from the snapshot's own prices; null when an amount
 * would leave the exact integer range (`money()` refuses it), so absurd quantities become a
 * refusal rather than a wrong total.
 *
 * A weighed line (2.2: "line total = weight x actual_price") is one piece: its quantity is
 * always 1, so its options (2.7: `actual_price` x option quantity), add-ons and combo
 * children are added once, never multiplied by the weight (0.335 kg at 1.500/kg with a 0.100
 * option is 0.503 + 0.100 = 0.603). The manual discount is a percent of the whole subtotal,
 * options included, on weighed and unit lines alike.
 */
function withAmounts<L extends PricedLine>(line: L): L | null {
  try {
    const addonsEach = add(...line.addons.map((a) => times(a.unit_price, a.quantity)));
    const childrenEach = add(...line.children.map((c) => times(add(c.unit_price, optionsEach(c.options)), c.quantity)));
    const extrasEach = add(optionsEach(line.options), addonsEach, childrenEach);
    const weighed = weighedAmount(line);
    const subtotal =
      weighed !== null ? add(weighed, extrasEach) : times(add(line.unit_price, extrasEach), line.quantity);
    const discount = mulDiv(subtotal, line.discount_pct, 100);
    return { ...line, subtotal, discount, total: sub(subtotal, discount) };
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Every amount of the line can be sent and printed exactly in a currency of `digits`. */
export function lineIsExact(line: PricedLine, digits: CurrencyDigits): boolean {
  return isExact(line.subtotal, digits) && isExact(line.discount, digits) && isExact(line.total, digits);
}

/**
 * The same line at another whole quantity, priced from its snapshot (no catalog); null when
 * the amount would be too large to be exact.
 */
export function withQuantity<L extends PricedLine>(line: L, quantity: number): L | null {
  return withAmounts({ ...line, quantity });
}

/** The same line with a whole discount percent (0 to 100) of its subtotal, rounded once. */
export function withDiscount<L extends PricedLine>(line: L, percent: number): L {
  // A discount of at most 100% never exceeds the subtotal the line already holds.
  return withAmounts({ ...line, discount_pct: Math.min(100, Math.max(0, percent)) }) ?? line;
}

/** The choices a priced line was made from, for repricing and for the merge key. */
export function requestOf(line: PricedLine): LineRequest {
  const chosen = (options: readonly PricedOption[]): ChosenOption[] =>
    options.map((o) => ({
      item_id: o.item_id,
      modifier_id: o.modifier_id,
      quantity: o.quantity,
      instructions: o.instructions.map((i) => i.id),
    }));
  return {
    product_id: line.product_id,
    quantity: line.quantity,
    weight_g: line.weight_g,
    open_price: line.open_price,
    ...(line.label_price !== undefined ? { label_price: line.label_price } : {}),
    options: chosen(line.options),
    addons: line.addons.map((a) => ({ product_id: a.product_id, quantity: a.quantity })),
    children: line.children.map((c) => ({
      product_id: c.product_id,
      slot_category_id: c.slot_category_id,
      quantity: c.quantity,
      options: chosen(c.options),
    })),
    note: line.note,
  };
}
