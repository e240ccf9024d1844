/**
 * The option picker's state: what one open picker shows and what the cashier has chosen so far.
 *
 * Plain data only (arrays and records, no Maps), so a UI store can hold it and compare by
 * reference: every event that changes nothing returns the very same object. Static parts
 * (groups' items, slot candidates) are shared with the picker index, never copied per event.
 */
import type { Instruction, Product } from '../core/catalog';
import type { CurrencyDigits, Money } from '../core/money';
import type { SlotProblem } from '../menu/dealSlots';

/** An option item as the picker shows it; `instructions` sorted by priority, then id. */
export interface PickerItem {
  id: number;
  name: string;
  /** Second-language name; null when none. */
  localize_name: string | null;
  /** Per unit, VAT included; 0 = free. */
  price: Money;
  instructions: readonly Instruction[];
}

/** A ticked option: quantity 1 or more, with the preset kitchen instructions attached to it. */
export interface Pick {
  item_id: number;
  quantity: number;
  /** Instruction ids, in the item's instruction order. */
  instructions: readonly number[];
}

/** One visible option group of a product: the link's rules (2.3) and the current picks. */
export interface GroupState {
  id: number;
  name: string;
  /** Second-language name; null when none. */
  localize_name: string | null;
  /** Least total quantity; the link's `min_allowed`, never above `max` when `max` is above 0. */
  min: number;
  /** Most total quantity across the group's items; 0 = unlimited; 1 = a new tick replaces the old. */
  max: number;
  /** Sorted by item priority, then id. */
  items: readonly PickerItem[];
  /** In item order. */
  picks: readonly Pick[];
}

/** A product a combo slot offers; `groups` are its own option groups with their pre-ticks. */
export interface SlotCandidate {
  product_id: number;
  name: string;
  /** Second-language name; null when none. */
  localize_name: string | null;
  image: string;
  combo_price: Money;
  groups: readonly GroupState[];
}

/**
 * A product picked in a combo slot, `quantity` times (2 or more only in a slot whose `max` is
 * 2 or more), with the choices made in its own option groups (the same for each of them).
 */
export interface ChildPick {
  product_id: number;
  quantity: number;
  groups: readonly GroupState[];
}

/** A combo slot (2.2 `categories[]`): pick 1 to `max` units of `candidates`. */
export interface SlotState {
  category_id: number;
  /** The slot category's name; null when the branch does not have the category. */
  name: string | null;
  /** Second-language name; null when none. */
  localize_name: string | null;
  /** 1 or more; a server 0 is read as 1. */
  max: number;
  /**
   * The category's products as the grid lists them for the deal's brand (2.10.5 order),
   * sold-out ones left out. Empty: the deal cannot be sold.
   */
  candidates: readonly SlotCandidate[];
  /** Why `candidates` is empty ("Unavailable: nothing left in Drinks"); null when it is not. */
  unavailable: string | null;
  /** What `unavailable` says, as data, for the screen to word in its language. */
  problem: SlotProblem | null;
  /** In candidate order. */
  picks: readonly ChildPick[];
}

/** An add-on offered on the product (assumed-contracts 3); quantity 0 = not chosen. */
export interface AddonChoice {
  product_id: number;
  name: string;
  /** Second-language name; null when none. */
  localize_name: string | null;
  /** Per unit, VAT included. */
  price: Money;
  quantity: number;
  /** Highest quantity the picker accepts (its quota's remaining stock when it has one). */
  max: number;
}

export interface PickerState {
  product: Product;
  digits: CurrencyDigits;
  groups: readonly GroupState[];
  addons: readonly AddonChoice[];
  slots: readonly SlotState[];
  /** Open-price products: the price as typed; null when the price is not typed. */
  priceText: string | null;
  /** Sold-by-weight products: the weight in kg as typed; null when not weighed. */
  weightText: string | null;
  /** Free-text kitchen note as typed (trimmed when the line is made). */
  note: string;
}
