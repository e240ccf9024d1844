import { describe, expect, test } from 'vitest';
import { boardAfterPoll, EMPTY_BOARD } from '../../src/kitchen/board';

const MIN = 60_000;

describe('the ready board', () => {
  test('a number bumped moves from Preparing to Ready at the next poll', () => {
    const first = boardAfterPoll(EMPTY_BOARD, { preparing: [13, 12], ready: [] }, 0, 5);
    expect([first.preparing, first.ready]).toEqual([[12, 13], []]);
    const next = boardAfterPoll(first, { preparing: [13], ready: [12] }, 3000, 5);
    expect([next.preparing, next.ready]).toEqual([[13], [12]]);
  });

  test('a ready number leaves after the minutes the manager set, counted from when it was first seen ready', () => {
    let board = boardAfterPoll(EMPTY_BOARD, { preparing: [], ready: [12] }, 0, 5);
    board = boardAfterPoll(board, { preparing: [], ready: [12, 14] }, 4 * MIN, 5);
    expect(board.ready).toEqual([14, 12]);
    board = boardAfterPoll(board, { preparing: [], ready: [12, 14] }, 5 * MIN, 5);
    expect(board.ready).toEqual([14]);
  });

  test('a number served leaves at once, and counts afresh if it is ready again', () => {
    let board = boardAfterPoll(EMPTY_BOARD, { preparing: [], ready: [12] }, 0, 5);
    board = boardAfterPoll(board, { preparing: [12], ready: [] }, 1 * MIN, 5);
    expect(board.ready).toEqual([]);
    board = boardAfterPoll(board, { preparing: [], ready: [12] }, 6 * MIN, 5);
    expect(board.ready).toEqual([12]);
  });
});
