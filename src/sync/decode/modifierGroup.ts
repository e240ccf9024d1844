/**
 * Decoder of `list_selling_modifiers` groups (service-interface 2.7) with their items nested.
 * An item is a row of its own: a malformed item is dropped and counted while its group and
 * the other items stay. An item's `actual_price` null means 0 (2.8); its `modifier_id`
 * defaults to the group it is nested under.
 */
import * as v from 'valibot';
import type { ModifierGroup, ModifierItem } from '../../core/catalog';
import { ZERO, type CurrencyDigits } from '../../core/money';
import type { DroppedRow } from '../report';
import { id, intOr, listOf, moneyOr, text, textOrEmpty } from './fields';
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
    actual_price: moneyOr(digits, ZERO),
    modifier_id: v.optional(v.nullable(id), null),
    priority: intOr(0),
    instructions: listOf(instructionSchema),
  });
}

const groupSchema = v.object({
  id,
  name: text,
  items: v.optional(v.nullable(v.array(v.unknown(), 'expected a list')), null),
});

export function decodeModifierGroups(rows: readonly unknown[], digits: CurrencyDigits): Decoded<ModifierGroup> {
  const groups = decodeRows(groupSchema, rows, 'modifiers');
  const items = itemSchema(digits);
  const dropped: DroppedRow[] = [...groups.dropped];
  const out: ModifierGroup[] = groups.rows.map((group) => {
    const kept: ModifierItem[] = [];
    for (const raw of group.items ?? []) {
      const item = decodeRow(items, raw);
      if (item.ok) kept.push({ ...item.value, modifier_id: item.value.modifier_id ?? group.id });
      else dropped.push({ route: 'modifiers', id: rowId(raw), reason: `item of group ${group.id}: ${item.reason}` });
    }
    return { id: group.id, name: group.name, items: kept };
  });
  return { rows: out, dropped };
}
