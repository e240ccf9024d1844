/**
 * The till's printers, loaded on first use: the actions (printingActions.ts) and the print
 * service behind them (src/devices/service.ts, with the encoder) are chunks fetched on the
 * first print, drawer kick, Settings "Printers" or when the status bar has printers to watch;
 * never with the first load.
 */
import { useCallback, useMemo } from 'react';
import type { CurrencyDigits } from '../../core/money';
import type { ShiftReport } from '../../day/shiftReport';
import type { ReportNames } from '../../devices/printer/documents';
import { useSettings } from './settings';
import type { PosDb } from '../../db/schema';
import type { PrintService } from '../../devices/service';
import type { NewPrintJob } from '../../db/printJobs';
import type { CompletedOrder } from '../../checkout/order';
import type { Category, Channel, Product } from '../../core/catalog';
import type { KitchenTicket } from '../../day/kitchenTicket';
import { NO_LINKS, type StationLinks } from '../../day/stations';
import type { CardPaymentRow } from '../../db/schema';
import type { LinksFor } from '../kitchen/orderLinks';
import type { NewScreenTicket } from '../../db/kitchenScreen';
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
 * A sale's slips for the printers set up, and the drawer kick of a cash sale: `plan` reads
 * what they need before the sale (undefined with no printer), the sale's transaction stores
 * them with it, and `printed` hands them to the queue. A printer that fails shows in the
 * status bar, never at the payment.
 */
export function useSalePrints(channels: readonly Channel[], linksOf: (productId: number) => StationLinks, products: ReadonlyMap<number, Product>, categories: readonly Category[]) {
  const db = useDb();
  const { lang, name, translate } = useLanguage();
  return useMemo(
    () => ({
      plan: (): Promise<((order: CompletedOrder) => NewPrintJob[]) | undefined> =>
        printingActions().then((m) => m.planSalePrints(db, channels, { t: translate, name, direction: lang.dir }, linksOf)),
      stored: (): void => void printingActions().then((m) => m.printStored(db)).catch(() => undefined),
      /** The sale's tickets for the stations with a kitchen screen, stored with it (undefined: none has one). */
      screen: (): Promise<((order: CompletedOrder, orderId: string) => NewScreenTicket[]) | undefined> =>
        printingActions().then((m) => m.planScreenTickets(db, channels, { t: translate, name, direction: lang.dir }, linksOf, m.kitchenFactsOf(products, categories))),
    }),
    [db, channels, translate, name, lang.dir, linksOf, products, categories],
  );
}

/**
 * The slips of a card sale that recovery completes (src/sync/cardRecovery.ts), planned as
 * `useSalePrints` plans a sale's, from the products of the order the payment paid
 * (`linksFor`; absent: the first station).
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

/**
 * Kitchen tickets to the kitchen printers of their stations. Resolves false when there is no
 * kitchen printer, or the printers could not be reached at all: then the system dialog prints
 * them, so a ticket is never lost.
 */
export function usePrintKitchen(): (tickets: readonly KitchenTicket[], copy?: boolean) => Promise<boolean> {
  const db = useDb();
  const hasKitchenPrinter = !!useSettings()?.printers?.some((p) => p.role === 'kitchen');
  const { lang, name, translate } = useLanguage();
  return useCallback(
    async (tickets, copy = false) => {
      if (!hasKitchenPrinter) return false;
      return printingActions()
        .then((m) => m.printKitchen(db, tickets, { t: translate, name, direction: lang.dir }, copy))
        .catch(() => false);
    },
    [db, hasKitchenPrinter, translate, name, lang.dir],
  );
}

/**
 * "Print" of an X or Z report: on the receipt printer when one is set up, else null (the
 * system dialog prints it). The report is on screen before it prints; a printer's trouble
 * shows in the status bar.
 */
export function usePrintShiftReport(): ((report: ShiftReport, digits: CurrencyDigits, names: Omit<ReportNames, 'date' | 'overShort'>) => void) | null {
  const db = useDb();
  const hasPrinter = !!useSettings()?.printers?.some((p) => p.role === 'receipt');
  const { lang, name, translate } = useLanguage();
  return useMemo(() => {
    if (!hasPrinter) return null;
    const words = { t: translate, name, direction: lang.dir };
    return (report, digits, names) => {
      void printingActions()
        .then((m) => m.printShiftReport(db, report, digits, words, names))
        .catch(() => undefined);
    };
  }, [db, hasPrinter, lang.dir, name, translate]);
}
