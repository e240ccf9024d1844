/**
 * The order the selling screen sells into: the stored cart (src/db/cart.ts) read live, priced
 * on its channel, and changed only through the stored order, so two tabs never overwrite each
 * other and a reload loses nothing.
 *
 * One order, one brand (2.10.9): the brand stored with the order pins the menu while the order
 * holds lines (`pinnedBrandId`), so a reload, a crash or a second tab shows the order's brand,
 * and the receipt header (the order's brand) agrees with the lines. A product is added under
 * the brand the menu showed when it was tapped, or the brand that lists it (a scan, a PLU);
 * should the order hold another brand's lines, the cashier is asked "Switch brand?" first, and
 * once they switch the order is emptied and the line lands in it, under its brand.
 *
 * Every write is said when it fails: a refusal in one sentence (`notice`), and a full device
 * first drops the image cache and tries once more (storagePressure.ts). A change that takes an
 * approved discount past what was approved asks a manager again (`approveDiscount`), and is
 * made once approved.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Catalog, Product } from '../core/catalog';
import type { LineRequest } from '../core/line';
import { wireBrandId } from '../core/brandId';
import { useLingui } from '@lingui/react/macro';
import { CARD_IN_FLIGHT_MESSAGE } from '../checkout/cardInFlight';
import { useCardInFlight } from './data/cardInFlight';
import { approvedEvent, cartReducer, isCartRefusal, type CartEvent, type CartState } from '../cart/cart';
import type { ApproveDiscount } from '../cart/ui/discountText';
import { askApprovalAgain } from '../cart/ui/askApproval';
import type { StaffRef } from '../staff/staff';
import { buildPricingIndex, priceLine, type PricingIndex } from '../cart/pricing';
import { cartRulesFrom } from '../cart/rules';
import { orderTotals } from '../cart/totals';
import type { BrandRefusal, OrderRefusal } from '../db/cart';
import type { ChangePrints, ChangeScreen } from '../db/cartPrinted';
import { lineBrandId, pinnedBrandId, selectBrand } from '../menu/brand';
import type { MenuIndex } from '../menu/menuIndex';
import { withOrderBrand } from '../menu/menuView';
import { menuStore } from '../menu/ui/menuStore';
import { useCart, useCartWrites } from './data/cart';
import { withStorageRelief } from './storageRelief';

type Written = CartState | OrderRefusal | BrandRefusal;
/** A change made from the stored order as it is then. */
type EventMaker = (current: CartState) => CartEvent | OrderRefusal;

/**
 * `products`: the products the screen holds when the catalog carries none of them (see
 * `app/catalog/source.ts`); the order's lines must be among them to be priced.
 */
