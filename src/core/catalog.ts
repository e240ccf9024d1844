/**
 * The catalog as the pure core sees it: rows of the selling view after decoding.
 *
 * Field names are the service's own (service-interface.md 2.2 to 2.9, assumed-contracts.md)
 * so a rule reads the same here as in the spec. The decoder in `src/sync` guarantees what
 * these types say: ids are numbers, money is `Money` in minor units, flags are 0 or 1,
 * nullable fields are null (never undefined), arrays are present (possibly empty).
 * Fields the client does not use are not carried.
 */
import type { CurrencyDigitsSource } from './currencySource';
import type { CurrencyDigits, Money } from './money';

export type Flag = 0 | 1;

/** 2.3: a product's link to an option group. */
export interface ModifierLink {
  modifier_id: number;
  /** 1 or more = required group. */
  min_allowed: number;
  /**
   * Maximum total quantity across the group's items; 0 = unlimited. A link the server sent
   * without one carries its group's `selection_allowed` (2.7), filled in by the sync.
   */
  max_allowed: number;
  /** Group order on this product, ascending; null sorts last. */
  priority: number | null;
}

/** 2.2 `categories[]` on an `is_combo` 1 row: pick up to `max_allowed` products of a category. */
export interface ComboSlot {
  category_id: number;
  /** 1 when the server sent none. */
  max_allowed: number;
}

/** 2.2 `price_levels[]`: the product's price on one sales channel (VAT included), never negative. */
export interface PriceLevel {
  channel_id: number;
  channel_name: string;
  channel_actual_price: Money;
}

/** 2.2: a product of the selling view (also the row shape of add-ons, assumed-contracts 3). */
export interface Product {
  id: number;
  name: string;
  /** Second-language name, searched beside `name`. */
  localize_name: string | null;
  /** THE price per unit, VAT included; per kg when `is_weightage_item` is 1. Never negative. */
  actual_price: Money;
  /** Category NAME the product is filed under; for an add-on, a csv of category names. */
  type: string | null;
  /**
   * The category ids the product is filed under: the service's `category_id`, a csv when
   * several (2.6); empty when it has none. Distinct, in the order served.
   */
  category_ids: number[];
  category_sort_order: number | null;
  /** Full URL or empty. */
  image: string;
  is_sold_out: Flag;
  is_open_price: Flag;
  is_weightage_item: Flag;
  /** Maximum manual discount percent on the line; 0 = none allowed. */
  discount_pct: number;
  barcode_value: string | null;
  /**
   * 2.4 `plu`, the keypad code a scale prints as its item code, as its digits without leading
   * zeros ("79"); null when none. Absent on products stored before it was kept, read as none
   * until the next sync stores it.
   */
  plu?: string | null;
  /**
   * 2.2 `preparation_time`, minutes: the kitchen screen's hint of how long the product takes
   * (its timer's colours). Null when the service sets none; absent on products stored before it
   * was kept, read as none.
   */
  preparation_time?: number | null;
  is_addon: Flag;
  modifiers: ModifierLink[];
  is_combo: 0 | 1 | 2;
  categories: ComboSlot[];
  /** Never negative. */
  combo_price: Money;
  price_levels: PriceLevel[];
  auto_selected_modifier_items: number[];
}

/** 2.6: a category of the selling view. */
export interface Category {
  id: number;
  name: string;
  /** Second-language name (service-interface 2.6, 2.7; a brand's where the server sends one), shown in that language. */
  localize_name: string | null;
  image: string;
  menu_sort_order: number;
  /** Not filtered by the server; the sync drops rows with 1. */
  is_deleted: Flag;
}

/** 2.7: a preset kitchen note of an option item. */
export interface Instruction {
  id: number;
  instruction: string;
  priority: number;
}

/** 2.7: an option item, nested under its primary group. */
export interface ModifierItem {
  id: number;
  name: string;
  /** Second-language name (service-interface 2.6, 2.7; a brand's where the server sends one), shown in that language. */
  localize_name: string | null;
  /** Per unit, VAT included; 0 = free. Never negative. */
  actual_price: Money;
  modifier_id: number;
  priority: number;
  instructions: Instruction[];
}

/** 2.7: an option group of the branch (`list_selling_modifiers`). */
export interface ModifierGroup {
  id: number;
  name: string;
  /** Second-language name (service-interface 2.6, 2.7; a brand's where the server sends one), shown in that language. */
  localize_name: string | null;
  /** Unsorted as served; empty = hide the group. */
  items: ModifierItem[];
}

/** 2.9: a group of a brand: the category ids it scopes the menu to. */
export interface BrandGroup {
  group_id: number;
  group_name: string;
  group_thumbnail: string;
  group_description: string | null;
  brand_id: number;
  categories: number[];
}

/** 2.9: a selling brand; its fields are also the receipt header. */
export interface Brand {
  brand_id: number;
  brand_name: string;
  /** Second-language name (service-interface 2.6, 2.7; a brand's where the server sends one), shown in that language. */
  localize_name: string | null;
  brand_address: string | null;
  brand_email: string | null;
  brand_phone: string | null;
  brand_thumbnail: string;
  brand_color: string | null;
  /**
   * The brand's VAT registration number, printed on its receipts (2.9 lists it unused).
   * Absent on brands stored before it was read: the next sync stores it.
   */
  brand_vat_no?: string | null;
  groups: BrandGroup[];
}

/** assumed-contracts 2. */
export interface Channel {
  channel_id: number;
  channel_name: string;
}

/** assumed-contracts 4. A product with no row has no quota. */
export interface Quota {
  product_id: number;
  quota: number;
  remaining_stock: number;
}

/** assumed-contracts 1. */
export interface Session {
  user: { id: number; name: string; brand_id: number | null };
  location: { id: number; name: string; currency: string; timezone: string };
  config: {
    /** The money digits of every amount: the session's `currency_decimals`, else the currency's ISO 4217 digits, else 2. */
    currency_decimals: CurrencyDigits;
    unify_mode: Flag;
    /**
     * Where `currency_decimals` came from (src/core/currency.ts). Absent on a session stored
     * before it was kept: read as `session`, and the next sync stores it.
     */
    currency_digits_from?: CurrencyDigitsSource;
  };
}

/**
 * One complete catalog generation, as the pure functions take it. `soldOut` is the latest
 * sold-out poll (assumed-contracts 5) when there is one: it replaces every product's
 * `is_sold_out` snapshot; null means use the snapshot.
 */
export interface Catalog {
  session: Session;
  brands: Brand[];
  categories: Category[];
  modifierGroups: ModifierGroup[];
  products: Product[];
  addons: Product[];
  channels: Channel[];
  quotas: Quota[];
  soldOut: readonly number[] | null;
}
