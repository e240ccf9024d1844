/**
 * The option picker as a state machine: `(state, event) => state`. An event the rules refuse,
 * or one that changes nothing, returns the very same state object.
 */
import { setAddonQuantity } from './addons';
import { decreaseChild, increaseChild, toggleChild, updateChild } from './comboSlots';
import type { ChildRef, PickerEvent } from './events';
import { decreaseOption, increaseOption, toggleInstruction, toggleOption, updateGroup } from './options';
import type { GroupState, PickerState, SlotState } from './state';
import { MAX_TYPED_LENGTH } from './typedInput';

/** Longest kitchen note kept on a line. */
export const MAX_NOTE_LENGTH = 200;

/** Cuts by code point so an emoji is never split in half. */
function cap(text: string, length: number): string {
  const chars = Array.from(text);
  return chars.length > length ? chars.slice(0, length).join('') : text;
}

function onGroup(
  state: PickerState,
  groupId: number,
  child: ChildRef | undefined,
  change: (group: GroupState) => GroupState,
): PickerState {
  if (!child) {
    const groups = updateGroup(state.groups, groupId, change);
    return groups === state.groups ? state : { ...state, groups };
  }
  const slot = state.slots[child.slot];
  if (!slot) return state;
  const next = updateChild(slot, child.product_id, (groups) => updateGroup(groups, groupId, change));
  return next === slot ? state : { ...state, slots: state.slots.map((s, i) => (i === child.slot ? next : s)) };
}

function onSlot(state: PickerState, at: number, change: (slot: SlotState) => SlotState): PickerState {
  const slot = state.slots[at];
  if (!slot) return state;
  const next = change(slot);
  return next === slot ? state : { ...state, slots: state.slots.map((s, i) => (i === at ? next : s)) };
}

export function pickerReducer(state: PickerState, event: PickerEvent): PickerState {
  switch (event.type) {
    case 'optionToggled':
      return onGroup(state, event.group_id, event.child, (g) => toggleOption(g, event.item_id));
    case 'optionIncreased':
      return onGroup(state, event.group_id, event.child, (g) => increaseOption(g, event.item_id));
    case 'optionDecreased':
      return onGroup(state, event.group_id, event.child, (g) => decreaseOption(g, event.item_id));
    case 'instructionToggled':
      return onGroup(state, event.group_id, event.child, (g) =>
        toggleInstruction(g, event.item_id, event.instruction_id),
      );
    case 'noteChanged': {
      const note = cap(event.text, MAX_NOTE_LENGTH);
      return note === state.note ? state : { ...state, note };
    }
    case 'addonToggled': {
      const addon = state.addons.find((a) => a.product_id === event.product_id);
      if (!addon) return state;
      const addons = setAddonQuantity(state.addons, addon.product_id, addon.quantity > 0 ? 0 : 1);
      return addons === state.addons ? state : { ...state, addons };
    }
    case 'addonQuantityChanged': {
      const addons = setAddonQuantity(state.addons, event.product_id, event.quantity);
      return addons === state.addons ? state : { ...state, addons };
    }
    case 'priceTyped': {
      if (state.priceText === null) return state;
      const priceText = cap(event.text, MAX_TYPED_LENGTH);
      return priceText === state.priceText ? state : { ...state, priceText };
    }
    case 'weightTyped': {
      if (state.weightText === null) return state;
      const weightText = cap(event.text, MAX_TYPED_LENGTH);
      return weightText === state.weightText ? state : { ...state, weightText };
    }
    case 'childToggled':
      return onSlot(state, event.slot, (slot) => toggleChild(slot, event.product_id));
    case 'childIncreased':
      return onSlot(state, event.slot, (slot) => increaseChild(slot, event.product_id));
    case 'childDecreased':
      return onSlot(state, event.slot, (slot) => decreaseChild(slot, event.product_id));
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
