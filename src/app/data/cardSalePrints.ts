/**
 * The slips of a card sale that recovery completes (src/sync/cardRecovery.ts), loaded with the
 * card terminal's part of the status bar (CardTerminalWatch), never with the first load.
 */
import { useCallback } from 'react';
import type { NewPrintJob } from '../../db/printJobs';
import type { CompletedOrder } from '../../checkout/order';
import type { Channel } from '../../core/catalog';
import { NO_LINKS } from '../../day/stations';
import type { CardPaymentRow } from '../../db/schema';
import type { LinksFor } from '../kitchen/orderLinks';
import { useLanguage } from '../../i18n/react';
import { useDb } from './DbProvider';
import { printingActions } from './printing';

/**
 * Planned as `useSalePrints` (printing.ts) plans a sale's, from the products of the order the
 * payment paid (`linksFor`; absent: the first station).
 */
export function useCardSalePrints(channels: readonly Channel[], linksFor?: LinksFor) {
  const db = useDb();
  const { lang, name, translate } = useLanguage();
  return useCallback(
    async (row: CardPaymentRow): Promise<((order: CompletedOrder) => NewPrintJob[]) | undefined> => {
      const linksOf = linksFor ? await linksFor(row.cart.lines).catch(() => () => NO_LINKS) : () => NO_LINKS;
      const m = await printingActions();
      return m.planSalePrints(db, channels, { t: translate, name, direction: lang.dir }, linksOf);
    },
    [db, channels, linksFor, translate, name, lang.dir],
  );
}
