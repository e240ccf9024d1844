/**
 * The kitchen's part of the selling screen: "Send to kitchen" (the tickets of what was not sent),
 * the "Void" asked when a change takes back what the kitchen had, and "Split bill". What
 * sending and voiding do is kitchenRun.ts's, loaded with the first of them; the dialogs are
 * KitchenDialogs.tsx's.
 */
import { useState } from 'react';
import { cartReducer, isCartRefusal, type CartEvent } from '../../cart/cart';
import type { ApprovedBy, VoidReason } from '../../cart/kitchen';
import type { Catalog } from '../../core/catalog';
import { useLanguage } from '../../i18n/react';
import { refOf } from '../../staff/people';
import { useKitchenStations, useKitchenWrites } from '../data/kitchen';
import { useKitchenPrints } from '../data/printing';
import { useSignedIn } from '../data/staff';
import { useSettings } from '../data/settings';
import type { useSellingOrder } from '../useSellingOrder';
import type { KitchenAsk, KitchenDeps } from './kitchenRun';

type SellingOrder = ReturnType<typeof useSellingOrder>;

export type { KitchenAsk };

const run = () => import('./kitchenRun');

export function useKitchen(order: SellingOrder, catalog: Catalog) {
  const { cart, ctx } = order;
  const stations = useKitchenStations();
  const writes = useKitchenWrites();
  const { translate, name } = useLanguage();
  const [ask, setAsk] = useState<KitchenAsk | null>(null);
  const person = useSignedIn();
  // The kitchen printers of their stations take the tickets; with none, the ticket's dialog prints them.
  const prints = useKitchenPrints();
  const terminalId = useSettings()?.terminalId ?? '';
  const deps: KitchenDeps = { order, catalog, stations, writes, lang: { t: translate, name }, signedIn: person ? refOf(person) : null, setAsk, prints, terminalId };

  /** The order panel's changes: one that takes back what the kitchen had asks "Void" first. */
  function onCartEvent(event: CartEvent) {
    if (cart) {
      const checked = cartReducer(cart, event, ctx);
      if (isCartRefusal(checked) && checked.reason === 'void-needed') {
        setAsk({ kind: 'void', line_id: checked.line_id, quantity: checked.quantity });
        return null;
      }
    }
    return order.onCartEvent(event);
  }

  async function voided(reason: VoidReason, approvedBy: ApprovedBy) {
    if (ask?.kind !== 'void' || !cart) return;
    await (await run()).recordVoid(deps, ask, cart, reason, approvedBy);
  }

  return {
    ask,
    close: () => setAsk(null),
    onCartEvent,
    sendToKitchen: () => void run().then((k) => k.sendToKitchen(deps, false)),
    openSplit: () => setAsk({ kind: 'split' }),
    voided,
    split: writes.splitOrder,
  };
}

export type Kitchen = ReturnType<typeof useKitchen>;
