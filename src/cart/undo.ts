/**
 * "Undo" after a slip: what a free "Clear order" or "Remove line" took away, as the event that
 * puts it back. A change the kitchen must hear of (a void) has no undo: it asks a reason and an
 * approval instead (kitchen.ts), and an order or line that cannot be taken off has none either.
 */
import { clearsNothing, removalRefusal, type CartEvent, type CartState } from './cart';
import { hasKitchenHistory } from './kitchen';

/** Applied by "Undo"; refused once the order has changed since (`undo-expired`). */
export type Restore = Extract<CartEvent, { type: 'orderRestored' | 'lineRestored' }>;

/**
 * The undo of `event` applied to `before`, or null when it takes nothing away freely. The
 * restoring event expects the order one revision on: the change itself, and nothing after it.
 */
export function undoOf(before: CartState, event: CartEvent): Restore | null {
  switch (event.type) {
    case 'orderCleared':
      if (hasKitchenHistory(before) || clearsNothing(before)) return null;
      return { type: 'orderRestored', order: before, cleared_revision: before.revision + 1 };
    case 'lineRemoved': {
      const position = before.lines.findIndex((l) => l.line_id === event.line_id);
      const line = before.lines[position];
      if (!line || removalRefusal(line)) return null;
      return { type: 'lineRestored', line, position, removed_revision: before.revision + 1 };
    }
    default:
      return null;
  }
}

/** The revision the order has once the change `restore` undoes was made. */
export function revisionAfter(restore: Restore): number {
  return restore.type === 'orderRestored' ? restore.cleared_revision : restore.removed_revision;
}
