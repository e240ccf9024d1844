/**
 * What the option picker hands to the cart: the choices a cashier made for one line,
 * by id, before pricing. The cart prices it against the catalog and the active channel.
 */
import type { Money } from './money';

export interface ChosenOption {
  /** Option item id (2.7 `items[].id`). */
  item_id: number;
  /** Its group (2.7 `items[].modifier_id`). */
  modifier_id: number;
  quantity: number;
  /** Ids of the item's preset kitchen instructions attached to it. */
  instructions: number[];
}

export interface ChosenAddon {
  product_id: number;
  quantity: number;
}

/** One product picked in a combo slot; priced at its `combo_price` plus its own options. */
export interface ChosenChild {
  product_id: number;
  /** The combo slot's category id. */
  slot_category_id: number;
  quantity: number;
  options: ChosenOption[];
}

export interface LineRequest {
  product_id: number;
  /** Whole units; always 1 for a weighed line. */
  quantity: number;
  /** Sold-by-weight lines: the weight in grams (kg with 3 decimals); null otherwise. */
  weight_g: number | null;
  /** Open-price lines: the typed unit price that replaces `actual_price`; null otherwise. */
  open_price: Money | null;
  /**
   * The price a price-embedded scale label carries (Settings "Scale labels"): what the line
   * sells at. On a weighed line it is the weighed part, `weight_g` only shown (derived from
   * it); on a unit line, the unit price. Absent (or null) on every other line.
   */
  label_price?: Money | null;
  options: ChosenOption[];
  addons: ChosenAddon[];
  children: ChosenChild[];
  /** Free-text kitchen note; empty when none. */
  note: string;
}

/** One unit of the product with no choices. */
export function plainRequest(product: { id: number }): LineRequest {
  return {
    product_id: product.id,
    quantity: 1,
    weight_g: null,
    open_price: null,
    options: [],
    addons: [],
    children: [],
    note: '',
  };
}
