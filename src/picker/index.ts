/**
 * The option picker: open it on a product, feed it events, read the line it makes.
 */
export { buildPickerIndex, type PickerIndex } from './pickerIndex';
export { start, needsPicker, plainRequest, type StartOptions } from './start';
export { pickerReducer, MAX_NOTE_LENGTH } from './reducer';
export type { ChildRef, PickerEvent } from './events';
export { result, draftRequest, preview, unmetRules, type PickerResult, type PriceLine, type Unmet } from './result';
export { optionControls, groupTotal, type OptionControls } from './options';
export { childControls, type ChildControls } from './comboSlots';
export { MAX_ADDON_QUANTITY } from './addons';
export { MAX_WEIGHT_G } from './typedInput';
export type { AddonChoice, ChildPick, GroupState, Pick, PickerItem, PickerState, SlotCandidate, SlotState } from './state';
