/**
 * 2.10.6 option quantities inside one group: ticking, stepping a quantity, attaching preset
 * kitchen instructions. Each function returns the same group when the rule refuses the change,
 * so the group's total never passes `max` when `max` is above 0.
 */
import type { GroupState, Pick } from './state';

/** The quantity picked over a group's options or a combo slot's products. */
export function pickedTotal(picks: readonly { quantity: number }[]): number {
  let total = 0;
  for (const pick of picks) total += pick.quantity;
  return total;
}

export function groupTotal(group: GroupState): number {
  return pickedTotal(group.picks);
}

/** 2.10.6: an option may go above 1 only when the group's max is 0 (unlimited) or above 1. */
export function allowsQuantity(max: number): boolean {
  return max === 0 || max > 1;
}

/** Whether one more unit fits under `max` (0 = unlimited). */
export function hasRoom(max: number, total: number): boolean {
  return max === 0 || total < max;
}

/** What the picker offers on one item, for the checkbox and the +/- buttons. */
export interface OptionControls {
  checked: boolean;
  quantity: number;
  /** The checkbox can change: unticking always; ticking when there is room or max is 1 (replace). */
  canTick: boolean;
  /** +/- buttons are shown for this item (the group allows quantities above 1). */
  stepper: boolean;
  canIncrease: boolean;
  canDecrease: boolean;
}

export function optionControls(group: GroupState, itemId: number): OptionControls {
  return pickControls(group.max, groupTotal(group), group.picks.find((p) => p.item_id === itemId));
}

/**
 * The controls of one choice among picks limited to `max` in total (0 = unlimited): an option
 * in its group (2.10.6) or a product in its combo slot, by the same rule.
 */
export function pickControls(max: number, total: number, pick: { quantity: number } | undefined): OptionControls {
  const room = hasRoom(max, total);
  const stepper = allowsQuantity(max);
  return {
    checked: pick !== undefined,
    quantity: pick?.quantity ?? 0,
    canTick: pick !== undefined || max === 1 || room,
    stepper,
    canIncrease: pick !== undefined && stepper && room,
    canDecrease: pick !== undefined,
  };
}

function withPicks(group: GroupState, picks: readonly Pick[]): GroupState {
  return { ...group, picks };
}

function replacePick(group: GroupState, itemId: number, next: Pick | null): GroupState {
  const picks: Pick[] = [];
  for (const pick of group.picks) {
    if (pick.item_id !== itemId) picks.push(pick);
    else if (next) picks.push(next);
  }
  return withPicks(group, picks);
}

/** Ticks an item (a max-1 group's new tick replaces the old) or unticks it. */
export function toggleOption(group: GroupState, itemId: number): GroupState {
  if (group.picks.some((p) => p.item_id === itemId)) return replacePick(group, itemId, null);
  if (!group.items.some((item) => item.id === itemId)) return group;
  const pick: Pick = { item_id: itemId, quantity: 1, instructions: [] };
  if (group.max === 1) return withPicks(group, [pick]);
  if (!hasRoom(group.max, groupTotal(group))) return group;
  const byItem = new Map(group.picks.map((p) => [p.item_id, p]));
  byItem.set(itemId, pick);
  const picks: Pick[] = [];
  for (const item of group.items) {
    const chosen = byItem.get(item.id);
    if (chosen) picks.push(chosen);
  }
  return withPicks(group, picks);
}

export function increaseOption(group: GroupState, itemId: number): GroupState {
  const pick = group.picks.find((p) => p.item_id === itemId);
  if (!pick || !allowsQuantity(group.max) || !hasRoom(group.max, groupTotal(group))) return group;
  return replacePick(group, itemId, { ...pick, quantity: pick.quantity + 1 });
}

/** Steps a quantity down; from 1 it unticks the item. */
export function decreaseOption(group: GroupState, itemId: number): GroupState {
  const pick = group.picks.find((p) => p.item_id === itemId);
  if (!pick) return group;
  return replacePick(group, itemId, pick.quantity > 1 ? { ...pick, quantity: pick.quantity - 1 } : null);
}

/** Attaches or detaches one of a ticked item's preset instructions, kept in the item's order. */
export function toggleInstruction(group: GroupState, itemId: number, instructionId: number): GroupState {
  const pick = group.picks.find((p) => p.item_id === itemId);
  const item = group.items.find((i) => i.id === itemId);
  if (!pick || !item || !item.instructions.some((ins) => ins.id === instructionId)) return group;
  const attached = new Set(pick.instructions);
  if (attached.has(instructionId)) attached.delete(instructionId);
  else attached.add(instructionId);
  const instructions = item.instructions.map((ins) => ins.id).filter((id) => attached.has(id));
  return replacePick(group, itemId, { ...pick, instructions });
}

/** Applies `change` to the group with `groupId`; the same array when nothing changed. */
export function updateGroup(
  groups: readonly GroupState[],
  groupId: number,
  change: (group: GroupState) => GroupState,
): readonly GroupState[] {
  const at = groups.findIndex((g) => g.id === groupId);
  if (at < 0) return groups;
  const next = change(groups[at]!);
  if (next === groups[at]) return groups;
  return groups.map((g, i) => (i === at ? next : g));
}
