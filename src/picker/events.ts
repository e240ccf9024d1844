/**
 * What can happen in an open option picker: facts, in the past tense, as a closed union.
 */

/** Names a product picked in a combo slot: the slot's position in `state.slots` and the product. */
export interface ChildRef {
  slot: number;
  product_id: number;
}

/** An option item of the line's own groups, or of a combo child's groups when `child` is set. */
interface OptionRef {
  group_id: number;
  item_id: number;
  child?: ChildRef;
}

/**
 * Facts, in the past tense. Event fields are snake_case in every event union of the till
 * (`brand_id`, `line_id`), as the service's rows name the ids most events carry.
 */
export type PickerEvent =
  | ({ type: 'optionToggled' } & OptionRef)
  | ({ type: 'optionIncreased' } & OptionRef)
  | ({ type: 'optionDecreased' } & OptionRef)
  | ({ type: 'instructionToggled'; instruction_id: number } & OptionRef)
  | { type: 'noteChanged'; text: string }
  | { type: 'addonToggled'; product_id: number }
  | { type: 'addonQuantityChanged'; product_id: number; quantity: number }
  | { type: 'priceTyped'; text: string }
  | { type: 'weightTyped'; text: string }
  | { type: 'childToggled'; slot: number; product_id: number }
  | { type: 'childIncreased'; slot: number; product_id: number }
  | { type: 'childDecreased'; slot: number; product_id: number };
