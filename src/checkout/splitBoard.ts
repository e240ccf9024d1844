/**
 * "Split bill" by tapping: the bills being laid out, and the bill a tapped unit goes to. Every
 * unit starts on bill 1 and bill 2 is the one units go to, so moving two items to a second bill
 * is two taps. A tap on a line of another bill moves one of its units to the chosen bill (or
 * all of them); "Add bill" adds a bill and chooses it. The units of each line always add up to
 * its quantity; the bills and their prices are made from them by `billsOfUnits` / `splitByUnits`
 * (split.ts), which keep the money and unit rules. Pure.
 */
import type { CartLine } from '../cart/cart';
import { isSplitShare } from '../cart/kitchen';
import { MAX_BILLS } from './split';

export interface SplitBoard {
  /** How many bills, 2 to `MAX_BILLS`. */
  readonly bills: number;
  /** The bill a tapped unit goes to, from 0. */
  readonly target: number;
  /** Units of each line on each bill; a line not listed is whole on bill 1. */
  readonly units: Readonly<Record<string, readonly number[]>>;
}

export type SplitBoardEvent =
  /** One unit (`all`: every unit) of the line on bill `from` went to the chosen bill. */
  | { type: 'unitsMoved'; line_id: string; from: number; all: boolean }
  | { type: 'billChosen'; bill: number }
  | { type: 'billAdded' };

export function startBoard(): SplitBoard {
  return { bills: 2, target: 1, units: {} };
}

/** The units of `line` on each bill of `board`. */
export function unitsOf(board: SplitBoard, line: Pick<CartLine, 'line_id' | 'quantity'>): number[] {
  const set = board.units[line.line_id];
  return Array.from({ length: board.bills }, (_, b) => set?.[b] ?? (set ? 0 : b === 0 ? line.quantity : 0));
}

/** Whether units of `line` can go to another bill: a share of an equal split cannot (split.ts). */
export function canMove(line: CartLine): boolean {
  return !isSplitShare(line);
}

/** The board's units as `billsOfUnits` takes them. */
export function boardUnits(board: SplitBoard, lines: readonly CartLine[]): Map<string, number[]> {
  return new Map(lines.map((l) => [l.line_id, unitsOf(board, l)]));
}

export function splitBoardReducer(board: SplitBoard, event: SplitBoardEvent, lines: readonly CartLine[]): SplitBoard {
  switch (event.type) {
    case 'billChosen':
      return event.bill === board.target || event.bill < 0 || event.bill >= board.bills ? board : { ...board, target: event.bill };
    case 'billAdded':
      return board.bills >= MAX_BILLS ? board : { ...board, bills: board.bills + 1, target: board.bills };
    case 'unitsMoved': {
      const line = lines.find((l) => l.line_id === event.line_id);
      if (!line || !canMove(line) || event.from === board.target) return board;
      const row = unitsOf(board, line);
      const here = row[event.from] ?? 0;
      if (here <= 0) return board;
      // A weighed line is one piece: it moves whole.
      const moved = event.all || line.weight_g !== null ? here : 1;
      const next = row.map((u, b) => (b === event.from ? u - moved : b === board.target ? u + moved : u));
      return { ...board, units: { ...board.units, [line.line_id]: next } };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}
