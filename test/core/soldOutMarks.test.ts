import { describe, expect, test } from 'vitest';
import { markInForce, soldOutAfterMarks, type MarkState } from '../../src/core/availability';

const POLL = '2026-11-21T10:00:00.000Z';
const BEFORE = '2026-11-21T09:59:00.000Z';
const AFTER = '2026-11-21T10:01:00.000Z';

const mark = (product_id: number, sold_out: boolean, over: Partial<MarkState> = {}): MarkState => ({
  id: `c-${product_id}-${String(sold_out)}`,
  product_id,
  sold_out,
  marked_at: BEFORE,
  upload: 'waiting',
  uploaded_at: null,
  ...over,
});

describe('assumed-contracts 12: a mark speaks until the poll after its answer', () => {
  test.each([
    ['waiting for the server', mark(1, true), POLL, true],
    ['answered after the list was asked for', mark(1, true, { upload: 'uploaded', uploaded_at: AFTER }), POLL, true],
    ['answered before the list was asked for', mark(1, true, { upload: 'uploaded', uploaded_at: BEFORE }), POLL, false],
    ['answered, no list asked for yet', mark(1, true, { upload: 'uploaded', uploaded_at: BEFORE }), null, true],
    ['refused by the server', mark(1, true, { upload: 'rejected' }), POLL, false],
  ])('a mark %s: in force %s', (_, state, sentAt, inForce) => {
    expect(markInForce(state, sentAt)).toBe(inForce);
  });

  test.each([
    ['a sold-out mark adds the product', [5], [mark(1, true)], [5, 1]],
    ['an "available again" mark takes it off', [1, 5], [mark(1, false)], [5]],
    ['a mark agreeing with the list changes nothing', [1, 5], [mark(1, true)], [1, 5]],
    ['the latest mark of a product wins', [5], [mark(1, false, { marked_at: AFTER }), mark(1, true, { marked_at: BEFORE })], [5]],
    ['a mark the poll has overtaken is the poll\'s', [5], [mark(1, true, { upload: 'uploaded', uploaded_at: BEFORE })], [5]],
    ['a refused mark is no mark', [5], [mark(1, true, { upload: 'rejected' })], [5]],
    ['no marks: the list as polled', [5, 1], [], [5, 1]],
  ])('%s', (_, list, marks, expected) => {
    expect(soldOutAfterMarks(list, marks, POLL)).toEqual(expected);
  });
});
