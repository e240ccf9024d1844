/**
 * Prints made on demand, not stored with a sale: a drawer kick after a cash move, kitchen
 * tickets reprinted or paid at the counter, an X or Z report, and the print service of Settings
 * "Printers" and the status bar. The actions load on first use (`printingActions` of
 * `printing.ts`); this file loads with the screens that print, not with the first screen.
 */
import { useCallback, useMemo } from 'react';
import type { CurrencyDigits } from '../../core/money';
import type { ShiftReport } from '../../day/shiftReport';
import type { ReportNames } from '../../devices/printer/documents';
import type { PosDb } from '../../db/schema';
import type { PrintService } from '../../devices/service';
import type { KitchenTicket } from '../../day/kitchenTicket';
import { useLanguage } from '../../i18n/react';
import { useDb } from './DbProvider';
import { printingActions } from './printing';
import { useSettings } from './settings';

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
