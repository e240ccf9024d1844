/**
 * A sale at a glance, as "Orders" lists it: its first items with their quantities and how many
 * more it holds, and the ways it was paid (each tender once, in the order first used) with its
 * tip. Plain data; the list words it in the language on screen.
 */
import type { Named } from '../core/names';
import { ZERO, type Money } from '../core/money';
import type { MethodOf } from './tenders';
import type { CompletedOrder } from './order';

export interface GlanceItem {
  line: Named;
  /** Units when more than one; null for one unit or a weighed line. */
  quantity: number | null;
}

/** How many items the summary names before "+N more". */
export const ITEMS_AT_GLANCE = 2;

/** The first `shown` lines of the sale and how many lines are left unnamed. */
export function itemsAtGlance(
  lines: readonly (Named & { quantity: number; weight_g: number | null })[],
  shown = ITEMS_AT_GLANCE,
): { items: GlanceItem[]; more: number } {
  const items = lines.slice(0, shown).map((line) => ({ line, quantity: line.weight_g === null && line.quantity > 1 ? line.quantity : null }));
  return { items, more: Math.max(0, lines.length - shown) };
}

/** The tenders that paid the sale, each once in the order first used, and the tip paid with it (ZERO when none). */
export function paymentsAtGlance(order: Pick<CompletedOrder, 'payments' | 'tip'>): { methods: MethodOf[]; tip: Money } {
  const seen = new Map<string, MethodOf>();
  for (const p of order.payments) if (!seen.has(p.method)) seen.set(p.method, p);
  return { methods: [...seen.values()], tip: order.tip ?? ZERO };
}
