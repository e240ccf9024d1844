/**
 * What a tap on a product (or a scan, a PLU, a price label) does at the selling screen: put a
 * line straight on the order, or open the option picker on the product, and "Modify" on a line
 * of the order. The picker asks only what it must: at the till a product whose picker would
 * open ready to add goes straight to the order (`../picker/opening.ts`, loaded on the first
 * such tap); a kiosk always asks, customers choose their extras.
 */
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { Product } from '../core/catalog';
import type { Money } from '../core/money';
import type { CartLine } from '../cart/cart';
import type { LineChanges } from '../cart/ui/OrderPanel';
import type { GenerationExtras } from '../db/catalogViews';
import { requestOf } from '../cart/pricing';
import { isSplitShare, sentUnits } from '../cart/kitchen';
import { hasSlots } from '../menu/deals';
import type { MenuChoice } from '../menu/ui/SellingMenu';
import type { PickerIndex } from '../picker/pickerIndex';
import { canModify, labelledRequest, needsChoices, needsPicker, plainRequest } from '../picker/tap';
import type { CatalogSource } from './catalog/source';
import type { useSellingOrder } from './useSellingOrder';

/**
 * The picker open on a product chosen from the menu, or on a line of the order ("Modify":
 * `line`; `unit`: on one unit of it, "Just this one").
 */
export interface Picking {
  product: Product;
  weight_g: number | null;
  brandId: number;
  labelPrice?: Money;
  line?: CartLine;
  unit?: boolean;
}

interface ChoiceDeps {
  source: CatalogSource;
  /** The option groups and add-ons; null until they are read. */
  extras: GenerationExtras | null;
  order: ReturnType<typeof useSellingOrder>;
  pickerIndex: PickerIndex;
  kiosk: boolean;
  /** Settings "Show options on every tap": a tap on a product with options opens its picker. */
  optionsOnTap?: boolean;
}

export function useProductChoice({ source, extras, order, pickerIndex, kiosk, optionsOnTap = false }: ChoiceDeps) {
  const [picking, setPicking] = useState<Picking | null>(null);

  // A product chosen before the option groups and add-ons are in waits for them (the picker
  // needs them), then is chosen again.
  const [waiting, setWaiting] = useState<MenuChoice | null>(null);
  const chooseWaiting = useEffectEvent((choice: MenuChoice) => choose(choice));
  useEffect(() => {
    if (waiting === null || extras === null) return;
    setWaiting(null);
    chooseWaiting(waiting);
  }, [waiting, extras]);

  /**
   * `withOptions`: the picker opens on a product with options even when its defaults would do
   * (a long press on its card, or Settings "Show options on every tap").
   */
  function choose(choice: MenuChoice, withOptions = optionsOnTap) {
    const { product, weight_g, price: labelPrice } = choice;
    source.remember(product);
    if (extras === null) {
      setWaiting(choice);
      return;
    }
    const brandId = choice.brandId ?? order.menuBrandId;
    const picked: Picking = { product, weight_g: weight_g ?? null, brandId, ...(labelPrice !== undefined ? { labelPrice } : {}) };
    // A combo's slots offer their categories' listings: read before its picker opens.
    const slots = hasSlots(product) ? product.categories.map((slot) => slot.category_id) : [];
    if (!source.holds(slots)) {
      void source.loadListings(slots).then(() => setPicking(picked));
      return;
    }
    // A price label prices the line: the picker opens only for what else there is to choose.
    if (labelPrice !== undefined && !needsChoices(product, pickerIndex)) {
      order.addLine(labelledRequest(plainRequest(product), product, labelPrice), brandId);
      return;
    }
    if (weight_g !== undefined || labelPrice !== undefined) {
      setPicking(picked);
      return;
    }
    if (!needsPicker(product, pickerIndex)) {
      order.addLine(plainRequest(product), brandId);
      return;
    }
    // Opened ready to add, its defaults ticked: the cashier changes one and adds.
    if (withOptions && needsChoices(product, pickerIndex)) {
      setPicking(picked);
      return;
    }
    // At the till a product whose picker would open ready to add goes straight to the order
    // (the rule computes the picker's result: loaded on the first such tap).
    void import('../picker/opening').then(({ openingOf }) => {
      const opening = openingOf(product, pickerIndex, { kiosk });
      if (opening.to === 'picker') setPicking(picked);
      else order.addLine(opening.request, brandId);
    });
  }

  /** The line's product, when the line can still be changed here: a till's line the kitchen does not have, not a split share. */
  function changeable(line: CartLine): Product | null {
    if (kiosk || isSplitShare(line) || sentUnits(line) > 0 || extras === null) return null;
    return order.ctx.pricing.products.get(line.product_id) ?? null;
  }

  /** The line's product, when "Modify" can open the picker on it (never on a kiosk). */
  function modifiable(line: CartLine): Product | null {
    const product = changeable(line);
    return product && canModify(product, pickerIndex, requestOf(line)) ? product : null;
  }

  /** The line's product, when "Re-weigh" can open the picker on its weight: a weighed line not priced by a label. */
  function reweighable(line: CartLine): Product | null {
    const product = changeable(line);
    return product && line.weight_g !== null && line.label_price == null && line.children.length === 0 ? product : null;
  }

  /** "Modify", "Re-weigh" and the line's note for the order panel: none on a kiosk. */
  const modify: LineChanges | undefined = kiosk
    ? undefined
    : {
        can: (line) => modifiable(line) !== null,
        canReweigh: (line) => reweighable(line) !== null,
        open: (line, unit = false) => {
          const product = modifiable(line) ?? reweighable(line);
          if (product) setPicking({ product, weight_g: line.weight_g, brandId: line.brand_id, line, ...(unit ? { unit } : {}) });
        },
        canNote: (line) => changeable(line) !== null && line.label_price == null,
        note: (line, text) => order.modifyLine(line.line_id, { ...requestOf(line), note: text }),
      };

  /** The picker's "Add to order": a new line, the modified line in its place, or its one unit right after it. */
  function picked(request: Parameters<typeof order.addLine>[0]) {
    if (!picking) return;
    setPicking(null);
    if (picking.line && picking.unit) order.modifyUnit(picking.line.line_id, request);
    else if (picking.line) order.modifyLine(picking.line.line_id, request);
    else order.addLine(request, picking.brandId);
  }

  /**
   * A long press on a product's card at the till: its picker with the defaults ticked, when it
   * has options; false when it has none (the card's other menu answers then).
   */
  function openOptions(product: Product): boolean {
    if (kiosk || extras === null || !needsChoices(product, pickerIndex)) return false;
    choose({ product }, true);
    return true;
  }
  // One function for the life of the screen, reading the latest state: the grid's cards keep it.
  const latest = useRef(openOptions);
  useLayoutEffect(() => {
    latest.current = openOptions;
  });
  const options = useCallback((product: Product) => latest.current(product), []);

  return { picking, choose, options, modify, picked, cancel: () => setPicking(null) };
}
