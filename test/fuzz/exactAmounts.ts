/**
 * The amounts a priced line and an order must carry, recomputed in BigInt from the line's
 * own snapshot prices (so no float sum can hide a lost unit): per unit of the line, its price
 * plus options, add-ons and combo children; a weighed line rounds weight x price per kg once,
 * half away from zero, and adds its options, add-ons and children once (2.2, 2.7); the
 * discount rounds once. Each check lists what differs.
 */
import type { CartLine } from '../../src/cart/cart';
import type { PricedLine, PricedOption } from '../../src/cart/pricing';
import type { OrderTotals } from '../../src/cart/totals';

/** `n / d` rounded half away from zero, `d` positive. */
function roundDiv(n: bigint, d: bigint): bigint {
  const abs = n < 0n ? -n : n;
  let q = abs / d;
  if ((abs % d) * 2n >= d) q += 1n;
  return n < 0n ? -q : q;
}

const big = (n: number) => BigInt(n);
const optionsEach = (options: readonly PricedOption[]) =>
  options.reduce((sum, o) => sum + big(o.unit_price) * big(o.quantity), 0n);

export function exactLine(line: PricedLine): { subtotal: bigint; discount: bigint; total: bigint } {
  const addons = line.addons.reduce((sum, a) => sum + big(a.unit_price) * big(a.quantity), 0n);
  const children = line.children.reduce((sum, c) => sum + (big(c.unit_price) + optionsEach(c.options)) * big(c.quantity), 0n);
  const extras = optionsEach(line.options) + addons + children;
  const subtotal =
    line.weight_g !== null
      ? roundDiv(big(line.unit_price) * big(line.weight_g), 1000n) + extras
      : (big(line.unit_price) + extras) * big(line.quantity);
  const discount = roundDiv(subtotal * big(line.discount_pct), 100n);
  return { subtotal, discount, total: subtotal - discount };
}

const safe = (n: number) => Number.isSafeInteger(n) && !Object.is(n, -0);

export function lineProblems(line: PricedLine): string[] {
  const out: string[] = [];
  const exact = exactLine(line);
  for (const key of ['subtotal', 'discount', 'total'] as const) {
    if (!safe(line[key])) out.push(`line ${line.product_id} ${key} ${line[key]} is not a safe integer`);
    else if (big(line[key]) !== exact[key]) out.push(`line ${line.product_id} ${key} ${line[key]}, exactly ${exact[key]}`);
  }
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) out.push(`line ${line.product_id} quantity ${line.quantity}`);
  if (line.discount_pct < 0 || line.discount_pct > 100 || !Number.isInteger(line.discount_pct)) {
    out.push(`line ${line.product_id} discount ${line.discount_pct}%`);
  }
  return out;
}

/** The order's totals are the exact sums of its lines. */
export function totalsProblems(lines: readonly CartLine[], totals: OrderTotals): string[] {
  const out: string[] = [];
  const sum = (pick: (l: CartLine) => number) => lines.reduce((s, l) => s + big(pick(l)), 0n);
  const expected = { subtotal: sum((l) => l.subtotal), discount_total: sum((l) => l.discount), total: sum((l) => l.total) };
  for (const key of ['subtotal', 'discount_total', 'total'] as const) {
    if (!safe(totals[key])) out.push(`order ${key} ${totals[key]} is not a safe integer`);
    else if (big(totals[key]) !== expected[key]) out.push(`order ${key} ${totals[key]}, exactly ${expected[key]}`);
  }
  if (totals.total !== totals.subtotal - totals.discount_total) out.push('order total is not subtotal - discount_total');
  return out;
}
