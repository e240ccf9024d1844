/**
 * Decoder of `list_selling_modifiers` groups (service-interface 2.7) with their items nested.
 * An item is a row of its own: a malformed item, or one with a negative price, is dropped and
 * counted while its group and the other items stay. An item's `actual_price` null means 0
 * (2.8); its `modifier_id` defaults to the group it is nested under.
 *
 * A group's `selection_allowed` (its default max picks, 0 = unlimited) is not part of the
 * group the core sees: it is returned beside the groups, for the links of products that do
 * not give their own `max_allowed` (see `groupLimits.ts`). It is informational (2.7), so an
 * unreadable one never drops its group: it reads as 0, the service's own default.
 */
import * as v from 'valibot';
import type { ModifierGroup, ModifierItem } from '../../core/catalog';
import { ZERO, type CurrencyDigits } from '../../core/money';
import type { DroppedRow } from '../../core/syncReport';
import { id, intOr, listOf, priceOr, text, textOrEmpty, textOrNull } from './fields';
import type { GroupLimits } from './groupLimits';
import { decodeRow, decodeRows, rowId, type Decoded } from './rows';

const instructionSchema = v.object({
  id,
  instruction: textOrEmpty,
  priority: intOr(0),
});

function itemSchema(digits: CurrencyDigits) {
  return v.object({
    id,
    name: text,
    localize_name: textOrNull,
    actual_price: priceOr(digits, ZERO),
    modifier_id: v.optional(v.nullable(id), null),
    priority: intOr(0),
    instructions: listOf(instructionSchema),
  });
}

const groupSchema = v.object({
  id,
  name: text,
  localize_name: textOrNull,
  selection_allowed: v.fallback(intOr(0), 0),
  items: v.optional(v.nullable(v.array(v.unknown(), 'expected a list')), null),
});

export interface DecodedModifierGroups extends Decoded<ModifierGroup> {
  /** 2.7 `selection_allowed` of each kept group, by group id (the first row of an id wins). */
  limits: GroupLimits;
}

export function decodeModifierGroups(rows: readonly unknown[], digits: CurrencyDigits): DecodedModifierGroups {
  const groups = decodeRows(groupSchema, rows, 'modifiers');
  const items = itemSchema(digits);
  const dropped: DroppedRow[] = [...groups.dropped];
  const limits = new Map<number, number>();
  const out: ModifierGroup[] = groups.rows.map((group) => {
    if (!limits.has(group.id)) limits.set(group.id, group.selection_allowed);
    const kept: ModifierItem[] = [];
    for (const raw of group.items ?? []) {
      const item = decodeRow(items, raw);
      if (item.ok) kept.push({ ...item.value, modifier_id: item.value.modifier_id ?? group.id });
      else dropped.push({ route: 'modifiers', id: rowId(raw), reason: `item of group ${group.id}: ${item.reason}` });
    }
    return { id: group.id, name: group.name, localize_name: group.localize_name, items: kept };
  });
  return { rows: out, dropped, limits };
}