export function useSellingOrder(catalog: Catalog, menuIndex: MenuIndex, products?: ReadonlyMap<number, Product>, approveDiscount?: ApproveDiscount) {
  const ctx = useMemo(
    () => ({ rules: cartRulesFrom(catalog, products), pricing: buildPricingIndex(catalog, products) }),
    [catalog, products],
  );

  const selection = useStore(menuStore);
  /** The brand the menu shows, the order pinning `pinned` (null: the cashier's choice). */
  const shownBrandId = (pinned: number | null) =>
    selectBrand(menuIndex.brands, menuIndex.session, withOrderBrand(selection, pinned).brandId)?.brand_id ?? wireBrandId(null);
  const chosenBrandId = shownBrandId(null);
  const cart = useCart(chosenBrandId);
  const { dispatch, dispatchPrinted, add } = useCartWrites();
  const pinned = pinnedBrandId(cart);
  const [notice, setNotice] = useState<string | null>(null), heldForCard = useHeldForCard(cart, setNotice);
  /** The line refused for another brand's order, added once the cashier switches to its brand. */
  const afterSwitch = useRef<{ request: LineRequest; brandId: number } | null>(null);
  // "Keep order" (no switch asked any more) drops it.
  useEffect(() => {
    if (selection.pendingBrandId === null) afterSwitch.current = null;
  }, [selection.pendingBrandId]);

  /** What a line would cost on the order's channel, for the picker to quote. */
  const price = useMemo(
    () => (request: LineRequest) => {
      const priced = priceLine(request, { index: ctx.pricing, channelId: cart?.channel_id ?? null });
      return priced.ok ? { unit: priced.line.unit_price, total: priced.line.total } : null;
    },
    [ctx, cart?.channel_id],
  );

  /**
   * Shows a refusal, or asks "Switch brand?" when the order holds another brand's lines (the
   * line `refused` then waits for the answer).
   */
  async function settle(result: Written, refused?: { request: LineRequest; brandId: number }, approved?: (approver: StaffRef) => void): Promise<string | null> {
    if (!('ok' in result)) {
      setNotice(null);
      return null;
    }
    if (result.reason === 'other-brand') {
      afterSwitch.current = refused ?? null;
      menuStore.getState().dispatch({ type: 'brandSwitchRequested', brand_id: result.menuBrandId }, menuIndex, result.orderBrandId);
      return null;
    }
    const lines = cart?.lines ?? [];
    // A refusal's words load with the first refusal (precached, so offline too), not with the page.
    const { orderRefusalMessage } = await import('../cart/ui/refusalMessage');
    const message = orderRefusalMessage(result, lines);
    setNotice(message);
    if (result.reason === 'approval' && approved && approveDiscount) askApprovalAgain(result, lines, ctx.pricing.digits, approveDiscount, approved);
    return message;
  }

  /** Writes a change to the stored order; a write that still fails after storage relief is said, never ignored. */
  async function write(change: () => Promise<Written>, line?: { request: LineRequest; brandId: number }, approved?: (approver: StaffRef) => void): Promise<string | null> {
    const result = await withStorageRelief(change).catch((error: unknown) => `The order was not changed: ${error instanceof Error ? error.message : String(error)}.`);
    if (typeof result === 'string') {
      setNotice(result);
      return result;
    }
    return settle(result, line, approved);
  }
  /** Makes a change; refused for an approved discount, asks the approval and makes it again, approved (`approver`). */
  function send(makeEvent: EventMaker, approver?: StaffRef): Promise<string | null> {
    const made = approver ? (current: CartState) => withApprover(makeEvent(current), approver) : makeEvent;
    return heldForCard(makeEvent) ?? write(() => dispatch(made, ctx, chosenBrandId), undefined, approver ? undefined : (by) => void send(makeEvent, by));
  }

  /** Adds the line chosen from the menu of `brandId` (the brand shown when it was tapped). */
  function addLine(request: LineRequest, brandId: number) {
    void write(() => add(brandId, lineAdded(request, brandId, ctx.pricing, menuIndex), ctx), { request, brandId });
  }

  /**
   * "Modify": the line takes the choices of `request` at its own quantity (a weighed line at
   * its weight), priced on the order's channel; its place, discount and brand stay.
   */
  function modifyLine(lineId: string, request: LineRequest) {
    // The events' makers load with the first change made through the picker or the note.
    void import('./lineChanges').then(({ lineModified }) => send(lineModified(lineId, request, ctx.pricing)));
  }

  /** "Modify", "Just this one": one unit of the line takes `request`'s choices, as a line of its own after it. */
  function modifyUnit(lineId: string, request: LineRequest) {
    void import('./lineChanges').then(({ unitModified }) => send(unitModified(lineId, crypto.randomUUID(), request, ctx.pricing)));
  }

  /**
   * "Switch brand": the order is emptied for `brandId` (its note and name with it), then the
   * line that asked for the switch, if it was for that brand, is added.
   */
  async function switchBrand(brandId: number) {
    const waiting = afterSwitch.current;
    afterSwitch.current = null;
    const refused = await send(() => ({ type: 'brandSwitched', brand_id: brandId }));
    if (refused === null && waiting?.brandId === brandId) addLine(waiting.request, waiting.brandId);
  }

  /** The order panel checks a change at once against the cart it shows, then stores it. */
  function onCartEvent(event: CartEvent) {
    if (!cart) return null;
    const checked = cartReducer(cart, event, ctx);
    if (isCartRefusal(checked)) return checked;
    void send(() => event);
    return null;
  }

  /** Empties an order left for the next customer; nothing to tell anyone when it fails. */
  const clearAbandoned = useCallback(() => {
    void withStorageRelief(() => dispatch(() => ({ type: 'orderCleared' }), ctx, chosenBrandId)).catch(() => undefined);
  }, [dispatch, ctx, chosenBrandId]);

  return {
    cart,
    pinned,
    /** The brand the menu shows, the order's while it holds lines. */
    menuBrandId: shownBrandId(pinned),
    ctx,
    price,
    total: cart ? orderTotals(cart).total : null,
    notice,
    dismissNotice: () => setNotice(null),
    send,
    /** The changes in turn (a line voided, the kitchen told) and the print jobs `prints` makes, one transaction. */
    sendPrinted: (makeEvents: readonly EventMaker[], prints: ChangePrints, screen?: ChangeScreen) => write(() => dispatchPrinted(makeEvents, ctx, chosenBrandId, prints, screen)),
    addLine,
    modifyLine,
    modifyUnit,
    approveDiscount,
    switchBrand,
    onCartEvent,
    clearAbandoned,
  };
}

/**
 * The event adding `request`, chosen from the menu of `brandId`, to the order as it stands:
 * priced on its channel, under the brand that lists the product (2.10.9).
 */
function lineAdded(request: LineRequest, brandId: number, pricing: PricingIndex, menuIndex: MenuIndex) {
  return (current: CartState): CartEvent | OrderRefusal => {
    const priced = priceLine(request, { index: pricing, channelId: current.channel_id });
    if (!priced.ok) return priced;
    const product = pricing.products.get(request.product_id);
    const lineBrand = product ? lineBrandId(brandId, product, menuIndex.realBrands, [...menuIndex.categories.values()]) : wireBrandId(null);
    return { type: 'lineAdded', line_id: crypto.randomUUID(), brand_id: lineBrand, request, priced: priced.line };
  };
}

/** The change as a manager approved it (`approved_by`), when it is one that can carry an approval. */
function withApprover(made: CartEvent | OrderRefusal, approver: StaffRef): CartEvent | OrderRefusal {
  return 'ok' in made ? made : approvedEvent(made, approver) ?? made;
}

/** An order a card is being charged for is never cleared from under its payment: the refusal, said as the notice. */
function useHeldForCard(cart: CartState | undefined, setNotice: (notice: string) => void) {
  const cardInFlight = useCardInFlight();
  const { i18n } = useLingui();
  return (makeEvent: (current: CartState) => CartEvent | OrderRefusal): Promise<string> | null => {
    if (!cardInFlight || !cart || (makeEvent(cart) as { type?: string }).type !== 'orderCleared') return null;
    const message = i18n._(CARD_IN_FLIGHT_MESSAGE);
    setNotice(message);
    return Promise.resolve(message);
  };
}
