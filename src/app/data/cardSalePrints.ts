/**
 * What a card sale that recovery completes (src/sync/cardRecovery.ts) stores with it, loaded
 * with the card terminal's part of the status bar (CardTerminalWatch), never with the first load.
 */
import { useCallback } from 'react';
import type { Channel } from '../../core/catalog';
import type { CardPaymentRow } from '../../db/schema';
import type { PlanCardPrints } from '../../sync/cardRecovery';
import { linksOfOrder, type LinksFor } from '../kitchen/orderLinks';
import { useLanguage } from '../../i18n/react';
import { useDb } from './DbProvider';
import { printingActions } from './printing';

/**
 * Planned by the sale's own plan (`planSale`), from the products of the order the payment
 * paid (`linksFor`). The screen is told no category or preparation time: the products' facts
 * are not held here.
 */
export function useCardSalePrints(channels: readonly Channel[], linksFor: LinksFor | undefined): PlanCardPrints {
  const db = useDb();
  const { lang, name, translate } = useLanguage();
  return useCallback(
    async (row: CardPaymentRow) => {
      const m = await printingActions();
      const linksOf = await linksOfOrder(linksFor, row.cart.lines);
      return m.planSale(db, channels, { t: translate, name, direction: lang.dir }, linksOf, m.kitchenFactsOf(new Map(), []));
    },
    [db, channels, linksFor, translate, name, lang.dir],
  );
}
