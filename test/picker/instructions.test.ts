import { describe, expect, test } from 'vitest';
import type { PickerEvent } from '../../src/picker/events';
import { pickerReducer } from '../../src/picker/reducer';
import { draftRequest, result } from '../../src/picker/result';
import { makeLink, makeProduct } from '../kit/factories';
import { groupOf, openPicker, replay, toggled } from './pickerTestKit';

// Ketchup 1001 carries the presets "Extra" (1, priority 2) and "On the side" (2, priority 1).
const sauce = groupOf(10, 'Sauce', ['Ketchup', 'Mayo'], (i) =>
  i === 0 ? { instructions: [{ id: 1, instruction: 'Extra', priority: 2 }, { id: 2, instruction: 'On the side', priority: 1 }] } : {},
);
const opened = () => openPicker(makeProduct({ modifiers: [makeLink({ modifier_id: 10 })] }), { modifierGroups: [sauce] });
const instruction = (item_id: number, instruction_id: number): PickerEvent => ({
  type: 'instructionToggled',
  group_id: 10,
  item_id,
  instruction_id,
});

describe("2.7 an item's preset kitchen instructions", () => {
  test.each<[string, PickerEvent[], number[]]>([
    ['attach to a ticked item, in the preset order', [toggled(10, 1001), instruction(1001, 1), instruction(1001, 2)], [2, 1]],
    ['toggling one again detaches it', [toggled(10, 1001), instruction(1001, 1), instruction(1001, 1)], []],
    ['cannot attach to an item that is not ticked', [instruction(1001, 1), toggled(10, 1001)], []],
    ["cannot attach another item's instruction", [toggled(10, 1002), instruction(1002, 1)], []],
    ['unticking the item drops them', [toggled(10, 1001), instruction(1001, 1), toggled(10, 1001), toggled(10, 1001)], []],
  ])('%s', (_rule, events, attached) => {
    const request = draftRequest(replay(opened(), events));
    expect(request.options.flatMap((o) => o.instructions)).toEqual(attached);
  });

  test('the line carries the option with its group and instructions', () => {
    const outcome = result(replay(opened(), [toggled(10, 1001), instruction(1001, 1)]));
    expect(outcome).toEqual({
      ok: true,
      request: expect.objectContaining({ options: [{ item_id: 1001, modifier_id: 10, quantity: 1, instructions: [1] }] }),
    });
  });
});

describe('free-text note on the line', () => {
  test.each([
    ['is trimmed', '  no onions  ', 'no onions'],
    ['keeps inner spaces while typing', 'no ', 'no'],
    ['is cut at 200 characters', 'x'.repeat(250), 'x'.repeat(200)],
    ['an emoji at the cut is not split', 'x'.repeat(199) + '🌶🌶', 'x'.repeat(199) + '🌶'],
    ['blank is no note', '   ', ''],
  ])('%s', (_rule, text, note) => {
    expect(draftRequest(pickerReducer(opened(), { type: 'noteChanged', text })).note).toBe(note);
  });

  test('typing the same note again changes nothing', () => {
    const state = pickerReducer(opened(), { type: 'noteChanged', text: 'well done' });
    expect(pickerReducer(state, { type: 'noteChanged', text: 'well done' })).toBe(state);
  });
});
