/**
 * The option groups of the branch as the till offers them (2.7: served unsorted, ids may
 * repeat). The picker shows and the cart prices from this one reading, so the option a
 * cashier ticked is the option, price and kitchen instruction the line carries.
 */
import type { ModifierGroup, ModifierItem } from './catalog';

export function byPriorityThenId(a: { id: number; priority: number }, b: { id: number; priority: number }): number {
  return a.priority - b.priority || a.id - b.id;
}

/** A group's items by priority then id, the first of a repeated id kept, instructions sorted too. */
export function offeredItems(group: ModifierGroup): ModifierItem[] {
  const seen = new Set<number>();
  const items: ModifierItem[] = [];
  for (const item of [...group.items].sort(byPriorityThenId)) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    items.push({ ...item, instructions: [...item.instructions].sort(byPriorityThenId) });
  }
  return items;
}

/** The branch's groups by id; of a group id served twice, the first row is the group. */
export function groupsById(groups: readonly ModifierGroup[]): Map<number, ModifierGroup> {
  const byId = new Map<number, ModifierGroup>();
  for (const group of groups) if (!byId.has(group.id)) byId.set(group.id, group);
  return byId;
}
