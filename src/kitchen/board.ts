/**
 * The ready board (assumed-contracts 14 `ready-board`): call numbers "Preparing" and "Ready" in
 * large type for customers. A number stays under "Ready" until the service drops it (served)
 * or for the minutes the manager set, counted from when this board first saw it ready.
 *
 * Pure: the board's memory of when each number became ready, and the clock, are arguments.
 */

export interface BoardAnswer {
  preparing: number[];
  ready: number[];
}

export interface BoardView {
  preparing: number[];
  ready: number[];
  /** Call number → the time (ms) this board first saw it ready: kept between polls. */
  readySince: ReadonlyMap<number, number>;
}

export const EMPTY_BOARD: BoardView = { preparing: [], ready: [], readySince: new Map() };

const ascending = (a: number, b: number) => a - b;

/**
 * The board after a poll: preparing numbers as answered; ready numbers the service still lists
 * and seen ready for less than `readyMinutes`, newest first so the latest is where eyes land. A
 * number recalled to preparing and bumped again counts afresh.
 */
export function boardAfterPoll(previous: BoardView, answer: BoardAnswer, now: number, readyMinutes: number): BoardView {
  const readySince = new Map<number, number>();
  for (const n of answer.ready) readySince.set(n, previous.readySince.get(n) ?? now);
  const limit = Math.max(0, readyMinutes) * 60_000;
  const shown = [...readySince].filter(([, since]) => now - since < limit);
  shown.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return {
    preparing: [...new Set(answer.preparing)].filter((n) => !readySince.has(n)).sort(ascending),
    ready: shown.map(([n]) => n),
    readySince,
  };
}
