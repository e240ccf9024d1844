/**
 * The order's lines sold out or over what is left, the whole order checked against the rules
 * the screen holds (`orderStockProblems`). The check loads with the first order that holds a
 * line, not with the page; until it is in (a moment) no line is marked, and the sale's own
 * transaction checks the order again whatever the screen showed.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CartState } from '../cart/cart';
import type { LineStockProblem, orderStockProblems } from '../cart/orderStock';
import type { CartRules } from '../cart/rules';

type Check = typeof orderStockProblems;

const NONE: readonly LineStockProblem[] = [];

export function useOrderStockProblems(cart: CartState | undefined, rules: CartRules): readonly LineStockProblem[] {
  const [check, setCheck] = useState<{ run: Check } | null>(null);
  const wanted = (cart?.lines.length ?? 0) > 0;
  useEffect(() => {
    if (!wanted || check) return;
    let current = true;
    void import('../cart/orderStock').then((m) => current && setCheck({ run: m.orderStockProblems }));
    return () => {
      current = false;
    };
  }, [wanted, check]);
  return useMemo(() => (cart && check ? check.run(cart.lines, rules) : NONE), [cart, check, rules]);
}
