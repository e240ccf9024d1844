import { expect, test } from 'vitest';
import { refundReason } from '../../src/day/refundReason';

test.each([
  ['nothing chosen, nothing typed: no reason', null, '', ''],
  ['nothing chosen: what was typed', null, '  Spilled ', 'Spilled'],
  ['a chosen reason alone, in its English words', 'wrong-item', '', 'Wrong item'],
  ['a chosen reason with more detail', 'damaged', 'lid cracked', 'Damaged: lid cracked'],
  ['"Other" is what was typed', 'other', 'Cold', 'Cold'],
  ['"Other" with nothing typed: no reason', 'other', ' ', ''],
  ['"Customer changed mind"', 'changed-mind', '', 'Customer changed mind'],
] as const)('%s', (_, chosen, typed, reason) => {
  expect(refundReason(chosen, typed)).toBe(reason);
});

test('shown in the language on screen when told', () => {
  expect(refundReason('wrong-item', 'x', () => 'صنف خاطئ')).toBe('صنف خاطئ: x');
});
