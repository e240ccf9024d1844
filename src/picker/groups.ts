/**
 * A product's visible option groups (2.3) and their pre-ticks (2.10.6), as the picker opens.
 */
import type { ModifierLink, Product } from '../core/catalog';
import type { IndexedGroup, PickerIndex } from './pickerIndex';
import type { GroupState, Pick as Ticked } from './state';

/** Link order on the product: priority ascending with null last, then group id. */
export function compareLinks(a: ModifierLink, b: ModifierLink): number {
  if (a.priority !== b.priority) {
    if (a.priority === null) return 1;
    if (b.priority === null) return -1;
    return a.priority - b.priority;
  }
  return a.modifier_id - b.modifier_id;
}

/**
 * The link's limits as the picker applies them. A negative value (legacy -1) reads as 0;
 * a minimum above a positive maximum could never be met, so it is lowered to the maximum.
 */
export function linkLimits(link: ModifierLink): { min: number; max: number } {
  const max = Math.max(0, link.max_allowed);
  const min = Math.max(0, link.min_allowed);
  return { min: max > 0 ? Math.min(min, max) : min, max };
}

/**
 * 2.10.6 pre-ticks: the product's `auto_selected_modifier_items` found in this group, in item
 * order, at most `max_allowed` of them when that is above 0; when none is found and the group
 * is required with `max_allowed` 1, its first item.
 */
export function preTicks(group: IndexedGroup, link: ModifierLink, autoSelected: readonly number[]): Ticked[] {
  const { max } = linkLimits(link);
  const positions = new Set<number>();
  for (const id of autoSelected) {
    const at = group.position.get(id);
    if (at !== undefined) positions.add(at);
  }
  let chosen = [...positions].sort((a, b) => a - b);
  if (max > 0) chosen = chosen.slice(0, max);
  if (chosen.length === 0 && link.min_allowed >= 1 && link.max_allowed === 1) chosen = [0];
  return chosen.map((at) => ({ item_id: group.items[at]!.id, quantity: 1, instructions: [] }));
}

/**
 * 2.3: one group per link whose group the branch has (a group of another branch is skipped)
 * and which has items (an empty group is hidden), in link order; a group linked twice shows
 * once, under its first link. The link's `min_allowed` / `max_allowed` win over the group's own.
 */
export function visibleGroups(product: Product, index: PickerIndex): GroupState[] {
  const shown = new Set<number>();
  const groups: GroupState[] = [];
  for (const link of [...product.modifiers].sort(compareLinks)) {
    const group = index.groups.get(link.modifier_id);
    if (!group || group.items.length === 0 || shown.has(group.id)) continue;
    shown.add(group.id);
    groups.push({
      id: group.id,
      name: group.name,
      localize_name: group.localize_name,
      ...linkLimits(link),
      items: group.items,
      picks: preTicks(group, link, product.auto_selected_modifier_items),
    });
  }
  return groups;
}

/**
 * The groups as the picker shows them: the required ones first (what must be answered is
 * answered first), then the optional ones, each part in display order.
 */
export function requiredFirst<G extends Pick<GroupState, 'min'>>(groups: readonly G[]): G[] {
  return [...groups.filter((g) => g.min > 0), ...groups.filter((g) => g.min <= 0)];
}
