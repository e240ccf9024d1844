/**
 * The till's printers, loaded on first use: the actions (printingActions.ts) and the print
 * service behind them (src/devices/service.ts, with the encoder) are chunks fetched on the
 * first print, drawer kick, Settings "Printers" or when the status bar has printers to watch;
 * never with the first load. Here: what a sale and a kitchen send store with them (read by the
 * selling screen); the prints made on demand (a reprint, a report, the drawer, the service for
 * Settings and the status bar) are `printOnDemand.ts`'s, loaded with the screens that make them,
 * and a recovered card sale's are `cardSalePrints.ts`'s, loaded with the card terminal.
 */
import { useMemo } from 'react';
import type { NewPrintJob } from '../../db/printJobs';
import type { Category, Channel, Product } from '../../core/catalog';
import type { KitchenTicket } from '../../day/kitchenTicket';
import type { StationLinks } from '../../day/stations';
import type { SaleWrites } from './printingActions';
import { useLanguage } from '../../i18n/react';
import { useDb } from './DbProvider';

export const printingActions = () => import('./printingActions');

/**
 * What a sale stores with it, and the drawer kick of a cash sale: `plan` reads once what its
 * slips and its kitchen screens' tickets need before the sale (`{}` with neither), the sale's
 * transaction stores them with it, and `stored` hands the slips to the queue. A printer that
 * fails shows in the status bar, never at the payment.
 */
export function useSalePrints(channels: readonly Channel[], linksOf: (productId: number) => StationLinks, products: ReadonlyMap<number, Product>, categories: readonly Category[]) {
  const db = useDb();
  const { lang, name, translate } = useLanguage();
  return useMemo(
    () => ({
      plan: (): Promise<SaleWrites> =>
        printingActions().then((m) => m.planSale(db, channels, { t: translate, name, direction: lang.dir }, linksOf, m.kitchenFactsOf(products, categories))),
      stored: (): void => void printingActions().then((m) => m.printStored(db)).catch(() => undefined),
    }),
    [db, channels, translate, name, lang.dir, linksOf, products, categories],
  );
}

/**
 * Kitchen tickets stored with what they print (a send, a void): `plan` reads what their jobs
 * need before (undefined with no kitchen printer: the system dialog prints them), the
 * transaction stores them, and `stored` hands them to the queue.
 */
export function useKitchenPrints() {
  const db = useDb();
  const { lang, name, translate } = useLanguage();
  return useMemo(
    () => ({
      plan: (): Promise<((tickets: readonly KitchenTicket[]) => NewPrintJob[]) | undefined> =>
        printingActions().then((m) => m.planKitchenPrints(db, { t: translate, name, direction: lang.dir })),
      stored: (): void => void printingActions().then((m) => m.printStored(db)).catch(() => undefined),
    }),
    [db, translate, name, lang.dir],
  );
}

export type KitchenPrints = ReturnType<typeof useKitchenPrints>;
