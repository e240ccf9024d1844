/**
 * The kitchen's part of the selling screen: "Send to kitchen" (the tickets of what was not sent,
 * built from the stored order in the same transaction that marks it sent, so two tabs never
 * send a line twice), the "Void" asked when a change takes back what the kitchen had, and
 * "Split bill". The dialogs are KitchenDialogs.tsx's.
 */
import { useState } from 'react';
import { cartReducer, isCartRefusal, type CartEvent, type CartLine, type CartState } from '../../cart/cart';
import type { ApprovedBy, LineVoid, VoidReason } from '../../cart/kitchen';
import type { Catalog } from '../../core/catalog';
import type { KitchenSource, KitchenTicket } from '../../day/kitchenTicket';
import { useLanguage } from '../../i18n/react';
import { useKitchenStations, useKitchenWrites } from '../data/kitchen';
import { usePrintKitchen } from '../data/printing';
import type { useSellingOrder } from '../useSellingOrder';

type SellingOrder = ReturnType<typeof useSellingOrder>;

export type KitchenAsk =
  | { kind: 'void'; line_id: string | null; quantity: number }
  | { kind: 'split' }
  | { kind: 'print'; tickets: KitchenTicket[] };

export function useKitchen(order: SellingOrder, catalog: Catalog) {
  const { cart, ctx } = order;
  const stations = useKitchenStations();
  const writes = useKitchenWrites();
  const { translate, name } = useLanguage();
  const [ask, setAsk] = useState<KitchenAsk | null>(null);
  const printKitchen = usePrintKitchen();

  /** The kitchen printers of their stations take the tickets; with none, the ticket's dialog prints them. */
  async function print(tickets: KitchenTicket[]) {
    if (tickets.length === 0) return;
    if (!(await printKitchen(tickets))) setAsk({ kind: 'print', tickets });
  }

  /** The ticket rules load with the first ticket (precached, so offline too), not with the page. */
  async function ticketsOf(): Promise<(source: KitchenSource & Pick<CartState, 'name' | 'note'>, voidsOnly?: boolean) => KitchenTicket[]> {
    const { kitchenSend } = await import('../../day/kitchenTicket');
    return (source, voidsOnly = false) => kitchenSend(
      source,
      {
        order_name: source.name ?? null,
        order_note: source.note ?? null,
        channels: catalog.channels,
        at: new Date().toISOString(),
        stations,
        categoriesOf: (id) => ctx.pricing.products.get(id)?.category_ids ?? [],
        voids_only: voidsOnly,
      },
      { t: translate, name },
    );
  }

  /** Sends what the kitchen has not had (or only the voids), then prints it. */
  async function send(voidsOnly: boolean) {
    const tickets = await ticketsOf();
    let made: KitchenTicket[] = [];
    const refused = await order.send((current) => {
      made = tickets(current, voidsOnly);
      return { type: 'kitchenSent', voids_only: voidsOnly };
    });
    if (refused === null) await print(made);
  }

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
    const voided_at = new Date().toISOString();
    if (ask.line_id !== null) {
      const { line_id, quantity } = ask;
      const refused = await order.send(() => ({ type: 'lineVoided', line_id, quantity, reason, voided_at, approved_by: approvedBy }));
      setAsk(null);
      if (refused === null) await send(true);
      return;
    }
    const outcome = await writes.clearAsVoid({
      revision: cart.revision,
      reason,
      approved_by: approvedBy,
      location_id: catalog.session.location.id,
      digits: catalog.session.config.currency_decimals,
      brandId: order.menuBrandId,
    });
    setAsk(null);
    if (!outcome.ok || !outcome.voided) return;
    // The kitchen stops what it was making: every voided unit printed VOID.
    const all: LineVoid<CartLine>[] = [
      ...outcome.voided.voids,
      ...outcome.voided.lines.map((line) => ({ line, reason, voided_at, approved_by: approvedBy, printed: false })),
    ];
    const tickets = await ticketsOf();
    const slips = tickets({ lines: [], voids: all, channel_id: cart.channel_id, name: cart.name, note: cart.note }, true);
    await print(slips);
  }

  return {
    ask,
    close: () => setAsk(null),
    onCartEvent,
    sendToKitchen: () => void send(false),
    openSplit: () => setAsk({ kind: 'split' }),
    voided,
    split: writes.splitOrder,
  };
}

export type Kitchen = ReturnType<typeof useKitchen>;
