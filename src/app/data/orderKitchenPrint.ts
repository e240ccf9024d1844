/**
 * A completed order's kitchen tickets printed from "Orders" (a reprint, a counter order just
 * paid): made once, after the settings are read, so they go where the stations and printers
 * say now, from the order's products' stations (`linksOfOrder`), and sent to the kitchen
 * printers of their stations. What no kitchen printer took is answered for the system dialog.
 */
import { useEffect, useRef, useState } from 'react';
import type { CompletedOrder } from '../../checkout/order';
import type { ReceiptWords } from '../../checkout/receipt';
import type { KitchenTicket } from '../../day/kitchenTicket';
import type { KitchenStation, StationLinks } from '../../day/stations';
import { useLanguage } from '../../i18n/react';
import { usePrintKitchen } from './printOnDemand';
import { useSettings } from './settings';
import { linksOfOrder, type LinksFor } from '../kitchen/orderLinks';

/** The order's tickets as its products' stations, the stations set up and the till's words make them. */
export type MakeKitchenTickets = (linksOf: (productId: number) => StationLinks, stations: readonly KitchenStation[], words: ReceiptWords) => KitchenTicket[];

/** Whether the kitchen printers took the tickets; else the tickets, for the system dialog. */
export type KitchenPrinted = { printed: true } | { printed: false; tickets: KitchenTicket[] };

/** Undefined until the tickets are made and sent; `copy`: each marked COPY. Made and sent once. */
export function useOrderKitchenPrint(order: CompletedOrder, linksFor: LinksFor | undefined, make: MakeKitchenTickets, copy: boolean): KitchenPrinted | undefined {
  const settings = useSettings();
  const { translate, name } = useLanguage();
  const printKitchen = usePrintKitchen();
  const [done, setDone] = useState<KitchenPrinted>();
  const started = useRef(false);
  useEffect(() => {
    if (settings === undefined || started.current) return;
    started.current = true;
    void (async () => {
      const linksOf = await linksOfOrder(linksFor, order.lines);
      const tickets = make(linksOf, settings?.kitchenStations ?? [], { t: translate, name });
      setDone((await printKitchen(tickets, copy)) ? { printed: true } : { printed: false, tickets });
    })();
  }, [settings, order, linksFor, make, copy, translate, name, printKitchen]);
  return done;
}
