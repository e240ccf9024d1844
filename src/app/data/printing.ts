/**
 * The till's printers, loaded on first use: the actions (printingActions.ts) and the print
 * service behind them (src/devices/service.ts, with the encoder) are chunks fetched on the
 * first print, drawer kick, Settings "Printers" or when the status bar has printers to watch;
 * never with the first load.
 */
import { useCallback } from 'react';
import type { PosDb } from '../../db/schema';
import type { PrintService } from '../../devices/service';
import type { CompletedOrder } from '../../checkout/order';
import type { Channel } from '../../core/catalog';
import { useLanguage } from '../../i18n/react';
import { useDb } from './DbProvider';

export const printingActions = () => import('./printingActions');

/** Kicks the drawer after a cash move was stored; a printer's trouble shows in the status bar, never here. */
export function kickDrawerAfter(db: PosDb, title: string): void {
  void printingActions()
    .then((m) => m.kickDrawer(db, title))
    .catch(() => undefined);
}

/** The print service of the screen's database, loaded on the first call. */
export function usePrintService(): () => Promise<PrintService> {
  const db = useDb();
  return useCallback(() => printingActions().then((m) => m.printServiceOf(db)), [db]);
}

/**
 * Queues a stored sale's slips for the printers set up, and the drawer kick of a cash sale.
 * The sale is complete before this runs: a printer that fails shows in the status bar, never
 * at the payment.
 */
export function usePrintAfterSale(channels: readonly Channel[]): (order: CompletedOrder) => void {
  const db = useDb();
  const { lang, name, translate } = useLanguage();
  return useCallback(
    (order) => void printingActions().then((m) => m.printSale(db, order, channels, { t: translate, name, direction: lang.dir })).catch(() => undefined),
    [db, channels, translate, name, lang.dir],
  );
}
