/**
 * The whole order checked against sold-out and what is left (2.10.11), line by line: what the
 * order panel marks and the sale's own transaction refuses. Apart from the per-change rules
 * of `stock.ts`, so the first paint does not carry it (the screen loads it with the order).
 */
import type { CartRules } from './rules';
import { usageOf, type StockLine } from './stock';

/**
 * A line of the order that cannot be sold as it stands (2.10.11 checked on the whole order):
 * a product it holds is sold out, or the order holds more of a product than is left. `reduceTo`
 * is the most units of the line that can still be sold (0: only removing it settles it).
 */
export type LineStockProblem =
  | { line_id: string; reason: 'sold-out'; product_id: number; reduceTo: 0 }
  | { line_id: string; reason: 'quota'; product_id: number; remaining: number; reduceTo: number };

type CheckedLine = StockLine & { line_id: string };

/**
 * Every line of the order checked against sold-out and what is left (the same rules as a
 * change, `checkStock`), for the order as a whole: a parked order reopened after the product
 * sold out elsewhere, a quota poll that lowered `remaining_stock` while the order stayed open,
 * a product marked sold out meanwhile. Lines are served in the order they were added: the
 * first lines take what is left, and a later line is held to the rest, assuming the lines
 * before it are settled as proposed. A line holding several products over their limits is
 * reported once, with the lowest quantity that settles all of them.
 */
export function orderStockProblems(lines: readonly CheckedLine[], rules: Pick<CartRules, 'isSoldOut' | 'remainingStock'>): LineStockProblem[] {
  const taken = new Map<number, number>();
  const problems: LineStockProblem[] = [];
  for (const line of lines) {
    const usage = usageOf([line]);
    // Units of each product one unit of the line holds (a weighing is one piece whatever its
    // weight, its quantity 1, or a bill's share of it).
    const units = line.quantity;
    let problem: LineStockProblem | null = null;
    for (const [productId, used] of usage) {
      if (rules.isSoldOut(productId)) {
        problem = { line_id: line.line_id, reason: 'sold-out', product_id: productId, reduceTo: 0 };
        break;
      }
      const stock = rules.remainingStock(productId);
      if (stock === null) continue;
      const free = Math.max(0, stock - (taken.get(productId) ?? 0));
      if (used <= free) continue;
      const reduceTo = Math.floor(free / (used / units));
      if (problem === null || reduceTo < problem.reduceTo) {
        problem = { line_id: line.line_id, reason: 'quota', product_id: productId, remaining: free, reduceTo };
      }
    }
    const kept = problem === null ? units : problem.reduceTo;
    for (const [productId, used] of usage) taken.set(productId, (taken.get(productId) ?? 0) + (used / units) * kept);
    if (problem) problems.push(problem);
  }
  return problems;
}
