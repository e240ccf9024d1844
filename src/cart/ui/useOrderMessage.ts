/**
 * The message under an order (the till's order panel, the kiosk's cart): a refused change's
 * words, or why "Pay" waits. The last message asked for wins: a refusal's words, which load
 * with the first refusal (precached, so offline too) rather than with the page, never replace
 * a message asked for after them.
 */
import { useRef, useState } from 'react';
import type { CartLine, CartRefusal } from '../cart';
import type { LineStockProblem } from '../orderStock';
import { STOCK_CHANGED_MESSAGE } from '../stock';
import { useLanguage } from '../../i18n/react';

export function useOrderMessage() {
  const { translate } = useLanguage();
  const [message, setShown] = useState<string | null>(null);
  const asked = useRef(0);

  function say(text: string | null) {
    asked.current++;
    setShown(text);
  }

  return {
    message,
    say,
    /** Clears the message, and says why `refusal` (null: none) refused the change asked of `lines`. */
    answered(refusal: CartRefusal | null, lines: readonly CartLine[]) {
      say(null);
      if (!refusal) return;
      const turn = asked.current;
      void import('./refusalMessage').then((m) => turn === asked.current && setShown(m.refusalMessage(refusal, lines)));
    },
    /** The whole order is checked before it is sold: with a marked line, says so instead of paying. */
    pay(problems: readonly LineStockProblem[], onPay: () => void) {
      if (problems.length > 0) return say(translate(STOCK_CHANGED_MESSAGE));
      say(null);
      onPay();
    },
  };
}
